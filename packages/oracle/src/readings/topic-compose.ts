/**
 * How the career, finance, luck and obstacles readings are composed from what the person gave:
 * the question read into a theme, a time window and a mood (`readAsk`); the real dates of their
 * good days in that window; a leaning for a yes/no, "when" or "should I" question; a kind word
 * for a hard week and for a request for lottery numbers; and the lore of the day and the year
 * said about the topic at hand. Every sentence is assembled from slots filled by the person's own
 * data, with a few natural phrasings per slot picked by the reading's seeded PRNG.
 */
import { addDays, dayOfWeek, ENGLISH_MONTHS, THAI_MONTHS, type CalendarDate } from '../dates.ts';
import { analyseQuestion, type QuestionIntent } from '../question.ts';
import { pick, type Rng } from '../seed.ts';
import { refuseLotteryNumbers } from '../safety/lottery.ts';
import type { Bi } from '../text.ts';
import {
  animalCountNote,
  animalOfYear,
  weekdayInRole,
  yearRelation,
  type Animal,
  type TaksaRoleId,
} from '../thai-calendar.ts';
import type { Weekday } from '../weekday.ts';
import {
  dayEn,
  dayTh,
  ordinalEn,
  quoteQuestion,
  type DayContext,
  type PersonContext,
  type Tier,
} from './common.ts';
import { themeOf, type Theme } from './topic-themes.ts';

// ---------------------------------------------------------------------------------------------
// The question
// ---------------------------------------------------------------------------------------------

/** A question as a topic reading answers it. */
export interface Ask {
  intent: QuestionIntent;
  /** The question, cleaned for quoting once; '' when none was asked. */
  quote: string;
  theme: Theme | null;
  /** A hard week: acknowledged, never answered with bright luck. */
  hard: boolean;
  /** Asks for lottery numbers: none are given. */
  lottery: boolean;
}

export function readAsk(question: string | undefined): Ask {
  const intent = analyseQuestion(question);
  return {
    intent,
    quote: quoteQuestion(question),
    theme: themeOf(intent.text, intent),
    hard: intent.mood === 'hard',
    lottery: intent.lottery,
  };
}

/** How a reading's tone may run: a hard week never reads as the bright tier. */
export function toneOf(tier: Tier, ask: Ask): Tier {
  return ask.hard && tier === 'high' ? 'mid' : tier;
}

// ---------------------------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------------------------

const WEEKDAY_DOW: Record<Weekday['id'], number> = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  'wednesday-day': 3,
  'wednesday-night': 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
};

/** The first day on or after `from` that falls on `w` (Wednesday night is a Wednesday). */
export function nextDayOf(from: CalendarDate, w: Weekday): CalendarDate {
  const gap = (WEEKDAY_DOW[w.id] - dayOfWeek(from) + 7) % 7;
  return addDays(from, gap);
}

function before(a: CalendarDate, b: CalendarDate): boolean {
  return a.year !== b.year
    ? a.year < b.year
    : a.month !== b.month
      ? a.month < b.month
      : a.day < b.day;
}

/** "วันอาทิตย์ที่ 6 ธันวาคม" / "Sunday 6 December"; a Wednesday night is "คืนวันพุธ". */
export function dayDate(w: Weekday, date: CalendarDate): Bi {
  const month = THAI_MONTHS[date.month - 1] ?? '';
  const monthEn = ENGLISH_MONTHS[date.month - 1] ?? '';
  if (w.id === 'wednesday-night') {
    return {
      th: `คืนวันพุธที่ ${date.day} ${month}`,
      en: `Wednesday evening, ${date.day} ${monthEn}`,
    };
  }
  // Wednesday day and night hold different ทักษา places: the daytime one says so.
  if (w.id === 'wednesday-day') {
    return {
      th: `วันพุธที่ ${date.day} ${month} ช่วงกลางวัน`,
      en: `Wednesday ${date.day} ${monthEn}, by day`,
    };
  }
  return { th: `${dayTh(w)}ที่ ${date.day} ${month}`, en: `${dayEn(w)} ${date.day} ${monthEn}` };
}

function monthName(date: CalendarDate, plus: number, withYear = false): Bi {
  const index = date.month - 1 + plus;
  const year = date.year + Math.floor(index / 12);
  const m = ((index % 12) + 12) % 12;
  const yearTh = withYear || year !== date.year ? ` ${year + 543}` : '';
  const yearEn = withYear || year !== date.year ? ` ${year}` : '';
  return { th: `${THAI_MONTHS[m]}${yearTh}`, en: `${ENGLISH_MONTHS[m]}${yearEn}` };
}

/** The stretch of days a question asks about, in words and as dates. */
export interface Window {
  /** "เดือนธันวาคม", "ปี 2570", "สัปดาห์หน้า (7–13 ธันวาคม)". */
  words: Bi;
  from: CalendarDate;
  to: CalendarDate;
  /** A year the question asks about other than the reading year (ปีหน้า). */
  year: number | null;
}

function endOfMonth(date: CalendarDate, plus: number): CalendarDate {
  const first = { year: date.year, month: date.month, day: 1 };
  const next = addDays(first, 32 * (plus + 1));
  return addDays({ year: next.year, month: next.month, day: 1 }, -1);
}

/**
 * The window a question asks about ("ปีหน้า" is next year, not this week); without a time frame,
 * the coming two weeks.
 */
export function askedWindow(ask: Ask, d: DayContext): Window {
  const today = d.date;
  const words = ask.intent.timeFrameWords;
  switch (ask.intent.timeFrame) {
    case 'today':
      return words?.th === 'พรุ่งนี้'
        ? { words, from: addDays(today, 1), to: addDays(today, 1), year: null }
        : { words: { th: 'วันนี้', en: 'today' }, from: today, to: today, year: null };
    case 'week': {
      const next = words?.th === 'สัปดาห์หน้า';
      const from = addDays(today, next ? 7 : 0);
      const to = addDays(from, 6);
      const span = `${from.day} ${THAI_MONTHS[from.month - 1]} ถึง ${to.day} ${THAI_MONTHS[to.month - 1]}`;
      const spanEn = `${from.day} ${ENGLISH_MONTHS[from.month - 1]} to ${to.day} ${ENGLISH_MONTHS[to.month - 1]}`;
      return {
        words: {
          th: `${next ? 'สัปดาห์หน้า' : 'สัปดาห์นี้'} ช่วงวันที่ ${span}`,
          en: `${next ? 'next week' : 'this week'}, ${spanEn}`,
        },
        from,
        to,
        year: null,
      };
    }
    case 'month': {
      const next = words?.th === 'เดือนหน้า';
      const m = monthName(today, next ? 1 : 0);
      const from = next ? addDays(endOfMonth(today, 0), 1) : today;
      return {
        words: { th: `เดือน${m.th}`, en: m.en },
        from,
        to: endOfMonth(today, next ? 1 : 0),
        year: null,
      };
    }
    case 'year':
      return {
        words: { th: `ปี ${today.year + 543} ที่เหลืออยู่`, en: `the rest of ${today.year}` },
        from: today,
        to: { year: today.year, month: 12, day: 31 },
        year: null,
      };
    case 'next-year': {
      const y = today.year + 1;
      return {
        words: { th: `ปีหน้า คือปี ${y + 543}`, en: `next year, ${y}` },
        from: { year: y, month: 1, day: 1 },
        to: { year: y, month: 12, day: 31 },
        year: y,
      };
    }
    case 'soon':
      return {
        words: { th: 'ไม่กี่สัปดาห์ข้างหน้า', en: 'the next few weeks' },
        from: addDays(today, 1),
        to: addDays(today, 28),
        year: null,
      };
    case 'later':
      return {
        words: { th: 'ระยะยาว', en: 'the long run' },
        from: today,
        to: addDays(today, 365),
        year: null,
      };
    default:
      return {
        words: { th: 'สองสัปดาห์ข้างหน้า', en: 'the next two weeks' },
        from: addDays(today, 1),
        to: addDays(today, 14),
        year: null,
      };
  }
}

/** The person's day in a ทักษา role that falls first in a window (null when it does not fit). */
export function roleDayIn(
  p: PersonContext,
  d: DayContext,
  role: TaksaRoleId,
  window: Pick<Window, 'from' | 'to'>,
): { weekday: Weekday; date: CalendarDate; text: Bi } | null {
  const owner = p.weekday ?? d.weekday;
  const w = weekdayInRole(owner.id, role);
  const date = nextDayOf(window.from, w);
  if (before(window.to, date)) return null;
  return { weekday: w, date, text: dayDate(w, date) };
}

/** Months from the reading day for a "when" answer, by how the stars lean. */
export function whenWindow(tier: Tier, d: DayContext, rng: Rng): Bi {
  const now = d.date;
  if (tier === 'high') {
    const m = monthName(now, now.day > 20 ? 1 : 0);
    return pick(rng, [
      { th: `ภายในเดือน${m.th}นี้`, en: `within ${m.en}` },
      { th: `ช่วงเดือน${m.th}`, en: `during ${m.en}` },
    ]);
  }
  if (tier === 'mid') {
    const a = monthName(now, 1);
    const c = monthName(now, 2);
    return pick(rng, [
      { th: `ราวเดือน${a.th}ถึง${c.th}`, en: `around ${a.en} to ${c.en}` },
      { th: `ช่วงเดือน${a.th}ต่อเนื่องไปถึง${c.th}`, en: `from ${a.en} into ${c.en}` },
    ]);
  }
  const late = monthName(now, 3);
  return pick(rng, [
    { th: `หลังเดือน${late.th}ไปแล้ว`, en: `after ${late.en}` },
    { th: `ตั้งแต่เดือน${late.th}เป็นต้นไป`, en: `from ${late.en} on` },
  ]);
}

// ---------------------------------------------------------------------------------------------
// Answering
// ---------------------------------------------------------------------------------------------

const NO_THEME: Pick<Theme, 'label' | 'outcome' | 'go' | 'wait'> = {
  label: { th: 'เรื่องที่ถามมา', en: 'what you asked' },
  outcome: { th: 'ได้อย่างที่หวัง', en: 'turn out as you hope' },
  go: { th: 'ลงมือตามที่คิดไว้', en: 'going ahead' },
  wait: { th: 'รอให้จังหวะชัดขึ้น', en: 'waiting for clearer timing' },
};

/** How the person's question is introduced, quoting it once. */
export function quoteLead(rng: Rng, quote: string): Bi {
  return pick(rng, [
    { th: `ที่ถามมาว่า “${quote}”`, en: `You asked: “${quote}”.` },
    { th: `สำหรับคำถามว่า “${quote}”`, en: `Your question was: “${quote}”.` },
    { th: `เรื่องที่อยากรู้ว่า “${quote}”`, en: `You want to know: “${quote}”.` },
  ]);
}

/**
 * A leaning on the question: for "should I", which way the stars lean and what holding off
 * means; for yes/no, how likely the hoped-for outcome looks; for "when", a window in months.
 * Never a certainty.
 */
export function leanLine(rng: Rng, ask: Ask, tier: Tier, d: DayContext): Bi {
  const t = ask.theme ?? NO_THEME;
  const o = t.outcome;
  const tone = toneOf(tier, ask);
  // "ควรเริ่มตอนไหน" asks when, though it says ควร: the time is the answer.
  if (ask.intent.decision && ask.intent.form !== 'when') {
    const options: Record<Tier, Bi[]> = {
      high: [
        {
          th: `ดวงช่วงนี้เอนไปทาง${t.go.th} จังหวะเปิดให้ถ้าเตรียมตัวมาแล้ว`,
          en: `the stars lean towards ${t.go.en}; the timing is open if you have prepared`,
        },
        {
          th: `ถ้าใจพร้อมแล้ว ดวงช่วงนี้สนับสนุนให้${t.go.th}`,
          en: `if your heart is ready, the stars now support ${t.go.en}`,
        },
      ],
      mid: [
        {
          th: `ดวงยังก้ำกึ่ง ถ้าจะ${t.go.th} ควรเตรียมให้พร้อมก่อน และยังไม่ต้องรีบภายในไม่กี่วันนี้`,
          en: `the stars are undecided; if you mean to go ahead, prepare first and do not rush it in the next few days`,
        },
        {
          th: `ดวงไม่ได้ห้าม แต่ก็ยังไม่ได้เร่ง ${t.wait.th}จะปลอดภัยกว่าเล็กน้อย โดยไม่ต้องทิ้งความคิดนี้`,
          en: `the stars neither forbid nor hurry you; ${t.wait.en} is a little safer, without dropping the idea`,
        },
      ],
      low: [
        {
          th: `ดวงเอนไปทาง${t.wait.th}มากกว่า`,
          en: `the stars lean towards ${t.wait.en}`,
        },
        {
          th: `ตอนนี้${t.wait.th}ดูจะเหมาะกว่าการรีบตัดสินใจ`,
          en: `for now, ${t.wait.en} looks wiser than a quick decision`,
        },
      ],
    };
    return pick(rng, options[tone]);
  }
  if (ask.intent.form === 'when') {
    const when = whenWindow(tone, d, rng);
    return pick(rng, [
      {
        th: `ดวงชี้ว่าน่าจะเริ่ม${o.th}${when.th} ถ้าระหว่างนี้ลงมือตามที่ควร`,
        en: `the stars suggest you may begin to ${o.en} ${when.en}, if you do your part meanwhile`,
      },
      {
        th: `ถ้าดูจากดวง เรื่องนี้น่าจะเริ่มคลี่ให้เห็น${when.th}`,
        en: `going by the stars, this should begin to loosen ${when.en}`,
      },
    ]);
  }
  const options: Record<Tier, Bi[]> = {
    high: [
      { th: `มีแนวโน้มที่ดีว่าจะ${o.th}`, en: `there is a good chance you will ${o.en}` },
      {
        th: `ดวงช่วงนี้เอื้อให้${o.th}มากกว่าช่วงก่อน`,
        en: `the stars favour you to ${o.en} more than before`,
      },
    ],
    mid: [
      {
        th: `โอกาสที่จะ${o.th}ยังก้ำกึ่ง ขึ้นกับการเตรียมตัวมากกว่าโชค`,
        en: `whether you ${o.en} is still open, and rests more on preparation than luck`,
      },
      {
        th: `ดวงเปิดทางไว้ครึ่งหนึ่งแล้ว ส่วนจะ${o.th}หรือไม่ อีกครึ่งอยู่ที่สิ่งที่ทำจากนี้`,
        en: `the stars have opened half the way; whether you ${o.en} rests on what you do from here`,
      },
    ],
    low: [
      {
        th: `ช่วงนี้ยังไม่ใช่จังหวะที่จะ${o.th}ได้ง่าย แต่ไม่ได้แปลว่าปิดทาง`,
        en: `this is not an easy moment to ${o.en}, though the door is not closed`,
      },
      {
        th: `อาจต้องใช้เวลานานกว่าที่หวังกว่าจะ${o.th}`,
        en: `it may take longer than you hope to ${o.en}`,
      },
    ],
  };
  return pick(rng, options[tone]);
}

/** For a hard week: it is acknowledged first, then met with a realistic way through. */
export function acknowledge(rng: Rng, p: PersonContext): Bi {
  return pick(rng, [
    {
      th: `ฟังจากคำถามแล้ว ช่วงนี้${p.callTh}คงเหนื่อยไม่น้อย และไม่แปลกเลยที่จะท้อ`,
      en: `From your question, these weeks have been tiring, and it is no wonder if you feel low.`,
    },
    {
      th: 'ช่วงที่ผ่านมาคงไม่ง่ายเลย การที่ยังถามหาทางไปต่อ แปลว่าใจคุณยังไม่ยอมแพ้',
      en: 'It cannot have been easy lately; that you are still asking for a way forward means you have not given up.',
    },
    {
      th: 'เวลาที่อะไร ๆ ดูหนักไปหมด ความรู้สึกนั้นเป็นของจริงและสมควรได้รับการดูแล ไม่ใช่แค่รอให้โชคมาช่วย',
      en: 'When everything feels heavy, the feeling is real and deserves care, not just waiting for luck.',
    },
  ]);
}

/** A realistic way through a hard week (after the acknowledgement). */
export function wayThrough(rng: Rng): Bi {
  return pick(rng, [
    {
      th: 'ดวงไม่ได้บอกว่าทุกอย่างจะพลิกในวันเดียว แต่ช่วงหนักแบบนี้ผ่านไปได้ด้วยการทำเรื่องเล็กที่ควบคุมได้ทีละเรื่อง',
      en: 'The stars do not say everything turns in a day, but a stretch like this is crossed by doing small things you control, one at a time.',
    },
    {
      th: 'ช่วงแบบนี้มักค่อย ๆ คลาย ไม่ได้หายไปทันที ให้วัดความคืบหน้าเป็นสัปดาห์ ไม่ใช่เป็นวัน',
      en: 'Spells like this loosen gradually rather than vanish; measure progress in weeks, not days.',
    },
  ]);
}

/** Said when lottery numbers are asked for: none are given, kindly. */
/** The kind refusal of lottery numbers, the same as in the chat and the palm follow-up. */
export const notForGambling = refuseLotteryNumbers;

// ---------------------------------------------------------------------------------------------
// Lore, said about a topic
// ---------------------------------------------------------------------------------------------

/** "This Sunday is your เดช day" followed by what that means for the topic. */
export function roleLine(
  rng: Rng,
  p: PersonContext,
  d: DayContext,
  sense: Record<TaksaRoleId, readonly Bi[]>,
): Bi | null {
  if (!p.weekday || !p.dayRole) return null;
  const r = p.dayRole;
  const lead = pick(rng, [
    {
      th: `${dayTh(d.weekday)}ที่ ${d.date.day} นี้ตรงกับตำแหน่ง${r.nameTh}ในทักษาของคนเกิด${dayTh(p.weekday)}`,
      en: `This ${dayEn(d.weekday)}, the ${ordinalEn(d.date.day)}, sits in the ${r.nameEn} (${r.nameTh}) place of the ทักษา wheel for someone born on a ${dayEn(p.weekday)}:`,
    },
    {
      th: `คนเกิด${dayTh(p.weekday)}นับ${dayTh(d.weekday)}เป็นวัน${r.nameTh}`,
      en: `For someone born on a ${dayEn(p.weekday)}, ${dayEn(d.weekday)} is the ${r.nameEn} (${r.nameTh}) day:`,
    },
    {
      th: `ตามทักษา วันที่ ${d.date.day} ซึ่งเป็น${dayTh(d.weekday)} คือวัน${r.nameTh}ของคุณ`,
      en: `By the ทักษา wheel, the ${ordinalEn(d.date.day)} — a ${dayEn(d.weekday)} — is your ${r.nameEn} (${r.nameTh}) day:`,
    },
  ]);
  const s = pick(rng, sense[r.id]);
  return { th: `${lead.th} ${s.th}`, en: `${lead.en} ${s.en}` };
}

const RELATION_SENSE: Record<
  'clash' | 'same' | 'joint' | 'triad' | 'harmony' | 'harm' | 'neutral',
  ReadonlyArray<(y: string, a: string, topic: string) => string>
> = {
  clash: [
    (y, a, t) =>
      `ปี${y}เป็นปีชงตรงของคนเกิดปี${a} เรื่อง${t}จึงอาจมีความเปลี่ยนแปลงเข้ามาแบบไม่ทันตั้งตัว ตัดสินใจเรื่องใหญ่ให้รอบคอบและเผื่อแผนสำรองไว้`,
    (y, a, t) =>
      `คนปี${a}เจอปีชงตรงในปี${y} ด้าน${t}ควรใจเย็นกับการเปลี่ยนแปลงใหญ่ ทำบุญตามกำลังเพื่อให้ใจนิ่งก็ช่วยได้`,
  ],
  same: [
    (y, a, t) =>
      `ปี${y}เป็นปีนักษัตรของคุณเอง ตำราปีชงนับเป็นปีชงร่วมหรือปีคัก เรื่อง${t}ควรทบทวนตัวเองและระวังความประมาท แต่เป็นปีที่ดีสำหรับนิสัยใหม่`,
    (y, a, t) =>
      `คนปี${a}อยู่ในปีนักษัตรของตัวเองซึ่งนับเป็นปีคัก ด้าน${t}ให้ค่อยเป็นค่อยไปและตรวจทุกอย่างให้รอบคอบกว่าปกติ`,
  ],
  joint: [
    (y, a, t) =>
      `ปี${y}เป็นปีชงร่วมของคนปี${a} เพราะห่างกันสามปี แรงกระทบเบากว่าชงตรง เรื่อง${t}อาจต้องปรับแผนบ้าง ค่อย ๆ คุยและเผื่อเวลาไว้จะผ่านไปได้ดี`,
    (y, a, t) =>
      `คนปี${a}เจอปีชงร่วมในปี${y} ไม่หนักเท่าชงตรง แต่ด้าน${t}ควรเผื่อเวลาและเผื่อใจให้กับเรื่องที่ต้องเปลี่ยนแผน`,
  ],
  triad: [
    (y, a, t) => `ปี${y}กับปี${a}อยู่ในกลุ่มสามประสานหรือซาฮะ เรื่อง${t}จึงมีแรงหนุนจากผู้คนและโอกาสที่มาถูกจังหวะ`,
    (y, a, t) => `คนปี${a}ได้แรงส่งจากปี${y}แบบสามประสาน ด้าน${t}มีคนพร้อมช่วยมากกว่าที่คิด`,
  ],
  harmony: [
    (y, a, t) => `ปี${y}เป็นคู่ประสานหรือลักฮะของปี${a} เรื่อง${t}จึงมีผู้ช่วยเงียบ ๆ อยู่เบื้องหลัง`,
    (y, a, t) => `คนปี${a}กับปี${y}เป็นคู่ลักฮะที่หนุนกัน ด้าน${t}มักได้ความช่วยเหลือในจังหวะที่พอดี`,
  ],
  harm: [
    (y, a, t) =>
      `ปี${y}เป็นปีไห่ของคนปี${a} ซึ่งเบากว่าปีชงและไม่นับเป็นปีชง เรื่อง${t}อาจมีเรื่องขัดใจเล็กน้อยกับคนใกล้ตัว ใจเย็นไว้แล้วจะผ่านไปได้`,
    (y, a, t) => `คนปี${a}เจอปีไห่ในปี${y} ไม่ใช่ปีชง แต่ด้าน${t}ควรระวังความเข้าใจผิดเล็ก ๆ กับคนรอบตัว`,
  ],
  neutral: [
    (y, a, t) => `ปี${y}ไม่ได้ชงหรือส่งเสริมปี${a}เป็นพิเศษ เรื่อง${t}จึงขึ้นกับความตั้งใจของคุณเป็นหลัก`,
    (y, a, t) => `ปี${y}กับคนปี${a}เป็นคู่ปกติ ด้าน${t}ไม่มีแรงต้านจากปีนักษัตร ผลลัพธ์อยู่ที่การลงมือ`,
  ],
};

const RELATION_SENSE_EN: Record<
  keyof typeof RELATION_SENSE,
  (y: string, a: string, t: string) => string
> = {
  clash: (y, a, t) =>
    `The year of the ${y} clashes head-on (ชงตรง) with the ${a}: ${t} may change without warning, so weigh big decisions and keep a plan B.`,
  same: (y, _a, t) =>
    `The year of the ${y} is your own animal year, counted as a lesser clash (ปีคัก): in ${t}, take stock and avoid carelessness — a good year for new habits.`,
  joint: (y, a, t) =>
    `The year of the ${y} is a lesser clash (ชงร่วม) for the ${a}, three years apart: milder than a head-on clash, though plans in ${t} may need adjusting.`,
  triad: (y, a, t) =>
    `The ${y} and the ${a} belong to the same harmony triad (ซาฮะ): ${t} has people behind it and chances that arrive on time.`,
  harmony: (y, a, t) =>
    `The ${y} is the secret friend (ลักฮะ) of the ${a}: in ${t}, quiet helpers stand behind you.`,
  harm: (y, a, t) =>
    `The year of the ${y} is a ไห่ ("harm") year for the ${a} — milder than ชง and not counted as one: small irritations in ${t} with people close to you.`,
  neutral: (y, a, t) =>
    `The year of the ${y} neither clashes with nor boosts the ${a}, so ${t} rests mainly on your own intent.`,
};

function relationKey(p: PersonContext, year: Animal): keyof typeof RELATION_SENSE | null {
  if (!p.animal) return null;
  const kind = yearRelation(p.animal, year).kind;
  return kind === 'punishment' || kind === 'break' ? 'joint' : kind;
}

/**
 * The year's animal against the person's, said about the topic; `year` is a later year when the
 * question asks about one ("ปีหน้า"). Carries the note on how animal years are counted when a
 * date in January–April is involved.
 */
export function yearTopicLine(
  rng: Rng,
  p: PersonContext,
  d: DayContext,
  topic: Bi,
  year: number | null = null,
): Bi | null {
  const y = year === null ? d.yearAnimal : animalOfYear(year);
  const key = relationKey(p, y);
  if (!key || !p.animal) return null;
  const th = pick(rng, RELATION_SENSE[key])(y.yearNameTh, p.animal.yearNameTh, topic.th);
  const en = RELATION_SENSE_EN[key](y.nameEn, p.animal.nameEn, topic.en);
  const lead =
    year === null
      ? { th: '', en: '' }
      : { th: `มองไปถึงปี ${year + 543} `, en: `Looking ahead to ${year}: ` };
  const note = animalCountNote({
    reading: year === null ? d.date : null,
    births: [{ date: p.birth }],
  });
  return {
    th: [`${lead.th}${th}`, note?.th].filter(Boolean).join(' '),
    en: [`${lead.en}${en}`, note?.en].filter(Boolean).join(' '),
  };
}

/** Joins optional parts into one Bi sentence run. */
export function joinParts(parts: ReadonlyArray<Bi | null | undefined | false>): Bi {
  const kept = parts.filter((x): x is Bi => Boolean(x) && (x as Bi).th !== '');
  return {
    th: kept.map((x) => x.th.trim()).join(' '),
    en: kept
      .map((x) => x.en.trim())
      .map((s) => s.charAt(0).toUpperCase() + s.slice(1))
      .map((s) => (/[.!?:;—”)]$/.test(s) ? s : `${s}.`))
      .join(' '),
  };
}
