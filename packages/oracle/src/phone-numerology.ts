/**
 * Thai phone-number numerology (เลขศาสตร์เบอร์โทร).
 *
 * School: the eight-group planet-pair table (ตารางคู่เลขกลุ่มดาว 8 กลุ่ม), as published by The
 * Daily Mu and read through a third party's transcription; its pair lists and sum verdicts are
 * data in `lore/phone-pairs.ts`, with their sources.
 * Each digit is a planet of Thai astrology (1 อาทิตย์ 2 จันทร์ 3 อังคาร 4 พุธ 5 พฤหัสบดี 6 ศุกร์
 * 7 เสาร์ 8 ราหู 9 เกตุ; 0 is emptiness), and each adjacent pair falls into one of eight groups:
 * ศุภมิตร and สวัสดิมงคล (best), มรรคา and เกษตร (good), อุตสาหะ (effort), อริ มรณะ กาลกิณี (to
 * watch). The table leaves a few pairs, mostly those with a 0, in no group.
 *
 * Where the pair-by-pair table of the lucky-number trade reads a pair the other way (56 good, 37
 * to be careful with, …) the reading names both schools and gives that pair no single verdict:
 * it scores halfway between them (decision record 011).
 *
 * Duangdee's own arithmetic, not any school's: a 0 halves the pair it sits in (a common view, not
 * a table entry), the pairs inside the last four digits weigh 3×, the three before 1.5×, the
 * operator prefix 0.75×, and the 0–100 score and the five aspects are built from those weights.
 *
 * This is entertainment, not a promise: every text speaks of tendencies and advice, and none
 * foretells health, accidents, money or lottery numbers.
 */
import { PHONE_CATEGORY_LABELS, type PhoneCategory } from './options.ts';
import {
  LUCKY_NUMBER_SCHOOL,
  OPEN_SUM,
  PAIR_GROUPS,
  PAIR_LORE,
  pairDisputeText,
  PLANET_GROUP_SCHOOL,
  SCHOOL_SUMS,
  sumTradeText,
  TRADE_GOOD_SUMS,
  type PairGroupId,
  type PairTone,
} from './lore/phone-pairs.ts';
import { createRng, pick, seedOf } from './seed.ts';
import { joinBi, listEn, listTh, type Bi } from './text.ts';
import { WEEKDAYS, WEEKDAY_LORE, weekdayOfPlanet } from './weekday.ts';

export {
  PAIR_GROUPS,
  type PairGroup,
  type PairGroupId,
  type PairTone,
} from './lore/phone-pairs.ts';

// ---------------------------------------------------------------------------------------------
// Planets of the digits
// ---------------------------------------------------------------------------------------------

export interface DigitPlanet {
  digit: number;
  planetTh: string;
  planetEn: string;
  /** What the planet stands for, in a few words. */
  keywordsTh: string;
  keywordsEn: string;
  /** About a person whose number is full of this digit: a Thai sentence, an English phrase. */
  personalityTh: string;
  personalityEn: string;
}

export const DIGIT_PLANETS: readonly DigitPlanet[] = [
  {
    digit: 0,
    planetTh: 'ศูนย์ (ความว่าง)',
    planetEn: 'Zero (emptiness)',
    keywordsTh: 'ความว่างเปล่า การเริ่มต้นใหม่ และพลังที่เบาลง',
    keywordsEn: 'emptiness, fresh starts and softened energy',
    personalityTh: 'เป็นคนปล่อยวางเก่ง ไม่ยึดติด แต่บางครั้งขาดแรงผลักดันให้ลงมือ',
    personalityEn:
      'someone who lets go easily and clings to little, but sometimes lacks the push to act',
  },
  {
    digit: 1,
    planetTh: 'พระอาทิตย์',
    planetEn: 'the Sun',
    keywordsTh: 'ความเป็นผู้นำ เกียรติยศ และความมั่นใจ',
    keywordsEn: 'leadership, honour and confidence',
    personalityTh: 'เป็นคนมั่นใจ มีความเป็นผู้นำ รักศักดิ์ศรี และไม่ชอบอยู่ใต้คำสั่งใคร',
    personalityEn: 'someone confident and proud, a natural leader who dislikes taking orders',
  },
  {
    digit: 2,
    planetTh: 'พระจันทร์',
    planetEn: 'the Moon',
    keywordsTh: 'ความอ่อนโยน เสน่ห์ จินตนาการ และอารมณ์ความรู้สึก',
    keywordsEn: 'gentleness, charm, imagination and feeling',
    personalityTh: 'เป็นคนอ่อนโยน ช่างฝัน เข้าใจความรู้สึกคนอื่น แต่ใจอ่อนไหวง่าย',
    personalityEn: 'someone gentle and dreamy, quick to sense how others feel and easily moved',
  },
  {
    digit: 3,
    planetTh: 'พระอังคาร',
    planetEn: 'Mars',
    keywordsTh: 'ความกล้า พลังงาน การลงมือทำ และความใจร้อน',
    keywordsEn: 'courage, energy, action and a quick temper',
    personalityTh: 'เป็นคนกล้า ขยัน ลงมือไว ตรงไปตรงมา แต่อารมณ์ร้อนเป็นไฟ',
    personalityEn:
      'someone brave, hard-working and quick to act, honest to a fault, with a fiery temper',
  },
  {
    digit: 4,
    planetTh: 'พระพุธ',
    planetEn: 'Mercury',
    keywordsTh: 'การสื่อสาร สติปัญญา การค้า และการเจรจา',
    keywordsEn: 'communication, intellect, trade and negotiation',
    personalityTh: 'เป็นคนพูดเก่ง คิดไว มีไหวพริบ และเข้ากับคนได้ทุกแบบ',
    personalityEn:
      'someone articulate, quick-thinking and witty, at ease with every kind of person',
  },
  {
    digit: 5,
    planetTh: 'พระพฤหัสบดี',
    planetEn: 'Jupiter',
    keywordsTh: 'ปัญญา คุณธรรม ครูบาอาจารย์ และผู้ใหญ่อุปถัมภ์',
    keywordsEn: 'wisdom, virtue, teachers and patrons',
    personalityTh: 'เป็นคนมีหลักการ ใฝ่รู้ สุขุม และเป็นที่ปรึกษาที่คนไว้ใจ',
    personalityEn: 'someone principled, studious and calm — the adviser people trust',
  },
  {
    digit: 6,
    planetTh: 'พระศุกร์',
    planetEn: 'Venus',
    keywordsTh: 'ความรัก ความงาม ศิลปะ และทรัพย์สมบัติ',
    keywordsEn: 'love, beauty, art and wealth',
    personalityTh: 'เป็นคนมีเสน่ห์ รักสวยรักงาม มีรสนิยม และรู้จักใช้ชีวิตให้มีความสุข',
    personalityEn: 'someone charming, stylish and tasteful, who knows how to enjoy life',
  },
  {
    digit: 7,
    planetTh: 'พระเสาร์',
    planetEn: 'Saturn',
    keywordsTh: 'ความอดทน ภาระหน้าที่ ความล่าช้า และความมั่นคง',
    keywordsEn: 'endurance, duty, delay and stability',
    personalityTh: 'เป็นคนอดทน หนักแน่น รับผิดชอบสูง แต่มักเก็บความกังวลไว้คนเดียว',
    personalityEn:
      'someone patient, steady and responsible who tends to keep worries to themselves',
  },
  {
    digit: 8,
    planetTh: 'พระราหู',
    planetEn: 'Rahu',
    keywordsTh: 'ความทะเยอทะยาน ความเสี่ยง สิ่งยั่วยุ และลาภฉับพลัน',
    keywordsEn: 'ambition, risk, temptation and sudden gain',
    personalityTh: 'เป็นคนใจถึง กล้าเสี่ยง ความคิดแหวกแนว แต่ต้องระวังความหลงใหลสุดทาง',
    personalityEn:
      'someone daring and unconventional, willing to gamble — who should beware of extremes',
  },
  {
    digit: 9,
    planetTh: 'พระเกตุ',
    planetEn: 'Ketu',
    keywordsTh: 'สิ่งศักดิ์สิทธิ์ ญาณหยั่งรู้ และการคุ้มครอง',
    keywordsEn: 'the sacred, intuition and protection',
    personalityTh: 'เป็นคนมีลางสังหรณ์แม่น ใจบุญ และมักมีสิ่งศักดิ์สิทธิ์คุ้มครอง',
    personalityEn: 'someone intuitive and spiritual, often watched over by something greater',
  },
];

// ---------------------------------------------------------------------------------------------
// Pairs
// ---------------------------------------------------------------------------------------------

export interface PairInfo {
  pair: string;
  /** The eight-group table's group; null where the table puts the pair in no group. */
  group: PairGroupId | null;
  /** The eight-group table's verdict (`neutral` for a pair in no group). */
  tone: PairTone;
  /** The pair holds a 0, which halves it. */
  weakened: boolean;
  /** The lucky-number trade reads this pair the other way, or gives a verdict where ours has none. */
  disputed: boolean;
  /** That school's verdict, when disputed. */
  tradeTone: 'good' | 'bad' | null;
  /** The sentence naming both schools; empty when they agree. */
  disputeTh: string;
  disputeEn: string;
  /** The reading of the pair, ending with `dispute…` when there is one. */
  meaningTh: string;
  meaningEn: string;
}

/** Value of a group-less pair, and of the trade's verdicts, on the groups' -1 … +1 scale. */
const NO_GROUP_VALUE = 0;
const TRADE_VALUE = { good: 0.8, bad: -0.8 } as const;

function buildPairTable(): Record<string, PairInfo> {
  const table: Record<string, PairInfo> = {};
  for (let a = 0; a <= 9; a++) {
    for (let b = 0; b <= 9; b++) {
      const pair = `${a}${b}`;
      const lore = PAIR_LORE[a <= b ? pair : `${b}${a}`];
      if (!lore) throw new Error(`phone pair lore is missing ${pair}`);
      const dispute = lore.trade ? pairDisputeText(pair, lore.group, lore.trade) : null;
      table[pair] = {
        pair,
        group: lore.group,
        tone: lore.group ? PAIR_GROUPS[lore.group].tone : 'neutral',
        weakened: a === 0 || b === 0,
        disputed: dispute !== null,
        tradeTone: lore.trade?.tone ?? null,
        disputeTh: dispute?.th ?? '',
        disputeEn: dispute?.en ?? '',
        meaningTh: dispute ? `${lore.th} ${dispute.th}` : lore.th,
        meaningEn: dispute ? `${lore.en} ${dispute.en}` : lore.en,
      };
    }
  }
  return table;
}

/** All 100 pairs, "00" … "99". */
export const PAIR_TABLE: Readonly<Record<string, PairInfo>> = buildPairTable();

/** The reading of one two-digit pair. */
export function classifyPair(pair: string): PairInfo {
  const info = PAIR_TABLE[pair];
  if (!info) throw new RangeError(`"${pair}" is not a two-digit pair`);
  return info;
}

/**
 * What a pair counts for in the score, -1 … +1: its group's value, or halfway between the two
 * schools when they disagree, halved again by a 0.
 */
export function pairScoreValue(info: PairInfo): number {
  const ours = info.group ? PAIR_GROUPS[info.group].value : NO_GROUP_VALUE;
  const value = info.tradeTone ? (ours + TRADE_VALUE[info.tradeTone]) / 2 : ours;
  return value * (info.weakened ? 0.5 : 1);
}

// ---------------------------------------------------------------------------------------------
// Digit sums (ผลรวม)
// ---------------------------------------------------------------------------------------------

export interface SumMeaning {
  sum: number;
  /** The eight-group table's verdict; `neutral` where it gives none. */
  tone: PairTone;
  /** The lucky-number trade names the sum as good while our table avoids it or is silent. */
  disputed: boolean;
  titleTh: string;
  titleEn: string;
  /** The reading, ending with what the lucky-number trade says when it names the sum. */
  th: string;
  en: string;
}

/** The meaning of a digit sum (0–90). */
export function sumMeaning(sum: number): SumMeaning {
  if (!Number.isInteger(sum) || sum < 0 || sum > 90) {
    throw new RangeError(`no meaning for digit sum ${sum}`);
  }
  const school = SCHOOL_SUMS[sum];
  const tone = school?.tone ?? 'neutral';
  const text = school ?? OPEN_SUM;
  const trade = sumTradeText(sum, tone);
  const joined = joinBi([{ th: text.th, en: text.en }, trade]);
  return {
    sum,
    tone,
    disputed: tone !== 'good' && sum in TRADE_GOOD_SUMS,
    titleTh: text.titleTh,
    titleEn: text.titleEn,
    th: joined.th,
    en: joined.en,
  };
}

/** What a sum counts for in the score, on the same scale as the pairs. */
function sumScoreValue(meaning: SumMeaning): number {
  const ours = { good: 1, mixed: 0.1, bad: -0.8, neutral: 0 }[meaning.tone];
  return meaning.disputed ? (ours + TRADE_VALUE.good) / 2 : ours;
}

// ---------------------------------------------------------------------------------------------
// Validation and normalisation
// ---------------------------------------------------------------------------------------------

export const PHONE_VALIDATION_KEYS = [
  'required',
  'tooShort',
  'tooLong',
  'invalidFormat',
  'notRealNumber',
] as const;
export type PhoneValidationKey = (typeof PHONE_VALIDATION_KEYS)[number];

/** The spec's messages (§5), in English. */
export const PHONE_VALIDATION_MESSAGES: Record<PhoneValidationKey, string> = {
  required: 'Phone number is required',
  tooShort: 'Phone number must be at least 10 digits',
  tooLong: 'Phone number must be at most 15 digits',
  invalidFormat: 'Invalid phone number format',
  notRealNumber: 'Please enter a real Thai mobile or landline number',
};

export const PHONE_VALIDATION_MESSAGES_TH: Record<PhoneValidationKey, string> = {
  required: 'กรุณากรอกเบอร์โทรศัพท์',
  tooShort: 'เบอร์โทรศัพท์ต้องมีอย่างน้อย 10 หลัก',
  tooLong: 'เบอร์โทรศัพท์ต้องมีไม่เกิน 15 หลัก',
  invalidFormat: 'รูปแบบเบอร์โทรศัพท์ไม่ถูกต้อง',
  notRealNumber: 'กรุณากรอกเบอร์มือถือหรือเบอร์บ้านในประเทศไทยที่ใช้งานได้จริง',
};

export type PhoneKind = 'mobile' | 'landline';

export type PhoneValidation =
  | { ok: true; normalized: string; kind: PhoneKind }
  | { ok: false; key: PhoneValidationKey; message: string; messageTh: string };

/** Thai mobiles: 06x, 08x, 09x + 7 digits. Landlines: 02–07 + 7 digits (9 digits in all). */
const MOBILE_RE = /^0[689]\d{8}$/;
const LANDLINE_RE = /^0[2-7]\d{7}$/;

function fail(key: PhoneValidationKey): PhoneValidation {
  return {
    ok: false,
    key,
    message: PHONE_VALIDATION_MESSAGES[key],
    messageTh: PHONE_VALIDATION_MESSAGES_TH[key],
  };
}

/**
 * Checks a phone number as typed and brings it to the local Thai form (0812345678).
 *
 * - Spaces, dashes, dots and brackets are allowed as separators; a `+` only at the start; anything
 *   else is `invalidFormat`.
 * - The digits typed (country code included) must number 10–15 (spec §5). A nine-digit landline
 *   therefore needs its country code: +66 2 123 4567.
 * - `+66`, `66` and `0066` become a leading 0 (the default country is Thailand, +66).
 * - The local form must be a Thai mobile (06/08/09 + 8 digits) or landline (02–07 + 7 digits);
 *   other countries' numbers and impossible prefixes are `notRealNumber`.
 */
export function validatePhoneNumber(raw: string | null | undefined): PhoneValidation {
  const text = (raw ?? '').trim();
  if (text === '') return fail('required');
  if (!/^\+?[\d\s\-.()]+$/.test(text)) return fail('invalidFormat');
  const hasPlus = text.startsWith('+');
  const digits = text.replace(/\D/g, '');
  if (digits.length === 0) return fail('invalidFormat');
  if (digits.length < 10) return fail('tooShort');
  if (digits.length > 15) return fail('tooLong');

  let local: string;
  if (digits.startsWith('0066')) local = digits.slice(4);
  else if (digits.startsWith('66')) local = digits.slice(2);
  else if (hasPlus) return fail('notRealNumber');
  else local = digits;
  if (!local.startsWith('0')) local = `0${local}`;

  if (MOBILE_RE.test(local)) return { ok: true, normalized: local, kind: 'mobile' };
  if (LANDLINE_RE.test(local)) return { ok: true, normalized: local, kind: 'landline' };
  return fail('notRealNumber');
}

/** Thrown by `analyzePhoneNumber` for a number `validatePhoneNumber` rejects. */
export class PhoneNumberError extends Error {
  readonly key: PhoneValidationKey;
  readonly messageTh: string;
  constructor(key: PhoneValidationKey) {
    super(PHONE_VALIDATION_MESSAGES[key]);
    this.name = 'PhoneNumberError';
    this.key = key;
    this.messageTh = PHONE_VALIDATION_MESSAGES_TH[key];
  }
}

/** 0812345678 → 081-234-5678; 021234567 → 02-123-4567. */
export function formatThaiPhone(local: string): string {
  if (local.length === 10) return `${local.slice(0, 3)}-${local.slice(3, 6)}-${local.slice(6)}`;
  if (local.length === 9) return `${local.slice(0, 2)}-${local.slice(2, 5)}-${local.slice(5)}`;
  return local;
}

// ---------------------------------------------------------------------------------------------
// Analysis
// ---------------------------------------------------------------------------------------------

export const PHONE_ASPECTS = ['career', 'love', 'wealth', 'health', 'personality'] as const;
export type PhoneAspectId = (typeof PHONE_ASPECTS)[number];

export const PHONE_ASPECT_LABELS: Record<PhoneAspectId, Bi> = {
  career: { th: 'การงาน', en: 'Career' },
  love: { th: 'ความรัก', en: 'Love' },
  wealth: { th: 'การเงิน', en: 'Wealth' },
  health: { th: 'สุขภาพ', en: 'Health' },
  personality: { th: 'บุคลิกภาพ', en: 'Personality' },
};

export interface PhonePairReading extends PairInfo {
  /** 0-based position of the pair's first digit in the local number. */
  position: number;
  weight: number;
  groupNameTh: string;
  groupNameEn: string;
}

export interface PhoneAspectReading {
  score: number;
  th: string;
  en: string;
}

export type PhoneGrade = 'excellent' | 'very-good' | 'good' | 'fair' | 'caution';

export const PHONE_GRADE_LABELS: Record<PhoneGrade, Bi> = {
  excellent: { th: 'ดีเยี่ยม', en: 'Excellent' },
  'very-good': { th: 'ดีมาก', en: 'Very good' },
  good: { th: 'ดี', en: 'Good' },
  fair: { th: 'ปานกลาง', en: 'Fair' },
  caution: { th: 'ควรระวัง', en: 'Use with care' },
};

export interface PhoneLuckyElements {
  coloursTh: string[];
  coloursEn: string[];
  /** Digits that sit in the number's good pairs, best first. */
  luckyDigits: number[];
  /** Pairs both schools call good, worth looking for in a next number. */
  compatiblePairs: string[];
  supportiveDayTh: string;
  supportiveDayEn: string;
}

export interface PhoneAnalysis {
  normalized: string;
  formatted: string;
  kind: PhoneKind;
  category: PhoneCategory | null;
  pairs: PhonePairReading[];
  sum: number;
  sumTitleTh: string;
  sumTitleEn: string;
  sumTone: PairTone;
  sumMeaningTh: string;
  sumMeaningEn: string;
  score0to100: number;
  grade: PhoneGrade;
  gradeTh: string;
  gradeEn: string;
  summaryTh: string;
  summaryEn: string;
  aspects: Record<PhoneAspectId, PhoneAspectReading>;
  luckyElements: PhoneLuckyElements;
  /** The school the pairs and the sum follow. */
  school: { nameTh: string; nameEn: string };
  /** The school named beside it wherever the two disagree. */
  otherSchool: { nameTh: string; nameEn: string };
  /** The distinct pairs of this number the two schools read differently, in order. */
  disputedPairs: string[];
}

export interface PhoneAnalysisOptions {
  /** What the number is used for (spec §3 phone category). */
  category?: PhoneCategory;
  /** Aspects the user most wants to hear about (spec: at least one goal); all when empty. */
  focus?: readonly PhoneAspectId[];
}

/** Weight of the pair starting at `position` in a number of `length` digits. */
export function pairWeight(position: number, length: number): number {
  const fromEnd = length - 2 - position; // 0 for the last pair
  if (fromEnd <= 2) return 3; // the pairs inside the last four digits
  if (fromEnd <= 5) return 1.5;
  return 0.75;
}

/**
 * How strongly each group colours each aspect, from what the table says the group is about:
 * ศุภมิตร people, มรรคา travel and work away, เกษตร assets, สวัสดิมงคล protection and peace of
 * mind, อริ rivals, มรณะ haste, กาลกิณี obstacles. `none`: a pair in no group.
 */
const ASPECT_AFFINITY: Record<PairGroupId | 'none', Record<PhoneAspectId, number>> = {
  suphamit: { career: 0.7, love: 0.8, wealth: 0.4, health: 0.3, personality: 0.7 },
  sawatdimongkhon: { career: 0.4, love: 0.5, wealth: 0.4, health: 0.9, personality: 0.5 },
  manka: { career: 1, love: 0.3, wealth: 0.6, health: 0.2, personality: 0.5 },
  kaset: { career: 0.5, love: 0.4, wealth: 1, health: 0.4, personality: 0.4 },
  utsaha: { career: 0.8, love: 0.3, wealth: 0.6, health: 0.4, personality: 0.5 },
  ari: { career: 0.7, love: 0.8, wealth: 0.4, health: 0.3, personality: 0.6 },
  marana: { career: 0.5, love: 0.5, wealth: 0.6, health: 0.8, personality: 0.5 },
  kalakini: { career: 0.6, love: 0.6, wealth: 0.7, health: 0.6, personality: 0.4 },
  none: { career: 0.3, love: 0.3, wealth: 0.3, health: 0.3, personality: 0.3 },
};

function affinity(p: PairInfo, aspect: PhoneAspectId): number {
  return ASPECT_AFFINITY[p.group ?? 'none'][aspect];
}

type Tier = 'high' | 'mid' | 'low';

const ASPECT_TEXTS: Record<PhoneAspectId, Record<Tier, readonly Bi[]>> = {
  career: {
    high: [
      {
        th: 'การงานเด่นมาก มีแรงส่งให้ก้าวหน้า ได้รับมอบหมายงานสำคัญ และมีคนพร้อมสนับสนุนเมื่อคุณลงมือ',
        en: 'Career energy is strong: momentum to advance, important work coming your way and people ready to back you once you move.',
      },
      {
        th: 'เบอร์นี้หนุนเรื่องงานได้ดี การติดต่อประสานงานราบรื่น ผลงานมีคนเห็น และโอกาสเลื่อนขั้นมีลุ้น',
        en: 'This number supports your work well: dealings run smoothly, your results get noticed and promotion is within reach.',
      },
    ],
    mid: [
      {
        th: 'การงานไปได้เรื่อย ๆ ไม่หวือหวา ผลสำเร็จขึ้นกับความสม่ำเสมอของคุณมากกว่าโชค',
        en: 'Work moves along steadily without fireworks; results depend more on your consistency than on luck.',
      },
      {
        th: 'งานมีทั้งช่วงราบรื่นและช่วงติดขัด วางแผนล่วงหน้าและเก็บหลักฐานการทำงานไว้ จะช่วยให้ผ่านช่วงยากได้ง่ายขึ้น',
        en: 'Work has smooth spells and sticky ones; planning ahead and keeping records will carry you through the hard parts.',
      },
    ],
    low: [
      {
        th: 'เรื่องงานมีแรงต้าน อาจเจอความเข้าใจผิดหรือการแข่งขันที่ไม่เป็นธรรม ควรสื่อสารให้ชัดและไม่ตัดสินใจด้วยอารมณ์',
        en: 'Career meets resistance — misunderstandings or unfair competition are possible. Communicate clearly and avoid decisions made in anger.',
      },
      {
        th: 'พลังด้านการงานค่อนข้างอ่อน งานอาจล่าช้าหรือต้องทำซ้ำหลายรอบ หากใช้เบอร์นี้ติดต่องานสำคัญ ควรตรวจทานทุกอย่างให้รอบคอบ',
        en: 'Career energy runs low: work may stall or need redoing. If you use this number for important business, double-check everything.',
      },
    ],
  },
  love: {
    high: [
      {
        th: 'ความรักหวานชื่น มีเสน่ห์ต่อเพศตรงข้าม คนโสดมีโอกาสเจอคนถูกใจ คนมีคู่เข้าใจกันดี',
        en: 'Love is sweet and your charm is strong: singles may meet someone special, and couples understand each other well.',
      },
      {
        th: 'เบอร์นี้ส่งเสริมความสัมพันธ์ คุยกับใครก็ถูกคอ คนรักให้เกียรติและใส่ใจ',
        en: 'This number favours relationships: conversations click, and your partner treats you with care and respect.',
      },
    ],
    mid: [
      {
        th: 'ความรักมั่นคงพอสมควร แต่ต้องหมั่นแสดงความใส่ใจ อย่าปล่อยให้ความเคยชินทำให้ห่างกัน',
        en: 'Love is fairly steady, but keep showing you care — do not let routine pull you apart.',
      },
      {
        th: 'ความรักมีขึ้นมีลงตามจังหวะชีวิต การฟังกันให้มากขึ้นจะช่วยให้ความสัมพันธ์แน่นแฟ้น',
        en: 'Love rises and dips with life’s rhythm; listening more closely will bind you tighter.',
      },
    ],
    low: [
      {
        th: 'ความรักมีบททดสอบ อาจมีความน้อยใจ ความระแวง หรือมือที่สาม ควรพูดกันตรง ๆ ด้วยความอ่อนโยน',
        en: 'Love is being tested — hurt feelings, suspicion or a third party may appear. Talk plainly, and gently.',
      },
      {
        th: 'พลังความรักของเบอร์นี้ค่อนข้างเปราะบาง ความสัมพันธ์ต้องใช้ความอดทนและความไว้ใจมากกว่าปกติ',
        en: 'This number’s love energy is fragile; relationships will need more patience and trust than usual.',
      },
    ],
  },
  wealth: {
    high: [
      {
        th: 'ด้านการเงินมีแรงหนุน มักมีช่องทางหารายได้มากกว่าหนึ่งทาง และรู้จักต่อยอดสิ่งที่มีอยู่ ยิ่งวางแผนดีก็ยิ่งเห็นผล',
        en: 'Money has support here: there tend to be several ways to earn, and a knack for growing what you have; good planning makes it show.',
      },
      {
        th: 'เบอร์นี้เอื้อเรื่องทรัพย์ รายได้มีแนวโน้มเข้ามาสม่ำเสมอ และโอกาสดี ๆ มักมาทางคนที่รู้จัก',
        en: 'This number leans towards wealth: income tends to arrive steadily, and good openings often come through people you know.',
      },
    ],
    mid: [
      {
        th: 'การเงินพอใช้ มีเข้ามีออกสมดุล ถ้ามีวินัยในการออม เงินก้อนจะค่อย ๆ เป็นรูปเป็นร่างในระยะยาว',
        en: 'Money is adequate, with income and spending in balance; with saving discipline a lump sum slowly takes shape.',
      },
      {
        th: 'เงินทองไม่ขาดมือแต่ก็ไม่ล้นมือ ลองแยกบัญชีเงินเก็บกับเงินใช้ให้ชัดเจน',
        en: 'Neither short nor overflowing: try keeping savings and spending money in separate accounts.',
      },
    ],
    low: [
      {
        th: 'การเงินอาจมีรูรั่ว เงินมาแล้วไปไว ระวังการให้ยืม การลงทุนที่ฟังดูดีเกินจริง และรายจ่ายที่ไม่ได้วางแผน',
        en: 'Money may leak, coming and going fast. Be wary of lending, of deals that sound too good to be true and of unplanned spending.',
      },
      {
        th: 'ด้านการเงินเบอร์นี้ไม่ค่อยหนุนนัก วางงบประมาณให้รัดกุมและมีเงินสำรองไว้ยามจำเป็นจะอุ่นใจกว่า',
        en: 'This number does little for money; a tight budget and a reserve for emergencies will give you peace of mind.',
      },
    ],
  },
  // Tendencies of mood and rest only: a phone number never foretells illness (decision record 011).
  health: {
    high: [
      {
        th: 'ด้านความสบายใจเบอร์นี้ให้พลังดี ใจแจ่มใสและฟื้นจากความเหนื่อยได้ไว ดูแลการกินการนอนให้สม่ำเสมอจะยิ่งดี',
        en: 'For peace of mind this number does well: a bright mood and quick recovery from tiredness; steady meals and sleep make it better still.',
      },
      {
        th: 'พลังของเบอร์นี้ช่วยให้ใจสงบและมีชีวิตชีวา รักษาจังหวะพักผ่อนให้สมดุลไว้',
        en: 'This number lends a calm, lively spirit; keep your rest in balance.',
      },
    ],
    mid: [
      {
        th: 'ด้านความสบายใจอยู่ในเกณฑ์กลาง ๆ ระวังความเครียดสะสมและการพักผ่อนไม่พอ',
        en: 'Peace of mind sits in the middle; watch for built-up stress and too little rest.',
      },
      {
        th: 'ร่างกายและใจต้องการการดูแลสม่ำเสมอ ออกกำลังกายเบา ๆ และตรวจสุขภาพประจำปีช่วยให้อุ่นใจ',
        en: 'Body and mind want steady care: light exercise and a yearly check-up bring peace of mind.',
      },
    ],
    low: [
      {
        th: 'ช่วงนี้ควรใจดีกับตัวเองเป็นพิเศษ ความรีบร้อนและความเครียดที่สะสมอาจทำให้เหนื่อยง่าย ถ้ารู้สึกไม่สบายควรปรึกษาแพทย์',
        en: 'Be especially kind to yourself: haste and built-up stress can wear you out, and if you feel unwell, see a doctor.',
      },
      {
        th: 'เบอร์นี้ชวนให้ใช้แรงเกินตัว จัดเวลาพักให้ชัด และไม่ต้องรีบทำทุกอย่างให้เสร็จในวันเดียว',
        en: 'This number tempts you to overdo it; set clear time to rest, and let things take more than one day.',
      },
    ],
  },
  personality: {
    high: [
      {
        th: 'บุคลิกโดดเด่น น่าเชื่อถือ พูดจามีน้ำหนัก และเป็นที่จดจำของผู้คน',
        en: 'A standout presence: trustworthy, persuasive and memorable.',
      },
      {
        th: 'เบอร์นี้ขับให้คุณดูมั่นใจและอบอุ่นในเวลาเดียวกัน คนรอบข้างอยากเข้าใกล้',
        en: 'This number makes you seem confident and warm at once — people want to be near you.',
      },
    ],
    mid: [
      {
        th: 'บุคลิกเรียบง่าย เข้ากับคนได้ พลังจะเปล่งประกายเมื่อคุณได้ทำสิ่งที่ถนัด',
        en: 'An easy-going manner that fits in anywhere; you shine most when doing what you are good at.',
      },
      {
        th: 'มีทั้งด้านที่อ่อนโยนและด้านที่หนักแน่น รู้จักเลือกใช้ให้ถูกจังหวะแล้วจะเป็นที่รัก',
        en: 'You have a soft side and a firm one; use each at the right moment and you will be well loved.',
      },
    ],
    low: [
      {
        th: 'บางครั้งภาพที่คนอื่นเห็นไม่ตรงกับตัวตนจริง อาจดูแข็งหรือเข้าถึงยาก ลองเปิดใจและยิ้มให้มากขึ้น',
        en: 'Others may not see the real you — you can come across as hard or distant. Open up and smile more.',
      },
      {
        th: 'พลังของเบอร์นี้ทำให้อารมณ์ขึ้นลงง่าย ฝึกหายใจลึก ๆ ก่อนตอบโต้จะช่วยรักษาภาพลักษณ์ได้มาก',
        en: 'This number stirs up your moods; a deep breath before you react will do a lot for how you come across.',
      },
    ],
  },
};

const OPENINGS: readonly ((f: string, score: number, grade: Bi) => Bi)[] = [
  (f, s, g) => ({
    th: `เบอร์ ${f} ได้คะแนนรวม ${s}/100 อยู่ในระดับ "${g.th}"`,
    en: `${f} scores ${s}/100 overall — "${g.en}".`,
  }),
  (f, s, g) => ({
    th: `ผลวิเคราะห์เบอร์ ${f} ตามตำรากลุ่มดาว 8 กลุ่ม ได้ ${s} คะแนนจาก 100 จัดว่า "${g.th}"`,
    en: `Read by the eight-group planet table, ${f} earns ${s} out of 100: "${g.en}".`,
  }),
  (f, s, g) => ({
    th: `เมื่อถอดพลังทุกคู่ของเบอร์ ${f} แล้ว ภาพรวมอยู่ที่ ${s}/100 ระดับ "${g.th}"`,
    en: `Taking every pair of ${f} together, the picture comes to ${s}/100 — "${g.en}".`,
  }),
];

const CLOSINGS: Record<Tier, readonly Bi[]> = {
  high: [
    {
      th: 'โดยรวมเป็นเบอร์ที่ให้พลังบวก ใช้ติดต่อเรื่องสำคัญได้อย่างมั่นใจ',
      en: 'All in all a positive number — use it for important calls with confidence.',
    },
    {
      th: 'เป็นเบอร์ที่ควรเก็บไว้ใช้ยาว ๆ พลังดีจะสะสมไปกับการใช้งาน',
      en: 'A number worth keeping for the long run; its good energy builds with use.',
    },
  ],
  mid: [
    {
      th: 'เป็นเบอร์ที่ใช้งานได้ดีพอสมควร จุดอ่อนเล็กน้อยแก้ได้ด้วยความตั้งใจของผู้ใช้',
      en: 'A serviceable number; its small weak spots can be made up for by the user’s own intent.',
    },
    {
      th: 'เบอร์นี้ให้ทั้งแรงหนุนและบทเรียน ใช้ต่อได้ แต่ควรเสริมดวงด้วยการทำความดีอย่างสม่ำเสมอ',
      en: 'This number offers both support and lessons: keep it, and strengthen your luck by doing good steadily.',
    },
  ],
  low: [
    {
      th: 'เบอร์นี้มีคู่ที่ควรระวังอยู่ในตำแหน่งสำคัญ หากรู้สึกว่าชีวิตติดขัด อาจพิจารณาเบอร์ใหม่ที่มีคู่เลขดีในสี่ตัวท้าย',
      en: 'This number has pairs to be careful of in key positions; if life feels stuck, consider a new number with good pairs in its last four digits.',
    },
    {
      th: 'ความหมายของเบอร์เป็นเพียงแนวโน้ม สติและการกระทำของคุณสำคัญกว่าตัวเลข แต่ถ้าจะเปลี่ยน ลองเลือกเบอร์ที่ท้ายเป็นคู่ที่ทั้งสองตำรามองว่าดี เช่น 24 36 หรือ 45',
      en: 'A number only shows tendencies; your choices matter more. If you do change, look for one ending in a pair both schools call good, such as 24, 36 or 45.',
    },
  ],
};

/** For each phone category, the aspects that matter most and how to introduce them. */
const CATEGORY_FOCUS: Record<PhoneCategory, { aspects: PhoneAspectId[]; intro: Bi }> = {
  personal: {
    aspects: ['personality', 'love', 'health'],
    intro: {
      th: 'ในฐานะเบอร์ส่วนตัว ควรดูบุคลิกภาพ ความรัก และสุขภาพเป็นหลัก',
      en: 'As a personal number, look first at personality, love and health',
    },
  },
  work: {
    aspects: ['career', 'wealth'],
    intro: {
      th: 'สำหรับเบอร์ที่ใช้ทำงาน ควรดูการงานและการเงินเป็นหลัก',
      en: 'For a work number, career and wealth matter most',
    },
  },
  family: {
    aspects: ['health', 'love'],
    intro: {
      th: 'สำหรับเบอร์ของคนในครอบครัว ควรดูสุขภาพและความรักความอบอุ่นเป็นหลัก',
      en: 'For a family member’s number, health and warmth matter most',
    },
  },
  partner: {
    aspects: ['love', 'personality'],
    intro: {
      th: 'สำหรับเบอร์ของคนรัก ควรดูความรักและบุคลิกภาพเป็นหลัก',
      en: 'For your partner’s number, love and personality matter most',
    },
  },
  business: {
    aspects: ['wealth', 'career', 'personality'],
    intro: {
      th: 'สำหรับเบอร์ธุรกิจ ลูกค้าจะสัมผัสพลังด้านการเงิน การงาน และภาพลักษณ์ก่อน',
      en: 'For a business number, customers feel its wealth, career and image energy first',
    },
  },
  friend: {
    aspects: ['personality', 'love'],
    intro: {
      th: 'สำหรับเบอร์ของเพื่อน ควรดูบุคลิกภาพและความสัมพันธ์เป็นหลัก',
      en: 'For a friend’s number, personality and relationships matter most',
    },
  },
};

function tierOf(score: number): Tier {
  return score >= 68 ? 'high' : score >= 45 ? 'mid' : 'low';
}

function gradeOf(score: number): PhoneGrade {
  if (score >= 85) return 'excellent';
  if (score >= 70) return 'very-good';
  if (score >= 55) return 'good';
  if (score >= 40) return 'fair';
  return 'caution';
}

function clamp(n: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, n));
}

function positionTh(p: PhonePairReading, length: number): string {
  const fromEnd = length - 2 - p.position;
  if (fromEnd === 0) return 'คู่ท้ายสุด';
  if (fromEnd <= 2) return 'ในสี่ตัวท้าย';
  return `ตำแหน่งที่ ${p.position + 1}–${p.position + 2}`;
}

function positionEn(p: PhonePairReading, length: number): string {
  const fromEnd = length - 2 - p.position;
  if (fromEnd === 0) return 'the final pair';
  if (fromEnd <= 2) return 'within the last four digits';
  return `at digits ${p.position + 1}–${p.position + 2}`;
}

const NO_GROUP_NAME: Bi = { th: 'ไม่จัดกลุ่ม', en: 'no group' };

/**
 * Pairs both schools call good (ศุภมิตร, the agreed มรรคา and เกษตร, สวัสดิมงคล 19), best first:
 * the only ones we suggest for a next number.
 */
const AGREED_GOOD_PAIRS = ['24', '45', '36', '19', '15', '26', '42', '54', '63', '91', '99', '55'];

/** Joins numbers and labels the way a Thai writer lists them: "23, 56 และ 78". */
function listPairsTh(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} และ ${items[items.length - 1]}`;
}

/** "37 (สวัสดิมงคล)"; a disputed pair's group is said to be the eight-group table's. */
function pairLabel(p: PhonePairReading): Bi {
  if (!p.disputed)
    return { th: `${p.pair} (${p.groupNameTh})`, en: `${p.pair} (${p.groupNameEn})` };
  return p.group
    ? {
        th: `${p.pair} (${p.groupNameTh} ตามตำรากลุ่มดาว)`,
        en: `${p.pair} (${p.groupNameEn}, by the eight-group table)`,
      }
    : {
        th: `${p.pair} (ตำรากลุ่มดาวไม่จัดกลุ่ม)`,
        en: `${p.pair} (in no group of the eight-group table)`,
      };
}

/**
 * What the summary says of the given pairs, which the two schools read differently: the full
 * sentence for a single pair, else the pairs gathered by how the schools part ways.
 */
function disputedPairsText(pairs: readonly PhonePairReading[]): Bi | null {
  const seen = new Map<string, PhonePairReading>();
  for (const p of pairs) if (p.disputed && !seen.has(p.pair)) seen.set(p.pair, p);
  const list = [...seen.values()];
  const [first] = list;
  if (!first) return null;
  if (list.length === 1) return { th: first.disputeTh, en: first.disputeEn };

  const ways: readonly {
    match: (p: PhonePairReading) => boolean;
    th: (l: string) => string;
    en: (l: string) => string;
  }[] = [
    {
      match: (p) => p.tone === 'good',
      th: (l) => `คู่ ${l} ตำรากลุ่มดาวจัดไว้ในกลุ่มดี แต่ตำราสายเบอร์มงคลถือเป็นคู่ที่ควรระวัง`,
      en: (l) =>
        `the eight-group table counts ${l} among its good groups, while the lucky-number trade's table counts them pairs to be careful with`,
    },
    {
      match: (p) => p.tone === 'bad',
      th: (l) => `คู่ ${l} ตำรากลุ่มดาวจัดไว้ในกลุ่มที่ควรระวัง แต่ตำราสายเบอร์มงคลถือเป็นคู่ดี`,
      en: (l) =>
        `the eight-group table counts ${l} among the groups to watch, while the lucky-number trade's table counts them good`,
    },
    {
      match: (p) => p.group === null && p.tradeTone === 'good',
      th: (l) => `คู่ ${l} ตำรากลุ่มดาวไม่ได้จัดไว้ในกลุ่มใด แต่ตำราสายเบอร์มงคลถือเป็นคู่ดี`,
      en: (l) =>
        `the eight-group table leaves ${l} in no group, while the lucky-number trade's table counts ${l.includes(' and ') ? 'them' : 'it'} good`,
    },
    {
      match: (p) => p.group === null && p.tradeTone === 'bad',
      th: (l) => `คู่ ${l} ตำรากลุ่มดาวไม่ได้จัดไว้ในกลุ่มใด แต่ตำราสายเบอร์มงคลถือเป็นคู่ที่ควรระวัง`,
      en: (l) =>
        `the eight-group table leaves ${l} in no group, while the lucky-number trade's table counts ${l.includes(' and ') ? 'them' : 'it'} a pair to be careful with`,
    },
  ];
  const th: string[] = [];
  const en: string[] = [];
  for (const way of ways) {
    const these = list.filter(way.match);
    if (these.length === 0) continue;
    const named = these.map((p) => (p.group ? `${p.pair} (${p.groupNameTh})` : p.pair));
    const namedEn = these.map((p) => (p.group ? `${p.pair} (${p.groupNameEn})` : p.pair));
    th.push(way.th(listPairsTh(named)));
    en.push(way.en(listEn(namedEn)));
  }
  return {
    th: `เบอร์นี้มี ${list.length} คู่ที่ตำรากลุ่มดาว 8 กลุ่มกับตำราสายเบอร์มงคลอ่านต่างกัน ${th.join(' ส่วน')} ดวงดีจึงไม่ฟันธงคู่เหล่านี้ไปทางใดทางหนึ่ง และนับคะแนนไว้กลางทางระหว่างสองตำรา`,
    en: `Two schools part ways on ${list.length} pairs of this number: ${en.join('; ')}. Duangdee gives these pairs no single verdict and scores them halfway between the two.`,
  };
}

/**
 * Reads a phone number. Throws `PhoneNumberError` for anything `validatePhoneNumber` rejects.
 * Deterministic: the same number and options always give the same reading.
 */
export function analyzePhoneNumber(raw: string, options: PhoneAnalysisOptions = {}): PhoneAnalysis {
  const v = validatePhoneNumber(raw);
  if (!v.ok) throw new PhoneNumberError(v.key);
  const local = v.normalized;
  const digits = [...local].map(Number);
  const formatted = formatThaiPhone(local);
  const category = options.category ?? null;
  const rng = createRng(seedOf('phone', local, category ?? '', [...(options.focus ?? [])]));

  const pairs: PhonePairReading[] = [];
  for (let i = 0; i + 1 < local.length; i++) {
    const info = classifyPair(local.slice(i, i + 2));
    const name = info.group ? PAIR_GROUPS[info.group] : null;
    pairs.push({
      ...info,
      position: i,
      weight: pairWeight(i, local.length),
      groupNameTh: name?.nameTh ?? NO_GROUP_NAME.th,
      groupNameEn: name?.nameEn ?? NO_GROUP_NAME.en,
    });
  }

  const sum = digits.reduce((a, b) => a + b, 0);
  const sumInfo = sumMeaning(sum);
  const sumValue = sumScoreValue(sumInfo);

  const totalWeight = pairs.reduce((a, p) => a + p.weight, 0);
  const pairAverage = pairs.reduce((a, p) => a + p.weight * pairScoreValue(p), 0) / totalWeight;
  const score0to100 = Math.round(clamp(50 + 45 * (0.75 * pairAverage + 0.25 * sumValue), 3, 98));
  const grade = gradeOf(score0to100);
  const gradeLabel = PHONE_GRADE_LABELS[grade];

  // Strongest and weakest pair by weighted effect; ties go to the later pair (it weighs more).
  const effect = (p: PhonePairReading) => p.weight * pairScoreValue(p);
  const strongest = pairs.reduce((best, p) => (effect(p) >= effect(best) ? p : best));
  const weakest = pairs.reduce((worst, p) => (effect(p) <= effect(worst) ? p : worst));

  // Aspects.
  const aspects = {} as Record<PhoneAspectId, PhoneAspectReading>;
  for (const aspect of PHONE_ASPECTS) {
    let num = 0;
    let den = 0;
    let best: PhonePairReading | undefined;
    let bestPull = -Infinity;
    for (const p of pairs) {
      const w = p.weight * affinity(p, aspect);
      num += w * pairScoreValue(p);
      den += w;
      if (w * pairScoreValue(p) > bestPull) {
        best = p;
        bestPull = w * pairScoreValue(p);
      }
    }
    const score = Math.round(clamp(50 + 45 * (num / den) + 3 * Math.sign(sumValue), 3, 98));
    const text = pick(rng, ASPECT_TEXTS[aspect][tierOf(score)]);
    const key = best as PhonePairReading;
    const label = pairLabel(key);
    const keyLine: Bi =
      pairScoreValue(key) > 0.3
        ? {
            th: `คู่ ${label.th} เป็นแรงหนุนหลักด้านนี้`,
            en: `The pair ${label.en} is the main support here.`,
          }
        : {
            th: `ด้านนี้ยังไม่มีคู่ดีมาหนุนชัดเจน คู่ ${label.th} มีอิทธิพลมากที่สุด`,
            en: `No clearly good pair backs this side; ${label.en} has the most sway.`,
          };
    let extra: Bi = { th: '', en: '' };
    if (aspect === 'personality') {
      const dom = dominantDigit(digits);
      const planet = DIGIT_PLANETS[dom] as DigitPlanet;
      extra = {
        th: `เลขที่พบมากที่สุดคือ ${dom} (${planet.planetTh}) ${planet.personalityTh}`,
        en: `The most frequent digit is ${dom} (${planet.planetEn}), pointing to ${planet.personalityEn}.`,
      };
    }
    const joined = joinBi([text, keyLine, extra]);
    aspects[aspect] = { score, th: joined.th, en: joined.en };
  }

  // Lucky elements, from the pairs that help the number most.
  const goodPairs = pairs
    .filter((p) => pairScoreValue(p) > 0.3)
    .sort((a, b) => effect(b) - effect(a));
  const luckyDigits: number[] = [];
  for (const p of goodPairs) {
    for (const ch of p.pair) {
      const d = Number(ch);
      if (d !== 0 && !luckyDigits.includes(d)) luckyDigits.push(d);
    }
  }
  if (luckyDigits.length === 0) luckyDigits.push(4, 5, 2); // the digits of ศุภมิตร 24 and 45
  const leadPlanet = luckyDigits[0] as number;
  const leadDay =
    leadPlanet >= 1 && leadPlanet <= 8 ? weekdayOfPlanet(leadPlanet) : WEEKDAYS.thursday;
  const compatiblePairs = AGREED_GOOD_PAIRS.filter((cp) => !pairs.some((p) => p.pair === cp)).slice(
    0,
    4,
  );
  const luckyElements: PhoneLuckyElements = {
    coloursTh: [
      leadDay.colourTh,
      ...leadDay.luckyColoursTh.filter((c) => c !== leadDay.colourTh),
    ].slice(0, 3),
    coloursEn: [
      leadDay.colourEn,
      ...WEEKDAY_LORE[leadDay.id].luckyColoursEn.filter((c) => c !== leadDay.colourEn),
    ].slice(0, 3),
    luckyDigits: luckyDigits.slice(0, 4),
    compatiblePairs,
    supportiveDayTh: leadDay.nameTh,
    supportiveDayEn: leadDay.nameEn,
  };

  // Summary, showing its working.
  const bestAspect = PHONE_ASPECTS.reduce((a, b) => (aspects[b].score > aspects[a].score ? b : a));
  const focus = options.focus && options.focus.length > 0 ? options.focus : null;
  const len = local.length;
  const counts: Record<PairTone, number> = { good: 0, mixed: 0, bad: 0, neutral: 0 };
  for (const p of pairs) counts[p.tone] += 1;
  const weakenedCount = pairs.filter((p) => p.weakened).length;
  const disputedPairs = [...new Set(pairs.filter((p) => p.disputed).map((p) => p.pair))];

  const parts: Bi[] = [];
  parts.push(pick(rng, OPENINGS)(formatted, score0to100, gradeLabel));
  const tally: { n: number; th: string; en: string }[] = [
    { n: counts.good, th: 'คู่ดี', en: 'good' },
    { n: counts.mixed, th: 'คู่ที่ต้องลงแรง', en: 'asking for effort' },
    { n: counts.bad, th: 'คู่ที่ควรระวัง', en: 'to be careful with' },
    { n: counts.neutral, th: 'คู่ที่ตำรานี้ไม่ได้จัดกลุ่ม', en: 'in no group of the table' },
  ].filter((t) => t.n > 0);
  parts.push({
    th: `จาก ${pairs.length} คู่เลข มี${listTh(tally.map((t) => `${t.th} ${t.n} คู่`))}${weakenedCount > 0 ? ` (มี ${weakenedCount} คู่ที่มีเลข 0 พลังจึงลดลงครึ่งหนึ่ง)` : ''} โดยคู่ในสี่ตัวท้ายมีน้ำหนักมากที่สุด`,
    en: `Of its ${pairs.length} pairs, ${listEn(tally.map((t) => `${t.n} ${t.en}`))}${weakenedCount > 0 ? ` (${weakenedCount === 1 ? 'one contains a 0 and counts' : `${weakenedCount} contain a 0 and count`} at half strength)` : ''}; pairs in the last four digits weigh the most.`,
  });
  const weakestNamed = weakest !== strongest && effect(weakest) < effect(strongest);
  const strong = pairLabel(strongest);
  parts.push({
    th: `คู่ที่ให้พลังดีที่สุดคือ ${strong.th} ${positionTh(strongest, len)} น้ำหนัก ×${strongest.weight}`,
    en: `The strongest pair is ${strong.en}, ${positionEn(strongest, len)}, weight ×${strongest.weight}.`,
  });
  if (weakestNamed) {
    const weak = pairLabel(weakest);
    parts.push({
      th: `ส่วนคู่ที่อ่อนที่สุดคือ ${weak.th} ${positionTh(weakest, len)}${weakest.weakened ? ' ซึ่งมีเลข 0 ช่วยลดทอนความแรงลง' : ''}`,
      en: `The weakest is ${weak.en}, ${positionEn(weakest, len)}${weakest.weakened ? ', softened by its 0' : ''}.`,
    });
  }
  // The operator prefix (06, 08, 09 …) is the same for millions of numbers: its disagreement is
  // told in the pair list, and here only when the summary has just named it.
  const disputes = disputedPairsText(
    pairs.filter((p) => p.position > 0 || p === strongest || (weakestNamed && p === weakest)),
  );
  if (disputes) parts.push(disputes);
  parts.push({
    th: `ผลรวมของเบอร์คือ ${sum} จัดเป็น${sumInfo.titleTh}${sumInfo.disputed ? ` ส่วน${LUCKY_NUMBER_SCHOOL.nameTh}${sumInfo.tone === 'bad' ? 'กลับ' : ''}นับเป็นผลรวมดี` : ''}`,
    en: `The digits add up to ${sum}: ${sumInfo.titleEn}${sumInfo.disputed ? `, while ${LUCKY_NUMBER_SCHOOL.nameEn} counts it a good sum` : ''}.`,
  });
  parts.push({
    th: `ด้านที่เด่นที่สุดคือ${PHONE_ASPECT_LABELS[bestAspect].th} (${aspects[bestAspect].score} คะแนน)`,
    en: `Its strongest side is ${PHONE_ASPECT_LABELS[bestAspect].en.toLowerCase()} (${aspects[bestAspect].score}).`,
  });
  if (focus) {
    const f = focus.map((a) => `${PHONE_ASPECT_LABELS[a].th} ${aspects[a].score}`);
    const fe = focus.map((a) => `${PHONE_ASPECT_LABELS[a].en.toLowerCase()} ${aspects[a].score}`);
    parts.push({
      th: `ด้านที่คุณอยากรู้: ${listTh(f)}`,
      en: `The sides you asked about: ${listEn(fe)}.`,
    });
  }
  if (category) {
    const cf = CATEGORY_FOCUS[category];
    const avg = cf.aspects.reduce((a, k) => a + aspects[k].score, 0) / cf.aspects.length;
    const verdict: Bi =
      avg >= 68
        ? { th: 'ซึ่งเบอร์นี้ตอบโจทย์ได้ดี', en: 'and this number serves that well' }
        : avg >= 45
          ? { th: 'ซึ่งเบอร์นี้ใช้ได้ในระดับพอใช้', en: 'and this number does an adequate job' }
          : { th: 'ซึ่งเบอร์นี้ยังไม่ค่อยหนุนเท่าที่ควร', en: 'and this number gives it little support' };
    parts.push({
      th: `${cf.intro.th} (${listTh(cf.aspects.map((k) => `${PHONE_ASPECT_LABELS[k].th} ${aspects[k].score}`))}) ${verdict.th}`,
      en: `${cf.intro.en} (${listEn(cf.aspects.map((k) => `${PHONE_ASPECT_LABELS[k].en.toLowerCase()} ${aspects[k].score}`))}), ${verdict.en}.`,
    });
  }
  parts.push(pick(rng, CLOSINGS[tierOf(score0to100)]));
  const summary = joinBi(parts);

  return {
    normalized: local,
    formatted,
    kind: v.kind,
    category,
    pairs,
    sum,
    sumTitleTh: sumInfo.titleTh,
    sumTitleEn: sumInfo.titleEn,
    sumTone: sumInfo.tone,
    sumMeaningTh: sumInfo.th,
    sumMeaningEn: sumInfo.en,
    score0to100,
    grade,
    gradeTh: gradeLabel.th,
    gradeEn: gradeLabel.en,
    summaryTh: summary.th,
    summaryEn: summary.en,
    aspects,
    luckyElements,
    school: { nameTh: PLANET_GROUP_SCHOOL.nameTh, nameEn: PLANET_GROUP_SCHOOL.nameEn },
    otherSchool: { nameTh: LUCKY_NUMBER_SCHOOL.nameTh, nameEn: LUCKY_NUMBER_SCHOOL.nameEn },
    disputedPairs,
  };
}

/** The most frequent non-zero digit; ties go to the digit appearing latest. */
function dominantDigit(digits: readonly number[]): number {
  const counts = new Map<number, number>();
  let best = digits.find((d) => d !== 0) ?? 0;
  digits.forEach((d) => {
    if (d === 0) return;
    const c = (counts.get(d) ?? 0) + 1;
    counts.set(d, c);
    if (c >= (counts.get(best) ?? 0)) best = d;
  });
  return best;
}

/** The category label, for callers that show it. */
export function phoneCategoryLabel(category: PhoneCategory): Bi {
  return PHONE_CATEGORY_LABELS[category];
}
