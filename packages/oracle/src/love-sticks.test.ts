import { describe, expect, it } from 'vitest';
import { CHAT_CONSULT_NOTES, CHAT_HEALTH_NOTE } from './question.ts';
import {
  drawStick,
  LOVE_STICKS,
  readStickForQuestion,
  STICK_ASPECTS,
  STICK_LEVEL_ADVICE,
  stickByNumber,
  type StickReading,
} from './love-sticks.ts';

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

/** Everything a reading says, in both languages. */
const allText = (r: StickReading) =>
  [r.summary, r.advice, ...r.sections.flatMap((s) => [s.heading, s.body])]
    .flatMap((b) => [b.th, b.en])
    .join('\n');

describe('a slip read against the question', () => {
  it('leads with the meaning for what was asked: the same slip answers work and love differently', () => {
    for (const stick of LOVE_STICKS) {
      const work = readStickForQuestion(stick, 'ปีหน้าจะได้เลื่อนตำแหน่งไหม');
      const love = readStickForQuestion(stick, 'ความรักปีนี้จะสมหวังไหม');
      expect(work.focus[0]).toBe('work');
      expect(love.focus[0]).toBe('love');
      expect(work.summary.th).toContain(stick.meanings.work.th);
      expect(love.summary.th).toContain(stick.meanings.love.th);
      expect(work.summary.th).not.toBe(love.summary.th);
      expect(work.sections[0]?.body.th.startsWith(stick.meanings.work.th)).toBe(true);
      expect(love.sections[0]?.body.th.startsWith(stick.meanings.love.th)).toBe(true);
      expect(work.advice.th).not.toBe(love.advice.th);
      // The asked aspect comes first after the answer; every aspect is still read.
      expect(work.sections.map((s) => s.id)).toEqual([
        'answer',
        'work',
        ...STICK_ASPECTS.filter((a) => a !== 'work'),
      ]);
    }
  });

  it('relates the verse to the subject, whose matter it is and the time asked', () => {
    const stick = stickByNumber(2);
    const r = readStickForQuestion(stick, 'ปีหน้าลูกจะสอบเข้ามหาลัยได้ไหม');
    expect(r.focus[0]).toBe('study');
    expect(r.summary.th).toContain(stick.meanings.study.th);
    expect(r.sections[0]?.heading.th).toBe('ตอบคำถามเรื่องการสอบของลูก');
    // The verse's last lines, and what they say about next year.
    expect(r.summary.th).toContain(stick.verseTh.slice(-2).join(' '));
    expect(r.summary.th).toContain('สำหรับปีหน้า');
    expect(r.advice.th).toContain('ถามแทนลูก');
    expect(r.advice.th).toContain('สำหรับปีหน้า');
    const when = readStickForQuestion(stickByNumber(4), 'เมื่อไหร่จะเจอคนที่ใช่');
    expect(when.focus[0]).toBe('love');
    expect(when.summary.th).toContain('ถ้าถามว่าเมื่อไหร่');
  });

  it('reads study and family questions from their own meanings', () => {
    const stick = stickByNumber(18);
    expect(readStickForQuestion(stick, 'จะสอบติดไหม').summary.th).toContain(stick.meanings.study.th);
    const family = readStickForQuestion(stick, 'ทะเลาะกับพี่สาวจะคืนดีกันไหม');
    expect(family.focus[0]).toBe('family');
    expect(family.summary.th).toContain(stick.meanings.family.th);
    expect(family.summary.th).not.toContain(stick.meanings.love.th);
  });

  it('never promises health, and sends illness to a doctor', () => {
    for (const stick of LOVE_STICKS) {
      const ill = readStickForQuestion(stick, 'แม่จะหายป่วยไหม');
      expect(ill.focus[0]).toBe('health');
      expect(ill.advice.th).toContain(CHAT_CONSULT_NOTES.medical.th);
      expect(ill.summary.th).toContain(CHAT_CONSULT_NOTES.medical.th);
      expect(ill.advice.en).toContain(CHAT_CONSULT_NOTES.medical.en);
      const general = readStickForQuestion(stick, 'สุขภาพปีนี้จะเป็นยังไง');
      expect(general.advice.th).toContain(CHAT_HEALTH_NOTE.th);
      for (const r of [ill, general]) {
        // What the reading says about health: its answer, summary and advice.
        const text = [r.summary, r.advice, r.sections[0]?.body ?? { th: '', en: '' }]
          .flatMap((b) => [b.th, b.en])
          .join('\n');
        expect(text).not.toMatch(
          /หายแน่|หายขาด|ไม่เป็นอะไรแน่|(?<!ไม่)แน่นอน|รับรอง|100%|definitely|guaranteed|will recover/i,
        );
        // No "full support" nor a good time for an illness.
        expect(text).not.toContain('มีแรงหนุนเต็มที่');
        expect(text).not.toContain('มาถูกจังหวะ');
      }
    }
  });

  it('gives no numbers and no go-ahead for a draw or an investment', () => {
    for (const stick of LOVE_STICKS) {
      const draw = readStickForQuestion(stick, 'ขอเลขเด็ดงวดนี้');
      expect(draw.advice.th).toContain('เซียมซีไม่ได้ให้เลข');
      expect(allText(draw)).not.toMatch(/มีแรงหนุนเต็มที่|มาถูกจังหวะ|\d{2,}/);
      const invest = readStickForQuestion(stick, 'ปีนี้ควรลงทุนหุ้นไหม');
      expect(invest.advice.th).toContain(CHAT_CONSULT_NOTES.investment.th);
      expect(allText(invest)).not.toMatch(/มีแรงหนุนเต็มที่|มาถูกจังหวะ/);
    }
  });

  it('reads the slip as it is without a question', () => {
    const stick = stickByNumber(11);
    for (const q of [null, undefined, '', '   ']) {
      const r = readStickForQuestion(stick, q);
      expect(r.focus).toEqual([]);
      expect(r.summary).toEqual({ th: stick.verseTh.join(' '), en: stick.verseEn });
      expect(r.sections.map((s) => s.id)).toEqual([...STICK_ASPECTS]);
      expect(r.advice).toEqual(STICK_LEVEL_ADVICE[stick.level]);
    }
  });

  it('keeps the polite, ungendered voice and prints nothing broken', () => {
    const questions = [
      'แฟนจะกลับมาไหม',
      'Will my son pass his exam?',
      'เดือนหน้างานจะดีไหม',
      'หนี้จะหมดไหม',
      'ย้ายบ้านปีหน้าดีไหม',
    ];
    for (const stick of LOVE_STICKS) {
      for (const q of questions) {
        const text = allText(readStickForQuestion(stick, q));
        expect(text).not.toMatch(/ครับ|ค่ะ|คะ|undefined|null|NaN/);
      }
    }
  });
});
