/**
 * The built-in fortune teller's chat: answers to follow-up questions after a reading (a palm
 * reading above all) and to free questions, when no language model is configured.
 *
 * A reply is built the way a หมอดู talks: a short acknowledgement, what the reading (or, without
 * one, the person's birth weekday, ทักษา, animal year and the day) says about the topic, then an
 * answer in the shape of the question — a window of time for "when", a gentle leaning for yes/no,
 * advice otherwise — and an invitation to ask more. Everything is a tendency, never a promise.
 *
 * Boundaries: medical, legal and investment questions always carry a sentence sending the person
 * to a doctor, lawyer or financial adviser; lottery questions get เลขมงคล as encouragement with a
 * note that they predict nothing; self-harm gets the caring reply of `safety.ts` and no fortune.
 *
 * Voice: the oracle's existing neutral polite voice (as in `safety.ts`): no gendered particles
 * (ค่ะ/ครับ), a soft "นะ", and no name for the fortune teller, since the app gives none.
 *
 * Pure and deterministic: the same input and seed always give the same reply.
 */
import { THAI_MONTHS, ENGLISH_MONTHS } from './dates.ts';
import { PALM_LINE_IDS, PALM_LINE_TEXTS, type PalmLineId } from './palm-lines.ts';
import { dailyReading, type DailyAspect, type DailyReading } from './readings/daily.ts';
import {
  dayContext,
  dayEn,
  dayTh,
  personContext,
  type DayContext,
  type PersonContext,
} from './readings/common.ts';
import { caringReplyEn, caringReplyTh, detectSelfHarm } from './safety.ts';
import { createRng, pick, seedOf, type Rng } from './seed.ts';
import { capitalise, cleanName, listEn, listTh, lowerFirst, type Bi } from './text.ts';
import { BIRTH_DAY_BUDDHA, TAKSA_ROLES, weekdayInRole, type TaksaRoleId } from './thai-calendar.ts';
import { WEEKDAYS, WEEKDAY_IDS, WEEKDAY_LORE, type Weekday, type WeekdayId } from './weekday.ts';

// ---------------------------------------------------------------------------------------------
// The API
// ---------------------------------------------------------------------------------------------

export interface ChatReplySection {
  id: string;
  headingTh: string;
  bodyTh: string;
  headingEn: string;
  bodyEn: string;
}

export interface ChatReplyReading {
  kind: string;
  titleTh: string;
  summaryTh: string;
  sections: ChatReplySection[];
  adviceTh: string;
  adviceEn: string;
  luckyColoursTh?: string[];
  luckyNumbers?: number[];
}

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatReplyInput {
  /** The user's message (Thai or English), already sanitised. */
  question: string;
  /** The reading this chat follows, if any (a palm reading, or none for a free chat). */
  reading?: ChatReplyReading | null;
  /** Earlier turns of this chat, oldest first (to avoid repeating itself and to follow up). */
  history: ChatTurn[];
  person?: {
    name?: string;
    /** `YYYY-MM-DD` */
    birthDate?: string;
    birthTime?: string;
    gender?: 'male' | 'female' | 'other';
  };
  /** The Thai calendar day, `YYYY-MM-DD`. */
  date: string;
  /** Varies wording; same inputs and seed give the same reply. */
  seed: string;
  /** Default: detected from the question (Thai script → th). */
  lang?: 'th' | 'en';
}

/** What a question is about. `timing` and `yesno` are questions of that shape with no subject. */
export const CHAT_TOPICS = [
  'love',
  'work',
  'money',
  'health',
  'study',
  'travel',
  'family',
  'luck',
  'legal',
  'timing',
  'yesno',
  'greeting',
  'thanks',
  'other',
  'safety',
] as const;
export type ChatTopic = (typeof CHAT_TOPICS)[number];

export interface ChatReply {
  text: string;
  topic: ChatTopic;
  lang: 'th' | 'en';
}

/** The subjects a question can be about (the topics a reading can answer). */
export type ChatSubject =
  'love' | 'work' | 'money' | 'health' | 'study' | 'travel' | 'family' | 'luck' | 'legal';

/** The shape of a question: "when …?", "will …?" or anything else. */
export type ChatQuestionForm = 'when' | 'yesno' | 'open';

/** Questions that must be sent on to a professional (or, for gambling, kept to encouragement). */
export type ChatSensitivity = 'medical' | 'legal' | 'investment' | 'gambling';

/** A narrower reading of the subject, used to pick fitting advice. */
export type ChatSubtopic =
  | 'single'
  | 'talking'
  | 'partner'
  | 'ex'
  | 'marriage'
  | 'interview'
  | 'change'
  | 'promotion'
  | 'business'
  | 'colleague'
  | 'debt'
  | 'invest'
  | 'gamble'
  | 'save'
  | 'exam'
  | 'move'
  | 'trip'
  | 'children'
  | 'colour'
  | 'number';

export interface ChatQuestionAnalysis {
  /** The topic of the question on its own (no history), never `safety`. */
  topic: Exclude<ChatTopic, 'safety'>;
  subject: ChatSubject | null;
  /** The runner-up subject, e.g. "work" in "lucky colour for my interview". */
  secondary: ChatSubject | null;
  subtopic: ChatSubtopic | null;
  form: ChatQuestionForm;
  sensitive: ChatSensitivity[];
  greeting: boolean;
  thanks: boolean;
  /** Words such as "ทำไม", "ขยายความ", "what about" that lean on the previous turn. */
  followUp: boolean;
  /** The palm line the question names, if any. */
  line: PalmLineId | null;
}

/** The sentence every reply on such a question carries (tests and callers may look for it). */
export const CHAT_CONSULT_NOTES: Record<'medical' | 'legal' | 'investment', Bi> = {
  medical: {
    th: 'เรื่องอาการหรือการรักษา แนะนำให้ปรึกษาแพทย์โดยตรงนะ คำทำนายใช้แทนการตรวจจากแพทย์ไม่ได้',
    en: 'For symptoms or treatment, please consult a doctor — a reading cannot replace a medical check-up.',
  },
  legal: {
    th: 'ส่วนข้อกฎหมายและรายละเอียดของคดี ควรปรึกษาทนายความหรือผู้เชี่ยวชาญด้านกฎหมายก่อนตัดสินใจนะ',
    en: 'For the legal side, please consult a lawyer before you decide anything.',
  },
  investment: {
    th: 'ส่วนการตัดสินใจลงทุนจริง ควรปรึกษาที่ปรึกษาการเงินที่เชื่อถือได้และศึกษาข้อมูลให้รอบด้านก่อนนะ ดวงบอกได้แค่จังหวะใจ ไม่ใช่ทิศทางตลาด',
    en: 'For real investment decisions, please talk to a licensed financial adviser and check the facts — the stars speak to your timing and mindset, not to the market.',
  },
};

/** The gentler sentence for general health questions (no symptoms mentioned). */
export const CHAT_HEALTH_NOTE: Bi = {
  th: 'ทั้งนี้ถ้าร่างกายมีอาการผิดปกติ ควรปรึกษาแพทย์เป็นหลักนะ',
  en: 'And if your body shows anything unusual, please consult a doctor first.',
};

/** Said whenever numbers are given on a lottery or gambling question. */
export const CHAT_LUCKY_NUMBER_NOTE: Bi = {
  th: 'เลขเหล่านี้เป็นเลขมงคลไว้เสริมกำลังใจเท่านั้น ไม่ใช่การทำนายผลรางวัล และไม่ควรนำเงินที่จำเป็นต้องใช้ไปเสี่ยงนะ',
  en: 'These are lucky numbers for encouragement only, not a prediction of any draw — and please never stake money you need.',
};

/** The longest reply, in characters. */
export const CHAT_REPLY_MAX = 700;

// ---------------------------------------------------------------------------------------------
// Reading the question
// ---------------------------------------------------------------------------------------------

type Mark =
  ChatSubject | 'when' | 'yesno' | 'can' | 'request' | 'greeting' | 'thanks' | 'followup' | null;

interface Term {
  mark: Mark;
  weight: number;
  sub?: ChatSubtopic;
  sens?: ChatSensitivity;
  /** A palm line the question names ("เส้นใจ", "fate line"). */
  line?: PalmLineId;
  /** The sensitivity counts only when the question is about this term's subject ("sick of my job"). */
  soft?: boolean;
}

interface ThaiTerm extends Term {
  word: string;
}

interface EnglishTerm extends Term {
  re: RegExp;
  size: number;
}

type TermOpts = {
  w?: number;
  sub?: ChatSubtopic;
  sens?: ChatSensitivity;
  line?: PalmLineId;
  soft?: boolean;
};

function th(words: string, mark: Mark, o: TermOpts = {}): ThaiTerm[] {
  return words
    .split(' ')
    .filter(Boolean)
    .map((word) => ({ word, mark, weight: o.w ?? 1, ...o }));
}

/**
 * Thai has no spaces between words, so terms are matched as substrings, longest first, and each
 * match is blanked out before shorter terms are tried: "แต่งงาน" (marriage) is found before "งาน"
 * (work) can match inside it, "หมอดู" (fortune teller) before "หมอ" (doctor), "ลงทุน" before
 * "ทุน". Terms marked `null` exist only to shield such look-alikes ("ไหม้", "อย่า", "รักษา"…).
 */
const THAI_TERMS: readonly ThaiTerm[] = [
  // Shields: words that contain a shorter term but mean something else.
  ...th(
    'หมอดู แม่หมอ หมอดวง ไหม้ ผ้าไหม สอบถาม ตรวจสอบ ทิศทาง แม่น แม่น้ำ อนุรักษ์ รักษา อย่า ย่าน ขยาย ศาลา ลูกเต๋า งานบ้าน คู่มือ พ่อค้า ลายมือ',
    null,
  ),
  // The palm lines, when a question names one.
  ...th('เส้นใจ เส้นหัวใจ', 'love', { w: 1.2, line: 'heart' }),
  ...th('เส้นสมอง', 'study', { w: 1.2, line: 'head' }),
  ...th('เส้นวาสนา เส้นโชคชะตา', 'work', { w: 1.2, line: 'fate' }),
  ...th('เส้นสุริยะ เส้นความสำเร็จ', 'money', { w: 1.2, line: 'sun' }),
  ...th('เส้นพุธ', 'work', { w: 1.2, line: 'mercury', sub: 'business' }),
  ...th('เส้นชีวิต', 'health', { w: 1.2, line: 'life' }),
  // Love
  ...th('แฟน คนรัก ความรัก คู่รัก ความสัมพันธ์ คบกัน นอกใจ มือที่สาม หย่า', 'love', {
    sub: 'partner',
  }),
  ...th('สามี ภรรยา ภริยา แฟนปัจจุบัน', 'love', { sub: 'partner' }),
  ...th('ผัว เมีย', 'love', { w: 0.8, sub: 'partner' }),
  ...th('เนื้อคู่ โสด หาแฟน มีแฟน คู่แท้ เจอคนใหม่ แฟนใหม่', 'love', { sub: 'single' }),
  ...th('คนคุย จีบ แอบชอบ คนที่ชอบ ชอบเขา เขาชอบ รักเขา กิ๊ก เดท ดูใจ ตกหลุมรัก อ่านไม่ตอบ', 'love', {
    sub: 'talking',
  }),
  ...th('เขาคิด เขารู้สึก ทักมา ติดต่อมา ตอบแชท', 'love', { w: 0.6, sub: 'talking' }),
  ...th('แฟนเก่า คนเก่า อกหัก เลิกกัน เลิกกับ คืนดี เขาจะกลับ', 'love', { sub: 'ex' }),
  ...th('แต่งงาน งานแต่ง หมั้น ขอแต่ง สละโสด คู่ชีวิต คู่ครอง', 'love', { sub: 'marriage' }),
  ...th('คิดถึง หัวใจ เสน่ห์ ปวดใจ เจ็บใจ เจ็บปวด', 'love', { w: 0.6 }),
  ...th('รัก', 'love', { w: 0.5 }),
  ...th('คู่', 'love', { w: 0.3 }),
  // Work
  ...th(
    'งาน การงาน ทำงาน ที่ทำงาน อาชีพ ออฟฟิศ บริษัท แผนก ราชการ ฟรีแลนซ์ โปรเจกต์ โปรเจ็กต์ โปรเจค ประชุม',
    'work',
  ),
  ...th('สมัครงาน สัมภาษณ์', 'work', { sub: 'interview' }),
  ...th('ย้ายงาน ย้ายแผนก เปลี่ยนงาน ลาออก ตกงาน งานใหม่ หางาน', 'work', { sub: 'change' }),
  ...th('เลื่อนตำแหน่ง เลื่อนขั้น ขึ้นเงินเดือน โบนัส', 'work', { sub: 'promotion' }),
  ...th('ตำแหน่ง ผลงาน', 'work', { w: 0.7, sub: 'promotion' }),
  ...th(
    'ธุรกิจ ค้าขาย ขายของ เปิดร้าน กิจการ ลูกค้า แม่ค้า หุ้นส่วน คู่ค้า คู่แข่ง ยอดขาย สตาร์ทอัพ ขายออนไลน์',
    'work',
    { sub: 'business' },
  ),
  ...th('ร้าน', 'work', { w: 0.6, sub: 'business' }),
  ...th('หัวหน้า เจ้านาย เพื่อนร่วมงาน ลูกน้อง', 'work', { sub: 'colleague' }),
  // Money
  ...th(
    'เงิน การเงิน เงินทอง รวย ร่ำรวย ทรัพย์ รายได้ รายจ่าย ค่าใช้จ่าย กำไร ขาดทุน ต้นทุน เงินเดือน มรดก ซื้อบ้าน ซื้อรถ โชคลาภ',
    'money',
  ),
  ...th('หนี้ ลูกหนี้ กู้ ผ่อน ผ่อนงวด ดอกเบี้ย ยืมเงิน บัตรเครดิต', 'money', { sub: 'debt' }),
  ...th('ลงทุน หุ้น คริปโต บิทคอยน์ บิตคอยน์ กองทุน เทรด ฟอเร็กซ์ ซื้อทอง อสังหา', 'money', {
    sub: 'invest',
    sens: 'investment',
  }),
  ...th(
    'หวย ลอตเตอรี่ ล็อตเตอรี่ ลอตเตอรี สลาก เลขเด็ด เลขท้าย งวดนี้ ถูกรางวัล รางวัลที่หนึ่ง ถูกหวย พนัน บาคาร่า คาสิโน แทงบอล',
    'money',
    { sub: 'gamble', sens: 'gambling' },
  ),
  ...th('เก็บเงิน เงินเก็บ ออมเงิน ออม', 'money', { sub: 'save' }),
  // Health
  ...th('สุขภาพ ร่างกาย ตรวจสุขภาพ ออกกำลังกาย ลดน้ำหนัก นอนไม่หลับ', 'health'),
  ...th('น้ำหนัก แข็งแรง อุบัติเหตุ วิตกกังวล', 'health', { w: 0.7 }),
  ...th('อาการ ปวด เจ็บ หายป่วย หายดี', 'health', { w: 0.8, sens: 'medical', soft: true }),
  ...th('เครียด ปวดหัว ผ่อนคลาย', 'health', { w: 0.5 }),
  ...th(
    'ป่วย เจ็บป่วย ไม่สบาย โรค หมอ แพทย์ โรงพยาบาล คลินิก ผ่าตัด กินยา ทานยา ยารักษา รักษาโรค การรักษา รักษาตัว มะเร็ง โรคหัวใจ หัวใจวาย เบาหวาน ความดัน ซึมเศร้า ตั้งครรภ์ ตั้งท้อง แท้ง ผลตรวจ เนื้องอก วินิจฉัย บาดเจ็บ ติดเชื้อ เป็นไข้ มีไข้ เจ็บคอ เวียนหัว คลื่นไส้ ท้องเสีย หายใจไม่ออก แพ้ยา ภูมิแพ้',
    'health',
    { sens: 'medical' },
  ),
  // Study
  ...th(
    'เรียน การเรียน เรียนต่อ มหาลัย มหาวิทยาลัย ปริญญา เกรด ทุนการศึกษา ทุนเรียน การบ้าน วิทยานิพนธ์ ธีสิส โรงเรียน อ่านหนังสือ ติว จบการศึกษา นักเรียน นักศึกษา ลูกศิษย์ ปริญญาโท ต่อโท',
    'study',
  ),
  ...th('สอบ สอบเข้า สอบติด สอบผ่าน สอบตก ข้อสอบ', 'study', { sub: 'exam' }),
  ...th('คะแนน', 'study', { w: 0.7 }),
  // Travel and moving
  ...th('เดินทาง ท่องเที่ยว ไปเที่ยว ต่างประเทศ ต่างจังหวัด วีซ่า เครื่องบิน บินไป ทริป', 'travel', {
    sub: 'trip',
  }),
  ...th('เที่ยว', 'travel', { w: 0.8, sub: 'trip' }),
  ...th('ย้ายบ้าน ย้ายที่อยู่ ย้ายประเทศ ย้ายไป บ้านใหม่ ขึ้นบ้านใหม่ ย้ายคอนโด', 'travel', {
    sub: 'move',
  }),
  ...th('ย้าย ทิศ', 'travel', { w: 0.6, sub: 'move' }),
  // Family
  ...th(
    'ครอบครัว พ่อแม่ พี่น้อง พี่สาว พี่ชาย น้องสาว น้องชาย ลูกสาว ลูกชาย ญาติ หลาน ตายาย ปู่ย่า แม่สามี แม่ยาย พ่อตา กตัญญู งานบวช งานศพ',
    'family',
  ),
  ...th('มีลูก อยากมีลูก มีบุตร ลูกคนแรก', 'family', { sub: 'children' }),
  ...th('พ่อ แม่ ลูก ที่บ้าน ยาย ย่า ปู่', 'family', { w: 0.8 }),
  ...th('บ้าน', 'family', { w: 0.5 }),
  // Luck
  ...th(
    'โชค โชคดี ดวงดี ฤกษ์ วันมงคล เสริมดวง แก้ดวง แก้ชง ปีชง มูเตลู สายมู เครื่องราง พระประจำวัน ทำบุญ ไหว้พระ สวดมนต์ ปีนักษัตร ทักษา กาลกิณี ศาลเจ้า ศาลพระภูมิ',
    'luck',
  ),
  ...th('สีมงคล สีเสื้อ สีประจำวัน สีนำโชค สีอะไร ใส่สี สีกระเป๋า สีรถ สีถูกโฉลก', 'luck', {
    w: 1.5,
    sub: 'colour',
  }),
  ...th('เลขมงคล เลขนำโชค เลขประจำตัว เบอร์มงคล เลขอะไร', 'luck', { w: 1.5, sub: 'number' }),
  ...th('วันดี ดวงชะตา', 'luck', { w: 0.6 }),
  ...th('ดวง ดูดวง ชง', 'luck', { w: 0.3 }),
  // Legal
  ...th('กฎหมาย คดี ฟ้อง ฟ้องร้อง ศาล ทนาย ตำรวจ ถูกจับ ประกันตัว สอบสวน ติดคุก พินัยกรรม', 'legal', {
    sens: 'legal',
  }),
  ...th('ถูกโกง โดนโกง', 'legal', { w: 0.8, sens: 'legal' }),
  // Shapes of questions
  ...th(
    'เมื่อไหร่ เมื่อไร เมื่อไหร เมื่อใด ตอนไหน ช่วงไหน ช่วงไร วันไหน เดือนไหน ปีไหน กี่โมง อีกนาน อีกกี่ นานแค่ไหน นานไหม เวลาไหน',
    'when',
  ),
  ...th('ไหม มั้ย มั๊ย ไม๊ หรือเปล่า รึเปล่า หรือป่าว รึป่าว ป่าว หรือไม่ ใช่ไหม', 'yesno'),
  // "ได้ไหม" after "ช่วย…/ขอ…" is a polite request ("could you look?"), not a yes/no question.
  ...th('ได้ไหม ได้มั้ย ได้มั๊ย ได้ป่าว ได้หรือเปล่า ได้รึเปล่า', 'can'),
  ...th('ช่วย ขอ รบกวน อยากให้', 'request'),
  ...th('สวัสดี หวัดดี', 'greeting'),
  ...th('ขอบคุณ ขอบใจ ขอบพระคุณ แต๊งกิ้ว', 'thanks'),
  ...th('ขยายความ อธิบายเพิ่ม เพิ่มเติม ทำไม หมายความว่า แปลว่า ละเอียดกว่านี้ แล้วถ้า', 'followup'),
];

const THAI_BY_LENGTH = [...THAI_TERMS].sort((a, b) => b.word.length - a.word.length);

/** Splits "a|b(?:c|d)" at its top-level bars only: ["a", "b(?:c|d)"]. */
function alternatives(patterns: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < patterns.length; i++) {
    const ch = patterns[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === '|' && depth === 0) {
      out.push(patterns.slice(from, i));
      from = i + 1;
    }
  }
  out.push(patterns.slice(from));
  return out;
}

function en(patterns: string, mark: Mark, o: TermOpts = {}): EnglishTerm[] {
  return alternatives(patterns)
    .filter(Boolean)
    .map((p) => ({
      re: new RegExp(`\\b(?:${p})\\b`, 'g'),
      size: p.length,
      mark,
      weight: o.w ?? 1,
      ...o,
    }));
}

const ENGLISH_TERMS: readonly EnglishTerm[] = [
  ...en('fortune teller|tell me', null),
  // The palm lines, when a question names one.
  ...en('heart line', 'love', { w: 1.2, line: 'heart' }),
  ...en('head line', 'study', { w: 1.2, line: 'head' }),
  ...en('fate line', 'work', { w: 1.2, line: 'fate' }),
  ...en('sun line|success line', 'money', { w: 1.2, line: 'sun' }),
  ...en('mercury line', 'work', { w: 1.2, line: 'mercury', sub: 'business' }),
  ...en('life line', 'health', { w: 1.2, line: 'life' }),
  // Love
  ...en('love|relationship|romance|romantic|love life', 'love'),
  ...en('boyfriend|girlfriend|husband|wife|spouse|married|cheat(?:ing|ed)?|my partner', 'love', {
    sub: 'partner',
  }),
  ...en('partner', 'love', { w: 0.6, sub: 'partner' }),
  ...en('single|soul ?mate|find someone|meet someone', 'love', { sub: 'single' }),
  ...en('the one', 'love', { w: 0.6, sub: 'single' }),
  ...en(
    'crush|dating|likes? me|feelings for|text me|texts? back|talking to someone|someone special',
    'love',
    { sub: 'talking' },
  ),
  ...en('my ex|ex|break ?up|broke up|get back together|come back to me|heartbreak', 'love', {
    sub: 'ex',
  }),
  ...en('marry|marriage|wedding|engaged|engagement|propose', 'love', { sub: 'marriage' }),
  ...en('heart', 'love', { w: 0.4 }),
  // Work
  ...en('work|job|jobs|career|office|company|employer|project', 'work'),
  ...en('interview|apply for|application', 'work', { sub: 'interview' }),
  ...en('resign|quit|new job|change jobs?|switch jobs?|laid off|fired|job hunt(?:ing)?', 'work', {
    sub: 'change',
  }),
  ...en('promotion|promoted|pay rise|raise|bonus', 'work', { sub: 'promotion' }),
  ...en(
    'business|business partner|startup|start-up|shop|store|clients?|customers?|sales|trade',
    'work',
    { sub: 'business' },
  ),
  ...en('boss|manager|colleagues?|co-?workers?|team ?mates?', 'work', { sub: 'colleague' }),
  // Money
  ...en(
    'money|finances?|financial|rich|wealth|wealthy|income|salary|profit|windfall|afford|inheritance',
    'money',
  ),
  ...en('debts?|loans?|mortgage|borrow(?:ed|ing)?|credit card', 'money', { sub: 'debt' }),
  ...en('invest(?:ing|ment|ments)?|stocks?|shares|crypto|bitcoin|trading|forex|funds?', 'money', {
    sub: 'invest',
    sens: 'investment',
  }),
  ...en(
    'lottery|lotto|lottery numbers?|winning numbers?|jackpot|gambl(?:e|ing)|casino|betting|bets',
    'money',
    { sub: 'gamble', sens: 'gambling' },
  ),
  ...en('savings?|save money|saving', 'money', { sub: 'save' }),
  // Health
  ...en('health|healthy|fitness|exercise', 'health'),
  ...en('weight|sleep|stress(?:ed)?|tired|anxiety|anxious|treatment|operation', 'health', {
    w: 0.6,
  }),
  ...en('sick|ill|pain|hurts?', 'health', { w: 0.8, sens: 'medical', soft: true }),
  ...en(
    'illness|disease|doctor|hospital|surgery|medicine|medication|pills?|symptoms?|cancer|diabetes|pregnan(?:t|cy)|diagnos(?:is|ed)|blood test|depress(?:ed|ion)|injur(?:y|ed)|fever',
    'health',
    { sens: 'medical' },
  ),
  // Study
  ...en(
    "study|studies|studying|school|university|uni|college|degree|scholarship|homework|thesis|student|master'?s|phd",
    'study',
  ),
  ...en('exams?|entrance|test|tests', 'study', { sub: 'exam' }),
  ...en('grades?|class(?:es)?|course|learn(?:ing)?', 'study', { w: 0.7 }),
  // Travel
  ...en('travel(?:l?ing)?|trip|abroad|overseas|flight|visa|vacation|holiday|journey', 'travel', {
    sub: 'trip',
  }),
  ...en(
    'move house|moving|relocat(?:e|ion|ing)|new (?:house|home|place|flat|apartment)',
    'travel',
    {
      sub: 'move',
    },
  ),
  ...en('move', 'travel', { w: 0.6, sub: 'move' }),
  // Family
  ...en(
    'family|mother|mom|mum|father|dad|parents?|sisters?|brothers?|siblings?|sons?|daughters?|child|children|kids?|baby|grand(?:ma|pa|mother|father|parents?)|relatives?|in-laws?',
    'family',
  ),
  ...en('home', 'family', { w: 0.5 }),
  // Luck
  ...en('luck|lucky|auspicious|amulet|merit|good day|feng shui', 'luck'),
  ...en('lucky colou?rs?|colou?rs?|wear', 'luck', { w: 1.5, sub: 'colour' }),
  ...en('lucky numbers?|numbers?', 'luck', { w: 1.5, sub: 'number' }),
  ...en('horoscope|zodiac|charm|fortune|destiny|stars', 'luck', { w: 0.3 }),
  // Legal
  ...en(
    'legal|law|lawsuit|sue|sued|suing|court|lawyer|attorney|police|arrest(?:ed)?|custody',
    'legal',
    {
      sens: 'legal',
    },
  ),
  ...en('scam(?:med)?', 'legal', { w: 0.8, sens: 'legal' }),
  // Shapes
  ...en(
    'when|how long|how soon|what time|by when|which (?:month|day|year|week)|what (?:month|day|year)|timing',
    'when',
  ),
  ...en('or not|yes or no', 'yesno'),
  ...en('hello|hi|hey|hiya|good (?:morning|afternoon|evening)|sawa?s?dee', 'greeting'),
  ...en('thanks?(?: you)?|thx|ty|appreciate(?:d)?|grateful', 'thanks'),
  ...en('why|what about|tell me more|explain|what does (?:it|that) mean|more detail', 'followup'),
];

const ENGLISH_BY_SIZE = [...ENGLISH_TERMS].sort((a, b) => b.size - a.size);

const YES_NO_EN =
  /(?:^|[.,!?;:]\s*)(?:will|is|are|am|do|does|did|can|could|should|would|shall|has|have|may|might|was|were)\b/;
/** "Can you tell me …": a request, not a yes/no question. */
const REQUEST_EN =
  /(?:^|[.,!?;:]\s*)(?:can|could|would|will) you (?:please )?(?:tell|explain|read|help|look|check|give|show|say|describe|share)\b/;

const SUBJECT_ORDER: readonly ChatSubject[] = [
  'love',
  'work',
  'money',
  'health',
  'study',
  'travel',
  'family',
  'legal',
  'luck',
];

function normalise(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/[’‘]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

interface Hit extends Term {
  at: number;
}

function thaiHits(text: string): Hit[] {
  // Spaces inside Thai are only pauses ("แฟน จะ กลับ มา ไหม"), so they are ignored.
  let rest = text.replace(/\s+/g, '');
  const hits: Hit[] = [];
  for (const t of THAI_BY_LENGTH) {
    let i = rest.indexOf(t.word);
    while (i >= 0) {
      hits.push({ ...t, at: i });
      rest = rest.slice(0, i) + '\u0000'.repeat(t.word.length) + rest.slice(i + t.word.length);
      i = rest.indexOf(t.word, i + t.word.length);
    }
  }
  return hits;
}

function englishHits(text: string): Hit[] {
  let rest = text;
  const hits: Hit[] = [];
  for (const t of ENGLISH_BY_SIZE) {
    rest = rest.replace(t.re, (m: string, offset: number) => {
      hits.push({ ...t, at: offset });
      return ' '.repeat(m.length);
    });
  }
  return hits;
}

/** Reads a question on its own: its topic, subject, shape and any sensitive matter. */
export function analyseChatQuestion(question: string): ChatQuestionAnalysis {
  const text = normalise(question ?? '');
  const hits = [...thaiHits(text), ...englishHits(text)];
  const score = new Map<ChatSubject, number>();
  const firstAt = new Map<ChatSubject, number>();
  const subOf = new Map<ChatSubject, { sub: ChatSubtopic; weight: number }>();
  const sensitive = new Set<ChatSensitivity>();
  const softSens: { mark: Mark; sens: ChatSensitivity }[] = [];
  let when = false;
  let yesno = false;
  let greeting = false;
  let thanks = false;
  let followUp = false;
  let can = false;
  let request = false;
  let line: PalmLineId | null = null;
  for (const h of hits) {
    if (h.line && !line) line = h.line;
    if (h.sens && h.soft) softSens.push({ mark: h.mark, sens: h.sens });
    else if (h.sens) sensitive.add(h.sens);
    switch (h.mark) {
      case null:
        break;
      case 'when':
        when = true;
        break;
      case 'yesno':
        yesno = true;
        break;
      case 'can':
        can = true;
        break;
      case 'request':
        request = true;
        break;
      case 'greeting':
        greeting = true;
        break;
      case 'thanks':
        thanks = true;
        break;
      case 'followup':
        followUp = true;
        break;
      default: {
        score.set(h.mark, (score.get(h.mark) ?? 0) + h.weight);
        firstAt.set(h.mark, Math.min(firstAt.get(h.mark) ?? Infinity, h.at));
        const prev = subOf.get(h.mark);
        // A plain "partner" word gives way to a more telling one ("ex", "marriage"…).
        const rank = (x: { sub: ChatSubtopic; weight: number }) =>
          x.weight + (x.sub === 'partner' ? 0 : 0.01);
        if (h.sub && (!prev || rank({ sub: h.sub, weight: h.weight }) > rank(prev))) {
          subOf.set(h.mark, { sub: h.sub, weight: h.weight });
        }
      }
    }
  }
  if (can && !request) yesno = true;
  if (!yesno && /[a-z]/.test(text) && YES_NO_EN.test(text) && !REQUEST_EN.test(text)) {
    yesno = true;
  }

  const ranked = SUBJECT_ORDER.filter((s) => (score.get(s) ?? 0) >= 0.5).sort(
    (a, b) =>
      (score.get(b) ?? 0) - (score.get(a) ?? 0) ||
      SUBJECT_ORDER.indexOf(a) - SUBJECT_ORDER.indexOf(b),
  );
  const subject = ranked[0] ?? null;
  const secondary = ranked[1] ?? null;
  for (const x of softSens) if (x.mark === subject) sensitive.add(x.sens);
  const form: ChatQuestionForm = when ? 'when' : yesno ? 'yesno' : 'open';
  const topic: ChatQuestionAnalysis['topic'] = subject
    ? subject
    : when
      ? 'timing'
      : yesno
        ? 'yesno'
        : greeting
          ? 'greeting'
          : thanks
            ? 'thanks'
            : 'other';
  return {
    topic,
    subject,
    secondary,
    subtopic: subject ? (subOf.get(subject)?.sub ?? null) : null,
    form,
    sensitive: [...sensitive],
    greeting,
    thanks,
    followUp,
    line,
  };
}

/** The topic of a question on its own (no history). */
export function detectChatTopic(question: string): Exclude<ChatTopic, 'safety'> {
  return analyseChatQuestion(question).topic;
}

// ---------------------------------------------------------------------------------------------
// Content
// ---------------------------------------------------------------------------------------------

type Topic = ChatSubject | 'other';

interface Ctx {
  lang: 'th' | 'en';
  rng: Rng;
  topic: Topic;
  a: ChatQuestionAnalysis;
  day: DayContext;
  person: PersonContext;
  daily: DailyReading;
  reading: ChatReplyReading | null;
  /** Every earlier assistant turn, for not repeating ourselves. */
  said: string;
  /** The last assistant turn. */
  lastSaid: string;
  hasBirth: boolean;
}

type Frag = Bi | ((c: Ctx) => Bi);

const LABEL: Record<Topic, Bi> = {
  love: { th: 'ความรัก', en: 'love' },
  work: { th: 'การงาน', en: 'work' },
  money: { th: 'การเงิน', en: 'money' },
  health: { th: 'สุขภาพ', en: 'health' },
  study: { th: 'การเรียน', en: 'your studies' },
  travel: { th: 'การเดินทางและการย้ายที่', en: 'travel and moves' },
  family: { th: 'ครอบครัว', en: 'family' },
  luck: { th: 'โชคลาภ', en: 'luck' },
  legal: { th: 'คดีความ', en: 'legal matters' },
  other: { th: 'ที่ถาม', en: 'what you asked about' },
};

/** "คุณมิว" / "" — only when there is a name, so a sentence never reads "คุณถาม…" by accident. */
function nameTh(c: Ctx): string {
  return c.person.name ? c.person.callTh : '';
}

const GENERIC_OPENINGS: readonly Frag[] = [
  { th: 'ขอดูให้ตรง ๆ เลยนะ', en: 'Let me look at this honestly.' },
  { th: 'คำถามนี้น่าสนใจมาก ขอดูให้ละเอียดนะ', en: 'That is a good question — let me look closely.' },
  (c) => ({
    th: `${nameTh(c) || 'คุณ'}ถามได้ตรงจุดเลย`,
    en: c.person.callEn
      ? `${c.person.callEn}, that goes straight to the point.`
      : 'That goes straight to the point.',
  }),
  {
    th: 'ถามมาแบบนี้ แสดงว่าเรื่องนี้อยู่ในใจมาสักพักแล้ว',
    en: 'It sounds as if this has been on your mind for a while.',
  },
  { th: 'เข้าใจเลยว่าทำไมถึงอยากรู้เรื่องนี้', en: 'I can see why you want to know.' },
  { th: 'ลองมาดูกันทีละส่วนนะ', en: 'Let us take this one step at a time.' },
  { th: 'ดวงมีเรื่องจะบอกเกี่ยวกับคำถามนี้อยู่นะ', en: 'The stars do have something to say about this.' },
];

const TOPIC_OPENINGS: Record<Topic, readonly Frag[]> = {
  love: [
    { th: 'เรื่องหัวใจต้องค่อย ๆ ดูนะ', en: 'Matters of the heart deserve a gentle look.' },
    (c) => ({
      th: `ความรักของ${nameTh(c) || 'คุณ'}ช่วงนี้มีอะไรน่าสนใจอยู่นะ`,
      en: 'There is something interesting in your love life right now.',
    }),
    {
      th: 'ความรักเป็นเรื่องละเอียดอ่อน ขอตอบอย่างใส่ใจนะ',
      en: 'Love is delicate, so let me answer with care.',
    },
  ],
  work: [
    { th: 'เรื่องงานนี่ถามได้จังหวะพอดีเลย', en: 'Good timing to ask about work.' },
    (c) => ({
      th: `ดวงการงานของ${nameTh(c) || 'คุณ'}มีจุดที่น่าสนใจอยู่นะ`,
      en: 'Your work stars have an interesting point right now.',
    }),
    {
      th: 'เรื่องการงาน ดวงบอกได้ทั้งจังหวะและวิธีเดิน',
      en: 'For work, the stars speak to both timing and approach.',
    },
  ],
  money: [
    { th: 'เรื่องเงินขอพูดตรง ๆ แต่ใจดีนะ', en: 'About money, let me be frank but kind.' },
    {
      th: 'ดวงการเงินเป็นเรื่องของจังหวะกับวินัยคู่กันเสมอ',
      en: 'Money luck is always a pairing of timing and discipline.',
    },
    (c) => ({
      th: `การเงินของ${nameTh(c) || 'คุณ'}ช่วงนี้มีทั้งทางเข้าและทางรั่วให้ดูนะ`,
      en: 'Your finances show both ways in and small leaks right now.',
    }),
  ],
  health: [
    {
      th: 'เรื่องกายใจเป็นเรื่องที่ควรใส่ใจที่สุด ขอดูให้นะ',
      en: 'Body and mind come first, so let me look.',
    },
    {
      th: 'ดีแล้วที่ใส่ใจตัวเองจนถามเรื่องนี้นะ',
      en: 'It is good that you are paying attention to yourself.',
    },
  ],
  study: [
    {
      th: 'เรื่องเรียนเรื่องสอบ ขอเป็นกำลังใจให้ก่อนเลยนะ',
      en: 'First of all, good luck with your studies.',
    },
    {
      th: 'ดวงช่วยเรื่องเรียนได้ครึ่งหนึ่ง อีกครึ่งอยู่ที่ความตั้งใจของคุณนะ',
      en: 'The stars can help half the way with study; your effort does the rest.',
    },
  ],
  travel: [
    {
      th: 'เรื่องการเดินทางและการย้ายที่ ดวงมีสัญญาณให้เห็นอยู่นะ',
      en: 'Travel and moves do show up in the stars.',
    },
    {
      th: 'การขยับไปที่ใหม่เป็นเรื่องน่าตื่นเต้น ขอดูจังหวะให้นะ',
      en: 'A move somewhere new is exciting — let me look at the timing.',
    },
  ],
  family: [
    { th: 'เรื่องในบ้านเป็นเรื่องที่ใกล้ใจที่สุดเลยนะ', en: 'Family is the closest thing to the heart.' },
    {
      th: 'ครอบครัวคือรากของดวงทุกด้าน ขอดูให้อย่างใส่ใจนะ',
      en: 'Your family is the root of every part of your fortune, so let me look carefully.',
    },
  ],
  luck: [
    { th: 'เรื่องเสริมดวงนี่ดูให้ได้เลย', en: 'Happy to help you invite good luck.' },
    { th: 'ถ้าอยากเสริมโชค มีหลายทางให้เลือกนะ', en: 'There are several ways to invite good luck.' },
  ],
  legal: [
    {
      th: 'เรื่องคดีความเป็นเรื่องใหญ่ ขอตอบอย่างระมัดระวังนะ',
      en: 'Legal matters are serious, so let me answer carefully.',
    },
    {
      th: 'เข้าใจว่าเรื่องแบบนี้ทำให้กังวลใจไม่น้อยเลย',
      en: 'I understand this kind of thing weighs on the mind.',
    },
  ],
  other: [
    { th: 'ขอลองตอบจากสิ่งที่ดวงบอกนะ', en: 'Let me answer from what the stars show.' },
    { th: 'คำถามนี้ขอมองจากภาพรวมก่อนนะ', en: 'Let me start from the big picture.' },
  ],
};

const FORM_OPENINGS: Record<ChatQuestionForm, readonly Frag[]> = {
  when: [
    {
      th: 'เรื่องจังหวะเวลา ดวงบอกได้เป็นช่วง ๆ นะ',
      en: 'Timing is something the stars show in windows.',
    },
  ],
  yesno: [
    {
      th: 'ขอตอบเป็นแนวโน้มนะ เพราะดวงไม่ได้ตัดสินแทนเรา',
      en: 'I will answer as a leaning, since the stars do not decide for you.',
    },
  ],
  open: [],
};

const FOLLOW_UP_OPENINGS: readonly Frag[] = [
  { th: 'ขอขยายความต่อจากเมื่อครู่นะ', en: 'Let me build on what I said a moment ago.' },
  { th: 'ต่อจากเรื่องเดิมนะ', en: 'Carrying on from before.' },
  {
    th: 'ถ้าจะอธิบายเพิ่มอีกนิด ต้องย้อนไปดูที่มาก่อนนะ',
    en: 'To explain a little more, let us go back to where it comes from.',
  },
];

type GuideKey = ChatSubtopic | 'general';

const GUIDANCE: Record<Topic, Partial<Record<GuideKey, readonly Bi[]>>> = {
  love: {
    single: [
      {
        th: 'สำหรับคนที่ยังโสด เนื้อคู่มักมาจากวงที่คุณได้เป็นตัวเองมากที่สุด ลองเปิดรับกิจกรรมใหม่ ๆ หรือเพื่อนของเพื่อนดูนะ',
        en: 'While you are single, the right person tends to come through circles where you are most yourself — try a new activity or friends of friends.',
      },
      {
        th: 'อย่าเพิ่งปิดใจเพราะเคยผิดหวัง คนที่ใช่มักเข้ามาในช่วงที่คุณดูแลตัวเองได้ดีและใจว่างพอ',
        en: 'Do not close your heart because of past letdowns; the right person often arrives when you are looking after yourself and have room in your heart.',
      },
      {
        th: 'ความโสดช่วงนี้ไม่ใช่ความว่างเปล่า แต่เป็นช่วงเตรียมใจให้พร้อมรับความรักที่มั่นคงกว่าเดิม',
        en: 'Being single now is not emptiness; it is time to get ready for a steadier love.',
      },
    ],
    talking: [
      {
        th: 'กับคนที่คุยอยู่ ให้ดูที่ความสม่ำเสมอมากกว่าคำหวาน ถ้าเขาใส่ใจต่อเนื่องแม้ในเรื่องเล็ก ๆ นั่นคือสัญญาณที่ดี',
        en: 'With the person you are talking to, watch for consistency more than sweet words; steady care in small things is a good sign.',
      },
      {
        th: 'ถ้าชอบเขาจริง การแสดงออกเล็ก ๆ อย่างจริงใจได้ผลกว่าการรอให้อีกฝ่ายเดาใจ',
        en: 'If you really like them, a small sincere gesture works better than waiting for them to guess.',
      },
      {
        th: 'อย่าเร่งให้ความสัมพันธ์ต้องมีชื่อเร็วเกินไป ให้เวลาทำหน้าที่ของมัน แล้วคำตอบจะชัดขึ้นเอง',
        en: 'Do not rush to put a label on it; let time do its work and the answer will become clear.',
      },
    ],
    partner: [
      {
        th: 'ความสัมพันธ์ที่มีอยู่จะแน่นแฟ้นขึ้นถ้าได้คุยเรื่องอนาคตกันแบบไม่กดดัน ลองหาจังหวะสบาย ๆ คุยกันดูนะ',
        en: 'Your relationship grows stronger if you can talk about the future without pressure — find a relaxed moment for it.',
      },
      {
        th: 'ช่วงนี้ความเข้าใจสำคัญกว่าการเป็นฝ่ายถูก ฟังอีกฝ่ายให้จบก่อนตอบ แล้วบรรยากาศจะอ่อนลงเอง',
        en: 'Right now understanding matters more than being right; hear your partner out before you answer and the mood will soften.',
      },
      {
        th: 'ความรักที่ยืนยาวเติบโตจากเรื่องเล็ก ๆ ทุกวัน คำขอบคุณหรือมื้อข้าวด้วยกันมีความหมายกว่าที่คิด',
        en: 'Lasting love grows from small daily things; a thank-you or a shared meal means more than you think.',
      },
    ],
    ex: [
      {
        th: 'เรื่องคนเก่า ลองถามใจตัวเองก่อนว่าคิดถึงเขา หรือคิดถึงความรู้สึกในตอนนั้น ถ้าจะกลับมาคุยกันต้องเริ่มจากสิ่งที่ทั้งคู่ปรับได้จริง',
        en: 'With an ex, first ask yourself whether you miss them or the feeling of that time; getting back together has to start from what you both can truly change.',
      },
      {
        th: 'การปล่อยวางไม่ได้แปลว่าแพ้ บางครั้งมันคือการเปิดที่ว่างให้สิ่งที่ดีกว่าเดินเข้ามา',
        en: 'Letting go is not losing; sometimes it makes room for something better.',
      },
    ],
    marriage: [
      {
        th: 'เรื่องแต่งงานควรดูทั้งใจและความพร้อมของสองครอบครัว ถ้าคุยเรื่องเงินและที่อยู่กันลงตัว ฤกษ์ดีก็จะตามมาเอง',
        en: 'For marriage, look at both hearts and both families’ readiness; once money and where to live are settled, the auspicious date follows.',
      },
      {
        th: 'ถ้ากำลังคิดเรื่องหมั้นหรือแต่งงาน ลองคุยเรื่องสำคัญในวันที่ใจเย็นทั้งคู่ และให้ผู้ใหญ่มีส่วนร่วมตั้งแต่เนิ่น ๆ',
        en: 'If you are thinking of an engagement or a wedding, discuss the big things on calm days and bring the elders in early.',
      },
    ],
    general: [
      {
        th: 'ความรักจะไปได้ดีเมื่อคุณรักตัวเองให้เป็นก่อน แล้วค่อยแบ่งความอบอุ่นนั้นให้อีกคน',
        en: 'Love goes well when you first know how to love yourself, then share that warmth.',
      },
      {
        th: 'ลองบอกความรู้สึกตรง ๆ แต่อ่อนโยน เพราะความชัดเจนคือของขวัญที่ดีที่สุดในความสัมพันธ์',
        en: 'Say how you feel, plainly but gently; clarity is the best gift in any relationship.',
      },
    ],
  },
  work: {
    interview: [
      {
        th: 'วันสัมภาษณ์ ให้เล่าผลงานเป็นเรื่องสั้น ๆ ที่จับต้องได้ และเตรียมคำถามกลับไปถามเขาสักข้อสองข้อ',
        en: 'At the interview, tell your achievements as short, concrete stories and bring one or two questions of your own.',
      },
      {
        th: 'ก่อนวันสัมภาษณ์ ลองซ้อมตอบคำถามยาก ๆ ออกเสียงสักรอบ ความมั่นใจที่เตรียมมาจะเสริมดวงได้ดีกว่าเครื่องรางใด ๆ',
        en: 'Before the interview, rehearse the hard questions out loud once; prepared confidence helps more than any charm.',
      },
    ],
    change: [
      {
        th: 'ก่อนย้ายงาน ลองชั่งดูว่ากำลังหนีปัญหาหรือกำลังเดินเข้าหาโอกาส ถ้าเป็นอย่างหลังและมีเงินสำรองไว้บ้าง ดวงก็เปิดทางให้',
        en: 'Before changing jobs, weigh whether you are running from a problem or towards an opportunity; if it is the latter and you have some savings, the way is open.',
      },
      {
        th: 'ถ้าจะเปลี่ยนงาน ให้มีที่ใหม่รองรับก่อนค่อยยื่นใบลาออก ใจจะนิ่งและต่อรองได้ดีกว่า',
        en: 'If you change jobs, line up the new place before you resign; you will be calmer and negotiate better.',
      },
    ],
    promotion: [
      {
        th: 'เรื่องเลื่อนตำแหน่ง ผลงานที่คนอื่นมองเห็นสำคัญพอ ๆ กับผลงานจริง ลองสรุปสิ่งที่ทำได้ให้หัวหน้าเห็นเป็นระยะนะ',
        en: 'For a promotion, visible results matter as much as the results themselves; summarise your wins for your manager now and then.',
      },
      {
        th: 'ถ้าอยากขยับขึ้น ลองรับงานที่ช่วยแก้ปัญหาให้ทีมสักชิ้น งานแบบนี้มักเป็นบันไดที่ผู้ใหญ่จำได้',
        en: 'If you want to move up, take on one task that solves a real problem for the team; that is the kind of step seniors remember.',
      },
    ],
    business: [
      {
        th: 'สำหรับธุรกิจ ดวงหนุนการเริ่มจากเล็กแล้วค่อยขยาย ทดลองตลาดก่อนลงเงินก้อนใหญ่ และดูแลลูกค้าเก่าให้ดี',
        en: 'For business, the stars favour starting small and growing: test the market before committing big money, and look after existing customers.',
      },
      {
        th: 'การค้าช่วงนี้ไปได้ด้วยการสื่อสาร ลองเล่าเรื่องราวของสินค้าให้ลูกค้ารู้สึกผูกพัน มากกว่าการลดราคาแข่ง',
        en: 'Trade goes well through communication now; tell the story behind what you sell rather than competing on price.',
      },
    ],
    colleague: [
      {
        th: 'เรื่องคนในที่ทำงาน ใช้ความชัดเจนแทนอารมณ์ จดสิ่งที่ตกลงกันไว้ แล้วปัญหาส่วนใหญ่จะคลี่คลายเอง',
        en: 'With people at work, use clarity rather than emotion and write down what was agreed; most problems ease from there.',
      },
      {
        th: 'กับหัวหน้าหรือเพื่อนร่วมงานที่เข้ากันยาก ลองหาเป้าหมายร่วมกันสักเรื่อง แล้วคุยจากตรงนั้น',
        en: 'With a difficult boss or colleague, find one shared goal and talk from there.',
      },
    ],
    general: [
      {
        th: 'ช่วงนี้เหมาะกับการเก็บผลงานและเรียนรู้ทักษะใหม่สักอย่าง เพราะโอกาสมักมาหาคนที่พร้อมอยู่แล้ว',
        en: 'This is a good time to build your track record and pick up one new skill; chances tend to find people who are ready.',
      },
      {
        th: 'ทำงานสำคัญให้จบทีละชิ้น แล้วให้คนเห็นความสม่ำเสมอของคุณ นั่นคือเสน่ห์ในที่ทำงานที่ยั่งยืนที่สุด',
        en: 'Finish important work one piece at a time and let people see your consistency; that is the most lasting charm at work.',
      },
    ],
  },
  money: {
    debt: [
      {
        th: 'เรื่องหนี้ ค่อย ๆ ปิดก้อนที่ดอกเบี้ยสูงที่สุดก่อน และเลี่ยงการกู้ใหม่มาโปะของเก่า ดวงการเงินจะเบาลงตามวินัยที่ทำ',
        en: 'With debt, clear the highest-interest amount first and avoid borrowing anew to cover the old; your money luck lightens with the discipline you keep.',
      },
      {
        th: 'ลองคุยกับเจ้าหนี้หรือธนาคารเรื่องปรับโครงสร้างหนี้ตั้งแต่เนิ่น ๆ การเผชิญหน้าตรง ๆ มักเปิดทางออกที่ไม่คาดคิด',
        en: 'Talk to your lender about restructuring early; facing it directly often opens unexpected ways out.',
      },
    ],
    invest: [
      {
        th: 'ในมุมดวง ช่วงนี้เหมาะกับการกระจายความเสี่ยงและลงทุนในความรู้ มากกว่าการทุ่มหมดหน้าตักกับสิ่งเดียว',
        en: 'From the stars’ view, this is a time to spread risk and invest in knowledge rather than stake everything on one thing.',
      },
      {
        th: 'ดวงการเงินช่วงนี้ชอบความใจเย็น อะไรที่เร่งให้ตัดสินใจเร็วหรือสัญญาผลตอบแทนสูงเกินจริง ให้ถอยออกมาดูอีกที',
        en: 'Your money stars like patience now; anything that pushes you to decide fast or promises unreal returns deserves a step back.',
      },
    ],
    gamble: [
      {
        th: 'ในมุมดวง โชคลาภที่ยั่งยืนมักมาจากงานและน้ำใจมากกว่าการเสี่ยง ถ้าจะซื้อก็ซื้อแค่พอเป็นสีสันนะ',
        en: 'In fortune terms, lasting luck comes from work and kindness more than from chance; if you play, keep it to a little fun.',
      },
      {
        th: 'ถ้าอยากเสริมโชคลาภจริง ๆ ลองทำบุญให้ทานเล็ก ๆ น้อย ๆ แล้วตั้งใจทำงานตรงหน้าให้ดี',
        en: 'If you want to invite fortune, try small acts of giving and put your heart into the work in front of you.',
      },
    ],
    save: [
      {
        th: 'แบ่งเงินเก็บไว้ก่อนใช้ทุกครั้งที่เงินเข้า แม้จะไม่มาก ดวงการเงินจะนิ่งขึ้นอย่างเห็นได้ชัด',
        en: 'Put savings aside first whenever money comes in, even a little; your finances will steady noticeably.',
      },
    ],
    general: [
      {
        th: 'ช่วงนี้รายรับมีช่องทางเพิ่ม แต่รายจ่ายจุกจิกก็แอบรั่ว ลองจดรายจ่ายสักเดือนแล้วจะเห็นทางไปต่อ',
        en: 'Income has new openings now, but small expenses leak; track your spending for a month and the way forward will show.',
      },
      {
        th: 'เงินทองช่วงนี้มาจากฝีมือมากกว่าโชค ยิ่งพัฒนาสิ่งที่ถนัด ยิ่งมีคนยินดีจ่ายให้',
        en: 'Money now comes from skill more than luck; the more you grow what you are good at, the more people will pay for it.',
      },
      {
        th: 'แบ่งเงินเก็บไว้ก่อนใช้ทุกครั้งที่เงินเข้า แม้จะไม่มาก ดวงการเงินจะนิ่งขึ้นอย่างเห็นได้ชัด',
        en: 'Put savings aside first whenever money comes in, even a little; your finances will steady noticeably.',
      },
    ],
  },
  health: {
    general: [
      {
        th: 'ดวงด้านสุขภาพบอกให้พักให้พอ กินให้ตรงเวลา และหาเวลาขยับร่างกายเบา ๆ ทุกวัน',
        en: 'Your health stars ask for enough rest, regular meals and a little gentle movement every day.',
      },
      {
        th: 'กายกับใจเชื่อมกัน ถ้าช่วงนี้เครียด ลองหาเวลาเงียบ ๆ หรือสวดมนต์สั้น ๆ ก่อนนอน',
        en: 'Body and mind are linked; if you are stressed, find a quiet moment or say a short prayer before sleep.',
      },
      {
        th: 'อย่ารอให้ร่างกายส่งสัญญาณแรง ๆ ก่อนค่อยดูแล การตรวจสุขภาพประจำปีคือการเสริมดวงที่คุ้มที่สุด',
        en: 'Do not wait for loud signals from your body; a yearly check-up is the best-value luck there is.',
      },
    ],
  },
  study: {
    exam: [
      {
        th: 'ก่อนสอบ ให้ทวนเรื่องที่ออกบ่อยก่อนเรื่องยาก และนอนให้พอในคืนก่อนสอบ สมองจะดึงสิ่งที่อ่านออกมาได้ดีที่สุด',
        en: 'Before the exam, review the common topics before the hard ones and sleep well the night before; memory works best rested.',
      },
      {
        th: 'ตามตำรา วันพฤหัสบดีเป็นวันครู จะไหว้ครูหรือไหว้พระก่อนสอบก็ช่วยให้ใจนิ่ง ส่วนความรู้ต้องมาจากการทวนอย่างสม่ำเสมอ',
        en: 'By tradition Thursday is teachers’ day; paying respects before an exam steadies the mind, but the knowledge comes from steady review.',
      },
    ],
    general: [
      {
        th: 'เรื่องเรียนต่อ ให้เลือกสิ่งที่คุณสนใจได้นาน ๆ มากกว่าสิ่งที่ดูดีในสายตาคนอื่น แรงใจจะพาไปได้ไกลกว่า',
        en: 'When choosing what to study, pick what can hold your interest for years rather than what looks good to others; that drive carries further.',
      },
      {
        th: 'แบ่งการอ่านเป็นช่วงสั้น ๆ แต่สม่ำเสมอ ดีกว่าอ่านหนักคืนเดียว ความรู้ที่สะสมทีละนิดจะอยู่กับคุณนาน',
        en: 'Study in short, regular sessions rather than one heavy night; knowledge built bit by bit stays with you.',
      },
    ],
  },
  travel: {
    move: [
      {
        th: 'การย้ายที่อยู่ช่วงนี้ ดวงมองว่าเป็นการเริ่มต้นใหม่ที่ดี ถ้าเตรียมเอกสารและค่าใช้จ่ายไว้ให้ครบ',
        en: 'A move now reads as a good fresh start, provided your papers and costs are in order.',
      },
      {
        th: 'ก่อนย้ายเข้าที่ใหม่ ทำความสะอาดและทำบุญเล็ก ๆ ตามธรรมเนียม จะช่วยให้ใจสบายและเริ่มต้นได้ราบรื่น',
        en: 'Before moving in, clean the place and make a small offering as tradition suggests; it settles the mind for a smooth start.',
      },
    ],
    trip: [
      {
        th: 'เดินทางไกลให้เผื่อเวลาและเช็กเอกสารให้ครบ ความรอบคอบคือเครื่องรางที่ดีที่สุดของการเดินทาง',
        en: 'On long trips, allow extra time and check your documents; care is the best travel charm.',
      },
      {
        th: 'การเดินทางครั้งนี้มีแววได้เปิดมุมมองใหม่ ลองเปิดใจกับผู้คนที่เจอระหว่างทางนะ',
        en: 'This trip looks likely to open a new view; be open to the people you meet on the way.',
      },
    ],
  },
  family: {
    children: [
      {
        th: 'เรื่องลูกเป็นเรื่องของจังหวะและความพร้อมของทั้งสองคน ดูแลกายใจให้พร้อม และวางแผนครอบครัวกับแพทย์ควบคู่กันไปนะ',
        en: 'A child is a matter of timing and of both of you being ready; look after body and mind, and plan with a doctor alongside.',
      },
      {
        th: 'ตามตำรา บ้านที่อบอุ่นคือมงคลแรกของเด็กที่จะมาเกิด ช่วงนี้ให้ความสำคัญกับความสัมพันธ์ของคนในบ้านเป็นอันดับแรก',
        en: 'By tradition, a warm home is the first blessing for a child to come; put the bond within your home first for now.',
      },
    ],
    general: [
      {
        th: 'เรื่องในครอบครัว คำพูดอ่อนโยนสักประโยคมีพลังกว่าการอธิบายยาว ๆ ลองเริ่มจากการถามไถ่ก่อนนะ',
        en: 'In family matters, one gentle sentence is stronger than a long explanation; start by asking how they are.',
      },
      {
        th: 'ครอบครัวไม่จำเป็นต้องคิดเหมือนกันทุกเรื่อง แค่รู้ว่ายังอยู่ข้างกันก็พอ ลองหาเวลากินข้าวด้วยกันสักมื้อ',
        en: 'A family need not agree on everything, only know it stands together; find time for a meal together.',
      },
      {
        th: 'ถ้ามีเรื่องค้างคาใจกับคนในบ้าน วันที่เหมาะจะคุยคือวันที่ใจเย็นที่สุด ไม่ใช่วันที่เพิ่งมีเรื่อง',
        en: 'If something is unresolved at home, the day to talk is the calmest one, not the day of the quarrel.',
      },
    ],
  },
  luck: {
    general: [
      {
        th: 'นอกจากสีและเลขแล้ว รอยยิ้มและคำพูดดี ๆ ก็เป็นเครื่องรางที่พกติดตัวได้ทุกวัน',
        en: 'Beyond colours and numbers, a smile and kind words are charms you can carry every day.',
      },
      {
        th: 'ลองเริ่มวันด้วยการทำบุญเล็ก ๆ หรือสวดมนต์สั้น ๆ ใจที่สงบจะดึงโชคดีเข้ามาเอง',
        en: 'Start the day with a small act of merit or a short prayer; a calm mind draws good luck.',
      },
    ],
  },
  legal: {
    general: [
      {
        th: 'ในมุมดวง ช่วงนี้ให้ใจเย็นและเก็บเอกสารหรือหลักฐานทุกอย่างไว้ให้ครบ การไกล่เกลี่ยอย่างสุภาพมักได้ผลดีกว่าการปะทะ',
        en: 'In fortune terms, stay calm and keep every document and record; polite mediation usually works better than confrontation.',
      },
      {
        th: 'ดวงช่วงนี้ให้ระวังคำพูดและการเซ็นเอกสารโดยไม่อ่านให้ละเอียด ผู้ใหญ่ที่ไว้ใจได้จะเป็นแรงหนุนสำคัญ',
        en: 'Watch your words now and never sign anything you have not read closely; a trusted elder will be an important support.',
      },
    ],
  },
  other: {
    general: [
      {
        th: 'ไม่ว่าเรื่องไหน ดวงช่วงนี้หนุนคนที่ลงมือทำทีละก้าว มากกว่ารอให้ทุกอย่างพร้อม',
        en: 'Whatever the matter, the stars now favour taking one step at a time over waiting until everything is perfect.',
      },
      {
        th: 'ลองฟังเสียงใจตัวเองให้ชัด แล้วเลือกทางที่ทำให้สบายใจในระยะยาว มากกว่าทางที่สบายแค่วันนี้',
        en: 'Listen closely to your own heart and choose the path that feels right for the long run, not just for today.',
      },
    ],
  },
};

const FALLBACK_GUIDANCE: readonly Bi[] = [
  {
    th: 'ลองฟังเสียงใจตัวเองให้ชัด แล้วเลือกทางที่ทำให้สบายใจในระยะยาว มากกว่าทางที่สบายแค่วันนี้',
    en: 'Listen closely to your own heart and choose the path that feels right for the long run, not just for today.',
  },
];

const CLOSINGS: readonly Frag[] = [
  { th: 'ถ้ามีอะไรอยากถามต่อ ถามมาได้เลยนะ', en: 'If anything else is on your mind, just ask.' },
  {
    th: 'อยากให้ดูเรื่องไหนเพิ่ม บอกได้เสมอนะ',
    en: 'Tell me whenever you want me to look at something else.',
  },
  {
    th: 'ลองทำตามนี้สักสัปดาห์ แล้วกลับมาเล่าให้ฟังบ้างนะ',
    en: 'Try this for a week and come back to tell me how it went.',
  },
  {
    th: 'ขอให้ใจสบายขึ้นนะ ถ้ายังมีอะไรค้างใจก็ถามมาได้',
    en: 'I hope this eases your mind; ask again if anything is still unclear.',
  },
  { th: 'ค่อย ๆ เป็นค่อย ๆ ไปนะ เป็นกำลังใจให้เสมอ', en: 'Take it step by step — I am rooting for you.' },
];

const TIMING_CLOSING: Bi = {
  th: 'ถ้าอยากรู้จังหวะเวลาให้ชัดขึ้น ถามต่อได้เลยนะ',
  en: 'If you want the timing in more detail, ask me next.',
};

const BIRTH_CLOSING: Bi = {
  th: 'ถ้าบอกวันเดือนปีเกิดมาด้วย จะดูทักษาให้ละเอียดขึ้นได้นะ',
  en: 'If you share your birth date, I can read your ทักษา wheel in more detail.',
};

const LEANS: Record<'up' | 'even' | 'down', readonly ((label: Bi) => Bi)[]> = {
  up: [
    () => ({
      th: 'ถ้าให้ตอบแบบหมอดู ดวงเอนไปทาง “ใช่” มากกว่า โดยเฉพาะถ้าคุณลงมือเองไม่รอโชค แต่ก็เป็นแนวโน้ม ไม่ใช่คำรับประกันนะ',
      en: 'If you want a fortune teller’s answer, the stars lean towards “yes” — especially if you act rather than wait for luck, though it is a leaning, not a promise.',
    }),
    (l) => ({
      th: `แนวโน้มเรื่อง${l.th}ออกมาทางบวก มีแรงหนุนให้เป็นไปได้ แต่ผลจริงยังขึ้นกับความตั้งใจของคุณเป็นหลัก`,
      en: `The signs for ${l.en} lean positive — there is support for it, though the outcome rests mainly on your own effort.`,
    }),
  ],
  even: [
    () => ({
      th: 'คำตอบตอนนี้ยังก้ำกึ่ง ครึ่งหนึ่งขึ้นกับจังหวะ อีกครึ่งขึ้นกับสิ่งที่คุณเลือกทำในอีกไม่กี่สัปดาห์นี้',
      en: 'The answer is finely balanced: half is timing, half is what you choose to do in the next few weeks.',
    }),
    () => ({
      th: 'ดวงยังไม่ชี้ไปทางไหนชัด ถ้าเตรียมตัวดีและสื่อสารตรง ๆ โอกาสจะค่อย ๆ เอียงมาทางที่หวัง',
      en: 'The stars have not settled either way; prepare well and speak plainly, and the odds will tilt your way.',
    }),
  ],
  down: [
    () => ({
      th: 'ตอนนี้ดวงยังไม่เปิดทางเต็มที่ อาจยังไม่ใช่จังหวะที่ดีที่สุด รออีกนิดให้อะไร ๆ นิ่งกว่านี้จะดีกว่านะ',
      en: 'The way is not fully open yet — this may not be the best moment, and waiting until things settle would be wiser.',
    }),
    () => ({
      th: 'แนวโน้มบอกให้ชะลอไว้ก่อน ไม่ได้แปลว่าเป็นไปไม่ได้ แต่ถ้ารีบตอนนี้อาจต้องออกแรงมากกว่าที่ควร',
      en: 'The signs suggest slowing down for now: it is not impossible, but rushing may cost more effort than it should.',
    }),
  ],
};

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

function say(c: Ctx, b: Bi): string {
  return c.lang === 'th' ? b.th : b.en;
}

function render(c: Ctx, f: Frag): Bi {
  return typeof f === 'function' ? f(c) : f;
}

/** Picks an item whose text was not said before, when there is one. */
function pickFresh<T>(c: Ctx, items: readonly T[], text: (t: T) => string): T {
  const fresh = items.filter((t) => !c.said.includes(text(t)));
  return pick(c.rng, fresh.length > 0 ? fresh : items);
}

function pickFreshFrag(c: Ctx, frags: readonly Frag[]): Bi {
  const rendered = frags.map((f) => render(c, f));
  return pickFresh(c, rendered, (b) => say(c, b));
}

const OPENING_KEY = 12;

function openingKey(text: string): string {
  return text.trim().slice(0, OPENING_KEY);
}

/** The sentences of an English text. */
function sentencesEn(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** At most `max` characters of a Thai text, cut at a space, with "…" when cut. */
function clipTh(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.lastIndexOf(' ', max);
  return `${t.slice(0, cut > max / 2 ? cut : max).trim()}…`;
}

function clipEn(text: string, max: number): string {
  const first = sentencesEn(text)[0] ?? text.trim();
  if (first.length <= max) return first;
  const cut = first.lastIndexOf(' ', max);
  return `${first
    .slice(0, cut > max / 2 ? cut : max)
    .replace(/[,;:—-]+$/, '')
    .trim()}…`;
}

function withStop(text: string): string {
  return /[.!?…”"]$/.test(text) ? text : `${text}.`;
}

// ---------------------------------------------------------------------------------------------
// Grounding in the reading
// ---------------------------------------------------------------------------------------------

const PALM_LINES_FOR: Record<Topic, readonly PalmLineId[]> = {
  love: ['heart'],
  work: ['fate', 'head', 'sun'],
  money: ['sun', 'mercury', 'fate'],
  health: ['life', 'mercury'],
  study: ['head'],
  travel: ['life', 'fate'],
  family: ['life', 'heart'],
  luck: ['sun', 'fate'],
  legal: ['head', 'mercury'],
  other: ['head', 'heart', 'fate', 'life'],
};

const PALM_LINES_FOR_SUB: Partial<Record<ChatSubtopic, readonly PalmLineId[]>> = {
  business: ['mercury', 'fate'],
  interview: ['head', 'fate'],
  invest: ['head', 'sun'],
  exam: ['head'],
  move: ['life', 'fate'],
};

const LINE_ROLE: Record<PalmLineId, Bi> = {
  heart: { th: 'เส้นที่บอกเรื่องหัวใจและความรัก', en: 'the line of feeling and love' },
  head: { th: 'เส้นที่บอกวิธีคิดและการตัดสินใจ', en: 'the line of thinking and decisions' },
  fate: { th: 'เส้นที่บอกเส้นทางการงาน', en: 'the line of your working path' },
  sun: {
    th: 'เส้นที่บอกความสำเร็จ ชื่อเสียง และโชคด้านเงินทอง',
    en: 'the line of success, reputation and money luck',
  },
  mercury: {
    th: 'เส้นที่บอกการสื่อสาร หัวการค้า และการดูแลตัวเอง',
    en: 'the line of communication, trade and self-care',
  },
  life: {
    th: 'เส้นที่บอกพลังชีวิตและการเปลี่ยนแปลงสำคัญ',
    en: 'the line of vitality and life’s big changes',
  },
};

/** Section ids (and heading words) that answer each topic in a topic reading. */
const SECTIONS_FOR: Record<
  Topic,
  { ids: readonly string[]; th: readonly string[]; en: readonly string[] }
> = {
  love: {
    ids: [
      'love',
      'nature',
      'situation',
      'partner',
      'feelings',
      'connection',
      'future',
      'intensity',
    ],
    th: ['ความรัก', 'คู่'],
    en: ['love', 'partner'],
  },
  work: { ids: ['work', 'path', 'strengths'], th: ['การงาน', 'งาน'], en: ['work', 'career'] },
  money: {
    ids: ['money', 'income', 'windfall', 'plan'],
    th: ['การเงิน', 'เงิน', 'โชคลาภ'],
    en: ['money', 'income'],
  },
  health: { ids: ['health', 'energy'], th: ['สุขภาพ'], en: ['health'] },
  study: { ids: ['strengths'], th: ['การเรียน'], en: ['study'] },
  travel: { ids: [], th: ['เดินทาง'], en: ['travel'] },
  family: { ids: [], th: ['ครอบครัว'], en: ['family'] },
  luck: {
    ids: ['luck', 'boost', 'focus', 'lucky', 'merit'],
    th: ['โชค', 'เสริมดวง'],
    en: ['luck'],
  },
  legal: { ids: ['resolution', 'caution'], th: ['อุปสรรค'], en: ['obstacle'] },
  other: { ids: ['overview'], th: ['ภาพรวม'], en: ['overview'] },
};

function palmLineOf(s: ChatReplySection): PalmLineId | null {
  const id = s.id.trim().toLowerCase();
  if ((PALM_LINE_IDS as readonly string[]).includes(id)) return id as PalmLineId;
  for (const line of PALM_LINE_IDS) {
    const t = PALM_LINE_TEXTS[line];
    if (
      s.headingTh.includes(t.nameTh) ||
      s.headingEn.toLowerCase().includes(t.nameEn.toLowerCase())
    ) {
      return line;
    }
  }
  return null;
}

function lineNameEn(line: PalmLineId): string {
  const n = PALM_LINE_TEXTS[line].nameEn;
  return line === 'sun' || line === 'mercury' ? n : lowerFirst(n);
}

/** The palmistry phrases of a line (not its general introduction) that a section body contains. */
function palmFragments(line: PalmLineId, s: ChatReplySection): Bi[] {
  const t = PALM_LINE_TEXTS[line];
  const all: Bi[] = [
    ...Object.values(t.length),
    ...Object.values(t.depth),
    ...Object.values(t.curvature),
    ...Object.values(t.broken),
    ...(t.absent ? [t.absent] : []),
  ];
  return all.filter((f) => s.bodyTh.includes(f.th) || s.bodyEn.includes(f.en));
}

/** The English of a palm phrase without its "It is short:" lead. */
function palmQuoteEn(text: string): string {
  const i = text.indexOf(': ');
  return withStop(i >= 0 && i < 60 ? text.slice(i + 2) : text);
}

interface Quote {
  th: string;
  en: string;
}

function quoteFromPalm(c: Ctx, line: PalmLineId, s: ChatReplySection): Quote {
  const frags = palmFragments(line, s);
  if (frags.length > 0) {
    const f = pickFresh(c, frags, (b) => (c.lang === 'th' ? b.th : palmQuoteEn(b.en)));
    return { th: f.th, en: palmQuoteEn(f.en) };
  }
  return { th: clipTh(s.bodyTh, 130), en: withStop(clipEn(s.bodyEn, 170)) };
}

function groundFromReading(c: Ctx): Bi | null {
  const r = c.reading;
  if (!r) return null;
  const usable = r.sections.filter((s) => (c.lang === 'th' ? s.bodyTh : s.bodyEn).trim() !== '');
  const lines = new Map<PalmLineId, ChatReplySection>();
  for (const s of usable) {
    const line = palmLineOf(s);
    if (line && !lines.has(line)) lines.set(line, s);
  }

  // A palm reading: the line that speaks to the topic.
  if (lines.size > 0) {
    const wanted =
      (c.a.subtopic && c.topic !== 'other' ? PALM_LINES_FOR_SUB[c.a.subtopic] : undefined) ??
      PALM_LINES_FOR[c.topic];
    const present = wanted.filter((l) => lines.has(l));
    const named = c.a.line && lines.has(c.a.line) ? c.a.line : null;
    const line =
      named ??
      (c.topic === 'other'
        ? pickFresh(c, present.length > 0 ? present : [...lines.keys()], (l) =>
            c.lang === 'th' ? PALM_LINE_TEXTS[l].nameTh : lineNameEn(l),
          )
        : (present[0] ?? null));
    if (line) {
      const s = lines.get(line) as ChatReplySection;
      const q = quoteFromPalm(c, line, s);
      const n = PALM_LINE_TEXTS[line].nameTh;
      const role = LINE_ROLE[line];
      const ne = lineNameEn(line);
      return pickFresh(
        c,
        [
          {
            th: `${n}ในลายมือของคุณ ซึ่งเป็น${role.th} บอกไว้ว่า “${q.th}”`,
            en: `Your ${ne}, ${role.en}, reads: “${q.en}”`,
          },
          {
            th: `ถ้าย้อนกลับไปดู${n} จะเห็นว่า “${q.th}”`,
            en: `Looking back at your ${ne}: “${q.en}”`,
          },
          {
            th: `เรื่องนี้ต้องดูที่${n}เป็นหลัก ซึ่งอ่านไว้ว่า “${q.th}”`,
            en: `For this we look mainly at your ${ne}, which showed “${q.en}”`,
          },
          {
            th: `จากลายมือที่อ่านไว้ ${n}บอกว่า “${q.th}”`,
            en: `In the palm we read, your ${ne} says “${q.en}”`,
          },
        ],
        (b) => say(c, b),
      );
    }
  }

  // A topic reading: a section that answers the topic, or the overall picture.
  const want = SECTIONS_FOR[c.topic];
  const byId = want.ids
    .map((id) => usable.find((s) => s.id === id))
    .find((s): s is ChatReplySection => Boolean(s));
  const byHeading = usable.find(
    (s) =>
      want.th.some((w) => s.headingTh.includes(w)) ||
      want.en.some((w) => s.headingEn.toLowerCase().includes(w)),
  );
  const section = byId ?? byHeading;
  if (section) {
    const qTh = clipTh(section.bodyTh, 130);
    const qEn = withStop(clipEn(section.bodyEn, 170));
    return pickFresh(
      c,
      [
        {
          th: `ในคำทำนายที่ดูไว้ หัวข้อ “${section.headingTh}” บอกว่า “${qTh}”`,
          en: `In your reading, the “${section.headingEn}” part says: “${qEn}”`,
        },
        {
          th: `ย้อนไปที่คำทำนายเดิม ส่วน “${section.headingTh}” ว่าไว้ว่า “${qTh}”`,
          en: `Going back to your reading, “${section.headingEn}” says: “${qEn}”`,
        },
      ],
      (b) => say(c, b),
    );
  }
  // Nothing on this topic: a palm reading still has its overall picture; a topic reading on
  // another subject says nothing here, so the lore answers instead.
  const isPalm = r.kind === 'palm' || lines.size > 0;
  if (isPalm || c.topic === 'other') {
    if (c.lang === 'th' && r.summaryTh.trim()) {
      return { th: `จากภาพรวมที่อ่านไว้ “${clipTh(r.summaryTh, 130)}”`, en: '' };
    }
    if (c.lang === 'en' && r.adviceEn.trim()) {
      return { th: '', en: `Your reading’s advice was: “${withStop(clipEn(r.adviceEn, 170))}”` };
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Grounding in the lore
// ---------------------------------------------------------------------------------------------

const ASPECT_FOR: Record<Topic, DailyAspect> = {
  love: 'love',
  work: 'work',
  money: 'money',
  health: 'health',
  study: 'work',
  travel: 'luck',
  family: 'love',
  luck: 'luck',
  legal: 'luck',
  other: 'luck',
};

const ASPECT_LABEL: Record<DailyAspect, Bi> = {
  work: { th: 'การงาน', en: 'work' },
  money: { th: 'การเงิน', en: 'money' },
  love: { th: 'ความรัก', en: 'love' },
  health: { th: 'สุขภาพ', en: 'health' },
  luck: { th: 'โชคลาภ', en: 'luck' },
};

/** A lore sentence and its core (the lore itself, without the lead-in), to avoid saying it twice. */
type Lore = Bi & { core?: Bi };

function traitLine(c: Ctx): Lore | null {
  const w = c.person.weekday;
  const t = c.person.traits;
  if (!w || !t) return null;
  const field: Partial<Record<Topic, Bi>> = {
    love: { th: t.loveTh, en: t.loveEn },
    work: { th: t.careerTh, en: t.careerEn },
    money: { th: t.moneyTh, en: t.moneyEn },
    health: { th: t.healthTh, en: t.healthEn },
  };
  const text = field[c.topic];
  if (!text) {
    if (c.topic === 'study' || c.topic === 'family' || c.topic === 'other') {
      return {
        th: `จุดแข็งของคนเกิด${dayTh(w)}คือ${listTh(t.strengthsTh)} ซึ่งเป็นทุนสำคัญในเรื่อง${LABEL[c.topic].th}`,
        en: `${dayEn(w)} people are strong in ${listEn(t.strengthsEn)} — real assets for ${LABEL[c.topic].en}.`,
      };
    }
    return null;
  }
  const core = { th: text.th, en: lowerFirst(text.en) };
  const lead = pick(c.rng, [
    {
      th: `ตำราวันเกิดกล่าวถึงคนเกิด${dayTh(w)}ไว้ว่า ${text.th}`,
      en: `Birth-day lore says of ${dayEn(w)} people: ${lowerFirst(text.en)}`,
    },
    {
      th: `สำหรับคนเกิด${dayTh(w)}อย่างคุณ ${text.th}`,
      en: `For someone born on a ${dayEn(w)} like you: ${lowerFirst(text.en)}`,
    },
    {
      th: `ดาวประจำวันเกิดของคุณคือ${w.planetTh} ซึ่งบอกว่า ${text.th}`,
      en: `Your birth planet is ${WEEKDAY_LORE[w.id].planetEn}, which says: ${lowerFirst(text.en)}`,
    },
  ]);
  return { ...lead, core };
}

function aspectLine(c: Ctx): Lore {
  const a = ASPECT_FOR[c.topic];
  const r = c.daily.aspects[a];
  const l = ASPECT_LABEL[a];
  const line = pick(c.rng, [
    {
      th: `ดวงวันนี้ด้าน${l.th}บอกว่า ${r.th}`,
      en: `Today’s ${l.en} reading says: ${lowerFirst(r.en)}`,
    },
    {
      th: `สำหรับ${dayTh(c.day.weekday)}นี้ ${r.th}`,
      en: `For this ${dayEn(c.day.weekday)}: ${lowerFirst(r.en)}`,
    },
  ]);
  return { ...line, core: { th: r.th, en: lowerFirst(r.en) } };
}

function dayRoleLine(c: Ctx): Bi | null {
  const w = c.person.weekday;
  const role = c.person.dayRole;
  if (!w || !role) return null;
  return {
    th: `${dayTh(c.day.weekday)}นี้ตรงกับวัน${role.nameTh}ของคนเกิด${dayTh(w)} ซึ่งว่าด้วย${role.meaningTh}`,
    en: `This ${dayEn(c.day.weekday)} is your ${role.nameEn.toLowerCase()} day (${role.nameTh}) on the ทักษา wheel, the place of ${role.meaningEn}.`,
  };
}

function yearLine(c: Ctx): Bi | null {
  const a = c.person.animal;
  const rel = c.person.yearRelation;
  if (!a || !rel) return null;
  const y = c.day.yearAnimal;
  switch (rel.kind) {
    case 'clash':
      return {
        th: `ปีนี้เป็นปี${y.yearNameTh}ซึ่งชงกับปี${a.yearNameTh}ของคุณ เรื่องใหญ่จึงควรคิดให้รอบคอบ และทำบุญเสริมใจไว้`,
        en: `This year of the ${y.nameEn} clashes (ชง) with your ${a.nameEn} year, so think big steps through and steady yourself with merit-making.`,
      };
    case 'same':
      return {
        th: `ปีนี้เป็นปี${y.yearNameTh} ตรงกับปีนักษัตรของคุณเอง เป็นปีที่ควรทบทวนตัวเองและไม่ประมาท`,
        en: `This is your own animal year, the ${y.nameEn}: a year to take stock and avoid carelessness.`,
      };
    case 'harm':
      return {
        th: `ปี${y.yearNameTh}อาจมีเรื่องขัดใจเล็ก ๆ กับคนใกล้ตัวของคนเกิดปี${a.yearNameTh} ใจเย็นไว้แล้วจะผ่านไปได้`,
        en: `The year of the ${y.nameEn} brings small frictions for the ${a.nameEn}; stay calm and they pass.`,
      };
    case 'triad':
    case 'harmony':
      return {
        th: `ปี${y.yearNameTh}ส่งเสริมคนเกิดปี${a.yearNameTh} มีแรงหนุนจากผู้คนและโอกาสที่มาถูกจังหวะ`,
        en: `The year of the ${y.nameEn} supports the ${a.nameEn}: people back you and chances come at the right time.`,
      };
    default:
      return {
        th: `ปี${y.yearNameTh}ไม่ได้ชงหรือหนุนปี${a.yearNameTh}เป็นพิเศษ ผลลัพธ์จึงอยู่ที่ความตั้งใจของคุณเป็นหลัก`,
        en: `The year of the ${y.nameEn} neither clashes with nor boosts the ${a.nameEn}, so the outcome rests on your own intent.`,
      };
  }
}

function animalLine(c: Ctx): Bi | null {
  const a = c.person.animal;
  if (!a) return null;
  return {
    th: `คนเกิดปี${a.yearNameTh}มีจุดเด่นเรื่อง${a.strengthTh} ซึ่งช่วยได้มากในเรื่อง${LABEL[c.topic].th} แต่ระวัง${a.cautionTh}ไว้ด้วย`,
    en: `Those born in the year of the ${a.nameEn} have ${a.strengthEn}, which helps with ${LABEL[c.topic].en} — just watch out for ${a.cautionEn}.`,
  };
}

function dayLine(c: Ctx): Bi {
  const w = c.day.weekday;
  const col = c.day.colours;
  return {
    th: `วันนี้เป็น${dayTh(w)}ซึ่งมี${w.planetTh}เป็นดาวประจำวัน สีมงคลของวันคือ${listTh(col.luckyColoursTh)}`,
    en: `Today is ${dayEn(w)}, ruled by ${WEEKDAY_LORE[w.id].planetEn}; its lucky colours are ${listEn(col.luckyColoursEn)}.`,
  };
}

function groundFromLore(c: Ctx): Bi {
  const byTopic: Record<Topic, readonly ((c: Ctx) => Lore | null)[]> = {
    love: [traitLine, aspectLine, dayRoleLine, animalLine],
    work: [traitLine, aspectLine, dayRoleLine, yearLine],
    money: [traitLine, aspectLine, dayRoleLine, yearLine],
    health: [traitLine, aspectLine],
    study: [traitLine, animalLine, dayRoleLine],
    travel: [dayRoleLine, yearLine, aspectLine],
    family: [dayRoleLine, traitLine, animalLine],
    luck: [aspectLine, dayRoleLine, yearLine],
    legal: [yearLine, dayRoleLine],
    other: [yearLine, dayRoleLine, animalLine, aspectLine],
  };
  const found = byTopic[c.topic].map((f) => f(c)).filter((b): b is Lore => b !== null);
  if (found.length === 0) {
    found.push(c.topic === 'other' || c.topic === 'legal' ? dayLine(c) : aspectLine(c));
  }
  // The two most telling sentences not said yet (by their core), or the two most telling.
  const fresh = found.filter((b) => !c.said.includes(say(c, b.core ?? b)));
  const best = (fresh.length > 0 ? fresh : found).slice(0, 2);
  const chosen = pick(c.rng, best);
  return { th: chosen.th, en: chosen.en };
}

// ---------------------------------------------------------------------------------------------
// Timing, leaning and luck
// ---------------------------------------------------------------------------------------------

const ROLE_FOR: Record<Topic, TaksaRoleId> = {
  love: 'fortune',
  work: 'power',
  money: 'fortune',
  health: 'longevity',
  study: 'support',
  travel: 'power',
  family: 'companions',
  luck: 'fortune',
  legal: 'support',
  other: 'fortune',
};

/** Without a birth weekday: the day whose planet rules the topic (Venus for love, and so on). */
const PLANET_DAY_FOR: Record<Topic, WeekdayId> = {
  love: 'friday',
  work: 'sunday',
  money: 'wednesday-day',
  health: 'monday',
  study: 'thursday',
  travel: 'sunday',
  family: 'monday',
  luck: 'thursday',
  legal: 'thursday',
  other: 'thursday',
};

function timingLine(c: Ctx): Bi {
  const owner = c.person.weekday;
  const roleId = ROLE_FOR[c.topic];
  const role = TAKSA_ROLES.find((r) => r.id === roleId);
  const w: Weekday = owner ? weekdayInRole(owner.id, roleId) : WEEKDAYS[PLANET_DAY_FOR[c.topic]];
  // The window opens one to three months ahead, by the planet of the day (a tendency, no more).
  const ahead =
    1 + ((WEEKDAY_LORE[w.id].planetNumber + SUBJECT_ORDER.indexOf(c.topic as ChatSubject) + 1) % 3);
  const m1 = (c.day.date.month - 1 + ahead) % 12;
  const m2 = (m1 + 1) % 12;
  const winTh = `เดือน${THAI_MONTHS[m1] ?? ''}ถึง${THAI_MONTHS[m2] ?? ''}`;
  const winEn = `${ENGLISH_MONTHS[m1] ?? ''} into ${ENGLISH_MONTHS[m2] ?? ''}`;
  const roleTh = owner && role ? ` ซึ่งเป็นวัน${role.nameTh}ของคุณ` : '';
  const roleEn = owner && role ? ` (your ${role.nameEn.toLowerCase()} day, ${role.nameTh})` : '';
  const l = LABEL[c.topic];
  return pick(c.rng, [
    {
      th: `ถ้าถามเรื่องจังหวะ แนวโน้มที่ดวงเปิดทางเรื่อง${l.th}อยู่ราวช่วง${winTh} โดยเฉพาะใน${dayTh(w)}${roleTh} ขอให้มองเป็นแนวโน้ม ไม่ใช่วันที่ตายตัวนะ`,
      en: `As for timing, the window that looks most open for ${l.en} is around ${winEn}, especially on a ${dayEn(w)}${roleEn} — a tendency, not a fixed date.`,
    },
    {
      th: `ช่วงที่น่าจับตาคือ${winTh} ลองเริ่มเรื่องสำคัญใน${dayTh(w)}${roleTh} ทั้งนี้เป็นแนวโน้มของดวง ไม่ใช่คำตอบตายตัวนะ`,
      en: `The period to watch is ${winEn}; try taking important steps on a ${dayEn(w)}${roleEn} — a leaning of the stars, not a fixed answer.`,
    },
    {
      th: `ดวงบอกเป็นช่วงมากกว่าเป็นวัน สำหรับเรื่อง${l.th} จังหวะที่ดีน่าจะเริ่มชัดขึ้นราว${winTh} โดยวันที่พลังหนุนมากที่สุดคือ${dayTh(w)}${roleTh}`,
      en: `The stars speak in seasons rather than dates: for ${l.en}, things should grow clearer around ${winEn}, with ${dayEn(w)} as your best-supported day${roleEn}.`,
    },
  ]);
}

/** Health outcomes are never foretold: no "yes", no recovery date. */
const MEDICAL_FORM: readonly Bi[] = [
  {
    th: 'เรื่องว่าจะหายเมื่อไหร่หรือเป็นอะไรหรือเปล่า ดวงตอบแทนแพทย์ไม่ได้ แต่ดวงช่วงนี้หนุนให้ใจสู้และดูแลตัวเองได้ดี',
    en: 'Whether or when it will get better is not something the stars can answer in a doctor’s place, but they do show a steady will to look after yourself.',
  },
  {
    th: 'ดวงไม่ได้บอกผลตรวจหรือผลการรักษา สิ่งที่ดวงบอกคือช่วงนี้ร่างกายต้องการการพักและความใส่ใจเป็นพิเศษ',
    en: 'The stars do not foretell test results or treatment; what they do say is that your body needs extra rest and care just now.',
  },
];

function leanLine(c: Ctx, question: string): Bi {
  // The leaning depends on the question, the day and the person — not on the wording seed — so
  // asking the same thing twice on one day leans the same way.
  const rng = createRng(
    seedOf(
      'chat-lean',
      normalise(question),
      c.day.iso,
      c.person.weekday?.id ?? '',
      c.person.animal?.id ?? '',
    ),
  );
  let lean = rng() * 2 - 1;
  if (c.person.dayRole) lean += c.person.dayRole.tone * 0.5;
  if (c.person.yearRelation) lean += c.person.yearRelation.effect / 25;
  lean += (c.daily.aspects[ASPECT_FOR[c.topic]].score - 60) / 25;
  let band: keyof typeof LEANS = lean > 0.6 ? 'up' : lean < -0.6 ? 'down' : 'even';
  // Money at stake or a case in court: never a "yes" from the stars.
  const risky = c.a.sensitive.some((x) => x === 'investment' || x === 'gambling' || x === 'legal');
  if (risky && band === 'up') band = 'even';
  return pick(c.rng, LEANS[band])(LABEL[c.topic]);
}

/** English names of the Thai colour words the lore uses. */
const COLOUR_EN: ReadonlyMap<string, string> = (() => {
  const m = new Map<string, string>();
  for (const id of WEEKDAY_IDS) {
    const w = WEEKDAYS[id];
    const l = WEEKDAY_LORE[id];
    m.set(w.colourTh, w.colourEn);
    w.luckyColoursTh.forEach((t, i) => {
      const e = l.luckyColoursEn[i];
      if (e) m.set(t, e);
    });
    w.unluckyColoursTh.forEach((t, i) => {
      const e = l.unluckyColoursEn[i];
      if (e) m.set(t, e);
    });
  }
  return m;
})();

interface LuckyInfo {
  coloursTh: string[];
  coloursEn: string[];
  avoidTh: string[];
  avoidEn: string[];
  numbers: number[];
}

function luckyInfo(c: Ctx): LuckyInfo {
  const owner = c.person.weekday ?? c.day.weekday;
  const bad = weekdayInRole(owner.id, 'misfortune');
  const fromReading = (c.reading?.luckyColoursTh ?? []).filter((t) => COLOUR_EN.has(t));
  const coloursTh = fromReading.length > 0 ? fromReading.slice(0, 3) : c.daily.luckyColoursTh;
  const coloursEn =
    fromReading.length > 0
      ? coloursTh.map((t) => COLOUR_EN.get(t) ?? '').filter(Boolean)
      : c.daily.luckyColoursEn;
  const avoidTh = [...new Set([bad.colourTh, ...c.day.colours.unluckyColoursTh])].filter(
    (t) => !coloursTh.includes(t),
  );
  const avoidEn = avoidTh.map((t) => COLOUR_EN.get(t) ?? '').filter(Boolean);
  const readingNumbers = (c.reading?.luckyNumbers ?? []).filter(
    (n) => Number.isInteger(n) && n >= 0 && n < 1000,
  );
  const numbers = (readingNumbers.length > 0 ? readingNumbers : c.daily.luckyNumbers).slice(0, 4);
  return { coloursTh, coloursEn, avoidTh, avoidEn, numbers };
}

function luckLine(c: Ctx, gamble: boolean): Bi {
  const l = luckyInfo(c);
  const nums = l.numbers.join(', ');
  const forTh =
    c.a.secondary && c.a.secondary !== 'luck' ? `สำหรับเรื่อง${LABEL[c.a.secondary].th} ` : '';
  const forEn = c.a.secondary && c.a.secondary !== 'luck' ? `For ${LABEL[c.a.secondary].en}, ` : '';
  const avoidTh = l.avoidTh.length > 0 ? ` ควรเลี่ยง${listTh(l.avoidTh)}` : '';
  const avoidEn = l.avoidEn.length > 0 ? `; avoid ${listEn(l.avoidEn)}` : '';
  if (gamble) {
    return {
      th: `เลขมงคลของคุณช่วงนี้คือ ${nums} และสีเสริมดวงคือ${listTh(l.coloursTh)}`,
      en: `Your lucky numbers right now are ${nums}, and your helpful colours are ${listEn(l.coloursEn)}.`,
    };
  }
  const w = c.person.weekday;
  const buddha = w ? BIRTH_DAY_BUDDHA[w.id] : null;
  const options: Bi[] = [
    {
      th: `${forTh}สีเสริมดวงของคุณช่วงนี้คือ${listTh(l.coloursTh)}${avoidTh} ส่วนเลขมงคลไว้เป็นกำลังใจคือ ${nums}`,
      en: `${forEn}${forEn ? 'your' : 'Your'} helpful colours right now are ${listEn(l.coloursEn)}${avoidEn}, and your lucky numbers, for encouragement, are ${nums}.`,
    },
    {
      th: `${forTh}ลองใส่${listTh(l.coloursTh)}ติดตัวไว้${avoidTh} และเลขมงคลที่ไว้เสริมกำลังใจช่วงนี้คือ ${nums}`,
      en: `${forEn}${forEn ? 'wear' : 'Wear'} a touch of ${listEn(l.coloursEn)}${avoidEn}; your lucky numbers for encouragement are ${nums}.`,
    },
  ];
  if (buddha && w) {
    options.push({
      th: `${forTh}ใส่${listTh(l.coloursTh)}เสริมดวง และถ้าอยากเสริมใจ ลองไหว้${buddha.postureTh}ซึ่งเป็นพระประจำวันเกิด แล้วสวดมนต์ ${buddha.chantCount} จบ`,
      en: `${forEn}${forEn ? 'wear' : 'Wear'} ${listEn(l.coloursEn)} for luck, and to steady the heart, pay respects to ${buddha.postureEn} (your birth-day Buddha) and chant ${buddha.chantCount} times.`,
    });
  }
  return pickFresh(c, options, (b) => say(c, b));
}

// ---------------------------------------------------------------------------------------------
// Greetings and thanks
// ---------------------------------------------------------------------------------------------

function greetingParts(c: Ctx): Bi[] {
  const hello = pickFreshFrag(c, [
    (x) => ({
      th: `สวัสดีนะ${nameTh(x) ? ` ${nameTh(x)}` : ''} ยินดีที่ได้คุยกัน`,
      en: `Hello${x.person.callEn ? ` ${x.person.callEn}` : ''}, lovely to hear from you.`,
    }),
    {
      th: 'หวัดดีนะ มาคุยเรื่องดวงกันสบาย ๆ ได้เลย',
      en: 'Hi! Let us have a relaxed chat about your stars.',
    },
    { th: 'สวัสดี ยินดีต้อนรับเสมอนะ', en: 'Hello, and welcome.' },
  ]);
  const r = c.reading;
  let context: Bi;
  if (r && r.titleTh.trim()) {
    const first = r.sections.find((s) => s.headingEn.trim());
    context = {
      th: `คำทำนายที่อ่านไว้คือ “${clipTh(r.titleTh, 80)}” ยังมีอีกหลายเรื่องที่คุยต่อได้`,
      en: first
        ? `We can pick up from your reading — the ${first.headingEn} and the rest.`
        : 'We can pick up from your reading.',
    };
  } else {
    const role = dayRoleLine(c);
    context = role ?? {
      th: `วันนี้${dayTh(c.day.weekday)}ที่ ${c.day.dateTh} สีประจำวันคือ${c.day.colours.colourOfDayTh}`,
      en: `Today is ${dayEn(c.day.weekday)}, ${c.day.dateEn}, and the colour of the day is ${c.day.colours.colourOfDayEn}.`,
    };
  }
  const invite = pickFreshFrag(c, [
    {
      th: 'อยากถามเรื่องไหน ความรัก การงาน การเงิน หรือสุขภาพ ถามมาได้เลยนะ',
      en: 'Ask me anything — love, work, money or health.',
    },
    {
      th: 'มีเรื่องไหนค้างใจอยู่ เล่าให้ฟังได้เลยนะ',
      en: 'If something is on your mind, tell me about it.',
    },
  ]);
  return [hello, context, invite];
}

function thanksParts(c: Ctx): Bi[] {
  const l = luckyInfo(c);
  const glad = pickFreshFrag(c, [
    { th: 'ยินดีเสมอนะ', en: 'You are very welcome.' },
    {
      th: 'ด้วยความยินดีนะ ขอบคุณที่ไว้ใจให้ดูดวงให้',
      en: 'My pleasure — thank you for trusting me with your stars.',
    },
  ]);
  const bless = pickFreshFrag(c, [
    {
      th: `ขอให้${dayTh(c.day.weekday)}นี้เป็นวันที่ดี ใส่${l.coloursTh[0] ?? c.day.colours.colourOfDayTh}ติดตัวไว้เสริมโชคนะ`,
      en: `May this ${dayEn(c.day.weekday)} treat you well — wear a little ${l.coloursEn[0] ?? c.day.colours.colourOfDayEn} for luck.`,
    },
    {
      th: 'ขอให้ทุกเรื่องที่ตั้งใจค่อย ๆ คลี่คลายไปในทางที่ดี',
      en: 'May everything you are working towards unfold gently for the better.',
    },
  ]);
  const invite = pickFreshFrag(c, [
    { th: 'ถ้ามีอะไรค้างใจ กลับมาถามได้ทุกเมื่อนะ', en: 'Come back any time something is on your mind.' },
    { th: 'อยากให้ดูเรื่องไหนอีก บอกได้เสมอนะ', en: 'Whenever you want another look, just ask.' },
  ]);
  return [glad, bless, invite];
}

// ---------------------------------------------------------------------------------------------
// Putting a reply together
// ---------------------------------------------------------------------------------------------

interface Part {
  text: string;
  /** Higher is kept longer when the reply must be cut. */
  keep: number;
}

/** Joins parts: at most five, at most `CHAT_REPLY_MAX` characters, dropping the least needed. */
function fit(parts: Part[]): string {
  const kept = parts.filter((p) => p.text.trim() !== '');
  const join = () => kept.map((p) => p.text.trim()).join(' ');
  while (kept.length > 2 && (kept.length > 5 || join().length > CHAT_REPLY_MAX)) {
    let low = 0;
    for (let i = 1; i < kept.length; i++) {
      if ((kept[i] as Part).keep < (kept[low] as Part).keep) low = i;
    }
    kept.splice(low, 1);
  }
  const text = join();
  return text.length <= CHAT_REPLY_MAX ? text : `${text.slice(0, CHAT_REPLY_MAX - 1).trim()}…`;
}

function detectLang(question: string, history: readonly ChatTurn[]): 'th' | 'en' {
  if (/[\u0E00-\u0E7F]/.test(question)) return 'th';
  if (/[a-z]/i.test(question)) return 'en';
  const lastUser = [...history].reverse().find((h) => h.role === 'user' && h.content);
  if (lastUser && /[a-z]/i.test(lastUser.content) && !/[\u0E00-\u0E7F]/.test(lastUser.content)) {
    return 'en';
  }
  return 'th';
}

interface Birth {
  name?: string;
  birthDate?: string;
  birthTime?: string;
}

/** The person as the lore reads them, leaving out a birth date or time it cannot read. */
function safePerson(
  input: ChatReplyInput,
  day: DayContext,
): { person: PersonContext; used: Birth } {
  const p = input.person ?? {};
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  const name = text(p.name);
  const birthDate = text(p.birthDate);
  const birthTime = text(p.birthTime);
  const attempts: Birth[] = [
    { name, birthDate, birthTime },
    { name, birthDate },
  ];
  for (const used of attempts) {
    try {
      return { person: personContext(used, day), used };
    } catch {
      // A birth date or time the lore cannot read: answer without it.
    }
  }
  return { person: personContext({ name: cleanName(name) }, day), used: { name } };
}

function daily(date: string, b: Birth): DailyReading {
  return dailyReading({ date, birthDate: b.birthDate, birthTime: b.birthTime });
}

/** The subject an earlier user turn was about, newest first. */
function subjectFromHistory(history: readonly ChatTurn[]): ChatQuestionAnalysis | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const h = history[i];
    if (h?.role !== 'user' || typeof h.content !== 'string') continue;
    const a = analyseChatQuestion(h.content);
    if (a.subject) return a;
  }
  return null;
}

/**
 * The fortune teller's answer to one chat message. Throws `ReadingInputError` only for an invalid
 * `date`; unusable birth data is ignored.
 */
export function replyToChat(input: ChatReplyInput): ChatReply {
  const question = typeof input.question === 'string' ? input.question : '';
  const history = (Array.isArray(input.history) ? input.history : []).filter(
    (h): h is ChatTurn => Boolean(h) && typeof h.content === 'string',
  );
  const lang =
    input.lang === 'th' || input.lang === 'en' ? input.lang : detectLang(question, history);

  if (detectSelfHarm(question)) {
    return { text: lang === 'th' ? caringReplyTh : caringReplyEn, topic: 'safety', lang };
  }

  const day = dayContext(input.date);
  const { person, used } = safePerson(input, day);
  const assistant = history.filter((h) => h.role === 'assistant').map((h) => h.content);
  const lastSaid = assistant[assistant.length - 1] ?? '';

  const own = analyseChatQuestion(question);
  let a = own;
  let reported: ChatTopic = own.topic;
  let followingUp = false;
  // A question with no subject of its own ("แล้วช่วงไหนดี", "why?") follows the earlier one;
  // a plain hello or thank-you does not.
  const courtesy = (own.greeting || own.thanks) && own.form === 'open' && !own.followUp;
  if (!own.subject && !courtesy) {
    const earlier = subjectFromHistory(history);
    const short = normalise(question).replace(/\s/g, '').length <= 18;
    if (earlier?.subject && (own.followUp || own.form !== 'open' || short)) {
      a = {
        ...own,
        subject: earlier.subject,
        subtopic: earlier.subtopic,
        secondary: earlier.secondary,
        line: own.line ?? earlier.line,
        sensitive: [...new Set([...own.sensitive, ...earlier.sensitive])],
      };
      reported = earlier.subject;
      followingUp = true;
    }
  }

  const topic: Topic = a.subject ?? 'other';
  const c: Ctx = {
    lang,
    rng: createRng(seedOf('chat', input.seed, normalise(question), day.iso, lang, history.length)),
    topic,
    a,
    day,
    person,
    daily: daily(day.iso, used),
    reading: input.reading ?? null,
    said: assistant.join('\n'),
    lastSaid,
    hasBirth: Boolean(person.weekday),
  };

  const out = (parts: Part[]): ChatReply => {
    const text = fit(
      parts.map((p) => ({
        keep: p.keep,
        text: lang === 'en' ? capitalise(p.text.trim()) : p.text,
      })),
    );
    return { text, topic: reported, lang };
  };

  // Greetings and thanks with nothing else asked.
  if (reported === 'greeting' || reported === 'thanks') {
    const parts = reported === 'greeting' ? greetingParts(c) : thanksParts(c);
    const [first, ...rest] = parts;
    return out([
      { text: say(c, avoidSameOpening(c, first as Bi, parts)), keep: 9 },
      ...rest.map((b, i) => ({ text: say(c, b), keep: 8 - i })),
    ]);
  }

  // 1. Acknowledge.
  const openingPool: Frag[] = own.followUp
    ? [...FOLLOW_UP_OPENINGS]
    : [
        ...(followingUp ? FOLLOW_UP_OPENINGS : []),
        ...TOPIC_OPENINGS[topic],
        ...FORM_OPENINGS[a.form],
        ...GENERIC_OPENINGS,
      ];
  const opening =
    (own.followUp ? chooseOpening(c, openingPool, true) : null) ??
    chooseOpening(c, own.followUp ? GENERIC_OPENINGS : openingPool);

  // 2. What the reading — or the lore — says.
  const ground = groundFromReading(c) ?? groundFromLore(c);

  // 3. The answer in the shape of the question.
  const gamble = a.sensitive.includes('gambling');
  const luck = topic === 'luck' || gamble ? luckLine(c, gamble) : null;
  // Advice for the narrower subject first, then the topic's general advice; what was said before
  // is not said again (a reply can do without advice, not without its other parts).
  const specific = (a.subtopic ? GUIDANCE[topic][a.subtopic] : undefined) ?? [];
  const general =
    GUIDANCE[topic].general ?? (specific.length > 0 ? [] : Object.values(GUIDANCE[topic])[0]) ?? [];
  const guides = [...specific, ...general];
  const freshGuides = (guides.length > 0 ? guides : FALLBACK_GUIDANCE).filter(
    (b) => !c.said.includes(say(c, b)),
  );
  const freshSpecific = freshGuides.filter((b) => specific.includes(b));
  const guidance =
    freshGuides.length > 0
      ? pick(c.rng, freshSpecific.length > 0 ? freshSpecific : freshGuides)
      : null;
  const medical = a.sensitive.includes('medical');
  const form =
    a.form === 'open'
      ? null
      : medical
        ? pickFresh(c, MEDICAL_FORM, (b) => say(c, b))
        : a.form === 'when'
          ? timingLine(c)
          : leanLine(c, question);

  // 4. Boundaries.
  const notes: Bi[] = [];
  if (medical) notes.push(CHAT_CONSULT_NOTES.medical);
  else if (topic === 'health') notes.push(CHAT_HEALTH_NOTE);
  if (topic === 'legal' || a.sensitive.includes('legal')) notes.push(CHAT_CONSULT_NOTES.legal);
  if (a.sensitive.includes('investment')) notes.push(CHAT_CONSULT_NOTES.investment);
  if (gamble) notes.push(CHAT_LUCKY_NUMBER_NOTE);

  // 5. An invitation.
  const closingPool: Frag[] = [
    ...CLOSINGS,
    ...(a.form !== 'when' ? [TIMING_CLOSING] : []),
    ...(!c.hasBirth && !c.reading ? [BIRTH_CLOSING] : []),
  ];
  const closing = pickFreshFrag(c, closingPool);

  // At most five parts: with a window or a leaning to give, the general advice goes first; on a
  // lottery question, the advice to keep it light matters more than the lore.
  const parts: Part[] = [
    { text: say(c, opening), keep: 7 },
    { text: say(c, ground), keep: gamble ? 4 : 6 },
    ...(luck ? [{ text: say(c, luck), keep: 8 }] : []),
    ...(form ? [{ text: say(c, form), keep: 8 }] : []),
    ...(guidance ? [{ text: say(c, guidance), keep: form ? 3 : 5 }] : []),
    ...notes.map((n) => ({ text: say(c, n), keep: 10 })),
    { text: say(c, closing), keep: 9 },
  ];
  return out(parts);
}

/**
 * An opening whose first words differ from the last reply's — and, if possible, from every one.
 * With `strict`, null when every opening of the pool has been used already.
 */
function chooseOpening(c: Ctx, pool: readonly Frag[], strict: true): Bi | null;
function chooseOpening(c: Ctx, pool: readonly Frag[]): Bi;
function chooseOpening(c: Ctx, pool: readonly Frag[], strict = false): Bi | null {
  const rendered = pool.map((f) => render(c, f)).filter((b) => say(c, b).trim() !== '');
  const lastKey = openingKey(c.lastSaid);
  const notLast = rendered.filter((b) => openingKey(say(c, b)) !== lastKey);
  const never = notLast.filter((b) => !c.said.includes(say(c, b)));
  if (strict) return never.length > 0 ? pick(c.rng, never) : null;
  const choices = never.length > 0 ? never : notLast.length > 0 ? notLast : rendered;
  return pick(c.rng, choices);
}

/** For greetings: the first line, unless it would open the same way as the last reply. */
function avoidSameOpening(c: Ctx, first: Bi, parts: readonly Bi[]): Bi {
  if (openingKey(say(c, first)) !== openingKey(c.lastSaid)) return first;
  const alternatives: Bi[] = [
    { th: 'ยินดีที่ได้คุยกันอีกครั้งนะ', en: 'Good to talk with you again.' },
    { th: 'ดีใจที่แวะมาคุยกันนะ', en: 'Glad you dropped by.' },
  ];
  return (
    alternatives.find((b) => openingKey(say(c, b)) !== openingKey(c.lastSaid)) ?? parts[1] ?? first
  );
}
