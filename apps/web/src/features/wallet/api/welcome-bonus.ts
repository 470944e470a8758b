import { useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';

export interface WelcomeBonusStatus {
  /** Whether the user can still claim the welcome coins. */
  claimable: boolean;
  /** How many coins the welcome is (the server's WELCOME_BONUS_COINS). */
  amount: number;
}

export const welcomeBonusKey = ['coins', 'welcome-bonus'] as const;

/** GET /coins/welcome-bonus */
export async function fetchWelcomeBonus(): Promise<WelcomeBonusStatus> {
  return requireData(await api.get<WelcomeBonusStatus>('/coins/welcome-bonus'));
}

/** Asked only for a user the session marks as new: everyone else has claimed already. */
export function useWelcomeBonus(enabled: boolean) {
  return useQuery({
    queryKey: welcomeBonusKey,
    queryFn: fetchWelcomeBonus,
    enabled,
    staleTime: 60_000,
    retry: 1,
  });
}
