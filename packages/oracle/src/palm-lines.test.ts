import { describe, expect, it } from 'vitest';
import { categorizeLine, PALM_LINE_IDS, readPalm, type PalmFeatures } from './palm-lines.ts';

const line = (strength: number, length: number, curvature: number, breaks: number) => ({
  strength,
  length,
  curvature,
  breaks,
});

const strongPalm: PalmFeatures = {
  life: line(0.9, 0.9, 0.8, 0.1),
  head: line(0.8, 0.7, 0.2, 0.0),
  heart: line(0.85, 0.8, 0.7, 0.1),
  fate: line(0.7, 0.8, 0.3, 0.2),
  sun: line(0.6, 0.5, 0.6, 0.1),
  mercury: line(0.5, 0.5, 0.4, 0.2),
};

const fainterPalm: PalmFeatures = {
  life: line(0.2, 0.2, 0.2, 0.7),
  head: line(0.25, 0.3, 0.8, 0.6),
  heart: line(0.3, 0.25, 0.2, 0.8),
  fate: line(0.05, 0.1, 0.5, 0.5),
  sun: line(0.1, 0.05, 0.5, 0.5),
  mercury: { ...line(0.6, 0.6, 0.5, 0.5), presence: 0.1 },
};

describe('categorizeLine', () => {
  it('maps 0..1 numbers to categories', () => {
    expect(categorizeLine('life', line(0.1, 0.1, 0.1, 0.1))).toEqual({
      present: true,
      length: 'short',
      depth: 'faint',
      curvature: 'straight',
      broken: false,
    });
    expect(categorizeLine('head', line(0.5, 0.5, 0.6, 0.6))).toMatchObject({
      length: 'medium',
      depth: 'clear',
      curvature: 'curved',
      broken: true,
    });
    expect(categorizeLine('heart', line(0.9, 0.9, 0, 0))).toMatchObject({
      length: 'long',
      depth: 'deep',
    });
  });

  it('lets only the optional lines be absent', () => {
    expect(categorizeLine('life', line(0, 0, 0, 0)).present).toBe(true);
    expect(categorizeLine('sun', line(0, 0, 0, 0)).present).toBe(false);
    expect(categorizeLine('fate', line(0.5, 0.5, 0, 0)).present).toBe(true);
    expect(categorizeLine('mercury', { ...line(0.9, 0.9, 0, 0), presence: 0.2 }).present).toBe(
      false,
    );
  });

  it('clamps out-of-range and non-finite numbers', () => {
    expect(categorizeLine('life', line(7, -3, Number.NaN, 2))).toMatchObject({
      depth: 'deep',
      length: 'short',
      curvature: 'straight',
      broken: true,
    });
  });
});

describe('readPalm', () => {
  it('reads all six lines in Thai and English', () => {
    const r = readPalm(strongPalm, 'session-1');
    expect(r.lines.map((l) => l.id)).toEqual([...PALM_LINE_IDS]);
    for (const l of r.lines) {
      expect(l.readingTh.length).toBeGreaterThan(40);
      expect(l.readingEn.length).toBeGreaterThan(40);
    }
    expect(r.overallTh.length).toBeGreaterThan(40);
    expect(r.luckyNumbers.length).toBeGreaterThan(1);
    expect(r.luckyColoursTh.length).toBeGreaterThan(0);
  });

  it('is deterministic', () => {
    expect(readPalm(strongPalm, 'abc')).toEqual(readPalm(strongPalm, 'abc'));
  });

  it('gives different readings for different features', () => {
    const a = readPalm(strongPalm, 'same-seed');
    const b = readPalm(fainterPalm, 'same-seed');
    for (let i = 0; i < PALM_LINE_IDS.length; i++) {
      expect(a.lines[i]!.readingTh).not.toBe(b.lines[i]!.readingTh);
      expect(a.lines[i]!.category).not.toEqual(b.lines[i]!.category);
    }
    expect(a.lines[0]!.readingTh).toContain('เส้นยาวต่อเนื่อง');
    expect(b.lines[0]!.readingTh).toContain('เส้นค่อนข้างสั้น');
    expect(a.overallTh).not.toBe(b.overallTh);
  });

  it('treats missing lines kindly, following the lore', () => {
    const r = readPalm(fainterPalm, 'x');
    const fate = r.lines.find((l) => l.id === 'fate')!;
    const mercury = r.lines.find((l) => l.id === 'mercury')!;
    expect(fate.category.present).toBe(false);
    expect(fate.readingTh).toContain('ไม่ได้แปลว่าไม่มีวาสนา');
    expect(mercury.readingEn).toContain('good sign');
    expect(r.overallTh).toContain('ไม่ใช่ลางร้าย');
  });

  it('never talks about lifespan from the life line', () => {
    for (const f of [strongPalm, fainterPalm]) {
      const life = readPalm(f, 'y').lines[0]!;
      expect(life.readingTh).not.toMatch(/อายุสั้น|อายุยืน|ตายเร็ว/);
      expect(life.readingEn).not.toMatch(/die|short life|long life/i);
    }
  });
});
