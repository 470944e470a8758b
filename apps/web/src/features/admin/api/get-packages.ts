import { useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { CoinPackage } from '../types.ts';
import { adminKeys } from './keys.ts';

/** GET /admin/packages: every coin package, active or not, in shop order. */
export function usePackages() {
  return useQuery({
    queryKey: adminKeys.packages,
    queryFn: async () =>
      requireData(await api.get<{ items: CoinPackage[] }>('/admin/packages')).items,
  });
}
