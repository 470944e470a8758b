import { useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { isOpenStatus, type Payment } from '../types.ts';

/** How often a pending or verifying payment is asked about again. */
export const POLL_INTERVAL_MS = 3000;
/** Retries of one check before the screen calls the connection unstable (3 failures in a row). */
const CONNECTION_RETRIES = 2;

export const paymentStatusKey = (paymentId: string) => ['payments', 'status', paymentId] as const;

/** No answer, or a server hiccup: worth asking again, and a sign of an unstable connection. */
export function isConnectionProblem(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

/** Keep polling while the payment can still move; stop once it is settled. */
export function pollWhileOpen(query: { state: { data?: Payment | undefined } }): number | false {
  const status = query.state.data?.status;
  return status === undefined || isOpenStatus(status) ? POLL_INTERVAL_MS : false;
}

export const pollingQueryOptions = {
  refetchInterval: pollWhileOpen,
  retry: (failureCount: number, error: Error) =>
    failureCount < CONNECTION_RETRIES && isConnectionProblem(error),
  retryDelay: POLL_INTERVAL_MS,
} as const;

/** GET /payments/{id}/status */
export async function fetchPaymentStatus(paymentId: string): Promise<Payment> {
  return requireData(
    await api.get<Payment>(`/payments/${encodeURIComponent(paymentId)}/status`, { maxRetries: 0 }),
  );
}

/** The payment, polled every 3 s while pending or verifying. */
export function usePaymentStatus(paymentId: string | null, enabled = true) {
  return useQuery({
    queryKey: paymentStatusKey(paymentId ?? ''),
    queryFn: () => fetchPaymentStatus(paymentId ?? ''),
    enabled: enabled && Boolean(paymentId),
    ...pollingQueryOptions,
  });
}
