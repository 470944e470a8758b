/**
 * How long after `load` the service worker is registered at the latest, should the first screen
 * never show (a crash before the splash is taken over).
 */
export const SERVICE_WORKER_LATEST_MS = 10_000;
/** The most an idle moment is waited for once the first screen shows. */
export const SERVICE_WORKER_IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `run` once, after the page has loaded and its first screen has shown, in the browser's
 * next idle moment (at most `SERVICE_WORKER_IDLE_TIMEOUT_MS` later); or
 * `SERVICE_WORKER_LATEST_MS` after `load` if the first screen never shows.
 */
export function afterTheStart(
  firstScreen: Promise<unknown>,
  run: () => void,
  win: Window = window,
): void {
  let ran = false;
  const once = () => {
    if (ran) return;
    ran = true;
    run();
  };
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') {
      win.requestIdleCallback(once, { timeout: SERVICE_WORKER_IDLE_TIMEOUT_MS });
    } else win.setTimeout(once, 0);
  };
  const loaded = () => {
    win.setTimeout(once, SERVICE_WORKER_LATEST_MS);
    void firstScreen.then(whenIdle);
  };
  if (win.document.readyState === 'complete') loaded();
  else win.addEventListener('load', loaded, { once: true });
}

/**
 * Registers the service worker (`/sw.js`: offline page, precached app files, the daily fortune
 * by push) once the start is over (`afterTheStart`): installing it downloads and stores every app
 * file, about 1.5 MB, and that work would otherwise share the phone's cores and connection with
 * the first screen while it is still being drawn (decision 042). Only in a build: the dev server
 * has no worker.
 */
export function registerServiceWorker(firstScreen: Promise<unknown>): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  afterTheStart(firstScreen, () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (private mode, blocked): the app works as a plain site.
    });
  });
}
