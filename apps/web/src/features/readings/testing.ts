import { vi } from 'vitest';
import { json, ok } from '../../test/stub-server.tsx';
import type { ReadingServices } from './types.ts';

/** Test helpers of the readings feature; the stubbed server and router are in src/test/. */

/**
 * Fake timers for polling, with the real `Date`: the API client's shared request queue keeps
 * time by `Date.now()`, and a clock pushed ahead would hold up the next test's calls.
 */
export function useFakePollTimers() {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
  });
}

export const SESSION_ID = '7d0c5a3e-2f4b-4c1e-9a6d-3b2e1f0a9c8d';
export const USER_ID = '1b7e6f0a-3c2d-4e5f-8a9b-0c1d2e3f4a5b';
export const SHARE_TOKEN = 'c2hhcmUtdG9rZW4tZm9yLXRlc3RzLW9ubHk';

export function created(kind: string, coins: number) {
  return ok(
    {
      session_id: SESSION_ID,
      user_id: USER_ID,
      created_at: new Date().toISOString(),
      status: 'created',
      estimated_completion_time: 90,
      cost: { coins_required: coins, reading_type: kind },
    },
    201,
  );
}

export function started(coins: number, status = 'processing') {
  return ok(
    {
      session_id: SESSION_ID,
      status,
      coins_deducted: coins,
      coin_cost: coins,
      reading_started: true,
      estimated_wait_time: status === 'processing' ? 90 : 0,
    },
    202,
  );
}

export const stillProcessing = () =>
  json(
    {
      success: true,
      data: { session_id: SESSION_ID, status: 'processing', is_processing: true },
      message: 'Reading still in progress',
    },
    202,
  );

/** A phone-number reading as the server sends it (snake_case). */
export function wireResult(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'phone-number',
    title_th: 'ความหมายเบอร์ 081-234-5678 (ดีมาก)',
    title_en: 'Reading of 081-234-5678 (very good)',
    summary_th: 'เบอร์นี้ส่งเสริมการงานและการเงินเป็นพิเศษ',
    summary_en: 'This number lifts work and money.',
    sections: [
      {
        id: 'career',
        heading_th: 'การงาน',
        heading_en: 'Career',
        body_th: 'งานเด่น ผู้ใหญ่เมตตา',
        body_en: 'Work shines.',
      },
      {
        id: 'wealth',
        heading_th: 'การเงิน',
        heading_en: 'Wealth',
        body_th: 'เงินไหลมาเทมา',
        body_en: 'Money flows.',
      },
    ],
    lucky_colours_th: ['เขียว', 'ทอง'],
    lucky_colours_en: ['green', 'gold'],
    lucky_numbers: [4, 5, 9],
    score0to100: 82,
    advice_th: 'ใช้เบอร์นี้ต่อได้อย่างมั่นใจ',
    advice_en: 'Keep this number.',
    ...overrides,
  };
}

export function finished(kind: string, overrides: Record<string, unknown> = {}) {
  return ok({
    session_id: SESSION_ID,
    kind,
    status: 'completed',
    result: wireResult({ kind }),
    error: null,
    completed_at: new Date().toISOString(),
    share_token: SHARE_TOKEN,
    coins_charged: 60,
    ...overrides,
  });
}

export const WIRE_STICK = {
  number: 7,
  title_th: 'ดอกบัวบาน',
  title_en: 'The lotus blooms',
  verse_th: ['บัวบานรับแสงอรุณใหม่', 'หัวใจสดใสดังฝันหวาน'],
  verse_en: 'The lotus opens to the new dawn.',
  level: 'good',
  level_th: 'ดี',
  level_en: 'Good',
  meanings: {
    love: { th: 'ความรักสดใส', en: 'Love is bright.' },
    work: { th: 'งานราบรื่น', en: 'Work is smooth.' },
    money: { th: 'เงินทองพอใช้', en: 'Enough money.' },
    health: { th: 'สุขภาพแข็งแรง', en: 'Healthy.' },
    travel: { th: 'เดินทางปลอดภัย', en: 'Safe travels.' },
  },
};

export function stickResult() {
  return wireResult({
    kind: 'love-sticks',
    title_th: 'เซียมซีใบที่ 7: ดอกบัวบาน (ดี)',
    title_en: 'Slip 7: The lotus blooms (Good)',
    summary_th: 'บัวบานรับแสงอรุณใหม่ หัวใจสดใสดังฝันหวาน',
    lucky_colours_th: undefined,
    lucky_colours_en: undefined,
    lucky_numbers: undefined,
    score0to100: undefined,
    question: 'ความรักปีนี้จะเป็นอย่างไร',
    stick: WIRE_STICK,
  });
}

/** App services as a signed-in user with coins sees them; each a spy. */
export function fakeServices(overrides: Partial<ReadingServices> = {}): ReadingServices {
  return {
    signedIn: true,
    checkingSignIn: false,
    onSignIn: vi.fn(),
    spendableCoins: vi.fn(async () => 1000),
    confirmSpend: vi.fn(async () => true),
    onInsufficientCoins: vi.fn(),
    onBalanceChanged: vi.fn(),
    costs: { 'phone-number': 60, 'their-feelings': 85, 'love-sticks': 50, career: 50 },
    ...overrides,
  };
}
