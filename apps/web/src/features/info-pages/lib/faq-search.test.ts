import { describe, expect, it } from 'vitest';
import { matchesQuery } from './faq-search.ts';

describe('FAQ search', () => {
  it('finds Thai words inside the question or the answer', () => {
    expect(matchesQuery('สลิป', 'แนบสลิปโอนเงินอย่างไร', '')).toBe(true);
    expect(matchesQuery('คืนเหรียญ', 'ถ้าดูดวงไม่สำเร็จ', 'ระบบจะคืนเหรียญให้อัตโนมัติ')).toBe(true);
    expect(matchesQuery('พร้อมเพย์', 'แนบสลิปโอนเงินอย่างไร', 'เลือกไฟล์ PDF')).toBe(false);
  });

  it('ignores case, extra spaces and invisible marks; every word must appear', () => {
    expect(matchesQuery('  PROMPTPAY  ', 'PromptPay QR', '')).toBe(true);
    expect(matchesQuery('เหรียญ\u200bต้อนรับ', 'รับเหรียญต้อนรับ', '')).toBe(true);
    expect(matchesQuery('qr หมดอายุ', 'QR พร้อมเพย์หมดอายุ', '')).toBe(true);
    expect(matchesQuery('qr บัตร', 'QR พร้อมเพย์หมดอายุ', '')).toBe(false);
    expect(matchesQuery('', 'anything', '')).toBe(true);
  });
});
