import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.ts';
import type { ReadingResult } from './common.ts';
import { LUCK_FOCUSES, luckReading, type LuckInput } from './luck.ts';

const iso = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
const text = (r: ReadingResult) => r.summaryTh + r.sections.map((s) => s.bodyTh).join('|');

const inputs: LuckInput[] = Array.from({ length: 100 }, (_, i) => ({
  date: iso(addDays({ year: 2026, month: 11, day: 1 }, i % 20)),
  birthDate: iso(addDays({ year: 1960, month: 2, day: 14 }, i * 211)),
  focus: LUCK_FOCUSES[i % LUCK_FOCUSES.length],
}));

describe('luckReading', () => {
  it('gives 100 different readings for 100 different inputs', () => {
    expect(new Set(inputs.map((i) => text(luckReading(i)))).size).toBe(100);
  });

  it('is deterministic', () => {
    expect(luckReading(inputs[42]!)).toEqual(luckReading(inputs[42]!));
  });

  it('recommends the birth-day Buddha image and its chant count', () => {
    // 1996-07-03 was a Wednesday (daytime): พระปางอุ้มบาตร, 17 times.
    const r = luckReading({ date: '2026-11-24', birthDate: '1996-07-03', focus: 'money' });
    const boost = r.sections.find((s) => s.id === 'boost')!;
    expect(boost.bodyTh).toContain('พระปางอุ้มบาตร');
    expect(boost.bodyTh).toContain('17 จบ');
    expect(r.sections.find((s) => s.id === 'lucky')!.bodyTh).toMatch(
      /ไม่ใช่สำหรับการพนัน|ไม่ควรใช้เป็นเหตุผลในการเสี่ยงเงิน|ไม่ได้มีไว้เพื่อการเสี่ยงโชค/,
    );
  });

  it('reads a question about a child’s exam as the child’s study, said from the asker’s chart', () => {
    const r = luckReading({
      date: '2026-11-24',
      birthDate: '1980-01-09',
      question: 'ลูกจะสอบเข้ามหาวิทยาลัยได้ไหม',
    });
    expect(r.sections.find((s) => s.id === 'focus')!.headingTh).toBe('โชคด้านการเรียนและการสอบ');
    const overview = r.sections[0]!.bodyTh;
    expect(overview).toContain('ลูก');
    expect(overview).not.toMatch(/การงานของคุณ|เลื่อนตำแหน่ง/);
  });

  it('gives no numbers to a lottery request, and says why kindly', () => {
    const r = luckReading({ date: '2026-11-24', question: 'ขอเลขเด็ดงวดนี้หน่อย' });
    expect(r.luckyNumbers).toEqual([]);
    expect(r.sections[0]!.bodyTh).toMatch(/ไม่ได้มีไว้สำหรับการเสี่ยงโชค|ไม่ใช่เครื่องมือสำหรับเล่นหวย/);
    expect(r.sections.find((s) => s.id === 'lucky')!.headingTh).not.toContain('เลข');
  });

  it('says in the lucky section which colours to avoid and why, and what lucky numbers are for', () => {
    // 1990-05-17 was a Thursday: Saturn holds its กาลกิณี place, so purple and black.
    const r = luckReading({ date: '2026-11-24', birthDate: '1990-05-17' });
    const lucky = r.sections.find((s) => s.id === 'lucky')!.bodyTh;
    expect(lucky).toMatch(/สีม่วง/);
    expect(lucky).toMatch(/สีดำ/);
    expect(lucky).toContain('พระเสาร์');
    expect(lucky).toContain('กาลกิณี');
    expect(lucky).toMatch(/กำลังใจ/);
    expect(r.luckyColoursTh).not.toContain('สีม่วง');
    expect(r.luckyColoursTh).not.toContain('สีดำ');
  });
});
