import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailability } from './browser.ts';
import {
  acceptPdpa,
  expectWelcomeCoins,
  latestCode,
  load,
  pdpaDialog,
  screenshot,
  serverBalance,
  signInWithCode,
  useJourney,
} from './journey.ts';

const { available } = browserAvailability();
const palmPhoto = path.resolve(import.meta.dirname, 'fixtures/palm.jpg');

/** Photos the palm check turns away, drawn by the page itself on a canvas. */
async function unreadablePhoto(page: Page, kind: 'dark' | 'no-hand'): Promise<Buffer> {
  const palm = readFileSync(palmPhoto).toString('base64');
  const base64 = await page.evaluate(
    async ({ palm, kind }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 720;
      canvas.height = 960;
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no canvas');
      if (kind === 'dark') {
        // The palm photo in a dim room: the hand is there, its lines are not.
        const image = new Image();
        image.src = `data:image/jpeg;base64,${palm}`;
        await image.decode();
        ctx.filter = 'brightness(12%)';
        ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
      } else {
        // An evening sky: no hand at all.
        const sky = ctx.createLinearGradient(0, 0, 0, canvas.height);
        sky.addColorStop(0, '#3b6fb6');
        sky.addColorStop(1, '#9cc3e6');
        ctx.fillStyle = sky;
        ctx.fillRect(0, 0, canvas.width, canvas.height);
      }
      return canvas.toDataURL('image/jpeg', 0.9).split(',')[1] ?? '';
    },
    { palm, kind },
  );
  return Buffer.from(base64, 'base64');
}

/** Whether a click in the middle of `target` would land on it (nothing covers it). */
async function isUncovered(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (element === hit || element.contains(hit));
  });
}

interface Envelope<T> {
  success: boolean;
  data: T;
}

/** The API as a signed-in user, straight from the test: readings to share are made this way. */
async function apiUser(server: string, email: string) {
  const call = async <T>(method: string, address: string, body?: unknown, token?: string) => {
    const res = await fetch(`${server}/api/v1${address}`, {
      method,
      headers: {
        ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    const parsed = (await res.json()) as Envelope<T>;
    if (!parsed.success) throw new Error(`${method} ${address}: ${JSON.stringify(parsed)}`);
    return parsed.data;
  };
  const { request_id: requestId } = await call<{ request_id: string }>(
    'POST',
    '/auth/request-otp',
    { email },
  );
  const { access_token: token } = await call<{ access_token: string }>('POST', '/auth/verify-otp', {
    request_id: requestId,
    email,
    otp_code: await latestCode(server, email),
  });
  await call('POST', '/coins/grant-welcome', {}, token);
  const as = <T>(method: string, address: string, body?: unknown) =>
    call<T>(method, address, body, token);
  const poll = async <T>(address: string): Promise<T> => {
    for (let i = 0; i < 300; i++) {
      const res = await fetch(`${server}/api/v1${address}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.status === 200) return ((await res.json()) as Envelope<T>).data;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`${address} did not finish`);
  };
  return { as, poll };
}

describe.runIf(available)('palm photo check and PDPA consent in Chromium, at 390 px', () => {
  // A fake camera, so retaking with the camera can be seen too.
  const journey = useJourney({
    browserArgs: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  });

  it(
    'turns an unreadable palm photo away as it is chosen, before any coin is held',
    { timeout: 240_000 },
    async () => {
      const { context, page, errors } = await journey.phone();
      await context.grantPermissions(['camera'], { origin: journey.server.url });
      await load(page, '/fortune-telling');
      await acceptPdpa(page);
      await page.getByRole('button', { name: 'เข้าสู่ระบบเพื่อเริ่ม' }).click();
      await signInWithCode(page, 'ploy@example.com');
      await expectWelcomeCoins(page);
      await page
        .getByRole('dialog', { name: 'ยินดีต้อนรับสู่ดวงดี' })
        .waitFor({ state: 'detached', timeout: 10_000 });
      await page.getByRole('button', { name: 'เริ่มดูลายมือ' }).click();
      await page.getByRole('heading', { level: 2, name: 'ถ่ายรูปฝ่ามือ' }).waitFor();

      // A photo too dark to read: the reason in Thai at once, on the capture step.
      await page.getByLabel('เลือกรูปจากเครื่อง').setInputFiles({
        name: 'dark.jpg',
        mimeType: 'image/jpeg',
        buffer: await unreadablePhoto(page, 'dark'),
      });
      const check = page.getByTestId('palm-photo-check');
      const reason = check.getByRole('alert');
      await reason.getByText('รูปนี้ยังอ่านลายมือไม่ได้').waitFor();
      await reason.getByText(/ภาพมืดเกินไป/).waitFor();
      await check.getByRole('img', { name: 'รูปที่อ่านลายมือไม่ได้' }).waitFor();
      await page.getByRole('button', { name: 'ถ่ายใหม่' }).waitFor();
      await page.getByText('เลือกรูปใหม่', { exact: true }).waitFor();
      expect(await page.getByTestId('palm-step').textContent()).toContain('ขั้นตอนที่ 1 จาก 4');
      expect(await page.getByRole('button', { name: /ดูลายมือ · 600 เหรียญ/ }).count()).toBe(0);
      await screenshot(page, 'palm-photo-too-dark-phone.png', { fullPage: true });

      // No hand at all.
      await page.getByLabel('เลือกรูปใหม่').setInputFiles({
        name: 'sky.jpg',
        mimeType: 'image/jpeg',
        buffer: await unreadablePhoto(page, 'no-hand'),
      });
      await reason.getByText(/ไม่พบฝ่ามือในภาพ/).waitFor();
      await screenshot(page, 'palm-photo-no-hand-phone.png');

      // "ถ่ายใหม่" opens the camera; its test pattern is no hand either, and is told so too.
      await page.getByRole('button', { name: 'ถ่ายใหม่' }).click();
      const camera = page.getByTestId('palm-camera');
      await camera.getByText('วางฝ่ามือให้อยู่ในเส้นกรอบ').waitFor();
      await camera.getByRole('button', { name: 'ถ่ายรูป' }).click();
      await check.getByRole('img', { name: 'รูปที่อ่านลายมือไม่ได้' }).waitFor();
      await reason.getByText('รูปนี้ยังอ่านลายมือไม่ได้').waitFor();

      // Nothing was held or charged for any of them.
      expect(await serverBalance(page)).toBe(1000);

      // A readable palm goes on to the details, and from there to the coin consent.
      await page.getByLabel('เลือกรูปใหม่').setInputFiles(palmPhoto);
      await page.getByRole('heading', { level: 2, name: 'ตรวจรูปและข้อมูลเพิ่มเติม' }).waitFor();
      expect(await page.getByTestId('palm-photo-check').count()).toBe(0);
      await page.getByRole('button', { name: 'ดูลายมือ · 600 เหรียญ' }).click();
      const consent = page.getByRole('dialog', { name: 'ยืนยันการใช้เหรียญ' });
      await consent.getByText('600 เหรียญ').first().waitFor();
      await consent.getByRole('button', { name: 'ยกเลิก' }).click();
      expect(await serverBalance(page)).toBe(1000);

      expect(errors.filter((e) => !/status of 40[14]/.test(e))).toEqual([]);
      await context.close();
    },
  );

  it(
    'shows a shared reading first, asking consent in a sheet that hides nothing',
    { timeout: 240_000 },
    async () => {
      // Someone reads their luck and their palm, and shares both.
      const owner = await apiUser(journey.server.url, 'sharer@example.com');
      const luck = await owner.as<{ session_id: string }>('POST', '/fortune/luck/sessions', {
        focus: 'money',
      });
      await owner.as('POST', `/fortune/luck/sessions/${luck.session_id}/start`, {
        confirm_payment: true,
      });
      const luckDone = await owner.poll<{ share_token: string }>(
        `/fortune/luck/sessions/${luck.session_id}/results`,
      );
      const form = new FormData();
      form.append('file', new Blob([readFileSync(palmPhoto)], { type: 'image/jpeg' }), 'palm.jpg');
      const photo = await owner.as<{ original_path: string }>('POST', '/upload/image', form);
      const palm = await owner.as<{ session_id: string }>('POST', '/fortune/sessions', {});
      await owner.as('POST', `/fortune/sessions/${palm.session_id}/start`, {
        image_path: photo.original_path,
      });
      const palmDone = await owner.poll<{ status: string; share_token: string }>(
        `/fortune/sessions/${palm.session_id}/result`,
      );
      expect(palmDone.status).toBe('completed');

      // A first-time visitor opens the shared reading: the reading, and the consent below it.
      const visitor = await journey.phone();
      await load(visitor.page, `/fortune-results?share=${luckDone.share_token}`);
      const shared = visitor.page.getByTestId('shared-reading');
      await shared.getByRole('heading', { level: 2 }).first().waitFor();
      const sheet = pdpaDialog(visitor.page);
      await sheet.waitFor();
      expect(await sheet.getAttribute('aria-modal')).toBeNull();
      expect(await sheet.getAttribute('data-testid')).toBe('pdpa-sheet');
      // No backdrop: the heading takes a tap, and focus stayed with the page.
      expect(await isUncovered(shared.getByRole('heading', { level: 2 }).first())).toBe(true);
      expect(await sheet.evaluate((node) => node.contains(document.activeElement))).toBe(false);
      await screenshot(visitor.page, 'shared-reading-consent-sheet-phone.png');
      // Scrolled to the end, the last of the reading clears the sheet.
      const cta = shared.getByRole('link', { name: 'ดูดวงของคุณเองบ้าง' });
      await cta.scrollIntoViewIfNeeded();
      await visitor.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(await isUncovered(cta)).toBe(true);
      await screenshot(visitor.page, 'shared-reading-consent-sheet-end-phone.png');
      await screenshot(visitor.page, 'shared-reading-consent-sheet-full-phone.png', {
        fullPage: true,
      });

      // Accepted in the sheet: it goes, and is not asked again on the app's own pages.
      await acceptPdpa(visitor.page);
      await load(visitor.page, '/fortune');
      await visitor.page.getByRole('heading', { level: 1 }).waitFor();
      await visitor.page.waitForTimeout(1000);
      expect(await pdpaDialog(visitor.page).count()).toBe(0);
      expect(visitor.errors.filter((e) => !/status of 40[14]/.test(e))).toEqual([]);
      await visitor.context.close();

      // The shared palm reading, likewise.
      const palmVisitor = await journey.phone();
      await load(
        palmVisitor.page,
        `/palm-analysis?share=${palmDone.share_token}&session=${palm.session_id}`,
      );
      const palmShared = palmVisitor.page.getByTestId('palm-shared');
      await palmShared.getByTestId('palm-reading').waitFor();
      const palmSheet = pdpaDialog(palmVisitor.page);
      await palmSheet.waitFor();
      expect(await palmSheet.getAttribute('aria-modal')).toBeNull();
      expect(await isUncovered(palmShared.getByRole('heading', { level: 2 }).first())).toBe(true);
      await screenshot(palmVisitor.page, 'palm-shared-consent-sheet-phone.png');

      // Leaving the shared reading undecided: now the consent is asked before anything else.
      await palmShared.getByRole('link', { name: 'ดูลายมือของคุณเอง' }).click();
      await expect.poll(() => pdpaDialog(palmVisitor.page).getAttribute('aria-modal')).toBe('true');
      await screenshot(palmVisitor.page, 'palm-shared-then-modal-phone.png');
      await palmVisitor.context.close();
    },
  );

  it('does not ask a returning browser again after signing out', { timeout: 240_000 }, async () => {
    const { context, page, errors } = await journey.phone();
    await load(page, '/');
    await acceptPdpa(page);
    await page
      .getByRole('navigation', { name: 'เมนูหลัก' })
      .getByRole('link', { name: 'โปรไฟล์' })
      .click();
    await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await signInWithCode(page, 'kanda@example.com');
    await expectWelcomeCoins(page);
    await page
      .getByRole('dialog', { name: 'ยินดีต้อนรับสู่ดวงดี' })
      .waitFor({ state: 'detached', timeout: 10_000 });

    // Signing out starts a new guest; the consent this browser gave still stands.
    const newGuest = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/guest'));
    await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
    const guest = (await (await newGuest).json()) as Envelope<{
      guest_user: { has_accepted_pdpa: boolean };
    }>;
    expect(guest.data.guest_user.has_accepted_pdpa).toBe(true);
    await page.getByText('ออกจากระบบแล้ว').first().waitFor();
    await page.waitForTimeout(1000);
    expect(await pdpaDialog(page).count()).toBe(0);
    await screenshot(page, 'signed-out-no-pdpa-phone.png');

    // And not on the next visit either.
    await load(page, '/');
    await page.getByTestId('daily-fortune').waitFor();
    await page.waitForTimeout(1000);
    expect(await pdpaDialog(page).count()).toBe(0);

    expect(errors.filter((e) => !/status of 40[01]/.test(e))).toEqual([]);
    await context.close();
  });
});
