import { sharedResultPath } from './reading-links.ts';

/** The full address of a shared reading, on this site. */
export function shareUrl(shareToken: string, origin = window.location.origin): string {
  return `${origin}${sharedResultPath(shareToken)}`;
}
