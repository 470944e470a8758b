import { useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';

export interface Balance {
  balance: number;
  held: number;
  updatedAt: string | null;
}

/** GET /coins/balance */
export async function fetchBalance(): Promise<Balance> {
  return requireData(await api.get<Balance>('/coins/balance', { priority: 5 }));
}

/** POST /coins/grant-welcome: `granted` is the number of coins the server granted (0: none). */
export async function claimWelcomeBonus(): Promise<{ granted: number; balance: number }> {
  return requireData(
    await api.post<{ granted: number; balance: number }>('/coins/grant-welcome', {}),
  );
}

export interface CoinCosts {
  handReadingCost: number;
  chatMessageCost: number;
  readingCosts: Record<string, number>;
}

/** GET /coins/costs */
export function useCoinCosts() {
  return useQuery({
    queryKey: ['coins', 'costs'],
    queryFn: async () => requireData(await api.get<CoinCosts>('/coins/costs')),
    staleTime: 5 * 60 * 1000,
  });
}
