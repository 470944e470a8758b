/**
 * Registers the service worker (`/sw.js`: offline page, precached app files, the daily fortune
 * by push) once the page has loaded, so it never competes with the first screen for the
 * network. Only in a build: the dev server has no worker.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (private mode, blocked): the app works as a plain site.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
