import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.ts';
import { RELATIONSHIPS } from '../options.ts';
import type { ReadingResult } from './common.ts';
import { thinkingPersonReading, type ThinkingPersonInput } from './thinking-person.ts';

const iso = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
const text = (r: ReadingResult) => r.summaryTh + r.sections.map((s) => s.bodyTh).join('|');
const all = (r: ReadingResult) => `${text(r)}|${r.adviceTh}`;

const inputs: ThinkingPersonInput[] = Array.from({ length: 100 }, (_, i) => ({
  date: '2026-11-27',
  seeker: { birthDate: iso(addDays({ year: 1985, month: 1, day: 1 }, i * 41)) },
  target: { relationship: RELATIONSHIPS[i % RELATIONSHIPS.length] },
}));

describe('thinkingPersonReading', () => {
  it('gives 100 different readings for 100 different inputs', () => {
    expect(new Set(inputs.map((i) => text(thinkingPersonReading(i)))).size).toBe(100);
  });

  it('is deterministic', () => {
    expect(thinkingPersonReading(inputs[0]!)).toEqual(thinkingPersonReading(inputs[0]!));
  });

  it('works with no target at all and lists signs to watch, never a figure', () => {
    const r = thinkingPersonReading({ date: '2026-11-27' });
    expect(r.kind).toBe('thinking-person');
    expect(r.sections.map((s) => s.id)).toEqual(['intensity', 'how', 'next', 'signs', 'lucky']);
    expect(r.sections.find((s) => s.id === 'signs')!.bodyTh).toMatch(/1\. .+ 2\. .+ 3\. /);
    expect(all(r)).not.toMatch(/\d+\s*(%|เปอร์เซ็นต์)/);
  });

  it('names the person when given and answers the question first', () => {
    const r = thinkingPersonReading({
      date: '2026-11-27',
      target: { name: 'ฝน', relationship: 'exLover' },
      question: 'เขายังคิดถึงเราไหม',
    });
    expect(r.summaryTh).toContain('ฝน');
    expect(r.sections[0]!.id).toBe('answer');
    expect(r.sections[0]!.bodyTh).toContain('เขายังคิดถึงเราไหม');
  });

  it('reads the question asked: an ex getting in touch is not a secret admirer', () => {
    const read = (question: string) =>
      thinkingPersonReading({ date: '2026-11-27', question }).sections[0]!.bodyTh;
    expect(read('แฟนเก่าจะติดต่อกลับมาไหม')).toMatch(/แฟนเก่า|ติดต่อกลับ/);
    expect(read('มีใครแอบชอบเราอยู่หรือเปล่า')).toMatch(/แอบ|ชื่นชม|สนใจ/);
  });
});
