import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { ReferralHistory } from '../types.ts';
import { REFERRAL_CACHE, referralKeys } from './keys.ts';

/** Spec §9: referral history pages of 20. */
export const REFERRAL_HISTORY_PAGE_SIZE = 20;

/** GET /referral/history?page&limit: friends who joined, newest first (their details masked). */
export function useReferralHistory(userId: string | null, page: number) {
  return useQuery({
    queryKey: referralKeys.history(userId ?? '', page),
    queryFn: async () =>
      requireData(
        await api.get<ReferralHistory>('/referral/history', {
          query: { page, limit: REFERRAL_HISTORY_PAGE_SIZE },
        }),
      ),
    enabled: userId !== null,
    staleTime: REFERRAL_CACHE.historyStaleMs,
    retry: REFERRAL_CACHE.retry,
    placeholderData: keepPreviousData,
  });
}
