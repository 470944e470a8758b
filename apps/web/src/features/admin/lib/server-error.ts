import { useTranslation } from 'react-i18next';
import type { Catalogue } from '../../../i18n/th.ts';
import { ApiError } from '../../../lib/api-error.ts';

export type AdminErrorKey = keyof Catalogue['admin']['errors'];

const BY_CODE: Record<string, AdminErrorKey> = {
  VALIDATION_FAILED: 'validation',
  MALFORMED_REQUEST: 'validation',
  AUTH_REQUIRED: 'authRequired',
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'notFound',
  CONFLICT: 'conflict',
  PAYMENT_NOT_PAYABLE: 'paymentNotPayable',
  HOLD_NOT_PENDING: 'holdNotPending',
  IDEMPOTENCY_KEY_REUSED: 'idempotencyReused',
  RATE_LIMITED: 'rateLimited',
  NETWORK_ERROR: 'network',
  TIMEOUT: 'network',
  SERVICE_UNAVAILABLE: 'unavailable',
  INTERNAL_ERROR: 'server',
};

/** The catalogue key of why a call failed: by the server's code, else by the HTTP status. */
export function adminErrorKey(error: unknown): AdminErrorKey {
  if (!(error instanceof ApiError)) return 'generic';
  const known = error.code ? BY_CODE[error.code] : undefined;
  if (known) return known;
  if (error.status === 400) return 'validation';
  if (error.status === 401) return 'authRequired';
  if (error.status === 403) return 'forbidden';
  if (error.status === 404) return 'notFound';
  if (error.status === 409) return 'conflict';
  if (error.status === 429) return 'rateLimited';
  if (error.status === 503) return 'unavailable';
  if (error.status >= 500) return 'server';
  return 'generic';
}

/** A code the screen words its own way (e.g. `CONFLICT` on a refund: "already refunded"). */
export type ErrorOverrides = Partial<Record<string, string>>;

/** Thai (or English) text for a failed call: the screen's own words for a code, else the shared ones. */
export function useAdminErrorText() {
  const { t } = useTranslation();
  return (error: unknown, overrides: ErrorOverrides = {}): string => {
    const code = error instanceof ApiError ? error.code : undefined;
    const own = code ? overrides[code] : undefined;
    return own ?? t(`admin.errors.${adminErrorKey(error)}`);
  };
}
