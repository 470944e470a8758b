import { describe, expect, it } from 'vitest';

import { isDeepStrictEqual } from 'node:util';

import { FRAME_CORPUS, type LabelledQuestion } from './frame-corpus.ts';
import { FRESH_HELD } from './frame-corpus-fresh.ts';
import type { QuestionFrame } from './frame.ts';
import { readFrame } from './read-frame.ts';

/** A frame as plain data (no `undefined` fields), for comparison and printing. */
const plain = (frame: QuestionFrame): unknown => JSON.parse(JSON.stringify(frame));

/** Reads every question of one part and lists the frames that differ from their labels. */
function measure(part: LabelledQuestion['part']): { total: number; misses: string[] } {
  const questions = FRAME_CORPUS.filter((q) => q.part === part);
  const misses: string[] = [];
  for (const { text, frame } of questions) {
    const got = plain(readFrame(text)) as Record<string, unknown>;
    const want = plain(frame) as Record<string, unknown>;
    if (isDeepStrictEqual(got, want)) continue;
    const fields = [...new Set([...Object.keys(want), ...Object.keys(got)])];
    const diff = fields
      .filter((k) => !isDeepStrictEqual(want[k], got[k]))
      .map((k) => `    ${k}: expected ${JSON.stringify(want[k])}, got ${JSON.stringify(got[k])}`);
    misses.push(`  ${text}\n${diff.join('\n')}`);
  }
  return { total: questions.length, misses };
}

function expectAccuracy(part: LabelledQuestion['part'], atLeast: number): void {
  const { total, misses } = measure(part);
  const accuracy = (total - misses.length) / total;
  const report = `${part}: ${total - misses.length}/${total} exact (${(accuracy * 100).toFixed(1)}%)`;
  expect(accuracy, `${report}; misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(atLeast);
}

describe('readFrame on the labelled corpus', () => {
  // The target is 95% on questions kept apart from writing the rules. Measured: 89 of 103
  // (86.4%), the rules fitting the tuning part (100%) better than new questions. This floor keeps
  // what is reached; the gap is open (a fresh held-out set is needed now these misses are known).
  it('reads the held-out questions at least as well as measured (86%; the target is 95%)', () => {
    expectAccuracy('held', 0.86);
  });

  // A second held-out set, written after the rules and blind to them (frame-corpus-fresh.ts):
  // 85 of 120 (70.8%) on first reading — the honest measure of the rules on new questions.
  it('reads the fresh held-out questions at least as well as first measured (70%)', () => {
    const misses = FRESH_HELD.filter(
      ({ text, frame }) => !isDeepStrictEqual(plain(readFrame(text)), plain(frame)),
    );
    const accuracy = 1 - misses.length / FRESH_HELD.length;
    expect(accuracy, misses.map((m) => m.text).join('\n')).toBeGreaterThanOrEqual(0.7);
  });

  it('reads at least 95% of the tuning questions exactly', () => {
    expectAccuracy('tune', 0.95);
  });
});

describe('readFrame regressions', () => {
  it('borrowing from a sister: the asker borrows, the sister lends', () => {
    const frame = readFrame('ยืมเงินพี่สาวมา จะมีปัญหากันไหม');
    expect(frame.topic).toBe('money');
    expect(frame.event).toEqual({ act: 'borrow', actor: 'self', target: 'sibling' });
  });

  it('a friend who borrowed and has not paid back: repay, friend → self, negated', () => {
    const frame = readFrame('เพื่อนยืมเงินไปแล้วไม่คืน จะทวงยังไงดี');
    expect(frame.topic).toBe('money');
    expect(frame.event).toEqual({ act: 'repay', actor: 'friend', target: 'self', negated: true });
  });

  it('the team resigning is the team, not the asker', () => {
    const frame = readFrame('ทีมลาออกกันหมด งานจะหนักขึ้นแค่ไหน');
    expect(frame.topic).toBe('work');
    expect(frame.about).toBe('self');
    expect(frame.event).toEqual({ act: 'resign', actor: 'team' });
  });

  it('a transfer to the Chiang Mai branch next year: a province is not abroad', () => {
    const frame = readFrame('ย้ายไปสาขาเชียงใหม่ปีหน้า จะดีไหม');
    expect(frame.event).toEqual({ act: 'transfer', actor: 'self' });
    expect(frame.place).toEqual({ name: 'เชียงใหม่', abroad: false });
    expect(frame.time).toEqual({ kind: 'next-year' });
    expect(frame.form).toBe('decision');
  });

  it('a quarrel with mother about moving for work is a family quarrel, not mother’s work', () => {
    const frame = readFrame('ทะเลาะกับแม่เรื่องย้ายไปทำงานที่ระยอง แม่จะหายโกรธไหม');
    expect(frame.topic).toBe('family');
    expect(frame.about).toBe('self');
    expect(frame.event).toEqual({ act: 'quarrel', actor: 'self', target: 'mother' });
    expect(frame.place).toEqual({ name: 'ระยอง', abroad: false });
  });

  it('"he never invites me anywhere" is an invitation, negated', () => {
    const frame = readFrame('เขาไม่เคยชวนไปไหนเลย');
    expect(frame.topic).toBe('love');
    expect(frame.event).toEqual({ act: 'invite', actor: 'crush', target: 'self', negated: true });
  });

  it('ตายแล้ว is an exclamation, and the question is about forgetting, not death', () => {
    const frame = readFrame('ตายแล้ว ลืมวันครบรอบแต่งงาน ภรรยาจะโกรธไหม');
    expect(frame.exclamation).toBe('ตายแล้ว');
    expect(frame.event).toEqual({ act: 'forget', actor: 'self' });
    expect(frame.topic).toBe('love');
    expect(frame.topic).not.toBe('health');
  });

  it('a stretched exclamation is given back as written', () => {
    expect(readFrame('โอ๊ยยย งานเยอะมาก ควรลาออกไหม').exclamation).toBe('โอ๊ยยย');
  });

  it('a dental assistant moving into marketing: field now dental, wanted marketing', () => {
    const frame = readFrame('ทำงานเป็นผู้ช่วยทันตแพทย์ค่ะ อยากย้ายสายไปทำการตลาด จะไปได้ดีไหม');
    expect(frame.topic).toBe('work');
    expect(frame.fieldNow).toBe('dental');
    expect(frame.fieldWanted).toBe('marketing');
  });

  it('a nurse asking about a change of job is work, not health', () => {
    const frame = readFrame('เป็นพยาบาลมาสิบปี อยากเปลี่ยนงานใหม่ ปีหน้าจะได้ไหม');
    expect(frame.topic).toBe('work');
    expect(frame.fieldNow).toBe('nursing');
    expect(frame.event).toBeUndefined();
  });

  it('a lottery seller’s second stall is work (expanding), not luck', () => {
    const frame = readFrame('ขายล็อตเตอรี่มาหลายปี อยากเปิดแผงที่สองที่ตลาดใหม่ จะรุ่งไหม');
    expect(frame.topic).toBe('work');
    expect(frame.event).toEqual({ act: 'expand-business', actor: 'self' });
    expect(frame.fieldNow).toBe('lottery-trade');
  });

  it('ภายในสามเดือน is within three months', () => {
    const frame = readFrame('ภายในสามเดือนจะได้งานใหม่ไหม');
    expect(frame.time).toEqual({ kind: 'within-months', months: 3 });
  });

  it('ต้นปีหน้า is early next year', () => {
    expect(readFrame('ต้นปีหน้าจะได้ย้ายบ้านไหม').time).toEqual({
      kind: 'part-of-year',
      part: 'early',
      year: 1,
    });
  });

  it('ธ.ค.–ก.พ.ปีหน้า is December to February, crossing the new year (year 0)', () => {
    expect(readFrame('ธ.ค.–ก.พ.ปีหน้า การเงินจะเป็นไง').time).toEqual({
      kind: 'months',
      from: 12,
      to: 2,
      year: 0,
    });
  });

  it('คดี never reads as ดี: "…คดีไหม" is a yes/no question, not a decision', () => {
    expect(readFrame('จะชนะคดีไหม').form).toBe('yesno');
  });
});
