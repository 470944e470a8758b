/// <reference lib="webworker" />
/**
 * The service worker (built to `/sw.js` by vite-plugin-pwa, see `build-tools/pwa.ts`):
 * - precaches the app shell and the hashed scripts, styles and fonts of this build, so a visit
 *   after the first starts from the phone, and drops the previous build's files;
 * - sends every page navigation to the network, and when there is none shows the offline page
 *   (in Thai) instead of the browser's error;
 * - leaves `/api/` alone: answers about money and sessions always come from the server;
 * - shows the daily fortune that arrives by push, and opens the app when it is tapped.
 * A new build's worker takes over at once (no prompt); open pages keep running until reloaded.
 */
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  PrecacheFallbackPlugin,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { notificationFor } from './service-worker/push-message.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const OFFLINE_PAGE = '/offline.html';

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

// Pages: always the network (the server writes each page's link preview into it); offline,
// the Thai offline page. Registered before the precache route, so `/` is no exception.
registerRoute(
  new NavigationRoute(
    new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: OFFLINE_PAGE })] }),
    { denylist: [/^\/api(?:\/|$)/] },
  ),
);
// Files of this build, from the cache. Nothing else is routed: `/api/` goes to the network.
precacheAndRoute(self.__WB_MANIFEST);

self.addEventListener('push', (event) => {
  const { title, options } = notificationFor(event.data?.text() ?? null, self.location.origin);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: string } | null;
  const target = new URL(data?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // The app already open: bring it forward on the page the notification is about.
      for (const client of windows) {
        if (new URL(client.url).origin !== self.location.origin) continue;
        const focused = await client.focus();
        if (focused.url !== target) await focused.navigate(target).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
