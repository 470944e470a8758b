import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { CoinCost } from '../types.ts';
import { adminKeys } from './keys.ts';

/** PUT /admin/costs/{kind} {cost}: a product's new price; readings already started keep theirs. */
export function useUpdateCost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, cost }: { kind: string; cost: number }) =>
      requireData(
        await api.put<CoinCost>(
          `/admin/costs/${encodeURIComponent(kind)}`,
          { cost },
          { maxRetries: 0 },
        ),
      ),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.costs }),
        client.invalidateQueries({ queryKey: adminKeys.auditLists }),
      ]);
    },
  });
}
