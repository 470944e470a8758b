import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailability, collectErrors, launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server-process.ts';

const { available } = browserAvailability();
const screenshots = path.resolve(import.meta.dirname, '../../../artifacts');

describe.runIf(available)('the app shell in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens in Thai on a phone, keeps English + dark after reload, stays ≤ 820px wide', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'th-TH',
      deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    const errors = collectErrors(page);

    await page.goto(`${server.url}/`);
    // The splash shows for at most 4 s, the app name after 500 ms.
    await page.getByTestId('splash').getByText('ดวงดี').waitFor({ timeout: 3000 });
    await page.screenshot({ path: path.join(screenshots, 'splash-th-phone.png') });
    await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 6000 });
    // A first-time guest is asked for PDPA consent before anything else.
    const pdpa = page.getByRole('dialog', { name: 'ความเป็นส่วนตัวของคุณสำคัญกับเรา' });
    await pdpa.getByRole('button', { name: 'ยอมรับและเริ่มใช้งาน' }).click();
    await pdpa.waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('th');
    await page.getByRole('navigation', { name: 'เมนูหลัก' }).waitFor();
    await expect.poll(() => page.getByText('ดวงประจำวัน').first().isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('class')).not.toContain('dark');
    await page.screenshot({ path: path.join(screenshots, 'home-th-phone.png') });

    await page.goto(`${server.url}/settings`);
    await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 6000 });
    await page.getByRole('radio', { name: 'มืด' }).check();
    await page.getByRole('radio', { name: 'English' }).check();
    await expect.poll(() => page.locator('html').getAttribute('class')).toContain('dark');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');

    await page.reload();
    await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 6000 });
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('html').getAttribute('class')).toContain('dark');
    await expect.poll(() => page.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);
    await page.screenshot({ path: path.join(screenshots, 'settings-en-dark-phone.png') });
    await context.close();

    const wide = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const desktop = await wide.newPage();
    collectErrors(desktop).forEach((e) => errors.push(e));
    await desktop.goto(`${server.url}/fortune/love`);
    await desktop.getByRole('navigation').first().waitFor();
    const widest = await desktop.evaluate(() =>
      Math.max(
        ...[...document.querySelectorAll('header, main, nav')].map(
          (el) => el.getBoundingClientRect().width,
        ),
      ),
    );
    expect(widest).toBeGreaterThan(300);
    expect(widest).toBeLessThanOrEqual(820);
    await desktop.screenshot({ path: path.join(screenshots, 'deep-link-desktop.png') });
    await wide.close();

    expect(errors).toEqual([]);
  });
});
