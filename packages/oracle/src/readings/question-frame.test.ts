/**
 * Readings answer the question as it was asked, read through its frame (`frame/read-frame.ts`):
 * the misreadings people met, each as a regression test of the reading they got.
 */
import { describe, expect, it } from 'vitest';
import { generateTopicReading, type TopicInputs, type TopicKind } from '../topic-readings.ts';
import { THEIR_FEELINGS_FOCUSES } from './their-feelings.ts';

const base = { date: '2026-12-02', birthDate: '1992-03-04' };

function text<K extends TopicKind>(kind: K, input: TopicInputs[K]): string {
  const r = generateTopicReading(kind, input) as unknown as {
    summaryTh: string;
    sections: { bodyTh: string }[];
    adviceTh: string;
  };
  return [r.summaryTh, ...r.sections.map((s) => s.bodyTh), r.adviceTh].join('\n');
}

const career = (question: string, industry = 'technology') =>
  text('career', {
    ...base,
    industry,
    objective: 'change-job',
    experienceLevel: 'intermediate',
    question,
  } as TopicInputs['career']);

const finance = (question: string) =>
  text('finance', {
    ...base,
    incomeSource: 'salary',
    goal: 'saving',
    question,
  } as TopicInputs['finance']);

describe('a reading reads who does what', () => {
  it('"ยืมเงินพี่สาวมา": her own debt, not someone asking her for a loan', () => {
    const t = finance('ยืมเงินพี่สาวมาแล้ว จะหาเงินคืนทันไหม');
    expect(t).not.toMatch(/การให้ยืมเงิน|ถ้าจะให้ยืม/);
    expect(t).toContain('หนี้');
  });

  it('"เพื่อนยืมเงินไปแล้วไม่คืน": money owed to her, not her creditors', () => {
    const t = finance('เพื่อนยืมเงินไปแล้วไม่คืน จะได้คืนไหม');
    expect(t).not.toContain('เจ้าหนี้');
    expect(t).toContain('เงินที่ให้ยืมไปแล้วยังไม่ได้คืน');
  });

  it('"ทีมลาออกกันหมด": the work her team left, not her resigning', () => {
    const t = career('ทีมลาออกกันหมด งานจะหนักขึ้นไหม');
    expect(t).not.toMatch(/การลาออกไปหางานใหม่|ใบลาออก/);
    expect(t).toContain('งานที่หนักอยู่ตอนนี้');
  });

  it('"ย้ายไปสาขาเชียงใหม่": a move within the country, not visas and travel abroad', () => {
    const t = career('ย้ายไปสาขาเชียงใหม่ปีหน้าดีไหม', 'sales');
    expect(t).not.toMatch(/วีซ่า|ต่างประเทศ|เมืองนอก|การเดินทางไกล/);
  });

  it('a dental assistant moving into marketing is not sent to a doctor', () => {
    const t = career('เป็นผู้ช่วยทันตแพทย์ อยากย้ายไปทำการตลาด ควรไปไหม', 'healthcare');
    expect(t).not.toMatch(/พบแพทย์|ตรวจให้ชัด/);
  });

  it('"เขาไม่เคยชวนไปไหน": an invitation that never comes is not read as a good sign', () => {
    const read = (situation: string) =>
      text('their-feelings', {
        date: '2026-12-02',
        target: { name: 'ต้น', relationship: 'crush' },
        context: { specificSituation: situation },
        wantToKnow: [THEIR_FEELINGS_FOCUSES[0]],
      } as unknown as TopicInputs['their-feelings']);
    expect(read('เขาไม่เคยชวนไปไหนเลย คุยแค่ในไลน์')).not.toMatch(/การชวนบ่อย|การชวนซ้ำ|ผ่านการชวนเจอ/);
    // The same reading does read a real invitation as one.
    expect(read('เขาชวนไปกินข้าวบ่อยๆ')).toMatch(/การชวนบ่อย|การชวนซ้ำ|ผ่านการชวนเจอ/);
  });
});
