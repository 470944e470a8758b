import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { CoinPackage } from '../types.ts';
import { adminKeys } from './keys.ts';

export type PackageChange = Omit<CoinPackage, 'id' | 'updatedAt'>;

/** PUT /admin/packages/{id}: a package's names, coins, price (satang), shop place and whether on sale. */
export function useUpdatePackage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, change }: { id: string; change: PackageChange }) =>
      requireData(
        await api.put<CoinPackage>(`/admin/packages/${encodeURIComponent(id)}`, change, {
          maxRetries: 0,
        }),
      ),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.packages }),
        client.invalidateQueries({ queryKey: adminKeys.auditLists }),
      ]);
    },
  });
}
