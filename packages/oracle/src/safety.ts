/**
 * A safety net in front of every reading and chat: when someone writes about wanting to die or to
 * hurt themselves, the app gives no fortune and answers with care and the Thai mental-health
 * hotline (1323, free, 24 hours) instead.
 *
 * The check is deliberately broad — a false alarm costs a gentle message, a miss costs far more —
 * but it skips the common harmless idioms: "ตายแล้ว!" (oh my!), "ไม่อยากตาย" (I don't want to
 * die), "dying to know", "kill time".
 */

/** Thailand's Department of Mental Health hotline. */
export const MENTAL_HEALTH_HOTLINE = '1323';
/** Thailand's emergency medical number. */
export const EMERGENCY_NUMBER = '1669';

const THAI_PATTERNS: readonly RegExp[] = [
  /(?<!ไม่\s*)อยาก\s*ตาย/,
  /อยาก\s*จะ\s*ตาย/,
  /ฆ่า\s*ตัว\s*ตาย/,
  /ฆ่า\s*ตัว\s*เอง/,
  /ไม่\s*อยาก\s*(?:มี\s*)?ชีวิต\s*อยู่/,
  /ไม่\s*อยาก\s*อยู่\s*(?:บน\s*โลก|ต่อ\s*ไป|แล้ว)/,
  /ไม่\s*อยาก\s*ตื่น\s*(?:ขึ้น\s*มา\s*)?อีก/,
  /อยาก\s*หาย\s*ไป\s*(?:จาก\s*โลก|ตลอด\s*กาล)/,
  /จบ\s*ชีวิต/,
  /ปลิด\s*ชีพ/,
  /ทำ\s*ร้าย\s*ตัว\s*เอง/,
  /กรีด\s*(?:ข้อ\s*มือ|แขน|ตัว\s*เอง)/,
  /กิน\s*ยา\s*(?:ตาย|เกิน\s*ขนาด|ให้\s*ตาย)/,
  /ผูก\s*คอ/,
  /กระโดด\s*(?:ตึก|สะพาน|จาก\s*ที่\s*สูง)/,
  /อยู่\s*ไป\s*ก็\s*ไม่\s*มี\s*(?:ประโยชน์|ความหมาย)/,
  /ตาย\s*ๆ\s*ไป\s*(?:ซะ|เถอะ)/,
];

const ENGLISH_PATTERNS: readonly RegExp[] = [
  /\bkill(?:ing)?\s+my\s*self\b/,
  /\bsuicid(?:e|al)\b/,
  /\bend(?:ing)?\s+(?:my\s+(?:own\s+)?life|it\s+all)\b/,
  /\btake\s+my\s+(?:own\s+)?life\b/,
  /\b(?:want|wanna|going)\s+(?:to\s+)?die\b/,
  /\bwish\s+i\s+(?:was|were)\s+dead\b/,
  /\bbetter\s+off\s+dead\b/,
  /\b(?:do\s*n[o']?t|never)\s+want\s+to\s+(?:live|be\s+alive|wake\s+up)\b/,
  /\bno\s+reason\s+to\s+live\b/,
  /\bnot\s+worth\s+living\b/,
  /\b(?:hurt|harm|cut)(?:ing)?\s+my\s*self\b/,
  /\bself[-\s]?harm/,
];

function normalise(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/[’‘]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ');
}

/** True when the text reads as self-harm or suicidal intent, in Thai or English. */
export function detectSelfHarm(text: string | null | undefined): boolean {
  if (!text) return false;
  const t = normalise(text);
  return THAI_PATTERNS.some((re) => re.test(t)) || ENGLISH_PATTERNS.some((re) => re.test(t));
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
