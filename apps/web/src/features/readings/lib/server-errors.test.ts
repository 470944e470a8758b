import { describe, expect, it } from 'vitest';
import { th } from '../../../i18n/th.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { payErrorKey } from './server-errors.ts';

const answered = (status: number, code: string) =>
  new ApiError({ status, code, message: `${status} ${code}` });

describe('why paying for a reading failed, as the pay step says it', () => {
  it('tells a server that is stopping or unavailable (503) to be tried again later, in Thai', () => {
    const key = payErrorKey(answered(503, 'SERVICE_UNAVAILABLE'));
    expect(key).toBe('unavailable');
    expect(th.readings.pay.errors[key]).toBe('ขณะนี้ยังเปิดให้ดูดวงด้านนี้ไม่ได้ กรุณาลองใหม่ภายหลัง');
  });

  it('keeps the other answers apart', () => {
    expect(payErrorKey(answered(429, 'RATE_LIMITED'))).toBe('tooMany');
    expect(payErrorKey(answered(401, 'AUTH_REQUIRED'))).toBe('signInAgain');
    expect(payErrorKey(answered(500, 'INTERNAL_ERROR'))).toBe('generic');
    expect(payErrorKey(new Error('not an answer'))).toBe('generic');
  });
});
