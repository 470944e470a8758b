import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailability } from './browser.ts';
import {
  acceptPdpa,
  claimWelcomeCoins,
  load,
  screenshot,
  serverBalance,
  signInWithCode,
  useJourney,
} from './journey.ts';

const { available } = browserAvailability();
/** Launch prices (DEFAULT_COIN_COSTS), seeded into the fresh database. */
const PHONE_COST = 60;
const MESSAGE_COST = 10;
const WELCOME = 1000;
const LEFT = 5;

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

/** The box once it stopped moving (a toast slides in). */
async function settledBox(locator: Locator): Promise<Box> {
  let last = await boxOf(locator);
  for (;;) {
    await new Promise((r) => setTimeout(r, 150));
    const now = await boxOf(locator);
    if (now.x === last.x && now.y === last.y) return now;
    last = now;
  }
}

/** Spends coins through the API with the page's own token (`POST /coins/deduct`). */
async function spendThroughApi(page: Page, amount: number): Promise<void> {
  const status = await page.evaluate(async (coins) => {
    const res = await fetch('/api/v1/coins/deduct', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${localStorage.getItem('duangdee_token')}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': `e2e-spend-${coins}`,
      },
      body: JSON.stringify({ amount: coins, reason: 'e2e' }),
    });
    return res.status;
  }, amount);
  expect(status).toBe(200);
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'เมนูหลัก' });
const consentDialog = (page: Page) => page.getByRole('dialog', { name: 'ยืนยันการใช้เหรียญ' });
const insufficientDialog = (page: Page) => page.getByRole('dialog', { name: 'เหรียญไม่พอ' });

describe.runIf(available)(
  'coins checked before the consent, and the profile tops up (390 px)',
  () => {
    const journey = useJourney();

    it('with 5 coins a reading and a message go straight to "not enough coins"; the profile leads to the wallet', async () => {
      const { page, errors } = await journey.phone();

      // A new account: the welcome toast sits below the header, clear of the balance chip.
      await load(page, '/profile');
      await acceptPdpa(page);
      await page.getByRole('main').getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
      await signInWithCode(page, 'five-coins@example.com');
      await claimWelcomeCoins(page);
      const welcome = page.getByText('ได้รับ 1,000 เหรียญต้อนรับแล้ว');
      await welcome.waitFor();
      const chip = page.getByTestId('balance-chip');
      await expect.poll(() => chip.textContent()).toBe('1,000');
      expect(overlaps(await settledBox(welcome), await boxOf(chip))).toBe(false);
      await screenshot(page, 'coins-welcome-toast-phone.png');

      // Down to 5 coins; a fresh page load reads the balance from the server.
      await spendThroughApi(page, WELCOME - LEFT);
      expect(await serverBalance(page)).toBe(LEFT);
      await load(page, '/fortune/phone-number');
      await expect.poll(() => chip.textContent()).toBe(String(LEFT));

      // A topic reading: the prompt comes at once, with no consent asked first.
      await page.getByLabel('เบอร์โทรศัพท์').fill('081-234-5678');
      await page.getByRole('checkbox', { name: 'การงาน', exact: true }).check();
      await page.getByLabel('เบอร์นี้เป็น').selectOption({ label: 'เบอร์ส่วนตัว' });
      await page.getByRole('button', { name: `ดูดวงเลย · ${PHONE_COST} เหรียญ` }).click();
      const insufficient = insufficientDialog(page);
      await insufficient.getByText(`ต้องใช้ ${PHONE_COST} เหรียญ แต่คุณมี ${LEFT} เหรียญ`).waitFor();
      expect(await consentDialog(page).count()).toBe(0);
      await screenshot(page, 'coins-insufficient-reading-phone.png');
      await insufficient.getByRole('button', { name: 'ปิด' }).click();
      await insufficient.waitFor({ state: 'detached' });

      // A chat message: the same, and the words stay in the box.
      await load(page, '/chat');
      await page.getByRole('button', { name: 'เริ่มแชทใหม่' }).click();
      const chat = page.getByTestId('chat-conversation');
      await chat.getByLabel('คำถามถึงหมอดู').fill('งานใหม่จะดีไหม');
      await chat.getByRole('button', { name: 'ส่ง' }).click();
      await insufficient.getByText(`ต้องใช้ ${MESSAGE_COST} เหรียญ แต่คุณมี ${LEFT} เหรียญ`).waitFor();
      expect(await consentDialog(page).count()).toBe(0);
      expect(await chat.getByLabel('คำถามถึงหมอดู').inputValue()).toBe('งานใหม่จะดีไหม');
      await screenshot(page, 'coins-insufficient-chat-phone.png');
      expect(await serverBalance(page)).toBe(LEFT);

      // "Get coins" goes to the profile: the spendable coins, a top-up button, the coin history.
      await insufficient.getByRole('link', { name: 'ไปเติมเหรียญ' }).click();
      await page.waitForURL(/\/profile$/);
      const summary = page.getByTestId('wallet-summary');
      await summary.getByText('เหรียญที่ใช้ได้').waitFor();
      expect(await summary.getByTestId('wallet-spendable').textContent()).toBe(`${LEFT} เหรียญ`);
      const history = page.getByTestId('coin-history');
      const rows = history.getByRole('listitem');
      await expect.poll(() => rows.count()).toBe(2);
      expect(await rows.nth(0).textContent()).toMatch(/^ใช้เหรียญ.*−995ใช้ 995 เหรียญคงเหลือ 5$/);
      expect(await rows.nth(1).textContent()).toMatch(
        /^โบนัสต้อนรับ.*\+1,000ได้รับ 1,000 เหรียญคงเหลือ 1,000$/,
      );
      // Nothing of the wallet spills out of the 390 px screen.
      const topUp = summary.getByRole('link', { name: 'เติมเหรียญ' });
      const topUpBox = await boxOf(topUp);
      expect(topUpBox.x + topUpBox.width).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
      await screenshot(page, 'coins-profile-phone.png', { fullPage: true });

      // The whole history is one tap away.
      await page.getByRole('link', { name: 'ดูประวัติเหรียญทั้งหมด' }).click();
      await page.waitForURL(/\/wallet\/history$/);
      const movements = page.getByTestId('coin-transactions').getByTestId('coin-transaction');
      await expect.poll(() => movements.count()).toBe(2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
      await screenshot(page, 'coins-history-phone.png', { fullPage: true });
      await page.goBack();
      await page.waitForURL(/\/profile$/);

      await topUp.click();
      await page.waitForURL(/\/wallet$/);
      await page.getByRole('heading', { level: 1, name: 'กระเป๋าเหรียญ' }).waitFor();

      // The bottom bar has the wallet too: six items that fit, each label on one line.
      const links = mainNav(page).getByRole('link');
      expect(await links.allTextContents()).toEqual([
        'หน้าแรก',
        'ดูดวง',
        'แชท',
        'ประวัติ',
        'เหรียญ',
        'โปรไฟล์',
      ]);
      expect(
        await mainNav(page).getByRole('link', { name: 'เหรียญ' }).getAttribute('aria-current'),
      ).toBe('page');
      for (const label of await links.all()) {
        const box = await boxOf(label);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
        expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      }
      await screenshot(page, 'coins-wallet-nav-phone.png');
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it('the chat page ends where its content ends: no empty scroll below the footer', async () => {
      const { page, errors } = await journey.phone();
      await load(page, '/chat');
      await acceptPdpa(page);
      await page.getByTestId('chat-sign-in').getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
      await signInWithCode(page, 'long-chat@example.com');
      await claimWelcomeCoins(page);
      await page.getByRole('button', { name: 'เริ่มแชทใหม่' }).click();
      const chat = page.getByTestId('chat-conversation');
      const replies = chat.locator('li[data-role="assistant"][data-testid="message"]');
      for (const [i, question] of ['งานปีนี้เป็นอย่างไร', 'ความรักล่ะ', 'การเงินช่วงนี้'].entries()) {
        await chat.getByLabel('คำถามถึงหมอดู').fill(question);
        await chat.getByRole('button', { name: 'ส่ง' }).click();
        if (i === 0) {
          const consent = consentDialog(page);
          await consent.getByLabel('จำการตัดสินใจนี้ ไม่ต้องถามอีก').check();
          await consent.getByRole('button', { name: 'ยืนยัน' }).click();
        }
        await expect.poll(() => replies.count(), { timeout: 60_000 }).toBe(i + 1);
      }
      // The page is as tall as the layout column (header, chat, footer links, room for the bar).
      const { scrollHeight, columnBottom } = await page.evaluate(() => ({
        scrollHeight: document.documentElement.scrollHeight,
        columnBottom: Math.ceil(
          document.getElementById('main')!.getBoundingClientRect().bottom + window.scrollY,
        ),
      }));
      expect(scrollHeight).toBeLessThanOrEqual(columnBottom);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await screenshot(page, 'coins-chat-bottom-phone.png');
      expect(errors).toEqual([]);
      await page.context().close();
    });
  },
);
