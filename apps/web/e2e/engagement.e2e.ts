import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailability } from './browser.ts';
import {
  acceptPdpa,
  expectWelcomeCoins,
  fetchAsPage,
  load,
  screenshot,
  signInWithCode,
  useJourney,
} from './journey.ts';

const { available } = browserAvailability();

/** What the page's own guest session has recorded as its cookie choice, asked as the page. */
async function recordedCookieChoice(page: Page) {
  return page.evaluate(async () => {
    const res = await fetch('/api/v1/consents/cookies', { credentials: 'include' });
    return (await res.json()) as { data: { choices: Record<string, string> } | null };
  });
}

/** A game round alone lasts half a minute; the whole visit needs more than the default minute. */
const JOURNEY_TIMEOUT_MS = 150_000;

describe.runIf(available)('what brings a visitor back, in Chromium at 390 px', () => {
  const journey = useJourney();

  it(
    'first visit: banner and popup, today’s fortune, an article liked, a round played, the bell read',
    async () => {
      const { context, page, errors } = await journey.phone({ firstVisit: true });

      await load(page, '/');
      await acceptPdpa(page);

      // The first-time popup follows the PDPA consent; it shows once.
      const popup = page.getByTestId('first-visit-popup');
      await page.getByRole('dialog', { name: 'ยินดีต้อนรับสู่ดวงดี' }).waitFor();
      await popup.getByText('เสี่ยงเซียมซีความรักฟรีวันละ 1 ใบ', { exact: false }).waitFor();
      await screenshot(page, 'engagement-first-visit-popup.png');
      await page.getByRole('button', { name: 'ดูดวงวันนี้ก่อน' }).click();
      await popup.waitFor({ state: 'detached' });

      // Then the cookie banner; accepting records every category, on the server too.
      const banner = page.getByTestId('cookie-banner');
      await banner.waitFor();
      await screenshot(page, 'engagement-cookie-banner.png');
      await banner.getByRole('button', { name: 'ยอมรับทั้งหมด' }).click();
      await banner.waitFor({ state: 'detached' });
      await expect
        .poll(async () => (await recordedCookieChoice(page)).data?.choices.analytics_storage)
        .toBe('granted');

      // Today's fortune, with the Buddhist year, written by the server for today.
      const today = page.getByTestId('daily-fortune');
      await today.waitFor();
      const buddhistYear = String(
        Number(
          new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric' }).format(
            new Date(),
          ),
        ) + 543,
      );
      await expect.poll(() => today.textContent()).toContain(buddhistYear);

      // An article from the feed, liked once by this browser.
      await page.goto('/feed');
      const card = page.getByTestId('article-card').first();
      await card.waitFor();
      await card.click();
      await page.waitForURL('**/articles/**');
      const like = page.getByRole('button', { name: /^ถูกใจ/ });
      await like.waitFor();
      const before = Number(
        (await page.getByTestId('like-count').textContent())?.replace(/\D/g, ''),
      );
      await like.click();
      await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
      await expect
        .poll(async () =>
          Number((await page.getByTestId('like-count').textContent())?.replace(/\D/g, '')),
        )
        .toBe(before + 1);
      await screenshot(page, 'engagement-article-liked.png', { fullPage: true });
      // The like belongs to this browser: after a reload it is still there, counted once.
      await page.reload();
      await expect
        .poll(() => page.getByRole('button', { name: /^ถูกใจ/ }).getAttribute('aria-pressed'))
        .toBe('true');
      await expect
        .poll(async () =>
          Number((await page.getByTestId('like-count').textContent())?.replace(/\D/g, '')),
        )
        .toBe(before + 1);

      // A 30-second round of แตะน้องดาว, scored by the server.
      await page.goto('/game');
      await page.getByRole('button', { name: 'เริ่มเล่น' }).click();
      const board = page.getByRole('group', { name: 'กระดานเกม 9 ช่อง' });
      await board.waitFor();
      const ends = Date.now() + 31_000;
      let taps = 0;
      while (Date.now() < ends) {
        const mascot = board.locator('button[data-mascot="out"]');
        if ((await mascot.count()) > 0 && taps < 60) {
          await mascot
            .first()
            .click({ timeout: 500 })
            .then(() => taps++)
            .catch(() => undefined);
        }
        await page.waitForTimeout(150);
      }
      await page.getByText('หมดเวลาแล้ว').waitFor({ timeout: 15_000 });
      await page.getByText(/^ได้ [\d,]+ คะแนน$/).waitFor();
      expect(taps).toBeGreaterThan(0);
      await screenshot(page, 'engagement-game-result.png');

      // Signed in, the welcome coins ring the bell; reading the notification lowers the count.
      await page
        .getByRole('navigation', { name: 'เมนูหลัก' })
        .getByRole('link', { name: 'โปรไฟล์' })
        .click();
      await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
      await signInWithCode(page, 'engaged@example.com');
      await expectWelcomeCoins(page);
      const bell = page.getByTestId('notification-bell');
      await expect.poll(() => bell.getAttribute('data-unread'), { timeout: 10_000 }).toBe('1');
      await bell.click();
      await page.getByTestId('notification').first().getByRole('button').click();
      await expect.poll(() => bell.getAttribute('data-unread')).toBe('0');

      // The account's notifications are its own, and the popup never comes back.
      const list = await fetchAsPage<{ data: { items: Array<{ type: string }> } }>(
        page,
        '/api/v1/notifications',
      );
      expect(list.data.items.map((n) => n.type)).toEqual(['welcome_bonus']);
      await load(page, '/');
      await page.getByTestId('daily-fortune').waitFor();
      await page.waitForTimeout(1500);
      expect(await page.getByTestId('first-visit-popup').count()).toBe(0);
      expect(await page.getByTestId('cookie-banner').count()).toBe(0);

      expect(errors.filter((e) => !/status of 40[01]/.test(e))).toEqual([]);
      await context.close();
    },
    JOURNEY_TIMEOUT_MS,
  );
});
