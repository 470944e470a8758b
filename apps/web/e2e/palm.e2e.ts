import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailability, CHROMIUM_PATH, collectErrors } from './browser.ts';
import { startServer, type RunningServer } from './server-process.ts';

const { available } = browserAvailability();
const screenshots = path.resolve(import.meta.dirname, '../../../artifacts');
const palmPhoto = path.resolve(import.meta.dirname, 'fixtures/palm.jpg');

/** Waits for the palm photo fixture (another change adds it) instead of failing at once. */
async function waitForFixture(): Promise<void> {
  for (let i = 0; i < 600 && !existsSync(palmPhoto); i++) {
    await new Promise((r) => setTimeout(r, 1000));
  }
  if (!existsSync(palmPhoto)) throw new Error(`no palm photo fixture at ${palmPhoto}`);
}

describe.runIf(available)('palm reading and follow-up chat in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    await waitForFixture();
    server = await startServer();
    // The shared launch flags, plus a fake camera so the camera step can be seen.
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
      ],
    });
  }, 700_000);

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

  const shot = (page: Page, name: string, fullPage = false) =>
    page.screenshot({ path: path.join(screenshots, name), fullPage });

  /** A full page load: the start-up splash shows each time, so wait until it is gone. */
  async function open(page: Page, address: string) {
    await page.goto(`${server.url}${address}`);
    await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 6000 });
  }

  it(
    'signs in, reads a palm photo, asks a follow-up question, and pays 600 + 10',
    { timeout: 300_000 },
    async () => {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        locale: 'th-TH',
        deviceScaleFactor: 2,
      });
      await context.grantPermissions(['camera'], { origin: server.url });
      const page = await context.newPage();
      const errors = collectErrors(page);

      // A guest opens the wizard: what it is, what it costs, how long it takes.
      await open(page, '/fortune-telling');
      const pdpa = page.getByRole('dialog', { name: 'ความเป็นส่วนตัวของคุณสำคัญกับเรา' });
      await pdpa.getByRole('button', { name: 'ยอมรับและเริ่มใช้งาน' }).click();
      await pdpa.waitFor({ state: 'detached' });
      const welcome = page.getByTestId('palm-welcome');
      await welcome.getByText('ค่าดูลายมือ 600 เหรียญ').waitFor();
      await welcome.getByText('ใช้เวลาประมาณ 1–2 นาที').waitFor();
      await shot(page, 'palm-welcome-phone.png', true);

      // Signed out: asked to sign in first (e-mailed code), then the welcome bonus arrives.
      await page.getByRole('button', { name: 'เข้าสู่ระบบเพื่อเริ่ม' }).click();
      const login = page.getByRole('dialog', { name: 'เข้าสู่ระบบดวงดี' });
      await login.getByLabel('อีเมล').fill('nida@example.com');
      await login.getByRole('button', { name: 'ส่งรหัสเข้าสู่ระบบ' }).click();
      await login.getByLabel('รหัส 6 หลัก').fill(await latestCode('nida@example.com'));
      await login.getByRole('button', { name: 'ยืนยันรหัส' }).click();
      await login.waitFor({ state: 'detached' });
      await page.getByText('ได้รับ 1000 เหรียญต้อนรับแล้ว').waitFor();
      await expect.poll(() => page.getByTestId('balance-chip').textContent()).toContain('1,000');
      const welcomeDialog = page.getByRole('dialog', { name: 'ยินดีต้อนรับสู่ดวงดี' });
      await welcomeDialog.waitFor({ state: 'detached', timeout: 10_000 });

      // Capture: the camera with its hand outline (a fake camera here), then the photo instead.
      await page.getByRole('button', { name: 'เริ่มดูลายมือ' }).click();
      await page.getByRole('heading', { level: 2, name: 'ถ่ายรูปฝ่ามือ' }).waitFor();
      await shot(page, 'palm-capture-phone.png', true);
      await page.getByRole('button', { name: 'ถ่ายด้วยกล้อง' }).click();
      const camera = page.getByTestId('palm-camera');
      await camera.getByText('วางฝ่ามือให้อยู่ในเส้นกรอบ').waitFor();
      await shot(page, 'palm-camera-phone.png');
      // The fake camera shows a test pattern, not a hand: the reading fails and is refunded.
      await camera.getByRole('button', { name: 'ถ่ายรูป' }).click();
      await page.getByRole('img', { name: 'รูปฝ่ามือที่เลือก' }).waitFor();
      await page.getByRole('button', { name: 'ดูลายมือ · 600 เหรียญ' }).click();
      const consent = page.getByRole('dialog', { name: 'ยืนยันการใช้เหรียญ' });
      await consent.getByRole('button', { name: 'ยืนยัน' }).click();
      const failed = page.getByTestId('palm-failed');
      await failed.waitFor({ timeout: 120_000 });
      await failed.getByText('ไม่ต้องห่วง เหรียญคืนเข้ากระเป๋าของคุณแล้ว').waitFor();
      await shot(page, 'palm-failed-phone.png');
      await expect.poll(() => serverBalance(page), { timeout: 10_000 }).toBe(1000);
      await failed.getByRole('button', { name: 'ถ่ายรูปใหม่' }).click();
      await page.getByRole('heading', { level: 2, name: 'ถ่ายรูปฝ่ามือ' }).waitFor();
      await page.getByLabel('เลือกรูปจากเครื่อง').setInputFiles(palmPhoto);

      // Details: the photo, optional birth date and a question.
      await page.getByRole('heading', { level: 2, name: 'ตรวจรูปและข้อมูลเพิ่มเติม' }).waitFor();
      await page.getByRole('img', { name: 'รูปฝ่ามือที่เลือก' }).waitFor();
      await page.getByLabel('วันเกิด').fill('1994-08-21');
      await page.getByLabel('อยากรู้เรื่องอะไรเป็นพิเศษ').fill('การงานปีนี้จะก้าวหน้าไหม');
      await shot(page, 'palm-details-phone.png', true);
      await page.getByRole('button', { name: 'ดูลายมือ · 600 เหรียญ' }).click();

      // Consent to the cost, then the reading is made.
      await consent.getByText('600 เหรียญ').first().waitFor();
      await shot(page, 'palm-consent-phone.png');
      await consent.getByRole('button', { name: 'ยืนยัน' }).click();
      await page.getByTestId('palm-processing').or(page.getByTestId('palm-reading')).waitFor();
      if (await page.getByTestId('palm-processing').isVisible()) {
        await shot(page, 'palm-processing-phone.png');
      }
      const reading = page.getByTestId('palm-reading');
      await reading.waitFor({ timeout: 120_000 });
      await expect.poll(() => page.url()).toMatch(/\/fortune-telling\?session=[0-9a-f-]{36}$/);
      await reading.getByRole('heading', { level: 3, name: 'เส้นลายมือที่พบ' }).waitFor();
      await page.getByRole('img', { name: 'รูปฝ่ามือของคุณ' }).waitFor();
      await page.getByRole('button', { name: 'แชร์ผลคำทำนาย' }).waitFor();
      await shot(page, 'palm-result-phone.png', true);

      // A follow-up question: 10 coins, the reply appears in the chat below the reading.
      const chat = page.getByTestId('chat-conversation');
      await chat.getByText('ผลลายมือของคุณพร้อมแล้ว', { exact: false }).waitFor();
      await chat.getByLabel('คำถามถึงหมอดู').fill('เส้นวาสนาของฉันบอกอะไรเรื่องงาน');
      await chat.getByRole('button', { name: 'ส่ง' }).click();
      await consent.getByText('ส่งข้อความถึงหมอดู').waitFor();
      await consent.getByRole('button', { name: 'ยืนยัน' }).click();
      const log = chat.getByRole('log');
      await log.getByText('เส้นวาสนาของฉันบอกอะไรเรื่องงาน').waitFor();
      const replies = log.locator('li[data-role="assistant"][data-testid="message"]');
      await replies.first().waitFor({ timeout: 120_000 });
      expect((await replies.first().textContent())?.length ?? 0).toBeGreaterThan(10);
      await expect
        .poll(() => chat.getByLabel('คำถามถึงหมอดู').evaluate((el) => el === document.activeElement))
        .toBe(true);
      await chat.scrollIntoViewIfNeeded();
      await shot(page, 'palm-chat-reply-phone.png');

      // 1000 − 600 − 10, on the server and in the header.
      await expect.poll(() => serverBalance(page), { timeout: 10_000 }).toBe(390);
      await expect
        .poll(() => page.getByTestId('balance-chip').textContent(), { timeout: 10_000 })
        .toContain('390');

      // The readings list: thumbnail and status; the reading opens from it.
      await open(page, '/palm-analysis');
      const rows = page.getByTestId('palm-session-row');
      await rows.first().getByText('อ่านเสร็จแล้ว').waitFor();
      await expect.poll(() => rows.first().locator('img').count()).toBe(1);
      await shot(page, 'palm-list-phone.png', true);
      await rows.first().click();
      await page.getByTestId('palm-reading').waitFor();
      await page
        .getByTestId('chat-conversation')
        .getByText('เส้นวาสนาของฉันบอกอะไรเรื่องงาน')
        .waitFor();

      // The share link shows the reading without personal data to someone signed out.
      const sessionId = new URL(page.url()).searchParams.get('session');
      const shareToken = await page.evaluate(async (id) => {
        const res = await fetch(`/api/v1/fortune/sessions/${id}`, {
          headers: { Authorization: `Bearer ${localStorage.getItem('duangdee_token')}` },
        });
        return ((await res.json()) as { data: { share_token: string } }).data.share_token;
      }, sessionId);
      const visitor = await browser.newContext({
        viewport: { width: 390, height: 844 },
        locale: 'th-TH',
      });
      const visitorPage = await visitor.newPage();
      const visitorErrors = collectErrors(visitorPage);
      await visitorPage.goto(
        `${server.url}/palm-analysis?share=${shareToken}&session=${sessionId}`,
      );
      await visitorPage.getByTestId('splash').waitFor({ state: 'detached', timeout: 6000 });
      const visitorPdpa = visitorPage.getByRole('dialog', { name: 'ความเป็นส่วนตัวของคุณสำคัญกับเรา' });
      await visitorPdpa.getByRole('button', { name: 'ยอมรับและเริ่มใช้งาน' }).click();
      await visitorPage.getByTestId('palm-shared').getByTestId('palm-reading').waitFor();
      await shot(visitorPage, 'palm-shared-phone.png', true);
      expect(visitorErrors).toEqual([]);
      await visitor.close();

      // The AI fortune teller: past chats list the palm reading; a new chat opens ready to talk.
      await open(page, '/chat');
      await page.getByTestId('chat-history').getByText('ดูลายมือ').first().waitFor();
      await shot(page, 'chat-list-phone.png', true);
      await page.getByRole('button', { name: 'เริ่มแชทใหม่' }).click();
      await page.getByTestId('chat-conversation').getByText('สวัสดีค่ะ', { exact: false }).waitFor();
      await expect.poll(() => page.url()).toMatch(/\/chat\?session=/);
      const chatPath = new URL(page.url()).pathname + new URL(page.url()).search;
      await shot(page, 'chat-new-phone.png');

      // The test pages: the server's health, and the capture step alone (nothing is charged).
      await open(page, '/test');
      await page.getByTestId('health').getByText('ปกติ').first().waitFor();
      await shot(page, 'test-hub-phone.png');
      await page.getByRole('link', { name: /ทดสอบกล้องและรูปฝ่ามือ/ }).click();
      await page.getByLabel('เลือกรูปจากเครื่อง').setInputFiles(palmPhoto);
      await page.getByTestId('palm-test-result').getByText('ผ่าน รูปนี้ส่งให้หมอดูอ่านได้').waitFor();
      await page.getByTestId('palm-test-result').getByText(/พิกเซล/).waitFor();
      await shot(page, 'palm-test-phone.png', true);
      expect(await serverBalance(page)).toBe(390);

      // Dark theme, chosen in the settings: the reading with its chat, the wizard, the chats.
      await page.getByRole('link', { name: 'ตั้งค่า' }).click();
      await page.getByRole('radio', { name: 'มืด' }).check();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
        .toBe(true);
      await open(page, `/palm-analysis?session=${sessionId}`);
      await page.getByTestId('palm-reading').waitFor();
      const darkChat = page.getByTestId('chat-conversation');
      await darkChat.getByText('เส้นวาสนาของฉันบอกอะไรเรื่องงาน').waitFor();
      await shot(page, 'palm-result-dark-phone.png', true);
      await darkChat.scrollIntoViewIfNeeded();
      await shot(page, 'palm-chat-dark-phone.png');
      await open(page, '/fortune-telling');
      await shot(page, 'palm-welcome-dark-phone.png');
      await page.getByRole('button', { name: 'เริ่มดูลายมือ' }).click();
      await page.getByRole('heading', { level: 2, name: 'ถ่ายรูปฝ่ามือ' }).waitFor();
      await shot(page, 'palm-capture-dark-phone.png');
      await open(page, '/palm-analysis');
      await page.getByTestId('palm-session-row').first().locator('img').waitFor();
      await shot(page, 'palm-list-dark-phone.png');
      await open(page, '/chat');
      await page.getByTestId('chat-history').waitFor();
      await shot(page, 'chat-list-dark-phone.png');
      // An empty chat is not in the history yet: open it by its address.
      await open(page, chatPath);
      await page.getByTestId('chat-conversation').getByRole('log').waitFor();
      await shot(page, 'chat-new-dark-phone.png');

      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
