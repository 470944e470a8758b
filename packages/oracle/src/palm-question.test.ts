import { describe, expect, it } from 'vitest';
import { PALM_FEAR_FACTS } from './lore/palm-fears.ts';
import { readPalm, type PalmFeatures, type PalmLineFeatures } from './palm-lines.ts';
import { seenLine } from './palm-lines-testing.ts';
import { lifeFearOf } from './question.ts';
import { caringReplyTh } from './safety.ts';

const seen = seenLine;

const notFound: PalmLineFeatures = { strength: 0, length: 0, curvature: 0, breaks: 0, presence: 0 };

/** A clear heart and head line, a short life line, no fate or Mercury line. */
const palm: PalmFeatures = {
  life: seen(0.5, 0.3, { direction: -0.6 }),
  head: seen(0.8, 0.75, { direction: 0.6 }),
  heart: seen(0.85, 0.8, { direction: 0.5 }),
  fate: notFound,
  sun: seen(0.4, 0.5),
  mercury: notFound,
};

/** The same palm with a faint, short heart line. */
const fineHeart: PalmFeatures = { ...palm, heart: seen(0.25, 0.25, { direction: -0.6 }) };

const nothingSeen: PalmFeatures = {
  life: notFound,
  head: notFound,
  heart: notFound,
  fate: notFound,
  sun: notFound,
  mercury: notFound,
};

/** Words of a forecast about a life: a date, an age, an outcome. */
const FORECAST_TH =
  /จะอายุ(?:ยืน|สั้น)|อายุถึง|จะเสียชีวิต|จะป่วยหนัก|จะหายป่วย|ปลอดภัยแน่|ไม่ต้องห่วงเลย|แน่นอน|\d+\s*ปี/;
const FORECAST_EN =
  /(?<!whether )you will (?:live|die|fall ill|recover)|live to|years? left|certainly|for sure|\d+\s*years/i;

describe('readPalm with a question', () => {
  it('keeps the old call: no question, no answer, and the same lines as before', () => {
    const without = readPalm(palm, 'seed-1');
    expect(without.answer).toBeNull();
    expect(readPalm(palm, 'seed-1', '   ').answer).toBeNull();
    const asked = readPalm(palm, 'seed-1', 'ความรักจะเป็นยังไง');
    expect(asked.lines).toEqual(without.lines);
    expect(asked.overallTh).toBe(without.overallTh);
  });

  it('answers a love question from the heart line, saying what the photo showed of it', () => {
    const r = readPalm(palm, 'seed-1', 'ความรักปีนี้จะเป็นยังไง');
    const a = r.answer!;
    expect(a.topic).toBe('love');
    expect(a.lines).toEqual(['heart']);
    expect(a.answerTh).toContain('ความรักปีนี้จะเป็นยังไง');
    expect(a.answerTh).toContain('เส้นใจ');
    // The measured shape of the heart line is in the answer (its length in the palm's words).
    expect(a.answerTh).toContain('ยาวเกือบตลอด');
    expect(a.answerTh).not.toMatch(/เส้นวาสนา|เส้นพุธ/);
    expect(a.answerEn).toContain('heart line');
    expect(a.answerEn).toContain('Say what you feel');
  });

  it('reads a faint heart line differently from a deep one', () => {
    const deep = readPalm(palm, 'seed-1', 'ความรักปีนี้จะเป็นยังไง').answer!;
    const faint = readPalm(fineHeart, 'seed-1', 'ความรักปีนี้จะเป็นยังไง').answer!;
    expect(faint.answerTh).not.toBe(deep.answerTh);
    expect(faint.answerTh).toContain('เก็บความรู้สึกไว้ข้างใน');
    expect(deep.answerTh).toContain('รักใครแล้วรักจริง');
  });

  it('reads work from the head and fate lines, and says plainly when the fate line does not show', () => {
    const a = readPalm(palm, 'seed-1', 'งานปีนี้จะรุ่งไหม').answer!;
    expect(a.topic).toBe('work');
    expect(a.lines).toEqual(['head']);
    expect(a.answerTh).toContain('เส้นสมอง');
    expect(a.answerTh).toMatch(/เส้นวาสนายังไม่ชัดในภาพ/);
    expect(a.answerEn).toMatch(/fate line does not show clearly/);
  });

  it('reads money from the Sun line when it is the one that shows', () => {
    const a = readPalm(palm, 'seed-1', 'จะรวยไหม').answer!;
    expect(a.topic).toBe('money');
    expect(a.lines).toEqual(['sun']);
    expect(a.answerTh).toContain('เส้นอาทิตย์');
  });

  it('gives two different questions on the same palm different answers', () => {
    const love = readPalm(palm, 'seed-1', 'ความรักจะเป็นยังไง').answer!;
    const study = readPalm(palm, 'seed-1', 'จะสอบติดไหม').answer!;
    expect(study.lines[0]).toBe('head');
    expect(love.answerTh).not.toBe(study.answerTh);
    expect(love.answerEn).not.toBe(study.answerEn);
  });

  it('gives the same answer to the same input, whatever the wording seed allows', () => {
    for (const q of ['ความรักจะเป็นยังไง', 'อายุสั้นไหม', 'จะรวยไหม']) {
      expect(readPalm(palm, 'seed-9', q)).toEqual(readPalm(palm, 'seed-9', q));
    }
  });

  it.each([
    ['อายุสั้นไหม', 'lifespan'],
    ['จะตายเมื่อไหร่', 'death'],
    ['จะป่วยหนักไหม', 'illness'],
    ['เส้นชีวิตขาด แปลว่าอะไร', 'life-line'],
    ['When will I die?', 'death'],
  ] as const)('answers "%s" with no forecast: a palm does not foretell it', (question, fear) => {
    for (const features of [palm, nothingSeen]) {
      for (const seed of ['a', 'b', 'c']) {
        const a = readPalm(features, seed, question).answer!;
        expect(a.topic).toBe('fear');
        expect(a.fear).toBe(fear);
        expect(a.answerTh).toContain(PALM_FEAR_FACTS.notForetold[fear].th);
        expect(a.answerEn).toContain(PALM_FEAR_FACTS.notForetold[fear].en);
        expect(a.answerTh).toContain(PALM_FEAR_FACTS.seeADoctor.th);
        // What the answer says, apart from quoting the question back.
        const said = (text: string) => text.replace(`“${question}”`, '');
        expect(said(a.answerTh)).not.toMatch(FORECAST_TH);
        expect(said(a.answerEn)).not.toMatch(FORECAST_EN);
      }
    }
  });

  it('says the life line is not a lifespan when asked about one', () => {
    const a = readPalm(palm, 'a', 'อายุสั้นไหม').answer!;
    expect(a.answerTh).toContain('ไม่ได้บอกว่าชีวิตจะยาวหรือสั้น');
    expect(a.answerTh).toContain('เส้นสั้นไม่ได้แปลว่าอายุสั้น');
    // What the life line does speak of, from this photo.
    expect(a.lines).toEqual(['life']);
    expect(a.answerTh).toContain('เส้นชีวิตในภาพของคุณค่อนข้างสั้น');
  });

  it('answers honestly when the photo showed no line at all', () => {
    const a = readPalm(nothingSeen, 'a', 'ความรักจะเป็นยังไง').answer!;
    expect(a.lines).toEqual([]);
    expect(a.answerTh).toContain('ยังตอบคำถามนี้จากลายมือไม่ได้');
    expect(a.answerTh).not.toContain('รักใครแล้วรักจริง');
  });

  it('never reads a health question as a forecast, and points to a doctor', () => {
    const a = readPalm(palm, 'a', 'สุขภาพปีนี้เป็นยังไง').answer!;
    expect(a.topic).toBe('health');
    expect(a.answerTh).toContain(PALM_FEAR_FACTS.notForetold.illness.th);
    expect(a.answerTh).toContain('ไม่ใช่คำทำนายสุขภาพ');
    expect(a.answerTh).toContain('ปรึกษาแพทย์');
  });

  it('answers a cry for help with care, not palmistry', () => {
    const a = readPalm(palm, 'a', 'ไม่อยากมีชีวิตอยู่แล้ว').answer!;
    expect(a.topic).toBe('care');
    expect(a.answerTh).toBe(caringReplyTh);
  });
});

describe('lifeFearOf', () => {
  it.each([
    ['อายุสั้นไหม', 'lifespan'],
    ['จะมีชีวิตอยู่ได้อีกกี่ปี', 'lifespan'],
    ['Will I live long?', 'lifespan'],
    ['จะตายเมื่อไหร่', 'death'],
    ['เส้นชีวิตของฉันสั้น', 'life-line'],
    ['Is my life line broken?', 'life-line'],
    ['จะป่วยหนักไหม', 'illness'],
    ['จะเจออุบัติเหตุไหม', 'accident'],
  ] as const)('%s → %s', (q, fear) => {
    expect(lifeFearOf(q)).toBe(fear);
  });

  it.each([
    'ขำจะตาย ความรักจะเป็นไง',
    'ตายแล้ว ลืมถาม งานจะดีไหม',
    'อายุเท่าไหร่จะได้แต่งงาน',
    'dying to know about work',
  ])('no fear in "%s"', (q) => {
    expect(lifeFearOf(q)).toBeNull();
  });
});
