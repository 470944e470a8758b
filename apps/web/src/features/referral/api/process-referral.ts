import { api, requireData } from '../../../lib/api-client.ts';

/**
 * POST /referral/process: the signed-in user names who invited them (within a day of joining).
 * Failures reach the caller (spec §8: referral failures are rethrown).
 */
export async function processReferral(referralCode: string) {
  return requireData(
    await api.post<{ referralId: string; status: string }>(
      '/referral/process',
      { referralCode },
      { maxRetries: 0 },
    ),
  );
}
