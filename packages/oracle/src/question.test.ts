import { describe, expect, it } from 'vitest';
import { analyseQuestion, type QuestionIntent } from './question.ts';

describe('what a question asks', () => {
  it.each([
    ['ลูกจะสอบเข้ามหาวิทยาลัยได้ไหม', { subject: 'study', aboutOther: 'child', form: 'yesno' }],
    ['ปีหน้าจะได้เลื่อนตำแหน่งไหม', { subject: 'work', timeFrame: 'next-year' }],
    ['ช่วงนี้ไม่มีอะไรดีเลย จะดีขึ้นเมื่อไหร่', { mood: 'hard', form: 'when' }],
    ['เขาอ่านแต่ไม่ตอบมาสามวันแล้ว', { silence: true }],
    ['เมื่อไหร่จะเจอคนที่ใช่', { seekingPartner: true, form: 'when', subject: 'love' }],
    ['ขอเลขเด็ดงวดนี้หน่อย', { lottery: true }],
    ['งวดนี้ขอเลขหน่อย', { lottery: true }],
    ['ค่างวดนี้ผ่อนไม่ไหว จะทำอย่างไรดี', { lottery: false, subject: 'money', mood: 'hard' }],
    ['ควรซื้อคอนโดปีนี้หรือรอก่อน', { decision: true, timeFrame: 'year' }],
    ['ปัญหากับแม่สามีจะคลี่คลายไหม', { aboutOther: 'in-law' }],
  ])('%s', (question, expected) => {
    expect(analyseQuestion(question)).toMatchObject(expected);
  });

  it('no question: nothing is asked', () => {
    expect(analyseQuestion(undefined)).toMatchObject({
      text: '',
      subject: null,
      timeFrame: null,
      timeFrameAhead: 0,
      mood: 'neutral',
      silence: false,
      lottery: false,
      aboutOther: null,
      aboutOtherWords: null,
    });
  });
});

/** What a reading must route a question by: its subject, whom it is about, and when. */
type Route = Partial<
  Pick<QuestionIntent, 'subject' | 'aboutOther' | 'timeFrame' | 'timeFrameAhead'> & {
    subtopic: QuestionIntent['analysis']['subtopic'];
    medical: boolean;
  }
>;

describe('routing realistic questions', () => {
  it.each<[string, Route]>([
    // Study — a child's exam is about study, not about work or the family at large.
    ['ลูกจะสอบเข้ามหาลัยได้ไหม', { subject: 'study', aboutOther: 'child', subtopic: 'exam' }],
    ['ลูกสาวจะสอบติดหมอไหม', { subject: 'study', aboutOther: 'child', medical: false }],
    ['ลูกชายจะเรียนจบทันไหม', { subject: 'study', aboutOther: 'child' }],
    ['หลานจะสอบเข้า ม.1 ได้ไหม', { subject: 'study', aboutOther: 'child' }],
    ['ปีหน้าจะได้เรียนต่อโทไหม', { subject: 'study', timeFrame: 'next-year', timeFrameAhead: 1 }],
    ['สอบราชการปีนี้จะติดไหม', { subject: 'study', subtopic: 'exam', timeFrame: 'year' }],
    ['Will my son pass his exams?', { subject: 'study', aboutOther: 'child' }],
    // Health — its own line, and medical whenever illness or treatment is named.
    ['แม่จะหายป่วยไหม', { subject: 'health', aboutOther: 'parent', medical: true }],
    ['พ่อป่วยอยู่โรงพยาบาลจะดีขึ้นไหม', { subject: 'health', aboutOther: 'parent', medical: true }],
    ['สุขภาพปีหน้าเป็นยังไง', { subject: 'health', timeFrame: 'next-year', medical: false }],
    ['นอนไม่หลับมาหลายเดือน', { subject: 'health' }],
    ['พ่อแม่จะสุขภาพแข็งแรงไหม', { subject: 'health', aboutOther: 'parent' }],
    // Money
    ['ปีนี้จะมีเงินเก็บไหม', { subject: 'money', subtopic: 'save', timeFrame: 'year' }],
    ['หนี้บัตรเครดิตจะหมดเมื่อไหร่', { subject: 'money', subtopic: 'debt' }],
    ['เดือนหน้าการเงินจะดีขึ้นไหม', { subject: 'money', timeFrame: 'month', timeFrameAhead: 1 }],
    ['เงินเดือนจะพอใช้ไหม', { subject: 'money' }],
    ['ขอเลขเด็ดงวดหน้า', { subject: 'money', subtopic: 'gamble', timeFrameAhead: 1 }],
    // Family — a bond with a sister or an in-law is family, not love.
    ['ทะเลาะกับพี่สาวจะคืนดีกันไหม', { subject: 'family' }],
    ['ความสัมพันธ์กับแม่สามีจะดีขึ้นไหม', { subject: 'family', aboutOther: 'in-law' }],
    ['ครอบครัวจะมีความสุขไหม', { subject: 'family' }],
    ['พ่อแม่จะเลิกกันไหม', { subject: 'family', aboutOther: 'parent' }],
    ['อยากมีลูกปีหน้าจะได้ไหม', { subject: 'family', subtopic: 'children' }],
    // Love stays love when a partner is named.
    ['จะคืนดีกับแฟนเก่าได้ไหม', { subject: 'love', subtopic: 'ex', aboutOther: 'ex' }],
    ['แฟนจะกลับมาไหม', { subject: 'love', aboutOther: 'partner' }],
    // Work, and the time frame asked.
    ['สัปดาห์นี้งานจะเป็นยังไง', { subject: 'work', timeFrame: 'week', timeFrameAhead: 0 }],
    ['พรุ่งนี้สัมภาษณ์งาน จะผ่านไหม', { subject: 'work', timeFrame: 'today', timeFrameAhead: 1 }],
    ['เดือนนี้ขายของจะดีไหม', { subject: 'work', subtopic: 'business', timeFrame: 'month' }],
    ['ลูกค้าจะติดต่อมาไหม', { subject: 'work', aboutOther: null }],
    // Travel, and words that only look like a person.
    ['ปีหน้าจะได้ย้ายบ้านไหม', { subject: 'travel', subtopic: 'move', timeFrame: 'next-year' }],
    ['หมอดูแม่นไหม', { subject: null, aboutOther: null, medical: false }],
  ])('%s', (question, route) => {
    const q = analyseQuestion(question);
    const { subtopic, medical, ...fields } = route;
    expect(q).toMatchObject(fields);
    if (subtopic !== undefined) expect(q.analysis.subtopic).toBe(subtopic);
    if (medical !== undefined) expect(q.analysis.sensitive.includes('medical')).toBe(medical);
  });

  it('names the other person as a reply should', () => {
    expect(analyseQuestion('แม่จะหายป่วยไหม').aboutOtherWords).toEqual({
      th: 'คุณแม่',
      en: 'your mother',
    });
    expect(analyseQuestion('ลูกสาวจะสอบติดไหม').aboutOtherWords?.th).toBe('ลูกสาว');
    expect(analyseQuestion('Will my son pass?').aboutOtherWords?.en).toBe('your child');
  });
});
