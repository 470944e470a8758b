import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.ts';
import { EXPERIENCE_LEVELS } from '../options.ts';
import { CAREER_OBJECTIVES, careerReading, INDUSTRIES, type CareerInput } from './career.ts';
import { ReadingInputError, type ReadingResult } from './common.ts';

const iso = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
const text = (r: ReadingResult) =>
  r.summaryTh + r.sections.map((s) => s.headingTh + s.bodyTh).join('|');

const inputs: CareerInput[] = Array.from({ length: 100 }, (_, i) => ({
  date: '2026-11-22',
  birthDate: iso(addDays({ year: 1965, month: 1, day: 1 }, i * 151)),
  experienceLevel: EXPERIENCE_LEVELS[i % EXPERIENCE_LEVELS.length],
  industry: INDUSTRIES[i % INDUSTRIES.length],
  objective: CAREER_OBJECTIVES[i % CAREER_OBJECTIVES.length],
}));

describe('careerReading', () => {
  it('gives 100 different readings for 100 different inputs', () => {
    expect(new Set(inputs.map((i) => text(careerReading(i)))).size).toBe(100);
  });

  it('varies with the question alone', () => {
    const texts = Array.from({ length: 30 }, (_, i) =>
      text(careerReading({ date: '2026-11-22', question: `คำถามที่ ${i}` })),
    );
    expect(new Set(texts).size).toBe(30);
  });

  it('is deterministic for the same inputs and day, and changes with the day', () => {
    const input = inputs[7]!;
    expect(careerReading(input)).toEqual(careerReading({ ...input }));
    expect(text(careerReading({ ...input, date: '2026-11-23' }))).not.toBe(
      text(careerReading(input)),
    );
  });

  it('returns the full structure', () => {
    const r = careerReading({
      date: '2026-11-22',
      name: 'สมชาย',
      birthDate: '1990-05-16',
      birthTime: '19:30',
      objective: 'promotion',
      question: 'จะได้เลื่อนตำแหน่งไหม',
    });
    expect(r.kind).toBe('career');
    expect(r.date).toBe('2026-11-22');
    expect(r.summaryTh).toContain('คุณสมชาย');
    expect(r.sections.map((s) => s.id)).toEqual([
      'overview',
      'strengths',
      'path',
      'timing',
      'caution',
      'lucky',
    ]);
    for (const s of r.sections) {
      expect(s.bodyTh.length).toBeGreaterThan(20);
      expect(s.bodyEn.length).toBeGreaterThan(20);
    }
    expect(r.sections[0]!.bodyTh).toContain('จะได้เลื่อนตำแหน่งไหม');
    // Born Wednesday night (Rahu); Sunday is its เดช (power) day on the ทักษา wheel.
    expect(r.sections[0]!.bodyTh).toMatch(/วันเดช|ตำแหน่งเดช|เป็นวันเดช/);
    expect(r.sections[1]!.bodyTh).toContain('วันพุธกลางคืน');
    expect(r.score0to100).toBeGreaterThanOrEqual(0);
    expect(r.score0to100).toBeLessThanOrEqual(100);
    expect(r.luckyNumbers.length).toBeGreaterThan(1);
    expect(r.luckyColoursTh.length).toBeGreaterThan(0);
    expect(r.adviceTh.length).toBeGreaterThan(10);
  });

  it('rejects bad dates and options with a typed error', () => {
    expect(() => careerReading({ date: '2026-02-30' })).toThrow(ReadingInputError);
    expect(() => careerReading({ date: '2026-11-22', birthDate: 'yesterday' })).toThrow(
      ReadingInputError,
    );
    expect(() =>
      careerReading({ date: '2026-11-22', birthDate: '1990-01-01', birthTime: '7pm' }),
    ).toThrow(ReadingInputError);
    expect(() =>
      careerReading({ date: '2026-11-22', industry: 'piracy' as CareerInput['industry'] }),
    ).toThrow(/industry/);
  });

  it('answers the question asked: its time frame, a leaning for “should I”, no lottery numbers', () => {
    const base = { date: '2026-11-22', birthDate: '1990-05-16', industry: 'technology' as const };
    const nextYear = careerReading({ ...base, question: 'ปีหน้าจะได้เลื่อนตำแหน่งไหม' });
    const overview = nextYear.sections[0]!.bodyTh;
    expect(overview).toContain('ปี 2570');
    expect(overview).toContain('เลื่อนตำแหน่ง');
    const resign = careerReading({ ...base, question: 'ควรลาออกไปหางานใหม่ดีไหม' });
    expect(resign.sections[0]!.bodyTh).toMatch(/เอนไปทาง|ก้ำกึ่ง|ดวงไม่ได้ห้าม|ดูจะเหมาะกว่า|สนับสนุนให้/);
    expect(resign.summaryTh).toContain('การลาออกไปหางานใหม่');
    const lottery = careerReading({ ...base, question: 'ขอเลขเด็ดงวดนี้หน่อย' });
    expect(lottery.luckyNumbers).toEqual([]);
  });

  it('meets a hard week with acknowledgement, not bright luck', () => {
    const r = careerReading({
      date: '2026-11-22',
      birthDate: '1988-02-02',
      question: 'งานช่วงนี้หนักมาก จะดีขึ้นเมื่อไหร่',
    });
    const text = r.summaryTh + r.sections.map((s) => s.bodyTh).join(' ');
    expect(text).toMatch(/เหนื่อย|หนัก|ไม่ง่าย|ท้อ/);
    expect(text).not.toMatch(/สว่างสดใส|ส่องแสง|รุ่งโรจน์/);
  });
});
