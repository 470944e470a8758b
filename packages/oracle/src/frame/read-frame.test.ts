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
  // The target is 95% on questions kept apart from writing the rules. First measured: 89
  // of 103 (86.4%). Its misses were then read and their causes fixed by general rules (split acts,
  // particles after ไหม, topic precedence, forms of address …): 103 of 103. Being no longer
  // blind, this part now guards against regressions; the fresh set below measures generalisation.
  it('reads the first held-out part as a regression guard (100% now; at least 95%)', () => {
    expectAccuracy('held', 0.95);
  });

  // A second held-out set, written after the rules and blind to them (frame-corpus-fresh.ts):
  // 85 of 120 (70.8%) on first reading, 89 (74.2%) after the rules were generalised on the first
  // held part without looking at this set — the honest measure on new questions (target 95%).
  it('reads the fresh held-out questions at least as well as measured (74%)', () => {
    const misses = FRESH_HELD.filter(
      ({ text, frame }) => !isDeepStrictEqual(plain(readFrame(text)), plain(frame)),
    );
    const accuracy = 1 - misses.length / FRESH_HELD.length;
    expect(accuracy, misses.map((m) => m.text).join('\n')).toBeGreaterThanOrEqual(0.74);
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

// The rules below were written for the causes of misses on the held-out part; each is checked
// here on sentences of its own, so a rule that only fits one corpus sentence fails.
describe('readFrame general rules', () => {
  it('a particle glued after ไหม/มั้ย does not hide the question ("…มั้ยเนี่ย")', () => {
    expect(readFrame('จะสอบผ่านมั้ยเนี่ย').form).toBe('yesno');
    expect(readFrame('ควรลาออกมั้ยคะเนี่ย').form).toBe('decision');
  });

  it('a verb split around its object: "ไล่ X ออก", "ให้ X ออก" is dismissal by the employer', () => {
    expect(readFrame('บริษัทจะให้เราออกไหม').event).toEqual({
      act: 'dismiss',
      actor: 'boss',
      target: 'self',
    });
    expect(readFrame('ผู้จัดการจะไล่น้องออกไหม').event).toEqual({
      act: 'dismiss',
      actor: 'boss',
      target: 'sibling',
    });
    // Sent out of the house is no dismissal.
    expect(readFrame('แม่จะไล่เราออกจากบ้านไหม').event?.act).not.toBe('dismiss');
  });

  it('"ขอ X แต่งงาน" is proposing to X', () => {
    expect(readFrame('ควรขอแฟนแต่งงานปีหน้าไหม').event).toEqual({
      act: 'propose',
      actor: 'self',
      target: 'partner',
    });
  });

  it('a debt that "will be gone" is repaid by the asker, whatever stands between', () => {
    for (const text of ['หนี้บัตรเครดิตจะหมดไหม', 'เมื่อไหร่หนี้จะหมดสักที', 'หนี้สินจะหมดไปไหม']) {
      expect(readFrame(text).event, text).toEqual({ act: 'repay', actor: 'self' });
    }
  });

  it('paying back a debt owed to a person names them as the target', () => {
    expect(readFrame('ติดหนี้เพื่อนอยู่ จะใช้คืนได้เมื่อไหร่').event).toEqual({
      act: 'repay',
      actor: 'self',
      target: 'friend',
    });
  });

  it('a close person’s feelings about the asker take their topic over the context', () => {
    expect(readFrame('เป็นหมอ ทำงานหนักมาก แฟนจะเข้าใจไหม').topic).toBe('love');
    expect(readFrame('ทำงานต่างประเทศ ครอบครัวจะเข้าใจไหม').topic).toBe('family');
    // Money stays money: the friend's anger is over the money.
    expect(readFrame('ยังไม่คืนเงินเพื่อน เพื่อนจะโกรธไหม').topic).toBe('money');
  });

  it('going along with a partner’s plan is love; joining a friend’s trip is travel', () => {
    expect(readFrame('แฟนจะไปเรียนต่อที่อังกฤษ ควรไปด้วยไหม').topic).toBe('love');
    expect(readFrame('เพื่อนจะไปเที่ยวญี่ปุ่น ควรไปด้วยไหม').topic).toBe('travel');
  });

  it('a lawyer’s or police officer’s case is their work', () => {
    const frame = readFrame('เป็นทนาย ลูกความจะชนะคดีไหม');
    expect(frame.topic).toBe('work');
    expect(frame.about).toBe('self');
    expect(readFrame('จะแพ้คดีไหม').topic).toBe('legal');
  });

  it('an unowned condition carries on the person spoken of before', () => {
    expect(readFrame('ลูกชายเป็นหอบหืด อาการจะดีขึ้นไหม').about).toBe('child');
    expect(readFrame('พ่อเข้าโรงพยาบาล สุขภาพจะดีขึ้นไหม').about).toBe('father');
    expect(readFrame('ช่วงนี้ปวดหัวบ่อย สุขภาพจะเป็นยังไง').about).toBe('self');
  });

  it('smoking is health whoever smokes; a family member’s gambling is family', () => {
    expect(readFrame('แม่สูบบุหรี่หนักมาก จะเป็นอะไรไหม')).toMatchObject({
      topic: 'health',
      about: 'mother',
    });
    expect(readFrame('ลูกติดเกมหนักมาก จะเลิกไหม').topic).toBe('family');
  });

  it('the form of address to the reader is not content', () => {
    expect(readFrame('หวัดดีค่ะหมอ ดวงเดือนนี้เป็นไงบ้าง').topic).toBe('general');
    expect(readFrame('อาจารย์คะ ความรักปีนี้จะเป็นยังไงคะ').topic).toBe('love');
    // At the start and naming a line of work, it is the asker's own.
    expect(readFrame('หมอค่ะ อยากเปลี่ยนงาน ปีนี้จะได้ไหม').fieldNow).toBe('healthcare');
  });

  it('การ + verb names an area of life: การเรียน is study, and "…จะดีไหม" asks yes or no', () => {
    expect(readFrame('การเรียนปีหน้าจะดีไหม')).toMatchObject({ topic: 'study', form: 'yesno' });
    expect(readFrame('ดวงการเงินเดือนหน้าดีไหม').topic).toBe('money');
  });

  it('a clause with nothing of its own carries on the one before ("…จะมีไหม")', () => {
    expect(readFrame('แต่งงานมา 5 ปี ยังไม่มีลูกเลย จะมีไหม').topic).toBe('family');
    expect(readFrame('ทำงานหนักมาก ไม่มีเวลาให้แฟน จะไปรอดไหม').topic).toBe('love');
  });

  it('ช่วย + verb + person: the person is the one helped', () => {
    expect(readFrame('น้องชายจะช่วยดูแลแม่ไหม').event).toEqual({
      act: 'help',
      actor: 'sibling',
      target: 'mother',
    });
  });

  it('ด้วยดี after a verb of going is "well"; elsewhere "…ด้วย ดีไหม" is a decision', () => {
    expect(readFrame('ผ่าตัดเดือนหน้าจะผ่านไปด้วยดีไหม').form).toBe('yesno');
    expect(readFrame('อยากเปิดร้านออนไลน์ด้วยดีไหม').form).toBe('decision');
  });

  it('a title before a line of work is a job in it (ผู้ช่วย…, พนักงาน…)', () => {
    expect(readFrame('ผู้ช่วยทนายค่ะ อยากสอบเป็นตำรวจ จะติดไหม')).toMatchObject({
      fieldNow: 'law',
      fieldWanted: 'military-police',
    });
  });

  it('คืน as "night" is no paying back', () => {
    expect(readFrame('เพื่อนบ้านเสียงดังทุกคืน จะทำไงดี').event).toBeUndefined();
  });

  it('a patient taken to the doctor (พา) is the actor of the treatment', () => {
    expect(readFrame('ควรพาแม่ไปหาหมอไหม').event).toEqual({ act: 'treat', actor: 'mother' });
  });
});
