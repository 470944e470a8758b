import { useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { Payment } from '../types.ts';
import { pollingQueryOptions } from './payment-status.ts';

/** GET /payments/stripe/success?session_id: back from Stripe Checkout, checked with Stripe. */
export async function fetchStripeSuccess(sessionId: string): Promise<Payment> {
  return requireData(
    await api.get<Payment>('/payments/stripe/success', {
      query: { sessionId },
      maxRetries: 0,
    }),
  );
}

/** The payment of a Checkout session, polled while Stripe has not settled it yet. */
export function useStripeSuccess(sessionId: string | null, enabled = true) {
  return useQuery({
    queryKey: ['payments', 'stripe-session', sessionId ?? ''],
    queryFn: () => fetchStripeSuccess(sessionId ?? ''),
    enabled: enabled && Boolean(sessionId),
    ...pollingQueryOptions,
  });
}
