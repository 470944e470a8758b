/** The their-feelings reading: its declaration and the brief a language model gets. */
import { TOPIC_GENERATORS } from '@duangdee/oracle/topic-readings';
import type { TheirFeelingsFocus } from '@duangdee/oracle/readings/their-feelings';
import { presentOracleReading } from '../presenters.ts';
import { define, selfFrom, oracleGender, topic } from './define.ts';

const PROMPT = `งานนี้: ดูความรู้สึกของอีกฝ่ายที่มีต่อผู้ใช้จากข้อมูลที่ให้มา ย้ำอย่างนุ่มนวลว่าไม่มีใครรู้ใจคนอื่นได้แน่นอน และชวนให้สื่อสารกันตรง ๆ ด้วยความเคารพ`;

export const theirFeelings = define({
  kind: 'their-feelings',
  costKey: 'their-feelings',
  ...topic,
  toOracleInput: (input, ctx) => {
    const target = input.target_person;
    const wanted = new Set<TheirFeelingsFocus>(input.context.question_focus);
    // The preference switches ask for those parts of the reading too.
    if (input.reading_preferences.include_advice) wanted.add('advice');
    if (input.reading_preferences.timeline_prediction) wanted.add('timing');
    return {
      date: ctx.date,
      seeker: selfFrom({}, ctx.profile),
      target: {
        name: target.name || undefined,
        relationship: target.relationship,
        gender: oracleGender(target.gender),
        ageRange: target.age_range,
        knownDuration: target.known_duration,
        birthDate: target.birth_date,
        birthTime: target.birth_date ? target.birth_time : undefined,
      },
      context: {
        specificSituation: input.context.specific_situation,
        recentInteractions: input.context.recent_interactions,
        yourFeelings: input.context.your_feelings,
        questionFocus: ctx.additionalContext ?? undefined,
      },
      wantToKnow: [...wanted],
    };
  },
  generate: (input) => presentOracleReading(TOPIC_GENERATORS['their-feelings'](input)),
  prompt: PROMPT,
});
