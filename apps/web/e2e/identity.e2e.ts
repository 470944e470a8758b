import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailability, collectErrors, launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server-process.ts';

const { available } = browserAvailability();
const screenshots = path.resolve(import.meta.dirname, '../../../artifacts');

describe.runIf(available)('identity in Chromium', () => {
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

  it('a guest accepts PDPA, signs in with an e-mailed code, and sees the profile', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'th-TH',
    });
    const page = await context.newPage();
    const errors = collectErrors(page);

    await page.goto(`${server.url}/`);
    await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 6000 });
    const pdpa = page.getByRole('dialog', { name: 'ความเป็นส่วนตัวของคุณสำคัญกับเรา' });
    await pdpa.waitFor();
    await page.screenshot({ path: path.join(screenshots, 'pdpa-modal-phone.png') });
    await pdpa.getByRole('button', { name: 'ยอมรับและเริ่มใช้งาน' }).click();
    await pdpa.waitFor({ state: 'detached' });

    await page
      .getByRole('navigation', { name: 'เมนูหลัก' })
      .getByRole('link', { name: 'โปรไฟล์' })
      .click();
    await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    const login = page.getByRole('dialog', { name: 'เข้าสู่ระบบดวงดี' });
    await login.getByLabel('อีเมล').fill('malee@example.com');
    await login.getByRole('button', { name: 'ส่งรหัสเข้าสู่ระบบ' }).click();
    await login.getByText('เราส่งรหัส 6 หลักไปที่ malee@example.com แล้ว').waitFor();
    await expect.poll(() => login.getByText(/ขอรหัสใหม่ได้ใน \d+ วินาที/).isVisible()).toBe(true);
    await page.screenshot({ path: path.join(screenshots, 'login-code-phone.png') });

    // A wrong code first: the Thai error names the tries left.
    const code = await latestCode('malee@example.com');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await login.getByLabel('รหัส 6 หลัก').fill(wrong);
    await login.getByRole('button', { name: 'ยืนยันรหัส' }).click();
    await login.getByText('รหัสไม่ถูกต้อง ลองอีกครั้ง (เหลืออีก 4 ครั้ง)').waitFor();

    await login.getByLabel('รหัส 6 หลัก').fill(code);
    await login.getByRole('button', { name: 'ยืนยันรหัส' }).click();
    await login.waitFor({ state: 'detached' });
    await page.getByText('malee@example.com').first().waitFor();
    // A new account gets its welcome coins at once, shown in the header.
    await page.getByText('ได้รับ 1000 เหรียญต้อนรับแล้ว').waitFor();
    await expect.poll(() => page.getByTestId('balance-chip').textContent()).toContain('1,000');

    await page.getByLabel('ชื่อที่แสดง').fill('มาลี ใจดี');
    await page.getByLabel('วันเกิด').fill('1995-03-14');
    await page.getByRole('button', { name: 'บันทึก' }).click();
    await page.getByText('บันทึกข้อมูลแล้ว').waitFor();
    await page.screenshot({
      path: path.join(screenshots, 'profile-signed-in-phone.png'),
      fullPage: true,
    });

    // The guest's consent came along to the account.
    const profile = await page.evaluate(async () => {
      const token = localStorage.getItem('duangdee_token');
      const res = await fetch('/api/v1/user/profile', {
        headers: { Authorization: `Bearer ${token}` },
      });
      return (await res.json()) as {
        data: { has_accepted_pdpa: boolean; display_name: string; birth_date: string };
      };
    });
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
