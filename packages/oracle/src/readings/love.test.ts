import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.ts';
import type { ReadingResult } from './common.ts';
import { LOVE_STATUSES, loveReading, type LoveInput } from './love.ts';

const iso = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
const text = (r: ReadingResult) => r.summaryTh + r.sections.map((s) => s.bodyTh).join('|');
const all = (r: ReadingResult) => `${text(r)}|${r.adviceTh}`;
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

const base = { date: '2026-11-25', name: 'แนน', birthDate: '1994-03-09' };

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

  it('answers the question asked, quoting it once, in its own section', () => {
    const question = 'ทะเลาะกับแฟนบ่อย จะไปต่อได้ไหม';
    const r = loveReading({ ...base, status: 'dating', question });
    expect(r.sections[0]!.id).toBe('answer');
    expect(all(r).split(question)).toHaveLength(2);
    expect(r.sections[0]!.bodyTh).toMatch(/ไปต่อได้|ทดสอบ/);
  });

  it('reads the theme the person is in: a marriage, a heartbreak', () => {
    const married = all(loveReading({ ...base, status: 'married' }));
    expect(married).toMatch(/ชีวิตคู่|บ้าน/);
    const healing = all(loveReading({ ...base, status: 'heartbroken' }));
    expect(healing).toMatch(/เยียวยา|เสียใจ|แผลใจ/);
    expect(healing).not.toMatch(/ตอบรับนัด/);
  });

  it('answers the time frame asked: next year is next year', () => {
    const r = loveReading({ ...base, status: 'dating', question: 'แฟนจะขอแต่งงานปีหน้าไหม' });
    expect(r.sections[0]!.bodyTh).toContain('ปีหน้า');
    // The year read is next year's (2570, the year of the Goat).
    expect(r.sections.find((s) => s.id === 'timing')!.bodyTh).toContain('2570');
  });

  it('reads a silence as a silence, not as being valued', () => {
    const r = loveReading({ ...base, status: 'single', question: 'เขาอ่านแต่ไม่ตอบมาสามวันแล้ว' });
    expect(all(r)).toMatch(/เงียบ|ไม่ตอบ/);
    expect(all(r)).toContain('สามวัน');
    expect(all(r)).not.toMatch(/ให้ความสำคัญกับคุณ|จดจำ/);
  });

  it('gives a decision a leaning and what to weigh', () => {
    const r = loveReading({ ...base, status: 'single', question: 'ควรบอกชอบเพื่อนสนิทไหม' });
    expect(r.sections[0]!.bodyTh).toMatch(/บอกได้|ยังไม่ใช่จังหวะ/);
    expect(r.sections[0]!.bodyTh).toContain('ชั่ง');
  });

  it('reads a single person asking about a partner as a bond not yet named', () => {
    const r = loveReading({ ...base, status: 'single', question: 'ทะเลาะกับแฟนบ่อย จะไปต่อได้ไหม' });
    expect(r.sections.find((s) => s.id === 'situation')!.bodyTh).toContain('ยังไม่ได้ตั้งชื่อ');
  });
});
