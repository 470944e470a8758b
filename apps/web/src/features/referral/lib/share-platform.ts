import type { ShareChannel } from '../../../lib/share-link.ts';
import type { SharePlatform } from '../types.ts';

/** The platform an invite share is recorded under, by where the share sheet sent it. */
export function inviteSharePlatform(channel: ShareChannel): SharePlatform {
  const platforms: Record<ShareChannel, SharePlatform> = {
    line: 'line',
    facebook: 'facebook',
    x: 'twitter',
    copy: 'copy',
    native: 'web_share',
  };
  return platforms[channel];
}
