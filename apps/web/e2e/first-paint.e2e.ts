import { describe, expect, it, vi } from 'vitest';
import type { AppFiles } from '../build-tools/first-paint.ts';
import { browserAvailability } from './browser.ts';
import { screenshot, useJourney, waitForSplash } from './journey.ts';

/**
 * What a browser reports for an app script the test held back: the request itself, and a screen
 * the app was still fetching on demand when the scripts were cut off.
 */
const HELD_BACK_SCRIPT =
  /net::ERR_FAILED|Failed to load|Failed to fetch dynamically imported module/;

const { available } = browserAvailability();

/** The layout shifts of the page so far (the Layout Instability API's entries, summed). */
const LAYOUT_SHIFT_OBSERVER = `
  window.__shifts = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shifts += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

describe.runIf(available)('the first paint, before and without the app’s scripts', () => {
  const journey = useJourney();

  it('paints the splash and the frame with no app script at all, compressed', async () => {
    const { context, page, errors } = await journey.phone();
    // Only index.html's own inline scripts run: every module of the app is held back.
    await page.route('**/assets/*.js', (route) => route.abort());
    const response = await page.goto('/');
    expect(response?.headers()['content-encoding']).toBe('br');
    expect(response?.headers()['vary']).toContain('Accept-Encoding');

    const splash = page.getByTestId('splash');
    await splash.getByText('ดวงดี').waitFor();
    await splash.getByText('ดูดวงง่าย ๆ ให้ทุกวันเป็นวันดี').waitFor();
    // The image is in the page itself, drawn with it.
    const image = page.getByTestId('splash-image');
    expect(await image.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    await expect
      .poll(() => image.evaluate((node) => (node as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await screenshot(page, 'first-paint-no-script-phone.png');
    // Without a script the splash still goes after 4 s, leaving the frame index.html drew.
    await expect
      .poll(() => splash.evaluate((node) => getComputedStyle(node).visibility), { timeout: 6000 })
      .toBe('hidden');
    expect(await page.locator('.boot-header').isVisible()).toBe(true);
    await context.close();
    // The aborted scripts are the only failures.
    expect(errors.filter((error) => !HELD_BACK_SCRIPT.test(error))).toEqual([]);
  });

  it('shows the splash once a browser session: a reload paints none, before any app script', async () => {
    // No service worker: once it controls the page (it claims it as soon as it has cached the
    // build), the reload's scripts come from its cache, which `page.route` never sees, and the
    // app takes the painted frame over before it can be looked at.
    const { context, page, errors } = await journey.phone({ serviceWorkers: 'block' });
    await page.goto('/');
    // The app takes the splash away once its first screen is up.
    await waitForSplash(page);
    await page.getByRole('navigation', { name: 'เมนูหลัก' }).waitFor();

    // Reloaded with every app script held back: index.html alone leaves the splash out.
    let heldBack = 0;
    await page.route('**/assets/*.js', (route) => {
      heldBack += 1;
      return route.abort();
    });
    await page.reload();
    await page.locator('.boot-header').waitFor();
    expect(await page.getByTestId('splash').isVisible()).toBe(false);
    // The page asked for the app's scripts and was refused them: none came from elsewhere.
    await vi.waitFor(() => expect(heldBack).toBeGreaterThan(0));
    await screenshot(page, 'first-paint-second-load-phone.png');

    // Another tab is another session: the splash again.
    const other = await context.newPage();
    await other.route('**/assets/*.js', (route) => route.abort());
    await other.goto('/');
    await other.getByTestId('splash').getByText('ดวงดี').waitFor();
    expect(await other.getByTestId('splash').isVisible()).toBe(true);
    await context.close();
    expect(errors.filter((error) => !HELD_BACK_SCRIPT.test(error))).toEqual([]);
  });

  it('fetches the fonts the first screen draws with beside the stylesheet, once each', async () => {
    // No service worker: what is measured is the page's own requests.
    const { context, page, errors } = await journey.phone({ serviceWorkers: 'block' });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/');
    await waitForSplash(page);
    await page.getByRole('navigation', { name: 'เมนูหลัก' }).waitFor();

    const fonts = await page.evaluate(
      () =>
        (JSON.parse(document.getElementById('app-files')?.textContent ?? '{}') as AppFiles).fonts,
    );
    // Thai and Latin (spaces, digits) in the regular, semibold and bold weights.
    expect(fonts).toHaveLength(6);
    // Each asked for once: the stylesheet's own requests found the preloads (a preload it did not
    // match, by address or by CORS mode, would be fetched a second time), and no other font.
    const fontRequests = requested.filter((address) => /\.woff2?$/.test(address));
    expect([...fontRequests].sort()).toEqual([...fonts].sort());
    // Asked for before the app's entry: on a slow connection they arrive before it runs.
    const entry = requested.findIndex((address) => /^\/assets\/index-[\w-]+\.js$/.test(address));
    expect(entry).toBeGreaterThan(0);
    for (const font of fonts) expect(requested.indexOf(font)).toBeLessThan(entry);
    // And the page draws with them: Thai and digits in each weight, once loading has settled.
    for (const weight of [400, 600, 700]) {
      const ready = await page.evaluate(
        (font) => document.fonts.ready.then(() => document.fonts.check(font, 'ดวงดี 123')),
        `${weight} 16px "Noto Sans Thai"`,
      );
      expect(ready, `weight ${weight}`).toBe(true);
    }
    await context.close();
    expect(errors).toEqual([]);
  });

  it('leaves the splash out on a payment return, and the app takes the frame over in place', async () => {
    const { context, page, errors } = await journey.phone();
    await page.addInitScript(LAYOUT_SHIFT_OBSERVER);
    await page.goto('/payment/success');
    expect(await page.getByTestId('splash').count()).toBeLessThanOrEqual(1);
    expect(await page.getByTestId('splash').isVisible()).toBe(false);
    // The app's header replaces the painted one at the same height.
    await page.getByRole('banner').waitFor();
    expect(await page.locator('.boot-header').count()).toBe(0);
    const header = await page.getByRole('banner').boundingBox();
    expect(header?.y).toBe(0);
    expect(header?.height).toBe(60);
    await page.getByRole('navigation', { name: 'เมนูหลัก' }).waitFor();
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);
    expect(shifts).toBeLessThan(0.05);
    await context.close();
    expect(errors).toEqual([]);
  });
});
