import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailability, collectErrors, launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server-process.ts';

const { available } = browserAvailability();
const screenshots = path.resolve(import.meta.dirname, '../../../artifacts');
/** Launch prices (DEFAULT_COIN_COSTS), seeded into the fresh database. */
const PHONE_COST = 60;
const STICKS_COST = 50;
const WELCOME = 1000;

describe.runIf(available)('topic readings in Chromium', () => {
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

  async function latestCode(email: string): Promise<string> {
    for (let i = 0; i < 50; i++) {
      const res = await fetch(`${server.url}/api/v1/dev/outbox`);
      const body = (await res.json()) as { data: { items: Array<{ to: string; text: string }> } };
      const mail = body.data.items.find((m) => m.to === email);
      const code = mail ? /รหัสเข้าสู่ระบบของคุณคือ (\d+)/.exec(mail.text)?.[1] : undefined;
      if (code) return code;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('no code in the dev outbox');
  }

  /** The balance as the server has it, asked with the page's own token. */
  async function serverBalance(page: Page): Promise<number> {
    return page.evaluate(async () => {
      const res = await fetch('/api/v1/coins/balance', {
        headers: { Authorization: `Bearer ${localStorage.getItem('duangdee_token')}` },
      });
      const body = (await res.json()) as { data: { balance: number } };
      return body.data.balance;
    });
  }

  async function open(page: Page, route: string) {
    await page.goto(`${server.url}${route}`);
    await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 6000 });
  }

  async function acceptPdpa(page: Page) {
    const pdpa = page.getByRole('dialog', { name: 'ความเป็นส่วนตัวของคุณสำคัญกับเรา' });
    await pdpa.getByRole('button', { name: 'ยอมรับและเริ่มใช้งาน' }).click();
    await pdpa.waitFor({ state: 'detached' });
  }

  const shot = (page: Page, name: string, fullPage = true) =>
    page.screenshot({ path: path.join(screenshots, name), fullPage });

  it('signs in, reads a phone number and draws a เซียมซี, pays the right coins, shares a link', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'th-TH',
      deviceScaleFactor: 2,
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: server.url,
    });
    const page = await context.newPage();
    // No share sheet: the link goes to the clipboard, where the test can read it.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    const errors = collectErrors(page);

    // The hub shows what each reading costs.
    await open(page, '/fortune');
    await acceptPdpa(page);
    const phoneCard = page.getByRole('link', { name: /^เบอร์มงคล/ });
    await phoneCard.getByText(`${PHONE_COST} เหรียญ`).waitFor();
    await page
      .getByRole('link', { name: /^ดูลายมือ/ })
      .getByText('600 เหรียญ')
      .waitFor();
    await shot(page, 'readings-hub-phone.png');

    // Signed out: the form is there, but paying asks to sign in first.
    await phoneCard.click();
    await page.getByRole('heading', { level: 1, name: 'เบอร์มงคล' }).waitFor();
    expect(await page.getByTestId('pay-reading').count()).toBe(0);
    await page.getByTestId('readings-sign-in').getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    const login = page.getByRole('dialog', { name: 'เข้าสู่ระบบดวงดี' });
    await login.getByLabel('อีเมล').fill('pim@example.com');
    await login.getByRole('button', { name: 'ส่งรหัสเข้าสู่ระบบ' }).click();
    await login.getByLabel('รหัส 6 หลัก').fill(await latestCode('pim@example.com'));
    await login.getByRole('button', { name: 'ยืนยันรหัส' }).click();
    await login.waitFor({ state: 'detached' });
    // The welcome bonus is claimed for a new account.
    await page.getByText(`ได้รับ ${WELCOME} เหรียญต้อนรับแล้ว`).waitFor();
    await expect.poll(() => page.getByTestId('balance-chip').textContent()).toContain('1,000');
    expect(await serverBalance(page)).toBe(WELCOME);

    // Client checks, in Thai.
    const pay = page.getByRole('button', { name: `ดูดวงเลย · ${PHONE_COST} เหรียญ` });
    await pay.click();
    await page.getByText('กรุณากรอกเบอร์โทรศัพท์').waitFor();
    await page.getByText('กรุณาเลือกเรื่องที่อยากรู้อย่างน้อย 1 ข้อ').waitFor();
    await shot(page, 'readings-phone-form-errors-phone.png');

    await page.getByLabel('เบอร์โทรศัพท์').fill('081-234-5678');
    await page.getByRole('checkbox', { name: 'การงาน', exact: true }).check();
    await page.getByRole('checkbox', { name: 'การเงินและโชคลาภ', exact: true }).check();
    await page.getByLabel('เบอร์นี้เป็น').selectOption({ label: 'เบอร์ส่วนตัว' });
    await pay.click();

    // Consent lists the cost.
    const consent = page.getByRole('dialog', { name: 'ยืนยันการใช้เหรียญ' });
    await consent.getByText('เบอร์มงคล').waitFor();
    expect(await consent.textContent()).toContain(`รวม ${PHONE_COST} เหรียญ`);
    await shot(page, 'readings-consent-phone.png', false);
    await consent.getByRole('button', { name: 'ยืนยัน' }).click();

    // The reading: Thai title, sections, lucky elements, share.
    await page.waitForURL(/\/fortune\/phone-number\?session=[0-9a-f-]{36}$/);
    const result = page.getByTestId('reading-result');
    await result.waitFor({ timeout: 20_000 });
    const title = await result.getByRole('heading', { level: 2 }).first().textContent();
    expect(title).toMatch(/^ความหมายเบอร์ 081-234-5678/);
    expect(await page.getByTestId('reading-summary').textContent()).toMatch(/[\u0E00-\u0E7F]/);
    await result.getByRole('heading', { name: 'การงาน', exact: true }).waitFor();
    await result.getByText('สีมงคล').waitFor();
    await expect
      .poll(() => page.getByTestId('balance-chip').textContent(), { timeout: 5000 })
      .toContain(String(WELCOME - PHONE_COST));
    expect(await serverBalance(page)).toBe(WELCOME - PHONE_COST);
    await shot(page, 'readings-phone-result-phone.png');

    await result.getByRole('button', { name: 'แชร์คำทำนาย' }).click();
    await page.getByText('คัดลอกลิงก์แล้ว ส่งต่อให้เพื่อนได้เลย').waitFor();
    const shareUrl = await page.evaluate(() => navigator.clipboard.readText());
    expect(shareUrl).toMatch(
      new RegExp(`^${server.url.replace(/\./g, '\\.')}/fortune-results\\?share=[\\w-]{30,}$`),
    );

    // เซียมซี: question, pay, the cylinder shakes, the stick is drawn.
    await open(page, '/fortune/love-sticks');
    await page.getByRole('img', { name: 'กระบอกเซียมซี' }).waitFor();
    await page.getByLabel('ตั้งคำถามในใจ (ไม่บังคับ)').fill('ความรักปีนี้จะสมหวังไหม');
    await shot(page, 'readings-love-sticks-form-phone.png');
    await page.getByRole('button', { name: `เขย่าเซียมซี · ${STICKS_COST} เหรียญ` }).click();
    const consent2 = page.getByRole('dialog', { name: 'ยืนยันการใช้เหรียญ' });
    await consent2.getByText('เซียมซีความรัก').waitFor();
    await consent2.getByLabel('จำการตัดสินใจนี้ ไม่ต้องถามอีก').check();
    await consent2.getByRole('button', { name: 'ยืนยัน' }).click();
    const shaking = page.getByTestId('love-sticks-shake');
    await shaking.getByText('กำลังเขย่าเซียมซี… ตั้งจิตให้มั่น').waitFor();
    expect(await shaking.getByTestId('stick-cylinder').getAttribute('data-shaking')).toBe('true');
    await shot(page, 'readings-love-sticks-shaking-phone.png', false);
    const stick = page.getByTestId('love-stick');
    await stick.waitFor({ timeout: 10_000 });
    expect(await stick.getByTestId('stick-number').textContent()).toMatch(/^ใบที่ \d+$/);
    for (const aspect of ['ความรัก', 'การงาน', 'การเงิน', 'สุขภาพ', 'การเดินทาง']) {
      await stick.getByRole('term').filter({ hasText: aspect }).waitFor();
    }
    expect((await stick.getByTestId('stick-verse').textContent())?.length).toBeGreaterThan(20);
    await page.getByText('ความรักปีนี้จะสมหวังไหม').waitFor();
    await expect
      .poll(() => page.getByTestId('balance-chip').textContent(), { timeout: 5000 })
      .toContain(String(WELCOME - PHONE_COST - STICKS_COST));
    expect(await serverBalance(page)).toBe(WELCOME - PHONE_COST - STICKS_COST);
    await shot(page, 'readings-love-sticks-result-phone.png');

    // History: both readings, newest first, done.
    await page
      .getByRole('navigation', { name: 'เมนูหลัก' })
      .getByRole('link', { name: 'ประวัติ' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'ประวัติการดูดวง' }).waitFor();
    const rows = page.getByTestId('history-item');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).getAttribute('data-kind')).toBe('love-sticks');
    expect(await rows.nth(1).getAttribute('data-kind')).toBe('phone-number');
    expect(await page.getByText('เสร็จแล้ว', { exact: true }).count()).toBe(2);
    await shot(page, 'readings-history-phone.png');

    // The same screens in the dark theme.
    await open(page, '/settings');
    await page.getByRole('radio', { name: 'มืด' }).check();
    await page
      .getByRole('navigation', { name: 'เมนูหลัก' })
      .getByRole('link', { name: 'ประวัติ' })
      .click();
    await rows.nth(1).getByRole('link').click();
    await page.waitForURL(/\/fortune-results\?kind=phone-number&session=/);
    await page.getByTestId('reading-result').waitFor();
    await shot(page, 'readings-phone-result-dark-phone.png');
    await page.goBack();
    await rows.nth(0).getByRole('link').click();
    await page.getByTestId('love-stick').waitFor();
    await shot(page, 'readings-love-sticks-result-dark-phone.png');
    await open(page, '/history');
    await rows.nth(0).waitFor();
    await shot(page, 'readings-history-dark-phone.png');
    await open(page, '/fortune/their-feelings');
    await page.getByRole('button', { name: 'ดูดวงเลย · 85 เหรียญ' }).click();
    await page.getByText('กรุณาเลือกสิ่งที่อยากรู้อย่างน้อย 1 ข้อ').waitFor();
    await shot(page, 'readings-their-feelings-form-dark-phone.png');

    expect(errors.filter((e) => !/status of 40[14]/.test(e))).toEqual([]);

    // The shared link, signed out in a fresh browser: the reading, no account.
    const visitor = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'th-TH',
      deviceScaleFactor: 2,
    });
    const guest = await visitor.newPage();
    const guestErrors = collectErrors(guest);
    await guest.goto(shareUrl);
    await guest.getByTestId('splash').waitFor({ state: 'detached', timeout: 6000 });
    await acceptPdpa(guest);
    const shared = guest.getByTestId('shared-reading');
    await shared.waitFor();
    await shared.getByText('คำทำนายที่มีคนแชร์ให้คุณ').waitFor();
    // The reading is shared, the number it was asked about is not (it is personal data).
    expect(await shared.getByRole('heading', { level: 2 }).first().textContent()).toBe(
      title?.replace('081-234-5678', '•••'),
    );
    expect(await shared.textContent()).not.toContain('081-234-5678');
    expect(await shared.textContent()).not.toContain('pim@example.com');
    expect(await guest.getByTestId('balance-chip').count()).toBe(0);
    await shared.getByRole('link', { name: 'ดูดวงของคุณเองบ้าง' }).waitFor();
    await shot(guest, 'readings-shared-signed-out-phone.png');
    expect(guestErrors.filter((e) => !/status of 40[14]/.test(e))).toEqual([]);

    await visitor.close();
    await context.close();
  });
});
