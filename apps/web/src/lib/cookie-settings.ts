/**
 * Opening the cookie settings from anywhere (the privacy notice, settings): a window event the
 * cookie consent host listens for, so no feature imports another.
 */
export const OPEN_COOKIE_SETTINGS_EVENT = 'duangdee:open-cookie-settings';

export function openCookieSettings(): void {
  window.dispatchEvent(new CustomEvent(OPEN_COOKIE_SETTINGS_EVENT));
}
