import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode } from '@duangdee/contract/errors';

/** The one error type services throw; the error handler turns it into the failure envelope. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_MESSAGES[code],
    readonly details?: unknown,
    /** `cause`: what went wrong underneath (an outside service's error), for the log only. */
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}
