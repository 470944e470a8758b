import { api, requireData } from '../../../lib/api-client.ts';
import type { ReferralPlatform } from '../lib/guess-platform.ts';

/** POST /referral/track (no sign-in): a visit through an invite link. No IP address is sent. */
export async function trackReferral(input: {
  referralCode: string;
  userAgent: string;
  platform: ReferralPlatform;
}): Promise<{ tracked: boolean }> {
  return requireData(
    await api.post<{ tracked: boolean }>(
      '/referral/track',
      { ...input, ipAddress: '', source: 'direct_link' },
      { maxRetries: 0 },
    ),
  );
}
