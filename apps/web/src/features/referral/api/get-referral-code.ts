import { useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { ReferralCode } from '../types.ts';
import { REFERRAL_CACHE, referralKeys } from './keys.ts';

/** GET /referral/code: the user's invite code and link (made on the first call). */
export async function fetchReferralCode(): Promise<ReferralCode> {
  return requireData(await api.get<ReferralCode>('/referral/code'));
}

export function useReferralCode(userId: string | null) {
  return useQuery({
    queryKey: referralKeys.code(userId ?? ''),
    queryFn: fetchReferralCode,
    enabled: userId !== null,
    staleTime: REFERRAL_CACHE.codeStaleMs,
    retry: REFERRAL_CACHE.retry,
  });
}
