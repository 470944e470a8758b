/**
 * The closed list of API error codes and the one HTTP status each maps to.
 * Adding a code is a contract change: the server and the web client both read this table.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  MALFORMED_REQUEST: 400,
  OTP_INVALID: 400,
  OTP_EXPIRED: 400,
  OAUTH_FAILED: 400,
  INVALID_FILE: 400,
  REFERRAL_NOT_ALLOWED: 400,
  AUTH_REQUIRED: 401,
  INSUFFICIENT_COINS: 402,
  FORBIDDEN: 403,
  ACCOUNT_SUSPENDED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  HOLD_NOT_PENDING: 409,
  SLIP_ALREADY_USED: 409,
  PAYMENT_NOT_PAYABLE: 409,
  FREE_DRAW_USED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  IMPLAUSIBLE_SCORE: 422,
  RATE_LIMITED: 429,
  OTP_LOCKED: 429,
  INTERNAL_ERROR: 500,
  PAYMENT_PROVIDER_ERROR: 502,
  MAIL_REJECTED: 502,
  SERVICE_UNAVAILABLE: 503,
  PAYMENT_PROVIDER_UNAVAILABLE: 503,
  MAIL_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** Default English messages; the web client shows Thai text from its own catalogue by code. */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'The request is not valid',
  MALFORMED_REQUEST: 'The request body could not be read',
  OTP_INVALID: 'The code is not correct',
  OTP_EXPIRED: 'The code has expired. Please request a new one.',
  OAUTH_FAILED: 'Sign-in with the provider failed',
  INVALID_FILE: 'The file is not valid',
  REFERRAL_NOT_ALLOWED:
    'This invite cannot be used: it is your own, this device already has an account, or this friend was already invited',
  AUTH_REQUIRED: 'Authentication required. Please login again.',
  INSUFFICIENT_COINS: 'Insufficient coins',
  FORBIDDEN: 'You do not have permission to access this resource',
  ACCOUNT_SUSPENDED: 'This account has been suspended. Please contact support.',
  NOT_FOUND: 'The requested resource was not found',
  METHOD_NOT_ALLOWED: 'This method is not allowed on this resource',
  CONFLICT: 'The request conflicts with the current state',
  IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was already used for a different request',
  HOLD_NOT_PENDING: 'These coins were already charged or released',
  SLIP_ALREADY_USED: 'This slip has already been used for a payment',
  PAYMENT_NOT_PAYABLE: 'This payment can no longer be paid',
  FREE_DRAW_USED: 'Today’s free draw has been used. Come back tomorrow, or sign in for more.',
  PAYLOAD_TOO_LARGE: 'The request body is too large',
  UNSUPPORTED_MEDIA_TYPE: 'The request content type is not supported',
  IMPLAUSIBLE_SCORE:
    'This round cannot be counted: it ended too early or too late, was already counted, or its taps do not add up to what it reports.',
  RATE_LIMITED: 'Rate limit exceeded. Please try again later.',
  OTP_LOCKED: 'Too many wrong codes. Sign-in by code is paused for an hour.',
  INTERNAL_ERROR: 'An unexpected error occurred',
  PAYMENT_PROVIDER_ERROR:
    'The payment provider gave an answer we could not use. Nothing was charged; please try again.',
  MAIL_REJECTED: 'The mail server refused the message. Check the address or try again later.',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable',
  PAYMENT_PROVIDER_UNAVAILABLE:
    'The payment provider cannot be reached right now. Nothing was charged; please try again.',
  MAIL_UNAVAILABLE: 'E-mail cannot be sent right now. Please try again in a moment.',
};
