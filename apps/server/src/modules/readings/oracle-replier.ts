import type { ReadingResultView } from '@duangdee/contract/readings';
import { replyToChat, type ChatReplyInput } from '@duangdee/oracle/chat-replies';
import type { ChatReplier } from './chat-service.ts';

/** The reading a follow-up question is answered from, as the oracle reads it. */
function readingOf(result: ReadingResultView | null): ChatReplyInput['reading'] {
  if (!result) return null;
  return {
    kind: result.kind,
    titleTh: result.title_th,
    summaryTh: result.summary_th,
    sections: result.sections.map((s) => ({
      id: s.id,
      headingTh: s.heading_th,
      bodyTh: s.body_th,
      headingEn: s.heading_en,
      bodyEn: s.body_en,
    })),
    adviceTh: result.advice_th,
    adviceEn: result.advice_en,
    luckyColoursTh: result.lucky_colours_th,
    luckyNumbers: result.lucky_numbers,
  };
}

/** The built-in fortune teller: answers at once, so the whole reply is one token. */
export function createOracleReplier(): ChatReplier {
  return {
    async reply(input) {
      const { text } = replyToChat({
        question: input.question,
        reading: readingOf(input.reading),
        history: input.history,
        person: {
          name: input.profile.name,
          birthDate: input.profile.birthDate,
          birthTime: input.profile.birthTime,
          gender: input.profile.gender,
        },
        date: input.date,
        seed: input.seed,
      });
      input.onToken(text);
      return text;
    },
  };
}
