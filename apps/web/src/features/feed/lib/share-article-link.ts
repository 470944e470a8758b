import type { SharePlatform } from '@duangdee/contract/feed';
import { articlePath } from '../../../config/paths.ts';
import type { ShareChannel } from '../../../lib/share-link.ts';

/** The full address of an article, on this site. */
export function articleShareUrl(id: string, origin = window.location.origin): string {
  return `${origin}${articlePath(id)}`;
}

/** The platform a share is counted under (`SHARE_PLATFORMS` of the contract). */
export function articleSharePlatform(channel: ShareChannel): SharePlatform {
  const platforms: Record<ShareChannel, SharePlatform> = {
    line: 'line',
    facebook: 'facebook',
    x: 'x',
    copy: 'copy_link',
    native: 'native',
  };
  return platforms[channel];
}
