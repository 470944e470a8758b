import { describe, expect, it } from 'vitest';
import {
  dayContext,
  dayRoleLine,
  luckyFor,
  personContext,
  quoteQuestion,
  ReadingInputError,
  readingRng,
  yearLine,
} from './common.ts';

const draw = (kind: Parameters<typeof readingRng>[0], input: unknown) => {
  const rng = readingRng(kind, input);
  return [rng(), rng(), rng()];
};

describe('readingRng', () => {
  it('is seeded by every input field, the date and the kind — and nothing else', () => {
    const input = { date: '2026-11-22', name: 'นก', question: 'งาน', birthDate: '1990-01-01' };
    expect(draw('career', input)).toEqual(draw('career', { ...input }));
    // Key order does not matter.
    expect(draw('career', input)).toEqual(
      draw('career', { birthDate: '1990-01-01', question: 'งาน', name: 'นก', date: '2026-11-22' }),
    );
    for (const changed of [
      { ...input, date: '2026-11-23' },
      { ...input, name: 'นิด' },
      { ...input, question: 'เงิน' },
      { ...input, birthDate: '1990-01-02' },
      { ...input, extra: ['a'] },
    ]) {
      expect(draw('career', changed)).not.toEqual(draw('career', input));
    }
    expect(draw('love', input)).not.toEqual(draw('career', input));
  });
});

describe('day and person context', () => {
  it('reads the day: weekday, colours and the animal of the year', () => {
    const d = dayContext('2026-11-22');
    expect(d.weekday.id).toBe('sunday');
    expect(d.yearAnimal.yearNameTh).toBe('มะเมีย');
    expect(d.dateTh).toBe('22 พฤศจิกายน 2569');
    expect(() => dayContext('2026-13-01')).toThrow(ReadingInputError);
  });

  it('reads a person and the ทักษา role of the day for them', () => {
    const d = dayContext('2026-11-22'); // a Sunday
    const p = personContext({ name: ' นก <b> ', birthDate: '1990-05-16', birthTime: '19:30' }, d);
    expect(p.name).toBe('นก b');
    expect(p.callTh).toBe('คุณนก b');
    expect(p.weekday!.id).toBe('wednesday-night');
    expect(p.dayRole!.nameTh).toBe('เดช');
    expect(p.age).toBe(36);
    expect(dayRoleLine(p, d)!.th).toContain('"เดช"');
    const nobody = personContext(undefined, d);
    expect(nobody.callTh).toBe('คุณ');
    expect(dayRoleLine(nobody, d)).toBeNull();
    expect(yearLine(nobody, d)).toBeNull();
  });

  it('warns of ปีชง in a clashing year', () => {
    const d = dayContext('2026-06-01'); // ปีมะเมีย
    const rat = personContext({ birthDate: '1996-03-03' }, d); // ปีชวด
    expect(yearLine(rat, d)!.th).toContain('ปีชง');
    const tiger = personContext({ birthDate: '1998-03-03' }, d); // ปีขาล: same triad as มะเมีย
    expect(yearLine(tiger, d)!.th).toContain('ส่งเสริม');
  });

  it('picks lucky colours by ทักษา and never recommends an unlucky one', () => {
    const d = dayContext('2026-11-22');
    for (const birthDate of [
      '1990-05-13',
      '1990-05-14',
      '1990-05-15',
      '1990-05-16',
      '1990-05-17',
      '1990-05-18',
      '1990-05-19',
    ]) {
      const p = personContext({ birthDate }, d);
      const lucky = luckyFor(p, d, readingRng('luck', birthDate));
      expect(lucky.coloursTh.length).toBeGreaterThan(0);
      for (const c of lucky.coloursTh) expect(lucky.avoidTh).not.toContain(c);
      expect(new Set(lucky.numbers).size).toBe(lucky.numbers.length);
    }
  });

  it('quotes questions cleanly and briefly', () => {
    expect(quoteQuestion('  จะ\nรวย  ไหม <script> ')).toBe('จะ รวย ไหม script');
    expect(quoteQuestion('ก'.repeat(200))).toHaveLength(81);
    expect(quoteQuestion(undefined)).toBe('');
  });
});
