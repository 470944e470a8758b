/** The career reading: its declaration and the brief a language model gets. */
import { TOPIC_GENERATORS } from '@duangdee/oracle/topic-readings';
import { presentOracleReading } from '../presenters.ts';
import { define, selfFrom, questionOf, topic } from './define.ts';

const PROMPT = `งานนี้: ดูดวงการงานและอาชีพ จากวันเกิด วันในสัปดาห์ที่เกิด สายงาน เป้าหมาย และคำถามของผู้ใช้ บอกจุดแข็ง จังหวะที่ดี สิ่งที่ควรระวัง และสีหรือวันมงคลสำหรับเรื่องงาน`;

export const career = define({
  kind: 'career',
  costKey: 'career',
  ...topic,
  toOracleInput: (input, ctx) => ({
    ...selfFrom(input, ctx.profile),
    date: ctx.date,
    industry: input.industry,
    objective: input.objective,
    experienceLevel: input.experience_level,
    question: questionOf(input.question, ctx),
  }),
  generate: (input) => presentOracleReading(TOPIC_GENERATORS.career(input)),
  prompt: PROMPT,
});
