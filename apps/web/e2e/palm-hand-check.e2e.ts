import path from 'node:path';
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
/** Rendered photos the project owns (apps/server/test/fixtures/palm-photos/README.md). */
const photos = path.resolve(import.meta.dirname, '../../server/test/fixtures/palm-photos');
const backOfHand = path.join(photos, 'back-02-type6-gingham.jpg');
/** A right palm against a pale wall. */
const rightPalm = path.join(photos, 'palm-01-type1-wall.jpg');

/** The phone's model runs in tfjs' CPU or WASM backend here (no GPU): give it time. */
const MODEL_TIMEOUT_MS = 150_000;

describe.runIf(available)('the palm photo checked on the phone, before any coin', () => {
  const journey = useJourney();

  it(
    'refuses the back of a hand on the capture step with its reason and outline; a palm shows its outline and may go on',
    { timeout: 400_000 },
    async () => {
      const { page, errors } = await journey.phone();
      await load(page, '/fortune-telling');
      await acceptPdpa(page);
      await page.getByRole('button', { name: 'เข้าสู่ระบบเพื่อเริ่ม' }).click();
      await signInWithCode(page, 'mali@example.com');
      await expectWelcomeCoins(page);
      await page
        .getByRole('dialog', { name: 'ยินดีต้อนรับสู่ดวงดี' })
        .waitFor({ state: 'detached', timeout: 10_000 });

      // The capture step asks which hand, the left chosen by default (no gender in the profile).
      await page.getByRole('button', { name: 'เริ่มดูลายมือ' }).click();
      await page.getByRole('heading', { level: 2, name: 'ถ่ายรูปฝ่ามือ' }).waitFor();
      const choice = page.getByRole('group', { name: 'รูปนี้เป็นมือข้างไหน' });
      expect(await choice.getByRole('radio', { name: 'มือซ้าย' }).isChecked()).toBe(true);
      await screenshot(page, 'palm-hand-choice-phone.png', { fullPage: true });

      // The back of a hand: refused here, with what to do and the outline of what was seen.
      await page.getByLabel('เลือกรูปจากเครื่อง').setInputFiles(backOfHand);
      const check = page.getByTestId('palm-photo-check');
      await check.getByText('รูปนี้ยังอ่านลายมือไม่ได้').waitFor({ timeout: MODEL_TIMEOUT_MS });
      await check.getByText('หลังมือ', { exact: false }).first().waitFor();
      await check.getByTestId('hand-outline').waitFor();
      // The phone's own model ran on it too, in this browser, and saw the back.
      await expect
        .poll(() => check.getAttribute('data-phone-check'), { timeout: MODEL_TIMEOUT_MS })
        .toBe('back_of_hand');
      await check.scrollIntoViewIfNeeded();
      await screenshot(page, 'palm-back-refused-phone.png');
      expect(await page.getByRole('heading', { name: 'ตรวจรูปและข้อมูลเพิ่มเติม' }).count()).toBe(0);
      expect(await page.getByRole('dialog', { name: 'ยืนยันการใช้เหรียญ' }).count()).toBe(0);
      expect(await serverBalance(page)).toBe(1000);

      // A right palm, named as such: its outline on the photo, and the way on to the details.
      // (Naming the other hand checks the refused photo again: then the new photo is chosen.)
      await choice.getByText('มือขวา', { exact: true }).click();
      const input = page.getByTestId('palm-file-input');
      await expect.poll(() => input.isEnabled(), { timeout: MODEL_TIMEOUT_MS }).toBe(true);
      await input.setInputFiles(rightPalm);
      await page
        .getByRole('heading', { level: 2, name: 'ตรวจรูปและข้อมูลเพิ่มเติม' })
        .waitFor({ timeout: MODEL_TIMEOUT_MS });
      const outline = page.getByTestId('hand-outline');
      await outline.waitFor();
      // Whichever check finished first drew it: the server's, when the phone's model is still
      // at work after the grace the wizard gives it (the unit tests pin both orders).
      expect(['phone', 'server']).toContain(await outline.getAttribute('data-source'));
      await page.getByText('เห็นฝ่ามือชัดแล้ว').waitFor();
      await screenshot(page, 'palm-outline-found-phone.png', { fullPage: true });
      expect(await page.getByRole('button', { name: 'ดูลายมือ · 600 เหรียญ' }).isEnabled()).toBe(true);
      expect(await serverBalance(page)).toBe(1000);
      expect(errors).toEqual([]);
    },
  );
});
