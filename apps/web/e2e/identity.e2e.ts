import { describe, expect, it } from 'vitest';
import { browserAvailability } from './browser.ts';
import {
  acceptPdpa,
  chooseDate,
  enterCode,
  expectWelcomeCoins,
  fetchAsPage,
  latestCode,
  load,
  pdpaDialog,
  requestCode,
  screenshot,
  useJourney,
} from './journey.ts';

const { available } = browserAvailability();

describe.runIf(available)('identity in Chromium', () => {
  const journey = useJourney();

  it('a guest accepts PDPA, signs in with an e-mailed code, and sees the profile', async () => {
    const { context, page, errors } = await journey.phone();

    await load(page, '/');
    await pdpaDialog(page).waitFor();
    await screenshot(page, 'pdpa-modal-phone.png');
    await acceptPdpa(page);

    await page
      .getByRole('navigation', { name: 'เมนูหลัก' })
      .getByRole('link', { name: 'โปรไฟล์' })
      .click();
    await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    const login = await requestCode(page, 'malee@example.com');
    await login.getByText('เราส่งรหัส 6 หลักไปที่ malee@example.com แล้ว').waitFor();
    await expect.poll(() => login.getByText(/ขอรหัสใหม่ได้ใน \d+ วินาที/).isVisible()).toBe(true);
    await screenshot(page, 'login-code-phone.png');

    // A wrong code first: the Thai error names the tries left.
    const code = await latestCode(journey.server.url, 'malee@example.com');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await enterCode(login, wrong);
    await login.getByText('รหัสไม่ถูกต้อง ลองอีกครั้ง (เหลืออีก 4 ครั้ง)').waitFor();

    await enterCode(login, code);
    await login.waitFor({ state: 'detached' });
    await page.getByText('malee@example.com').first().waitFor();
    // A new account gets its welcome coins at once, shown in the header.
    await expectWelcomeCoins(page);

    await page.getByLabel('ชื่อที่แสดง').fill('มาลี ใจดี');
    await chooseDate(page, 'วันเกิด', '1995-03-14');
    await page.getByRole('button', { name: 'บันทึก' }).click();
    await page.getByText('บันทึกข้อมูลแล้ว').waitFor();
    await screenshot(page, 'profile-signed-in-phone.png', { fullPage: true });

    // The guest's consent came along to the account.
    const profile = await fetchAsPage<{
      data: { has_accepted_pdpa: boolean; display_name: string; birth_date: string };
    }>(page, '/api/v1/user/profile');
    expect(profile.data).toMatchObject({
      has_accepted_pdpa: true,
      display_name: 'มาลี ใจดี',
      birth_date: '1995-03-14',
    });

    // Reload: still signed in (start-up fetch of the current user).
    await page.reload();
    await page.getByText('malee@example.com').first().waitFor({ timeout: 10_000 });

    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    await context.close();
  });
});
