import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailability } from './browser.ts';
import { screenshot, useJourney, waitForSplash } from './journey.ts';

const { available } = browserAvailability();

/** Waits until the service worker is active and controls the page; its script URL. */
async function controllingWorker(page: Page): Promise<string> {
  await page.waitForFunction(
    () => navigator.serviceWorker.controller?.state === 'activated',
    null,
    {
      timeout: 30_000,
    },
  );
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return `${registration.active?.state ?? 'none'} ${registration.active?.scriptURL ?? ''}`;
  });
}

describe.runIf(available)('ดวงดี as an installable app in Chromium', () => {
  const journey = useJourney();

  it('links a manifest Chromium parses and finds installable', async () => {
    const { context, page, errors } = await journey.phone();
    await page.goto('/');
    await waitForSplash(page);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(
      '/manifest.webmanifest',
    );

    // The browser's own reading of the manifest (DevTools' Application panel).
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: Array<{ message: string; critical: number }>;
      data?: string;
    };
    expect(manifest.url).toBe(`${journey.server.url}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
      name: 'ดวงดี',
      lang: 'th',
      start_url: '/',
      display: 'standalone',
    });

    const installability = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    // Playwright's contexts are off the record, which alone keeps Chromium from installing.
    expect(
      installability.installabilityErrors
        .map((e) => e.errorId)
        .filter((id) => id !== 'in-incognito'),
    ).toEqual([]);

    // Its icons are there, as PNGs.
    const icons = (JSON.parse(manifest.data ?? '{}') as { icons: Array<{ src: string }> }).icons;
    expect(icons.length).toBeGreaterThanOrEqual(3);
    for (const icon of icons) {
      const res = await page.request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()['content-type'], icon.src).toBe('image/png');
    }
    await context.close();
    expect(errors).toEqual([]);
  });

  it('activates its service worker, and offline shows the Thai offline page', async () => {
    const { context, page, errors } = await journey.phone();
    await page.goto('/');
    await waitForSplash(page);
    expect(await controllingWorker(page)).toBe(`activated ${journey.server.url}/sw.js`);

    // Online, answers of the API come from the server, never from the worker.
    const health = page.waitForResponse((res) => res.url().endsWith('/api/v1/health'));
    await page.evaluate(() => fetch('/api/v1/health').then((res) => res.status));
    expect((await health).fromServiceWorker()).toBe(false);

    await context.setOffline(true);
    // A page never visited, and the home page itself: the offline page, in Thai.
    for (const address of ['/fortune', '/']) {
      await page.goto(address);
      const offline = page.getByTestId('offline-page');
      await offline.getByRole('heading', { name: 'ตอนนี้ยังออฟไลน์อยู่' }).waitFor();
      expect(await offline.getByRole('link', { name: 'ลองอีกครั้ง' }).isVisible()).toBe(true);
      expect(new URL(page.url()).pathname).toBe(address);
    }
    await screenshot(page, 'offline-page-phone.png');
    // Money and sessions are never answered from a cache: offline, the API is simply out.
    const apiOffline = await page.evaluate(() =>
      fetch('/api/v1/health').then(
        () => 'answered',
        () => 'failed',
      ),
    );
    expect(apiOffline).toBe('failed');

    // Back online, "try again" opens the page.
    await context.setOffline(false);
    await page.getByRole('link', { name: 'ลองอีกครั้ง' }).click();
    await page.getByRole('navigation', { name: 'เมนูหลัก' }).waitFor();
    await context.close();
    // The failed navigations and the API call while offline are the only errors.
    expect(
      errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(error)),
    ).toEqual([]);
  });

  it('shows a daily fortune that arrives by push as a notification', async () => {
    const { context, page, errors } = await journey.phone();
    await context.grantPermissions(['notifications'], { origin: journey.server.url });
    await page.goto('/');
    await controllingWorker(page);

    // The push service hands the worker a message, as it would after the server sent one.
    const cdp = await context.newCDPSession(page);
    await cdp.send('ServiceWorker.enable');
    const registrationId = await new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = (registrations as Array<{ registrationId: string; scopeURL: string }>).find(
          (r) => r.scopeURL === `${journey.server.url}/`,
        );
        if (ours) resolve(ours.registrationId);
      });
    });
    const message = {
      title: 'ดวงประจำวันศุกร์ของคุณมาแล้ว',
      body: 'สีประจำวันนี้คือสีฟ้า\nอาจมีงานแทรก จัดลำดับไว้ตั้งแต่เช้า',
      url: '/',
      tag: 'daily-fortune',
      lang: 'th',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: journey.server.url,
      registrationId,
      data: JSON.stringify(message),
    });

    const shownNotification = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const [notification] = await registration.getNotifications({ tag: 'daily-fortune' });
        return notification
          ? { title: notification.title, body: notification.body, data: notification.data }
          : null;
      });
    await expect
      .poll(shownNotification, { timeout: 10_000 })
      .toEqual({ title: message.title, body: message.body, data: { url: '/' } });
    await context.close();
    expect(errors).toEqual([]);
  });
});
