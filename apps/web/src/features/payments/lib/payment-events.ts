import type { Payment } from '../types.ts';

export const PAYMENT_SUCCEEDED_EVENT = 'duangdee:payment-succeeded';

export interface PaymentSucceededDetail {
  paymentId: string;
  coins: number;
}

const announced = new Set<string>();

/**
 * Tells the rest of the app (the wallet refreshes its balance) that coins were bought. Once per
 * payment per page load, whichever screen saw the success first.
 */
export function announcePaymentSucceeded(payment: Pick<Payment, 'paymentId' | 'coins'>): void {
  if (announced.has(payment.paymentId)) return;
  announced.add(payment.paymentId);
  window.dispatchEvent(
    new CustomEvent<PaymentSucceededDetail>(PAYMENT_SUCCEEDED_EVENT, {
      detail: { paymentId: payment.paymentId, coins: payment.coins },
    }),
  );
}
