import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import { rememberAnswer } from '../../../lib/remember-answer.ts';
import type { Payment } from '../types.ts';
import { paymentStatusKey } from './payment-status.ts';

export interface SlipResult {
  payment: Payment;
  slip: { id: string; sendingBank: string | null; transRef: string | null };
}

/** POST /payments/{id}/slip, multipart field `slip`; the payment becomes `verifying`. */
export async function uploadSlip(paymentId: string, file: File): Promise<SlipResult> {
  const form = new FormData();
  form.append('slip', file);
  return requireData(
    await api.post<SlipResult>(`/payments/${encodeURIComponent(paymentId)}/slip`, form, {
      maxRetries: 0,
      timeoutMs: 60_000,
    }),
  );
}

export function useUploadSlip(paymentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadSlip(paymentId, file),
    onSuccess: (result) => rememberAnswer(client, paymentStatusKey(paymentId), result.payment),
  });
}
