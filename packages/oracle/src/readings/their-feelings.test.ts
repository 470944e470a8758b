import { describe, expect, it } from 'vitest';
import { AGE_RANGES, KNOWN_DURATIONS, RELATIONSHIPS } from '../options.ts';
import { ReadingInputError, type ReadingResult } from './common.ts';
import {
  THEIR_FEELINGS_FOCUSES,
  theirFeelingsReading,
  WantToKnowRequiredError,
  type TheirFeelingsInput,
} from './their-feelings.ts';

const text = (r: ReadingResult) => r.summaryTh + r.sections.map((s) => s.bodyTh).join('|');
const all = (r: ReadingResult) => `${text(r)}|${r.adviceTh}`;
const NAMES = ['เจมส์', 'มายด์', 'โอ๊ต', 'แพรวา', 'ต้นข้าว', '', 'Alex', 'ภูมิ', 'ข้าวหอม', 'เอิร์ธ'];

const inputs: TheirFeelingsInput[] = Array.from({ length: 100 }, (_, i) => ({
  date: '2026-11-26',
  target: {
    name: NAMES[i % NAMES.length],
    relationship: RELATIONSHIPS[i % RELATIONSHIPS.length]!,
    ageRange: AGE_RANGES[i % AGE_RANGES.length],
    knownDuration: KNOWN_DURATIONS[(i * 7) % KNOWN_DURATIONS.length],
  },
  context: { specificSituation: `เรื่องที่ ${i}` },
  wantToKnow: [THEIR_FEELINGS_FOCUSES[i % 5]!, THEIR_FEELINGS_FOCUSES[(i + 2) % 5]!],
}));

describe('theirFeelingsReading', () => {
  it('gives 100 different readings for 100 different inputs', () => {
    expect(new Set(inputs.map((i) => text(theirFeelingsReading(i)))).size).toBe(100);
  });

  it('is deterministic', () => {
    expect(theirFeelingsReading(inputs[1]!)).toEqual(theirFeelingsReading(inputs[1]!));
  });

  it('needs at least one "want to know" choice, with a typed error', () => {
    const base = { date: '2026-11-26', target: { relationship: 'crush' as const } };
    expect(() => theirFeelingsReading({ ...base, wantToKnow: [] })).toThrow(
      WantToKnowRequiredError,
    );
    try {
      theirFeelingsReading({ ...base, wantToKnow: [] });
    } catch (e) {
      expect(e).toBeInstanceOf(ReadingInputError);
      expect((e as ReadingInputError).code).toBe('WANT_TO_KNOW_REQUIRED');
      expect((e as ReadingInputError).field).toBe('wantToKnow');
    }
  });

  it('answers exactly what was asked, in a fixed order', () => {
    const r = theirFeelingsReading({
      date: '2026-11-26',
      target: { name: 'เจมส์', relationship: 'crush', knownDuration: '1-6m' },
      wantToKnow: ['timing', 'feelings'],
    });
    expect(r.sections.map((s) => s.id)).toEqual(['connection', 'feelings', 'timing', 'lucky']);
    expect(r.summaryTh).toContain('เจมส์');
    expect(r.sections[0]!.bodyTh).toMatch(/เดือน/);
  });

  it('rejects an unknown relationship', () => {
    expect(() =>
      theirFeelingsReading({
        date: '2026-11-26',
        target: { relationship: 'boss' as TheirFeelingsInput['target']['relationship'] },
        wantToKnow: ['feelings'],
      }),
    ).toThrow(ReadingInputError);
  });

  it('reads the situation as told: a quarrel, nightly talks', () => {
    const read = (specificSituation: string) =>
      all(
        theirFeelingsReading({
          date: '2026-11-26',
          target: { relationship: 'crush' },
          context: { specificSituation },
          wantToKnow: ['feelings', 'obstacles'],
        }),
      );
    expect(read('เพิ่งทะเลาะกันเรื่องเล็ก ๆ แล้วเขาก็เงียบไป')).toMatch(/ทะเลาะ|น้อยใจ/);
    expect(read('คุยกันทุกคืนมาเดือนกว่าแล้ว')).toMatch(/สม่ำเสมอ|คุ้นเคย/);
  });

  it('puts no figure on their feelings and quotes the question once', () => {
    const question = 'เขาคิดกับเราแค่เพื่อนหรือเปล่า';
    const r = theirFeelingsReading({
      date: '2026-11-26',
      target: { relationship: 'friend' },
      context: { questionFocus: question, specificSituation: 'เราเป็นเพื่อนสนิทกันมานาน' },
      wantToKnow: ['feelings'],
    });
    expect(all(r)).not.toMatch(/\d+\s*(%|\/100|เปอร์เซ็นต์)/);
    expect(all(r).split(question)).toHaveLength(2);
  });

  it('reads a family member as family, not as a romance', () => {
    const r = theirFeelingsReading({
      date: '2026-11-26',
      target: { relationship: 'family' },
      context: { questionFocus: 'เขาคิดกับเราแค่เพื่อนหรือเปล่า' },
      wantToKnow: ['feelings'],
    });
    expect(all(r)).toContain('ครอบครัว');
    expect(all(r)).not.toMatch(/มากกว่าเพื่อน/);
  });
});
