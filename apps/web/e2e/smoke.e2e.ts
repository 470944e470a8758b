import { describe, expect, it } from 'vitest';
import { browserAvailability } from './browser.ts';
import { acceptPdpa, load, screenshot, useJourney, waitForSplash } from './journey.ts';

const { available } = browserAvailability();

describe.runIf(available)('the app shell in Chromium', () => {
  const journey = useJourney();

  it('opens in Thai on a phone, keeps English + dark after reload, stays ≤ 820px wide', async () => {
    const { context, page, errors } = await journey.phone();

    await page.goto('/');
    // The splash shows for at most 4 s, the app name after 500 ms.
    await page.getByTestId('splash').getByText('ดวงดี').waitFor({ timeout: 3000 });
    await screenshot(page, 'splash-th-phone.png');
    await waitForSplash(page);
    // A first-time guest is asked for PDPA consent before anything else.
    await acceptPdpa(page);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('th');
    await page.getByRole('navigation', { name: 'เมนูหลัก' }).waitFor();
    await expect.poll(() => page.getByText('ดวงประจำวัน').first().isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('class')).not.toContain('dark');
    await screenshot(page, 'home-th-phone.png');

    await load(page, '/settings');
    await page.getByRole('radio', { name: 'มืด' }).check();
    await page.getByRole('radio', { name: 'English' }).check();
    await expect.poll(() => page.locator('html').getAttribute('class')).toContain('dark');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');

    await page.reload();
    await waitForSplash(page);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('html').getAttribute('class')).toContain('dark');
    await expect.poll(() => page.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);
    await screenshot(page, 'settings-en-dark-phone.png');
    await context.close();

    const desktop = await journey.newPage({ viewport: { width: 1280, height: 900 } });
    await desktop.page.goto('/fortune/love');
    await desktop.page.getByRole('navigation').first().waitFor();
    const widest = await desktop.page.evaluate(() =>
      Math.max(
        ...[...document.querySelectorAll('header, main, nav')].map(
          (el) => el.getBoundingClientRect().width,
        ),
      ),
    );
    expect(widest).toBeGreaterThan(300);
    expect(widest).toBeLessThanOrEqual(820);
    await screenshot(desktop.page, 'deep-link-desktop.png');
    await desktop.context.close();

    expect([...errors, ...desktop.errors]).toEqual([]);
  });
});
