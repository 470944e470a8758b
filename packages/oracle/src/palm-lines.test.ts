import { describe, expect, it } from 'vitest';
import {
  categorizeLine,
  LINE_NOT_SEEN,
  PALM_LINE_IDS,
  PALM_LINE_TEXTS,
  palmLinePhrases,
  readPalm,
  type PalmFeatures,
  type PalmLineFeatures,
  type PalmReading,
} from './palm-lines.ts';
import { seenLine } from './palm-lines-testing.ts';

const seen = seenLine;

const notFound: PalmLineFeatures = {
  strength: 0,
  length: 0,
  curvature: 0,
  breaks: 0,
  presence: 0,
  coverage: 0,
  breakCount: 0,
  forkStart: 0,
  forkEnd: 0,
  direction: 0,
};

/** Long, deep, wide-sweeping lines with forks. */
const boldPalm: PalmFeatures = {
  life: seen(0.9, 0.92, { curvature: 0.8, direction: 0.7, forkEnd: 0.8 }),
  head: seen(0.8, 0.75, { direction: 0.6, forkEnd: 0.9 }),
  heart: seen(0.85, 0.8, { curvature: 0.7, direction: 0.5 }),
  fate: seen(0.7, 0.8, { direction: 0.5 }),
  sun: seen(0.6, 0.55, { curvature: 0.6 }),
  mercury: seen(0.55, 0.5, { curvature: 0.7 }),
};

/** Short, fine lines leaning the other way, one real break, one line seen only in patches. */
const finePalm: PalmFeatures = {
  life: seen(0.25, 0.3, { direction: -0.6, breakCount: 1, coverage: 0.88 }),
  head: seen(0.3, 0.2, { direction: -0.5, coverage: 0.5, breaks: 0.9, breakCount: 0 }),
  heart: seen(0.28, 0.25, { direction: -0.6, curvature: 0.1 }),
  fate: seen(0.3, 0.25, { direction: -0.6, breakCount: 2, coverage: 0.8 }),
  sun: seen(0.25, 0.2, { curvature: 0.1 }),
  mercury: seen(0.3, 0.2, { curvature: 0.1, breakCount: 1, coverage: 0.85 }),
};

/** What the photo analysis gives when it finds no crease anywhere. */
const blankPalm: PalmFeatures = {
  life: notFound,
  head: notFound,
  heart: notFound,
  fate: notFound,
  sun: notFound,
  mercury: notFound,
};

/** Thai text in overlapping pieces of 8 characters (Thai has no spaces between words). */
function shingles(text: string, size = 8): Set<string> {
  const clean = text.replace(/\s+/g, ' ');
  const out = new Set<string>();
  for (let i = 0; i + size <= clean.length; i++) out.add(clean.slice(i, i + size));
  return out;
}

/** Share of `a`'s line-section text that also appears in `b`'s, per line, averaged. */
function sharedLineText(a: PalmReading, b: PalmReading, lang: 'th' | 'en'): number {
  const shares = a.lines.map((line, i) => {
    const own = shingles(lang === 'th' ? line.readingTh : line.readingEn);
    const other = shingles(lang === 'th' ? b.lines[i]!.readingTh : b.lines[i]!.readingEn);
    let shared = 0;
    for (const s of own) if (other.has(s)) shared++;
    return shared / Math.max(1, own.size);
  });
  return shares.reduce((s, x) => s + x, 0) / shares.length;
}

const HEALTH_TH = /สุขภาพ|โรค|เจ็บป่วย|ป่วย|แพทย์|ร่างกาย|อาการ|ตรวจสุขภาพ/;
const HEALTH_EN = /health|illness|disease|sick|doctor|medical|check-?up|body|symptom/i;

describe('categorizeLine', () => {
  it('maps the measured numbers to categories', () => {
    expect(categorizeLine('life', seen(0.1, 0.1))).toEqual({
      present: true,
      coverage: 'whole',
      length: 'short',
      depth: 'faint',
      curvature: 'straight',
      lean: 'typical',
      fork: 'none',
      breakCount: 0,
      broken: false,
    });
    expect(
      categorizeLine('head', seen(0.5, 0.5, { curvature: 0.6, direction: 0.5, forkEnd: 0.7 })),
    ).toMatchObject({
      length: 'medium',
      depth: 'clear',
      curvature: 'curved',
      lean: 'high',
      fork: 'end',
    });
    expect(
      categorizeLine('heart', seen(0.9, 0.9, { direction: -0.4, forkStart: 0.6 })),
    ).toMatchObject({
      length: 'long',
      depth: 'deep',
      lean: 'low',
      fork: 'start',
    });
  });

  it('lets any line, the main three included, be unseen', () => {
    for (const id of PALM_LINE_IDS) expect(categorizeLine(id, notFound).present).toBe(false);
    expect(categorizeLine('life', seen(0.9, 0.9, { presence: 0.2 })).present).toBe(false);
    // Without a presence figure: seen when deep and long enough.
    const { presence: _unused, ...noPresence } = seen(0.5, 0.5);
    expect(categorizeLine('fate', noPresence).present).toBe(true);
    expect(categorizeLine('life', { ...noPresence, strength: 0.1 }).present).toBe(false);
  });

  it('counts a break only where a well-seen line stops and starts again', () => {
    expect(categorizeLine('heart', seen(0.6, 0.8, { breakCount: 1, coverage: 0.9 }))).toMatchObject(
      { broken: true, breakCount: 1, coverage: 'whole' },
    );
    // Seen only in patches: gaps in the trace are not breaks, whatever the gap share says.
    expect(
      categorizeLine('heart', seen(0.6, 0.8, { breaks: 1, coverage: 0.4, breakCount: 2 })),
    ).toMatchObject({ broken: false, breakCount: 0, coverage: 'patchy' });
    // The old gap share alone is never a break.
    expect(
      categorizeLine('heart', { ...seen(0.6, 0.8), breaks: 0.9, coverage: undefined }),
    ).toMatchObject({
      broken: false,
      coverage: 'patchy',
    });
  });

  it('clamps out-of-range and non-finite numbers', () => {
    expect(
      categorizeLine('life', {
        strength: 7,
        length: -3,
        curvature: Number.NaN,
        breaks: 2,
        presence: 1,
        direction: Number.NaN,
      }),
    ).toMatchObject({ depth: 'deep', length: 'short', curvature: 'straight', lean: 'typical' });
  });
});

describe('readPalm', () => {
  it('reads all six lines in Thai and English, by their Thai names', () => {
    const r = readPalm(boldPalm, 'session-1');
    expect(r.lines.map((l) => l.id)).toEqual([...PALM_LINE_IDS]);
    expect(r.lines.map((l) => l.nameTh)).toEqual([
      'เส้นชีวิต',
      'เส้นสมอง',
      'เส้นใจ',
      'เส้นวาสนา',
      'เส้นอาทิตย์',
      'เส้นพุธ',
    ]);
    for (const l of r.lines) {
      expect(l.readingTh.length).toBeGreaterThan(120);
      expect(l.readingEn.length).toBeGreaterThan(120);
      expect(l.readingTh).toContain(l.nameTh);
    }
    expect(r.overallTh).toMatch(/^[\u0E00-\u0E7F]/);
    expect(r.luckyNumbers.length).toBeGreaterThan(1);
    expect(r.luckyColoursTh.length).toBeGreaterThan(0);
  });

  it('is deterministic', () => {
    expect(readPalm(boldPalm, 'abc')).toEqual(readPalm(boldPalm, 'abc'));
  });

  it('describes each line from its measurements: length, depth, lean, forks and breaks', () => {
    const bold = readPalm(boldPalm, 's');
    const fine = readPalm(finePalm, 's');
    const life = (r: PalmReading) => r.lines[0]!.readingTh;
    expect(life(bold)).toContain('ยาวตลอดแนวโค้งรอบโคนนิ้วโป้งจนถึงข้อมือ');
    expect(life(bold)).toContain('ลายลึกและคมเข้ม');
    expect(life(bold)).toContain('โค้งกว้างออกมากลางฝ่ามือ');
    expect(life(bold)).toContain(PALM_LINE_TEXTS.life.forkEnd.th);
    expect(life(fine)).toContain('ค่อนข้างสั้น ยาวราวหนึ่งในสามของแนวโค้งรอบโคนนิ้วโป้ง');
    expect(life(fine)).toContain('โค้งแนบชิดโคนนิ้วโป้ง');
    expect(life(fine)).toContain(PALM_LINE_TEXTS.life.breakOnce.th);
    expect(bold.lines[1]!.readingTh).toContain(PALM_LINE_TEXTS.head.forkEnd.th);
    expect(bold.lines[1]!.readingTh).toContain('ลาดลงไปทางเนินจันทร์');
    expect(fine.lines[3]!.readingTh).toContain(PALM_LINE_TEXTS.fate.breakOften.th);
    // A short life line is never read as a short life.
    for (const r of [bold, fine]) {
      expect(life(r)).not.toMatch(/อายุสั้น|อายุยืน|ตายเร็ว|อายุขัย/);
      expect(r.lines[0]!.readingEn).not.toMatch(/\bdie\b|(short|long) life(?! line)|lifespan/i);
    }
  });

  it('does not read a line seen only in patches as broken', () => {
    const head = readPalm(finePalm, 's').lines[1]!;
    expect(head.category).toMatchObject({ coverage: 'patchy', broken: false });
    expect(head.readingTh).not.toContain(PALM_LINE_TEXTS.head.breakOnce.th);
    expect(head.readingTh).not.toContain(PALM_LINE_TEXTS.head.breakOften.th);
    expect(head.readingTh).toMatch(/เป็นช่วง ๆ|ไม่ครบทั้งเส้น/);
    expect(head.readingEn).toMatch(/in stretches|Not all of this line/);
  });

  it('says plainly when the photo showed no life, head or heart line, and describes none', () => {
    const r = readPalm(blankPalm, 'nothing');
    expect(r.dominantLine).toBeNull();
    expect(r.luckyNumbers).toEqual([]);
    expect(r.overallTh).toContain('ยังไม่เห็นเส้นลายมือชัด');
    for (const line of r.lines) {
      expect(line.category.present).toBe(false);
      expect(line.score).toBe(0);
      expect(line.readingTh).toContain(LINE_NOT_SEEN.th);
      expect(line.readingEn).toContain(LINE_NOT_SEEN.en);
      // What would make it visible.
      expect(line.readingTh).toMatch(/แสงสว่าง/);
      expect(line.readingTh).toMatch(/โฟกัส/);
      expect(line.readingTh).toMatch(/กางนิ้ว/);
      // No description of a line that was not seen: no length, depth, lean or meaning.
      for (const phrase of palmLinePhrases(line.id)) {
        if (phrase === PALM_LINE_TEXTS[line.id].missing) continue;
        expect(line.readingTh).not.toContain(phrase.th);
      }
      expect(line.readingTh).not.toMatch(/ยาว|สั้น|ลึก|บาง|โค้ง|ขาด/);
    }
  });

  it('reads the lines that show when only the main three are missing', () => {
    const r = readPalm({ ...boldPalm, life: notFound, head: notFound, heart: notFound }, 'x');
    expect(r.dominantLine).not.toBeNull();
    expect(['life', 'head', 'heart']).not.toContain(r.dominantLine);
    expect(r.overallTh).toContain('ยังไม่เห็นเส้นชีวิต เส้นสมอง เส้นใจชัด');
    expect(r.lines[0]!.readingTh.startsWith(LINE_NOT_SEEN.th)).toBe(true);
  });

  it('gives two different palms clearly different line sections (under 30% shared)', () => {
    for (const [a, b] of [
      [boldPalm, finePalm],
      [finePalm, boldPalm],
    ] as const) {
      for (const seed of ['same-seed', 'other-seed']) {
        const ra = readPalm(a, seed);
        const rb = readPalm(b, seed);
        expect(sharedLineText(ra, rb, 'th')).toBeLessThan(0.3);
        expect(sharedLineText(ra, rb, 'en')).toBeLessThan(0.3);
      }
    }
  });

  it('reads a palm differently when only some measurements differ', () => {
    // Same palm, but the life and head lines measured longer, deeper and leaning the other way.
    const moved: PalmFeatures = {
      ...finePalm,
      life: seen(0.75, 0.7, { direction: 0.5 }),
      head: seen(0.7, 0.9, { direction: 0.6 }),
    };
    const a = readPalm(finePalm, 'seed');
    const b = readPalm(moved, 'seed');
    for (const i of [0, 1]) {
      const own = shingles(a.lines[i]!.readingTh);
      const other = shingles(b.lines[i]!.readingTh);
      const shared = [...own].filter((s) => other.has(s)).length / own.size;
      expect(shared).toBeLessThan(0.3);
    }
  });

  it('never speaks of health from any line, seen or not', () => {
    const palms = [boldPalm, finePalm, blankPalm, { ...boldPalm, mercury: notFound }];
    for (const palm of palms) {
      for (const seed of ['a', 'b', 'c', 'd']) {
        const r = readPalm(palm, seed);
        for (const line of r.lines) {
          expect(line.readingTh).not.toMatch(HEALTH_TH);
          expect(line.readingEn).not.toMatch(HEALTH_EN);
        }
        expect(r.overallTh).not.toMatch(HEALTH_TH);
        expect(r.overallEn).not.toMatch(HEALTH_EN);
      }
    }
    // Every sentence any line can say, too.
    for (const id of PALM_LINE_IDS) {
      for (const phrase of palmLinePhrases(id)) {
        expect(phrase.th).not.toMatch(HEALTH_TH);
        expect(phrase.en).not.toMatch(HEALTH_EN);
      }
    }
  });

  it('treats a missing fate, Sun or Mercury line kindly, as a maybe', () => {
    const r = readPalm({ ...boldPalm, fate: notFound, mercury: notFound }, 'x');
    const fate = r.lines.find((l) => l.id === 'fate')!;
    const mercury = r.lines.find((l) => l.id === 'mercury')!;
    expect(fate.readingTh).toContain('ไม่ได้แปลว่าไม่มีวาสนา');
    expect(fate.readingTh).toContain('อาจเป็นเพราะภาพ');
    expect(mercury.readingTh).toContain(PALM_LINE_TEXTS.mercury.missing!.th);
    expect(r.overallTh).toContain('ไม่ใช่ลางร้าย');
  });
});
