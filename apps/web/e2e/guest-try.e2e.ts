import { describe, expect, it } from 'vitest';
import { browserAvailability } from './browser.ts';
import {
  acceptPdpa,
  expectWelcomeCoins,
  fetchAsPage,
  load,
  loginDialog,
  screenshot,
  signInWithCode,
  useJourney,
} from './journey.ts';

const { available } = browserAvailability();

describe.runIf(available)('a visitor tries before signing in, in Chromium', () => {
  const journey = useJourney();

  it('draws one free เซียมซี a day, then keeps it by signing in from the slip', async () => {
    const { context, page, errors } = await journey.phone();
    await load(page, '/fortune/love-sticks');
    await acceptPdpa(page);

    // A real draw, no account and no coins.
    await page.getByText('เสี่ยงเซียมซีได้ฟรีวันละ 1 ใบ', { exact: false }).waitFor();
    expect(await page.getByText('กรุณายอมรับนโยบาย', { exact: false }).count()).toBe(0);
    await page.getByLabel('ตั้งคำถามในใจ (ไม่บังคับ)').fill('เดือนนี้จะเจอคนที่ใช่ไหม');
    await screenshot(page, 'guest-free-draw-form-phone.png', { fullPage: true });
    await page.getByRole('button', { name: 'เขย่าเซียมซีฟรี' }).click();
    await page.getByText('กำลังเขย่าเซียมซี… ตั้งจิตให้มั่น').waitFor();
    expect(await page.getByTestId('stick-cylinder').getAttribute('data-shaking')).toBe('true');
    const result = page.getByTestId('free-draw-result');
    await result.waitFor({ timeout: 10_000 });
    const number = await result.getByTestId('stick-number').textContent();
    expect(number).toMatch(/^ใบที่ \d+$/);
    await result.getByText('เดือนนี้จะเจอคนที่ใช่ไหม').waitFor();
    expect(await page.getByTestId('balance-chip').count()).toBe(0);
    await screenshot(page, 'guest-free-draw-result-phone.png', { fullPage: true });

    // A reload shows the same slip: one a day.
    await load(page, '/fortune/love-sticks');
    await result.waitFor();
    expect(await result.getByTestId('stick-number').textContent()).toBe(number);
    expect(await page.getByRole('button', { name: 'เขย่าเซียมซีฟรี' }).count()).toBe(0);

    // Signing in from the slip: one step, and the slip is in the account's history.
    await page.getByTestId('free-draw-sign-in').getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await loginDialog(page).waitFor();
    await signInWithCode(page, 'guest-try@example.com');
    await expectWelcomeCoins(page);
    expect(new URL(page.url()).pathname).toBe('/fortune/love-sticks');
    const history = await fetchAsPage<{
      data: { items: Array<{ kind: string; cost: number }> };
    }>(page, '/api/v1/fortune/readings/history');
    expect(history.data.items).toEqual([expect.objectContaining({ kind: 'love-sticks', cost: 0 })]);

    expect(errors.filter((e) => !/status of 40[134]/.test(e))).toEqual([]);
    await context.close();
  });

  it('signs in from a topic reading and comes back to it with the answers kept', async () => {
    const { context, page } = await journey.phone();
    await load(page, '/fortune/luck');
    await acceptPdpa(page);
    await page.getByLabel('คำถามที่อยากถาม (ไม่บังคับ)').fill('เดือนหน้าควรเปลี่ยนงานไหม');
    await page.getByRole('button', { name: 'เข้าสู่ระบบเพื่อดูดวง' }).click();
    await loginDialog(page).waitFor();
    await screenshot(page, 'guest-sign-in-from-reading-phone.png');
    await signInWithCode(page, 'guest-topic@example.com');
    await expectWelcomeCoins(page);
    expect(new URL(page.url()).pathname).toBe('/fortune/luck');
    expect(await page.getByLabel('คำถามที่อยากถาม (ไม่บังคับ)').inputValue()).toBe(
      'เดือนหน้าควรเปลี่ยนงานไหม',
    );
    await page.getByRole('button', { name: /^ดูดวงเลย · 50 เหรียญ$/ }).waitFor();
    await screenshot(page, 'guest-back-on-reading-phone.png', { fullPage: true });
    await context.close();
  });
});
