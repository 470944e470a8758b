import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

export type ReviewDecision =
  | { paymentId: string; approve: true }
  | {
      paymentId: string;
      approve: false;
      reason: string;
    };

/**
 * POST /admin/payments/{id}/approve or /reject {reason}. Either way the queue and the overview
 * (its waiting count and revenue) are fetched again.
 */
export function useReviewPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (decision: ReviewDecision) => {
      const id = encodeURIComponent(decision.paymentId);
      return requireData(
        decision.approve
          ? await api.post(`/admin/payments/${id}/approve`, undefined, { maxRetries: 0 })
          : await api.post(
              `/admin/payments/${id}/reject`,
              { reason: decision.reason },
              { maxRetries: 0 },
            ),
      );
    },
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.paymentLists }),
        client.invalidateQueries({ queryKey: adminKeys.overviews }),
        client.invalidateQueries({ queryKey: adminKeys.auditLists }),
      ]);
    },
  });
}
