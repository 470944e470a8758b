/** The love reading: its declaration and the brief a language model gets. */
import { TOPIC_GENERATORS } from '@duangdee/oracle/topic-readings';
import { presentOracleReading } from '../presenters.ts';
import { define, selfFrom, otherPerson, questionOf, topic } from './define.ts';

const PROMPT = `งานนี้: ดูดวงความรักตามสถานะของผู้ใช้ (โสด มีคนคุย มีแฟน แต่งงาน หรือเพิ่งเลิกรา) บอกแนวโน้ม สิ่งที่ควรเปิดใจ และวิธีดูแลหัวใจตัวเอง อย่างอ่อนโยน`;

export const love = define({
  kind: 'love',
  costKey: 'love',
  ...topic,
  toOracleInput: (input, ctx) => ({
    ...selfFrom(input, ctx.profile),
    date: ctx.date,
    status: input.status,
    partner: input.partner ? otherPerson(input.partner) : undefined,
    question: questionOf(input.question, ctx),
  }),
  generate: (input) => presentOracleReading(TOPIC_GENERATORS.love(input)),
  prompt: PROMPT,
});
