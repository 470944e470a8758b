import { useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { ReferralStats } from '../types.ts';
import { REFERRAL_CACHE, referralKeys } from './keys.ts';

/** GET /referral/stats: friends invited, coins earned and waiting to be claimed. */
export function useReferralStats(userId: string | null) {
  return useQuery({
    queryKey: referralKeys.stats(userId ?? ''),
    queryFn: async () => requireData(await api.get<ReferralStats>('/referral/stats')),
    enabled: userId !== null,
    staleTime: REFERRAL_CACHE.statsStaleMs,
    retry: REFERRAL_CACHE.retry,
  });
}
