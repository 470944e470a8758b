/** The finance reading: its declaration and the brief a language model gets. */
import { TOPIC_GENERATORS } from '@duangdee/oracle/topic-readings';
import { presentOracleReading } from '../presenters.ts';
import { define, selfFrom, questionOf, topic } from './define.ts';

const PROMPT = `งานนี้: ดูดวงการเงินและโชคลาภ จากวันเกิด แหล่งรายได้ และเป้าหมายการเงิน ให้ภาพรวมจังหวะการเงินและคำแนะนำทั่วไป เช่น การออมและการวางแผนใช้จ่าย ห้ามแนะนำหุ้น คริปโต หรือการลงทุนเจาะจง และห้ามบอกว่าจะได้กำไรแน่นอน`;

export const finance = define({
  kind: 'finance',
  costKey: 'finance',
  ...topic,
  toOracleInput: (input, ctx) => ({
    ...selfFrom(input, ctx.profile),
    date: ctx.date,
    incomeSource: input.income_source,
    goal: input.goal,
    question: questionOf(input.question, ctx),
  }),
  generate: (input) => presentOracleReading(TOPIC_GENERATORS.finance(input)),
  prompt: PROMPT,
});
