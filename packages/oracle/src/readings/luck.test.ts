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
    expect(r.sections.find((s) => s.id === 'lucky')!.bodyTh).toContain(
      'ไม่ควรใช้เป็นเหตุผลในการเสี่ยงเงิน',
    );
  });
});
