import { useMutation } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { Payment } from '../types.ts';

export interface CardPaymentInput {
  packageId: string;
  /** One per purchase attempt: a repeated click or a retried call cannot charge twice. */
  idempotencyKey: string;
}

/** POST /payments/stripe/card: the browser then goes to the payment's `checkoutUrl`. */
export async function createCardPayment({
  packageId,
  idempotencyKey,
}: CardPaymentInput): Promise<Payment> {
  return requireData(
    await api.post<Payment>(
      '/payments/stripe/card',
      { packageId },
      { headers: { 'Idempotency-Key': idempotencyKey } },
    ),
  );
}

export function useCreateCardPayment() {
  return useMutation({ mutationFn: createCardPayment });
}
