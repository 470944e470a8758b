import { api } from '../../../lib/api-client.ts';
import type { SharePlatform } from '../types.ts';

/**
 * POST /referral/share: the user shared their code. Needs the code (spec §5); a failure is
 * swallowed (spec §8): the share itself already happened.
 */
export async function recordShare(platform: SharePlatform, referralCode: string): Promise<void> {
  if (!referralCode) return;
  await api
    .post('/referral/share', { platform, referralCode, timestamp: new Date().toISOString() })
    .catch(() => undefined);
}
