import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { signInErrorMessage } from './sign-in-errors.ts';

describe('signInErrorMessage', () => {
  const t = i18n.getFixedT('th');
  const failure = (status: number, code: string) => new ApiError({ message: code, status, code });

  it('says in Thai when the sign-in e-mail cannot go out, and when the address is refused', () => {
    expect(signInErrorMessage(failure(503, 'MAIL_UNAVAILABLE'), t)).toBe(
      'ตอนนี้ส่งอีเมลรหัสเข้าสู่ระบบไม่ได้ กรุณาลองใหม่อีกครั้งในอีกสักครู่',
    );
    expect(signInErrorMessage(failure(502, 'MAIL_REJECTED'), t)).toBe(
      'ระบบอีเมลไม่รับอีเมลถึงที่อยู่นี้ กรุณาตรวจสอบอีเมลหรือใช้อีเมลอื่น',
    );
  });

  it('says in Thai that a suspended account cannot sign in', () => {
    expect(signInErrorMessage(failure(403, 'ACCOUNT_SUSPENDED'), t)).toBe(
      'บัญชีนี้ถูกระงับการใช้งานชั่วคราว หากคิดว่าเป็นความผิดพลาด ติดต่อทีมงานได้ที่หน้าช่วยเหลือ',
    );
  });
});
