/**
 * The built-in fortune teller's chat: answers to follow-up questions after a reading (a palm
 * reading above all) and to free questions, when no language model is configured.
 *
 * A reply is built the way a หมอดู talks: a short acknowledgement, what the reading (or, without
 * one, the person's birth weekday, ทักษา, animal year and the day) says about the topic, then an
 * answer in the shape of the question — a window of time for "when", a gentle leaning for yes/no,
 * advice otherwise — and an invitation to ask more. Everything is a tendency, never a promise.
 *
 * The question is read by `question.ts`: its subject (study, family, health and money each have
 * their own day line, never another topic's), the time it asks about (tomorrow, a week's days, a
 * month's dates, a year's animal and ชง — "ปีหน้า" is not answered about this Tuesday), and whose
 * matter it is (a child's exam is not read from the asker's birth lore).
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
import { addDays, dayOfWeek, ENGLISH_MONTHS, THAI_MONTHS, type CalendarDate } from './dates.ts';
import { PALM_FEAR_FACTS, type LifeFear } from './lore/palm-fears.ts';
import {
  LINE_NOT_SEEN,
  PALM_LINE_IDS,
  PALM_LINE_TEXTS,
  palmLinePhrases,
  RETAKE_PALM_ADVICE,
  type PalmLineId,
} from './palm-lines.ts';
import {
  analyseQuestion,
  CHAT_CONSULT_NOTES,
  CHAT_HEALTH_NOTE,
  CHAT_SUBJECTS,
  normaliseQuestion,
  whoseMatter,
  type ChatQuestionAnalysis,
  type ChatQuestionForm,
  type ChatSubject,
  type ChatSubtopic,
  type ChatTopic,
  type QuestionIntent,
  type TimeFrame,
} from './question.ts';
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
import { guardText } from './safety/colours-and-days.ts';
import { refuseLotteryNumbers } from './safety/lottery.ts';
import { createRng, hashString, pick, seedOf, type Rng } from './seed.ts';
import { capitalise, cleanName, joinBi, listEn, listTh, lowerFirst, type Bi } from './text.ts';
import {
  animalCountNote,
  animalOfYear,
  animalYearDisputed,
  ANIMALS,
  BIRTH_DAY_BUDDHA,
  TAKSA_ROLES,
  taksaRoleOf,
  weekdayInRole,
  yearRelation,
  type TaksaRole,
  type TaksaRoleId,
} from './thai-calendar.ts';
import { WEEKDAYS, WEEKDAY_IDS, WEEKDAY_LORE, type Weekday, type WeekdayId } from './weekday.ts';

// ---------------------------------------------------------------------------------------------
// The API
// ---------------------------------------------------------------------------------------------

// Reading a question lives in question.ts; the chat's callers still find it here.
export {
  analyseChatQuestion,
  CHAT_CONSULT_NOTES,
  CHAT_HEALTH_NOTE,
  CHAT_TOPICS,
  detectChatTopic,
  type ChatQuestionAnalysis,
  type ChatQuestionForm,
  type ChatSensitivity,
  type ChatSubject,
  type ChatSubtopic,
  type ChatTopic,
} from './question.ts';

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
  /** For a palm reading: which lines the photo showed (otherwise told from the sections' text). */
  lines?: { id: string; present: boolean }[];
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
  /**
   * The question typed with the reading (a palm photo's), if any: a message with no subject of
   * its own, in a chat with none before it, follows this one.
   */
  readingQuestion?: string | null;
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

export interface ChatReply {
  text: string;
  topic: ChatTopic;
  lang: 'th' | 'en';
}

/** The longest reply, in characters. */
export const CHAT_REPLY_MAX = 700;

// ---------------------------------------------------------------------------------------------
// Content
// ---------------------------------------------------------------------------------------------

type Topic = ChatSubject | 'other';

type Tier = 'high' | 'mid' | 'low';

/** The time a question asks about, when it names one the lore reads differently from today. */
interface Frame {
  kind: TimeFrame;
  ahead: 0 | 1;
  words: Bi;
}

interface Ctx {
  lang: 'th' | 'en';
  rng: Rng;
  topic: Topic;
  a: ChatQuestionAnalysis;
  frame: Frame | null;
  /**
   * The person whose matter this is when it is not the asker's ("ลูกจะสอบติดไหม"): their exam,
   * health or job is not read from the asker's birth lore.
   */
  other: Bi | null;
  day: DayContext;
  person: PersonContext;
  /** The birth details the day readings use: none when the matter is someone else's. */
  birth: Birth;
  /** The day's reading for `birth`. */
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

/** For a question about someone else's matter: the asker cares, the matter is theirs. */
const OTHER_OPENINGS: readonly Frag[] = [
  (c) => ({
    th: `ถามแทน${c.other?.th ?? ''}แบบนี้ เห็นเลยว่าเป็นห่วงมาก ขอดูให้อย่างตั้งใจนะ`,
    en: `Asking on behalf of ${c.other?.en ?? 'someone'} shows how much you care — let me look closely.`,
  }),
  (c) => ({
    th: `เรื่อง${LABEL[c.topic].th}ของ${c.other?.th ?? ''} ขอดูให้ทีละส่วนนะ`,
    en: `Let me look at this for ${c.other?.en ?? 'them'}, one part at a time.`,
  }),
];

/** Advice on someone else's matter is advice on how to stand by them. */
const OTHER_GUIDANCE: Partial<Record<Topic, readonly ((who: Bi) => Bi)[]>> = {
  study: [
    (w) => ({
      th: `ช่วงเตรียมสอบ สิ่งที่ช่วย${w.th}ได้มากที่สุดคือบรรยากาศที่ไม่กดดัน ชวนกินข้าวให้ตรงเวลาและนอนให้พอ กำลังใจจากคนในบ้านมีผลกับสมาธิมากกว่าที่คิด`,
      en: `While ${w.en} prepares, the greatest help is a calm home: regular meals and enough sleep. Encouragement at home does more for focus than you might think.`,
    }),
    (w) => ({
      th: `ลองถาม${w.th}ว่าอยากให้ช่วยอะไร แทนการถามคะแนน ความรู้สึกว่ามีคนอยู่ข้าง ๆ ทำให้กล้าเข้าห้องสอบด้วยใจที่นิ่งกว่า`,
      en: `Ask ${w.en} what would help rather than asking about marks; knowing someone is beside them lets them walk into the exam calmer.`,
    }),
  ],
  health: [
    (w) => ({
      th: `สิ่งที่ช่วย${w.th}ได้จริงคือการพาไปพบแพทย์ตามนัด ดูแลเรื่องอาหารและการพักผ่อน และอยู่เป็นกำลังใจใกล้ ๆ`,
      en: `What truly helps ${w.en} is keeping medical appointments, minding food and rest, and staying close as a source of strength.`,
    }),
    (w) => ({
      th: `การที่${w.th}มีคนคอยห่วงใยแบบนี้เป็นกำลังใจสำคัญ ดูแลใจตัวเองไปด้วยนะ คนดูแลก็ต้องการการพักเหมือนกัน`,
      en: `Having someone who cares like this means a great deal to ${w.en}. Look after yourself too — carers need rest as well.`,
    }),
  ],
  work: [
    (w) => ({
      th: `เรื่องงานของ${w.th} สิ่งที่ช่วยได้คือการรับฟังและให้กำลังใจ มากกว่าการตัดสินใจแทน`,
      en: `With ${w.en}’s work, listening and encouraging help more than deciding for them.`,
    }),
  ],
  money: [
    (w) => ({
      th: `เรื่องเงินของ${w.th} ถ้าจะช่วย ให้ช่วยในขอบเขตที่ไม่กระทบเงินที่คุณเองจำเป็นต้องใช้ และคุยกันให้ชัดตั้งแต่ต้น`,
      en: `If you help ${w.en} with money, keep within what you do not need yourself, and agree the terms clearly from the start.`,
    }),
  ],
};

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

/** What a leaning speaks of: the topic, whose matter it is (null: the asker's) and when. */
interface LeanOf {
  label: Bi;
  who: Bi | null;
  when: Bi | null;
}

/** "สำหรับปีหน้า " / "" — a leaning about a time asked says which. */
const forWhen = (w: Bi | null): Bi =>
  w ? { th: `สำหรับ${w.th} `, en: `for ${w.en}, ` } : { th: '', en: '' };

const LEANS: Record<'up' | 'even' | 'down', readonly ((x: LeanOf) => Bi)[]> = {
  up: [
    ({ who, when }) => ({
      th: `ถ้าให้ตอบแบบหมอดู ${forWhen(when).th}ดวงเอนไปทาง “ใช่” มากกว่า โดยเฉพาะถ้า${who?.th ?? 'คุณ'}ลงมือเองไม่รอโชค แต่ก็เป็นแนวโน้ม ไม่ใช่คำรับประกันนะ`,
      en: `If you want a fortune teller’s answer, ${forWhen(when).en}the stars lean towards “yes” — especially with action rather than waiting for luck, though it is a leaning, not a promise.`,
    }),
    ({ label, who, when }) => ({
      th: `${forWhen(when).th}แนวโน้มเรื่อง${label.th}ออกมาทางบวก มีแรงหนุนให้เป็นไปได้ แต่ผลจริงยังขึ้นกับความตั้งใจของ${who?.th ?? 'คุณ'}เป็นหลัก`,
      en: `${capitalise(forWhen(when).en)}the signs for ${label.en} lean positive — there is support for it, though the outcome rests mainly on ${who ? `${who.en}’s` : 'your'} own effort.`,
    }),
  ],
  even: [
    ({ who, when }) =>
      when || who
        ? {
            th: `${forWhen(when).th}คำตอบยังก้ำกึ่ง ครึ่งหนึ่งขึ้นกับจังหวะ อีกครึ่งขึ้นกับสิ่งที่${who?.th ?? 'คุณ'}เลือกทำตั้งแต่ตอนนี้`,
            en: `${capitalise(forWhen(when).en)}the answer is finely balanced: half is timing, half is what ${who?.en ?? 'you'} choose${who ? 's' : ''} to do from now on.`,
          }
        : {
            th: 'คำตอบตอนนี้ยังก้ำกึ่ง ครึ่งหนึ่งขึ้นกับจังหวะ อีกครึ่งขึ้นกับสิ่งที่คุณเลือกทำในอีกไม่กี่สัปดาห์นี้',
            en: 'The answer is finely balanced: half is timing, half is what you choose to do in the next few weeks.',
          },
    ({ when }) => ({
      th: `${forWhen(when).th}ดวงยังไม่ชี้ไปทางไหนชัด ถ้าเตรียมตัวดีและสื่อสารตรง ๆ โอกาสจะค่อย ๆ เอียงมาทางที่หวัง`,
      en: `${capitalise(forWhen(when).en)}the stars have not settled either way; prepare well and speak plainly, and the odds will tilt the way you hope.`,
    }),
  ],
  down: [
    ({ when }) =>
      when
        ? {
            th: `${forWhen(when).th}ดวงยังไม่เปิดทางเต็มที่ ควรเผื่อเวลาและเตรียมตัวให้พร้อมกว่าปกติ แล้วค่อย ๆ ขยับทีละก้าว`,
            en: `${capitalise(forWhen(when).en)}the way is not fully open: leave more time than usual, prepare well and move one step at a time.`,
          }
        : {
            th: 'ตอนนี้ดวงยังไม่เปิดทางเต็มที่ อาจยังไม่ใช่จังหวะที่ดีที่สุด รออีกนิดให้อะไร ๆ นิ่งกว่านี้จะดีกว่านะ',
            en: 'The way is not fully open yet — this may not be the best moment, and waiting until things settle would be wiser.',
          },
    ({ when }) =>
      when
        ? {
            th: `${forWhen(when).th}ดวงยังไม่หนุนเต็มที่ ไม่ได้แปลว่าเป็นไปไม่ได้ แต่ควรเตรียมตัวให้รอบคอบกว่าปกติ`,
            en: `${capitalise(forWhen(when).en)}the stars are not fully behind it: not impossible, but prepare more carefully than usual.`,
          }
        : {
            th: 'แนวโน้มบอกให้ชะลอไว้ก่อน ไม่ได้แปลว่าเป็นไปไม่ได้ แต่ถ้ารีบตอนนี้อาจต้องออกแรงมากกว่าที่ควร',
            en: 'The signs suggest slowing down for now: it is not impossible, but rushing may cost more effort than it should.',
          },
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
  // No palm line speaks of health: a health question on a palm reading gets its overall
  // picture and the health note, never a line read as a health sign.
  health: [],
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
    th: 'เส้นที่บอกการสื่อสารและหัวการค้า',
    en: 'the line of communication and trade',
  },
  life: {
    th: 'เส้นที่บอกพลังใจและจุดเปลี่ยนสำคัญของชีวิต',
    en: 'the line of drive and life’s big turns',
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

/** The palmistry phrases of a line (not its measured shape) that a section body contains. */
function palmFragments(line: PalmLineId, s: ChatReplySection): Bi[] {
  return palmLinePhrases(line).filter((f) => s.bodyTh.includes(f.th) || s.bodyEn.includes(f.en));
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

/** Whether the photo showed a line: the reading says so, or its text opens by saying it did not. */
function lineShown(
  r: ChatReplyReading,
  line: PalmLineId,
  s: ChatReplySection | undefined,
): boolean {
  const told = r.lines?.find((l) => l.id === line);
  if (told) return told.present;
  if (!s) return false;
  return !s.bodyTh.startsWith(LINE_NOT_SEEN.th) && !s.bodyEn.startsWith(LINE_NOT_SEEN.en);
}

/** A palm reading in which the photo showed no line at all. */
function unreadablePalm(r: ChatReplyReading | null): boolean {
  if (!r || r.kind !== 'palm') return false;
  const sections = r.sections
    .map((s) => ({ s, line: palmLineOf(s) }))
    .filter((x): x is { s: ChatReplySection; line: PalmLineId } => x.line !== null);
  if (r.lines && r.lines.length > 0) return r.lines.every((l) => !l.present);
  return sections.length > 0 && sections.every(({ s, line }) => !lineShown(r, line, s));
}

/** Said of a line the photo did not show, instead of reading anything into it. */
function lineNotShown(c: Ctx, line: PalmLineId): Bi {
  const t = PALM_LINE_TEXTS[line];
  const ne = lineNameEn(line);
  const l = LABEL[c.topic];
  if (t.missing) {
    return {
      th: `${t.nameTh}ในภาพที่ส่งมายังไม่ชัด อาจเป็นเพราะภาพ หรือมือของคุณไม่มีเส้นนี้ก็ได้ ${t.missing.th}`,
      en: `Your ${ne} did not show clearly in the photo — perhaps the photo, perhaps a palm without one. ${t.missing.en}`,
    };
  }
  return {
    th: `${t.nameTh}ในภาพที่ส่งมายังไม่ชัดพอจะอ่าน จึงยังไม่ขอตอบเรื่อง${l.th}จาก${t.nameTh} ขอไม่เดาให้นะ`,
    en: `Your ${ne} did not show clearly enough in the photo to be read, so I will not guess at ${l.en} from it.`,
  };
}

function quoteLine(c: Ctx, line: PalmLineId, s: ChatReplySection): Bi {
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

function groundFromReading(c: Ctx): Bi | null {
  const r = c.reading;
  if (!r) return null;
  const usable = r.sections.filter((s) => (c.lang === 'th' ? s.bodyTh : s.bodyEn).trim() !== '');
  const lines = new Map<PalmLineId, ChatReplySection>();
  for (const s of usable) {
    const line = palmLineOf(s);
    if (line && !lines.has(line)) lines.set(line, s);
  }

  // A palm reading: the line that speaks to the topic, if the photo showed it.
  if (lines.size > 0) {
    const wanted =
      (c.a.subtopic && c.topic !== 'other' ? PALM_LINES_FOR_SUB[c.a.subtopic] : undefined) ??
      PALM_LINES_FOR[c.topic];
    const shown = (l: PalmLineId) => lines.has(l) && lineShown(r, l, lines.get(l));
    const named = c.a.line && lines.has(c.a.line) ? c.a.line : null;
    if (named && !shown(named)) return lineNotShown(c, named);
    const seenWanted = wanted.filter(shown);
    const seenAll = [...lines.keys()].filter(shown);
    const line =
      named ??
      (c.topic === 'other'
        ? seenAll.length > 0
          ? pickFresh(c, seenWanted.length > 0 ? seenWanted : seenAll, (l) =>
              c.lang === 'th' ? PALM_LINE_TEXTS[l].nameTh : lineNameEn(l),
            )
          : null
        : (seenWanted[0] ?? null));
    // The subject's first line did not show: said plainly (kindly, for a line a palm may lack).
    const first = c.topic === 'other' || named ? undefined : wanted.find((l) => lines.has(l));
    const missed = first && !shown(first) ? lineNotShown(c, first) : null;
    if (line) {
      const quoted = quoteLine(c, line, lines.get(line) as ChatReplySection);
      return missed ? joinBi([missed, quoted]) : quoted;
    }
    if (missed) return missed;
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
  // A palm says nothing about health: quoting it next to a health answer would suggest it does.
  if (isPalm && c.topic === 'health') return null;
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

/** The day reading's own aspect for a topic, where it has one. */
const ASPECT_FOR: Partial<Record<Topic, DailyAspect>> = {
  love: 'love',
  work: 'work',
  money: 'money',
  health: 'health',
  luck: 'luck',
  legal: 'luck',
  other: 'luck',
};

/** What a day holds for one topic: a score out of 100 and a sentence. */
interface DayAspect {
  score: number;
  th: string;
  en: string;
}

const STUDY_DAY: Record<Tier, readonly Bi[]> = {
  high: [
    {
      th: 'สมาธิดี อ่านอะไรก็เข้าหัว เหมาะกับการทวนบทที่ยากหรือลองทำข้อสอบเก่า',
      en: 'Focus is good and what you read sinks in — a day for the hard chapters or past papers.',
    },
    {
      th: 'มีแรงหนุนจากครูและผู้ใหญ่ ติดตรงไหนให้ถาม จะได้คำแนะนำที่ตรงจุด',
      en: 'Teachers and elders are on your side; ask wherever you are stuck and the advice will hit the mark.',
    },
    {
      th: 'ความจำดีและคิดเป็นระบบ เหมาะกับการสรุปเนื้อหาเป็นแผนผังของตัวเอง',
      en: 'Memory is sharp and thinking orderly — good for mapping a subject out in your own words.',
    },
  ],
  mid: [
    {
      th: 'การเรียนไปได้ตามจังหวะ อ่านให้จบทีละบทดีกว่ากระโดดไปมาหลายวิชา',
      en: 'Study keeps its pace; finish one chapter at a time rather than hopping between subjects.',
    },
    {
      th: 'อาจมีเรื่องมาดึงความสนใจบ้าง ปิดการแจ้งเตือนระหว่างอ่านจะช่วยได้มาก',
      en: 'Distractions may tug at you; silencing notifications while you study helps a lot.',
    },
    {
      th: 'เหมาะกับการทบทวนสิ่งที่เรียนไปแล้ว มากกว่าการเริ่มเนื้อหาใหม่ที่ยาก',
      en: 'Better for reviewing what you have learned than for starting hard new material.',
    },
  ],
  low: [
    {
      th: 'สมาธิสั้นกว่าปกติ แบ่งอ่านเป็นช่วงสั้น ๆ แล้วพักสายตา จะได้ผลกว่าฝืนอ่านยาว',
      en: 'Focus is shorter than usual; short sessions with breaks work better than forcing a long one.',
    },
    {
      th: 'ระวังความสะเพร่า ตรวจคำตอบและกำหนดส่งงานให้ดีอีกรอบ',
      en: 'Watch for careless slips; check your answers and deadlines once more.',
    },
    {
      th: 'ใจอาจกังวลเรื่องผลสอบ ลองเขียนสิ่งที่ยังไม่เข้าใจเป็นข้อ ๆ แล้วค่อย ๆ เก็บทีละข้อ',
      en: 'Worry about results may creep in; list what you do not yet understand and clear it point by point.',
    },
  ],
};

const FAMILY_DAY: Record<Tier, readonly Bi[]> = {
  high: [
    {
      th: 'บรรยากาศในบ้านอบอุ่น เหมาะกับการคุยเรื่องที่ค้างใจหรือชวนกันไปทำบุญ',
      en: 'Home feels warm — a good day to talk over what has been left unsaid, or to make merit together.',
    },
    {
      th: 'ผู้ใหญ่ในบ้านใจดีเป็นพิเศษ ขอความช่วยเหลือหรือคำปรึกษาได้ผลดี',
      en: 'The elders at home are especially kind; asking for help or advice goes well.',
    },
    {
      th: 'คนในครอบครัวเข้าใจกันง่าย เรื่องที่เคยเห็นต่างมีทางตกลงกันได้',
      en: 'The family understands one another easily; old disagreements can find common ground.',
    },
  ],
  mid: [
    {
      th: 'เรื่องในบ้านเรียบ ๆ ความใส่ใจเล็ก ๆ อย่างการโทรถามไถ่จะช่วยให้ใกล้กันขึ้น',
      en: 'Things at home are quiet; a small gesture such as a call to ask how they are brings you closer.',
    },
    {
      th: 'อาจมีเรื่องจุกจิกในบ้านให้จัดการ แบ่งหน้าที่กันให้ชัดแล้วจะเบาลง',
      en: 'Small household matters may need handling; share the tasks clearly and they lighten.',
    },
    {
      th: 'เหมาะกับการใช้เวลาด้วยกันแบบสบาย ๆ มากกว่าการคุยเรื่องเครียด',
      en: 'Better for easy time together than for heavy talks.',
    },
  ],
  low: [
    {
      th: 'อารมณ์ของคนในบ้านอ่อนไหวง่าย เลี่ยงการเถียงเรื่องเงินหรือเรื่องเก่า',
      en: 'Feelings at home are raw; avoid arguing over money or old matters.',
    },
    {
      th: 'อาจมีความเข้าใจผิดกันในครอบครัว ฟังให้จบก่อนตอบจะช่วยได้มาก',
      en: 'Misunderstandings may arise in the family; hearing each other out before answering helps a lot.',
    },
    {
      th: 'ผู้ใหญ่ในบ้านอาจต้องการการดูแลมากขึ้น แวะไปหาหรือโทรหาให้บ่อยขึ้นนะ',
      en: 'The elders at home may need more care; visit or call a little more often.',
    },
  ],
};

const TRAVEL_DAY: Record<Tier, readonly Bi[]> = {
  high: [
    {
      th: 'การเดินทางสะดวก มีแววได้พบผู้คนหรือโอกาสใหม่ระหว่างทาง',
      en: 'Travel is easy, with a chance of meeting new people or openings on the way.',
    },
    {
      th: 'เหมาะกับการวางแผนทริปหรือดูที่อยู่ใหม่ เรื่องเอกสารจะผ่านไปได้ด้วยดี',
      en: 'Good for planning a trip or viewing a new home; paperwork goes through smoothly.',
    },
  ],
  mid: [
    {
      th: 'เดินทางได้ตามปกติ เผื่อเวลาไว้สักหน่อยแล้วจะไม่ต้องรีบ',
      en: 'Travel is ordinary; leave a little extra time and there is no need to rush.',
    },
    {
      th: 'ก่อนออกเดินทางหรือขนของ เช็กเอกสารและของจำเป็นอีกรอบ',
      en: 'Before setting off or moving things, check documents and essentials once more.',
    },
  ],
  low: [
    {
      th: 'การเดินทางอาจล่าช้าหรือต้องเปลี่ยนแผน เผื่อเวลาไว้และเลี่ยงการขับรถตอนเหนื่อย',
      en: 'Journeys may run late or change; allow extra time and avoid driving when tired.',
    },
    {
      th: 'ยังไม่ใช่วันดีสำหรับเซ็นสัญญาเช่าหรือขนย้าย ถ้าเลื่อนได้ลองดูวันอื่น',
      en: 'Not the day to sign a lease or move; if you can, choose another day.',
    },
  ],
};

/**
 * Study, family and travel have no aspect in the day reading, so they get their own sentences,
 * scored from the nearest aspects and the day's planet: Thursday is teachers' day and Wednesday's
 * Mercury rules learning; Sunday is a day for family, Monday's Moon for care, Saturday for home
 * (the day energies of `readings/daily.ts`).
 */
const DERIVED: Partial<
  Record<
    Topic,
    {
      from: readonly DailyAspect[];
      bonus: Partial<Record<WeekdayId, number>>;
      texts: Record<Tier, readonly Bi[]>;
    }
  >
> = {
  study: {
    from: ['work', 'work', 'luck'],
    bonus: { thursday: 8, 'wednesday-day': 5 },
    texts: STUDY_DAY,
  },
  family: {
    from: ['love', 'health'],
    bonus: { sunday: 6, monday: 5, saturday: 3 },
    texts: FAMILY_DAY,
  },
  travel: { from: ['luck', 'work'], bonus: {}, texts: TRAVEL_DAY },
};

/** The topic's name in "ดวงวันนี้ด้าน…". */
const DAY_LABEL: Record<Topic, Bi> = {
  love: { th: 'ความรัก', en: 'love' },
  work: { th: 'การงาน', en: 'work' },
  money: { th: 'การเงิน', en: 'money' },
  health: { th: 'สุขภาพ', en: 'health' },
  study: { th: 'การเรียน', en: 'study' },
  travel: { th: 'การเดินทาง', en: 'travel' },
  family: { th: 'ครอบครัว', en: 'family' },
  luck: { th: 'โชคลาภ', en: 'luck' },
  legal: { th: 'โชคลาภ', en: 'luck' },
  other: { th: 'โชคลาภ', en: 'luck' },
};

function tierOfScore(score: number): Tier {
  return score >= 72 ? 'high' : score >= 52 ? 'mid' : 'low';
}

/** What one day's reading holds for a topic. */
function topicDay(topic: Topic, r: DailyReading): DayAspect {
  const aspect = ASPECT_FOR[topic];
  const derived = DERIVED[topic];
  if (aspect || !derived) return r.aspects[aspect ?? 'luck'];
  const base = derived.from.reduce((sum, a) => sum + r.aspects[a].score, 0) / derived.from.length;
  const score = Math.round(Math.min(97, Math.max(18, base + (derived.bonus[r.weekday.id] ?? 0))));
  const pool = derived.texts[tierOfScore(score)];
  const text = pool[hashString(`${r.date}:${topic}`) % pool.length] as Bi;
  return { score, th: text.th, en: text.en };
}

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
  const r = topicDay(c.topic, c.daily);
  const l = DAY_LABEL[c.topic];
  const core = { th: r.th, en: lowerFirst(r.en) };
  if (c.other) {
    // Someone else's matter: the day as it is for anyone, not the asker's ทักษา.
    return {
      th: `พลังของ${dayTh(c.day.weekday)}นี้ด้าน${l.th}โดยรวมบอกว่า ${r.th}`,
      en: `This ${dayEn(c.day.weekday)}’s energy for ${l.en}, for anyone: ${lowerFirst(r.en)}`,
      core,
    };
  }
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
  return { ...line, core };
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

/** "ปีนี้เป็นปีมะเมีย" / "ปีหน้า (พ.ศ. 2570) เป็นปีมะแม". */
function yearLead(year: number, ahead: 0 | 1): Bi {
  const y = animalOfYear(year);
  return ahead === 1
    ? {
        th: `ปีหน้า (พ.ศ. ${year + 543}) เป็นปี${y.yearNameTh}`,
        en: `Next year, ${year}, is the year of the ${y.nameEn}`,
      }
    : { th: `ปีนี้เป็นปี${y.yearNameTh}`, en: `This is the year of the ${y.nameEn}` };
}

/**
 * How the animal year counts, in one sentence, when it matters: a reading day in January–April
 * (this year), or next year's first weeks, which Thai astrology and the Chinese calendar still
 * give to this year's animal — and a birthday in January–April (docs/decisions/012).
 */
function yearCountNote(c: Ctx, year: number, ahead: 0 | 1): Bi | null {
  const births = c.other ? [] : [{ date: c.person.birth }];
  if (ahead === 0) return animalCountNote({ reading: c.day.date, births, brief: true });
  const before = animalOfYear(year - 1);
  const birth = c.other ? null : c.person.birth;
  const early = birth && animalYearDisputed(birth) ? animalOfYear(birth.year - 1) : null;
  return {
    th: `ปีนักษัตรในที่นี้เปลี่ยนวันที่ 1 มกราคมตามปีปฏิทิน ถ้านับแบบโหราศาสตร์ไทยหรือปฏิทินจีน ช่วงต้นปีหน้ายังเป็นปี${before.yearNameTh}${early ? ` และวันเกิดของคุณอาจยังนับเป็นปี${early.yearNameTh}` : ''}`,
    en: `Animal years here change on 1 January; by Thai astrology or the Chinese calendar, the first weeks of next year still belong to the ${before.nameEn}${early ? `, and your birthday may still count as the year of the ${early.nameEn}` : ''}.`,
  };
}

/** This year's (or next year's) animal against the person's: ชงตรง, ชงร่วม, ไห่ or support. */
function yearLine(c: Ctx, ahead: 0 | 1 = 0): Bi | null {
  const line = yearRelationLine(c, ahead);
  if (!line) return null;
  const note = yearCountNote(c, c.day.date.year + ahead, ahead);
  return note ? joinBi([line, note]) : line;
}

function yearRelationLine(c: Ctx, ahead: 0 | 1): Bi | null {
  const a = c.person.animal;
  if (!a || c.other) return null;
  const year = c.day.date.year + ahead;
  const rel = yearRelation(a, animalOfYear(year));
  const lead = yearLead(year, ahead);
  let line: Bi;
  switch (rel.kind) {
    case 'clash':
      line = {
        th: `${lead.th} ซึ่งชงตรงกับปี${a.yearNameTh}ของคุณ เรื่องใหญ่จึงควรคิดให้รอบคอบ และทำบุญเสริมใจไว้`,
        en: `${lead.en}, which clashes head-on (ชงตรง) with your ${a.nameEn} year, so think big steps through and steady yourself with merit-making.`,
      };
      break;
    case 'same':
      line = {
        th: `${lead.th} ตรงกับปีนักษัตรของคุณเอง ตำรานับเป็นปีชงร่วม จึงควรทบทวนตัวเองและไม่ประมาท`,
        en: `${lead.en} — your own animal year, counted as a lesser clash (ชงร่วม): a year to take stock and avoid carelessness.`,
      };
      break;
    case 'punishment':
    case 'break':
      line = {
        th: `${lead.th} ซึ่งเป็นปีชงร่วมของคนเกิดปี${a.yearNameTh} แรงกระทบเบากว่าชงตรง วางแผนเผื่อไว้และคุยกับคนใกล้ตัวให้ชัด แล้วจะผ่านไปได้ดี`,
        en: `${lead.en}, a lesser clash (ชงร่วม) for the ${a.nameEn}: milder than a head-on clash — leave slack in your plans and talk things through.`,
      };
      break;
    case 'harm':
      line = {
        th: `${lead.th} ซึ่งเป็นปีไห่ของคนเกิดปี${a.yearNameTh} เบากว่าปีชง อาจมีเรื่องขัดใจเล็ก ๆ กับคนใกล้ตัว ใจเย็นไว้แล้วจะผ่านไปได้`,
        en: `${lead.en}, a ไห่ year for the ${a.nameEn}, milder than ชง: small frictions may come; stay calm and they pass.`,
      };
      break;
    case 'triad':
    case 'harmony':
      line = {
        th: `${lead.th} ซึ่งส่งเสริมคนเกิดปี${a.yearNameTh} มีแรงหนุนจากผู้คนและโอกาสที่มาถูกจังหวะ`,
        en: `${lead.en}, which supports the ${a.nameEn}: people back you and chances come at the right time.`,
      };
      break;
    default:
      line = {
        th: `${lead.th} ซึ่งไม่ได้ชงหรือหนุนปี${a.yearNameTh}เป็นพิเศษ ผลลัพธ์จึงอยู่ที่ความตั้งใจของคุณเป็นหลัก`,
        en: `${lead.en}, which neither clashes with nor boosts the ${a.nameEn}, so the outcome rests on your own intent.`,
      };
  }
  return line;
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

type LoreLine = (c: Ctx) => Lore | null;

/** Lines about the asker's own birth, which say nothing about someone else's matter. */
const ASKER_LINES: ReadonlySet<LoreLine> = new Set([traitLine, animalLine, dayRoleLine, yearLine]);
/** Lines about today (or this year), which do not answer a question about another time. */
const NOW_LINES: ReadonlySet<LoreLine> = new Set([aspectLine, dayRoleLine, yearLine]);

/** Whether the question asks about the present (or names no time): today's lore answers it. */
function asksNow(c: Ctx): boolean {
  const f = c.frame;
  return !f || (f.kind === 'today' && f.ahead === 0) || f.kind === 'soon' || f.kind === 'later';
}

/**
 * The lore sentence a reply rests on, or null when the time asked carries the lore itself (a
 * question about next month about someone else's matter is answered by that month's days).
 */
function groundFromLore(c: Ctx): Bi | null {
  const byTopic: Record<Topic, readonly LoreLine[]> = {
    love: [traitLine, aspectLine, dayRoleLine, animalLine],
    work: [traitLine, aspectLine, dayRoleLine, yearLine],
    money: [traitLine, aspectLine, dayRoleLine, yearLine],
    health: [traitLine, aspectLine],
    study: [aspectLine, traitLine, animalLine, dayRoleLine],
    travel: [aspectLine, dayRoleLine, yearLine],
    family: [aspectLine, dayRoleLine, traitLine, animalLine],
    luck: [aspectLine, dayRoleLine, yearLine],
    legal: [yearLine, dayRoleLine],
    other: [yearLine, dayRoleLine, animalLine, aspectLine],
  };
  const now = asksNow(c);
  let lines = byTopic[c.topic].filter(
    (f) => (now || !NOW_LINES.has(f)) && !(c.other && (ASKER_LINES.has(f) || c.topic === 'health')),
  );
  // "วันนี้…": today's reading of the topic comes first.
  if (c.frame?.kind === 'today' && c.frame.ahead === 0 && lines.includes(aspectLine)) {
    lines = [aspectLine, ...lines.filter((f) => f !== aspectLine)];
  }
  const found = lines.map((f) => f(c)).filter((b): b is Lore => b !== null);
  if (found.length === 0) {
    // Someone else's health is not read from a day's tendencies: the care and the doctor answer.
    if (!now || (c.other && c.topic === 'health')) return null;
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
  // Someone else's matter is timed by the topic's planet, not by the asker's ทักษา.
  const owner = c.other ? null : c.person.weekday;
  const roleId = ROLE_FOR[c.topic];
  const role = TAKSA_ROLES.find((r) => r.id === roleId);
  const w: Weekday = owner ? weekdayInRole(owner.id, roleId) : WEEKDAYS[PLANET_DAY_FOR[c.topic]];
  // The window opens one to three months ahead, by the planet of the day (a tendency, no more).
  const ahead =
    1 + ((WEEKDAY_LORE[w.id].planetNumber + CHAT_SUBJECTS.indexOf(c.topic as ChatSubject) + 1) % 3);
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

// ---------------------------------------------------------------------------------------------
// The time asked: tomorrow, a week's days, a month's dates, a year's animal
// ---------------------------------------------------------------------------------------------

/** What the time asked holds for the topic; `window` when it already says when. */
interface FramePart {
  text: Bi;
  /** How the time leans for the topic, 0–100 (60 is even), for a yes/no answer. */
  score: number;
  window: boolean;
}

interface DayOf {
  day: DayContext;
  aspect: DayAspect;
  /** The day's place on the asker's ทักษา wheel; null for someone else's matter or no birth. */
  role: TaksaRole | null;
}

function isoOf(d: CalendarDate): string {
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

function daysOf(c: Ctx, dates: readonly CalendarDate[]): DayOf[] {
  const owner = c.other ? null : c.person.weekday;
  return dates.map((date) => {
    const day = dayContext(isoOf(date));
    return {
      day,
      aspect: topicDay(c.topic, daily(day.iso, c.birth)),
      role: owner ? taksaRoleOf(owner.id, day.weekday.id) : null,
    };
  });
}

/**
 * สัปดาห์นี้ runs from today to Sunday — on into the coming days when only a weekend is left;
 * สัปดาห์หน้า is next Monday to Sunday.
 */
function weekDates(from: CalendarDate, ahead: 0 | 1): CalendarDate[] {
  const sinceMonday = (dayOfWeek(from) + 6) % 7;
  if (ahead === 1) return Array.from({ length: 7 }, (_, i) => addDays(from, 7 - sinceMonday + i));
  const left = 7 - sinceMonday;
  return Array.from({ length: left >= 3 ? left : 7 }, (_, i) => addDays(from, i));
}

/** เดือนนี้: today to the month's end; เดือนหน้า: the whole of next month. */
function monthDates(from: CalendarDate, ahead: 0 | 1): CalendarDate[] {
  const first =
    ahead === 1
      ? {
          year: from.month === 12 ? from.year + 1 : from.year,
          month: (from.month % 12) + 1,
          day: 1,
        }
      : from;
  const dates: CalendarDate[] = [];
  for (let d = first; d.month === first.month; d = addDays(d, 1)) dates.push(d);
  return dates;
}

const monthTh = (d: CalendarDate) => THAI_MONTHS[d.month - 1] ?? '';
const monthEn = (d: CalendarDate) => ENGLISH_MONTHS[d.month - 1] ?? '';

function rangeOf(a: CalendarDate, b: CalendarDate): Bi {
  return a.month === b.month
    ? { th: `${a.day}–${b.day} ${monthTh(a)}`, en: `${a.day}–${b.day} ${monthEn(a)}` }
    : {
        th: `${a.day} ${monthTh(a)} – ${b.day} ${monthTh(b)}`,
        en: `${a.day} ${monthEn(a)} – ${b.day} ${monthEn(b)}`,
      };
}

/** "วันพฤหัสบดีที่ 26" / "Thursday 26 Nov". */
function dayRef(d: DayOf): Bi {
  return {
    th: `${dayTh(d.day.weekday)}ที่ ${d.day.date.day}`,
    en: `${dayEn(d.day.weekday)} ${d.day.date.day} ${monthEn(d.day.date).slice(0, 3)}`,
  };
}

/** "3, 12 และ 21" — numbers read better with commas than listTh's spaces. */
function numbersTh(items: readonly number[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} และ ${items[items.length - 1]}`;
}

/** "เรื่องการงาน" / " for work" — nothing for a question with no subject of its own. */
function topicPhrase(c: Ctx): Bi {
  if (c.topic === 'other') return { th: '', en: '' };
  const l = DAY_LABEL[c.topic];
  return { th: `เรื่อง${l.th}`, en: ` for ${l.en}` };
}

const byScore = (x: DayOf, y: DayOf) =>
  y.aspect.score - x.aspect.score || x.day.iso.localeCompare(y.day.iso);

const average = (days: readonly DayOf[]) =>
  Math.round(days.reduce((sum, d) => sum + d.aspect.score, 0) / Math.max(1, days.length));

function tomorrowPart(c: Ctx, f: Frame): FramePart {
  const [d] = daysOf(c, [addDays(c.day.date, 1)]) as [DayOf];
  const owner = c.other ? null : c.person.weekday;
  const l = DAY_LABEL[c.topic];
  const role =
    d.role && owner
      ? {
          th: ` ซึ่งเป็นวัน${d.role.nameTh}ของคนเกิด${dayTh(owner)}`,
          en: `, the ${d.role.nameEn.toLowerCase()} day (${d.role.nameTh}) of those born on a ${dayEn(owner)}`,
        }
      : { th: '', en: '' };
  return {
    text: {
      th: `${f.words.th}ตรงกับ${dayTh(d.day.weekday)}ที่ ${d.day.dateTh}${role.th} ดวงด้าน${l.th}บอกว่า ${d.aspect.th}`,
      en: `${capitalise(f.words.en)} is ${dayEn(d.day.weekday)}, ${d.day.dateEn}${role.en}; for ${l.en}: ${lowerFirst(d.aspect.en)}`,
    },
    score: d.aspect.score,
    window: true,
  };
}

function weekPart(c: Ctx, f: Frame): FramePart {
  const days = daysOf(c, weekDates(c.day.date, f.ahead));
  const owner = c.other ? null : c.person.weekday;
  const bad = days.find((d) => d.role?.id === 'misfortune') ?? null;
  const ranked = days.filter((d) => d !== bad).sort(byScore);
  const best = ranked[0] as DayOf;
  const second = ranked[1] as DayOf;
  const worst = ranked[ranked.length - 1] as DayOf;
  const about = topicPhrase(c);
  const range = rangeOf((days[0] as DayOf).day.date, (days[days.length - 1] as DayOf).day.date);
  const bestRole =
    best.role && best.role.tone > 0
      ? {
          th: ` ซึ่งเป็นวัน${best.role.nameTh}ของคุณ`,
          en: `, your ${best.role.nameEn.toLowerCase()} day (${best.role.nameTh})`,
        }
      : { th: '', en: '' };
  const avoid =
    bad && owner
      ? {
          th: ` ส่วน${dayRef(bad).th} เป็นวันกาลกิณีของคนเกิด${dayTh(owner)} ไม่ควรเริ่มเรื่องสำคัญ`,
          en: `; ${dayRef(bad).en} is the misfortune day (กาลกิณี) of those born on a ${dayEn(owner)}, so start nothing important then`,
        }
      : worst !== second && tierOfScore(worst.aspect.score) === 'low'
        ? {
            th: ` ส่วน${dayRef(worst).th} ควรเบาเรื่องสำคัญไว้ก่อน`,
            en: `; go easy on ${dayRef(worst).en}`,
          }
        : { th: '', en: '' };
  return {
    text: {
      th: `${f.words.th} (${range.th}) วันที่ดวงหนุน${about.th}มากที่สุดคือ${dayRef(best).th}${bestRole.th} รองลงมาคือ${dayRef(second).th}${avoid.th}`,
      en: `${capitalise(f.words.en)} (${range.en}), the best-supported day${about.en} is ${dayRef(best).en}${bestRole.en}, then ${dayRef(second).en}${avoid.en}.`,
    },
    score: average(days),
    window: true,
  };
}

function monthPart(c: Ctx, f: Frame): FramePart {
  const days = daysOf(c, monthDates(c.day.date, f.ahead));
  const owner = c.other ? null : c.person.weekday;
  const first = (days[0] as DayOf).day.date;
  const count = Math.max(1, Math.min(3, Math.floor(days.length / 4)));
  const top = days
    .filter((d) => d.role?.id !== 'misfortune')
    .sort(byScore)
    .slice(0, count)
    .map((d) => d.day.date.day)
    .sort((a, b) => a - b);
  const about = topicPhrase(c);
  const roleId = ROLE_FOR[c.topic];
  const role = TAKSA_ROLES.find((r) => r.id === roleId);
  const good = owner && role ? weekdayInRole(owner.id, roleId) : null;
  const bad = owner ? weekdayInRole(owner.id, 'misfortune') : null;
  const goodText =
    good && role
      ? {
          th: ` รวมถึงทุก${dayTh(good)}ซึ่งเป็นวัน${role.nameTh}ของคุณ`,
          en: `, and every ${dayEn(good)}, your ${role.nameEn.toLowerCase()} day (${role.nameTh})`,
        }
      : { th: '', en: '' };
  const badText =
    bad && owner
      ? {
          th: ` ส่วน${dayTh(bad)}เป็นวันกาลกิณีของคนเกิด${dayTh(owner)} ไม่ควรเริ่มเรื่องใหญ่`,
          en: `; ${dayEn(bad)} is your misfortune day (กาลกิณี), so start nothing big then`,
        }
      : { th: '', en: '' };
  return {
    text: {
      th: `${f.words.th} (${monthTh(first)} ${first.year + 543}) วันที่ดวงหนุน${about.th}เด่นคือวันที่ ${numbersTh(top)}${goodText.th}${badText.th}`,
      en: `${capitalise(f.words.en)} (${monthEn(first)} ${first.year}), the best-supported days${about.en} are the ${listEn(top.map(String))}${goodText.en}${badText.en}.`,
    },
    score: average(days),
    window: true,
  };
}

type YearTone = 'good' | 'even' | 'hard';

/** What a year's tone means for a topic (an easy year, an ordinary one, a ชง year). */
const YEAR_TOPIC: Partial<Record<Topic, Record<YearTone, Bi>>> = {
  love: {
    good: {
      th: 'เรื่องความรักจึงมีแรงหนุน คนโสดมีโอกาสพบคนที่ใช่ผ่านคนรู้จัก คนมีคู่เหมาะกับการวางอนาคตด้วยกัน',
      en: 'Love has support: singles may meet someone through people they know, and couples can plan a future together.',
    },
    even: {
      th: 'เรื่องความรักจึงขึ้นกับการดูแลกันอย่างสม่ำเสมอมากกว่าดวง ความจริงใจเล็ก ๆ ทุกวันจะพาไปได้ดี',
      en: 'Love rests more on steady care than on the stars; small daily sincerity carries it well.',
    },
    hard: {
      th: 'เรื่องความรักควรใจเย็นกับกันและกันเป็นพิเศษ เรื่องใหญ่อย่างการแต่งงานหรือย้ายมาอยู่ด้วยกันควรคุยให้ชัดก่อนตัดสินใจ',
      en: 'In love, be extra patient with each other; talk big steps such as marriage or moving in through before deciding.',
    },
  },
  work: {
    good: {
      th: 'เรื่องการงานจึงมีผู้ใหญ่และโอกาสหนุน ถ้าวางแผนตั้งแต่ต้นปีจะเก็บเกี่ยวผลได้เต็มที่',
      en: 'Work has backing from seniors and openings; plan from the start of the year and you can reap it fully.',
    },
    even: {
      th: 'เรื่องการงานจึงไปได้ตามแรงที่ลงไป ค่อย ๆ สะสมผลงานแล้วจะเห็นความก้าวหน้า',
      en: 'Work goes as far as the effort you put in; build your record steadily and progress will show.',
    },
    hard: {
      th: 'เรื่องการงานอาจมีการเปลี่ยนแปลงหรือแรงกดดัน ถ้าคิดจะย้ายงานควรมีที่ใหม่รองรับก่อน และรักษาความสัมพันธ์กับคนในที่ทำงานไว้',
      en: 'Work may bring changes or pressure; if you think of moving on, line up the new place first and keep good ties at work.',
    },
  },
  money: {
    good: {
      th: 'เรื่องการเงินจึงมีทางเข้ามากขึ้น แต่ควรแบ่งเก็บไว้ก่อนใช้ทุกครั้ง',
      en: 'Money has more ways in, but put some aside before you spend each time.',
    },
    even: {
      th: 'เรื่องการเงินทรงตัว รายรับรายจ่ายจะดีขึ้นตามวินัยที่ทำ',
      en: 'Money holds steady and improves with the discipline you keep.',
    },
    hard: {
      th: 'เรื่องการเงินควรเก็บสำรองไว้มากกว่าปกติ และเลี่ยงการค้ำประกันหรือให้ยืมก้อนใหญ่',
      en: 'Keep a bigger reserve than usual, and avoid guaranteeing loans or lending large sums.',
    },
  },
  health: {
    good: {
      th: 'เรื่องสุขภาพ ปีแบบนี้เหมาะกับการเริ่มนิสัยดี ๆ อย่างการออกกำลังกายให้สม่ำเสมอ',
      en: 'For health, a year like this suits starting good habits such as regular exercise.',
    },
    even: {
      th: 'เรื่องสุขภาพ ให้ดูแลการพักผ่อนและตรวจสุขภาพประจำปีตามปกติ',
      en: 'For health, keep up your rest and your yearly check-up as usual.',
    },
    hard: {
      th: 'เรื่องสุขภาพ ปีที่มีแรงกระทบควรพักให้พอ ระวังอุบัติเหตุ และไม่ละเลยการตรวจสุขภาพตามนัด',
      en: 'For health, a year of knocks calls for enough rest, care against accidents and keeping check-up appointments.',
    },
  },
  study: {
    good: {
      th: 'เรื่องการเรียนจึงมีครูและผู้ใหญ่หนุน เหมาะกับการสมัครเรียน สอบ หรือขอทุน',
      en: 'Study has teachers and elders behind it — good for applying, sitting exams or seeking a scholarship.',
    },
    even: {
      th: 'เรื่องการเรียนจะไปได้ดีด้วยความสม่ำเสมอ อ่านทีละนิดทุกวันได้ผลกว่าอ่านหนักช่วงใกล้สอบ',
      en: 'Study goes well with steadiness: a little every day beats cramming before the exam.',
    },
    hard: {
      th: 'เรื่องการเรียนควรเตรียมตัวล่วงหน้า และมีแผนสำรองเรื่องที่เรียนหรือรอบสอบไว้ด้วย',
      en: 'For study, prepare early and keep a back-up plan for the school or the exam round.',
    },
  },
  family: {
    good: {
      th: 'เรื่องครอบครัวจึงอบอุ่น เหมาะกับงานมงคลหรือการรวมญาติ',
      en: 'The family is warm — a good year for celebrations or gathering relatives.',
    },
    even: {
      th: 'เรื่องครอบครัวจะราบรื่นถ้าหมั่นถามไถ่และแบ่งเวลาให้กัน',
      en: 'Family life runs smoothly if you keep in touch and make time for each other.',
    },
    hard: {
      th: 'เรื่องครอบครัวควรใจเย็นกับคนในบ้านเป็นพิเศษ เรื่องใหญ่อย่างทรัพย์สินหรือการย้ายบ้านควรคุยกันให้รอบคอบ',
      en: 'Be extra patient at home, and talk big matters such as property or moving house through carefully.',
    },
  },
  travel: {
    good: {
      th: 'เรื่องการเดินทางและการย้ายที่จึงมีแรงหนุน ไปแล้วได้เปิดมุมมองใหม่',
      en: 'Travel and moves have support and open new views.',
    },
    even: {
      th: 'เรื่องการเดินทางและการย้ายที่ทำได้ตามแผน เตรียมเอกสารและงบให้พร้อมไว้',
      en: 'Travel and moves can go to plan; have your papers and budget ready.',
    },
    hard: {
      th: 'เรื่องการเดินทางและการย้ายที่ควรเผื่อเวลาและงบไว้ และตรวจเอกสารให้ละเอียดก่อนออกเดินทาง',
      en: 'For travel and moves, leave time and budget to spare and check your documents closely.',
    },
  },
};

const YEAR_GENERIC: Record<YearTone, Bi> = {
  good: {
    th: 'ปีแบบนี้เหมาะกับการเริ่มสิ่งที่ตั้งใจไว้',
    en: 'A year like this suits starting what you have in mind.',
  },
  even: { th: 'ผลลัพธ์จึงขึ้นกับการลงมือเป็นหลัก', en: 'The outcome rests mainly on what is done.' },
  hard: {
    th: 'ควรคิดให้รอบคอบก่อนตัดสินใจเรื่องใหญ่ และหมั่นทำบุญให้ใจนิ่ง',
    en: 'Think big decisions through, and make merit to keep the mind steady.',
  },
};

/** Which animals a year is ชง with: ชงตรง the opposite animal, ชงร่วม its own and two more. */
function yearChongLine(c: Ctx, year: number, ahead: 0 | 1): Bi {
  const y = animalOfYear(year);
  const lead = yearLead(year, ahead);
  const direct = ANIMALS.filter((a) => yearRelation(a, y).chong === 'direct');
  const joint = ANIMALS.filter((a) => yearRelation(a, y).chong === 'joint');
  const who = c.other;
  return {
    th: `${lead.th} ปีที่ชงตรงคือ${listTh(direct.map((a) => `ปี${a.yearNameTh}`))} ส่วนปีชงร่วมคือ${listTh(joint.map((a) => `ปี${a.yearNameTh}`))}${who ? ` ถ้า${who.th}เกิดปีเหล่านี้ ให้วางแผนเผื่อไว้และใจเย็นเป็นพิเศษ` : ''}`,
    en: `${lead.en}: it clashes head-on with the ${listEn(direct.map((a) => a.nameEn))}, and lesser clashes fall on the ${listEn(joint.map((a) => a.nameEn))}${who ? `; if ${who.en} was born in one of those years, plan with extra slack` : ''}.`,
  };
}

function yearPart(c: Ctx, f: Frame): FramePart {
  const ahead: 0 | 1 = f.kind === 'next-year' ? 1 : f.ahead;
  const year = c.day.date.year + ahead;
  const own = yearRelationLine(c, ahead);
  const rel = own && c.person.animal ? yearRelation(c.person.animal, animalOfYear(year)) : null;
  const tone: YearTone = !rel
    ? 'even'
    : rel.effect >= 10
      ? 'good'
      : rel.effect <= -10
        ? 'hard'
        : 'even';
  const topic = YEAR_TOPIC[c.topic]?.[tone] ?? YEAR_GENERIC[tone];
  const note = yearCountNote(c, year, ahead);
  return {
    text: joinBi([own ?? yearChongLine(c, year, ahead), topic, ...(note ? [note] : [])]),
    score: 60 + (rel?.effect ?? 0),
    window: false,
  };
}

/** "When…" within a year: a window of months of that year, by the planet of the topic's day. */
function yearWindowLine(c: Ctx, f: Frame): Bi {
  const ahead: 0 | 1 = f.kind === 'next-year' ? 1 : f.ahead;
  const owner = c.other ? null : c.person.weekday;
  const roleId = ROLE_FOR[c.topic];
  const w: Weekday = owner ? weekdayInRole(owner.id, roleId) : WEEKDAYS[PLANET_DAY_FOR[c.topic]];
  const from = ahead === 1 ? 1 : Math.min(12, c.day.date.month + 1);
  const months = Array.from({ length: 13 - from }, (_, i) => from + i);
  const at =
    (WEEKDAY_LORE[w.id].planetNumber + CHAT_SUBJECTS.indexOf(c.topic as ChatSubject) + 1) %
    months.length;
  const m1 = months[at] as number;
  const m2 = months[at + 1];
  const l = LABEL[c.topic];
  const winTh = `เดือน${THAI_MONTHS[m1 - 1] ?? ''}${m2 ? `ถึง${THAI_MONTHS[m2 - 1] ?? ''}` : ''}`;
  const winEn = `${ENGLISH_MONTHS[m1 - 1] ?? ''}${m2 ? ` into ${ENGLISH_MONTHS[m2 - 1] ?? ''}` : ''}`;
  return {
    th: `ถ้าถามว่าเมื่อไหร่ ช่วงที่ดวงเปิดทางเรื่อง${l.th}ใน${f.words.th}อยู่ราว${winTh} โดยเฉพาะใน${dayTh(w)} ขอให้มองเป็นแนวโน้ม ไม่ใช่วันที่ตายตัวนะ`,
    en: `As for when, the most open window for ${l.en} ${f.words.en} is around ${winEn}, especially on a ${dayEn(w)} — a tendency, not a fixed date.`,
  };
}

/** What the time asked holds, or null when it is now (today's lore answers it). */
function framePart(c: Ctx): FramePart | null {
  const f = c.frame;
  if (!f) return null;
  switch (f.kind) {
    case 'today':
      return f.ahead === 1 ? tomorrowPart(c, f) : null;
    case 'week':
      return weekPart(c, f);
    case 'month':
      return monthPart(c, f);
    case 'year':
    case 'next-year':
      return yearPart(c, f);
    default:
      return null;
  }
}

/** A yes/no answer as a leaning: the question, the day (or the time asked) and the person. */
function leanLine(c: Ctx, question: string, timeScore: number | null): Bi {
  // The leaning depends on the question, the day and the person — not on the wording seed — so
  // asking the same thing twice on one day leans the same way.
  const rng = createRng(
    seedOf(
      'chat-lean',
      normaliseQuestion(question),
      c.day.iso,
      c.person.weekday?.id ?? '',
      c.person.animal?.id ?? '',
    ),
  );
  const mine = !c.other;
  const yearAsked = c.frame?.kind === 'year' || c.frame?.kind === 'next-year';
  let lean = rng() * 2 - 1;
  // Today's ทักษา place matters for now only; the year's animal is in `timeScore` when asked.
  if (mine && c.person.dayRole && asksNow(c)) lean += c.person.dayRole.tone * 0.5;
  if (mine && c.person.yearRelation && !yearAsked) lean += c.person.yearRelation.effect / 25;
  lean += ((timeScore ?? topicDay(c.topic, c.daily).score) - 60) / 25;
  let band: keyof typeof LEANS = lean > 0.6 ? 'up' : lean < -0.6 ? 'down' : 'even';
  // Money at stake or a case in court: never a "yes" from the stars.
  const risky = c.a.sensitive.some((x) => x === 'investment' || x === 'gambling' || x === 'legal');
  if (risky && band === 'up') band = 'even';
  const when = c.frame && !asksNow(c) ? c.frame.words : null;
  return pick(c.rng, LEANS[band])({ label: LABEL[c.topic], who: c.other, when });
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
  // Numbers to play are refused here as in every reading (safety/lottery.ts).
  if (gamble) return refuseLotteryNumbers(c.rng);
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
// Fears for a life, and a palm photo that showed nothing
// ---------------------------------------------------------------------------------------------

const FEAR_OPENINGS: readonly Bi[] = [
  {
    th: 'เข้าใจเลยว่าเรื่องนี้ทำให้กังวล ขอตอบตรง ๆ นะ',
    en: 'I understand why this worries you, so here is a plain answer.',
  },
  {
    th: 'คำถามนี้สำคัญ ขอตอบอย่างตรงไปตรงมาให้สบายใจนะ',
    en: 'That is an important question; let me answer it plainly.',
  },
];

/** About the length or end of a life, where the life line is what people worry over. */
const LIFE_FEARS: ReadonlySet<LifeFear> = new Set(['death', 'lifespan', 'life-line']);

/**
 * The answer to a fear for a life: no line (and no star) foretells it, what the life line does
 * speak of — from the reading's own life line when the photo showed it — a doctor for a health
 * worry, and what is in one's own hands.
 */
function fearParts(c: Ctx, fear: LifeFear): Part[] {
  const parts: Part[] = [
    {
      text: say(
        c,
        pickFresh(c, FEAR_OPENINGS, (b) => say(c, b)),
      ),
      keep: 5,
    },
    { text: say(c, PALM_FEAR_FACTS.notForetold[fear]), keep: 10 },
  ];
  if (LIFE_FEARS.has(fear)) {
    parts.push({ text: say(c, PALM_FEAR_FACTS.lifeLine), keep: 9 });
    const r = c.reading;
    const life = r?.sections.find((s) => palmLineOf(s) === 'life');
    if (r && life && lineShown(r, 'life', life)) {
      const q = quoteFromPalm(c, 'life', life);
      parts.push({
        text: say(c, {
          th: `ในลายมือที่อ่านไว้ เส้นชีวิตของคุณบอกว่า “${q.th}” ซึ่งเป็นเรื่องของวิถีการใช้แรง ไม่ใช่จำนวนปี`,
          en: `In the palm we read, your life line says “${q.en}” — that is about how you spend your energy, not a number of years.`,
        }),
        keep: 7,
      });
    }
  }
  // Symptoms or a treatment named: the doctor's sentence every medical answer carries.
  const doctor = c.a.sensitive.includes('medical')
    ? CHAT_CONSULT_NOTES.medical
    : PALM_FEAR_FACTS.seeADoctor;
  parts.push({ text: say(c, doctor), keep: 9.5 });
  parts.push({
    text: say(
      c,
      pickFresh(c, PALM_FEAR_FACTS.inYourHands, (b) => say(c, b)),
    ),
    keep: 4,
  });
  parts.push({ text: say(c, pickFreshFrag(c, CLOSINGS)), keep: 6 });
  return parts;
}

/** Said when the palm photo showed no line: nothing is read into it. */
function unreadableLine(c: Ctx): Bi {
  const l = LABEL[c.topic];
  return c.topic === 'other'
    ? {
        th: 'ภาพลายมือที่ส่งมายังไม่เห็นเส้นชัดพอจะอ่านได้สักเส้น จึงยังตอบคำถามนี้จากลายมือไม่ได้ และขอไม่เดาให้นะ',
        en: 'The palm photo did not show any line clearly enough to read, so I cannot answer this from your palm, and I will not guess.',
      }
    : {
        th: `ภาพลายมือที่ส่งมายังไม่เห็นเส้นชัดพอจะอ่านได้สักเส้น จึงยังตอบเรื่อง${l.th}จากลายมือไม่ได้ และขอไม่เดาให้นะ`,
        en: `The palm photo did not show any line clearly enough to read, so I cannot answer about ${l.en} from your palm, and I will not guess.`,
      };
}

// ---------------------------------------------------------------------------------------------
// Putting a reply together
// ---------------------------------------------------------------------------------------------

interface Part {
  text: string;
  /** Higher is kept longer when the reply must be cut. */
  keep: number;
}

/** English sentences: a full stop (or ? !), maybe a closing quote, then a capital or a quote. */
function countSentencesEn(text: string): number {
  return text.split(/(?<=[.!?]”?)\s+(?=[A-Z“])/).length;
}

/**
 * Joins parts: at most five (in English, five sentences: a part such as a year's lore can hold
 * two), at most `CHAT_REPLY_MAX` characters, dropping the least needed.
 */
function fit(parts: Part[], lang: 'th' | 'en'): string {
  const kept = parts.filter((p) => p.text.trim() !== '');
  const join = () => kept.map((p) => p.text.trim()).join(' ');
  const units = () => (lang === 'en' ? countSentencesEn(join()) : kept.length);
  while (kept.length > 2 && (kept.length > 5 || units() > 5 || join().length > CHAT_REPLY_MAX)) {
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

/** The earlier user turn a follow-up leans on: the newest with a subject. */
function subjectFromHistory(history: readonly ChatTurn[]): QuestionIntent | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const h = history[i];
    if (h?.role !== 'user' || typeof h.content !== 'string') continue;
    const q = analyseQuestion(h.content);
    if (q.analysis.subject) return q;
  }
  return null;
}

/** The question typed with the reading, when it has a subject a follow-up can lean on. */
function readingQuestionIntent(question: string | null | undefined): QuestionIntent | null {
  if (typeof question !== 'string' || !question.trim()) return null;
  const q = analyseQuestion(question);
  return q.analysis.subject ? q : null;
}

function frameOf(q: QuestionIntent): Frame | null {
  return q.timeFrame && q.timeFrameWords
    ? { kind: q.timeFrame, ahead: q.timeFrameAhead, words: q.timeFrameWords }
    : null;
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

  const intent = analyseQuestion(question);
  const own = intent.analysis;
  let a = own;
  let frame = frameOf(intent);
  let about = intent;
  let reported: ChatTopic = own.topic;
  let followingUp = false;
  // A question with no subject of its own ("แล้วช่วงไหนดี", "why?") follows the earlier one;
  // a plain hello or thank-you does not.
  const courtesy = (own.greeting || own.thanks) && own.form === 'open' && !own.followUp;
  if (!own.subject && !courtesy) {
    const earlier = subjectFromHistory(history) ?? readingQuestionIntent(input.readingQuestion);
    const before = earlier?.analysis;
    const short = normaliseQuestion(question).replace(/\s/g, '').length <= 18;
    if (earlier && before?.subject && (own.followUp || own.form !== 'open' || short)) {
      a = {
        ...own,
        subject: before.subject,
        subtopic: before.subtopic,
        secondary: before.secondary,
        line: own.line ?? before.line,
        sensitive: [...new Set([...own.sensitive, ...before.sensitive])],
      };
      reported = before.subject;
      followingUp = true;
      // "แล้วช่วงไหนดี" after "ปีหน้าลูกจะสอบติดไหม" still asks about next year, and the child.
      frame ??= frameOf(earlier);
      if (!intent.aboutOther) about = earlier;
    }
  }

  const topic: Topic = a.subject ?? 'other';
  // Lottery numbers are not read by the days of a draw: the numbers and their note answer it.
  if (a.sensitive.includes('gambling')) frame = null;
  const other = topic === 'other' ? null : whoseMatter(about, topic);
  const birth: Birth = other ? {} : used;
  const c: Ctx = {
    lang,
    rng: createRng(
      seedOf('chat', input.seed, normaliseQuestion(question), day.iso, lang, history.length),
    ),
    topic,
    a,
    frame,
    other,
    day,
    person,
    birth,
    daily: daily(day.iso, birth),
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
      lang,
    );
    // Never a colour or day that is the asker's กาลกิณี (safety/colours-and-days.ts).
    const guarded = person.weekday ? guardText(text, [person.weekday]) : text;
    return { text: guarded, topic: reported, lang };
  };

  // A fear for a life: the plain answer that no palm or star foretells it, never a forecast.
  if (intent.fear) {
    return { ...out(fearParts(c, intent.fear)), topic: own.subject ?? 'health' };
  }

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
        ...(other ? OTHER_OPENINGS : TOPIC_OPENINGS[topic]),
        ...FORM_OPENINGS[a.form],
        ...GENERIC_OPENINGS,
      ];
  const opening =
    (own.followUp ? chooseOpening(c, openingPool, true) : null) ??
    chooseOpening(c, own.followUp ? GENERIC_OPENINGS : openingPool);

  // 2. What the reading — or the lore — says, and what the time asked holds.
  // A palm photo that showed no line: said plainly, with no reading made up from lore instead.
  const unreadable = unreadablePalm(c.reading);
  const fromReading = unreadable ? unreadableLine(c) : groundFromReading(c);
  const ground = fromReading ?? groundFromLore(c);
  const time = unreadable ? null : framePart(c);

  // 3. The answer in the shape of the question.
  const gamble = a.sensitive.includes('gambling');
  const luck = topic === 'luck' || gamble ? luckLine(c, gamble) : null;
  // Advice for the narrower subject first, then the topic's general advice; what was said before
  // is not said again (a reply can do without advice, not without its other parts).
  const specific = (a.subtopic ? GUIDANCE[topic][a.subtopic] : undefined) ?? [];
  const general =
    GUIDANCE[topic].general ?? (specific.length > 0 ? [] : Object.values(GUIDANCE[topic])[0]) ?? [];
  // Someone else's matter: how to stand by them, before advice meant for the asker.
  const forOther = other ? (OTHER_GUIDANCE[topic] ?? []).map((g) => g(other)) : [];
  const guides = forOther.length > 0 ? forOther : [...specific, ...general];
  const freshGuides = (guides.length > 0 ? guides : FALLBACK_GUIDANCE).filter(
    (b) => !c.said.includes(say(c, b)),
  );
  const freshSpecific = freshGuides.filter((b) => specific.includes(b));
  const guidance =
    freshGuides.length > 0
      ? pick(c.rng, freshSpecific.length > 0 ? freshSpecific : freshGuides)
      : null;
  const medical = a.sensitive.includes('medical');
  // Health is never answered "yes" or with a date, medical words or not.
  const form =
    a.form === 'open' || (unreadable && !medical && topic !== 'health')
      ? null
      : medical || topic === 'health'
        ? pickFresh(c, MEDICAL_FORM, (b) => say(c, b))
        : a.form === 'when'
          ? time?.window
            ? null
            : c.frame && (c.frame.kind === 'year' || c.frame.kind === 'next-year')
              ? yearWindowLine(c, c.frame)
              : timingLine(c)
          : leanLine(c, question, time?.score ?? null);

  // 4. Boundaries.
  const notes: Bi[] = [];
  if (medical) notes.push(CHAT_CONSULT_NOTES.medical);
  else if (topic === 'health') notes.push(CHAT_HEALTH_NOTE);
  if (topic === 'legal' || a.sensitive.includes('legal')) notes.push(CHAT_CONSULT_NOTES.legal);
  if (a.sensitive.includes('investment')) notes.push(CHAT_CONSULT_NOTES.investment);

  // 5. An invitation.
  const closingPool: Frag[] = [
    ...CLOSINGS,
    ...(a.form !== 'when' && !unreadable ? [TIMING_CLOSING] : []),
    ...(!c.hasBirth && !c.reading && !other ? [BIRTH_CLOSING] : []),
  ];
  const closing = pickFreshFrag(c, closingPool);

  // At most five parts: with a window or a leaning to give, the general advice goes first; on a
  // lottery question, the advice to keep it light matters more than the lore. The time asked
  // answers "ปีหน้า…" or "สัปดาห์นี้…": it outlasts the opening and a lore sentence about the
  // person, though not what the reading itself says.
  const groundKeep = gamble ? 4 : !time ? 6 : fromReading ? 8 : 5;
  const parts: Part[] = [
    { text: say(c, opening), keep: 7 },
    ...(ground ? [{ text: say(c, ground), keep: unreadable ? 10 : groundKeep }] : []),
    ...(unreadable ? [{ text: say(c, RETAKE_PALM_ADVICE), keep: 8.5 }] : []),
    ...(time ? [{ text: say(c, time.text), keep: 7.5 }] : []),
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
