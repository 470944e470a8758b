import { shareLink, type ShareOutcome } from '../../../lib/share-link.ts';
import { sharedResultPath } from './reading-links.ts';

export type { ShareOutcome };

/** The full address of a shared reading, on this site. */
export function shareUrl(shareToken: string, origin = window.location.origin): string {
  return `${origin}${sharedResultPath(shareToken)}`;
}

/** Shares a reading's link (share sheet, else the clipboard). */
export function shareReading(shareToken: string, title: string): Promise<ShareOutcome> {
  return shareLink(shareUrl(shareToken), title);
}
