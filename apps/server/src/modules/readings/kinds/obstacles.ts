/** The obstacles reading: its declaration and the brief a language model gets. */
import { TOPIC_GENERATORS } from '@duangdee/oracle/topic-readings';
import { presentOracleReading } from '../presenters.ts';
import { define, selfFrom, questionOf, topic } from './define.ts';

const PROMPT = `งานนี้: ดูอุปสรรคที่ผู้ใช้เผชิญ บอกที่มาตามดวงอย่างเข้าใจ และวิธีผ่านไปทั้งทางปฏิบัติและทางความเชื่อไทยแบบพอดี เช่น ทำบุญ ใส่บาตร หรือเลือกสีเสื้อ โดยไม่ขู่ให้กลัว`;

export const obstacles = define({
  kind: 'obstacles',
  costKey: 'obstacles',
  ...topic,
  toOracleInput: (input, ctx) => ({
    ...selfFrom(input, ctx.profile),
    date: ctx.date,
    currentChallenges: input.current_challenges,
    context: input.obstacle_context.description,
    resolutionFocus: input.resolution_focus.approach,
    question: questionOf(input.resolution_focus.question, ctx),
  }),
  generate: (input) => presentOracleReading(TOPIC_GENERATORS.obstacles(input)),
  prompt: PROMPT,
});
