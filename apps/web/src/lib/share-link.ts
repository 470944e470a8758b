/** Where a link went from the share sheet. Features map it to what their API counts. */
export type ShareChannel = 'line' | 'facebook' | 'x' | 'copy' | 'native';

/** What is shared: the link, its title, and the message sent along with it. */
export interface ShareContent {
  url: string;
  title: string;
  /** The words before the link (LINE, X, the device's share sheet). */
  text: string;
}

/**
 * LINE's share address: opens LINE (the app on a phone) with the message and the link ready to
 * send to a chat; LINE then shows the link's preview card.
 */
export function lineShareUrl({ url, text }: Pick<ShareContent, 'url' | 'text'>): string {
  return `https://line.me/R/share?text=${encodeURIComponent(`${text}\n${url}`)}`;
}

/** Facebook's sharer: it takes only the link, and reads the words from its preview tags. */
export function facebookShareUrl(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}

/** X's post composer with the message and the link. */
export function xShareUrl({ url, text }: Pick<ShareContent, 'url' | 'text'>): string {
  const query = new URLSearchParams({ url, text });
  return `https://x.com/intent/post?${query.toString()}`;
}

/** Whether the device has its own share sheet (Web Share API). */
export function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** Copies through the document, for browsers without the asynchronous clipboard (or refusing it). */
function copyThroughDocument(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  const focused = document.activeElement as HTMLElement | null;
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
    focused?.focus?.();
  }
}

/** Copies `text` to the clipboard; false when the browser allowed neither way. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not a secure page): try the older way.
  }
  return copyThroughDocument(text);
}
