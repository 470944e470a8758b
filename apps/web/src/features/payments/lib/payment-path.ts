import { paths } from '../../../config/paths.ts';

/** The PromptPay QR screen of one payment. */
export function paymentPath(paymentId: string): string {
  return `${paths.payment}?payment_id=${encodeURIComponent(paymentId)}`;
}
