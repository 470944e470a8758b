import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailability } from './browser.ts';
import {
  acceptPdpa,
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

describe.runIf(available)('buying coins in Chromium (sandbox provider)', () => {
  const journey = useJourney();

  async function openWallet(page: Page) {
    await load(page, '/wallet');
    await page.getByRole('heading', { level: 1, name: 'กระเป๋าเหรียญ' }).waitFor();
  }

  async function choosePopular(page: Page, method: 'QR พร้อมเพย์' | 'บัตรเครดิต/เดบิต') {
    await page.getByTestId('package-popular').getByRole('radio').check();
    await page.getByRole('radio', { name: method }).check();
    await page.getByText('ยอดนิยม · 1,100 เหรียญ · ฿99').waitFor();
  }

  it('signs in from the wallet, buys the popular package by QR and by card', async () => {
    const { context, page, errors } = await journey.phone();

    // A guest: PDPA first, then the wallet asks to sign in before paying.
    await openWallet(page);
    await acceptPdpa(page);
    await page.getByTestId('package-fortune-master').getByText('฿999').waitFor();
    expect(await page.getByRole('button', { name: 'ชำระเงิน' }).count()).toBe(0);

    await page.getByTestId('payments-sign-in').getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await signInWithCode(page, 'somchai@example.com');
    await expectWelcomeCoins(page);
    await page.getByRole('heading', { name: 'ประวัติการซื้อเหรียญ' }).waitFor();
    await page.getByText('ยังไม่มีรายการซื้อเหรียญ').waitFor();
    const start = await serverBalance(page);
    expect(start).toBe(1000);

    // (a) PromptPay QR through the sandbox bank.
    await choosePopular(page, 'QR พร้อมเพย์');
    await screenshot(page, 'wallet-phone.png', { fullPage: true });
    await page.getByRole('button', { name: 'ชำระเงิน' }).click();
    await page.waitForURL(/\/payment\?payment_id=[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: 'ชำระเงินด้วย QR พร้อมเพย์' }).waitFor();
    const qr = page.getByRole('img', { name: 'QR พร้อมเพย์ สำหรับชำระ ฿99' });
    await qr.waitFor();
    // The PNG really arrived through the token-carrying fetch and decoded.
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
    expect(await page.getByTestId('payment-amount').textContent()).toBe('฿99');
    expect(await page.getByTestId('payment-status').textContent()).toBe('รอชำระเงิน');
    expect(await page.getByTestId('payment-countdown').textContent()).toMatch(/^1[45]:\d\d$/);
    await page.getByTestId('sandbox-badge').waitFor();
    await screenshot(page, 'payment-qr-phone.png', { fullPage: true });

    await page.getByRole('link', { name: 'เปิดหน้าจำลองธนาคาร' }).click();
    await page.waitForURL(/\/api\/v1\/sandbox\/payments\//);
    await page.getByRole('button', { name: 'อนุมัติการชำระเงิน' }).click();
    await page.waitForURL(/\/payment\/success\?payment_id=/);
    await page
      .getByRole('heading', { level: 1, name: 'ชำระเงินสำเร็จ' })
      .waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('payment-success').textContent()).toContain('+1,100');
    await screenshot(page, 'payment-success-phone.png');
    expect(await serverBalance(page)).toBe(start + POPULAR_COINS);
    // The header follows (the success event refreshes the wallet).
    await expect
      .poll(() => page.getByTestId('balance-chip').textContent(), { timeout: 5000 })
      .toContain('2,100');

    // (b) Card through the sandbox checkout page.
    await openWallet(page);
    await choosePopular(page, 'บัตรเครดิต/เดบิต');
    await page.getByRole('button', { name: 'ชำระเงิน' }).click();
    await page.waitForURL(/\/api\/v1\/sandbox\/payments\//);
    await page.getByText('บัตรเครดิต/เดบิต').waitFor();
    await page.getByRole('button', { name: 'อนุมัติการชำระเงิน' }).click();
    await page.waitForURL(/\/payment\/success\?payment_id=/);
    await page
      .getByRole('heading', { level: 1, name: 'ชำระเงินสำเร็จ' })
      .waitFor({ timeout: 10_000 });
    expect(await serverBalance(page)).toBe(start + 2 * POPULAR_COINS);

    // (c) The bank confirms while the QR screen is open: polling shows the success modal.
    await openWallet(page);
    await choosePopular(page, 'QR พร้อมเพย์');
    await page.getByRole('button', { name: 'ชำระเงิน' }).click();
    await page.waitForURL(/\/payment\?payment_id=/);
    await page.getByTestId('payment-qr').waitFor();
    const paymentId = new URL(page.url()).searchParams.get('payment_id');
    const approved = await fetch(
      `${journey.server.url}/api/v1/sandbox/payments/${paymentId}/approve`,
      {
        method: 'POST',
        redirect: 'manual',
      },
    );
    expect(approved.status).toBe(303);
    const modal = page.getByRole('dialog', { name: 'ชำระเงินสำเร็จ' });
    await modal.waitFor({ timeout: 10_000 });
    expect(await modal.textContent()).toContain('เพิ่ม 1,100 เหรียญเข้ากระเป๋าของคุณแล้ว');
    expect(await page.getByTestId('payment-status').textContent()).toBe('ชำระเงินสำเร็จ');
    await expect
      .poll(() => page.getByTestId('balance-chip').textContent(), { timeout: 5000 })
      .toContain('4,300');
    await screenshot(page, 'payment-success-modal-phone.png');
    expect(await serverBalance(page)).toBe(start + 3 * POPULAR_COINS);

    // All three purchases are in the history, paid (dark theme for a look at it).
    await load(page, '/settings');
    await page.getByRole('radio', { name: 'มืด' }).check();
    await page.getByRole('navigation', { name: 'เมนูหลัก' }).waitFor();
    await page.getByTestId('balance-chip').click();
    await page.getByRole('heading', { level: 1, name: 'กระเป๋าเหรียญ' }).waitFor();
    const history = page.getByTestId('purchases');
    await history.waitFor();
    expect(await history.getByRole('listitem').count()).toBe(3);
    expect(await history.getByText('สำเร็จ', { exact: true }).count()).toBe(3);
    await screenshot(page, 'wallet-history-dark-phone.png', { fullPage: true });

    expect(errors.filter((e) => !/status of 40[14]/.test(e))).toEqual([]);
    await context.close();
  });
});
