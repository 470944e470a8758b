import { describe, expect, it } from 'vitest';
import { caringReplyEn, caringReplyTh, detectSelfHarm, safetyCheck } from './safety.ts';

describe('detectSelfHarm', () => {
  it.each([
    'อยากตาย',
    'ช่วงนี้เหนื่อยมาก อยากตายไปเลย',
    'คิดจะฆ่าตัวตาย',
    'ไม่อยากมีชีวิตอยู่แล้ว',
    'ไม่อยากอยู่บนโลกนี้อีกต่อไป',
    'อยากจบชีวิตตัวเอง',
    'อยากหายไปจากโลกนี้',
    'เคยทำร้ายตัวเอง',
    'จะกินยาให้ตาย',
    'I want to kill myself',
    'thinking about SUICIDE',
    'I just want to end my life',
    "I don't want to live anymore",
    'I want to die',
    'better off dead',
    'I keep hurting myself',
    'self-harm again',
  ])('flags %j', (text) => {
    expect(detectSelfHarm(text)).toBe(true);
  });

  it.each([
    '',
    'ตายแล้ว! ลืมกุญแจไว้ในรถ',
    'ไม่อยากตาย อยากมีชีวิตที่ดี',
    'อยากรู้ว่าปีหน้าจะรวยไหม',
    'ฆ่าเวลาระหว่างรอรถ',
    'แฟนจะกลับมาไหม',
    "I'm dying to know my fortune",
    'this deadline is killing me',
    'my phone battery died',
    'how do I kill time at the airport',
    'will my business end well this year?',
  ])('does not flag %j', (text) => {
    expect(detectSelfHarm(text)).toBe(false);
  });

  it('survives null, undefined and zero-width tricks', () => {
    expect(detectSelfHarm(null)).toBe(false);
    expect(detectSelfHarm(undefined)).toBe(false);
    expect(detectSelfHarm('อยาก\u200bตาย')).toBe(true);
    expect(detectSelfHarm('kill   my self')).toBe(true);
  });
});

describe('caring replies', () => {
  it('give the 1323 hotline and say no fortune is given now', () => {
    expect(caringReplyTh).toContain('1323');
    expect(caringReplyEn).toContain('1323');
    expect(caringReplyTh).toContain('ยังไม่ดูดวง');
    expect(caringReplyEn).toMatch(/not going to give you a fortune reading/);
  });

  it('safetyCheck looks at every text', () => {
    expect(safetyCheck('ดวงความรัก', undefined, 'อยากตาย')).toEqual({
      flagged: true,
      replyTh: caringReplyTh,
      replyEn: caringReplyEn,
    });
    expect(safetyCheck('ดวงความรัก', null).flagged).toBe(false);
  });
});
