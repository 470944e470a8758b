/** The compatibility reading: its declaration and the brief a language model gets. */
import { TOPIC_GENERATORS } from '@duangdee/oracle/topic-readings';
import { presentOracleReading } from '../presenters.ts';
import { define, selfFrom, otherPerson, questionOf, invalid, topic } from './define.ts';

const PROMPT = `งานนี้: ดูความเข้ากันของสองคน (คนรัก เพื่อน หรือหุ้นส่วน) จากวันเกิดและข้อมูลที่ให้มา บอกจุดที่เข้ากัน จุดที่ต้องปรับเข้าหากัน และวิธีดูแลความสัมพันธ์ ไม่ตัดสินว่าคู่ใดห้ามคบกัน`;

export const compatibility = define({
  kind: 'compatibility',
  costKey: 'compatibility',
  ...topic,
  check: (input, profile) => {
    if (!input.person_a.birth_date && !profile.birthDate) {
      throw invalid(
        'body.person_a.birth_date',
        'Your birth date is needed: add it here or in your profile',
      );
    }
  },
  toOracleInput: (input, ctx) => ({
    date: ctx.date,
    personA: selfFrom(input.person_a, ctx.profile),
    personB: otherPerson(input.person_b),
    relationshipType: input.relationship_type,
    question: questionOf(input.question, ctx),
  }),
  generate: (input) => presentOracleReading(TOPIC_GENERATORS.compatibility(input)),
  prompt: PROMPT,
});
