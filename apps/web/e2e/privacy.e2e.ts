import { readFileSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailability } from './browser.ts';
import {
  acceptPdpa,
  expectWelcomeCoins,
  load,
  pdpaDialog,
  screenshot,
  signInWithCode,
  useJourney,
} from './journey.ts';

const { available } = browserAvailability();
const palmPhoto = path.resolve(import.meta.dirname, 'fixtures/palm.jpg');
const EMAIL = 'pdpa-rights@example.com';

/** The browser's own memory of the PDPA consent (read by the guest flow). */
async function consentCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === 'fortune_pdpaConsent')?.value;
}

describe.runIf(available)('PDPA rights of a signed-in user (390 px)', () => {
  const journey = useJourney();

  it('sees the consent on /profile, withdraws and gives it again, downloads the data, deletes the account', async () => {
    const { page, errors } = await journey.phone();

    await load(page, '/profile');
    await acceptPdpa(page);
    expect(await consentCookie(page)).toBe('true');
    await page.getByRole('main').getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await signInWithCode(page, EMAIL);
    await expectWelcomeCoins(page);

    // A palm photo of theirs, so the archive has a file in it.
    const token = await page.evaluate(() => localStorage.getItem('duangdee_token'));
    const form = new FormData();
    form.append('file', new Blob([readFileSync(palmPhoto)], { type: 'image/jpeg' }), 'palm.jpg');
    const uploaded = await fetch(`${journey.server.url}/api/v1/upload/image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);

    // The consent given as a guest came along: seen on the profile, with its date.
    const rights = page.getByTestId('privacy-rights');
    const consent = rights.getByTestId('pdpa-consent');
    await consent.getByText('ให้ความยินยอมแล้ว').waitFor();
    await consent.getByText(/^ให้ความยินยอมเมื่อ /).waitFor();
    await rights.scrollIntoViewIfNeeded();
    await screenshot(page, 'privacy-consent-given-phone.png');

    // Withdrawing says what it means first, then is recorded, and this browser forgets it.
    await consent.getByRole('button', { name: 'ถอนความยินยอม' }).click();
    const withdraw = page.getByRole('dialog', { name: 'ถอนความยินยอม?' });
    await withdraw.getByText(/ดวงดีจะถามคุณอีกครั้งก่อนใช้งาน/).waitFor();
    await screenshot(page, 'privacy-withdraw-dialog-phone.png');
    await withdraw.getByRole('button', { name: 'ยืนยันการถอนความยินยอม' }).click();
    await withdraw.waitFor({ state: 'detached' });
    await consent.getByText('ถอนความยินยอมแล้ว').waitFor();
    await consent.getByText(/^ถอนความยินยอมเมื่อ /).waitFor();
    expect(await consentCookie(page)).toBeUndefined();
    await rights.scrollIntoViewIfNeeded();
    await screenshot(page, 'privacy-consent-withdrawn-phone.png');

    // Given again, with one tap.
    await consent.getByRole('button', { name: 'ให้ความยินยอม' }).click();
    await consent.getByText('ให้ความยินยอมแล้ว').waitFor();
    expect(await consentCookie(page)).toBe('true');

    // The same on /privacy, under the policy's list of rights.
    await page.getByRole('link', { name: 'นโยบายความเป็นส่วนตัว' }).first().click();
    await page.waitForURL(/\/privacy$/);
    await page.getByTestId('privacy-rights').getByText('ให้ความยินยอมแล้ว').waitFor();
    await screenshot(page, 'privacy-page-signed-in-phone.png', { fullPage: true });

    // A copy of everything: a zip with data.json and the photo.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'ดาวน์โหลดข้อมูล (ZIP)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^duangdee-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
    const names = Object.keys(files);
    expect(names).toContain('data.json');
    expect(names.filter((n) => /^photos\/.+\.jpg$/.test(n))).toHaveLength(1);
    const data = JSON.parse(new TextDecoder().decode(files['data.json'])) as {
      profile: { email: string };
      consents: { purpose: string; granted: boolean }[];
    };
    expect(data.profile.email).toBe(EMAIL);
    expect(data.consents.filter((c) => c.purpose === 'pdpa').map((c) => c.granted)).toEqual([
      true,
      true,
      false,
      true,
    ]);

    // Deleting the account: a Thai confirmation that must be ticked, then a signed-out guest
    // who is asked for consent afresh.
    await load(page, '/profile');
    await page.getByTestId('privacy-rights').getByRole('button', { name: 'ลบบัญชี' }).click();
    const confirm = page.getByRole('dialog', { name: 'ลบบัญชีถาวร?' });
    const erase = confirm.getByRole('button', { name: 'ลบบัญชีถาวร' });
    expect(await erase.isDisabled()).toBe(true);
    await confirm.getByLabel('ฉันเข้าใจว่าการลบบัญชีนี้ย้อนกลับไม่ได้').check();
    await screenshot(page, 'privacy-delete-dialog-phone.png');
    await erase.click();
    await page.getByText('ลบบัญชีและข้อมูลของคุณแล้ว').waitFor();
    await page.getByText('คุณกำลังใช้งานแบบผู้เยี่ยมชม').waitFor();
    await pdpaDialog(page).waitFor();
    expect(await consentCookie(page)).not.toBe('true');
    await screenshot(page, 'privacy-account-deleted-phone.png');

    // The old token opens nothing of the account any more.
    const profile = await fetch(`${journey.server.url}/api/v1/user/profile`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.status).toBe(401);
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
  });
});
