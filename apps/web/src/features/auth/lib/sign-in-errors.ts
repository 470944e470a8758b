import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-error.ts';

function detail(details: unknown, snake: string, camel: string): number | null {
  if (typeof details !== 'object' || details === null) return null;
  const record = details as Record<string, unknown>;
  const value = record[snake] ?? record[camel];
  return typeof value === 'number' ? value : null;
}

/** The Thai (or English) message for a failed sign-in call. */
export function signInErrorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('auth.errors.generic');
  switch (error.code) {
    case 'OTP_INVALID': {
      const left = detail(error.details, 'attempts_left', 'attemptsLeft');
      return left === 0 || left === null
        ? t('auth.errors.invalidCodeNoTries')
        : t('auth.errors.invalidCode', { left });
    }
    case 'OTP_EXPIRED':
      return t('auth.errors.expiredCode');
    case 'OTP_LOCKED':
      return t('auth.errors.locked');
    case 'RATE_LIMITED':
      return t('auth.errors.tooSoon', {
        seconds: detail(error.details, 'retry_after_s', 'retryAfterS') ?? 60,
      });
    case 'VALIDATION_FAILED':
      return t('auth.errors.email');
    case 'NETWORK_ERROR':
    case 'TIMEOUT':
      return t('auth.errors.network');
    case 'MAIL_UNAVAILABLE':
      return t('auth.errors.mailUnavailable');
    case 'MAIL_REJECTED':
      return t('auth.errors.mailRejected');
    case 'ACCOUNT_SUSPENDED':
      return t('auth.errors.suspended');
    default:
      return t('auth.errors.generic');
  }
}
