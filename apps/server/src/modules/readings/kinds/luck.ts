/** The luck reading: its declaration and the brief a language model gets. */
import { TOPIC_GENERATORS } from '@duangdee/oracle/topic-readings';
import { presentOracleReading } from '../presenters.ts';
import { define, selfFrom, questionOf, topic } from './define.ts';

const PROMPT = `งานนี้: ดูดวงโชคลาภช่วงนี้ตามวันเกิดและเรื่องที่ผู้ใช้สนใจ บอกสีมงคล วันดี ตัวเลขมงคล (เพื่อความเป็นสิริมงคล ไม่ใช่เพื่อการพนัน) และสิ่งที่ช่วยเสริมดวง`;

export const luck = define({
  kind: 'luck',
  costKey: 'luck',
  ...topic,
  toOracleInput: (input, ctx) => ({
    ...selfFrom(input, ctx.profile),
    date: ctx.date,
    focus: input.focus,
    question: questionOf(input.question, ctx),
  }),
  generate: (input) => presentOracleReading(TOPIC_GENERATORS.luck(input)),
  prompt: PROMPT,
});
