/**
 * ดูดวงความรัก: a love reading composed from what the person asked and told. The question and
 * the status choose the theme — meeting someone, a relationship taking shape, a silence, a
 * quarrel, a proposal, a marriage, healing — and the theme decides what is read and how: a single
 * person hears where and when they may meet someone, never about "your partner"; a silence is read
 * as a silence. Birth day and animal, the ทักษา of the reading day, the animal year (next year's
 * when asked about ปีหน้า) and, when given, the partner's chart fill in each paragraph.
 */
import { LOVE_STATUSES, type LoveStatus } from '@duangdee/contract/reading-options';
import type { PersonInput } from '../options.ts';
import { analyseQuestion, type QuestionIntent } from '../question.ts';
import { pick, type Rng } from '../seed.ts';
import { capitalise, lowerFirst, type Bi } from '../text.ts';
import {
  animalCountNote,
  animalRelation,
  taksaRoleOf,
  weekdayInRole,
  type TaksaRoleId,
} from '../thai-calendar.ts';
import { WEEKDAY_LORE, type Weekday, type WeekdayId } from '../weekday.ts';
import {
  ageBandOf,
  checkOption,
  clampScore,
  dayContext,
  dayEn,
  dayTh,
  greetEn,
  loreScore,
  luckyFor,
  luckySection,
  personContext,
  pickFrag,
  present,
  quoteQuestion,
  readingRng,
  section,
  tierOf,
  type DayContext,
  type Frag,
  type PersonContext,
  type ReadingResult,
  type ReadingSection,
  type Tier,
} from './common.ts';
import {
  nextDayOf,
  paragraph,
  silenceSpan,
  windowFor,
  yearFacts,
  yearKindName,
  yearLean,
} from './compose.ts';

/** The option values come from the contract (what the forms and the API accept). */
export { LOVE_STATUSES };
export type { LoveStatus };

export const LOVE_STATUS_LABELS: Record<LoveStatus, Bi> = {
  single: { th: 'โสด', en: 'single' },
  dating: { th: 'กำลังคบหา', en: 'dating' },
  married: { th: 'แต่งงานแล้ว', en: 'married' },
  complicated: { th: 'ความสัมพันธ์ซับซ้อน', en: 'it’s complicated' },
  heartbroken: { th: 'เพิ่งผิดหวังจากความรัก', en: 'recovering from heartbreak' },
};

export interface LoveInput extends PersonInput {
  date: string;
  status?: LoveStatus;
  /** The partner or the person hoped for, if known. */
  partner?: PersonInput;
  question?: string;
}

// ---------------------------------------------------------------------------------------------
// What the reading is about
// ---------------------------------------------------------------------------------------------

/** What the love reading reads, from the question first and the status second. */
export type LoveTheme =
  | 'meeting'
  | 'open'
  | 'talking'
  | 'confess'
  | 'silence'
  | 'together'
  | 'commitment'
  | 'conflict'
  | 'fading'
  | 'married'
  | 'complicated'
  | 'reconcile'
  | 'healing';

/** Themes that assume a partner: a single person asking about one has one the form did not say. */
const COUPLE_THEMES: ReadonlySet<LoveTheme> = new Set([
  'together',
  'commitment',
  'conflict',
  'fading',
  'married',
]);

const THEME_WORDS: ReadonlyArray<[RegExp, LoveTheme]> = [
  [/เลิกกัน|ลืม|ทำใจ|มูฟออน|move on|get over/i, 'healing'],
  [/คืนดี|แฟนเก่า|คนเก่า|กลับไปคบ|กลับมาคบ|รีเทิร์น|get back together|\bex\b/i, 'reconcile'],
  [/ทะเลาะ|ไปต่อ|มีปัญหา|ผิดใจ|argu|fight/i, 'conflict'],
  [/จืด|เบื่อ|ห่างเหิน|ไม่เหมือนเดิม|เฉยชา|spark|drift/i, 'fading'],
  [/แต่งงาน|ขอแต่ง|หมั้น|สู่ขอ|จดทะเบียน|marr|propos|engag/i, 'commitment'],
  [/บอกชอบ|สารภาพ|บอกรัก|confess/i, 'confess'],
  [/คนที่คุย|คุยอยู่|จริงจัง|serious/i, 'talking'],
];

export function loveTheme(status: LoveStatus | undefined, intent: QuestionIntent): LoveTheme {
  const partnered = status === 'dating' || status === 'married';
  if (intent.silence) return 'silence';
  const named = THEME_WORDS.find(([re]) => re.test(intent.text))?.[1];
  if (named) return named;
  // Someone with a partner asking when they will meet "the one" is asking what is missing.
  if (intent.seekingPartner) return partnered ? 'fading' : 'meeting';
  switch (status) {
    case 'single':
      return 'meeting';
    case 'dating':
      return 'together';
    case 'married':
      return 'married';
    case 'complicated':
      return 'complicated';
    case 'heartbroken':
      return 'healing';
    default:
      return 'open';
  }
}

type Group = 'seeking' | 'early' | 'couple' | 'hurt';

const GROUP: Record<LoveTheme, Group> = {
  meeting: 'seeking',
  open: 'seeking',
  talking: 'early',
  confess: 'early',
  silence: 'early',
  together: 'couple',
  commitment: 'couple',
  conflict: 'couple',
  fading: 'couple',
  married: 'couple',
  complicated: 'hurt',
  reconcile: 'hurt',
  healing: 'hurt',
};

interface Ctx {
  p: PersonContext;
  d: DayContext;
  intent: QuestionIntent;
  status: LoveStatus | undefined;
  theme: LoveTheme;
  tier: Tier;
  /** The other person as this reading names them: never "a partner" for someone looking. */
  other: Bi;
  focus: Bi;
  /** When things may move, in the time frame the question asked. */
  window: Bi;
  /** "ปีนี้" or, when the question asks about it, "ปีหน้า". */
  yearWord: Bi;
  /** The birth weekday, or the reading day's when there is none (ทักษา is read from it). */
  own: Weekday;
  ownKnown: boolean;
  sri: Weekday;
  /** The nearest real date of the ศรี day. */
  sriNext: Bi;
  mon: Weekday;
  kali: Weekday;
  /** How long a silence has lasted, in the person's words. */
  span: Bi | null;
  /** Where someone looking may meet people, by their birth day's nature. */
  place: Bi;
}

function otherOf(theme: LoveTheme, status: LoveStatus | undefined, partnerName: string): Bi {
  if (theme === 'meeting' || theme === 'open') return { th: 'คนที่ใช่', en: 'the right person' };
  if (partnerName) return { th: partnerName, en: partnerName };
  switch (theme) {
    case 'talking':
      return { th: 'คนที่คุยอยู่', en: 'the person you are talking to' };
    case 'silence':
      return { th: 'เขา', en: 'the person who went quiet' };
    case 'confess':
      return { th: 'คนที่คุณแอบชอบ', en: 'the one you like' };
    case 'complicated':
      return { th: 'เขา', en: 'the other person' };
    case 'reconcile':
      return { th: 'แฟนเก่า', en: 'your ex' };
    case 'healing':
      return { th: 'คนเก่า', en: 'the one who left' };
    default:
      if (status === 'married') return { th: 'คู่ชีวิต', en: 'your spouse' };
      if (status === 'single') return { th: 'คนที่คบหาอยู่', en: 'the person you are seeing' };
      return { th: 'แฟน', en: 'your partner' };
  }
}

// ---------------------------------------------------------------------------------------------
// Theme texts: what is read, the leaning of an answer, what to weigh, cautions and advice
// ---------------------------------------------------------------------------------------------

interface ThemeText {
  focus: Bi;
  /** The answer's leaning, by how the stars stand. */
  lean: Record<Tier, readonly Frag<Ctx>[]>;
  /** "When" in the theme's words, with `c.window`. */
  when: readonly Frag<Ctx>[];
  /** For a decision: what to weigh. */
  weigh: readonly Frag<Ctx>[];
  /** The situation, slot by slot. */
  read: ReadonlyArray<readonly Frag<Ctx>[]>;
  caution: readonly Frag<Ctx>[];
  advice: readonly Frag<Ctx>[];
}

const WHERE_TO_MEET: Record<WeekdayId, readonly Bi[]> = {
  sunday: [
    { th: 'งานอาสาหรือกิจกรรมที่คุณได้เป็นคนนำ', en: 'volunteering or anything you get to lead' },
    { th: 'งานเลี้ยงที่ผู้ใหญ่หรือหัวหน้าชวนไป', en: 'gatherings your elders or boss invite you to' },
  ],
  monday: [
    {
      th: 'งานของครอบครัว หรือคนที่ญาติผู้ใหญ่แนะนำให้รู้จัก',
      en: 'family occasions, or someone a relative introduces',
    },
    { th: 'ร้านหนังสือ คาเฟ่เงียบ ๆ หรือคลาสงานฝีมือ', en: 'bookshops, quiet cafés or craft classes' },
  ],
  tuesday: [
    {
      th: 'สนามกีฬา ฟิตเนส หรือทริปลุย ๆ กับเพื่อน',
      en: 'sports grounds, the gym or rough-and-ready trips with friends',
    },
    {
      th: 'กิจกรรมกลางแจ้งที่ต้องใช้แรงและทีมเวิร์ก',
      en: 'outdoor activities that take energy and teamwork',
    },
  ],
  'wednesday-day': [
    {
      th: 'คอร์สเรียน เวิร์กช็อป หรือวงคุยของเพื่อนของเพื่อน',
      en: 'courses, workshops or a friend-of-a-friend circle',
    },
    {
      th: 'กลุ่มออนไลน์ที่คุยเรื่องที่คุณสนใจอย่างจริงจัง',
      en: 'online groups about things you genuinely enjoy',
    },
  ],
  'wednesday-night': [
    { th: 'งานดนตรี งานศิลปะ หรือกิจกรรมยามค่ำ', en: 'gigs, art events or evening activities' },
    {
      th: 'การเดินทางไปที่ใหม่ หรือกลุ่มคนที่คิดนอกกรอบ',
      en: 'travel somewhere new, or a circle of unconventional people',
    },
  ],
  thursday: [
    {
      th: 'ที่เรียน งานสัมมนา หรือคนที่ครูบาอาจารย์แนะนำ',
      en: 'classes, seminars or someone a teacher introduces',
    },
    { th: 'งานบุญ งานวัด หรือกิจกรรมจิตอาสา', en: 'merit-making, temple fairs or charity work' },
  ],
  friday: [
    {
      th: 'นิทรรศการ ร้านอาหารบรรยากาศดี หรืองานแต่งของเพื่อน',
      en: 'exhibitions, restaurants with atmosphere or a friend’s wedding',
    },
    { th: 'คลาสศิลปะ ดนตรี หรือเรื่องความงาม', en: 'art, music or beauty classes' },
  ],
  saturday: [
    {
      th: 'ที่ทำงาน หรือวงคนที่รู้จักกันมานานหลายปี',
      en: 'work, or people you have known for years',
    },
    {
      th: 'ชมรมงานฝีมือ ต้นไม้ หรืองานอดิเรกที่ต้องใช้ความอดทน',
      en: 'craft or gardening clubs, or pastimes that take patience',
    },
  ],
};

const WHERE_ANYONE: readonly Bi[] = [
  { th: 'วงเพื่อนของเพื่อน', en: 'friends of friends' },
  { th: 'กิจกรรมที่คุณชอบทำอยู่แล้ว', en: 'the things you already love doing' },
  { th: 'งานรวมตัวเล็ก ๆ ที่ไม่ต้องเกร็ง', en: 'small, easy-going gatherings' },
];

const OPEN_UP: Record<WeekdayId, Bi> = {
  sunday: {
    th: 'ลดมาดผู้นำลงสักนิด แล้วถามความเห็นคนตรงหน้าให้มากกว่าบอก',
    en: 'set the leader aside a little and ask more than you tell',
  },
  monday: {
    th: 'บอกความรู้สึกดี ๆ ออกไปตรง ๆ แทนการรอให้ใครเดาใจ',
    en: 'say the warm thing plainly instead of waiting for someone to guess',
  },
  tuesday: {
    th: 'ใจเย็นลงครึ่งจังหวะ ให้คนที่เพิ่งรู้จักได้ค่อย ๆ เข้าใกล้',
    en: 'slow down half a beat so someone new can come closer',
  },
  'wednesday-day': {
    th: 'ฟังให้มากพอ ๆ กับที่พูด เสน่ห์ของคุณชัดขึ้นเมื่อคนรู้สึกว่าคุณสนใจเขาจริง',
    en: 'listen as much as you talk — your charm shows when people feel truly heard',
  },
  'wednesday-night': {
    th: 'เปิดให้คนเห็นด้านจริงจังที่คุณซ่อนไว้หลังความสนุก',
    en: 'let people see the serious side you keep behind the fun',
  },
  thursday: {
    th: 'วางบทผู้ให้คำปรึกษาลงบ้าง แล้วเล่าเรื่องของตัวเองให้คนอื่นฟังด้วย',
    en: 'put down the adviser’s role now and then and tell your own story',
  },
  friday: {
    th: 'มองหาความจริงใจมากกว่าภาพลักษณ์ และให้เวลาทำความรู้จักก่อนตัดสิน',
    en: 'look for sincerity over image, and take time before you judge',
  },
  saturday: {
    th: 'เป็นฝ่ายทักทายหรือชวนคุยก่อนสักครั้ง ความอบอุ่นที่คุณมีจะได้มีโอกาสให้คนเห็น',
    en: 'be the one to say hello first for once, so your warmth gets seen',
  },
};

const THEMES: Record<LoveTheme, ThemeText> = {
  meeting: {
    focus: { th: 'การพบคนใหม่', en: 'meeting someone new' },
    lean: {
      high: [
        {
          th: 'คำตอบเอนไปทางที่ดี ช่วงนี้เสน่ห์ของคุณเปิดกว้างและคนที่เข้ามามีแนวโน้มจะจริงใจ',
          en: 'the answer leans your way: your charm is open now and those who come close tend to be sincere',
        },
        {
          th: 'ดวงเปิดทางให้พบคนใหม่ได้ง่ายกว่าปกติ โดยเฉพาะคนที่คุยกันถูกคอตั้งแต่แรก',
          en: 'the stars make new meetings easier than usual, especially with someone you click with at once',
        },
      ],
      mid: [
        {
          th: 'คนที่ใช่ยังไม่ได้มาแบบทันทีทันใด แต่ประตูเปิดอยู่ ถ้าคุณยอมออกไปเจอผู้คนมากขึ้นอีกนิด',
          en: 'the right person is not arriving overnight, but the door is open if you go out a little more',
        },
        {
          th: 'ความรักครั้งใหม่น่าจะเริ่มจากความคุ้นเคยมากกว่ารักแรกพบ อาจเป็นคนที่เคยเห็นหน้ากันอยู่แล้ว',
          en: 'new love is likelier to grow from familiarity than from love at first sight — perhaps a face you already know',
        },
      ],
      low: [
        {
          th: 'คำตอบตรง ๆ คือยังต้องรออีกสักพัก ช่วงนี้เป็นเวลาเตรียมใจมากกว่าเวลาออกตามหา',
          en: 'honestly, it will take a while yet; this is a time for preparing your heart more than searching',
        },
        {
          th: 'ยังไม่ใช่จังหวะที่คนใหม่จะเดินเข้ามาง่าย ๆ แต่ไม่ได้แปลว่าคุณจะไม่มีใคร',
          en: 'this is not the moment someone new walks in easily — which is not the same as no one coming',
        },
      ],
    },
    when: [
      (c) => ({
        th: `ช่วงที่ดวงเปิดให้พบคนใหม่ชัดที่สุดคือ${c.window.th}`,
        en: `The clearest opening for meeting someone is ${c.window.en}.`,
      }),
      (c) => ({
        th: `ถ้านับตามดวง โอกาสได้รู้จักคนที่คุยกันยาว ๆ มีแนวโน้มมา${c.window.th}`,
        en: `By the stars, the chance to meet someone worth a long conversation is likely ${c.window.en}.`,
      }),
    ],
    weigh: [
      {
        th: 'สิ่งที่ควรชั่งคือคุณอยากได้ความรักแบบไหน ไม่ใช่แค่อยากมีใครสักคน',
        en: 'Weigh what kind of love you want, not just whether to have someone.',
      },
    ],
    read: [
      [
        (c) =>
          c.ownKnown
            ? {
                th: `ตามนิสัยของคนเกิด${dayTh(c.own)} คุณมีโอกาสเจอคนถูกใจใน${c.place.th} มากกว่าการนั่งรอให้ใครทักมา`,
                en: `True to a ${dayEn(c.own)} birth, you are likelier to meet someone at ${c.place.en} than by waiting for a message.`,
              }
            : {
                th: `ที่ที่มีโอกาสเจอคนถูกใจมากที่สุดตอนนี้คือ${c.place.th} มากกว่าการนั่งรอให้ใครทักมา`,
                en: `Your best chance to meet someone now is through ${c.place.en}, more than waiting for a message.`,
              },
        (c) => ({
          th: `ลองพาตัวเองไปอยู่ใน${c.place.th}ให้บ่อยขึ้น คนที่ชอบอะไรคล้ายกันมักเริ่มคุยกันได้ง่าย`,
          en: `Spend more time at ${c.place.en}; people who like the same things find it easy to start talking.`,
        }),
      ],
      [
        (c) =>
          c.ownKnown
            ? {
                th: `เรื่องการเปิดใจ คนเกิด${dayTh(c.own)}ควร${OPEN_UP[c.own.id].th}`,
                en: `As for opening up, ${dayEn(c.own)}-born people should ${OPEN_UP[c.own.id].en}.`,
              }
            : {
                th: 'เรื่องการเปิดใจ ลองเริ่มจากการชวนคุยเรื่องง่าย ๆ ใกล้ตัว แล้วปล่อยให้ความคุ้นเคยทำงาน',
                en: 'To open up, start with small talk about everyday things and let familiarity do its work.',
              },
        {
          th: 'เมื่อเจอคนที่น่าสนใจ ให้ถามถึงเรื่องที่เขาชอบและฟังจริง ๆ ความสนใจที่จริงใจเป็นเสน่ห์ที่สุด',
          en: 'When someone interests you, ask about what they love and truly listen — sincere interest is the best charm.',
        },
      ],
    ],
    caution: [
      {
        th: 'อย่ารีบให้ใจคนที่เพิ่งรู้จักจากคำหวานไม่กี่ประโยค ดูว่าการกระทำไปทางเดียวกับคำพูดไหม',
        en: 'Do not hand your heart to a new face over a few sweet lines; check that actions match words.',
      },
      {
        th: 'ระวังการเอาภาพคนในอดีตมาเทียบกับคนใหม่ ทุกคนควรได้เริ่มต้นจากศูนย์',
        en: 'Do not measure someone new against the past; everyone deserves to start from zero.',
      },
      {
        th: 'อย่าตั้งสเปกจนแคบเกินไป บางครั้งคนที่ใช่มาในแบบที่ไม่ได้คาดไว้',
        en: 'Do not draw your list too tight; the right person sometimes comes in an unexpected shape.',
      },
    ],
    advice: [
      {
        th: 'สัปดาห์นี้ลองตอบรับนัดสักหนึ่งนัดที่ปกติคุณจะปฏิเสธ โอกาสมักอยู่ในที่ที่ไม่ได้ตั้งใจไป',
        en: 'This week, say yes to one invitation you would normally turn down; chances hide where you did not plan to go.',
      },
      {
        th: 'ทักทายคนที่คุณสนใจด้วยเรื่องง่าย ๆ ใกล้ตัว ไม่ต้องรอให้ทุกอย่างพร้อมก่อน',
        en: 'Greet someone who interests you with something simple; do not wait until everything is perfect.',
      },
      {
        th: 'ใช้ชีวิตให้สนุกในแบบของตัวเอง คนที่ใช่จะมองเห็นความสดใสนั้นเอง',
        en: 'Enjoy life your own way; the right person will notice that brightness.',
      },
    ],
  },
  open: {
    focus: { th: 'เรื่องหัวใจ', en: 'matters of the heart' },
    lean: {
      high: [
        {
          th: 'ดวงเอนไปทางสมหวัง ถ้าคุณกล้าเป็นฝ่ายก้าวออกมาอีกนิด',
          en: 'the stars lean towards yes, if you dare to step forward a little',
        },
      ],
      mid: [
        {
          th: 'คำตอบยังขึ้นกับความสม่ำเสมอและความจริงใจมากกว่าโชค',
          en: 'the answer rests on steadiness and sincerity more than luck',
        },
      ],
      low: [
        {
          th: 'ช่วงนี้ยังไม่ใช่จังหวะ ให้เวลากับใจตัวเองก่อนคาดหวังคำตอบ',
          en: 'the timing is not right yet; give your own heart time before expecting an answer',
        },
      ],
    },
    when: [
      (c) => ({
        th: `เรื่องหัวใจมีแนวโน้มจะชัดขึ้น${c.window.th}`,
        en: `Matters of the heart should grow clearer ${c.window.en}.`,
      }),
    ],
    weigh: [
      {
        th: 'สิ่งที่ควรชั่งคือเรื่องนี้ทำให้ใจคุณสงบขึ้นหรือกังวลมากขึ้น',
        en: 'Weigh whether this leaves your heart calmer or more anxious.',
      },
    ],
    read: [
      [
        {
          th: 'ไม่ว่าตอนนี้หัวใจจะว่างหรือมีใครอยู่แล้ว ดวงช่วงนี้ชี้ไปที่การรู้ใจตัวเองให้ชัดก่อนว่าต้องการความรักแบบไหน',
          en: 'Whether your heart is free or taken, the stars point first to knowing what kind of love you want.',
        },
        {
          th: 'ความรักช่วงนี้เติบโตจากเรื่องเล็ก ๆ ที่ทำสม่ำเสมอ มากกว่าคำสัญญาใหญ่โต',
          en: 'Love grows now from small, steady things more than grand promises.',
        },
      ],
    ],
    caution: [
      {
        th: 'ระวังการตีความข้อความสั้น ๆ จนคิดไปไกล ถ้าสงสัยให้ถามตรง ๆ ด้วยน้ำเสียงอ่อนโยน',
        en: 'Do not read too much into short messages; if unsure, ask gently and directly.',
      },
      {
        th: 'อย่าเอาความรักของตัวเองไปเทียบกับของคนอื่นในโซเชียล ทุกความสัมพันธ์มีจังหวะของตัวเอง',
        en: 'Do not compare your love life with others online; every bond has its own rhythm.',
      },
    ],
    advice: [
      {
        th: 'เขียนสามข้อที่คุณต้องการจริง ๆ ในความรัก แล้วใช้มันเป็นเข็มทิศเวลาต้องเลือก',
        en: 'Write down three things you truly want in love and use them as a compass when you choose.',
      },
      {
        th: 'ดูแลใจตัวเองให้อิ่มก่อน ความรักที่ดีจะเข้ามาเติม ไม่ใช่มาเติมให้เต็ม',
        en: 'Fill your own heart first; good love adds to it rather than filling a gap.',
      },
    ],
  },
  talking: {
    focus: { th: 'ความสัมพันธ์ที่กำลังก่อตัว', en: 'a bond that is taking shape' },
    lean: {
      high: [
        (c) => ({
          th: `มีสัญญาณดีว่า${c.other.th}เองก็อยากให้เรื่องนี้ไปต่อ ความจริงจังกำลังก่อตัว`,
          en: `There are good signs ${c.other.en} wants this to go on too; seriousness is forming.`,
        }),
        {
          th: 'ดวงเอนไปทางจริงจัง เพียงแต่เขายังเลือกแสดงออกทีละขั้น',
          en: 'The stars lean towards serious — they are just showing it one step at a time.',
        },
      ],
      mid: [
        (c) => ({
          th: `${c.other.th}ยังอยู่ในช่วงดูใจและชั่งใจ ความจริงจังยังไม่ชัด แต่ประตูก็ยังไม่ได้ปิด`,
          en: `${capitalise(c.other.en)} is still weighing things up; seriousness is not clear yet, but the door is not closed.`,
        }),
        {
          th: 'ยังบอกไม่ได้เต็มปาก สิ่งที่จะตอบได้ดีที่สุดคือความสม่ำเสมอของเขาในอีกไม่กี่สัปดาห์',
          en: 'It is too soon to say; their consistency over the next few weeks will answer best.',
        },
      ],
      low: [
        {
          th: 'ช่วงนี้ยังเร็วเกินไปที่จะฝากใจทั้งหมด เขาอาจยังมีเรื่องของตัวเองให้จัดการ',
          en: 'It is too early to give your whole heart; they may still have their own life to sort out.',
        },
        {
          th: 'ดวงยังไม่หนุนให้เรื่องนี้ขยับเร็ว ดูการกระทำมากกว่าคำพูดไปก่อน',
          en: 'The stars do not push this forward fast; watch actions over words for now.',
        },
      ],
    },
    when: [
      (c) => ({
        th: `ท่าทีที่ชัดเจนขึ้นมีแนวโน้มจะเห็น${c.window.th}`,
        en: `A clearer stance is likely ${c.window.en}.`,
      }),
    ],
    weigh: [
      {
        th: 'สิ่งที่ควรชั่งคือคุณคุยอยู่ฝ่ายเดียวหรือเปล่า และเขาเปิดชีวิตจริงให้คุณเห็นมากแค่ไหน',
        en: 'Weigh whether you do all the talking, and how much of their real life they let you see.',
      },
    ],
    read: [
      [
        {
          th: 'คนที่จริงจังมักชวนคุณเข้าไปในชีวิตจริงของเขา เช่น แนะนำให้รู้จักเพื่อน หรือวางแผนล่วงหน้าด้วยกัน',
          en: 'Someone serious brings you into their real life — introducing friends, making plans ahead.',
        },
        {
          th: 'สังเกตว่าเขาทักมาเองบ่อยแค่ไหน และรักษาคำพูดเรื่องเล็ก ๆ ได้หรือเปล่า นี่คือคำตอบที่ชัดกว่าคำหวาน',
          en: 'Notice how often they message first and whether they keep small promises — clearer than sweet talk.',
        },
      ],
      [
        (c) => ({
          th: `ช่วงคุยกันแบบนี้ ความรู้สึกของ${c.other.th}ก่อตัวจากความสม่ำเสมอมากกว่าความหวือหวา`,
          en: `At this stage, feelings grow from consistency more than excitement.`,
        }),
        {
          th: 'อย่าเพิ่งรีบตั้งชื่อความสัมพันธ์ ให้เวลาทั้งสองฝ่ายได้เห็นกันในวันธรรมดาด้วย',
          en: 'Do not rush to name it; let each of you see the other on ordinary days too.',
        },
      ],
    ],
    caution: [
      {
        th: 'อย่าเพิ่งวางแผนอนาคตไปไกลกว่าที่คุยกันจริง ใจจะได้ไม่เจ็บถ้าจังหวะไม่ตรงกัน',
        en: 'Do not plan further ahead than you have actually talked about, so timing gaps do not hurt.',
      },
      {
        th: 'ระวังการเป็นฝ่ายทักก่อนทุกครั้ง จนลืมดูว่าเขาตอบรับแค่ไหน',
        en: 'Beware of always messaging first and forgetting to see how they respond.',
      },
    ],
    advice: [
      {
        th: 'ลองชวนทำอะไรด้วยกันนอกจอสักครั้ง แล้วดูว่าเขาตอบรับอย่างไร',
        en: 'Suggest doing something together offline once, and see how they respond.',
      },
      {
        th: 'บอกสิ่งที่คุณมองหาในความสัมพันธ์ตรง ๆ แต่ไม่กดดัน คนที่ใช่จะไม่ถอยเพราะความชัดเจน',
        en: 'Say what you are looking for plainly, without pressure; the right person does not flee from clarity.',
      },
    ],
  },
  confess: {
    focus: { th: 'การเปิดใจกับคนที่แอบชอบ', en: 'opening up to someone you like' },
    lean: {
      high: [
        {
          th: 'ดวงเอนไปทางบอกได้ จังหวะนี้เปิดให้พูดความในใจโดยไม่ทำให้ใครอึดอัด',
          en: 'The stars lean towards telling them; now you can say it without making anyone uneasy.',
        },
      ],
      mid: [
        {
          th: 'บอกได้ แต่ให้เลือกจังหวะ ค่อย ๆ ส่งสัญญาณก่อนสักระยะ ดูว่าเขาตอบรับแบบไหน แล้วค่อยพูดตรง ๆ',
          en: 'You can tell them, but pick the moment: send small signals first, see how they land, then say it plainly.',
        },
      ],
      low: [
        {
          th: 'ยังไม่ใช่จังหวะที่ดีที่สุดที่จะบอกตรง ๆ รอให้ความสัมพันธ์มั่นคงขึ้นอีกนิดแล้วค่อยเปิดใจ',
          en: 'This is not the best moment to say it outright; let things settle a little more first.',
        },
      ],
    },
    when: [
      (c) => ({
        th: `จังหวะที่เหมาะกับการเปิดใจอยู่${c.window.th}`,
        en: `The right moment to open up is ${c.window.en}.`,
      }),
    ],
    weigh: [
      {
        th: 'สิ่งที่ควรชั่งคือ ถ้าคำตอบไม่เป็นอย่างที่หวัง คุณพร้อมรักษามิตรภาพนี้ต่อไหม และเขาเคยส่งสัญญาณอะไรให้คุณบ้าง',
        en: 'Weigh whether you could keep the friendship if the answer is no, and what signals they have already given.',
      },
      {
        th: 'ลองชั่งระหว่างความเสียดายถ้าไม่ได้บอก กับความอึดอัดที่อาจเกิดขึ้นชั่วคราวถ้าบอก',
        en: 'Weigh the regret of never saying it against a brief awkwardness if you do.',
      },
    ],
    read: [
      [
        {
          th: 'ความรู้สึกที่เริ่มจากความเป็นเพื่อนมีรากที่ดี เพราะต่างรู้จักตัวจริงของกันมาแล้ว',
          en: 'Feelings that start in friendship have good roots: you already know each other’s true selves.',
        },
        {
          th: 'ความใกล้ชิดที่มีอยู่เป็นทั้งข้อดีและเหตุผลที่ทำให้ลังเล ซึ่งเป็นเรื่องธรรมดาของใจที่ห่วงมิตรภาพ',
          en: 'The closeness you share is both a strength and the reason you hesitate — natural for a heart that values the friendship.',
        },
      ],
      [
        {
          th: 'ถ้าจะบอก ให้บอกแบบที่ไม่บังคับให้เขาต้องตอบทันที และบอกด้วยว่าอยากเป็นเพื่อนที่ดีต่อไปไม่ว่าคำตอบจะเป็นอย่างไร',
          en: 'If you tell them, do it without demanding an answer on the spot, and say you want to stay good friends whatever it is.',
        },
      ],
    ],
    caution: [
      {
        th: 'อย่าบอกผ่านข้อความยาว ๆ ตอนดึก ความรู้สึกสำคัญควรพูดตอนใจนิ่งและได้เห็นหน้ากัน',
        en: 'Do not confess in a long late-night message; say important things face to face, with a calm heart.',
      },
      {
        th: 'ระวังการเล่าให้คนในกลุ่มรู้ก่อนตัวเขาเอง เรื่องของหัวใจควรไปถึงเขาจากปากคุณ',
        en: 'Do not let the group hear it before they do; it should reach them from you.',
      },
    ],
    advice: [
      {
        th: 'เลือกที่เงียบ ๆ และเวลาที่ไม่เร่งรีบ แล้วพูดสั้น ๆ จากใจ ไม่ต้องเตรียมสุนทรพจน์',
        en: 'Choose a quiet place and an unhurried time, and say it briefly from the heart — no speech needed.',
      },
    ],
  },
  silence: {
    focus: { th: 'ความเงียบของคนที่คุยด้วย', en: 'the silence of someone you talk to' },
    lean: {
      high: [
        (c) => ({
          th: `ความเงียบ${c.span ? `ตลอด${c.span.th}ที่ผ่านมา` : 'แบบนี้'}ยังไม่ได้บอกว่าเขาหมดใจ ดวงช่วงนี้ยังเปิดให้บทสนทนากลับมาได้ แต่เป็นจังหวะของเขา ไม่ใช่จังหวะที่คุณเร่งได้`,
          en: `This silence${c.span ? ` of ${c.span.en}` : ''} does not mean they have lost interest; the stars still allow the conversation to return — on their timing, not one you can hurry.`,
        }),
      ],
      mid: [
        (c) => ({
          th: `การอ่านแล้วเงียบ${c.span ? `ตลอด${c.span.th}` : ''} บอกได้แค่ว่าตอนนี้เขายังไม่พร้อมคุยหรือยังไม่รู้จะตอบอย่างไร ไม่ได้บอกว่าคุณมีค่าน้อยลง`,
          en: `Being left on read${c.span ? ` for ${c.span.en}` : ''} only says they are not ready to talk or do not know how to reply — not that you matter less.`,
        }),
      ],
      low: [
        (c) => ({
          th: `ความเงียบ${c.span ? `ตลอด${c.span.th}` : ''}แบบนี้ควรถือเป็นคำตอบชั่วคราวว่า ตอนนี้เขายังไม่ได้เลือกที่จะคุย การไล่ถามจะยิ่งทำให้ระยะห่างชัดขึ้น`,
          en: `A silence like this${c.span ? ` (${c.span.en})` : ''} is best taken as a temporary answer: for now they are not choosing to talk, and chasing only widens the gap.`,
        }),
      ],
    },
    when: [
      (c) => ({
        th: `ถ้าเขาจะกลับมาคุย มีแนวโน้มเป็น${c.window.th} และมักมาในรูปข้อความสั้น ๆ ธรรมดา`,
        en: `If they come back, it is likely ${c.window.en}, and usually as a short, ordinary message.`,
      }),
    ],
    weigh: [
      {
        th: 'สิ่งที่ควรชั่งคือ ความสัมพันธ์นี้ทำให้คุณต้องรอคำตอบบ่อยแค่ไหน และคุณอยากรออีกนานเท่าไร',
        en: 'Weigh how often this bond leaves you waiting for an answer, and how long you want to wait.',
      },
    ],
    read: [
      [
        {
          th: 'สาเหตุของความเงียบมีได้หลายทาง ทั้งงานหรือเรื่องส่วนตัวที่รุมเร้า ความไม่แน่ใจว่าจะตอบอย่างไร หรือความต้องการพื้นที่ของตัวเอง',
          en: 'Silence has many causes: work or private matters piling up, not knowing how to reply, or needing space.',
        },
        {
          th: 'คนที่เงียบไปไม่ได้แปลว่าไม่คิดอะไรเลย แต่ก็ไม่ได้แปลว่ากำลังคิดถึงคุณ ความเงียบบอกแค่ว่าตอนนี้เขายังไม่ตอบ',
          en: 'Going quiet does not mean thinking nothing, nor does it mean missing you; it only says they are not replying now.',
        },
      ],
      [
        {
          th: 'สิ่งที่คุณควบคุมได้คือท่าทีของตัวเอง ส่งข้อความสั้น ๆ ที่ไม่กดดันได้หนึ่งครั้ง แล้วให้พื้นที่เขาตัดสินใจ',
          en: 'What you control is your own stance: one short, pressure-free message, then leave them room to decide.',
        },
        {
          th: 'ให้พื้นที่โดยไม่ต้องตัดขาด คือไม่ไล่ตาม แต่ก็ไม่ต้องทำเป็นโกรธ ถ้าเขากลับมาก็คุยกันได้อย่างสบายใจ',
          en: 'Give space without cutting off: do not chase, do not sulk — if they return, you can talk easily.',
        },
      ],
    ],
    caution: [
      {
        th: 'อย่าส่งข้อความตามซ้ำหลายครั้ง หรือส่องโซเชียลของเขาเพื่อหาคำตอบ มันทำให้ใจคุณเหนื่อยกว่าเดิม',
        en: 'Do not send message after message or comb their social media for answers; it only wears you out.',
      },
      {
        th: 'อย่าตีความความเงียบว่าเป็นความผิดของคุณทั้งหมด คนเราเงียบด้วยเหตุผลของตัวเองเสมอ',
        en: 'Do not take the silence as all your fault; people go quiet for their own reasons.',
      },
    ],
    advice: [
      {
        th: 'ตั้งเส้นให้ตัวเองว่าจะรอได้ถึงเมื่อไหร่ ระหว่างนั้นใช้เวลากับคนที่ตอบรับคุณเสมอ',
        en: 'Decide how long you are willing to wait, and meanwhile spend time with people who always answer you.',
      },
      {
        th: 'ถ้าจะทักอีกครั้ง ให้ทักแบบเปิดประตูไว้ เช่น บอกว่าว่างเมื่อไหร่ค่อยคุยกัน แล้ววางโทรศัพท์ลง',
        en: 'If you message again, leave the door open — “talk whenever you’re free” — then put the phone down.',
      },
    ],
  },
  together: {
    focus: { th: 'ความสัมพันธ์ที่กำลังเติบโต', en: 'a growing relationship' },
    lean: {
      high: [
        {
          th: 'คำตอบเอนไปทางสมหวัง ความสัมพันธ์ช่วงนี้มีแรงหนุนให้ก้าวไปอีกขั้น',
          en: 'The answer leans towards yes; the relationship has the wind behind it for a next step.',
        },
      ],
      mid: [
        {
          th: 'ไปได้ แต่ต้องอาศัยการคุยกันให้มากขึ้นก่อนคาดหวังผล',
          en: 'It can work, but more talking is needed before expecting results.',
        },
      ],
      low: [
        {
          th: 'ช่วงนี้มีแรงต้านอยู่บ้าง ไม่ใช่เพราะใจไม่ตรงกัน แต่เพราะจังหวะชีวิตยังไม่ลงล็อก',
          en: 'There is some resistance now — not mismatched hearts, but timing that has not clicked.',
        },
      ],
    },
    when: [
      (c) => ({
        th: `ความชัดเจนเรื่องนี้มีแนวโน้มจะมา${c.window.th}`,
        en: `Clarity on this is likely ${c.window.en}.`,
      }),
    ],
    weigh: [
      (c) => ({
        th: `สิ่งที่ควรชั่งคือเรื่องนี้ทำให้คุณกับ${c.other.th}ใกล้กันขึ้นหรือห่างกันลง`,
        en: `Weigh whether this brings you and ${c.other.en} closer or further apart.`,
      }),
    ],
    read: [
      [
        {
          th: 'ช่วงนี้ความสัมพันธ์กำลังขยับจากความหวานไปสู่ความเข้าใจ ลองคุยเรื่องอนาคตเล็ก ๆ เช่น ทริปครั้งหน้าหรือเป้าหมายของปีนี้',
          en: 'The relationship is moving from sweetness to understanding; talk about small futures — the next trip, this year’s goals.',
        },
        (c) => ({
          th: `เวลาคุณภาพสำคัญกว่าปริมาณ มื้ออาหารกับ${c.other.th}ที่วางโทรศัพท์ไว้ข้าง ๆ สักมื้อมีความหมายมาก`,
          en: `Quality beats quantity: one meal with ${c.other.en}, phones put away, means a lot.`,
        }),
      ],
      [
        {
          th: 'ความไว้ใจคือสิ่งที่ความสัมพันธ์ช่วงนี้ต้องการมากที่สุด บอกกันตรง ๆ เมื่อมีเรื่องไม่สบายใจ',
          en: 'Trust is what this stage needs most; say it plainly when something bothers you.',
        },
        {
          th: 'ลองสังเกตว่าทั้งสองคนแสดงความรักด้วยภาษาเดียวกันไหม บางคนใช้คำพูด บางคนใช้การกระทำ',
          en: 'Notice whether you both speak the same language of love — some use words, some use deeds.',
        },
      ],
    ],
    caution: [
      {
        th: 'ระวังความหึงหวงจากเรื่องเล็ก ๆ ในโซเชียล ถามกันตรง ๆ ดีกว่าเก็บไปคิดเอง',
        en: 'Watch small jealousies over social media; asking directly beats brooding.',
      },
      {
        th: 'อย่าเก็บความไม่พอใจไว้จนล้น เรื่องเล็กที่พูดวันนี้ง่ายกว่าเรื่องใหญ่ที่ระเบิดวันหน้า',
        en: 'Do not bottle up irritation; a small thing said today is easier than a big one exploding later.',
      },
    ],
    advice: [
      (c) => ({
        th: `วางแผนทำอะไรใหม่ ๆ ด้วยกันกับ${c.other.th}สักอย่างในเดือนนี้ ความทรงจำใหม่ช่วยให้ความสัมพันธ์สดชื่น`,
        en: `Plan one new thing to do with ${c.other.en} this month; new memories keep a bond fresh.`,
      }),
      {
        th: 'บอกขอบคุณในเรื่องเล็ก ๆ ที่เขาทำให้ทุกวัน ความรู้สึกว่าได้รับการมองเห็นคือปุ๋ยของความรัก',
        en: 'Say thank you for the small daily things; feeling seen is what love grows on.',
      },
    ],
  },
  commitment: {
    focus: { th: 'การก้าวไปสู่การใช้ชีวิตร่วมกัน', en: 'the step towards a shared life' },
    lean: {
      high: [
        {
          th: 'ดวงเอื้อต่อการคุยเรื่องอนาคตร่วมกัน มีแนวโน้มจะได้เห็นความชัดเจนจากอีกฝั่ง',
          en: 'The stars favour talk of a shared future; clarity from the other side is likely.',
        },
      ],
      mid: [
        {
          th: 'เรื่องนี้ยังอยู่ในขั้นความคิดมากกว่าการตัดสินใจ ต้องคุยเรื่องเงิน ที่อยู่ และครอบครัวให้ลงตัวก่อน',
          en: 'This is still more idea than decision; money, home and families need to be settled first.',
        },
      ],
      low: [
        {
          th: 'ช่วงนี้ยังไม่ใช่จังหวะที่เรื่องนี้จะเกิดเร็ว การกดดันจะทำให้ทั้งคู่อึดอัด ให้เวลาอีกสักระยะ',
          en: 'This is unlikely to happen fast; pressure would make you both uneasy — give it time.',
        },
      ],
    },
    when: [
      (c) => ({
        th: `ถ้าจะมีการพูดถึงเรื่องนี้อย่างจริงจัง มีแนวโน้มเป็น${c.window.th}`,
        en: `If it comes up seriously, it is likely ${c.window.en}.`,
      }),
    ],
    weigh: [
      {
        th: 'สิ่งที่ควรคุยกันก่อนตัดสินใจคือเรื่องเงิน ที่อยู่ และความคาดหวังของสองครอบครัว',
        en: 'Talk through money, where you will live and both families’ expectations before deciding.',
      },
    ],
    read: [
      [
        (c) => ({
          th: `ความพร้อมของการใช้ชีวิตร่วมกันดูได้จากการที่คุณกับ${c.other.th}วางแผนชีวิตโดยมีอีกคนอยู่ในภาพนั้นเสมอ`,
          en: `Readiness shows when you and ${c.other.en} plan your lives with each other in the picture.`,
        }),
        {
          th: 'ถ้าอยากให้เรื่องนี้ขยับ ลองเปิดคุยถึงภาพชีวิตในอีกสามถึงห้าปีแบบสบาย ๆ แทนการถามตรง ๆ ว่าเมื่อไหร่',
          en: 'If you want this to move, talk easily about life three to five years ahead rather than asking “when?”',
        },
      ],
      [
        {
          th: 'การให้เกียรติครอบครัวของกันและกันเป็นฐานสำคัญ ลองหาโอกาสใช้เวลากับผู้ใหญ่ทั้งสองฝั่ง',
          en: 'Respect for each other’s families is a key foundation; spend time with the elders on both sides.',
        },
      ],
    ],
    caution: [
      {
        th: 'อย่าเอาจังหวะของเพื่อนที่แต่งงานไปแล้วมาเป็นตัวเร่ง ความพร้อมของสองคนไม่เหมือนใคร',
        en: 'Do not let friends’ weddings set your pace; your readiness is your own.',
      },
      {
        th: 'ระวังการคุยเรื่องนี้ตอนมีความตึงเครียดเรื่องอื่น ให้เลือกวันที่ใจสบายทั้งคู่',
        en: 'Do not raise it in the middle of other tensions; choose a day when you both feel at ease.',
      },
    ],
    advice: [
      {
        th: 'เริ่มจากเป้าหมายร่วมเล็ก ๆ เช่น เก็บเงินก้อนแรกด้วยกัน ความมั่นคงที่จับต้องได้ทำให้เรื่องใหญ่ง่ายขึ้น',
        en: 'Start with a small shared goal such as first joint savings; tangible steadiness makes the big step easier.',
      },
    ],
  },
  conflict: {
    focus: { th: 'การประคองความสัมพันธ์ที่มีรอยร้าว', en: 'holding a strained relationship together' },
    lean: {
      high: [
        {
          th: 'ไปต่อได้ ดวงคู่ยังมีแรงดึงกันอยู่มาก การทะเลาะช่วงนี้เป็นเรื่องวิธีคุยมากกว่าเรื่องใจ',
          en: 'You can go on: the pull between you is strong, and the quarrels are about how you talk more than how you feel.',
        },
      ],
      mid: [
        {
          th: 'ไปต่อได้ถ้าทั้งสองคนยอมเปลี่ยนวิธีคุย ถ้ายังทะเลาะเรื่องเดิมซ้ำ ๆ แปลว่ามีเรื่องหนึ่งที่ยังไม่ได้คุยกันจริง',
          en: 'You can go on if you both change how you talk; the same fight again means one thing has never really been discussed.',
        },
      ],
      low: [
        {
          th: 'ช่วงนี้ความสัมพันธ์อยู่ในช่วงทดสอบหนัก ถามตัวเองตรง ๆ ว่ายังรู้สึกปลอดภัยและมีความสุขอยู่ไหม คำตอบนั้นสำคัญกว่าดวง',
          en: 'This is a hard test; ask yourself honestly whether you still feel safe and happy — that answer matters more than the stars.',
        },
      ],
    },
    when: [
      (c) => ({
        th: `บรรยากาศมีแนวโน้มจะคลายลง${c.window.th} ถ้าระหว่างนี้ไม่เติมเชื้อไฟ`,
        en: `Things should ease ${c.window.en}, if no one adds fuel meanwhile.`,
      }),
    ],
    weigh: [
      {
        th: 'สิ่งที่ควรชั่งคือ ทะเลาะแล้วคืนดีกันด้วยความเข้าใจ หรือแค่เงียบไปจนลืม และมีใครต้องยอมอยู่ฝ่ายเดียวหรือเปล่า',
        en: 'Weigh whether you make up with understanding or just go quiet until it fades, and whether one of you always gives in.',
      },
    ],
    read: [
      [
        {
          th: 'เรื่องที่ทะเลาะบ่อยมักไม่ใช่เรื่องที่อยู่ตรงหน้า แต่เป็นความรู้สึกว่าไม่ได้รับการฟัง',
          en: 'What you fight about is rarely the thing in front of you; it is the feeling of not being heard.',
        },
        (c) => ({
          th: `ลองนึกดูว่าคุณกับ${c.other.th}ทะเลาะกันตอนไหนบ่อยที่สุด เหนื่อย หิว หรือเครียดเรื่องอื่นมา จังหวะนั้นคือกุญแจ`,
          en: `Notice when you and ${c.other.en} fight most — tired, hungry, stressed by something else; that timing is the key.`,
        }),
      ],
      [
        {
          th: 'ลองตกลงกติกาการคุยกัน เช่น ไม่ขุดเรื่องเก่า ไม่คุยตอนโมโห และขอพักเมื่อเสียงเริ่มดัง',
          en: 'Agree on rules: no digging up old things, no talks in anger, a pause when voices rise.',
        },
        {
          th: 'หลังทะเลาะทุกครั้ง ให้มีคนหนึ่งเริ่มคุยเรื่องที่เกิดขึ้นเมื่อใจเย็นแล้ว อย่าปล่อยให้เงียบหายไปเฉย ๆ',
          en: 'After each quarrel, let one of you reopen it once calm; do not just let it vanish into silence.',
        },
      ],
    ],
    caution: [
      {
        th: 'ระวังคำประชดหรือการขู่เลิกตอนโมโห คำเหล่านี้ทิ้งรอยไว้นานกว่าที่คิด',
        en: 'Beware sarcasm or threats to leave in anger; they leave marks longer than you think.',
      },
      {
        th: 'อย่าดึงคนนอกเข้ามาเป็นกรรมการ เรื่องของสองคนควรคุยกันสองคนก่อน',
        en: 'Do not bring outsiders in as referees; talk it out between the two of you first.',
      },
    ],
    advice: [
      {
        th: 'ครั้งหน้าที่เริ่มมีปากเสียง ลองพูดว่าตอนนี้รู้สึกอะไร แทนการบอกว่าเขาทำผิดอะไร',
        en: 'Next time an argument starts, say what you feel rather than what they did wrong.',
      },
      {
        th: 'หาเวลาคุยกันแบบไม่มีเรื่องต้องแก้สักครั้ง ความสัมพันธ์ที่มีแต่การแก้ปัญหาจะเหนื่อยเร็ว',
        en: 'Make time to talk with nothing to fix; a bond that is only problem-solving tires fast.',
      },
    ],
  },
  fading: {
    focus: { th: 'การเติมความอบอุ่นที่จางลง', en: 'rekindling a warmth that has faded' },
    lean: {
      high: [
        {
          th: 'ความจืดจางช่วงนี้ฟื้นได้ไม่ยาก ดวงยังมีความอบอุ่นรองรับ ขอแค่มีคนเริ่มก่อน',
          en: 'This dullness can lift easily; warmth is still there underneath — someone just has to start.',
        },
      ],
      mid: [
        {
          th: 'ความรู้สึกไม่ได้หายไป แต่ถูกความเคยชินกลบไว้ ต้องตั้งใจเติมสักระยะ',
          en: 'The feeling has not gone, only been buried under habit; it needs deliberate tending for a while.',
        },
      ],
      low: [
        {
          th: 'ช่วงนี้ทั้งคู่อาจเหนื่อยกับเรื่องอื่นจนไม่เหลือแรงให้กัน ลองคุยกันตรง ๆ ว่าต่างคนต่างต้องการอะไร',
          en: 'You may both be too worn out by other things to have anything left; talk plainly about what each of you needs.',
        },
      ],
    },
    when: [
      (c) => ({
        th: `ถ้าเริ่มเติมกันตั้งแต่ตอนนี้ ความอบอุ่นมีแนวโน้มจะกลับมาชัดขึ้น${c.window.th}`,
        en: `If you start now, warmth should be clearly back ${c.window.en}.`,
      }),
    ],
    weigh: [
      {
        th: 'สิ่งที่ควรชั่งคือความเหินห่างนี้มาจากความเหนื่อยชั่วคราว หรือมาจากการเดินไปคนละทาง',
        en: 'Weigh whether the distance comes from passing tiredness or from walking different ways.',
      },
    ],
    read: [
      [
        {
          th: 'ความสัมพันธ์ที่ยาวนานทำให้ความใส่ใจกลายเป็นเรื่องที่ไม่ได้พูด ลองกลับไปทำสิ่งที่เคยทำตอนเริ่มคบ',
          en: 'Long years together turn care into something unspoken; go back to what you did when it began.',
        },
        (c) => ({
          th: `ความรู้สึกที่ว่างเปล่าในความสัมพันธ์ ไม่ได้แปลว่า${c.other.th}ไม่ใช่คนที่ใช่ อาจแปลว่าทั้งคู่ลืมดูแลกันในเรื่องเล็ก ๆ`,
          en: `Feeling empty in a relationship does not mean ${c.other.en} is wrong for you; you may both have stopped tending the small things.`,
        }),
      ],
      [
        {
          th: 'ชวนกันทำสิ่งใหม่ที่ไม่เคยทำด้วยกัน ความตื่นเต้นเล็ก ๆ ช่วยปลุกความรู้สึกเก่าได้ดี',
          en: 'Try something new together; a little excitement wakes old feelings well.',
        },
      ],
    ],
    caution: [
      {
        th: 'อย่าเติมช่องว่างนั้นด้วยความสนใจจากคนนอกความสัมพันธ์ มันจะทำให้เรื่องที่แก้ได้กลายเป็นแก้ยาก',
        en: 'Do not fill the gap with attention from outside; it turns something fixable into something hard.',
      },
    ],
    advice: [
      (c) => ({
        th: `ชวน${c.other.th}ไปเดทแบบตอนเริ่มคบสักครั้ง แต่งตัว จองร้าน และตั้งใจเหมือนครั้งแรก`,
        en: `Take ${c.other.en} on a first-date kind of date: dress up, book somewhere, make the effort.`,
      }),
      {
        th: 'เขียนข้อความสั้น ๆ บอกสิ่งที่คุณยังชอบในตัวเขา คำพูดที่ไม่ได้พูดมานานมีพลังมากกว่าที่คิด',
        en: 'Write a short note about what you still love in them; words unsaid for long carry more power than you think.',
      },
    ],
  },
  married: {
    focus: { th: 'ชีวิตคู่ที่ใช้ร่วมกัน', en: 'the life you share' },
    lean: {
      high: [
        {
          th: 'คำตอบเอนไปทางที่ดี บ้านช่วงนี้มีความอบอุ่นเป็นทุนอยู่แล้ว',
          en: 'The answer leans well; warmth at home is already a strong base.',
        },
      ],
      mid: [
        {
          th: 'ไปได้ด้วยการคุยและแบ่งภาระกันให้ชัด ชีวิตคู่ช่วงนี้ต้องการความร่วมมือมากกว่าความหวาน',
          en: 'It works with talking and clearly shared loads; married life now needs teamwork more than sweetness.',
        },
      ],
      low: [
        {
          th: 'ช่วงนี้ชีวิตคู่มีเรื่องให้เหนื่อย ค่อย ๆ แก้ทีละเรื่อง และอย่าลืมว่าทั้งคู่อยู่ทีมเดียวกัน',
          en: 'Married life is tiring now; take one thing at a time and remember you are on the same team.',
        },
      ],
    },
    when: [
      (c) => ({
        th: `เรื่องในบ้านมีแนวโน้มจะลงตัวขึ้น${c.window.th}`,
        en: `Things at home should settle ${c.window.en}.`,
      }),
    ],
    weigh: [
      {
        th: 'สิ่งที่ควรชั่งคือการตัดสินใจนี้ดีต่อทั้งบ้าน ไม่ใช่แค่ดีต่อคนใดคนหนึ่ง',
        en: 'Weigh whether this is good for the whole household, not just for one of you.',
      },
    ],
    read: [
      [
        (c) => ({
          th: `ชีวิตคู่ช่วงนี้เหมาะกับการวางแผนเรื่องบ้านและการเงินร่วมกับ${c.other.th} ความชัดเจนเรื่องเงินคือความสงบในบ้าน`,
          en: `This is a good time to plan home and money with ${c.other.en}; clarity about money is peace at home.`,
        }),
        {
          th: 'ลองแบ่งงานบ้านและภาระให้ชัดอีกครั้ง ความเหนื่อยที่ไม่ได้พูดมักกลายเป็นความน้อยใจ',
          en: 'Share out chores and burdens clearly again; unspoken tiredness tends to turn into hurt.',
        },
      ],
      [
        {
          th: 'หาเวลาสองคนที่ไม่มีเรื่องลูกหรือเรื่องงานมาคั่นกลาง แม้เพียงการเดินเล่นตอนเย็น',
          en: 'Find time for just the two of you, with no children or work in between — even an evening walk.',
        },
        {
          th: 'การขอบคุณกันในเรื่องเล็กน้อยทุกวันช่วยให้หัวใจของคนที่อยู่ด้วยกันนานยังใกล้กัน',
          en: 'Thanking each other for small things every day keeps long-married hearts close.',
        },
      ],
    ],
    caution: [
      {
        th: 'ระวังความเหนื่อยจากงานกลายเป็นคำพูดห้วน ๆ กับคนที่บ้าน',
        en: 'Do not let work fatigue turn into curt words at home.',
      },
      {
        th: 'อย่าให้เรื่องเงินในบ้านเป็นเรื่องที่ไม่มีใครกล้าพูด',
        en: 'Do not let household money become the topic no one dares raise.',
      },
    ],
    advice: [
      (c) => ({
        th: `สัปดาห์นี้ลองถาม${c.other.th}ว่ามีอะไรที่อยากให้คุณช่วยมากขึ้น แล้วทำสิ่งนั้นโดยไม่ต้องรอให้ขอซ้ำ`,
        en: `This week, ask ${c.other.en} what they would like more help with — then do it without being asked twice.`,
      }),
      {
        th: 'ตั้งเป้าหมายของบ้านร่วมกันหนึ่งอย่างสำหรับปีนี้ แล้วฉลองเมื่อทำสำเร็จ',
        en: 'Set one household goal together for this year, and celebrate when you reach it.',
      },
    ],
  },
  complicated: {
    focus: { th: 'ความชัดเจนในความสัมพันธ์ที่ซับซ้อน', en: 'clarity in a complicated bond' },
    lean: {
      high: [
        {
          th: 'มีทางออกที่ดีกว่าที่คิด ถ้าคุณกล้าถามสิ่งที่อยากรู้ตรง ๆ',
          en: 'There is a better way out than you think, if you dare ask what you want to know.',
        },
      ],
      mid: [
        {
          th: 'คำตอบยังไม่ชัด เพราะยังมีเงื่อนไขที่ไม่ได้พูดออกมา ความชัดเจนต้องเริ่มจากคุณ',
          en: 'The answer is unclear because some conditions remain unspoken; clarity has to start with you.',
        },
      ],
      low: [
        {
          th: 'ดวงช่วงนี้ไม่หนุนให้ฝากใจไว้กับสิ่งที่ไม่ชัดเจน ให้ความสำคัญกับความปลอดภัยของใจคุณก่อน',
          en: 'The stars do not back leaving your heart in something unclear; put your own safety first.',
        },
      ],
    },
    when: [
      (c) => ({
        th: `เรื่องนี้มีแนวโน้มจะชัดขึ้น${c.window.th} โดยเฉพาะถ้ามีการคุยกันตรง ๆ`,
        en: `This should grow clearer ${c.window.en}, especially with a frank talk.`,
      }),
    ],
    weigh: [
      {
        th: 'สิ่งที่ควรชั่งคือความสัมพันธ์นี้ให้ความสงบหรือความกังวลกับคุณมากกว่ากัน',
        en: 'Weigh whether this bond brings you more peace or more worry.',
      },
    ],
    read: [
      [
        {
          th: 'ความสัมพันธ์ที่ซับซ้อนมักมีเงื่อนไขที่ยังไม่ได้พูด ถามตัวเองตรง ๆ ว่าคุณรู้ความจริงครบหรือยัง',
          en: 'Complicated bonds usually hold unspoken conditions; ask yourself whether you know the whole truth.',
        },
        {
          th: 'อย่ารอให้อีกฝ่ายตัดสินใจแทนคุณ กำหนดขอบเขตที่ทำให้ใจคุณปลอดภัย',
          en: 'Do not wait for the other person to decide for you; set limits that keep your heart safe.',
        },
      ],
      [
        {
          th: 'ฟังเสียงเพื่อนที่หวังดีและรู้เรื่องนี้ดี บางครั้งคนนอกมองเห็นสิ่งที่คนในมองข้าม',
          en: 'Listen to friends who wish you well and know the story; outsiders sometimes see what insiders miss.',
        },
      ],
    ],
    caution: [
      {
        th: 'ระวังการให้ใจคนที่ยังไม่ชัดเจนมากเกินไป ดูการกระทำมากกว่าคำพูด',
        en: 'Be careful giving too much heart to someone unclear; watch actions over words.',
      },
    ],
    advice: [
      {
        th: 'เขียนสิ่งที่คุณยอมรับได้และยอมรับไม่ได้ลงบนกระดาษ แล้วใช้มันเป็นเส้นเวลาตัดสินใจ',
        en: 'Write down what you can and cannot accept, and use it as your line when deciding.',
      },
    ],
  },
  reconcile: {
    focus: { th: 'ความสัมพันธ์กับคนเก่า', en: 'a bond with someone from before' },
    lean: {
      high: [
        {
          th: 'ดวงยังมีสายใยเชื่อมกันอยู่ ถ้าจะคืนดีให้เริ่มจากการคุยเรื่องที่ทำให้เลิกกันก่อน ไม่ใช่แค่ความคิดถึง',
          en: 'A thread still connects you; if you reconcile, start by talking about why you parted, not just missing each other.',
        },
      ],
      mid: [
        {
          th: 'คืนดีได้ถ้าสิ่งที่ทำให้เลิกกันได้รับการแก้จริง ถ้ายังเหมือนเดิม เรื่องเดิมก็มักวนกลับมา',
          en: 'It can work if what split you has truly changed; if not, the old story tends to return.',
        },
      ],
      low: [
        {
          th: 'ดวงช่วงนี้ไม่หนุนการกลับไป ความคิดถึงอาจเป็นความเหงามากกว่าความพร้อม ให้เวลาตัวเองอีกสักระยะ',
          en: 'The stars do not back going back now; missing them may be loneliness more than readiness — give yourself time.',
        },
      ],
    },
    when: [
      (c) => ({
        th: `ถ้าจะมีการคุยกันใหม่ จังหวะที่ใจนิ่งพอมีแนวโน้มเป็น${c.window.th}`,
        en: `If you talk again, the calmest moment is likely ${c.window.en}.`,
      }),
    ],
    weigh: [
      {
        th: 'สิ่งที่ควรชั่งคือ ตอนนี้มีอะไรเปลี่ยนไปจากวันที่เลิกกัน ทั้งในตัวเขาและตัวคุณ และถ้าเรื่องเดิมเกิดซ้ำ คุณจะรับมืออย่างไร',
        en: 'Weigh what has changed since you parted, in them and in you, and how you would face the old problem again.',
      },
    ],
    read: [
      [
        {
          th: 'ความทรงจำดี ๆ ทำให้คนเก่าดูดีกว่าความจริงเสมอ ลองนึกถึงทั้งวันที่ดีและวันที่เจ็บให้ครบ',
          en: 'Good memories always flatter the past; remember the good days and the painful ones alike.',
        },
        {
          th: 'การกลับไปคุยกันไม่จำเป็นต้องหมายถึงการกลับไปคบ บางครั้งคือการปิดเรื่องให้จบอย่างสวยงาม',
          en: 'Talking again need not mean getting back together; sometimes it is closing the story well.',
        },
      ],
    ],
    caution: [
      {
        th: 'อย่ากลับไปเพราะกลัวเหงาหรือกลัวการเริ่มใหม่ ความรักรอบสองต้องดีกว่าเดิม ไม่ใช่วนซ้ำ',
        en: 'Do not go back out of loneliness or fear of starting over; a second round must be better, not a rerun.',
      },
    ],
    advice: [
      {
        th: 'ก่อนตัดสินใจ ให้คุยกับเพื่อนที่เห็นความสัมพันธ์นี้มาตั้งแต่ต้นสักคน แล้วฟังโดยไม่แก้ตัว',
        en: 'Before deciding, talk with a friend who saw this relationship from the start, and listen without defending.',
      },
    ],
  },
  healing: {
    focus: { th: 'การเยียวยาหัวใจ', en: 'healing your heart' },
    lean: {
      high: [
        {
          th: 'ใจคุณฟื้นตัวได้เร็วกว่าที่คิด ดวงช่วงนี้มีแรงหนุนจากคนรอบข้าง',
          en: 'Your heart will recover faster than you think; the people around you are a real support now.',
        },
      ],
      mid: [
        {
          th: 'การลืมไม่ได้เกิดในวันเดียว ความคิดถึงจะเบาลงเป็นช่วง ๆ บางวันดี บางวันยังคิดถึง ซึ่งเป็นเรื่องปกติ',
          en: 'Forgetting does not happen in a day; missing them eases in waves — good days and aching days are both normal.',
        },
      ],
      low: [
        {
          th: 'ช่วงนี้ใจยังต้องการเวลามาก อย่าเร่งตัวเองให้ลืม การเสียใจอย่างเต็มที่คือส่วนหนึ่งของการหาย',
          en: 'Your heart still needs a lot of time; do not force yourself to forget — grieving fully is part of healing.',
        },
      ],
    },
    when: [
      (c) => ({
        th: `ใจจะเริ่มเบาลงอย่างรู้สึกได้${c.window.th}`,
        en: `Your heart should feel noticeably lighter ${c.window.en}.`,
      }),
    ],
    weigh: [
      {
        th: 'สิ่งที่ควรชั่งคือคุณพร้อมจริงหรือแค่อยากหนีความเจ็บ',
        en: 'Weigh whether you are truly ready or just want to escape the hurt.',
      },
    ],
    read: [
      [
        {
          th: 'อนุญาตให้ตัวเองเสียใจ แล้วค่อย ๆ กลับมาใช้ชีวิตทีละเรื่อง ทั้งการกิน การนอน และงานที่รัก',
          en: 'Let yourself grieve, then return to life one thing at a time — eating, sleeping, the work you love.',
        },
        {
          th: 'ลดการเปิดดูรูปหรือข้อความเก่า ไม่ใช่เพื่อลบความทรงจำ แต่เพื่อให้ใจได้พัก',
          en: 'Look at old photos and messages less — not to erase memories, but to let your heart rest.',
        },
      ],
      [
        {
          th: 'ความผิดหวังครั้งนี้กำลังสอนให้รู้ว่าคุณมีค่าแค่ไหน ความรักครั้งต่อไปจะดีกว่าเพราะคุณรู้จักตัวเองมากขึ้น',
          en: 'This disappointment is teaching you your worth; next time will be better because you know yourself more.',
        },
        {
          th: 'ล้อมตัวด้วยคนที่รักคุณจริง ทั้งครอบครัวและเพื่อน หัวใจจะค่อย ๆ กลับมาอบอุ่น',
          en: 'Surround yourself with people who truly love you; your heart will warm again.',
        },
      ],
    ],
    caution: [
      {
        th: 'อย่ารีบหาคนใหม่มาเติมช่องว่าง ใจที่ยังไม่หายมักเลือกคนผิดเพราะความเหงา',
        en: 'Do not rush someone new into the gap; an unhealed heart often chooses out of loneliness.',
      },
      {
        th: 'ระวังการติดตามชีวิตเขาในโซเชียล ทุกครั้งที่เปิดดูคือการเปิดแผลซ้ำ',
        en: 'Avoid following their life online; every look reopens the wound.',
      },
    ],
    advice: [
      {
        th: 'ทำสิ่งเล็ก ๆ ที่ทำให้ตัวเองยิ้มได้ทุกวัน แล้วจดไว้ อีกไม่นานคุณจะเห็นว่าวันดีเริ่มมากกว่าวันเศร้า',
        en: 'Do one small thing that makes you smile each day and note it; soon the good days will outnumber the sad.',
      },
      {
        th: 'ลองเริ่มสิ่งใหม่ที่เป็นของคุณคนเดียว เช่น คลาสที่อยากเรียนมานาน ให้ใจมีที่ไปใหม่',
        en: 'Start something that is yours alone — a class you have long wanted — so your heart has somewhere new to go.',
      },
    ],
  },
};

// ---------------------------------------------------------------------------------------------
// The status the person gave, read against what they asked
// ---------------------------------------------------------------------------------------------

const STATUS_NOTES: Record<LoveStatus | 'none', readonly Frag<Ctx>[]> = {
  single: [
    {
      th: 'การเป็นโสดตอนนี้ไม่ใช่ช่องว่างที่ต้องรีบเติม แต่เป็นช่วงที่คุณเลือกได้เต็มที่ว่าอยากรักแบบไหน',
      en: 'Being single now is not a gap to fill in a hurry but a time when you are free to choose how you want to love.',
    },
    {
      th: 'หัวใจที่ยังว่างอยู่ทำให้คุณมองคนใหม่ได้ชัดโดยไม่มีเรื่องเก่ามาบัง',
      en: 'A free heart lets you see new people clearly, with nothing old in the way.',
    },
  ],
  dating: [
    {
      th: 'ความสัมพันธ์ที่กำลังคบหาอยู่ต้องการการดูแลแบบวันต่อวัน มากกว่าการพิสูจน์ครั้งใหญ่',
      en: 'A relationship in its dating stage needs day-to-day care more than grand proofs.',
    },
    {
      th: 'ช่วงคบหาเป็นเวลาที่ดีที่สุดในการเรียนรู้ว่าทั้งสองคนรับมือกับวันธรรมดาด้วยกันได้ดีแค่ไหน',
      en: 'Dating is the best time to learn how well you handle ordinary days together.',
    },
  ],
  married: [
    {
      th: 'ชีวิตแต่งงานมีทั้งความรักและหน้าที่ปนกัน ดวงช่วงนี้ให้มองทั้งสองอย่างไปพร้อมกัน',
      en: 'Marriage mixes love and duty; the stars ask you to look at both together now.',
    },
    {
      th: 'สำหรับคนที่แต่งงานแล้ว ความรักช่วงนี้อยู่ในเรื่องธรรมดาของบ้านมากกว่าคำหวาน',
      en: 'For the married, love now lives in ordinary home life more than sweet words.',
    },
  ],
  complicated: [
    {
      th: 'เมื่อความสัมพันธ์ซับซ้อน การรู้ว่าตัวเองต้องการอะไรคือจุดเริ่มของทุกคำตอบ',
      en: 'When things are complicated, knowing what you want is where every answer begins.',
    },
    {
      th: 'ความซับซ้อนตอนนี้ไม่ได้แปลว่าไม่มีทางออก แต่แปลว่าต้องพูดความจริงกันมากขึ้น',
      en: 'Complicated does not mean hopeless; it means more truth needs saying.',
    },
  ],
  heartbroken: [
    {
      th: 'หัวใจที่เพิ่งผิดหวังต้องการเวลาและความอ่อนโยนจากตัวคุณเองก่อนใคร',
      en: 'A freshly broken heart needs time and gentleness from you before anyone else.',
    },
    {
      th: 'แผลใจที่ยังใหม่ทำให้มองทุกอย่างหม่นกว่าความจริง ให้ใจได้พักก่อนตัดสินอะไร',
      en: 'A fresh wound makes everything look darker than it is; let your heart rest before judging anything.',
    },
  ],
  none: [
    (c) =>
      c.intent.text
        ? {
            th: 'คุณไม่ได้บอกสถานะไว้ คำทำนายนี้จึงอ่านจากคำถามและดวงเป็นหลัก',
            en: 'You did not give a status, so this reading rests on your question and your stars.',
          }
        : {
            th: 'คุณไม่ได้บอกสถานะไว้ คำทำนายนี้จึงอ่านจากดวงและจังหวะของวันเป็นหลัก',
            en: 'You did not give a status, so this reading rests on your stars and the day’s timing.',
          },
    (c) =>
      c.intent.text
        ? {
            th: 'เมื่อไม่ได้ระบุสถานะ ดวงนี้จึงอ่านจากสิ่งที่คุณถามและจังหวะของวันเป็นหลัก',
            en: 'With no status given, this reading follows what you asked and the day’s timing.',
          }
        : {
            th: 'เมื่อไม่ได้ระบุสถานะ ดวงนี้จึงอ่านภาพรวมของหัวใจโดยไม่เดาว่าคุณมีใครหรือยัง',
            en: 'With no status given, this reads your heart as a whole, without guessing whether you have someone.',
          },
  ],
};

/**
 * What the status adds to the timing, the cautions and the advice, whatever the question: a
 * married person and a single one asking the same thing live different days.
 */
const STATUS_LAYER: Record<
  LoveStatus | 'none',
  { days: readonly Frag<Ctx>[]; caution: readonly Frag<Ctx>[]; advice: readonly Frag<Ctx>[] }
> = {
  single: {
    days: [
      {
        th: 'ในฐานะคนโสด วันหยุดที่ได้ออกไปกับเพื่อนกลุ่มใหม่มีค่ากว่าที่คิด',
        en: 'As a single person, a day off with a new circle of friends is worth more than you think.',
      },
      {
        th: 'คนโสดช่วงนี้ควรแบ่งเวลาให้ตัวเองและเพื่อนให้สมดุล ความสุขจากข้างในดึงดูดคนดี ๆ เข้ามา',
        en: 'Single now, balance time for yourself and for friends; happiness from within draws good people in.',
      },
    ],
    caution: [
      {
        th: 'อย่าเพิ่งทุ่มเทให้ใครเกินกว่าที่เขาทุ่มเทให้คุณ ความสัมพันธ์ที่ยังไม่ชัดต้องการความพอดี',
        en: 'Do not give more than you are given yet; an unclear bond needs balance.',
      },
      {
        th: 'ระวังการรีบตกลงคบเพียงเพราะไม่อยากโสดอีกต่อไป',
        en: 'Beware of agreeing to date someone just to stop being single.',
      },
    ],
    advice: [
      {
        th: 'ให้เวลากับตัวเองได้ทำสิ่งที่ชอบเต็มที่ คนที่เข้ามาตอนคุณมีความสุขมักเป็นคนที่ใช่กว่า',
        en: 'Give yourself time to do what you love; people who arrive while you are happy tend to be the right ones.',
      },
      {
        th: 'บอกเพื่อนสนิทสักคนว่าคุณพร้อมเปิดใจแล้ว บางครั้งคนที่ใช่มาจากการแนะนำของคนที่รู้จักคุณดี',
        en: 'Tell a close friend you are ready to open up; sometimes the right person comes through someone who knows you well.',
      },
    ],
  },
  dating: {
    days: [
      {
        th: 'สำหรับคนที่กำลังคบหา ลองนัดกันล่วงหน้าให้มีหนึ่งวันในสัปดาห์เป็นวันของสองคนจริง ๆ',
        en: 'While dating, set one day a week ahead of time that is truly for the two of you.',
      },
      {
        th: 'ช่วงคบหาแบบนี้ การเจอกันสม่ำเสมอสำคัญกว่าการเจอกันนาน ๆ แต่นาน ๆ ครั้ง',
        en: 'At this stage, meeting regularly matters more than long meetings now and then.',
      },
    ],
    caution: [
      {
        th: 'ระวังการคาดหวังให้เขาเข้าใจโดยไม่ต้องพูด ความชัดเจนคือความใส่ใจรูปแบบหนึ่ง',
        en: 'Do not expect to be understood without words; clarity is a form of care.',
      },
      {
        th: 'อย่าให้คนรอบข้างมีบทบาทในเรื่องของสองคนมากเกินไป',
        en: 'Do not let the people around you have too big a say in what is between you two.',
      },
    ],
    advice: [
      {
        th: 'ถามคนที่คบอยู่ว่าช่วงนี้เขาต้องการกำลังใจแบบไหน แล้วให้ในแบบนั้น',
        en: 'Ask the person you are seeing what kind of support they need right now, and give it that way.',
      },
      {
        th: 'เก็บความทรงจำเล็ก ๆ ของสองคนไว้ด้วยกัน เช่น รูปหรือโน้ตสั้น ๆ มันคือสิ่งที่ยึดกันไว้ในวันที่เหนื่อย',
        en: 'Keep small shared keepsakes — photos, short notes; they hold you together on tired days.',
      },
    ],
  },
  married: {
    days: [
      {
        th: 'ในชีวิตแต่งงาน ลองกันหนึ่งเย็นต่อสัปดาห์ไว้เป็นเวลาของสองคน โดยไม่มีเรื่องบ้านหรือเรื่องงานมาปน',
        en: 'For the married, keep one evening a week for the two of you, with no housework or office talk.',
      },
      {
        th: 'ในชีวิตคู่ วันที่ได้ทำงานบ้านหรือทำอาหารด้วยกันก็นับเป็นวันดีของความรักได้',
        en: 'In married life, a day of cooking or housework together counts as a good day for love.',
      },
    ],
    caution: [
      {
        th: 'ระวังการเก็บความน้อยใจไว้ในบ้าน เพราะอยู่ใกล้กันทุกวัน เรื่องเล็กจึงสะสมเร็ว',
        en: 'Do not keep hurt feelings at home; living side by side, small things pile up fast.',
      },
      {
        th: 'อย่าให้ความรับผิดชอบในบ้านตกอยู่กับคนใดคนหนึ่งนานเกินไป',
        en: 'Do not let the household load rest on one of you for too long.',
      },
    ],
    advice: [
      {
        th: 'เขียนขอบคุณคู่ชีวิตสักประโยคในเรื่องที่เขาทำให้บ้านโดยไม่มีใครเห็น',
        en: 'Write your spouse one line of thanks for something they do for the home that nobody notices.',
      },
      {
        th: 'ลองวางแผนทริปสั้น ๆ ของสองคน แม้เพียงหนึ่งคืน การเปลี่ยนบรรยากาศช่วยให้มองกันด้วยสายตาใหม่',
        en: 'Plan a short trip for two, even one night; a change of scene lets you see each other anew.',
      },
    ],
  },
  complicated: {
    days: [
      {
        th: 'ในความสัมพันธ์ที่ซับซ้อน วันที่ใจนิ่งที่สุดคือวันที่ควรใช้คุยเรื่องสำคัญ ไม่ใช่วันที่อารมณ์พาไป',
        en: 'In a complicated bond, talk about what matters on your calmest day, not on impulse.',
      },
    ],
    caution: [
      {
        th: 'ระวังการยอมรับเงื่อนไขที่ทำให้คุณต้องเก็บความลับหรือรู้สึกผิดกับตัวเอง',
        en: 'Be wary of conditions that make you keep secrets or feel bad about yourself.',
      },
      {
        th: 'อย่าตัดสินใจครั้งใหญ่ในคืนที่เหงาหรือหลังทะเลาะกัน',
        en: 'Do not make big decisions on a lonely night or right after a fight.',
      },
    ],
    advice: [
      {
        th: 'กำหนดเส้นเวลาให้ตัวเองว่าอยากได้ความชัดเจนภายในเมื่อไหร่ แล้วรักษาเส้นนั้น',
        en: 'Set yourself a date by which you want clarity, and keep to it.',
      },
    ],
  },
  heartbroken: {
    days: [
      {
        th: 'ช่วงที่หัวใจยังเจ็บ วันหยุดไม่ควรอยู่คนเดียวทั้งวัน นัดคนที่ทำให้หัวเราะได้สักคน',
        en: 'While your heart still aches, do not spend a whole day off alone; meet someone who makes you laugh.',
      },
    ],
    caution: [
      {
        th: 'ระวังการกลับไปอ่านแชตเก่าตอนดึก มันทำให้แผลที่กำลังจะหายกลับมาเจ็บอีก',
        en: 'Avoid rereading old chats late at night; it reopens a wound that is healing.',
      },
    ],
    advice: [
      {
        th: 'ดูแลร่างกายก่อน นอนให้พอ กินให้ตรงเวลา ใจที่อยู่ในร่างกายที่ได้พักจะฟื้นเร็วกว่า',
        en: 'Look after your body first — enough sleep, regular meals; a rested body heals the heart faster.',
      },
    ],
  },
  none: {
    days: [
      {
        th: 'วันธรรมดาที่ได้คุยกับคนสำคัญโดยไม่เร่งรีบ มีความหมายกับหัวใจมากกว่าวันพิเศษ',
        en: 'An ordinary day with an unhurried talk with someone who matters means more than a special occasion.',
      },
    ],
    caution: [
      {
        th: 'ระวังการตัดสินใจเรื่องหัวใจจากความกลัวมากกว่าจากความต้องการจริง',
        en: 'Be careful not to decide matters of the heart out of fear rather than real wishes.',
      },
    ],
    advice: [
      {
        th: 'ลองถามตัวเองทุกเย็นว่าวันนี้หัวใจต้องการอะไร แล้วให้สิ่งนั้นกับตัวเองบ้าง',
        en: 'Each evening, ask what your heart needed today, and give yourself some of it.',
      },
    ],
  },
};

/** What the status and the question say together when they point different ways. */
function statusNote(c: Ctx, rng: Rng): Bi {
  const s = c.status;
  if (s === 'single' && COUPLE_THEMES.has(c.theme)) {
    return {
      th: `คุณเลือกสถานะว่าโสด แต่เรื่องที่ถามพูดถึงคนที่คบหาอยู่ ดวงนี้จึงอ่านเป็นความสัมพันธ์ที่ยังไม่ได้ตั้งชื่อหรือยังไม่ได้เปิดตัว`,
      en: 'You marked yourself single, yet your question is about someone you are seeing, so this reads it as a bond not yet named or made public.',
    };
  }
  if (s === 'married' && (GROUP[c.theme] === 'early' || c.intent.seekingPartner)) {
    return {
      th: 'คุณแต่งงานแล้ว แต่คำถามชวนมองหาคนหรือความรู้สึกใหม่ ดวงจึงอ่านว่าใจกำลังถามหาความเข้าใจที่ขาดหายไป และควรชั่งทุกอย่างด้วยความซื่อตรงต่อชีวิตคู่ที่มีอยู่',
      en: 'You are married, yet the question looks towards someone or something new; the reading takes it as your heart asking for understanding it misses — to be weighed with honesty towards the marriage you have.',
    };
  }
  if (s === 'dating' && c.intent.seekingPartner) {
    return {
      th: 'คุณกำลังคบหาอยู่ แต่ยังถามถึงคนที่ใช่ ดวงจึงอ่านว่าใจยังไม่แน่ใจในความสัมพันธ์ตอนนี้ ซึ่งเป็นเรื่องที่ควรฟังอย่างตั้งใจ',
      en: 'You are dating, yet ask about the right person; the reading takes it as doubt about the current bond — worth listening to.',
    };
  }
  return pickFrag(rng, STATUS_NOTES[s ?? 'none'], c);
}

// ---------------------------------------------------------------------------------------------
// The day and the year, read for love
// ---------------------------------------------------------------------------------------------

const DAY_ROLE_LOVE: Record<TaksaRoleId, Bi> = {
  companions: {
    th: 'คนใกล้ตัวคือสะพานเชื่อมเรื่องหัวใจ',
    en: 'the people close to you are the bridge for matters of the heart',
  },
  longevity: {
    th: 'เหมาะกับการดูแลใจตัวเองมากกว่าการเร่งเรื่องของใคร',
    en: 'better for looking after your own heart than hurrying anyone',
  },
  power: {
    th: 'คำพูดของคุณมีน้ำหนัก พูดสิ่งที่คิดได้อย่างมั่นใจ',
    en: 'your words carry weight, so say what you mean with confidence',
  },
  fortune: { th: 'เสน่ห์ของคุณเด่นเป็นพิเศษ', en: 'your charm is especially strong' },
  foundation: {
    th: 'เหมาะกับการวางรากฐานของความสัมพันธ์และเรื่องบ้าน',
    en: 'good for laying foundations — home and the bond itself',
  },
  diligence: {
    th: 'ความรักต้องอาศัยความตั้งใจมากกว่าโชค',
    en: 'love needs effort more than luck',
  },
  support: {
    th: 'ผู้ใหญ่หรือเพื่อนที่ไว้ใจช่วยให้เรื่องหัวใจง่ายขึ้น',
    en: 'elders or trusted friends make matters of the heart easier',
  },
  misfortune: {
    th: 'ควรพูดน้อย ฟังมาก และเลื่อนเรื่องสำคัญของหัวใจไปวันอื่น',
    en: 'say less, listen more and move important heart-to-hearts to another day',
  },
};

/** Without a birth weekday, what the day's own planet says about love. */
const DAY_PLANET_LOVE: Record<WeekdayId, Bi> = {
  sunday: { th: 'ดาวแห่งเกียรติและความมั่นใจ', en: 'the planet of honour and confidence' },
  monday: { th: 'ดาวแห่งความอ่อนโยนและความรู้สึก', en: 'the planet of tenderness and feeling' },
  tuesday: { th: 'ดาวแห่งความกล้าและความตรงไปตรงมา', en: 'the planet of courage and candour' },
  'wednesday-day': { th: 'ดาวแห่งการสื่อสาร', en: 'the planet of communication' },
  'wednesday-night': { th: 'ดาวแห่งความลึกลับและแรงปรารถนา', en: 'the planet of mystery and desire' },
  thursday: { th: 'ดาวแห่งปัญญาและความจริงใจ', en: 'the planet of wisdom and sincerity' },
  friday: { th: 'ดาวแห่งความรักและความงาม', en: 'the planet of love and beauty' },
  saturday: { th: 'ดาวแห่งความอดทนและความมั่นคง', en: 'the planet of patience and steadiness' },
};

function dayLine(c: Ctx, rng: Rng): Bi {
  const { p, d } = c;
  if (p.weekday && p.dayRole) {
    const r = p.dayRole;
    const love = DAY_ROLE_LOVE[r.id];
    return pickFrag(
      rng,
      [
        {
          th: `${dayTh(d.weekday)}นี้ตรงกับตำแหน่ง${r.nameTh}ในทักษาของคนเกิด${dayTh(p.weekday)} ${love.th}`,
          en: `This ${dayEn(d.weekday)} is your ${r.nameEn} (${r.nameTh}) day on the ทักษา wheel of a ${dayEn(p.weekday)} birth: ${love.en}.`,
        },
        {
          th: `ตามทักษาของคนเกิด${dayTh(p.weekday)} ${dayTh(d.weekday)}คือวัน${r.nameTh} ${love.th}`,
          en: `For someone born on a ${dayEn(p.weekday)}, ${dayEn(d.weekday)} is the ${r.nameEn} (${r.nameTh}) day: ${love.en}.`,
        },
      ],
      c,
    );
  }
  const planet = DAY_PLANET_LOVE[d.weekday.id];
  return {
    th: `${dayTh(d.weekday)}ที่ถามเป็นวันของ${d.weekday.planetTh} ${planet.th} บรรยากาศของวันจึงพาใจไปทางนั้น`,
    en: `You asked on a ${dayEn(d.weekday)}, the day of ${WEEKDAY_LORE[d.weekday.id].planetEn}, ${planet.en}, and the day leans your heart that way.`,
  };
}

const YEAR_LOVE: Record<ReturnType<typeof yearLean>, readonly Frag<Ctx>[]> = {
  clash: [
    (c) => ({
      th: `เรื่องหัวใจ${c.yearWord.th}จึงมีจังหวะขึ้นลง ควรค่อยเป็นค่อยไปและไม่ตัดสินใจเรื่องใหญ่ตอนใจแกว่ง`,
      en: `So matters of the heart rise and dip ${c.yearWord.en}; go gently and make no big decisions while unsettled.`,
    }),
    (c) => ({
      th: `${c.yearWord.th}ความรักอาจมีเรื่องให้ปรับตัว คนที่อยู่ข้างคุณจริงจะยิ่งเห็นชัดในช่วงแบบนี้`,
      en: `Love may ask you to adjust ${c.yearWord.en}; the people truly on your side show clearly in such times.`,
    }),
  ],
  mild: [
    (c) => ({
      th: `${c.yearWord.th}อาจมีเรื่องขัดใจเล็ก ๆ ในความรักหรือกับคนใกล้ตัว ใจเย็นแล้วจะผ่านไปได้`,
      en: `Small frictions in love or with people close by may come ${c.yearWord.en}; stay calm and they pass.`,
    }),
  ],
  support: [
    (c) => ({
      th: `${c.yearWord.th}จึงเป็นปีที่มีคนหนุน และโอกาสในเรื่องหัวใจมักมาแบบพอดีจังหวะ`,
      en: `So ${c.yearWord.en} brings support, and chances in love arrive at the right moment.`,
    }),
    {
      th: 'แรงหนุนของปีช่วยให้ความรักลื่นไหลกว่าที่ผ่านมา',
      en: 'The year’s support makes love flow better than before.',
    },
  ],
  plain: [
    (c) => ({
      th: `ความรัก${c.yearWord.th}จึงขึ้นกับความตั้งใจของคุณเป็นหลัก ไม่มีแรงชงหรือแรงหนุนจากปีมาเกี่ยว`,
      en: `So love ${c.yearWord.en} rests on your own intent, with neither clash nor boost from the year.`,
    }),
  ],
};

function yearLine(c: Ctx, rng: Rng): Bi | null {
  const f = yearFacts(c.p, c.d, c.intent);
  if (!f || !c.p.animal) return null;
  const kind = yearKindName(f.relation);
  const be = f.year + 543;
  const lead: Bi = {
    th: `${f.next ? `ปีหน้า (พ.ศ. ${be})` : `ปี ${be}`} เป็นปี${f.animal.yearNameTh} ซึ่งนับเป็น${kind.th}สำหรับคนเกิดปี${c.p.animal.yearNameTh}`,
    en: `${f.next ? `Next year (${f.year})` : `${f.year}`} is the year of the ${f.animal.nameEn}, ${kind.en} for someone born in the year of the ${c.p.animal.nameEn}.`,
  };
  return paragraph([lead, pickFrag(rng, YEAR_LOVE[yearLean(f.relation)], c)]);
}

const DAYS_BY_GROUP: Record<Group, readonly Frag<Ctx>[]> = {
  seeking: [
    (c) => ({
      th: `${dayTh(c.sri)}เป็นวันศรี เหมาะกับการออกไปพบผู้คนหรือตอบรับนัดเพื่อน`,
      en: `${dayEn(c.sri)} is your fortune (ศรี) day — good for going out to meet people or saying yes to friends.`,
    }),
    (c) => ({
      th: `ถ้าจะลองไปที่ใหม่หรือเปิดตัวกับคนใหม่ ให้เลือก${dayTh(c.sri)}ซึ่งเป็นวันเสริมเสน่ห์`,
      en: `If you try somewhere new or someone new, choose ${dayEn(c.sri)}, the day that lifts your charm.`,
    }),
  ],
  early: [
    (c) => ({
      th: `ถ้าจะทักหรือชวนคุย ${dayTh(c.sri)}เป็นวันศรีที่ข้อความของคุณมีแนวโน้มจะได้รับการตอบรับดี`,
      en: `To message or start a talk, ${dayEn(c.sri)} is your fortune day, when words tend to land well.`,
    }),
    (c) => ({
      th: `${dayTh(c.sri)}เหมาะกับการนัดเจอหรือคุยเรื่องที่อยากให้ชัด เพราะเป็นวันที่เสน่ห์และคำพูดของคุณเด่น`,
      en: `${dayEn(c.sri)} suits a meeting or a clarifying talk, when your charm and words are strongest.`,
    }),
  ],
  couple: [
    (c) => ({
      th: `${dayTh(c.sri)}เหมาะกับการนัดกินข้าวหรือทำอะไรพิเศษด้วยกัน ส่วน${dayTh(c.mon)}เป็นวันมนตรี เหมาะกับการคุยเรื่องจริงจังหรือขอความเห็นผู้ใหญ่`,
      en: `${dayEn(c.sri)} suits a dinner or something special together; ${dayEn(c.mon)}, your support (มนตรี) day, suits serious talks or asking elders.`,
    }),
    (c) => ({
      th: `เรื่องที่ต้องคุยกันจริงจังให้เลือก${dayTh(c.mon)}ซึ่งเป็นวันมนตรี ส่วนวันหวาน ๆ ให้เป็น${dayTh(c.sri)}`,
      en: `Keep serious talks for ${dayEn(c.mon)}, your support day, and the sweet plans for ${dayEn(c.sri)}.`,
    }),
  ],
  hurt: [
    (c) => ({
      th: `${dayTh(c.mon)}เป็นวันมนตรี เหมาะกับการปรึกษาคนที่ไว้ใจ ส่วน${dayTh(c.sri)}เหมาะกับการทำสิ่งที่ทำให้ตัวเองมีความสุข`,
      en: `${dayEn(c.mon)}, your support day, is for confiding in someone you trust; ${dayEn(c.sri)} for doing what makes you happy.`,
    }),
    (c) => ({
      th: `วันที่ใจจะเบาที่สุดในสัปดาห์คือ${dayTh(c.sri)} ลองนัดเพื่อนสนิทหรือพาตัวเองไปที่ที่ชอบในวันนั้น`,
      en: `The lightest day of your week is ${dayEn(c.sri)}; meet a close friend or go somewhere you love.`,
    }),
  ],
};

function daysLine(c: Ctx, rng: Rng): Bi {
  const days = pickFrag(rng, DAYS_BY_GROUP[GROUP[c.theme]], c);
  const avoid: Bi = {
    th: `และเลี่ยงเปิดเรื่องสำคัญของหัวใจใน${dayTh(c.kali)}ซึ่งเป็นวันกาลกิณี`,
    en: `Avoid opening important matters of the heart on ${dayEn(c.kali)}, your misfortune (กาลกิณี) day.`,
  };
  const basis: Bi | null = c.ownKnown
    ? null
    : {
        th: `เมื่อไม่ทราบวันเกิด ทักษานี้อ่านจาก${dayTh(c.d.weekday)}ที่ถาม`,
        en: `Without a birth day, this ทักษา is read from the ${dayEn(c.d.weekday)} you asked on.`,
      };
  return paragraph([basis, days, avoid]);
}

// ---------------------------------------------------------------------------------------------
// The person in love, and the partner when given
// ---------------------------------------------------------------------------------------------

const AGE_LOVE: Record<'young' | 'adult' | 'mature', readonly Bi[]> = {
  young: [
    {
      th: 'ในวัยนี้หัวใจเรียนรู้เร็ว ทุกความสัมพันธ์สอนให้รู้จักตัวเองมากขึ้น',
      en: 'At your age the heart learns fast; every bond teaches you more about yourself.',
    },
    {
      th: 'วัยนี้ความรักมักมาพร้อมความฝัน เลือกคนที่เคารพความฝันของคุณด้วย',
      en: 'At this age love comes with dreams; choose someone who respects yours.',
    },
  ],
  adult: [
    {
      th: 'ในวัยนี้ความรักเริ่มผูกกับการวางอนาคต ความมั่นคงทางใจจึงสำคัญพอ ๆ กับความหวั่นไหว',
      en: 'At this age love ties into planning a future, so steadiness matters as much as butterflies.',
    },
    {
      th: 'วัยนี้คุณรู้แล้วว่าอะไรที่ไม่ต้องการ ใช้ความรู้นั้นเป็นเกราะ ไม่ใช่กำแพง',
      en: 'By now you know what you do not want; let that be armour, not a wall.',
    },
  ],
  mature: [
    {
      th: 'ในวัยนี้ความรักคือความเข้าใจและการอยู่ข้างกัน มากกว่าความหวือหวา',
      en: 'At this age love is understanding and standing by each other, more than thrills.',
    },
    {
      th: 'วัยนี้หัวใจมีประสบการณ์มาก ความอ่อนโยนต่อตัวเองคือสิ่งที่ควรให้ก่อน',
      en: 'Your heart has seen a lot; be gentle with yourself first.',
    },
  ],
};

function natureSection(c: Ctx, rng: Rng): ReadingSection | null {
  const { p } = c;
  if (!p.weekday || !p.traits) return null;
  const w = p.weekday;
  const t = p.traits;
  const weekday = pickFrag(
    rng,
    [
      {
        th: `คนเกิด${dayTh(w)}มี${w.planetTh}เป็นดาวประจำวัน ในความรัก${t.loveTh}`,
        en: `Born on a ${dayEn(w)} under ${WEEKDAY_LORE[w.id].planetEn}: ${lowerFirst(t.loveEn)}`,
      },
      {
        th: `ตำราวันเกิดว่าไว้ว่าคนเกิด${dayTh(w)} ${t.loveTh}`,
        en: `Birth-day lore says of ${dayEn(w)} people: ${lowerFirst(t.loveEn)}`,
      },
      {
        th: `ในความรัก คนเกิด${dayTh(w)}มักเป็นแบบนี้ ${t.loveTh}`,
        en: `In love, a ${dayEn(w)} birth tends to be like this: ${lowerFirst(t.loveEn)}`,
      },
    ],
    c,
  );
  const a = p.animal;
  const animal: Bi | null = a
    ? pickFrag(
        rng,
        [
          {
            th: `ส่วนพลังของคนปี${a.yearNameTh}ให้${a.strengthTh} ซึ่งช่วยคุณได้มากเวลาหัวใจต้องตัดสินใจ`,
            en: `The ${a.nameEn} of your birth year gives ${a.strengthEn}, a real help when the heart must decide.`,
          },
          {
            th: `คนปี${a.yearNameTh}${a.traitsTh} ข้อดีเหล่านี้คือสิ่งที่คนรอบตัวหลงรักในตัวคุณ`,
            en: `${a.traitsEn} That is what people come to love in a ${a.nameEn}.`,
          },
        ],
        c,
      )
    : null;
  const band = ageBandOf(p.age);
  const age = band ? pickFrag(rng, AGE_LOVE[band], c) : null;
  return section('nature', { th: 'ตัวตนของคุณในความรัก', en: 'You in love' }, [
    weekday,
    ...[animal, age].filter((x): x is Bi => x !== null),
  ]);
}

function partnerSection(c: Ctx, partner: PersonContext): ReadingSection | null {
  const { p } = c;
  if (!partner.animal && !partner.weekday) return null;
  const hoped = GROUP[c.theme] === 'seeking';
  const name = partner.name || (hoped ? 'คนที่คุณมีในใจ' : c.other.th);
  const nameEn = partner.name || (hoped ? 'the person you have in mind' : c.other.en);
  const parts: Bi[] = [];
  if (p.animal && partner.animal) {
    const rel = animalRelation(p.animal, partner.animal);
    // The explanation names the pair; a same-animal one already says they share the year.
    parts.push(
      rel.kind === 'same'
        ? { th: rel.explanationTh, en: rel.explanationEn }
        : {
            th: `${name}เกิดปี${partner.animal.yearNameTh} ส่วนคุณเกิดปี${p.animal.yearNameTh} ${rel.explanationTh}`,
            en: `${capitalise(nameEn)} was born in the year of the ${partner.animal.nameEn}, you in the year of the ${p.animal.nameEn}. ${rel.explanationEn}`,
          },
    );
  } else if (partner.animal) {
    parts.push({
      th: `${name}เกิดปี${partner.animal.yearNameTh} ${partner.animal.traitsTh}`,
      en: `${capitalise(nameEn)} was born in the year of the ${partner.animal.nameEn}: “${partner.animal.traitsEn}”`,
    });
  }
  if (p.weekday && partner.weekday) {
    const role = taksaRoleOf(p.weekday.id, partner.weekday.id);
    const lean =
      role.tone < 0
        ? {
            th: 'จึงต้องใช้ความเข้าใจและความอดทนมากเป็นพิเศษ',
            en: 'so it asks for extra understanding and patience',
          }
        : role.tone > 1
          ? { th: 'ถือเป็นคู่ที่ส่งเสริมกันดี', en: 'a supportive match' }
          : { th: 'เป็นแรงที่ค่อย ๆ เกื้อกูลกัน', en: 'a quiet, steady help' };
    const same = partner.weekday.id === p.weekday.id;
    parts.push({
      th: `ตามทักษา ${name}ซึ่งเกิด${same ? 'วันเดียวกับคุณ' : dayTh(partner.weekday)} อยู่ในตำแหน่ง${role.nameTh}ของคุณ หมายถึง${role.meaningTh} ${lean.th}`,
      en: `By ทักษา, ${nameEn}, born ${same ? 'on the same day as you' : `on a ${dayEn(partner.weekday)}`}, sits in your ${role.nameEn} (${role.nameTh}) position — ${role.meaningEn}; ${lean.en}.`,
    });
    if (!same && partner.traits) {
      parts.push({
        th: `ส่วนตัว${name}เอง ตำราวันเกิดว่า${partner.traits.loveTh}`,
        en: `As for ${nameEn}, ${dayEn(partner.weekday)} lore tells those born that day: “${partner.traits.loveEn}”`,
      });
    }
  } else if (partner.weekday && partner.traits) {
    parts.push({
      th: `${name}เกิด${dayTh(partner.weekday)} ตำราว่า${partner.traits.loveTh}`,
      en: `${capitalise(nameEn)} was born on a ${dayEn(partner.weekday)}, and the lore tells those born that day: “${partner.traits.loveEn}”`,
    });
  }
  if (parts.length === 0) return null;
  // Someone healing from this person hears why the bond holds, not that it must go on.
  if (c.theme === 'healing') {
    parts.push({
      th: 'ดวงคู่บอกได้ว่าทำไมยังผูกพันกันง่าย แต่ไม่ได้บอกว่าต้องกลับไป การเดินหน้าต่อก็เป็นทางที่ดีได้เช่นกัน',
      en: 'The charts can explain why the bond still pulls, not that you must go back; moving on can be a good path too.',
    });
  }
  return section(
    'partner',
    hoped
      ? { th: 'คนที่คุณมีในใจ', en: 'The person you have in mind' }
      : GROUP[c.theme] === 'hurt'
        ? { th: 'คุณกับเขาตามดวง', en: 'You and them, by the stars' }
        : { th: 'ดวงคู่ของคุณ', en: 'The two of you' },
    parts,
  );
}

// ---------------------------------------------------------------------------------------------
// The reading
// ---------------------------------------------------------------------------------------------

const TONE: Record<Tier, readonly Frag<Ctx>[]> = {
  high: [
    { th: 'ดาวหนุนให้เรื่องนี้เดินหน้า', en: 'the stars push this forward' },
    { th: 'จังหวะดวงเปิดกว้างกว่าปกติ', en: 'the timing is more open than usual' },
    { th: 'เสน่ห์และโอกาสอยู่ข้างคุณ', en: 'charm and chance are on your side' },
  ],
  mid: [
    { th: 'ดวงไม่ได้ปิดแต่ต้องอาศัยความสม่ำเสมอ', en: 'the door is open but asks for steadiness' },
    { th: 'มีทั้งวันที่ง่ายและวันที่ต้องปรับตัว', en: 'there are easy days and days of adjusting' },
    { th: 'ความคืบหน้ามาจากความตั้งใจมากกว่าโชค', en: 'progress comes from intent more than luck' },
  ],
  low: [
    { th: 'ดวงให้ค่อยเป็นค่อยไปและดูแลใจตัวเองก่อน', en: 'the stars say go slowly and mind your heart' },
    { th: 'ช่วงนี้ต้องใช้ความอดทนมากกว่าปกติ', en: 'this stretch takes more patience than usual' },
    { th: 'ยังมีเมฆหมอกที่ต้องรอให้จางไป', en: 'there are clouds still to clear' },
  ],
};

/** The tone for a heart that is hurting: how it is healing, not how lucky it is. */
const TONE_HURT: Record<Tier, readonly Frag<Ctx>[]> = {
  high: [
    { th: 'ใจกำลังฟื้นตัวได้ดีกว่าที่คิด', en: 'your heart is mending better than you think' },
    { th: 'ดวงมีแรงหนุนให้ใจกลับมาตั้งหลักได้เร็ว', en: 'the stars help your heart find its feet fast' },
  ],
  mid: [
    { th: 'ใจค่อย ๆ ดีขึ้นทีละวัน', en: 'your heart is getting better day by day' },
    { th: 'มีทั้งวันที่เบาและวันที่ยังหนัก', en: 'there are light days and heavy ones' },
  ],
  low: [
    { th: 'ใจยังต้องการเวลาและความอ่อนโยน', en: 'your heart still needs time and gentleness' },
    { th: 'ช่วงนี้ให้ดูแลใจตัวเองเป็นเรื่องแรก', en: 'caring for your own heart comes first now' },
  ],
};

const FRAME: readonly Frag<Ctx>[] = [
  (c) => ({
    th: `ดวงความรักของ${c.p.callTh}ช่วงนี้ว่าด้วยเรื่อง${c.focus.th}`,
    en: `${greetEn(c.p)}your love reading now is about ${c.focus.en}`,
  }),
  (c) => ({
    th: `เรื่องหัวใจของ${c.p.callTh}ตอนนี้อยู่ที่${c.focus.th}`,
    en: `${greetEn(c.p)}what matters most in your love life now is ${c.focus.en}`,
  }),
  (c) => ({
    th: `สิ่งที่ดวงความรักของ${c.p.callTh}ชี้ชัดที่สุดตอนนี้คือ${c.focus.th}`,
    en: `${greetEn(c.p)}what your love stars point to most clearly is ${c.focus.en}`,
  }),
];

const QUOTE_LEADS: readonly ((q: string) => Bi)[] = [
  (q) => ({ th: `ที่ถามว่า “${q}”`, en: `You asked “${q}”.` }),
  (q) => ({ th: `สำหรับคำถาม “${q}”`, en: `On “${q}”:` }),
  (q) => ({ th: `เรื่องที่อยากรู้ว่า “${q}”`, en: `As for “${q}”:` }),
];

/** A closing line with the nearest real date of the person's ศรี day. */
const CLOSINGS: Record<Tier, readonly Frag<Ctx>[]> = {
  high: [
    (c) => ({
      th: `วันศรีที่ใกล้ที่สุดคือ${c.sriNext.th} ลองหยิบ${c.sri.colourTh}มาใส่ในวันนั้นเพื่อเสริมเสน่ห์`,
      en: `Your nearest fortune day is ${c.sriNext.en}; wear ${c.sri.colourEn} that day to lift your charm.`,
    }),
    (c) => ({
      th: `จังหวะดีแบบนี้ไม่ได้มาบ่อย ${c.sriNext.th}เป็นวันศรีที่เหมาะจะใช้มันด้วยความจริงใจ`,
      en: `Good timing like this is rare; ${c.sriNext.en} is a fortune day to use it sincerely.`,
    }),
  ],
  mid: [
    (c) => ({
      th: `${c.sri.colourTh}เป็นสีเสริมเสน่ห์ของคุณ ใส่ใน${c.sriNext.th}หรือวันที่ต้องพบคนสำคัญ จะช่วยให้ใจมั่นขึ้น`,
      en: `${capitalise(c.sri.colourEn)} is your charm colour; wear it on ${c.sriNext.en} or whenever you meet someone who matters.`,
    }),
    (c) => ({
      th: `ความรักต้องการการดูแลทุกวันแม้เพียงเล็กน้อย เริ่มได้ตั้งแต่${c.sriNext.th}ซึ่งเป็นวันศรีที่ใกล้ที่สุด`,
      en: `Love needs a little care every day; start on ${c.sriNext.en}, your nearest fortune day.`,
    }),
  ],
  low: [
    (c) => ({
      th: `ในวันที่ใจหนัก ลองใส่${c.sri.colourTh}และทำสิ่งที่ทำให้ตัวเองยิ้มได้สักอย่าง วันศรีถัดไปคือ${c.sriNext.th}`,
      en: `On heavy days, wear ${c.sri.colourEn} and do one thing that makes you smile; your next fortune day is ${c.sriNext.en}.`,
    }),
    (c) => ({
      th: `คุณสมควรได้รับความรักที่ทำให้รู้สึกปลอดภัย ให้${c.sriNext.th}เป็นวันที่ใจดีกับตัวเองเป็นพิเศษ`,
      en: `You deserve a love that feels safe; make ${c.sriNext.en} a day of extra kindness to yourself.`,
    }),
  ],
};

/** What in the person helps with the theme: a strength of their birth day, or of their animal. */
function strengthLine(c: Ctx, rng: Rng): Bi | null {
  const { p } = c;
  const options: Bi[] = [];
  if (p.traits && p.weekday) {
    const i = Math.floor(rng() * p.traits.strengthsTh.length);
    const th = p.traits.strengthsTh[i] ?? '';
    const en = p.traits.strengthsEn[i] ?? '';
    options.push(
      {
        th: `${th}ของคนเกิด${dayTh(p.weekday)}คือทุนสำคัญของคุณในเรื่องนี้`,
        en: `The ${en} of a ${dayEn(p.weekday)} birth is your real asset here.`,
      },
      {
        th: `${th}ที่คุณมีติดตัวจะช่วยให้เรื่องนี้ไปได้ดีกว่าที่คิด`,
        en: `Your ${en} will carry this further than you expect.`,
      },
    );
  }
  // The animal's strength is the nature section's when there is one: said once.
  if (p.animal && options.length === 0) {
    options.push({
      th: `${p.animal.strengthTh}แบบคนปี${p.animal.yearNameTh}ช่วยให้คุณรับมือกับเรื่องหัวใจช่วงนี้ได้ดี`,
      en: `A ${p.animal.nameEn}’s ${p.animal.strengthEn} helps you handle matters of the heart now.`,
    });
  }
  return options.length ? pick(rng, options) : null;
}

/** The sentence a question's answer leans on, closed off as an English sentence. */
function sentenceEn(text: string): string {
  const t = capitalise(text.trim());
  return /[.!?”]$/.test(t) ? t : `${t}.`;
}

export function loveReading(input: LoveInput): ReadingResult<'love'> {
  checkOption(input.status, LOVE_STATUSES, 'status');
  const d = dayContext(input.date);
  const p = personContext(input, d);
  const partner = input.partner ? personContext(input.partner, d, 'partner') : null;
  const rng = readingRng('love', input);
  const intent = analyseQuestion(input.question);
  const theme = loveTheme(input.status, intent);

  let score = loreScore(p, rng, 61);
  if (p.animal && partner?.animal)
    score += Math.round(animalRelation(p.animal, partner.animal).effect / 3);
  if (input.status === 'heartbroken') score -= 3;
  if (theme === 'silence' || theme === 'conflict') score -= 3;
  score = clampScore(score);
  const tier = tierOf(score);

  const own = p.weekday ?? d.weekday;
  const sri = weekdayInRole(own.id, 'fortune');
  const c: Ctx = {
    p,
    d,
    intent,
    status: input.status,
    theme,
    tier,
    other: otherOf(theme, input.status, partner?.name ?? ''),
    focus: THEMES[theme].focus,
    window: windowFor(intent, d, tier),
    yearWord:
      intent.timeFrame === 'next-year'
        ? { th: 'ปีหน้า', en: 'next year' }
        : { th: 'ปีนี้', en: 'this year' },
    own,
    ownKnown: p.weekday !== null,
    sri,
    sriNext: nextDayOf(d, sri),
    mon: weekdayInRole(own.id, 'support'),
    kali: weekdayInRole(own.id, 'misfortune'),
    span: theme === 'silence' ? silenceSpan(intent.text) : null,
    place: pick(rng, p.weekday ? WHERE_TO_MEET[p.weekday.id] : WHERE_ANYONE),
  };
  const text = THEMES[theme];
  // A single person getting over someone lives the days of a heartbreak, not of looking.
  const layer =
    STATUS_LAYER[
      input.status === 'single' && GROUP[theme] === 'hurt'
        ? 'heartbroken'
        : (input.status ?? 'none')
    ];
  const q = quoteQuestion(input.question);
  const lucky = luckyFor(p, d, rng);
  const asksWhen = intent.form === 'when' || intent.timeFrame !== null;
  // The day's ทักษา is the answer's reason when there is a question, the summary's otherwise.
  const day = dayLine(c, rng);

  const sections: ReadingSection[] = [];
  if (q) {
    const lead = pick(rng, QUOTE_LEADS)(q);
    const lean = pickFrag(rng, text.lean[tier], c);
    sections.push(
      section('answer', { th: 'คำตอบของคำถาม', en: 'Your question' }, [
        { th: `${lead.th} ${lean.th}`, en: `${lead.en} ${sentenceEn(lean.en)}` },
        ...(asksWhen ? [pickFrag(rng, text.when, c)] : []),
        ...(intent.decision ? [pickFrag(rng, text.weigh, c)] : []),
        day,
      ]),
    );
  }

  const status = input.status;
  sections.push(
    section(
      'situation',
      status
        ? {
            th: `สถานะของคุณ: ${LOVE_STATUS_LABELS[status].th}`,
            en: `Your situation: ${LOVE_STATUS_LABELS[status].en}`,
          }
        : { th: 'เรื่องหัวใจตอนนี้', en: 'Your heart right now' },
      present([
        statusNote(c, rng),
        ...text.read.map((slot) => pickFrag(rng, slot, c)),
        strengthLine(c, rng),
      ]),
    ),
  );

  const nature = natureSection(c, rng);
  if (nature) sections.push(nature);
  const partnerPart = partner ? partnerSection(c, partner) : null;
  if (partnerPart) sections.push(partnerPart);

  const note = animalCountNote({
    reading: p.animal ? d.date : null,
    births: [
      { date: p.birth },
      ...(partner?.animal
        ? [
            {
              who: { th: partner.name || 'อีกคน', en: partner.name || 'the other person' },
              date: partner.birth,
            },
          ]
        : []),
    ],
  });
  sections.push(
    section(
      'timing',
      { th: 'จังหวะเวลา', en: 'Timing' },
      present([
        daysLine(c, rng),
        pickFrag(rng, layer.days, c),
        !q || !asksWhen ? pickFrag(rng, text.when, c) : null,
        yearLine(c, rng),
        note,
      ]),
    ),
  );

  sections.push(
    section(
      'caution',
      { th: 'สิ่งที่ควรระวัง', en: 'Watch out for' },
      present([pickFrag(rng, text.caution, c), pickFrag(rng, layer.caution, c), watchLine(c, rng)]),
    ),
    luckySection(lucky),
  );

  const frame = pickFrag(rng, FRAME, c);
  const tone = pickFrag(rng, (GROUP[theme] === 'hurt' ? TONE_HURT : TONE)[tier], c);
  const summaryTh = `${frame.th} ${tone.th}${q ? '' : ` ${day.th}`} คะแนนดวงความรักวันที่ ${d.dateTh} อยู่ที่ ${score}/100`;
  const summaryEn = `${capitalise(frame.en)}: ${tone.en}.${q ? '' : ` ${day.en}`} Love score for ${d.dateEn}: ${score}/100.`;
  const advice = paragraph([
    pickFrag(rng, text.advice, c),
    pickFrag(rng, layer.advice, c),
    // Healing is not "good timing to seize": a hurting heart gets the gentle closings.
    pickFrag(rng, CLOSINGS[GROUP[theme] === 'hurt' ? 'low' : tier], c),
  ]);

  return {
    kind: 'love',
    date: d.iso,
    titleTh: 'ดูดวงความรัก',
    titleEn: 'Love reading',
    summaryTh,
    summaryEn,
    sections,
    luckyColoursTh: lucky.coloursTh,
    luckyColoursEn: lucky.coloursEn,
    luckyNumbers: lucky.numbers,
    score0to100: score,
    adviceTh: advice.th,
    adviceEn: advice.en,
  };
}

/** What the person should mind in love: their birth day's weak spot or their animal's. */
function watchLine(c: Ctx, rng: Rng): Bi {
  const { p } = c;
  const out: Bi[] = [];
  if (p.traits && p.weekday) {
    out.push({
      th: `สำหรับคนเกิด${dayTh(p.weekday)} จุดที่ต้องระวังคือ${p.traits.watchOutTh}`,
      en: `For a ${dayEn(p.weekday)} birth, watch for this: ${lowerFirst(p.traits.watchOutEn)}`,
    });
  }
  if (p.animal) {
    out.push({
      th: `นิสัยคนปี${p.animal.yearNameTh}ที่ควรระวังในความรักคือ${p.animal.cautionTh}`,
      en: `The ${p.animal.nameEn} habit to mind in love: ${p.animal.cautionEn}.`,
    });
  }
  if (out.length === 0) {
    // The misfortune day is in the timing already; without a birth date, say what would help.
    return pick(rng, [
      {
        th: 'ถ้าใส่วันเกิดไว้ในครั้งหน้า จะอ่านจุดที่ควรระวังในความรักของตัวคุณเองได้ละเอียดขึ้น',
        en: 'Add your birth date next time and your own weak spots in love can be read too.',
      },
      {
        th: 'จุดที่ควรระวังเฉพาะตัวต้องดูจากวันเกิด ครั้งนี้จึงอ่านได้เพียงจังหวะของวันที่ถาม',
        en: 'Personal weak spots come from a birth date; this time only the day’s timing could be read.',
      },
    ]);
  }
  return pick(rng, out);
}
