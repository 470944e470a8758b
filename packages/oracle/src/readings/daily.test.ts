import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.ts';
import { WEEKDAY_IDS } from '../weekday.ts';
import type { ReadingResult } from './common.ts';
import { DAILY_ASPECTS, dailyReading, type DailyInput } from './daily.ts';

const iso = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
const text = (r: ReadingResult) => r.summaryTh + r.sections.map((s) => s.bodyTh).join('|');

const inputs: DailyInput[] = Array.from({ length: 100 }, (_, i) => ({
  date: iso(addDays({ year: 2026, month: 1, day: 1 }, i)),
  ...(i % 2 === 0 ? { birthWeekday: WEEKDAY_IDS[i % WEEKDAY_IDS.length] } : {}),
}));

describe('dailyReading', () => {
  it('gives 100 different readings for 100 different inputs', () => {
    expect(new Set(inputs.map((i) => text(dailyReading(i)))).size).toBe(100);
  });

  it('is deterministic for the same day', () => {
    expect(dailyReading({ date: '2026-11-22' })).toEqual(dailyReading({ date: '2026-11-22' }));
  });

  it('gives the colour of the day and its lucky and unlucky colours', () => {
    const r = dailyReading({ date: '2026-11-22' });
    expect(r.weekday.id).toBe('sunday');
    expect(r.colours.colourOfDayTh).toBe('สีแดง');
    expect(r.sections[0]!.bodyTh).toContain('สีประจำวันคือสีแดง');
    expect(r.sections[0]!.bodyTh).toContain('สีฟ้า');
    expect(r.luckyColoursTh).toEqual(['สีแดง', 'สีเขียว']);
    expect(r.luckyNumbers.length).toBeGreaterThan(1);
    for (const a of DAILY_ASPECTS) {
      expect(r.aspects[a].th.length).toBeGreaterThan(10);
      expect(r.sections.some((s) => s.id === a)).toBe(true);
    }
    expect(r.dayRole).toBeNull();
  });

  it('reads the day as a ทักษา position for a birth weekday', () => {
    // For someone born on a Friday (ศุกร์ 6), the wheel runs 6 → 1: Sunday is อายุ; a Friday is
    // their own บริวาร. For Saturday-born, Wednesday is กาลกิณี.
    expect(dailyReading({ date: '2026-11-22', birthWeekday: 'friday' }).dayRole).toBe('longevity');
    expect(dailyReading({ date: '2026-11-27', birthWeekday: 'friday' }).dayRole).toBe('companions');
    const bad = dailyReading({ date: '2026-11-25', birthWeekday: 'saturday' });
    expect(bad.dayRole).toBe('misfortune');
    expect(bad.adviceTh).toContain('วันกาลกิณี');
    // A birth date works as well as a weekday.
    expect(
      dailyReading({ date: '2026-11-22', birthDate: '1990-05-16', birthTime: '19:30' }).dayRole,
    ).toBe('power');
  });
});
