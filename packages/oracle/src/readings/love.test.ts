import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.ts';
import type { ReadingResult } from './common.ts';
import { LOVE_STATUSES, loveReading, type LoveInput } from './love.ts';

const iso = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
const text = (r: ReadingResult) => r.summaryTh + r.sections.map((s) => s.bodyTh).join('|');
const NAMES = ['มิว', 'ต้น', 'แพร', 'บอส', 'นก', 'ฝน', 'เจ', 'ปอ', 'ใบเตย', 'กิ๊ก'];

const inputs: LoveInput[] = Array.from({ length: 100 }, (_, i) => ({
  date: '2026-11-23',
  name: NAMES[i % NAMES.length],
  birthDate: iso(addDays({ year: 1975, month: 6, day: 1 }, i * 113)),
  status: LOVE_STATUSES[i % LOVE_STATUSES.length],
  ...(i % 3 === 0
    ? { partner: { birthDate: iso(addDays({ year: 1980, month: 1, day: 1 }, i * 71)) } }
    : {}),
}));

describe('loveReading', () => {
  it('gives 100 different readings for 100 different inputs', () => {
    expect(new Set(inputs.map((i) => text(loveReading(i)))).size).toBe(100);
  });

  it('is deterministic', () => {
    expect(loveReading(inputs[9]!)).toEqual(loveReading(inputs[9]!));
  });

  it('reads a partner through animal years and ทักษา', () => {
    const r = loveReading({
      date: '2026-11-23',
      birthDate: '1996-07-03',
      status: 'dating',
      partner: { name: 'ต้น', birthDate: '1990-12-25' },
    });
    const partner = r.sections.find((s) => s.id === 'partner')!;
    // 1996 is ชวด and 1990 is มะเมีย: six years apart, a ชง pair.
    expect(partner.bodyTh).toContain('คู่ชง');
    expect(partner.bodyTh).toContain('ทักษา');
    expect(r.sections.find((s) => s.id === 'situation')!.headingTh).toContain('กำลังคบหา');
  });

  it('leaves out the partner section without partner data', () => {
    const r = loveReading({ date: '2026-11-23' });
    expect(r.sections.some((s) => s.id === 'partner')).toBe(false);
  });
});
