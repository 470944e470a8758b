/**
 * Readings are about the person who asked: built from what they gave (question, situation,
 * status, birth data, the day), so two people rarely read the same paragraph, and changing one
 * answer changes the reading. Measured over generated inputs (see `testing/inputs.ts`).
 */
import { describe, expect, it } from 'vitest';
import {
  generateTopicReading,
  TOPIC_KINDS,
  type TopicInputs,
  type TopicKind,
} from '../topic-readings.ts';
import { generatedInput } from './testing/inputs.ts';
import {
  changedShare,
  paragraphs,
  sharedParagraphShare,
  thaiLetters,
  type ReadingText,
} from './testing/measure.ts';

const PEOPLE = 100;

function read<K extends TopicKind>(
  kind: K,
  input: TopicInputs[K],
): ReadingText & { luckyNumbers: number[] } {
  return generateTopicReading(kind, input) as unknown as ReadingText & { luckyNumbers: number[] };
}

const allText = (r: ReadingText) => paragraphs(r).join(' ');

describe.each(TOPIC_KINDS)('%s readings for a hundred people', (kind) => {
  const readings = Array.from({ length: PEOPLE }, (_, i) => read(kind, generatedInput(kind, i)));

  it('share at most 10% of their paragraphs (60+ Thai letters) with another person’s reading', () => {
    const { share, examples } = sharedParagraphShare(readings);
    expect(
      share,
      `${(share * 100).toFixed(1)}% shared, e.g.\n${examples.join('\n')}`,
    ).toBeLessThanOrEqual(0.1);
  });

  it('never nest brackets, and never open a section with the summary’s opening', () => {
    for (const r of readings) {
      expect(allText(r)).not.toMatch(/\([^()]*\(/);
      const opening = r.summaryTh.slice(0, 40);
      for (const s of r.sections) expect(s.bodyTh.startsWith(opening), s.id).toBe(false);
    }
  });

  it('say each thing once: no sentence of 20+ Thai letters twice in one reading', () => {
    for (const r of readings) {
      const clauses = allText(r)
        .split(/\s+/)
        .filter((x) => thaiLetters(x) >= 20);
      const twice = clauses.filter((c, i) => clauses.indexOf(c) !== i);
      expect(twice).toEqual([]);
    }
  });

  it('never put a figure on another person’s feelings', () => {
    for (const r of readings) expect(allText(r)).not.toMatch(/\d+\s*(%|เปอร์เซ็นต์)/);
  });
});

/** Inputs that differ in one answer only: the reading must change with it. */
const VARIANTS: Array<[string, TopicKind, (i: number) => [unknown, unknown]]> = [
  [
    'love: status',
    'love',
    (i) => {
      const base = generatedInput('love', i);
      return [
        { ...base, status: 'single', partner: undefined },
        { ...base, status: 'married', partner: undefined },
      ];
    },
  ],
  [
    'love: question',
    'love',
    (i) => {
      const base = generatedInput('love', i);
      return [
        { ...base, question: 'เมื่อไหร่จะเจอคนที่ใช่' },
        { ...base, question: 'ทะเลาะกับแฟนบ่อย จะไปต่อได้ไหม' },
      ];
    },
  ],
  [
    'compatibility: relationship type',
    'compatibility',
    (i) => {
      const base = generatedInput('compatibility', i);
      return [
        { ...base, relationshipType: 'romantic' },
        { ...base, relationshipType: 'business' },
      ];
    },
  ],
  [
    'career: question',
    'career',
    (i) => {
      const base = generatedInput('career', i);
      return [
        { ...base, question: 'ควรลาออกไปหางานใหม่ดีไหม' },
        { ...base, question: 'เดือนหน้าจะได้ขึ้นเงินเดือนไหม' },
      ];
    },
  ],
  [
    'finance: question',
    'finance',
    (i) => {
      const base = generatedInput('finance', i);
      return [
        { ...base, question: 'หนี้บัตรเครดิตจะหมดเมื่อไหร่' },
        { ...base, question: 'ควรซื้อคอนโดปีนี้หรือรอก่อน' },
      ];
    },
  ],
  [
    'luck: question',
    'luck',
    (i) => {
      const base = generatedInput('luck', i);
      return [
        { ...base, question: 'ช่วงนี้ไม่มีอะไรดีเลย จะดีขึ้นเมื่อไหร่' },
        { ...base, question: 'จะได้เดินทางไปต่างประเทศปีนี้ไหม' },
      ];
    },
  ],
  [
    'obstacles: question',
    'obstacles',
    (i) => {
      const base = generatedInput('obstacles', i);
      return [
        { ...base, question: 'ปัญหากับแม่สามีจะคลี่คลายไหม' },
        { ...base, question: 'หนี้สินจะหมดไหม' },
      ];
    },
  ],
  [
    'their-feelings: situation',
    'their-feelings',
    (i) => {
      const base = generatedInput('their-feelings', i);
      const ctx = base.context ?? {};
      return [
        { ...base, context: { ...ctx, specificSituation: 'เขาอ่านแต่ไม่ตอบมาสามวันแล้ว' } },
        { ...base, context: { ...ctx, specificSituation: 'คุยกันทุกคืนมาเดือนกว่าแล้ว' } },
      ];
    },
  ],
  [
    'thinking-person: question',
    'thinking-person',
    (i) => {
      const base = generatedInput('thinking-person', i);
      return [
        { ...base, question: 'แฟนเก่าจะติดต่อกลับมาไหม' },
        { ...base, question: 'มีใครแอบชอบเราอยู่หรือเปล่า' },
      ];
    },
  ],
];

describe.each(VARIANTS)('changing one answer (%s)', (_name, kind, variant) => {
  it('changes at least 30% of the reading', () => {
    for (let i = 0; i < 20; i += 1) {
      const [a, b] = variant(i);
      const share = changedShare(read(kind, a as never), read(kind, b as never));
      expect(share, `input ${i}`).toBeGreaterThanOrEqual(0.3);
    }
  });
});

describe('answers follow the question, not only the score', () => {
  const base = {
    date: '2026-11-25',
    name: 'แนน',
    birthDate: '1994-03-09',
    gender: 'female' as const,
  };

  it('a single person asking when they will meet someone is not told about a partner', () => {
    for (const date of ['2026-11-25', '2026-12-02', '2027-01-15', '2027-03-30']) {
      const text = allText(
        read('love', { ...base, date, status: 'single', question: 'เมื่อไหร่จะเจอคนที่ใช่' }),
      );
      expect(text).not.toMatch(/อีกฝ่าย|คนรักของคุณ|แฟนของคุณ|คู่ของคุณ|คู่รักของคุณ/);
      expect(text).toMatch(/เจอ|พบ|คนใหม่|คนที่ใช่/);
    }
  });

  it('a bad week is not called shining luck', () => {
    for (const date of ['2026-11-25', '2026-12-02', '2027-01-15', '2027-03-30']) {
      const r = read('luck', { ...base, date, question: 'ช่วงนี้ไม่มีอะไรดีเลย จะดีขึ้นเมื่อไหร่' });
      expect(allText(r)).not.toMatch(/ส่องแสง|รุ่งโรจน์|เฉิดฉาย|ดวงพุ่ง/);
      expect(allText(r)).toMatch(/เหนื่อย|หนัก|ไม่ง่าย|ท้อ|ผ่านไป/);
    }
  });

  it('“read but not answered for three days” is read as silence', () => {
    for (const relationship of ['crush', 'exLover', 'friend'] as const) {
      const text = allText(
        read('their-feelings', {
          date: '2026-11-25',
          target: { relationship },
          context: { specificSituation: 'เขาอ่านแต่ไม่ตอบมาสามวันแล้ว' },
          wantToKnow: ['feelings', 'advice'],
        }),
      );
      expect(text).toMatch(/เงียบ|ไม่ตอบ|ยังไม่ตอบ|ไม่ได้ตอบ/);
      expect(text).not.toMatch(/จดจำ.*ให้ความสำคัญ|ให้ความสำคัญกับคุณมาก/);
    }
  });

  it('a request for lottery numbers gets none, and a kind word that readings are not for gambling', () => {
    for (const kind of ['luck', 'finance'] as const) {
      const r = read(kind, { ...base, question: 'ขอเลขเด็ดงวดนี้หน่อย' } as never);
      expect(r.luckyNumbers, kind).toEqual([]);
      expect(allText(r), kind).toMatch(
        /ไม่ใช่.{0,30}(พนัน|หวย|เสี่ยงโชค)|ไม่ได้มีไว้.{0,20}(พนัน|หวย|เสี่ยงโชค)/,
      );
    }
  });

  it('the daily fortune stays short: at most about 900 Thai letters', () => {
    for (let i = 0; i < PEOPLE; i += 1) {
      expect(thaiLetters(allText(read('daily', generatedInput('daily', i))))).toBeLessThanOrEqual(
        950,
      );
    }
  });
});
