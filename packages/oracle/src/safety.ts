/**
 * A safety net in front of every reading and chat: when someone writes about wanting to die or to
 * hurt themselves, the app gives no fortune and answers with care and the Thai mental-health
 * hotline (1323, free, 24 hours) instead.
 *
 * The check is deliberately broad — a false alarm costs a gentle message, a miss costs far more —
 * but it skips the common harmless idioms: "ตายแล้ว!" (oh my!), "เหนื่อยจะตาย" (tired to death),
 * "ไม่อยากตาย" (I don't want to die), "dying to know", "kill time". The phrasings are data:
 * `safety/crisis-lexicon.ts`, tested against `safety/crisis-corpus.ts`.
 */

import {
  CRISIS_PATTERNS,
  ENGLISH_CRISIS_PATTERNS,
  HARMLESS_PATTERNS,
} from './safety/crisis-lexicon.ts';

/** Thailand's Department of Mental Health hotline. */
export const MENTAL_HEALTH_HOTLINE = '1323';
/** Thailand's emergency medical number. */
export const EMERGENCY_NUMBER = '1669';

/** The text as the English patterns read it: one case, one kind of apostrophe, single spaces. */
function normalise(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/[’‘]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ');
}

/**
 * The text as the Thai patterns read it: no spaces or punctuation between words (Thai is typed
 * with spaces anywhere or nowhere), no ๆ, and a letter typed three times or more once
 * ("อยากตายยยยย", "ตายๆๆ"). The vowel ำ typed as ํ + า is one letter again.
 */
export function compactThai(text: string): string {
  return normalise(text)
    .replace(/\u0e4d\u0e32/g, '\u0e33')
    .replace(/[\s.,!?…"'“”()\-–—~:;*_/\\|]+/g, '')
    .replace(/ๆ+/g, '')
    .replace(/(.)\1{2,}/gu, '$1');
}

/** What the crisis check saw: the patterns that matched, by id (empty when none). */
export function crisisSignals(text: string | null | undefined): string[] {
  if (!text) return [];
  let thai = compactThai(text);
  for (const idiom of HARMLESS_PATTERNS) thai = thai.replace(idiom.pattern, '·');
  const english = normalise(text);
  return [
    ...CRISIS_PATTERNS.filter((p) => p.pattern.test(thai)).map((p) => p.id),
    ...ENGLISH_CRISIS_PATTERNS.filter((p) => p.pattern.test(english)).map((p) => p.id),
  ];
}

/** True when the text reads as self-harm or suicidal intent, in Thai or English. */
export function detectSelfHarm(text: string | null | undefined): boolean {
  return crisisSignals(text).length > 0;
}

export const caringReplyTh =
  'ตอนนี้เราขอยังไม่ดูดวงให้นะ เพราะสิ่งที่คุณเล่ามาฟังดูหนักหนามาก และความรู้สึกของคุณสำคัญกว่าคำทำนายใด ๆ ' +
  'คุณไม่ได้อยู่คนเดียว ถ้าคุณกำลังคิดจะทำร้ายตัวเอง โปรดโทรสายด่วนสุขภาพจิต 1323 (ฟรี ตลอด 24 ชั่วโมง) ' +
  'มีคนที่พร้อมรับฟังคุณโดยไม่ตัดสิน หากอยู่ในอันตรายเร่งด่วน โทร 1669 หรือไปโรงพยาบาลที่ใกล้ที่สุด ' +
  'และถ้าทำได้ ลองบอกคนที่คุณไว้ใจสักคนว่าตอนนี้คุณรู้สึกอย่างไร เมื่อคุณพร้อม เรายังอยู่ตรงนี้เสมอ';

export const caringReplyEn =
  'We are not going to give you a fortune reading right now — what you have shared sounds really heavy, and how you feel matters more than any prediction. ' +
  'You are not alone. If you are thinking about hurting yourself, please call the Thai mental health hotline 1323 (free, 24 hours); someone there will listen without judging. ' +
  'If you are in immediate danger, call 1669 or go to the nearest hospital, and if you can, tell someone you trust how you are feeling. ' +
  'Whenever you are ready, we are still here.';

export interface SafetyCheck {
  flagged: boolean;
  replyTh: string | null;
  replyEn: string | null;
}

/** Checks every free-text input of a request at once. */
export function safetyCheck(...texts: ReadonlyArray<string | null | undefined>): SafetyCheck {
  const flagged = texts.some((t) => detectSelfHarm(t));
  return flagged
    ? { flagged, replyTh: caringReplyTh, replyEn: caringReplyEn }
    : { flagged, replyTh: null, replyEn: null };
}
