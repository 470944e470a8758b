import type { Page } from 'playwright-core';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserAvailability } from './browser.ts';
import {
  acceptPdpa,
  chooseDate,
  expectWelcomeCoins,
  fetchAsPage,
  load,
  screenshot,
  serverBalance,
  signInWithCode,
  useJourney,
} from './journey.ts';

const { available } = browserAvailability();
const palmPhoto = path.resolve(import.meta.dirname, 'fixtures/palm.jpg');

/** Waits until the lines have drawn themselves in (they animate one after another). */
async function linesDrawn(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/** Waits for the palm photo fixture (another change adds it) instead of failing at once. */
async function waitForFixture(): Promise<void> {
  for (let i = 0; i < 600 && !existsSync(palmPhoto); i++) {
    await new Promise((r) => setTimeout(r, 1000));
  }
  if (!existsSync(palmPhoto)) throw new Error(`no palm photo fixture at ${palmPhoto}`);
}

describe.runIf(available)('palm reading and follow-up chat in Chromium', () => {
  // Before the server and browser start: the fixture may still be on its way.
  beforeAll(waitForFixture, 700_000);
  // A fake camera, so the camera step can be seen.
  const journey = useJourney({
    browserArgs: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  });

  it(
    'signs in, reads a palm photo, asks a follow-up question, and pays 600 + 10',
    { timeout: 300_000 },
    async () => {
      const { context, page, errors } = await journey.phone();
      await context.grantPermissions(['camera'], { origin: journey.server.url });

      // A guest opens the wizard: what it is, what it costs, how long it takes.
      await load(page, '/fortune-telling');
      await acceptPdpa(page);
      const welcome = page.getByTestId('palm-welcome');
      await welcome.getByText('ค่าดูลายมือ 600 เหรียญ').waitFor();
      await welcome.getByText('ใช้เวลาไม่นาน บอกเวลารอโดยประมาณให้ทราบตอนเริ่มอ่าน').waitFor();
      await screenshot(page, 'palm-welcome-phone.png', { fullPage: true });

      // Signed out: asked to sign in first (e-mailed code), then the welcome bonus arrives.
      await page.getByRole('button', { name: 'เข้าสู่ระบบเพื่อเริ่ม' }).click();
      await signInWithCode(page, 'nida@example.com');
      await expectWelcomeCoins(page);
      const welcomeDialog = page.getByRole('dialog', { name: 'ยินดีต้อนรับสู่ดวงดี' });
      await welcomeDialog.waitFor({ state: 'detached', timeout: 10_000 });

      // Capture: the camera with its hand outline (a fake camera here), then the photo instead.
      await page.getByRole('button', { name: 'เริ่มดูลายมือ' }).click();
      await page.getByRole('heading', { level: 2, name: 'ถ่ายรูปฝ่ามือ' }).waitFor();
      await screenshot(page, 'palm-capture-phone.png', { fullPage: true });
      await page.getByRole('button', { name: 'ถ่ายด้วยกล้อง' }).click();
      const camera = page.getByTestId('palm-camera');
      await camera.getByText('วางฝ่ามือให้อยู่ในเส้นกรอบ').waitFor();
      await screenshot(page, 'palm-camera-phone.png');
      // The fake camera shows a test pattern, not a hand: the palm check turns it away at once,
      // before any coin is asked for (photo-and-consent.e2e.ts looks at this more closely).
      await camera.getByRole('button', { name: 'ถ่ายรูป' }).click();
      await page.getByTestId('palm-photo-check').getByText('รูปนี้ยังอ่านลายมือไม่ได้').waitFor();
      await screenshot(page, 'palm-photo-refused-phone.png');
      expect(await serverBalance(page)).toBe(1000);
      await page.getByLabel('เลือกรูปใหม่').setInputFiles(palmPhoto);

      // Details: the photo, optional birth date and a question.
      await page.getByRole('heading', { level: 2, name: 'ตรวจรูปและข้อมูลเพิ่มเติม' }).waitFor();
      await page.getByRole('img', { name: 'รูปฝ่ามือที่เลือก' }).waitFor();
      await chooseDate(page, 'วันเกิด', '1994-08-21');
      await page.getByLabel('อยากรู้เรื่องอะไรเป็นพิเศษ').fill('การงานปีนี้จะก้าวหน้าไหม');
      await screenshot(page, 'palm-details-phone.png', { fullPage: true });
      await page.getByRole('button', { name: 'ดูลายมือ · 600 เหรียญ' }).click();

      // Consent to the cost, then the reading is made.
      const consent = page.getByRole('dialog', { name: 'ยืนยันการใช้เหรียญ' });
      await consent.getByText('600 เหรียญ').first().waitFor();
      await screenshot(page, 'palm-consent-phone.png');
      await consent.getByRole('button', { name: 'ยืนยัน' }).click();
      await page.getByTestId('palm-processing').or(page.getByTestId('palm-reading')).waitFor();
      if (await page.getByTestId('palm-processing').isVisible()) {
        await screenshot(page, 'palm-processing-phone.png');
      }
      const reading = page.getByTestId('palm-reading');
      await reading.waitFor({ timeout: 120_000 });
      await expect.poll(() => page.url()).toMatch(/\/fortune-telling\?session=[0-9a-f-]{36}$/);
      await reading.getByRole('heading', { level: 3, name: 'เส้นลายมือที่พบ' }).waitFor();
      await page.getByRole('img', { name: 'รูปฝ่ามือของคุณ' }).waitFor();
      await page.getByRole('button', { name: 'แชร์ผลคำทำนาย' }).waitFor();
      // The lines found are drawn over the photo, each named; the screenshot once they are in.
      const drawing = reading.getByTestId('palm-lines-drawing');
      await expect.poll(() => drawing.locator('[data-line]').count()).toBeGreaterThanOrEqual(2);
      await linesDrawn(page);
      await screenshot(page, 'palm-result-phone.png', { fullPage: true });

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
      await screenshot(page, 'palm-chat-reply-phone.png');

      // 1000 − 600 − 10, on the server and in the header.
      await expect.poll(() => serverBalance(page), { timeout: 10_000 }).toBe(390);
      await expect
        .poll(() => page.getByTestId('balance-chip').textContent(), { timeout: 10_000 })
        .toContain('390');

      // The readings list: thumbnail and status; the reading opens from it.
      await load(page, '/palm-analysis');
      const rows = page.getByTestId('palm-session-row');
      await rows.first().getByText('อ่านเสร็จแล้ว').waitFor();
      await expect.poll(() => rows.first().locator('img').count()).toBe(1);
      await screenshot(page, 'palm-list-phone.png', { fullPage: true });
      await rows.first().click();
      await page.getByTestId('palm-reading').waitFor();
      await page
        .getByTestId('chat-conversation')
        .getByText('เส้นวาสนาของฉันบอกอะไรเรื่องงาน')
        .waitFor();

      // The share link shows the reading without personal data to someone signed out.
      const sessionId = new URL(page.url()).searchParams.get('session');
      const session = await fetchAsPage<{ data: { share_token: string } }>(
        page,
        `/api/v1/fortune/sessions/${sessionId}`,
      );
      const shareToken = session.data.share_token;
      const visitor = await journey.phone();
      await load(visitor.page, `/palm-analysis?share=${shareToken}&session=${sessionId}`);
      await acceptPdpa(visitor.page);
      await visitor.page.getByTestId('palm-shared').getByTestId('palm-reading').waitFor();
      // The shared view draws the lines on a plain hand, never the photo.
      const shared = visitor.page.getByTestId('palm-lines-drawing');
      await expect.poll(() => shared.locator('[data-line]').count()).toBeGreaterThanOrEqual(2);
      expect(await visitor.page.getByRole('img', { name: 'รูปฝ่ามือของคุณ' }).count()).toBe(0);
      await linesDrawn(visitor.page);
      await screenshot(visitor.page, 'palm-shared-phone.png', { fullPage: true });
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();

      // The AI fortune teller: past chats list the palm reading; a new chat opens ready to talk.
      await load(page, '/chat');
      await page.getByTestId('chat-history').getByText('ดูลายมือ').first().waitFor();
      await screenshot(page, 'chat-list-phone.png', { fullPage: true });
      await page.getByRole('button', { name: 'เริ่มแชทใหม่' }).click();
      await page
        .getByTestId('chat-conversation')
        .getByText('อยากรู้เรื่องอะไร พิมพ์ถามหมอดูได้เลย', { exact: false })
        .waitFor();
      await expect.poll(() => page.url()).toMatch(/\/chat\?session=/);
      const chatPath = new URL(page.url()).pathname + new URL(page.url()).search;
      await screenshot(page, 'chat-new-phone.png');

      // The test pages: the server's health, and the capture step alone (nothing is charged).
      await load(page, '/test');
      await page.getByTestId('health').getByText('ปกติ').first().waitFor();
      await screenshot(page, 'test-hub-phone.png');
      await page.getByRole('link', { name: /ทดสอบกล้องและรูปฝ่ามือ/ }).click();
      await page.getByLabel('เลือกรูปจากเครื่อง').setInputFiles(palmPhoto);
      await page.getByTestId('palm-test-result').getByText('ผ่าน รูปนี้ส่งให้หมอดูอ่านได้').waitFor();
      await page.getByTestId('palm-test-result').getByText(/พิกเซล/).waitFor();
      await screenshot(page, 'palm-test-phone.png', { fullPage: true });
      expect(await serverBalance(page)).toBe(390);

      // Dark theme, chosen in the settings: the reading with its chat, the wizard, the chats.
      await page.getByRole('link', { name: 'ตั้งค่า' }).click();
      await page.getByRole('radio', { name: 'มืด' }).check();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
        .toBe(true);
      await load(page, `/palm-analysis?session=${sessionId}`);
      await page.getByTestId('palm-reading').waitFor();
      const darkChat = page.getByTestId('chat-conversation');
      await darkChat.getByText('เส้นวาสนาของฉันบอกอะไรเรื่องงาน').waitFor();
      await screenshot(page, 'palm-result-dark-phone.png', { fullPage: true });
      await darkChat.scrollIntoViewIfNeeded();
      await screenshot(page, 'palm-chat-dark-phone.png');
      await load(page, '/fortune-telling');
      await screenshot(page, 'palm-welcome-dark-phone.png');
      await page.getByRole('button', { name: 'เริ่มดูลายมือ' }).click();
      await page.getByRole('heading', { level: 2, name: 'ถ่ายรูปฝ่ามือ' }).waitFor();
      await screenshot(page, 'palm-capture-dark-phone.png');
      await load(page, '/palm-analysis');
      await page.getByTestId('palm-session-row').first().locator('img').waitFor();
      await screenshot(page, 'palm-list-dark-phone.png');
      await load(page, '/chat');
      await page.getByTestId('chat-history').waitFor();
      await screenshot(page, 'chat-list-dark-phone.png');
      // An empty chat is not in the history yet: open it by its address.
      await load(page, chatPath);
      await page.getByTestId('chat-conversation').getByRole('log').waitFor();
      await screenshot(page, 'chat-new-dark-phone.png');

      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
