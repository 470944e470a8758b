import type { Payment } from '../types.ts';

/** The reasons the payment failure modal explains (spec §2). */
export type FailureReason =
  'insufficientBalance' | 'connection' | 'wrongInformation' | 'qrExpired' | 'cancelled';

/** Machine codes the providers put in `failure_reason`; anything else is an admin's own words. */
const DECLINED = new Set(['declined', 'payment_failed', 'card_declined']);

function fromCode(code: string): FailureReason | null {
  const value = code.trim().toLowerCase();
  if (value.includes('insufficient')) return 'insufficientBalance';
  if (DECLINED.has(value)) return 'wrongInformation';
  if (value === 'expired' || value === 'qr_expired') return 'qrExpired';
  if (value === 'network' || value === 'connection') return 'connection';
  if (value === 'cancelled' || value === 'canceled') return 'cancelled';
  return null;
}

/** Why a settled payment did not go through; null while it can still succeed, or when it did. */
export function failureReasonOf(payment: Pick<Payment, 'status' | 'failureReason'>) {
  if (payment.status === 'expired') return 'qrExpired';
  if (payment.status !== 'failed') return null;
  return fromCode(payment.failureReason ?? '') ?? 'wrongInformation';
}

/** A reviewer's free-text reason is worth showing; a provider's code is not. */
export function failureDetailOf(payment: Pick<Payment, 'status' | 'failureReason'>) {
  const reason = payment.failureReason?.trim();
  if (payment.status !== 'failed' || !reason || fromCode(reason) !== null) return null;
  return /^[a-z0-9_]+$/.test(reason) ? null : reason;
}

/** `/payment/cancel?reason=…`: no reason means the user left the checkout. */
export function failureReasonFromQuery(reason: string | null): FailureReason {
  if (!reason) return 'cancelled';
  return fromCode(reason) ?? 'wrongInformation';
}
