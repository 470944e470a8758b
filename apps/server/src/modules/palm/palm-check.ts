import type { FoundHand, StatedHand } from '@duangdee/contract/hand-reading';
import type { FoundHandView, PalmPhotoProblem } from '@duangdee/contract/palm';
import {
  categorizeLine,
  PALM_LINE_IDS,
  type PalmFeatures,
  type PalmLineId,
} from '@duangdee/oracle/palm-lines';
import type { HandChecker, HandCheckResult } from './hand-model/hand-check.ts';
import { PALM_PHOTO_MESSAGES } from './palm-photo.ts';

/**
 * A palm photo judged by the trained hand model (hand-model/): the upload's check and the
 * reading's own check at its start, with the same verdict for the same bytes and hand. A usable
 * palm then has its lines measured; a reading needs at least two of them seen, or it is refused
 * (and so refunded) with the reason, rather than charged for a reading that reads nothing.
 */

export type PalmCheckOutcome =
  | { ok: true; hand: FoundHandView }
  | {
      ok: false;
      reason: PalmPhotoProblem;
      messageTh: string;
      messageEn: string;
      /** The hand the model saw, when it saw one (its outline helps the user retake). */
      hand: FoundHandView | null;
    };

export type PalmReadingInput =
  | {
      ok: true;
      features: PalmFeatures;
      hand: FoundHandView;
      /** Where each line seen runs, as shares of the photo. */
      paths: Partial<Record<PalmLineId, [number, number][]>>;
    }
  | { ok: false; reason: string; messageTh: string; messageEn: string };

/** A reading needs at least this many lines seen to say anything of the palm. */
export const MIN_LINES_SEEN = 2;

export const LINES_UNCLEAR_MESSAGE = {
  th: 'ฝ่ามือในภาพชัดดี แต่เส้นลายมือยังเห็นไม่ชัดพอจะอ่านได้อย่างน้อยสองเส้น จึงยังไม่ขอทำนาย ลองถ่ายใหม่ใต้แสงที่ส่องเฉียงเข้าหาฝ่ามือ ให้ร่องเส้นเกิดเงาชัดขึ้น',
  en: 'Your palm shows clearly, but fewer than two of its lines could be read, so no reading was made. Try again with light falling across your palm at a slant, so its creases cast a shadow.',
};

/** The landmarks as shares of the analysed photo, which has the stored photo's proportions. */
function handView(
  hand: FoundHand,
  width: number,
  height: number,
  which: StatedHand,
): FoundHandView {
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return {
    hand: which,
    landmarks: hand.landmarks.map(
      ([x, y]) => [clamp(x / width), clamp(y / height)] as [number, number],
    ),
  };
}

export interface PalmPhotoChecker {
  /** The verdict on a photo (the stored re-encode), for the hand the user says it is. */
  check(bytes: Buffer, stated: StatedHand | null): Promise<PalmCheckOutcome>;
  /** The check, then the lines of a usable palm: what a reading is made from. */
  readingInput(bytes: Buffer, stated: StatedHand | null): Promise<PalmReadingInput>;
}

export function createPalmPhotoChecker(hands: HandChecker): PalmPhotoChecker {
  function outcomeOf(result: HandCheckResult, stated: StatedHand | null): PalmCheckOutcome {
    const { verdict, width, height } = result;
    if (verdict.usable) {
      return { ok: true, hand: handView(verdict.hand, width, height, verdict.side.hand) };
    }
    const reason = verdict.problem;
    const message = PALM_PHOTO_MESSAGES[reason];
    const which = (hand: FoundHand): StatedHand =>
      stated ?? (hand.rightHanded >= 0.5 ? 'right' : 'left');
    return {
      ok: false,
      reason,
      messageTh: message.th,
      messageEn: message.en,
      hand: verdict.hand ? handView(verdict.hand, width, height, which(verdict.hand)) : null,
    };
  }

  return {
    async check(bytes, stated) {
      return outcomeOf(await hands.check(bytes, stated), stated);
    },
    async readingInput(bytes, stated) {
      const result = await hands.check(bytes, stated, { lines: true });
      const outcome = outcomeOf(result, stated);
      if (!outcome.ok) return outcome;
      const measured = result.lines;
      const seen = measured
        ? PALM_LINE_IDS.filter((id) => categorizeLine(id, measured.lines[id].features).present)
        : [];
      if (!measured || seen.length < MIN_LINES_SEEN) {
        return {
          ok: false,
          reason: 'lines_unclear',
          messageTh: LINES_UNCLEAR_MESSAGE.th,
          messageEn: LINES_UNCLEAR_MESSAGE.en,
        };
      }
      const features = Object.fromEntries(
        PALM_LINE_IDS.map((id) => [id, measured.lines[id].features]),
      ) as PalmFeatures;
      const share = ([x, y]: [number, number]): [number, number] => [
        Math.min(1, Math.max(0, x / result.width)),
        Math.min(1, Math.max(0, y / result.height)),
      ];
      // Paths of the lines a reading says it saw, to draw over the photo.
      const paths = Object.fromEntries(
        seen.map((id) => [id, measured.lines[id].path.map(share)]),
      ) as Partial<Record<PalmLineId, [number, number][]>>;
      return { ok: true, features, hand: outcome.hand, paths };
    },
  };
}
