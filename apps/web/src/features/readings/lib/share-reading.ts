import { sharedResultPath } from './reading-links.ts';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The full address of a shared reading, on this site. */
export function shareUrl(shareToken: string, origin = window.location.origin): string {
  return `${origin}${sharedResultPath(shareToken)}`;
}

/**
 * Shares a reading's link: the device's share sheet where there is one, else the clipboard.
 * Closing the share sheet is not an error.
 */
export async function shareReading(shareToken: string, title: string): Promise<ShareOutcome> {
  const url = shareUrl(shareToken);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Some browsers refuse (no user gesture, policy): fall back to copying.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
