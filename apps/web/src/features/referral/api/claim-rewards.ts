import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { ClaimedRewards } from '../types.ts';
import { referralKeys } from './keys.ts';

/** POST /referral/claim-rewards: every pending reward into the wallet. */
export async function claimReferralRewards(): Promise<ClaimedRewards> {
  return requireData(
    await api.post<ClaimedRewards>('/referral/claim-rewards', {}, { maxRetries: 0 }),
  );
}

/**
 * Claims the rewards, then reads the stats again; `onClaimed` lets the app refresh the wallet's
 * balance (the wallet is another feature's).
 */
export function useClaimRewards(userId: string, onClaimed: (result: ClaimedRewards) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimReferralRewards,
    onSuccess: (result) => onClaimed(result),
    onSettled: () => client.invalidateQueries({ queryKey: referralKeys.all(userId) }),
  });
}
