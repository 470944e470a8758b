/** The love-sticks reading: its declaration and the brief a language model gets. */
import { drawStick } from '@duangdee/oracle/love-sticks';
import { presentStickReading } from '../presenters.ts';
import { define, questionOf } from './define.ts';

const PROMPT = `งานนี้: ตีความเซียมซีความรักที่ผู้ใช้เสี่ยงได้ (เลขใบ คำกลอน และระดับ ให้มาในข้อความ) ให้เข้ากับคำถามของผู้ใช้ ห้ามเปลี่ยนเลขใบหรือความหมายหลักของใบ`;

export const loveSticks = define({
  kind: 'love-sticks',
  costKey: 'love-sticks',
  finish: 'draw',
  estimatedSeconds: 0,
  toOracleInput: (input, ctx) => ({
    seed: ctx.seed,
    question: questionOf(input.question, ctx) ?? null,
  }),
  generate: ({ seed, question }) => presentStickReading(drawStick(seed), question),
  prompt: PROMPT,
});
