import { describe, expect, it } from 'vitest';
import { drawStick, LOVE_STICKS, STICK_ASPECTS, stickByNumber } from './love-sticks.ts';

describe('love sticks (เซียมซี)', () => {
  it('has 28 sticks numbered 1..28', () => {
    expect(LOVE_STICKS).toHaveLength(28);
    expect(LOVE_STICKS.map((s) => s.number)).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
  });

  it('fills every field', () => {
    for (const s of LOVE_STICKS) {
      expect(s.titleTh.trim()).not.toBe('');
      expect(s.titleEn.trim()).not.toBe('');
      expect(s.verseTh.length).toBeGreaterThanOrEqual(2);
      expect(s.verseTh.length).toBeLessThanOrEqual(4);
      for (const line of s.verseTh) expect(line.trim().length).toBeGreaterThan(5);
      expect(s.verseEn.length).toBeGreaterThan(40);
      expect(['ดีมาก', 'ดี', 'ปานกลาง', 'ระวัง']).toContain(s.levelTh);
      for (const a of STICK_ASPECTS) {
        expect(s.meanings[a].th.length, `${s.number} ${a}`).toBeGreaterThan(20);
        expect(s.meanings[a].en.length, `${s.number} ${a}`).toBeGreaterThan(20);
      }
    }
  });

  it('has no repeated verses, titles or meanings', () => {
    expect(new Set(LOVE_STICKS.map((s) => s.verseTh.join('\n'))).size).toBe(28);
    expect(new Set(LOVE_STICKS.map((s) => s.verseEn)).size).toBe(28);
    expect(new Set(LOVE_STICKS.map((s) => s.titleTh)).size).toBe(28);
    for (const a of STICK_ASPECTS) {
      expect(new Set(LOVE_STICKS.map((s) => s.meanings[a].th)).size).toBe(28);
    }
  });

  it('uses all four fortune levels', () => {
    expect(new Set(LOVE_STICKS.map((s) => s.level))).toEqual(
      new Set(['excellent', 'good', 'fair', 'caution']),
    );
  });

  it('draws deterministically from a seed', () => {
    expect(drawStick('session-1')).toBe(drawStick('session-1'));
    expect(stickByNumber(7).number).toBe(7);
    expect(() => stickByNumber(29)).toThrow(RangeError);
  });

  it('covers (nearly) every stick over many seeds, fairly evenly', () => {
    const counts = new Map<number, number>();
    for (let i = 0; i < 2800; i++) {
      const n = drawStick(`seed-${i}`).number;
      counts.set(n, (counts.get(n) ?? 0) + 1);
    }
    expect(counts.size).toBe(28);
    for (const c of counts.values()) {
      expect(c).toBeGreaterThan(50);
      expect(c).toBeLessThan(160);
    }
  });
});
