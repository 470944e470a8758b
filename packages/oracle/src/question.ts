/**
 * What a question asks, for every reading that takes one: its subject (love, work, money, study,
 * family…), its time frame ("ปีหน้า" is not this Tuesday), its mood (a hard week is not shining
 * luck), and the situations a reading must not misread — a silence ("อ่านแต่ไม่ตอบ"), a single
 * person looking for someone, a question about someone else (a child's exam), a request for
 * lottery numbers.
 *
 * The term tables and `analyseChatQuestion` live here, not in the chat, so that topic readings and
 * เซียมซี can read a question without depending on the chat's reply writer.
 *
 * Thai is matched as substrings (no word breaks), longest term first.
 */
import type { QuestionFrame } from './frame/frame.ts';
import { readFrame } from './frame/read-frame.ts';
import type { LifeFear } from './lore/palm-fears.ts';
import type { PalmLineId } from './palm-lines.ts';
import { asksAboutLottery, LOTTERY_TRADE } from './safety/lottery.ts';
import type { Bi } from './text.ts';

// ---------------------------------------------------------------------------------------------
// Subjects and shapes
// ---------------------------------------------------------------------------------------------

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

/** The sentence every answer to such a question carries — a chat reply, a เซียมซี reading (tests look for it). */
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
  /**
   * A word of a bond ("ความสัมพันธ์", "คืนดี", "คิดถึง"): it counts for love unless the question
   * names a family member and no partner — "คืนดีกับพี่สาว" is about the family.
   */
  rel?: boolean;
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
  rel?: boolean;
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
  // เส้นอาทิตย์ is the Thai name; users also type สุริยะ, the Sanskrit-derived word for the sun.
  ...th('เส้นอาทิตย์ เส้นสุริยะ เส้นความสำเร็จ', 'money', { w: 1.2, line: 'sun' }),
  ...th('เส้นพุธ', 'work', { w: 1.2, line: 'mercury', sub: 'business' }),
  // The life line speaks of drive and life's turns, never of health (docs/decisions/012), so
  // naming it picks the line but no subject.
  ...th('เส้นชีวิต', null, { w: 1.2, line: 'life' }),
  // Love
  // A partner named on their own is who the question is about, not yet what: "แฟนจะได้งานไหม"
  // is about work, so the word weighs a little less than a subject's own words.
  ...th('แฟน คนรัก', 'love', { w: 0.9, sub: 'partner' }),
  ...th('ความรัก คู่รัก คบกัน นอกใจ มือที่สาม', 'love', { sub: 'partner' }),
  ...th('ความสัมพันธ์ หย่า', 'love', { sub: 'partner', rel: true }),
  ...th('สามี ภรรยา ภริยา แฟนปัจจุบัน', 'love', { w: 0.9, sub: 'partner' }),
  ...th('ผัว เมีย', 'love', { w: 0.8, sub: 'partner' }),
  ...th('เนื้อคู่ โสด หาแฟน มีแฟน คู่แท้ เจอคนใหม่ แฟนใหม่', 'love', { sub: 'single' }),
  ...th('คนคุย จีบ แอบชอบ คนที่ชอบ ชอบเขา เขาชอบ รักเขา กิ๊ก เดท ดูใจ ตกหลุมรัก อ่านไม่ตอบ', 'love', {
    sub: 'talking',
  }),
  ...th('ทักมา ติดต่อมา ตอบแชท', 'love', { w: 0.6, sub: 'talking' }),
  ...th('เขาคิด เขารู้สึก', 'love', { w: 0.6, sub: 'talking', rel: true }),
  ...th('แฟนเก่า คนเก่า อกหัก เลิกกับ เขาจะกลับ', 'love', { sub: 'ex' }),
  ...th('เลิกกัน คืนดี', 'love', { sub: 'ex', rel: true }),
  ...th('แต่งงาน งานแต่ง หมั้น ขอแต่ง สละโสด คู่ชีวิต คู่ครอง', 'love', { sub: 'marriage' }),
  ...th('หัวใจ เสน่ห์ ปวดใจ เจ็บใจ เจ็บปวด', 'love', { w: 0.6 }),
  ...th('คิดถึง', 'love', { w: 0.6, rel: true }),
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
  ...th('หนี้ ลูกหนี้ กู้ ผ่อน ผ่อนงวด ค่างวด ดอกเบี้ย ยืมเงิน บัตรเครดิต', 'money', { sub: 'debt' }),
  ...th('ลงทุน หุ้น คริปโต บิทคอยน์ บิตคอยน์ กองทุน เทรด ฟอเร็กซ์ ซื้อทอง อสังหา', 'money', {
    sub: 'invest',
    sens: 'investment',
  }),
  ...th(
    'หวย ลอตเตอรี่ ล็อตเตอรี่ ลอตเตอรี สลาก เลขเด็ด เลขท้าย ถูกรางวัล รางวัลที่หนึ่ง ถูกหวย พนัน บาคาร่า คาสิโน แทงบอล',
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
  // An exam for a post is still an exam to prepare for: "สอบราชการ" is not read as "ราชการ".
  ...th('สอบราชการ สอบบรรจุ สอบก.พ. สอบครู สอบตำรวจ สอบใบอนุญาต', 'study', { sub: 'exam' }),
  // Medical school is study, and becoming a doctor is a career, not a visit to one.
  ...th('เรียนหมอ สอบหมอ สอบติดหมอ เข้าหมอ คณะแพทย์ เรียนแพทย์ แพทยศาสตร์', 'study', { sub: 'exam' }),
  ...th('เป็นหมอ เป็นแพทย์', 'work'),
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
  ...en('life line', null, { w: 1.2, line: 'life' }),
  // Love
  ...en('love|romance|romantic|love life', 'love'),
  ...en('relationship', 'love', { rel: true }),
  ...en('boyfriend|girlfriend|husband|wife|spouse|my partner', 'love', { w: 0.9, sub: 'partner' }),
  ...en('married|cheat(?:ing|ed)?', 'love', { sub: 'partner' }),
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

/** Every subject, in the order that breaks a tie between two equally weighted ones. */
export const CHAT_SUBJECTS: readonly ChatSubject[] = [
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

/** The question as the term tables read it: NFC, no zero-width characters, lower case, single spaces. */
export function normaliseQuestion(text: string): string {
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
  // A lottery stall is a business ("เปิดแผงลอตเตอรี่แผงที่สอง"), not a gamble.
  const text = normaliseQuestion(question ?? '').replace(LOTTERY_TRADE, ' ธุรกิจ ');
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
  const relational: { h: Hit; mark: ChatSubject }[] = [];
  const count = (h: Hit, mark: ChatSubject) => {
    score.set(mark, (score.get(mark) ?? 0) + h.weight);
    firstAt.set(mark, Math.min(firstAt.get(mark) ?? Infinity, h.at));
    const prev = subOf.get(mark);
    // A plain "partner" word gives way to a more telling one ("ex", "marriage"…).
    const rank = (x: { sub: ChatSubtopic; weight: number }) =>
      x.weight + (x.sub === 'partner' ? 0 : 0.01);
    if (h.sub && (!prev || rank({ sub: h.sub, weight: h.weight }) > rank(prev))) {
      subOf.set(mark, { sub: h.sub, weight: h.weight });
    }
  };
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
      default:
        if (h.rel) relational.push({ h, mark: h.mark });
        else count(h, h.mark);
    }
  }
  // A bond with a family member named and no partner: "จะคืนดีกับพี่สาวไหม" is about the family.
  const kin = (score.get('family') ?? 0) >= 0.8 && !score.has('love');
  for (const { h, mark } of relational) {
    if (kin) count({ ...h, sub: undefined }, 'family');
    else count(h, mark);
  }
  if (can && !request) yesno = true;
  if (!yesno && /[a-z]/.test(text) && YES_NO_EN.test(text) && !REQUEST_EN.test(text)) {
    yesno = true;
  }

  const ranked = CHAT_SUBJECTS.filter((s) => (score.get(s) ?? 0) >= 0.5).sort(
    (a, b) =>
      (score.get(b) ?? 0) - (score.get(a) ?? 0) ||
      CHAT_SUBJECTS.indexOf(a) - CHAT_SUBJECTS.indexOf(b),
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
// Time frame, mood and who the question is about
// ---------------------------------------------------------------------------------------------

export type TimeFrame = 'today' | 'week' | 'month' | 'year' | 'next-year' | 'soon' | 'later';

export type QuestionMood = 'hard' | 'hopeful' | 'neutral';

/** Who the question is about when it is not the asker. */
export type OtherPerson = 'child' | 'parent' | 'partner' | 'ex' | 'friend' | 'boss' | 'in-law';

export interface QuestionIntent {
  /** The question as asked, trimmed; '' when there was none. */
  text: string;
  subject: ChatSubject | null;
  secondary: ChatSubject | null;
  analysis: ChatQuestionAnalysis;
  form: 'when' | 'yesno' | 'open';
  timeFrame: TimeFrame | null;
  /**
   * 0: the current day, week, month or year; 1: the next one — พรุ่งนี้ (`today`), สัปดาห์หน้า,
   * เดือนหน้า, ปีหน้า (`next-year`), งวดหน้า. Always 0 without a time frame.
   */
  timeFrameAhead: 0 | 1;
  /** The time frame in the asker's words, for echoing ("ปีหน้า", "สัปดาห์นี้"). */
  timeFrameWords: Bi | null;
  mood: QuestionMood;
  /** Messages read and not answered, a person gone quiet. */
  silence: boolean;
  /** A single person asking about meeting someone or having a partner. */
  seekingPartner: boolean;
  /** Asks for lottery or gambling numbers. */
  lottery: boolean;
  /** Whether to do something ("ควร…ไหม", "ดีไหม", "หรือ…"). */
  decision: boolean;
  aboutOther: OtherPerson | null;
  /** How to name that person in a reply: "ลูก", "คุณแม่", "แม่สามี" / "your child"… */
  aboutOtherWords: Bi | null;
  /** A fear for a life — its length, its end, an illness, an accident — never to be forecast. */
  fear: LifeFear | null;
  /** The question read into its frame (`frame/read-frame.ts`); null when nothing was asked. */
  frame?: QuestionFrame | null;
}

interface FrameTerm {
  re: RegExp;
  frame: TimeFrame;
  ahead: 0 | 1;
  words: Bi;
}

/** The first that matches wins, so "ปีหน้า" is tried before "ปีนี้" could be. */
const TIME_FRAMES: readonly FrameTerm[] = [
  {
    re: /ปีหน้า|ปีถัดไป|next year/i,
    frame: 'next-year',
    ahead: 1,
    words: { th: 'ปีหน้า', en: 'next year' },
  },
  { re: /วันนี้|คืนนี้|today|tonight/i, frame: 'today', ahead: 0, words: { th: 'วันนี้', en: 'today' } },
  { re: /พรุ่งนี้|tomorrow/i, frame: 'today', ahead: 1, words: { th: 'พรุ่งนี้', en: 'tomorrow' } },
  {
    re: /สัปดาห์หน้า|อาทิตย์หน้า|next week/i,
    frame: 'week',
    ahead: 1,
    words: { th: 'สัปดาห์หน้า', en: 'next week' },
  },
  {
    re: /สัปดาห์นี้|อาทิตย์นี้|this week|this weekend/i,
    frame: 'week',
    ahead: 0,
    words: { th: 'สัปดาห์นี้', en: 'this week' },
  },
  {
    re: /เดือนหน้า|next month/i,
    frame: 'month',
    ahead: 1,
    words: { th: 'เดือนหน้า', en: 'next month' },
  },
  {
    re: /เดือนนี้|สิ้นเดือน|this month/i,
    frame: 'month',
    ahead: 0,
    words: { th: 'เดือนนี้', en: 'this month' },
  },
  { re: /(?<!ค่า)งวดนี้/, frame: 'week', ahead: 0, words: { th: 'งวดนี้', en: 'this draw' } },
  { re: /งวดหน้า/, frame: 'week', ahead: 1, words: { th: 'งวดหน้า', en: 'the next draw' } },
  {
    re: /ปีนี้|ภายในปี|ปลายปี|สิ้นปี|this year/i,
    frame: 'year',
    ahead: 0,
    words: { th: 'ปีนี้', en: 'this year' },
  },
  {
    re: /เร็ว ?ๆ ?นี้|ใกล้ ?ๆ ?นี้|อีกไม่นาน|soon/i,
    frame: 'soon',
    ahead: 0,
    words: { th: 'เร็ว ๆ นี้', en: 'soon' },
  },
  {
    re: /อนาคต|ระยะยาว|ในที่สุด|future|long run/i,
    frame: 'later',
    ahead: 0,
    words: { th: 'ในระยะยาว', en: 'in the long run' },
  },
];

const HARD =
  /ไม่มีอะไรดี|แย่|เหนื่อย|ท้อ|เครียด|ทุกข์|ไม่ไหว|ติดขัด|ซวย|พัง|หนัก|ผิดหวัง|เศร้า|เสียใจ|ไม่พอใช้|โดนเลิกจ้าง|ตกงาน|หมดหวัง|ทะเลาะ|ไม่ดีเลย|bad|tired|stuck|awful|hard time/i;
const HOPEFUL = /อยากรู้ว่าจะดี|จะรุ่ง|จะปัง|ตื่นเต้น|ดีใจ|hopeful|excited/i;
const SILENCE =
  /อ่านแต่ไม่ตอบ|อ่านไม่ตอบ|ไม่ตอบ|ไม่ทัก|เงียบ|หายไป|หายเงียบ|ทักไปไม่ตอบ|ไม่ติดต่อ|บล็อก|left on read|ghost|no reply|not replying|silent/i;
const SEEKING =
  /เจอคนที่ใช่|เจอเนื้อคู่|เนื้อคู่|มีแฟน|หาแฟน|เจอคนใหม่|คนใหม่|จะเจอใคร|โสด|คู่แท้|meet (?:someone|the one)|find love|single/i;
// "งวดนี้" alone is also an instalment ("ค่างวดนี้ผ่อนไม่ไหว"): a draw only with numbers near it.
const DECISION = /ควร|ดีไหม|ดีมั้ย|ดีหรือ|หรือรอ|หรือไม่|ตัดสินใจ|should i|better to/i;

interface OtherTerm {
  re: RegExp;
  who: OtherPerson;
  /** How to name the person when the word itself does not say more. */
  name: Bi;
  /** Names by the Thai word the asker used (Thai adds the polite คุณ to parents). */
  byWord?: Readonly<Record<string, Bi>>;
}

// Look-alikes are kept out: ลูกค้า (customer), ลูกน้อง (staff), แม่ค้า (vendor), พ่อค้า, แม่น
// ("accurate"), แม่น้ำ (river), แม่บ้าน (housekeeper)…
const OTHERS: readonly OtherTerm[] = [
  {
    re: /ลูกเขย|ลูกสะใภ้|แม่สามี|พ่อสามี|แม่ยาย|พ่อตา|in-laws?/i,
    who: 'in-law',
    name: { th: 'ญาติฝ่ายคู่ครอง', en: 'your in-laws' },
    byWord: {
      ลูกเขย: { th: 'ลูกเขย', en: 'your son-in-law' },
      ลูกสะใภ้: { th: 'ลูกสะใภ้', en: 'your daughter-in-law' },
      แม่สามี: { th: 'แม่สามี', en: 'your mother-in-law' },
      พ่อสามี: { th: 'พ่อสามี', en: 'your father-in-law' },
      แม่ยาย: { th: 'แม่ยาย', en: 'your mother-in-law' },
      พ่อตา: { th: 'พ่อตา', en: 'your father-in-law' },
    },
  },
  {
    re: /ลูกสาว|ลูกชาย|หลาน|ลูก(?!ค้า|น้อง|หนี้|ศิษย์|เต๋า|จ้าง|ทีม|พี่|อม|บอล)|my (?:son|daughter|child|kids?)/i,
    who: 'child',
    name: { th: 'ลูก', en: 'your child' },
    byWord: {
      ลูกสาว: { th: 'ลูกสาว', en: 'your daughter' },
      ลูกชาย: { th: 'ลูกชาย', en: 'your son' },
      หลาน: { th: 'หลาน', en: 'the young one' },
    },
  },
  {
    re: /พ่อแม่|พ่อ(?!ค้า)|แม่(?!ค้า|น|หมอ|บ้าน)|parents?|mother|father|mum|mom|dad/i,
    who: 'parent',
    name: { th: 'คุณพ่อคุณแม่', en: 'your parents' },
    byWord: {
      พ่อ: { th: 'คุณพ่อ', en: 'your father' },
      แม่: { th: 'คุณแม่', en: 'your mother' },
    },
  },
  {
    re: /แฟนเก่า|คนเก่า|\bex\b/i,
    who: 'ex',
    name: { th: 'แฟนเก่า', en: 'your ex' },
    byWord: { คนเก่า: { th: 'คนเก่า', en: 'your ex' } },
  },
  {
    re: /แฟน|สามี|ภรรยา|คนรัก|partner|husband|wife/i,
    who: 'partner',
    name: { th: 'แฟน', en: 'your partner' },
    byWord: {
      สามี: { th: 'สามี', en: 'your husband' },
      ภรรยา: { th: 'ภรรยา', en: 'your wife' },
      คนรัก: { th: 'คนรัก', en: 'your partner' },
    },
  },
  {
    re: /หัวหน้า|เจ้านาย|boss|manager/i,
    who: 'boss',
    name: { th: 'หัวหน้า', en: 'your boss' },
    byWord: { เจ้านาย: { th: 'เจ้านาย', en: 'your boss' } },
  },
  { re: /เพื่อน(?!ร่วมงาน)|friend/i, who: 'friend', name: { th: 'เพื่อน', en: 'your friend' } },
];

function otherIn(text: string): { who: OtherPerson; words: Bi } | null {
  for (const o of OTHERS) {
    const m = o.re.exec(text);
    if (m) return { who: o.who, words: o.byWord?.[m[0]] ?? o.name };
  }
  return null;
}

/** Matters that belong to the person named: their exam, health, job, money or move. */
const OTHERS_MATTERS: ReadonlySet<ChatSubject> = new Set([
  'study',
  'health',
  'work',
  'money',
  'travel',
]);
/** People whose matter a question is about (a boss or a friend is more often part of one's own). */
const OTHERS_WHO: ReadonlySet<OtherPerson> = new Set(['child', 'parent', 'partner']);
/**
 * The asker as the one who acts or receives ("หนูจะได้…", "แม่จะให้เรา…", "I"), which keeps the
 * matter the asker's with someone named; "ลูกเราจะ…" is still the child's.
 */
const ASKER_ACTS =
  /(?<!ลูก|แม่|พ่อ|แฟน|สามี|ภรรยา|สาว|ชาย)(?:เรา|ฉัน|หนู|ผม|ดิฉัน|ตัวเอง)จะ|ให้(?:เรา|ฉัน|หนู|ผม|ดิฉัน)|\bI\b|\bI'(?:m|ll|ve)\b/;

/**
 * Whose matter the question is when it is not the asker's: "ลูกจะสอบติดไหม" is the child's exam,
 * to be read without the asker's birth lore. `subject` defaults to the question's own (a
 * follow-up may carry an earlier one).
 */
export function whoseMatter(q: QuestionIntent, subject: ChatSubject | null = q.subject): Bi | null {
  if (!q.aboutOther || !q.aboutOtherWords || !OTHERS_WHO.has(q.aboutOther)) return null;
  if (!subject || !OTHERS_MATTERS.has(subject) || ASKER_ACTS.test(q.text)) return null;
  return q.aboutOtherWords;
}

/** Reads a question (or nothing: every field then says "not asked"). */
export function analyseQuestion(question: string | null | undefined): QuestionIntent {
  const text = (question ?? '').trim();
  const analysis = analyseChatQuestion(text);
  const frame = TIME_FRAMES.find((f) => f.re.test(text));
  const other = otherIn(text);
  const seekingPartner = SEEKING.test(text);
  return {
    text,
    // "เมื่อไหร่จะเจอคนที่ใช่" names no love word the chat knows, but it is about love.
    subject: analysis.subject ?? (seekingPartner ? 'love' : null),
    secondary: analysis.secondary,
    analysis,
    form: analysis.form,
    timeFrame: frame?.frame ?? null,
    timeFrameAhead: frame?.ahead ?? 0,
    timeFrameWords: frame?.words ?? null,
    mood: HARD.test(text) ? 'hard' : HOPEFUL.test(text) ? 'hopeful' : 'neutral',
    silence: SILENCE.test(text),
    seekingPartner,
    lottery: asksAboutLottery(text) || analysis.sensitive.includes('gambling'),
    decision: DECISION.test(text),
    aboutOther: other?.who ?? null,
    aboutOtherWords: other?.words ?? null,
    fear: lifeFearOf(text),
    frame: text ? readFrame(text) : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Fears for a life
// ---------------------------------------------------------------------------------------------

/**
 * Fears in the order they are told apart: "เส้นชีวิตขาด จะตายไหม" is about death before the line.
 * Thai is matched with its spaces removed. "ตาย" as an intensifier ("ขำจะตาย") and "ตายแล้ว"
 * (oh my!) are not a fear; wanting to die is the caring reply's, checked before any of these.
 */
const FEARS: readonly { fear: LifeFear; th: RegExp; en: RegExp }[] = [
  {
    fear: 'death',
    th: /(?<!(?:ขำ|หิว|เหนื่อย|ร้อน|หนาว|เบื่อ|ง่วง|เขิน|อาย|สวย|น่ารัก)(?:จะ)?)ตาย(?!แล้ว)|เสียชีวิต|ความตาย|สิ้นใจ|ถึงฆาต|สิ้นอายุขัย|ลาโลก/,
    en: /\b(?:die|dies|death|dead|pass away)\b(?! to)/,
  },
  {
    fear: 'lifespan',
    th: /อายุ(?:จะ)?(?:สั้น|ยืน|ไม่ยืน|ขัย)|อายุ(?:จะ)?(?:ถึง|อยู่ได้)กี่|อยู่(?:ได้)?(?:อีก)?กี่ปี|อยู่ได้อีกนาน|มีชีวิต(?:อยู่)?(?:ได้)?(?:อีก)?(?:กี่|นาน)|ชีวิต(?:จะ)?(?:ยืนยาว|สั้น)|แก่ตาย/,
    en: /\b(?:life ?span|life expectancy|short life|long life|live long|how long (?:will|do|can|would) i (?:live|have)|how many years (?:do|will) i)\b/,
  },
  {
    fear: 'life-line',
    th: /เส้นชีวิต(?:ของ(?:ฉัน|เรา|ผม|หนู))?(?:ดู|มัน|จะ)?(?:ขาด|สั้น|หาย|แตก|ไม่ต่อ|จาง|ไม่มี)/,
    en: /\b(?:(?:broken|short|faint|missing) life ?line|life ?line (?:is |looks )?(?:broken|short|faint|missing))\b/,
  },
  {
    fear: 'illness',
    th: /ป่วยหนัก|จะป่วย|ป่วยไหม|ล้มป่วย|โรคร้าย|เป็นโรค|มะเร็ง|เจ็บป่วย|โรคภัย|ไข้เจ็บ/,
    en: /\b(?:illness|serious(?:ly)? ill|get sick|fall ill|disease|cancer)\b/,
  },
  {
    fear: 'accident',
    th: /อุบัติเหตุ|รถชน|ประสบเหตุ|เคราะห์ร้ายถึงชีวิต|เจ็บตัว/,
    en: /\b(?:accidents?|get hurt|injured)\b/,
  },
];

/** The fear a question voices, if any: a lifespan, death, illness or accident question. */
export function lifeFearOf(question: string | null | undefined): LifeFear | null {
  const text = normaliseQuestion(question ?? '');
  if (!text) return null;
  const thai = text.replace(/\s+/g, '');
  return FEARS.find((f) => f.th.test(thai) || f.en.test(text))?.fear ?? null;
}
