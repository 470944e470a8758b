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
/** Launch prices (DEFAULT_COIN_COSTS), seeded into the fresh database. */
const PHONE_COST = 60;
const STICKS_COST = 50;
const WELCOME = 1000;

describe.runIf(available)('topic readings in Chromium', () => {
  const journey = useJourney();

  it('signs in, reads a phone number and draws a เซียมซี, pays the right coins, shares a link', async () => {
    const { context, page, errors } = await journey.phone();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: journey.server.url,
    });
    // No share sheet: the link goes to the clipboard, where the test can read it.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });

    // The hub shows what each reading costs.
    await load(page, '/fortune');
    await acceptPdpa(page);
    const phoneCard = page.getByRole('link', { name: /^เบอร์มงคล/ });
    await phoneCard.getByText(`${PHONE_COST} เหรียญ`).waitFor();
    await page
      .getByRole('link', { name: /^ดูลายมือ/ })
      .getByText('600 เหรียญ')
      .waitFor();
    await screenshot(page, 'readings-hub-phone.png', { fullPage: true });

    // Signed out: the form checks the answers (in Thai) before it asks to sign in ...
    await phoneCard.click();
    await page.getByRole('heading', { level: 1, name: 'เบอร์มงคล' }).waitFor();
    expect(await page.getByTestId('pay-reading').count()).toBe(0);
    const signInToRead = page.getByRole('button', { name: 'เข้าสู่ระบบเพื่อดูดวง' });
    await signInToRead.click();
    await page.getByText('กรุณากรอกเบอร์โทรศัพท์').waitFor();
    await page.getByText('กรุณาเลือกเรื่องที่อยากรู้อย่างน้อย 1 ข้อ').waitFor();
    await screenshot(page, 'readings-phone-form-errors-phone.png', { fullPage: true });

    await page.getByLabel('เบอร์โทรศัพท์').fill('081-234-5678');
    await page.getByRole('checkbox', { name: 'การงาน', exact: true }).check();
    await page.getByRole('checkbox', { name: 'การเงินและโชคลาภ', exact: true }).check();
    await page.getByLabel('เบอร์นี้เป็น').selectOption({ label: 'เบอร์ส่วนตัว' });
    // ... then signing in is one step, back on the same reading with the answers kept.
    await signInToRead.click();
    await signInWithCode(page, 'pim@example.com');
    // The welcome bonus is claimed for a new account.
    await expectWelcomeCoins(page);
    expect(await serverBalance(page)).toBe(WELCOME);
    expect(new URL(page.url()).pathname).toBe('/fortune/phone-number');
    expect(await page.getByLabel('เบอร์โทรศัพท์').inputValue()).toBe('081-234-5678');
    const pay = page.getByRole('button', { name: `ดูดวงเลย · ${PHONE_COST} เหรียญ` });
    await pay.click();

    // Consent lists the cost.
    const consent = page.getByRole('dialog', { name: 'ยืนยันการใช้เหรียญ' });
    await consent.getByText('เบอร์มงคล').waitFor();
    expect(await consent.textContent()).toContain(`รวม ${PHONE_COST} เหรียญ`);
    await screenshot(page, 'readings-consent-phone.png');
    await consent.getByRole('button', { name: 'ยืนยัน' }).click();

    // The reading: Thai title, sections, lucky elements, share.
    await page.waitForURL(/\/fortune\/phone-number\?session=[0-9a-f-]{36}$/);
    const result = page.getByTestId('reading-result');
    await result.waitFor({ timeout: 20_000 });
    const title = await result.getByRole('heading', { level: 2 }).first().textContent();
    expect(title).toMatch(/^ความหมายเบอร์ 081-234-5678/);
    expect(await page.getByTestId('reading-summary').textContent()).toMatch(/[\u0E00-\u0E7F]/);
    await result.getByRole('heading', { name: 'การงาน', exact: true }).waitFor();
    await result.getByText('สีมงคล').waitFor();
    await expect
      .poll(() => page.getByTestId('balance-chip').textContent(), { timeout: 5000 })
      .toContain(String(WELCOME - PHONE_COST));
    expect(await serverBalance(page)).toBe(WELCOME - PHONE_COST);
    await screenshot(page, 'readings-phone-result-phone.png', { fullPage: true });

    await result.getByRole('button', { name: 'แชร์คำทำนาย' }).click();
    const sheet = page.getByRole('dialog', { name: 'แชร์ให้เพื่อน' });
    await screenshot(page, 'readings-share-sheet-phone.png');
    await sheet.getByRole('button', { name: 'คัดลอกลิงก์' }).click();
    await page.getByText('คัดลอกลิงก์แล้ว ส่งต่อให้เพื่อนได้เลย').waitFor();
    const shareUrl = await page.evaluate(() => navigator.clipboard.readText());
    expect(shareUrl).toMatch(
      new RegExp(
        `^${journey.server.url.replace(/\./g, '\\.')}/fortune-results\\?share=[\\w-]{30,}$`,
      ),
    );
    // What LINE's crawler sees at that address: the kind in the tags, never the number.
    const sharedPage = await (await fetch(shareUrl)).text();
    expect(sharedPage).toContain(
      '<meta property="og:title" content="เบอร์มงคล · คำทำนายจากดวงดี" />',
    );
    expect(sharedPage).not.toContain('081-234-5678');
    const cardUrl = /<meta property="og:image" content="([^"]+)"/.exec(sharedPage)?.[1] ?? '';
    const card = await fetch(cardUrl);
    expect(card.headers.get('content-type')).toBe('image/png');

    // เซียมซี: question, pay, the cylinder shakes, the stick is drawn.
    await load(page, '/fortune/love-sticks');
    await page.getByRole('img', { name: 'กระบอกเซียมซี' }).waitFor();
    await page.getByLabel('ตั้งคำถามในใจ (ไม่บังคับ)').fill('ความรักปีนี้จะสมหวังไหม');
    await screenshot(page, 'readings-love-sticks-form-phone.png', { fullPage: true });
    await page.getByRole('button', { name: `เขย่าเซียมซี · ${STICKS_COST} เหรียญ` }).click();
    const consent2 = page.getByRole('dialog', { name: 'ยืนยันการใช้เหรียญ' });
    await consent2.getByText('เซียมซีความรัก').waitFor();
    await consent2.getByLabel('จำการตัดสินใจนี้ ไม่ต้องถามอีก').check();
    await consent2.getByRole('button', { name: 'ยืนยัน' }).click();
    const shaking = page.getByTestId('love-sticks-shake');
    await shaking.getByText('กำลังเขย่าเซียมซี… ตั้งจิตให้มั่น').waitFor();
    expect(await shaking.getByTestId('stick-cylinder').getAttribute('data-shaking')).toBe('true');
    await screenshot(page, 'readings-love-sticks-shaking-phone.png');
    const stick = page.getByTestId('love-stick');
    await stick.waitFor({ timeout: 10_000 });
    expect(await stick.getByTestId('stick-number').textContent()).toMatch(/^ใบที่ \d+$/);
    for (const aspect of ['ความรัก', 'การงาน', 'การเงิน', 'สุขภาพ', 'การเดินทาง']) {
      await stick.getByRole('term').filter({ hasText: aspect }).waitFor();
    }
    expect((await stick.getByTestId('stick-verse').textContent())?.length).toBeGreaterThan(20);
    await page.getByText('ความรักปีนี้จะสมหวังไหม').waitFor();
    await expect
      .poll(() => page.getByTestId('balance-chip').textContent(), { timeout: 5000 })
      .toContain(String(WELCOME - PHONE_COST - STICKS_COST));
    expect(await serverBalance(page)).toBe(WELCOME - PHONE_COST - STICKS_COST);
    await screenshot(page, 'readings-love-sticks-result-phone.png', { fullPage: true });

    // History: both readings, newest first, done.
    await page
      .getByRole('navigation', { name: 'เมนูหลัก' })
      .getByRole('link', { name: 'ประวัติ' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'ประวัติการดูดวง' }).waitFor();
    const rows = page.getByTestId('history-item');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).getAttribute('data-kind')).toBe('love-sticks');
    expect(await rows.nth(1).getAttribute('data-kind')).toBe('phone-number');
    expect(await page.getByText('เสร็จแล้ว', { exact: true }).count()).toBe(2);
    await screenshot(page, 'readings-history-phone.png', { fullPage: true });

    // The same screens in the dark theme.
    await load(page, '/settings');
    await page.getByRole('radio', { name: 'มืด' }).check();
    await page
      .getByRole('navigation', { name: 'เมนูหลัก' })
      .getByRole('link', { name: 'ประวัติ' })
      .click();
    await rows.nth(1).getByRole('link').click();
    await page.waitForURL(/\/fortune-results\?kind=phone-number&session=/);
    await page.getByTestId('reading-result').waitFor();
    await screenshot(page, 'readings-phone-result-dark-phone.png', { fullPage: true });
    await page.goBack();
    await rows.nth(0).getByRole('link').click();
    await page.getByTestId('love-stick').waitFor();
    await screenshot(page, 'readings-love-sticks-result-dark-phone.png', { fullPage: true });
    await load(page, '/history');
    await rows.nth(0).waitFor();
    await screenshot(page, 'readings-history-dark-phone.png', { fullPage: true });
    await load(page, '/fortune/their-feelings');
    await page.getByRole('button', { name: 'ดูดวงเลย · 85 เหรียญ' }).click();
    await page.getByText('กรุณาเลือกสิ่งที่อยากรู้อย่างน้อย 1 ข้อ').waitFor();
    await screenshot(page, 'readings-their-feelings-form-dark-phone.png', { fullPage: true });

    expect(errors.filter((e) => !/status of 40[14]/.test(e))).toEqual([]);

    // The shared link, signed out in a fresh browser: the reading, no account.
    const { context: visitor, page: guest, errors: guestErrors } = await journey.phone();
    await load(guest, shareUrl);
    await acceptPdpa(guest);
    const shared = guest.getByTestId('shared-reading');
    await shared.waitFor();
    await shared.getByText('คำทำนายที่มีคนแชร์ให้คุณ').waitFor();
    // The reading is shared, the number it was asked about is not (it is personal data).
    expect(await shared.getByRole('heading', { level: 2 }).first().textContent()).toMatch(
      /^ความหมายเบอร์โทรศัพท์ \(/,
    );
    // No pair of the number's digits either (the date and time of the reading aside, which must
    // be there: `ดูดวงเมื่อ 2 ธันวาคม พ.ศ. 2569 เวลา 04:23 น.`).
    const readOn = /ดูดวงเมื่อ \d{1,2} \S+ พ\.ศ\. \d{4} เวลา \d{2}:\d{2} น\./;
    expect(await shared.textContent()).toMatch(readOn);
    const sharedText = (await shared.textContent())?.replace(readOn, '');
    expect(sharedText).not.toMatch(/(?<!\d)(08|81|12|23|34|45|56|67|78)(?!\d)/);
    expect(await shared.textContent()).not.toContain('081-234-5678');
    expect(await shared.textContent()).not.toContain('pim@example.com');
    expect(await guest.getByTestId('balance-chip').count()).toBe(0);
    await shared.getByRole('link', { name: 'ดูดวงของคุณเองบ้าง' }).waitFor();
    await screenshot(guest, 'readings-shared-signed-out-phone.png', { fullPage: true });
    expect(guestErrors.filter((e) => !/status of 40[14]/.test(e))).toEqual([]);

    await visitor.close();
    await context.close();
  });

  it('someone in crisis who types it into a reading gets care and the help lines, and pays nothing', async () => {
    const { context, page, errors } = await journey.phone();
    await load(page, '/fortune/career');
    await acceptPdpa(page);
    await page.getByRole('button', { name: 'เข้าสู่ระบบเพื่อดูดวง' }).click();
    await signInWithCode(page, 'care@example.com');
    await expectWelcomeCoins(page);
    await page.getByLabel('คำถามที่อยากถาม (ไม่บังคับ)').fill('ไม่รู้จะมีชีวิตอยู่ต่อไปทำไม งานก็ไม่ได้');
    const pay = page.getByRole('button', { name: /^ดูดวงเลย · \d+ เหรียญ$/ });
    if (await pay.isDisabled()) {
      // A form that needs more answers gets them (the profile has no birth date yet).
      await page.getByLabel('วันเกิด').first().fill('1990-05-17');
    }
    await pay.click();
    await page
      .getByRole('dialog', { name: 'ยืนยันการใช้เหรียญ' })
      .getByRole('button', { name: 'ยืนยัน' })
      .click();

    const result = page.getByTestId('reading-result');
    await result.waitFor({ timeout: 20_000 });
    expect(await result.textContent()).toContain('1323');
    expect(await result.textContent()).toContain('1669');
    await result.getByRole('link', { name: /โทร 1323/ }).waitFor();
    // No fortune: no lucky colours, no score, nothing to share.
    expect(await result.getByText('สีมงคล').count()).toBe(0);
    expect(await result.getByRole('button', { name: 'แชร์คำทำนาย' }).count()).toBe(0);
    expect(await serverBalance(page)).toBe(WELCOME);
    await screenshot(page, 'readings-crisis-care-phone.png', { fullPage: true });
    expect(errors.filter((e) => !/status of 40[14]/.test(e))).toEqual([]);
    await context.close();
  });
});
