import { describe, expect, it } from 'vitest';
import {
  analyzePhoneNumber,
  classifyPair,
  formatThaiPhone,
  PAIR_GROUPS,
  PAIR_TABLE,
  pairScoreValue,
  pairWeight,
  PHONE_ASPECTS,
  PHONE_VALIDATION_KEYS,
  PHONE_VALIDATION_MESSAGES,
  PHONE_VALIDATION_MESSAGES_TH,
  PhoneNumberError,
  sumMeaning,
  validatePhoneNumber,
} from './phone-numerology.ts';
import { createRng, intBetween } from './seed.ts';

// Every pair and sum is checked against its sources in lore/phone-pairs.test.ts.
describe('pair table', () => {
  it('has all 100 pairs, symmetric, with texts', () => {
    expect(Object.keys(PAIR_TABLE)).toHaveLength(100);
    for (let a = 0; a <= 9; a++) {
      for (let b = 0; b <= 9; b++) {
        const ab = classifyPair(`${a}${b}`);
        const ba = classifyPair(`${b}${a}`);
        expect(ab.group).toBe(ba.group);
        expect(ab.disputed).toBe(ba.disputed);
        expect(ab.tone).toBe(ab.group ? PAIR_GROUPS[ab.group].tone : 'neutral');
        expect(ab.weakened).toBe(a === 0 || b === 0);
        expect(ab.meaningTh.length).toBeGreaterThan(20);
        expect(ab.meaningEn.length).toBeGreaterThan(20);
      }
    }
  });

  it('classifies well-known pairs as the eight-group table does', () => {
    expect(classifyPair('24').group).toBe('suphamit');
    expect(classifyPair('42').group).toBe('suphamit');
    expect(classifyPair('19').group).toBe('sawatdimongkhon');
    expect(classifyPair('15').group).toBe('manka');
    expect(classifyPair('88').group).toBe('kaset');
    expect(classifyPair('13').group).toBe('utsaha');
    expect(classifyPair('56').group).toBe('ari');
    expect(classifyPair('18').group).toBe('marana');
    expect(classifyPair('67').group).toBe('kalakini');
    expect(classifyPair('49')).toMatchObject({ group: null, tone: 'neutral', disputed: true });
    expect(classifyPair('05')).toMatchObject({ group: null, weakened: true, tradeTone: 'good' });
    expect(classifyPair('07')).toMatchObject({
      group: 'kalakini',
      weakened: true,
      disputed: false,
    });
  });

  it('scores a disputed pair halfway between the schools', () => {
    expect(pairScoreValue(classifyPair('24'))).toBe(PAIR_GROUPS.suphamit.value);
    expect(pairScoreValue(classifyPair('56'))).toBeCloseTo((PAIR_GROUPS.ari.value + 0.8) / 2);
    expect(pairScoreValue(classifyPair('37'))).toBeCloseTo(
      (PAIR_GROUPS.sawatdimongkhon.value - 0.8) / 2,
    );
    expect(pairScoreValue(classifyPair('07'))).toBeCloseTo(PAIR_GROUPS.kalakini.value / 2);
  });

  it('uses every one of the eight groups', () => {
    const groups = new Set(Object.values(PAIR_TABLE).map((p) => p.group));
    expect(groups).toEqual(new Set([...Object.keys(PAIR_GROUPS), null]));
  });

  it('rejects things that are not pairs', () => {
    expect(() => classifyPair('1')).toThrow(RangeError);
    expect(() => classifyPair('ab')).toThrow(RangeError);
  });
});

describe('sums', () => {
  it('gives every sum from 0 to 90 a meaning, and no other', () => {
    for (let s = 0; s <= 90; s++) expect(sumMeaning(s).th.length, `sum ${s}`).toBeGreaterThan(20);
    expect(() => sumMeaning(91)).toThrow(RangeError);
    expect(() => sumMeaning(-1)).toThrow(RangeError);
  });

  it('names both schools where they disagree on a sum', () => {
    const m = sumMeaning(46);
    expect(m).toMatchObject({ tone: 'bad', disputed: true });
    expect(m.th).toContain('"การแสวงหา"');
    expect(m.th).toContain('ไม่ฟันธง');
    expect(sumMeaning(41)).toMatchObject({ tone: 'good', disputed: false });
  });
});

describe('validatePhoneNumber', () => {
  it('exports the spec messages by key, in English and Thai', () => {
    expect(PHONE_VALIDATION_MESSAGES.required).toBe('Phone number is required');
    for (const key of PHONE_VALIDATION_KEYS) {
      expect(PHONE_VALIDATION_MESSAGES[key].length).toBeGreaterThan(5);
      expect(PHONE_VALIDATION_MESSAGES_TH[key].length).toBeGreaterThan(5);
    }
  });

  it.each([
    [undefined, 'required'],
    ['', 'required'],
    ['   ', 'required'],
    ['081-234', 'tooShort'],
    ['021234567', 'tooShort'],
    ['0812345678901234', 'tooLong'],
    ['08l2345678', 'invalidFormat'],
    ['081+2345678', 'invalidFormat'],
    ['---', 'invalidFormat'],
    ['1234567890', 'notRealNumber'],
    ['0112345678', 'notRealNumber'],
    ['+1 415 555 1234', 'notRealNumber'],
    ['+66 1234 56789', 'notRealNumber'],
  ])('%j → %s', (raw, key) => {
    const v = validatePhoneNumber(raw);
    expect(v.ok).toBe(false);
    if (!v.ok) {
      expect(v.key).toBe(key);
      expect(v.message).toBe(
        PHONE_VALIDATION_MESSAGES[key as keyof typeof PHONE_VALIDATION_MESSAGES],
      );
    }
  });

  it.each([
    ['0812345678', '0812345678', 'mobile'],
    ['081-234-5678', '0812345678', 'mobile'],
    ['(081) 234 5678', '0812345678', 'mobile'],
    ['+66812345678', '0812345678', 'mobile'],
    ['+66 81 234 5678', '0812345678', 'mobile'],
    ['66812345678', '0812345678', 'mobile'],
    ['0066812345678', '0812345678', 'mobile'],
    ['+66 0812345678', '0812345678', 'mobile'],
    ['0912345678', '0912345678', 'mobile'],
    ['+6621234567', '021234567', 'landline'],
    ['+66 53 123 456', '053123456', 'landline'],
  ])('%s → %s (%s)', (raw, normalized, kind) => {
    expect(validatePhoneNumber(raw)).toEqual({ ok: true, normalized, kind });
  });

  it('formats the local forms', () => {
    expect(formatThaiPhone('0812345678')).toBe('081-234-5678');
    expect(formatThaiPhone('021234567')).toBe('02-123-4567');
  });
});

describe('analyzePhoneNumber', () => {
  it('normalises +66 and reads every adjacent pair with weights', () => {
    const r = analyzePhoneNumber('+66 89 456 5695');
    expect(r.normalized).toBe('0894565695');
    expect(r.pairs.map((p) => p.pair)).toEqual([
      '08',
      '89',
      '94',
      '45',
      '56',
      '65',
      '56',
      '69',
      '95',
    ]);
    expect(r.pairs[0]).toMatchObject({ weakened: true, group: null, groupNameTh: 'ไม่จัดกลุ่ม' });
    expect(r.pairs[3]).toMatchObject({ group: 'suphamit', groupNameTh: 'ศุภมิตร' });
    expect(r.pairs.at(-1)!.weight).toBeGreaterThan(r.pairs[3]!.weight);
    expect(r.pairs[3]!.weight).toBeGreaterThan(r.pairs[0]!.weight);
    expect(r.sum).toBe(0 + 8 + 9 + 4 + 5 + 6 + 5 + 6 + 9 + 5);
    expect(r.sumMeaningTh).toBe(sumMeaning(57).th);
    expect(r.disputedPairs).toEqual(['08', '89', '94', '56', '65', '95']);
  });

  it('weighs the last four digits most', () => {
    expect(pairWeight(8, 10)).toBe(3);
    expect(pairWeight(6, 10)).toBe(3);
    expect(pairWeight(5, 10)).toBe(1.5);
    expect(pairWeight(0, 10)).toBe(0.75);
    // The same good pairs score better at the end than at the start.
    const goodEnd = analyzePhoneNumber('0812122424');
    const goodStart = analyzePhoneNumber('0824241212');
    expect(goodEnd.score0to100).toBeGreaterThan(goodStart.score0to100);
  });

  it('grades a good number above a troubled one and explains its working', () => {
    const good = analyzePhoneNumber('0824453663');
    const bad = analyzePhoneNumber('0812186767');
    expect(good.score0to100).toBeGreaterThan(70);
    expect(bad.score0to100).toBeLessThan(40);
    expect(bad.grade).toBe('caution');
    expect(good.summaryTh).toContain('082-445-3663');
    expect(good.summaryTh).toContain(`${good.sum}`);
    expect(good.summaryTh).toMatch(/คู่ที่ให้พลังดีที่สุดคือ 63 \(ศุภมิตร\) คู่ท้ายสุด/);
    expect(bad.summaryTh).toMatch(/คู่ที่อ่อนที่สุดคือ \d\d \((กาลกิณี|มรณะ|อริ)\)/);
    expect(bad.summaryEn).toMatch(/The weakest is \d\d \((Misfortune|Loss|Rivals)\)/);
  });

  it('names both schools for a disputed pair in the summary, never one verdict', () => {
    const r = analyzePhoneNumber('0824453637');
    expect(r.disputedPairs).toContain('37');
    expect(r.summaryTh).toContain(
      'ตำรากลุ่มดาว 8 กลุ่มจัดคู่ 37 ไว้ในกลุ่มสวัสดิมงคล ส่วนตำราความหมายรายคู่สายเบอร์มงคลถือเป็นคู่ที่ควรระวัง',
    );
    expect(r.summaryEn).toContain('places 37 among its Blessing pairs');
    // Several disputed pairs are gathered by how the schools part ways.
    const many = analyzePhoneNumber('0812345678');
    expect(many.summaryTh).toContain('คู่ที่ตำรากลุ่มดาว 8 กลุ่มกับตำราสายเบอร์มงคลอ่านต่างกัน');
    expect(many.summaryTh).toMatch(/คู่ 23 \(อริ\), 34 \(กาลกิณี\), 56 \(อริ\) และ 78 \(มรณะ\)/);
    // The operator prefix's disagreement stays in the pair list unless the summary names it.
    const agreed = analyzePhoneNumber('0824453663');
    expect(agreed.disputedPairs).toEqual(['08']);
    expect(agreed.summaryTh).not.toContain('สายเบอร์มงคล');
    expect(agreed.pairs[0]!.meaningTh).toContain('สายเบอร์มงคล');
  });

  it('fills every aspect, the lucky elements and the school', () => {
    const r = analyzePhoneNumber('0812345678', { category: 'business', focus: ['wealth'] });
    for (const a of PHONE_ASPECTS) {
      expect(r.aspects[a].score).toBeGreaterThanOrEqual(0);
      expect(r.aspects[a].score).toBeLessThanOrEqual(100);
      expect(r.aspects[a].th.length).toBeGreaterThan(20);
      expect(r.aspects[a].en.length).toBeGreaterThan(20);
    }
    expect(r.luckyElements.coloursTh.length).toBeGreaterThan(0);
    expect(r.luckyElements.luckyDigits.length).toBeGreaterThan(0);
    expect(r.school.nameTh).toContain('กลุ่มดาว 8 กลุ่ม');
    expect(r.otherSchool.nameTh).toContain('สายเบอร์มงคล');
    expect(r.luckyElements.compatiblePairs.every((p) => !classifyPair(p).disputed)).toBe(true);
    expect(r.summaryTh).toContain('เบอร์ธุรกิจ');
    expect(r.category).toBe('business');
  });

  it('is deterministic', () => {
    expect(analyzePhoneNumber('0812345678')).toEqual(analyzePhoneNumber('+66812345678'));
  });

  it('throws a typed error for invalid numbers', () => {
    expect(() => analyzePhoneNumber('12345')).toThrow(PhoneNumberError);
    try {
      analyzePhoneNumber('');
    } catch (e) {
      expect((e as PhoneNumberError).key).toBe('required');
      expect((e as PhoneNumberError).message).toBe('Phone number is required');
    }
  });

  it('writes 100 different summaries for 100 different numbers', () => {
    const rng = createRng('phone-test');
    const numbers = new Set<string>();
    while (numbers.size < 100) {
      const prefix = ['06', '08', '09'][intBetween(rng, 0, 2)]!;
      let n = prefix;
      while (n.length < 10) n += String(intBetween(rng, 0, 9));
      numbers.add(n);
    }
    const summaries = new Set([...numbers].map((n) => analyzePhoneNumber(n).summaryTh));
    expect(summaries.size).toBe(100);
  });
});
