/** The thinking-person reading: its declaration and the brief a language model gets. */
import { TOPIC_GENERATORS } from '@duangdee/oracle/topic-readings';
import { presentOracleReading } from '../presenters.ts';
import { define, selfFrom, questionOf, oracleGender, topic } from './define.ts';

const PROMPT = `งานนี้: ดูว่าคนที่ผู้ใช้นึกถึงกำลังคิดถึงผู้ใช้อยู่หรือไม่ ตอบเป็นแนวโน้มอย่างอ่อนโยน ไม่ยืนยันแทนใจผู้อื่น และชวนดูแลความรู้สึกของตัวเอง`;

export const thinkingPerson = define({
  kind: 'thinking-person',
  costKey: 'thinking-person',
  ...topic,
  toOracleInput: (input, ctx) => {
    const target = input.target_person;
    return {
      date: ctx.date,
      seeker: selfFrom({}, ctx.profile),
      target: target
        ? {
            name: target.name || undefined,
            relationship: target.relationship,
            gender: oracleGender(target.gender),
            knownDuration: target.known_duration,
            birthDate: target.birth_date,
            birthTime: target.birth_date ? target.birth_time : undefined,
          }
        : undefined,
      question: questionOf(input.question, ctx),
    };
  },
  generate: (input) => presentOracleReading(TOPIC_GENERATORS['thinking-person'](input)),
  prompt: PROMPT,
});
