import QRCode from 'qrcode';
import { slipVerify as slipQrPayload } from 'promptparse/generate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { browserAvailability } from './browser.ts';
import {
  acceptPdpa,
  claimWelcomeCoins,
  expectWelcomeCoins,
  load,
  screenshot,
  serverBalance,
  signInWithCode,
  useJourney,
} from './journey.ts';

const { available } = browserAvailability();
/** The `popular` package: 1000 coins + 100 bonus for ฿99. */
const POPULAR_COINS = 1100;

/** A bank slip as a phone photographs it: white paper with the slip's mini QR on it. */
async function slipPng(bank: string, ref: string): Promise<Buffer> {
  const qr = await QRCode.toBuffer(slipQrPayload({ sendingBank: bank, transRef: ref }), {
    type: 'png',
    width: 300,
    margin: 4,
  });
  return sharp({
    create: { width: 600, height: 900, channels: 3, background: { r: 255, g: 255, b: 255 } },
  })
    .composite([{ input: qr, top: 500, left: 150 }])
    .png()
    .toBuffer();
}

describe.runIf(available)('the admin reviews a bank slip in Chromium', () => {
  const journey = useJourney({ serverEnv: { ADMIN_EMAILS: 'admin@example.com' } });

  it('a buyer sends a slip, the admin approves it, the coins arrive and the revenue shows', async () => {
    // The buyer: signs in, opens a PromptPay payment for the popular package, sends the slip.
    const buyer = await journey.phone();
    await load(buyer.page, '/wallet');
    await acceptPdpa(buyer.page);
    await buyer.page
      .getByTestId('payments-sign-in')
      .getByRole('button', { name: 'เข้าสู่ระบบ' })
      .click();
    await signInWithCode(buyer.page, 'buyer@example.com');
    await expectWelcomeCoins(buyer.page);
    const start = await serverBalance(buyer.page);
    await buyer.page.getByTestId('package-popular').getByRole('radio').check();
    await buyer.page.getByRole('radio', { name: 'QR พร้อมเพย์' }).check();
    await buyer.page.getByRole('button', { name: 'ชำระเงิน' }).click();
    await buyer.page.waitForURL(/\/payment\?payment_id=[0-9a-f-]{36}$/);
    await buyer.page.getByRole('heading', { name: 'แนบสลิปการโอน' }).waitFor();
    await buyer.page.locator('input[type="file"]').setInputFiles({
      name: 'slip.png',
      mimeType: 'image/png',
      buffer: await slipPng('014', '2026112801ADM'),
    });
    await buyer.page.getByRole('button', { name: 'ส่งสลิป' }).click();
    await buyer.page.getByText('ส่งสลิปแล้ว กำลังตรวจสอบ').waitFor();
    expect(await serverBalance(buyer.page)).toBe(start);

    // A signed-in user who is not an admin is kept out of the admin area.
    await load(buyer.page, '/admin');
    await buyer.page.getByRole('heading', { name: 'ไม่มีสิทธิ์เข้าถึง' }).waitFor();

    // The admin: signs in from /admin and approves the slip in the queue.
    const admin = await journey.newPage({
      viewport: { width: 1280, height: 900 },
      locale: 'th-TH',
    });
    await load(admin.page, '/admin');
    await acceptPdpa(admin.page);
    await admin.page.getByRole('heading', { name: 'กรุณาเข้าสู่ระบบ' }).waitFor();
    await admin.page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await signInWithCode(admin.page, 'admin@example.com');
    await claimWelcomeCoins(admin.page);
    const waiting = admin.page.getByTestId('waiting');
    await waiting.getByText('สลิปรอตรวจ 1 รายการ').waitFor({ timeout: 10_000 });
    await waiting.getByRole('link', { name: 'ไปตรวจสลิป' }).click();
    await admin.page.waitForURL(/\/admin\/payments$/);
    const review = admin.page.getByTestId('slip-review');
    await review.getByText('buyer@example.com').waitFor();
    expect(await review.textContent()).toContain('1,100 เหรียญ');
    // The slip itself, loaded with the admin's token: a decoded image, not a broken one.
    const slip = review.getByRole('img', { name: /^ภาพสลิปของรายการ/ });
    await slip.waitFor();
    await expect
      .poll(() => slip.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await screenshot(admin.page, 'admin-slip-review-desktop.png', { fullPage: true });
    await review.getByRole('button', { name: 'อนุมัติ' }).click();
    const confirm = admin.page.getByRole('dialog', { name: 'ยืนยันการอนุมัติ' });
    await confirm.getByRole('button', { name: 'ยืนยันอนุมัติ' }).click();
    await admin.page.getByText('ไม่มีสลิปรอตรวจแล้ว เยี่ยมมาก').waitFor({ timeout: 10_000 });

    // The buyer's coins, as the server has them.
    expect(await serverBalance(buyer.page)).toBe(start + POPULAR_COINS);

    // The dashboard shows the revenue and an empty queue.
    await admin.page
      .getByRole('navigation', { name: 'เมนูผู้ดูแลระบบ' })
      .getByRole('link', { name: 'ภาพรวม' })
      .click();
    await expect
      .poll(() => admin.page.getByTestId('stat-revenue').textContent(), { timeout: 10_000 })
      .toContain('99 บาท');
    await admin.page.getByTestId('waiting').getByText('ไม่มีสลิปรอตรวจ').waitFor();
    await screenshot(admin.page, 'admin-dashboard-desktop.png', { fullPage: true });

    // The buyer's page in the admin area: the wallet, and a coin adjustment with a reason.
    await admin.page
      .getByRole('navigation', { name: 'เมนูผู้ดูแลระบบ' })
      .getByRole('link', { name: 'ผู้ใช้' })
      .click();
    await admin.page.getByLabel('ค้นหาอีเมลหรือชื่อ').fill('buyer@');
    await admin.page.getByRole('button', { name: 'ค้นหา' }).click();
    await admin.page.getByRole('link', { name: /buyer@example\.com/ }).click();
    await admin.page.waitForURL(/\/admin\/users\/[0-9a-f-]{36}$/);
    const wallet = admin.page.getByTestId('wallet');
    await wallet.getByText('2,100').first().waitFor();
    await admin.page.getByLabel('จำนวนเหรียญ (ติดลบเพื่อหัก)').fill('50');
    await admin.page.getByLabel('เหตุผล').fill('ชดเชยที่รอตรวจสลิปนาน');
    await admin.page.getByRole('button', { name: 'ปรับยอด' }).click();
    await admin.page
      .getByRole('dialog', { name: 'ยืนยันการปรับยอด' })
      .getByRole('button', { name: 'ยืนยัน' })
      .click();
    await admin.page.getByText('ปรับยอดแล้ว ยอดคงเหลือ 2,150 เหรียญ').waitFor();
    await wallet.getByText('2,150').first().waitFor();
    await screenshot(admin.page, 'admin-user-desktop.png', { fullPage: true });
    expect(await serverBalance(buyer.page)).toBe(start + POPULAR_COINS + 50);

    // The same screens on a phone.
    await admin.page.setViewportSize({ width: 390, height: 844 });
    await screenshot(admin.page, 'admin-user-phone.png', { fullPage: true });
    await admin.page.goto('/admin');
    await admin.page.getByTestId('stat-revenue').getByText('99 บาท').waitFor();
    await admin.page.getByTestId('ledger').waitFor();
    await screenshot(admin.page, 'admin-dashboard-phone.png', { fullPage: true });

    // Only the refused visits to /admin (401/403) may show in the console.
    const unexpected = (errors: string[]) => errors.filter((e) => !/status of 40[13]/.test(e));
    expect(unexpected(buyer.errors)).toEqual([]);
    expect(unexpected(admin.errors)).toEqual([]);
    await buyer.context.close();
    await admin.context.close();
  });
});

describe.runIf(available)('the admin writes an article and refunds a reading in Chromium', () => {
  const journey = useJourney({ serverEnv: { ADMIN_EMAILS: 'admin@example.com' } });
  /** The price of a เซียมซี draw (DEFAULT_COIN_COSTS), seeded into the fresh database. */
  const STICKS_COST = 50;
  const TITLE = 'ทำบุญวันเกิดให้ถูกวัน';

  it('an article is written, previewed in Thai and English, published and read on /feed; a reading is refunded', async () => {
    // A reader signs in and draws a เซียมซี: 50 coins charged.
    const reader = await journey.phone();
    await load(reader.page, '/wallet');
    await acceptPdpa(reader.page);
    await reader.page
      .getByTestId('payments-sign-in')
      .getByRole('button', { name: 'เข้าสู่ระบบ' })
      .click();
    await signInWithCode(reader.page, 'reader@example.com');
    await expectWelcomeCoins(reader.page);
    const start = await serverBalance(reader.page);
    await load(reader.page, '/fortune/love-sticks');
    await reader.page.getByRole('button', { name: `เขย่าเซียมซี · ${STICKS_COST} เหรียญ` }).click();
    await reader.page
      .getByRole('dialog', { name: 'ยืนยันการใช้เหรียญ' })
      .getByRole('button', { name: 'ยืนยัน' })
      .click();
    await reader.page.getByTestId('love-stick').waitFor({ timeout: 15_000 });
    await expect.poll(() => serverBalance(reader.page)).toBe(start - STICKS_COST);

    // The admin signs in from /admin.
    const admin = await journey.newPage({
      viewport: { width: 1280, height: 900 },
      locale: 'th-TH',
    });
    await load(admin.page, '/admin');
    await acceptPdpa(admin.page);
    await admin.page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await signInWithCode(admin.page, 'admin@example.com');
    await claimWelcomeCoins(admin.page);
    const menu = admin.page.getByRole('navigation', { name: 'เมนูผู้ดูแลระบบ' });

    // Writes an article and previews it in the app's own article view, in Thai then English.
    await menu.getByRole('link', { name: 'บทความ' }).click();
    await admin.page.getByRole('link', { name: '+ เขียนบทความใหม่' }).click();
    await admin.page.waitForURL(/\/admin\/articles\/new$/);
    // The list keeps showing (its own "หมวด" filter too) until the editor's chunk has arrived.
    await admin.page.getByRole('heading', { name: 'เขียนบทความใหม่' }).waitFor();
    await admin.page.getByLabel('หมวด', { exact: true }).selectOption('merit');
    await admin.page.getByLabel('ชื่อเรื่อง (ไทย)').fill(TITLE);
    await admin.page.getByLabel('ชื่อเรื่อง (อังกฤษ ไม่บังคับ)').fill('Merit on the right day');
    await admin.page.getByLabel('คำโปรย (ไทย)').fill('ทำบุญให้ตรงกับวันเกิด เสริมดวงทั้งปี');
    await admin.page
      .getByLabel('เนื้อหา (ไทย)')
      .fill('ย่อหน้าแรก ทำบุญตามวันเกิด\n\nย่อหน้าที่สอง ถวายของตามสีประจำวัน');
    await admin.page.getByLabel('แหล่งอ้างอิง (บรรทัดละหนึ่งแหล่ง)').fill('ตำราทักษา');
    const preview = admin.page.getByTestId('article-preview');
    await preview.getByRole('heading', { level: 2, name: TITLE }).waitFor();
    await preview.getByText('ย่อหน้าที่สอง ถวายของตามสีประจำวัน').waitFor();
    await preview.getByText('ทำบุญเสริมดวง').waitFor();
    expect(await preview.locator('img').getAttribute('src')).toBe('/articles/merit.webp');
    await screenshot(admin.page, 'admin-article-editor-desktop.png', { fullPage: true });
    await admin.page.getByRole('button', { name: 'ภาษาอังกฤษ' }).click();
    await preview.getByRole('heading', { level: 2, name: 'Merit on the right day' }).waitFor();
    // The words around the text are English too; the body falls back to Thai, as in the app.
    await preview.getByText('Sources').waitFor();
    await preview.getByText('ย่อหน้าแรก ทำบุญตามวันเกิด').waitFor();

    // Saves the draft, then publishes it after the confirmation.
    await admin.page.getByRole('button', { name: 'บันทึกเป็นฉบับร่าง' }).click();
    await admin.page.waitForURL(/\/admin\/articles\/[0-9a-f-]{36}$/);
    await admin.page.getByText('สร้างฉบับร่างแล้ว').waitFor();
    const publishing = admin.page.getByTestId('publishing');
    await publishing.getByText('ฉบับร่าง', { exact: true }).waitFor();
    await publishing.getByRole('button', { name: 'เผยแพร่ทันที' }).click();
    await admin.page
      .getByRole('dialog', { name: 'เผยแพร่บทความนี้?' })
      .getByRole('button', { name: 'ยืนยันเผยแพร่' })
      .click();
    await publishing.getByText('เผยแพร่แล้ว', { exact: true }).first().waitFor();
    await publishing.getByRole('button', { name: 'เลิกเผยแพร่' }).waitFor();

    // The reader finds it on /feed and reads it.
    await load(reader.page, '/feed');
    const card = reader.page.getByTestId('article-card').filter({ hasText: TITLE });
    await card.first().waitFor({ timeout: 10_000 });
    await card.first().click();
    await reader.page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await reader.page.getByText('ย่อหน้าที่สอง ถวายของตามสีประจำวัน').waitFor();
    await screenshot(reader.page, 'admin-published-article-phone.png', { fullPage: true });

    // The admin finds the reader's เซียมซี among the readings and refunds it.
    await menu.getByRole('link', { name: 'การดูดวง' }).click();
    await admin.page.waitForURL(/\/admin\/readings$/);
    await admin.page.getByLabel('ประเภท').selectOption('love-sticks');
    await admin.page.getByRole('button', { name: 'กรอง', exact: true }).click();
    await admin.page.waitForURL(/\/admin\/readings\?kind=love-sticks$/);
    const row = admin.page.getByTestId('reading-row');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('เซียมซีความรัก');
    await screenshot(admin.page, 'admin-readings-desktop.png', { fullPage: true });
    await row.getByRole('link').click();
    await admin.page.waitForURL(/\/admin\/readings\/[0-9a-f-]{36}$/);
    await admin.page.getByRole('heading', { level: 1, name: 'เซียมซีความรัก' }).waitFor();
    await admin.page.getByRole('button', { name: 'คืนเหรียญ' }).click();
    const refund = admin.page.getByRole('dialog', { name: 'คืนเหรียญของการดูดวงนี้?' });
    await refund.getByRole('textbox').fill('ทดสอบการคืนเหรียญจากหลังบ้าน');
    await refund.getByRole('button', { name: 'ยืนยันคืนเหรียญ' }).click();
    await admin.page
      .getByRole('status')
      .filter({ hasText: `คืน ${STICKS_COST} เหรียญแล้ว` })
      .waitFor();
    await admin.page.getByText('คืนเหรียญแล้ว', { exact: true }).first().waitFor();
    expect(await serverBalance(reader.page)).toBe(start);
    await screenshot(admin.page, 'admin-reading-refunded-desktop.png', { fullPage: true });

    // Both writes are in the audit log, newest first.
    await menu.getByRole('link', { name: 'บันทึกการทำงาน' }).click();
    const entries = admin.page.getByTestId('audit-entry');
    await entries.first().waitFor();
    expect(await entries.nth(0).textContent()).toContain('คืนเหรียญการดูดวง');
    expect(await entries.nth(0).textContent()).toContain('ทดสอบการคืนเหรียญจากหลังบ้าน');
    expect(await entries.nth(1).textContent()).toContain('เผยแพร่บทความ');

    // The new screens on a phone: the menu scrolls sideways, lists stack as cards.
    await admin.page.setViewportSize({ width: 390, height: 844 });
    await screenshot(admin.page, 'admin-audit-phone.png', { fullPage: true });
    await admin.page.goto('/admin/readings');
    await admin.page.getByTestId('reading-row').first().waitFor();
    await screenshot(admin.page, 'admin-readings-phone.png', { fullPage: true });
    expect(
      await admin.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);

    const unexpected = (errors: string[]) => errors.filter((e) => !/status of 40[13]/.test(e));
    expect(unexpected(reader.errors)).toEqual([]);
    expect(unexpected(admin.errors)).toEqual([]);
    await reader.context.close();
    await admin.context.close();
  });
});
