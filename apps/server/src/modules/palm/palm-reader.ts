import { DEFAULT_ADDITIONAL_CONTEXT_TH, type FoundHandView } from '@duangdee/contract/palm';
import type { ReadingResultView } from '@duangdee/contract/readings';
import {
  readPalm,
  RETAKE_ADVICE,
  type PalmFeatures,
  type PalmLineId,
  type PalmReading,
} from '@duangdee/oracle/palm-lines';
import type { ReadingContext } from '../readings/registry.ts';
import type { ReadingSessionRow } from '../readings/repo.ts';
import { ReadingRefusal, type PalmReader } from '../readings/writer.ts';

/** What the photo analysis says of a palm photo. */
export type PalmPhotoVerdict =
  | {
      ok: true;
      features: PalmFeatures;
      hand?: FoundHandView;
      paths?: Partial<Record<PalmLineId, [number, number][]>>;
    }
  | { ok: false; reason: string; messageTh: string; messageEn: string };

export interface PalmReaderDeps {
  /** The stored (re-encoded) photo of an upload of the session's owner. */
  loadPhoto: (userId: string, uploadId: string) => Promise<{ bytes: Buffer }>;
  /** The photo's check and its lines, for the hand the user said it is. */
  analyze: (bytes: Buffer, hand: 'left' | 'right' | null) => Promise<PalmPhotoVerdict>;
}

/** The stored input of a started palm session. */
export interface PalmSessionInput {
  title?: string;
  description?: string;
  upload_id?: string;
  birth_date?: string;
  birth_time?: string;
  /** Which hand the photo shows, as the user said. */
  hand?: 'left' | 'right';
}

export function palmInputOf(session: ReadingSessionRow): PalmSessionInput {
  return session.input as PalmSessionInput;
}

/**
 * The question typed with the photo, or null: the text stored when the form was left empty is
 * not a question (read as one, it would steer every reading to work and love).
 */
export function readingQuestionOf(session: ReadingSessionRow): string | null {
  const asked = session.additionalContext?.trim();
  return asked && asked !== DEFAULT_ADDITIONAL_CONTEXT_TH ? asked : null;
}

/** A palm reading in the common result shape, one section per line; `lines` says which showed. */
export function presentPalmReading(
  reading: PalmReading,
  date: string,
  paths: Partial<Record<PalmLineId, [number, number][]>> = {},
): ReadingResultView {
  const dominant = reading.lines.find((l) => l.id === reading.dominantLine);
  return {
    kind: 'palm',
    date,
    title_th: dominant ? `ลายมือของคุณ เด่นที่${dominant.nameTh}` : 'ลายมือของคุณ',
    title_en: dominant ? `Your palm, led by the ${dominant.nameEn.toLowerCase()}` : 'Your palm',
    summary_th: reading.overallTh,
    summary_en: reading.overallEn,
    // What was asked comes first, answered from the lines palmistry ties to it.
    sections: [
      ...(reading.answer
        ? [
            {
              id: 'question',
              heading_th: reading.answer.headingTh,
              heading_en: reading.answer.headingEn,
              body_th: reading.answer.answerTh,
              body_en: reading.answer.answerEn,
            },
          ]
        : []),
      ...reading.lines.map((line) => ({
        id: line.id,
        heading_th: line.nameTh,
        heading_en: line.nameEn,
        body_th: line.readingTh,
        body_en: line.readingEn,
      })),
    ],
    lucky_colours_th: reading.luckyColoursTh,
    lucky_colours_en: reading.luckyColoursEn,
    lucky_numbers: reading.luckyNumbers,
    // With no line seen there is no strongest line to lean on: say how to get one seen.
    ...(dominant
      ? {
          advice_th: 'ลายมือบอกแนวโน้ม ไม่ใช่คำตัดสิน ใช้จุดแข็งของเส้นที่เด่นที่สุดเป็นแรงหนุน แล้วลงมือทำในสิ่งที่ตั้งใจ',
          advice_en:
            'A palm shows tendencies, not verdicts: lean on your strongest line and act on what you intend.',
        }
      : { advice_th: RETAKE_ADVICE.th, advice_en: RETAKE_ADVICE.en }),
    lines: reading.lines.map((line) => ({
      id: line.id,
      name_th: line.nameTh,
      name_en: line.nameEn,
      present: line.category.present,
      coverage: line.coverage,
      ...(line.category.present && paths[line.id]?.length ? { path: paths[line.id] } : {}),
    })),
  };
}

/**
 * The photo analysis takes well under a second on a 2048 px photo and the palmistry moments, so
 * a built-in palm reading is as quick as a topic reading: the job queue adds a few seconds.
 */
const ORACLE_PALM_SECONDS = 10;

/** The built-in palm reader: the photo's measured lines, read by the oracle's palmistry. */
export function createOraclePalmReader(deps: PalmReaderDeps): PalmReader {
  return {
    estimatedSeconds: ORACLE_PALM_SECONDS,
    async read(session: ReadingSessionRow, ctx: ReadingContext) {
      const input = palmInputOf(session);
      const uploadId = input.upload_id;
      if (!uploadId) throw new Error(`palm session ${session.id} has no photo`);
      const { bytes } = await deps.loadPhoto(session.userId, uploadId);
      const verdict = await deps.analyze(bytes, input.hand ?? null);
      if (!verdict.ok) throw new ReadingRefusal(verdict.messageEn, verdict.messageTh);
      const question = readingQuestionOf(session);
      const result = presentPalmReading(
        readPalm(verdict.features, ctx.seed, question),
        ctx.date,
        verdict.paths,
      );
      return verdict.hand ? { ...result, hand: verdict.hand } : result;
    },
  };
}
