/** The English messages of spec §8; the UI shows Thai text from the i18n catalogue by code. */
export const API_MESSAGES = {
  notFound: 'The requested resource was not found',
  unauthorized: 'Authentication required. Please login again.',
  forbidden: 'You do not have permission to access this resource',
  timeout: 'Request timeout. Please check your internet connection and try again.',
  network: 'Backend server is not available. Please check your connection and API configuration.',
  stillProcessing: 'Resource is still being processed',
  serverError: (status: number, detail: string) =>
    `Server error (${status}): ${detail}. Please try again later.`,
  requestFailed: (statusText: string) => `API request failed: ${statusText}`,
} as const;

/** Client-side codes for failures that never reached (or never came back from) the server. */
export type ClientErrorCode = 'TIMEOUT' | 'NETWORK_ERROR' | 'STILL_PROCESSING';

export interface ApiErrorInit {
  message: string;
  /** HTTP status; 0 when no response arrived (timeout, network). */
  status: number;
  /** The server's `error.code` (a contract error code), or a `ClientErrorCode`. */
  code?: string | undefined;
  details?: unknown;
  /** The server's own message, when it sent one (the UI may show it). */
  serverMessage?: string | undefined;
  /** From a `Retry-After` header, in milliseconds. */
  retryAfterMs?: number | undefined;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string | undefined;
  readonly details: unknown;
  readonly serverMessage: string | undefined;
  readonly retryAfterMs: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.serverMessage = init.serverMessage;
    this.retryAfterMs = init.retryAfterMs;
  }
}
