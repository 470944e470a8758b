import { useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { CoinCost } from '../types.ts';
import { adminKeys } from './keys.ts';

/** GET /admin/costs: what each product costs in coins (reading kinds, palm, a chat message). */
export function useCosts() {
  return useQuery({
    queryKey: adminKeys.costs,
    queryFn: async () => requireData(await api.get<{ items: CoinCost[] }>('/admin/costs')).items,
  });
}
