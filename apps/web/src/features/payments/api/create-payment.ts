import { useMutation } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { Payment } from '../types.ts';

/** POST /payments/create-payment: a PromptPay QR for a package (the price comes from the server). */
export async function createPromptPayPayment(packageId: string): Promise<Payment> {
  return requireData(await api.post<Payment>('/payments/create-payment', { packageId }));
}

export function useCreatePromptPayPayment() {
  return useMutation({ mutationFn: createPromptPayPayment });
}
