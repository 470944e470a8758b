import { setTimeout as sleep } from 'node:timers/promises';
import type { ReadingResultView } from '@duangdee/contract/readings';
import { replyToChat, type ChatReplyInput } from '@duangdee/oracle/chat-replies';
import { readingQuestionOf } from '../palm/palm-reader.ts';
import type { ChatReplier } from './service.ts';

/** The pause between two streamed pieces of a built-in reply, unless configured otherwise. */
export const ORACLE_REPLY_PACE_MS = 40;

/** A piece is cut once it reaches this many characters, at the next word or space… */
const PIECE_MIN = 8;
/** …and before a word would take it past this many (a longer word stays whole). */
const PIECE_MAX = 16;

const words = new Intl.Segmenter('th', { granularity: 'word' });

/**
 * A reply cut into the pieces it streams in: at Thai word boundaries (Thai writes no spaces
 * between words, so splitting on spaces alone would send whole phrases), about 8–16 characters
 * each, never inside a word — so no piece ends on half a syllable or a lone vowel mark. The
 * pieces join back into the reply exactly.
 */
export function replyPieces(text: string): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const { segment } of words.segment(text)) {
    // Spaces stay with the piece before them; a word starts a new piece once this one is long
    // enough, or would grow too long.
    const full = piece.length >= PIECE_MIN || piece.length + segment.length > PIECE_MAX;
    if (segment.trim() !== '' && piece !== '' && full) {
      pieces.push(piece);
      piece = '';
    }
    piece += segment;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

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
    // A palm result says which lines its photo showed: the chat reads nothing into the others.
    ...(Array.isArray(result.lines) ? { lines: linesOf(result.lines) } : {}),
  };
}

function linesOf(lines: unknown[]): { id: string; present: boolean }[] {
  return lines.flatMap((l) => {
    const line = l as { id?: unknown; present?: unknown } | null;
    return typeof line?.id === 'string' && typeof line.present === 'boolean'
      ? [{ id: line.id, present: line.present }]
      : [];
  });
}

export interface OracleReplierOptions {
  /**
   * Milliseconds between two pieces of a reply someone is watching (0: all at once). The oracle
   * writes a reply in a few milliseconds; paced like a model's tokens, it reads as being written
   * over a second or two, on the same `chat.token` events.
   */
  paceMs?: number;
}

/** The built-in fortune teller: writes the reply at once, then streams it in word-sized pieces. */
export function createOracleReplier(options: OracleReplierOptions = {}): ChatReplier {
  const paceMs = Math.max(0, options.paceMs ?? ORACLE_REPLY_PACE_MS);
  return {
    async reply(input) {
      const { text } = replyToChat({
        question: input.question,
        reading: readingOf(input.reading),
        history: input.history,
        readingQuestion: input.reading ? readingQuestionOf(input.session) : null,
        person: {
          name: input.profile.name,
          birthDate: input.profile.birthDate,
          birthTime: input.profile.birthTime,
          gender: input.profile.gender,
        },
        date: input.date,
        seed: input.seed,
      });
      // Nobody watching: the reply is stored at once, with no pause for a page that is not open.
      const pace = input.live ? paceMs : 0;
      const pieces = replyPieces(text);
      for (const [i, piece] of pieces.entries()) {
        if (i > 0 && pace > 0) await sleep(pace);
        input.onToken(piece);
      }
      return text;
    },
  };
}
