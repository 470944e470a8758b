import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { Transfer } from '../types.ts';
import { adminKeys } from './keys.ts';

export interface Adjustment {
  userId: string;
  amount: number;
  reason: string;
  /** One per submission of the form: sending it again cannot adjust twice. */
  idempotencyKey: string;
}

/** POST /admin/users/{id}/coins/adjust {amount, reason} with an `Idempotency-Key`. */
export function useAdjustCoins() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, amount, reason, idempotencyKey }: Adjustment) =>
      requireData(
        await api.post<Transfer>(
          `/admin/users/${encodeURIComponent(userId)}/coins/adjust`,
          { amount, reason },
          { headers: { 'Idempotency-Key': idempotencyKey } },
        ),
      ),
    onSuccess: async (_transfer, { userId }) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.user(userId) }),
        client.invalidateQueries({ queryKey: ['admin', 'users', 'transfers', userId] }),
        client.invalidateQueries({ queryKey: adminKeys.overviews }),
        client.invalidateQueries({ queryKey: adminKeys.auditLists }),
      ]);
    },
  });
}
