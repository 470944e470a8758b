import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.ts';
import { RELATIONSHIP_TYPES } from '../options.ts';
import { ReadingInputError, type ReadingResult } from './common.ts';
import { compatibilityReading, type CompatibilityInput } from './compatibility.ts';

const iso = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
const text = (r: ReadingResult) => r.summaryTh + r.sections.map((s) => s.bodyTh).join('|');

const inputs: CompatibilityInput[] = Array.from({ length: 100 }, (_, i) => ({
  date: '2026-11-25',
  personA: { birthDate: iso(addDays({ year: 1970, month: 1, day: 1 }, i * 89)) },
  personB: { birthDate: iso(addDays({ year: 1972, month: 5, day: 5 }, i * 61)) },
  relationshipType: RELATIONSHIP_TYPES[i % RELATIONSHIP_TYPES.length],
}));

describe('compatibilityReading', () => {
  it('gives 100 different readings for 100 different inputs', () => {
    expect(new Set(inputs.map((i) => text(compatibilityReading(i)))).size).toBe(100);
  });

  it('is deterministic', () => {
    expect(compatibilityReading(inputs[11]!)).toEqual(compatibilityReading(inputs[11]!));
  });

  it('spots a ชง pair six years apart and scores it below a harmony triad', () => {
    // 1990 มะเมีย vs 1996 ชวด: clash. 1992 วอก vs 1988 มะโรง: triad. Same weekdays in both pairs
    // (1990-02-11 and 1992-02-09 are Sundays; 1996-08-18 and 1988-08-21 are Sundays too).
    const clash = compatibilityReading({
      date: '2026-11-25',
      personA: { birthDate: '1990-02-11' },
      personB: { birthDate: '1996-08-18' },
    });
    const triad = compatibilityReading({
      date: '2026-11-25',
      personA: { birthDate: '1992-02-09' },
      personB: { birthDate: '1988-08-21' },
    });
    expect(clash.pairing.animalRelation).toBe('clash');
    expect(clash.sections.find((s) => s.id === 'animals')!.bodyTh).toContain('ชงตรง');
    expect(triad.pairing.animalRelation).toBe('triad');
    expect(triad.sections.find((s) => s.id === 'animals')!.bodyTh).toContain('สามประสาน');
    expect(triad.score0to100).toBeGreaterThan(clash.score0to100 + 20);
  });

  it('reads the weekdays through ทักษา, both ways', () => {
    // Sunday (1) and Wednesday day (4) are three steps apart: ศรี for one, อุตสาหะ for the other.
    const r = compatibilityReading({
      date: '2026-11-25',
      personA: { name: 'แพร', birthDate: '1990-02-11' },
      personB: { name: 'บอส', birthDate: '1990-02-14' },
      relationshipType: 'marriage',
    });
    expect(r.pairing.weekdayPair).toBe('fortune-effort');
    expect(r.pairing.roleOfBForA).toBe('fortune');
    expect(r.pairing.roleOfAForB).toBe('diligence');
    expect(r.summaryTh).toContain('คุณแพร');
    expect(r.summaryTh).toContain('คุณบอส');
  });

  it('spells สมพงษ์ one way, as the app does (never สมพงศ์)', () => {
    const readings = inputs.map(compatibilityReading);
    expect(readings[0]!.titleTh).toBe('ดูดวงสมพงษ์');
    const all = JSON.stringify(readings);
    expect(all).toContain('สมพงษ์');
    expect(all).not.toContain('สมพงศ์');
  });

  it('needs both birth dates', () => {
    expect(() =>
      compatibilityReading({
        date: '2026-11-25',
        personA: { birthDate: '1990-01-01' },
        personB: {},
      }),
    ).toThrow(ReadingInputError);
  });

  it('reads the kind of bond: business is money and roles, family is care and boundaries', () => {
    const pair = {
      date: '2026-11-25',
      personA: { name: 'แพร', birthDate: '1990-02-11' },
      personB: { name: 'บอส', birthDate: '1992-07-14' },
    };
    const read = (relationshipType: CompatibilityInput['relationshipType']) => {
      const r = compatibilityReading({ ...pair, relationshipType });
      return `${text(r)}|${r.adviceTh}`;
    };
    expect(read('business')).toMatch(/สัญญา|บัญชี|เงิน/);
    expect(read('business')).toMatch(/บทบาท|หุ้นส่วน/);
    expect(read('family')).toMatch(/ขอบเขต|ห่วง/);
    expect(read('family')).not.toMatch(/หุ้นส่วน/);
  });

  it('gives each person their own sentences, and one when they share a day and a year', () => {
    const same = compatibilityReading({
      date: '2026-11-25',
      personA: { birthDate: '1990-02-11' },
      personB: { name: 'บอส', birthDate: '1990-02-18' },
      relationshipType: 'friendship',
    });
    const days = same.sections.find((s) => s.id === 'weekdays')!.bodyTh;
    expect(days).toContain('เหมือนกัน');
    const clauses = `${text(same)}|${same.adviceTh}`.split(/[\s|]+/).filter((x) => x.length >= 20);
    expect(clauses.filter((c, i) => clauses.indexOf(c) !== i)).toEqual([]);
  });
});
