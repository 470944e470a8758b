import { describe, expect, it } from 'vitest';
import { browserAvailability } from './browser.ts';
import {
  acceptPdpa,
  expectWelcomeCoins,
  load,
  screenshot,
  signInWithCode,
  useJourney,
} from './journey.ts';

const { available } = browserAvailability();

describe.runIf(available)('notifications in Chromium', () => {
  const journey = useJourney();

  it('the welcome coins ring the bell; reading the notification clears it', async () => {
    const { context, page, errors } = await journey.phone();

    await load(page, '/');
    await acceptPdpa(page);
    // A guest has no bell.
    await expect.poll(() => page.getByTestId('notification-bell').count()).toBe(0);

    await page
      .getByRole('navigation', { name: 'เมนูหลัก' })
      .getByRole('link', { name: 'โปรไฟล์' })
      .click();
    await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await signInWithCode(page, 'nok@example.com');
    await expectWelcomeCoins(page);

    // The welcome notification arrives over the live stream: the bell shows 1.
    const bell = page.getByTestId('notification-bell');
    await expect.poll(() => bell.getAttribute('data-unread'), { timeout: 10_000 }).toBe('1');
    await expect.poll(() => page.getByTestId('notification-badge').textContent()).toBe('1');
    await screenshot(page, 'notifications-bell-phone.png');

    await bell.click();
    const item = page.getByTestId('notification').first();
    await item.getByText('ยินดีต้อนรับสู่ดวงดี').waitFor();
    expect(await item.getAttribute('data-read')).toBe('false');
    await screenshot(page, 'notifications-list-phone.png');

    // A tap reads it and follows its link (start a reading).
    await item.getByRole('button').click();
    await page.waitForURL('**/fortune');
    await expect.poll(() => bell.getAttribute('data-unread')).toBe('0');
    expect(await page.getByTestId('notification-badge').count()).toBe(0);

    await bell.click();
    await expect
      .poll(() => page.getByTestId('notification').first().getAttribute('data-read'))
      .toBe('true');
    await expect.poll(() => page.getByRole('button', { name: 'อ่านทั้งหมด' }).isDisabled()).toBe(true);

    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    await context.close();
  });
});
