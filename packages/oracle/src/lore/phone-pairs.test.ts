import { describe, expect, it } from 'vitest';
import {
  analyzePhoneNumber,
  classifyPair,
  DIGIT_PLANETS,
  PHONE_ASPECTS,
  sumMeaning,
} from '../phone-numerology.ts';
import {
  LUCKY_NUMBER_SCHOOL,
  OPEN_SUM,
  PAIR_GROUPS,
  PAIR_LORE,
  PLANET_GROUP_SCHOOL,
  SCHOOL_SUMS,
  TRADE_GOOD_SUMS,
  type PairGroupId,
} from './phone-pairs.ts';
import { createRng, intBetween } from '../seed.ts';

// ---------------------------------------------------------------------------------------------
// The facts, as the sources publish them (decision record 011). Written in the sources' own
// shape, group by group and list by list, so that a pair moved in the lore fails here.
// ---------------------------------------------------------------------------------------------

/**
 * The eight-group table (The Daily Mu, thedailymu.com/daily-tips/lucky-phone-number-calculator),
 * as transcribed in github.com/ntu6008111004/AETHRA-ORACLE js/engines/phone-numerology.js
 * @5d109b78: PAIR_GROUPS[*].pairs, then NEUTRAL_PAIRS ("คู่กลาง"). Pairs are numbers there: 4 is 04.
 */
const SOURCE_GROUPS: Record<PairGroupId, readonly number[]> = {
  suphamit: [24, 42, 36, 63, 45, 54],
  manka: [15, 51, 26, 62, 39, 93, 48, 84, 57, 75],
  kaset: [11, 22, 33, 44, 55, 66, 77, 88, 99],
  sawatdimongkhon: [19, 91, 37, 73],
  utsaha: [13, 31, 14, 41, 28, 82, 29, 92, 38, 83, 69, 96],
  ari: [12, 21, 17, 71, 23, 32, 47, 74, 56, 65, 68, 86, 89, 98],
  marana: [4, 40, 18, 81, 27, 72, 35, 53, 46, 64, 59, 95, 78, 87],
  kalakini: [7, 70, 16, 61, 25, 52, 34, 43, 58, 85, 67, 76, 79, 97],
};
const SOURCE_NEUTRAL = [10, 20, 30, 50, 60, 80, 90, 0, 49, 94];
/** Listed nowhere in that table; its engine reads them as "a pair with a 0, weakened". */
const SOURCE_UNLISTED = [1, 2, 3, 5, 6, 8, 9];
/** The table's tone per group: great / good / mixed / bad. */
const SOURCE_GROUP_TONES: Record<PairGroupId, 'great' | 'good' | 'mixed' | 'bad'> = {
  suphamit: 'great',
  manka: 'good',
  kaset: 'good',
  sawatdimongkhon: 'great',
  utsaha: 'mixed',
  ari: 'bad',
  marana: 'bad',
  kalakini: 'bad',
};
/** Its sums: SUM_MEANINGS, tone great/good vs bad; every other sum "ตำราไม่ได้ระบุ". */
const SOURCE_GOOD_SUMS = [15, 19, 24, 36, 41, 42, 45, 50, 51, 54, 55, 63, 91];
const SOURCE_BAD_SUMS = [13, 21, 46, 53, 59, 65, 78, 97];

/**
 * The lucky-number trade's pair table (berthongsuk.in.th "ความหมายคู่เลขศาสตร์"), as transcribed
 * in the same repository, js/data/pair-meanings.js @b4646a1b: MAINSTREAM_PAIRS, ดี / กลาง / เสีย.
 */
const TRADE_DEE = [
  5, 50, 9, 90, 11, 14, 41, 15, 51, 16, 61, 17, 71, 19, 91, 22, 23, 32, 24, 42, 25, 52, 26, 62, 29,
  92, 34, 43, 36, 63, 39, 93, 44, 45, 54, 46, 64, 47, 74, 49, 94, 55, 56, 65, 59, 95, 66, 69, 96,
  78, 87, 79, 97, 89, 98, 99,
];
const TRADE_KLANG = [1, 10, 4, 40, 27, 72, 28, 82, 35, 53, 57, 75];
const TRADE_SIA = [
  0, 2, 20, 3, 30, 6, 60, 7, 70, 8, 80, 12, 21, 13, 31, 18, 81, 33, 37, 73, 38, 83, 48, 84, 58, 85,
  67, 76, 68, 86, 77, 88,
];
/** berded.in.th's auspicious sums, as its seller app lists them (searchSumList). */
const TRADE_SUM_NAMES: Record<number, string> = {
  14: 'ผู้ยิ่งใหญ่',
  15: 'ความสุนทรี',
  19: 'ผู้เสวยสุข',
  23: 'ยอดเสน่ห์',
  24: 'สมบูรณ์สุข',
  32: 'เสน่ห์แรง',
  36: 'สื่อแห่งความรัก',
  40: 'ชอบเดินทาง',
  41: 'ความผูกพันกับต่างประเทศ',
  42: 'ดวงอุปถัมภ์',
  44: 'ฝีปากดี',
  45: 'เทพีแห่งโชค',
  46: 'การแสวงหา',
  50: 'ความกระตือรือร้น',
  51: 'ความสุขที่ได้มา',
  54: 'ดวงดาวแห่งโชค',
  55: 'เจริญก้าวหน้าและสุขสบาย',
  56: 'มีโชคเรื่องความรัก',
  59: 'ยอดแห่งรหัสชีวิต',
  60: 'มีโชคเรื่องการเงิน',
  63: 'ความรักและความสดชื่น',
  64: 'ชีวิตพบกับความสำเร็จ',
  65: 'คู่ทรัพย์คู่โชค',
};

/**
 * The digits' planets, on which every Thai source agrees: baankhunyai.com "ความหมายดาวคู่"
 * (อาทิตย์ ๑ … ราหู ๘), hora283.com "ความหมายของดาวแต่ละดวง", and the AETHRA-ORACLE tables (… เกตุ 9).
 */
const SOURCE_PLANETS = ['อาทิตย์', 'จันทร์', 'อังคาร', 'พุธ', 'พฤหัสบดี', 'ศุกร์', 'เสาร์', 'ราหู', 'เกตุ'];

const pairOf = (n: number) => String(n).padStart(2, '0');
const ALL_PAIRS = Array.from({ length: 100 }, (_, i) => pairOf(i));

function sourceGroupOf(pair: string): PairGroupId | null {
  const n = Number(pair);
  const found = (Object.keys(SOURCE_GROUPS) as PairGroupId[]).filter((g) =>
    SOURCE_GROUPS[g].includes(n),
  );
  return found[0] ?? null;
}

function tradeToneOf(pair: string): 'good' | 'neutral' | 'bad' {
  const n = Number(pair);
  if (TRADE_DEE.includes(n)) return 'good';
  if (TRADE_SIA.includes(n)) return 'bad';
  return 'neutral';
}

/** Opposite verdicts, or a verdict from the trade where the eight-group table has none. */
function sourcesDisagree(pair: string): boolean {
  const group = sourceGroupOf(pair);
  const trade = tradeToneOf(pair);
  if (group === null) return trade !== 'neutral';
  const ours = SOURCE_GROUP_TONES[group];
  return (
    ((ours === 'great' || ours === 'good') && trade === 'bad') ||
    (ours === 'bad' && trade === 'good')
  );
}

describe('the fixtures themselves', () => {
  it('place each of the 100 pairs exactly once in each source', () => {
    const groups = [...Object.values(SOURCE_GROUPS).flat(), ...SOURCE_NEUTRAL, ...SOURCE_UNLISTED];
    expect(groups).toHaveLength(100);
    expect(new Set(groups).size).toBe(100);
    const trade = [...TRADE_DEE, ...TRADE_KLANG, ...TRADE_SIA];
    expect(trade).toHaveLength(100);
    expect(new Set(trade).size).toBe(100);
  });
});

describe('pairs, checked against the eight-group table', () => {
  it.each(ALL_PAIRS)('%s is in the group the table gives it', (pair) => {
    const info = classifyPair(pair);
    expect(info.group).toBe(sourceGroupOf(pair));
    const tone = info.group ? SOURCE_GROUP_TONES[info.group] : null;
    expect(info.tone).toBe(tone === null ? 'neutral' : tone === 'great' ? 'good' : tone);
  });

  it('keeps the groups ranked as the table ranks them', () => {
    const v = (g: PairGroupId) => PAIR_GROUPS[g].value;
    expect(v('suphamit')).toBe(v('sawatdimongkhon'));
    expect(v('sawatdimongkhon')).toBeGreaterThan(v('manka'));
    expect(v('manka')).toBe(v('kaset'));
    expect(v('kaset')).toBeGreaterThan(v('utsaha'));
    expect(v('utsaha')).toBeGreaterThan(0);
    expect(v('ari')).toBeLessThan(0);
    expect(v('kalakini')).toBeLessThanOrEqual(Math.min(v('ari'), v('marana')));
  });

  it('names the school and its sources in the code', () => {
    expect(PLANET_GROUP_SCHOOL.nameTh).toContain('กลุ่มดาว 8 กลุ่ม');
    expect(PLANET_GROUP_SCHOOL.sources[0]?.url).toContain('thedailymu.com');
    expect(LUCKY_NUMBER_SCHOOL.sources.map((s) => s.url).join(' ')).toMatch(
      /berthongsuk\.in\.th.*berded\.in\.th/,
    );
    for (const s of [...PLANET_GROUP_SCHOOL.sources, ...LUCKY_NUMBER_SCHOOL.sources]) {
      expect(s.readVia.length).toBeGreaterThan(20);
    }
  });
});

describe('pairs, checked against the lucky-number trade', () => {
  it.each(ALL_PAIRS)('%s carries the trade’s view exactly where the schools disagree', (pair) => {
    const info = classifyPair(pair);
    expect(info.disputed).toBe(sourcesDisagree(pair));
    if (info.disputed) {
      expect(info.tradeTone).toBe(tradeToneOf(pair));
      expect(info.meaningTh).toContain('ตำรากลุ่มดาว 8 กลุ่ม');
      expect(info.meaningTh).toContain('ตำราความหมายรายคู่สายเบอร์มงคล');
      expect(info.meaningTh).toContain(`คู่ ${pair}`);
      expect(info.meaningTh).toContain('ไม่ฟันธง');
      expect(info.meaningEn).toContain('eight-group');
      expect(info.meaningEn).toContain('lucky-number trade');
      expect(info.meaningTh.endsWith(info.disputeTh)).toBe(true);
    } else {
      expect(info.tradeTone).toBeNull();
      expect(info.disputeTh).toBe('');
      expect(info.meaningTh).not.toContain('สายเบอร์มงคล');
    }
  });

  it('disagree on the pairs decision record 011 lists', () => {
    const disputed = Object.keys(PAIR_LORE)
      .filter((k) => PAIR_LORE[k]?.trade)
      .sort();
    expect(disputed).toEqual([
      '00', '02', '03', '05', '06', '08', '09', '16', '17', '23', '25', '33', '34', '37', '46',
      '47', '48', '49', '56', '59', '77', '78', '79', '88', '89',
    ]); // prettier-ignore
  });

  it('reads 37 as the eight-group table does, and says the trade warns of it', () => {
    const p = classifyPair('37');
    expect(p.group).toBe('sawatdimongkhon');
    expect(p.tradeTone).toBe('bad');
    expect(p.meaningTh).toMatch(/ตำรากลุ่มดาว 8 กลุ่มจัดคู่ 37 ไว้ในกลุ่มสวัสดิมงคล ส่วน.*ถือเป็นคู่ที่ควรระวัง/);
  });
});

describe('sums, checked against both schools', () => {
  it.each(Array.from({ length: 91 }, (_, i) => i))('sum %i', (sum) => {
    const m = sumMeaning(sum);
    const ours = SOURCE_GOOD_SUMS.includes(sum)
      ? 'good'
      : SOURCE_BAD_SUMS.includes(sum)
        ? 'bad'
        : 'neutral';
    expect(m.tone).toBe(ours);
    const tradeName = TRADE_SUM_NAMES[sum];
    expect(m.disputed).toBe(ours !== 'good' && tradeName !== undefined);
    if (tradeName) {
      expect(m.th).toContain(`"${tradeName}"`);
      expect(m.th).toContain('ตำราสายเบอร์มงคล');
    } else {
      expect(m.th).not.toContain('สายเบอร์มงคล');
    }
    if (ours === 'neutral') expect(m.titleTh).toBe(OPEN_SUM.titleTh);
  });

  it('hold no sum either source does not give', () => {
    expect(
      Object.keys(SCHOOL_SUMS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...SOURCE_GOOD_SUMS, ...SOURCE_BAD_SUMS].sort((a, b) => a - b));
    expect(Object.fromEntries(Object.entries(TRADE_GOOD_SUMS).map(([k, v]) => [k, v.th]))).toEqual(
      Object.fromEntries(Object.entries(TRADE_SUM_NAMES).map(([k, v]) => [k, v])),
    );
  });
});

describe('digits', () => {
  it('are the planets every source gives them', () => {
    SOURCE_PLANETS.forEach((planet, i) => {
      expect(DIGIT_PLANETS[i + 1]?.planetTh).toContain(planet);
    });
  });
});

// ---------------------------------------------------------------------------------------------
// How the lore speaks
// ---------------------------------------------------------------------------------------------

/**
 * Health, accident and death words, and promises about money or lottery numbers. Thai runs words
 * together, so ตาย is matched unless it is the end of เมตตา followed by a word (เมตตายัง).
 */
const CERTAINTY_TH =
  /อุบัติเหตุ|ผ่าตัด|เสียชีวิต|(?<!เมต)ตาย|โรค|เจ็บป่วย|ป่วย|บาดเจ็บ|มะเร็ง|หวย|ลอตเตอรี่|สลากกินแบ่ง|รวยแน่|แน่นอน|รับประกัน/;
const CERTAINTY_EN =
  /accident|surg|death|\bdie\b|dying|fatal|illness|disease|injur|\bsick|cancer|lottery|guarantee|certain|definitely|will get rich/i;

function allLoreTexts(): string[] {
  const texts: string[] = [];
  for (const lore of Object.values(PAIR_LORE)) {
    texts.push(lore.th, lore.en, lore.trade?.th ?? '', lore.trade?.en ?? '');
  }
  for (const g of Object.values(PAIR_GROUPS)) texts.push(g.descriptionTh, g.descriptionEn);
  for (const s of Object.values(SCHOOL_SUMS)) texts.push(s.titleTh, s.titleEn, s.th, s.en);
  texts.push(OPEN_SUM.th, OPEN_SUM.en);
  for (const pair of ALL_PAIRS)
    texts.push(classifyPair(pair).meaningTh, classifyPair(pair).meaningEn);
  for (let s = 0; s <= 90; s++) texts.push(sumMeaning(s).th, sumMeaning(s).en);
  return texts;
}

describe('no certainty about health, accidents, death, money or lottery numbers', () => {
  it('in any pair, group or sum text', () => {
    for (const text of allLoreTexts()) {
      expect(text).not.toMatch(CERTAINTY_TH);
      expect(text).not.toMatch(CERTAINTY_EN);
    }
  });

  it('in the readings of 300 numbers', () => {
    const rng = createRng('phone-lore-safety');
    for (let i = 0; i < 300; i++) {
      let n = ['06', '08', '09'][intBetween(rng, 0, 2)] as string;
      while (n.length < 10) n += String(intBetween(rng, 0, 9));
      const r = analyzePhoneNumber(n, { category: 'family' });
      const texts = [r.summaryTh, r.summaryEn, r.sumMeaningTh, r.sumMeaningEn];
      for (const a of PHONE_ASPECTS) texts.push(r.aspects[a].th, r.aspects[a].en);
      for (const text of texts) {
        expect(text, n).not.toMatch(CERTAINTY_TH);
        expect(text, n).not.toMatch(CERTAINTY_EN);
      }
    }
  });

  it('speaks of the มรณะ group as a tendency to haste, not a prophecy', () => {
    expect(PAIR_GROUPS.marana.descriptionTh).toContain('ใจร้อน');
    expect(PAIR_GROUPS.marana.descriptionTh).toContain('ไม่ใช่คำทำนาย');
  });
});

describe('the writing', () => {
  it('gives every pair its own Thai and English, specific to its two planets', () => {
    const th = Object.values(PAIR_LORE).map((l) => l.th);
    const en = Object.values(PAIR_LORE).map((l) => l.en);
    expect(new Set(th).size).toBe(th.length);
    expect(new Set(en).size).toBe(en.length);
    for (const [key, lore] of Object.entries(PAIR_LORE)) {
      for (const ch of new Set(key)) {
        if (ch === '0') expect(lore.th, key).toContain('ศูนย์');
        else expect(lore.th, key).toContain(SOURCE_PLANETS[Number(ch) - 1] as string);
      }
    }
  });

  it('gives every sum with a verdict its own text', () => {
    const th = Object.values(SCHOOL_SUMS).map((s) => s.th);
    expect(new Set(th).size).toBe(th.length);
  });
});
