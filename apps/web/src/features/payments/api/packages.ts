import { useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { CoinPackage } from '../types.ts';

/** GET /payments/packages (public). */
export async function fetchPackages(): Promise<CoinPackage[]> {
  return requireData(await api.get<{ packages: CoinPackage[] }>('/payments/packages')).packages;
}

export function usePackages() {
  return useQuery({
    queryKey: ['payments', 'packages'],
    queryFn: fetchPackages,
    staleTime: 10 * 60 * 1000,
  });
}
