/**
 * What the service worker makes of a push message: the server sends JSON `{title, body, url,
 * tag, lang}` (`PushMessage` in the contract, `apps/server/src/modules/push/daily-message.ts`).
 * Nothing here trusts the message: a missing or odd field falls back to the app's name and
 * home, and a link may only lead to a page of this site.
 */
export interface ShownNotification {
  title: string;
  options: {
    body: string;
    tag: string;
    lang: string;
    icon: string;
    badge: string;
    data: { url: string };
  };
}

export const NOTIFICATION_ICON = '/icons/icon-192.png';
const FALLBACK_TITLE = 'ดวงดี';

const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.trim() ? value.slice(0, max) : null;

/** A path of this site (`/…`), else the home page: never another origin or a `javascript:` URL. */
export function safeAppPath(url: unknown, origin: string): string {
  if (typeof url !== 'string') return '/';
  try {
    const resolved = new URL(url, origin);
    if (resolved.origin !== origin) return '/';
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return '/';
  }
}

/** The notification for a push message's text (JSON), or the app's name alone if unreadable. */
export function notificationFor(payload: string | null, origin: string): ShownNotification {
  let message: Record<string, unknown> = {};
  try {
    const parsed: unknown = payload ? JSON.parse(payload) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      message = parsed as Record<string, unknown>;
    }
  } catch {
    // Not JSON: shown as the app's name, opening the home page.
  }
  return {
    title: text(message.title, 120) ?? FALLBACK_TITLE,
    options: {
      body: text(message.body, 500) ?? '',
      tag: text(message.tag, 64) ?? 'duangdee',
      lang: message.lang === 'en' ? 'en' : 'th',
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_ICON,
      data: { url: safeAppPath(message.url, origin) },
    },
  };
}
