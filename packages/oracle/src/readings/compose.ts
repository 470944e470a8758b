/**
 * Building blocks for readings composed from what the person gave. A paragraph is a few slots,
 * each filled from their own data — the question and its time frame, the situation they
 * described, birth day and animal, the reading day — with a handful of natural phrasings the
 * seeded PRNG chooses between (`Frag` and `pickFrag` in `common.ts`). Variety comes from the
 * person; the PRNG only picks the wording.
 */
import { addDays, dayOfWeek, ENGLISH_MONTHS, THAI_MONTHS } from '../dates.ts';
import type { FrameTime } from '../frame/frame.ts';
import { readFrame } from '../frame/read-frame.ts';
import type { QuestionIntent } from '../question.ts';
import { joinBi, type Bi } from '../text.ts';
import { animalOfYear, yearRelation, type Animal, type AnimalRelation } from '../thai-calendar.ts';
import { WEEKDAY_LORE, type Weekday } from '../weekday.ts';
import { present, type DayContext, type PersonContext, type Tier } from './common.ts';

/** Sentences joined into one paragraph; absent ones are left out. */
export function paragraph(parts: ReadonlyArray<Bi | null | undefined>): Bi {
  return joinBi(present(parts));
}

// ---------------------------------------------------------------------------------------------
// Months and the time a question asks about
// ---------------------------------------------------------------------------------------------

/** The month `offset` months after the reading day's: "เดือนนี้", "มกราคม", "มีนาคมปีหน้า". */
export function monthName(day: DayContext, offset: number, withYear = true): Bi {
  if (offset === 0) return { th: 'เดือนนี้', en: 'this month' };
  const index = day.date.month - 1 + offset;
  const month = ((index % 12) + 12) % 12;
  const yearsOn = Math.floor(index / 12);
  const th = THAI_MONTHS[month] ?? '';
  const en = ENGLISH_MONTHS[month] ?? '';
  if (yearsOn === 0 || !withYear) return { th, en };
  if (yearsOn === 1) return { th: `${th}ปีหน้า`, en: `${en} next year` };
  return { th: `${th} ${day.date.year + yearsOn + 543}`, en: `${en} ${day.date.year + yearsOn}` };
}

/** "ช่วงธันวาคมถึงกุมภาพันธ์ปีหน้า" — a span of months counted from the reading day. */
export function monthSpan(day: DayContext, from: number, to: number): Bi {
  const b = monthName(day, to);
  // "มกราคมถึงมีนาคมปีหน้า", not "มกราคมปีหน้าถึงมีนาคมปีหน้า".
  const sameYear =
    Math.floor((day.date.month - 1 + from) / 12) === Math.floor((day.date.month - 1 + to) / 12);
  const a = monthName(day, from, !(from > 0 && sameYear));
  if (from === to) return { th: `ช่วง${b.th}`, en: `in ${b.en}` };
  return { th: `ช่วง${a.th}ถึง${b.th}`, en: `between ${a.en} and ${b.en}` };
}

/** Months from the reading month by how the stars lean: sooner when they favour it. */
const WINDOW: Record<Tier, [number, number]> = { high: [0, 1], mid: [1, 3], low: [3, 5] };

/**
 * When something may happen, in the frame the question asked: "ปีหน้า" is answered about next
 * year, "เดือนนี้" about this month; with no frame, a span of months that leans on the tier.
 * A noun phrase for use after "มีแนวโน้ม…" / "likely …".
 */
export function windowFor(intent: QuestionIntent, day: DayContext, tier: Tier): Bi {
  // "ภายในสามเดือน", "ต้นปีหน้า", "ธ.ค.–ก.พ.": answered inside the time asked.
  const framed = intent.frame?.time ? windowForFrame(intent.frame.time, day, tier) : null;
  if (framed) return framed;
  const words = intent.timeFrameWords;
  switch (intent.timeFrame) {
    case 'next-year':
      return {
        high: { th: 'ในครึ่งแรกของปีหน้า', en: 'in the first half of next year' },
        mid: { th: 'ราวกลางปีหน้า', en: 'around the middle of next year' },
        low: { th: 'ในครึ่งหลังของปีหน้า', en: 'in the second half of next year' },
      }[tier];
    case 'year': {
      const [from, to] = WINDOW[tier];
      const left = 12 - day.date.month;
      if (to <= left) return monthSpan(day, from, to);
      // The window runs past December: say so rather than squeeze it into "this year".
      if (from <= left) return { th: 'ช่วงรอยต่อปลายปีนี้กับต้นปีหน้า', en: 'around the turn of the year' };
      return {
        th: 'เลยปีนี้ไปถึงต้นปีหน้า',
        en: 'past this year, early next year',
      };
    }
    case 'month':
      if (words?.th === 'เดือนหน้า') {
        return {
          high: { th: 'ในช่วงต้นเดือนหน้า', en: 'early next month' },
          mid: { th: 'ราวกลางถึงปลายเดือนหน้า', en: 'in the middle or end of next month' },
          low: { th: 'ช้ากว่าเดือนหน้าไปบ้าง', en: 'a little later than next month' },
        }[tier];
      }
      return {
        high: { th: 'ภายในเดือนนี้', en: 'within this month' },
        mid: { th: 'ราวปลายเดือนนี้ต่อต้นเดือนหน้า', en: 'around the turn of the month' },
        low: { th: 'หลังเดือนนี้ไปสักระยะ', en: 'some while after this month' },
      }[tier];
    case 'week':
    case 'today':
      return {
        high: {
          th: `ภายใน${words?.th ?? 'สัปดาห์นี้'}`,
          en: `within ${words?.en ?? 'this week'}`,
        },
        mid: { th: 'ในอีกสองสามสัปดาห์', en: 'in two or three weeks' },
        low: { th: 'หลังจากนี้อีกราวหนึ่งเดือน', en: 'a month or so from now' },
      }[tier];
    case 'soon':
      return monthSpan(day, 0, tier === 'low' ? 2 : 1);
    default:
      return monthSpan(day, ...WINDOW[tier]);
  }
}

/** Months from the reading month to `month` (1–12) of this year (0) or next (1), never past. */
function monthsUntil(day: DayContext, month: number, year: 0 | 1): number {
  const offset = year * 12 + month - day.date.month;
  // "มีนา" asked in December means the coming March.
  return offset < 0 ? offset + 12 : offset;
}

/** The part of a span of months the stars lean to: its start, its middle or its end. */
function part(from: number, to: number, tier: Tier): [number, number] {
  const n = to - from + 1;
  if (n <= 2) return tier === 'low' ? [to, to] : tier === 'high' ? [from, from] : [from, to];
  const third = Math.max(1, Math.round(n / 3));
  if (tier === 'high') return [from, from + third - 1];
  if (tier === 'low') return [to - third + 1, to];
  return [from + third, Math.max(from + third, to - third)];
}

const SEASON_WORDS: Record<
  Extract<FrameTime, { kind: 'season' }>['name'],
  { th: string; en: string; month: number }
> = {
  songkran: { th: 'ช่วงสงกรานต์', en: 'around Songkran', month: 4 },
  'new-year': { th: 'ช่วงปีใหม่', en: 'around the New Year', month: 1 },
  'chinese-new-year': { th: 'ช่วงตรุษจีน', en: 'around Chinese New Year', month: 2 },
  'loy-krathong': { th: 'ช่วงลอยกระทง', en: 'around Loy Krathong', month: 11 },
  'end-of-year': { th: 'ช่วงสิ้นปี', en: 'at the end of the year', month: 12 },
};

/**
 * When something may happen, inside the time the question asked as its frame reads it
 * ("ภายในสามเดือน", "ต้นปีหน้า", "ธ.ค.–ก.พ.", "เดือนมีนา", "ช่วงสงกรานต์"); null for the plain
 * frames `windowFor` already answers (today, this week, this month, this year, next year).
 */
export function windowForFrame(time: FrameTime, day: DayContext, tier: Tier): Bi | null {
  switch (time.kind) {
    case 'within-months': {
      const [a, b] = part(0, Math.max(0, time.months - 1), tier);
      return monthSpan(day, a, b);
    }
    case 'part-of-year': {
      const [first, last] = { early: [1, 3], mid: [5, 7], late: [10, 12] }[time.part] as [
        number,
        number,
      ];
      let from = monthsUntil(day, first, time.year);
      let to = monthsUntil(day, last, time.year);
      if (to < from) to += 12;
      // This year's part already begun: what is left of it.
      if (time.year === 0 && day.date.month > first && day.date.month <= last) from = 0;
      const [a, b] = part(from, to, tier);
      return monthSpan(day, a, b);
    }
    case 'month': {
      const at = monthsUntil(day, time.month, time.year);
      const name = monthName(day, at);
      const lean = {
        high: { th: 'ต้น', en: 'early in' },
        mid: { th: 'กลาง', en: 'mid' },
        low: { th: 'ปลาย', en: 'late in' },
      }[tier];
      return at === 0
        ? { th: `${lean.th}เดือนนี้`, en: `${lean.en} this month` }
        : { th: `ช่วง${lean.th}${name.th}`, en: `${lean.en} ${name.en}` };
    }
    case 'months': {
      const from = monthsUntil(day, time.from, time.year);
      let to = monthsUntil(
        day,
        time.to,
        time.from > time.to ? ((time.year + 1) as 0 | 1) : time.year,
      );
      if (to < from) to += 12;
      const [a, b] = part(from, to, tier);
      return monthSpan(day, a, b);
    }
    case 'season': {
      const season = SEASON_WORDS[time.name];
      return tier === 'low'
        ? {
            th: `หลัง${season.th.replace('ช่วง', '')}ไปสักพัก`,
            en: `a little after ${season.en.replace(/^(around|at) /, '')}`,
          }
        : { th: season.th, en: season.en };
    }
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------
// The animal year, named the way the lore says (decision 012)
// ---------------------------------------------------------------------------------------------

/**
 * What Thai ปีชง practice calls a year for someone: ปีชงตรง, ปีชงร่วม (ปีคัก, ปีผั่ว, ปีเฮ้ง),
 * ปีไห่ (never called ชง), a supporting year or a plain one. Brackets are never nested.
 */
export function yearKindName(rel: AnimalRelation): Bi {
  switch (rel.kind) {
    case 'clash':
      return { th: 'ปีชงตรง', en: 'a head-on clash year (ชงตรง)' };
    case 'same':
      return { th: 'ปีชงร่วมแบบปีคัก', en: 'your own animal year, a lesser clash (ปีคัก)' };
    case 'break':
      return { th: 'ปีชงร่วมแบบปีผั่ว', en: 'a lesser clash year (ชงร่วม, ผั่ว)' };
    case 'punishment':
      return { th: 'ปีชงร่วมแบบปีเฮ้ง', en: 'a lesser clash year (ชงร่วม, เฮ้ง)' };
    case 'harm':
      return { th: 'ปีไห่ (เบากว่าปีชงและไม่นับเป็นปีชง)', en: 'a ไห่ year — milder, and not ชง' };
    case 'triad':
      return { th: 'ปีสามประสานที่หนุนกัน', en: 'a supporting harmony-triad year' };
    case 'harmony':
      return { th: 'ปีคู่ประสานที่หนุนกัน', en: 'a supporting "secret friend" year' };
    default:
      return { th: 'ปีที่ไม่ชงและไม่หนุนเป็นพิเศษ', en: 'a year that neither clashes nor boosts' };
  }
}

/** How a year leans for someone: `clash` for every ชง, `mild` for ไห่. */
export function yearLean(rel: AnimalRelation): 'clash' | 'mild' | 'support' | 'plain' {
  if (rel.chong !== null || rel.kind === 'same') return 'clash';
  if (rel.kind === 'harm') return 'mild';
  if (rel.kind === 'triad' || rel.kind === 'harmony') return 'support';
  return 'plain';
}

export interface YearFacts {
  /** The animal year asked about: this one, or next year's when the question says ปีหน้า. */
  year: number;
  animal: Animal;
  relation: AnimalRelation;
  next: boolean;
}

/** The year a reading should speak of for this person, or null without a birth animal. */
export function yearFacts(
  person: PersonContext,
  day: DayContext,
  intent: QuestionIntent,
): YearFacts | null {
  if (!person.animal) return null;
  const next = intent.timeFrame === 'next-year';
  const year = day.date.year + (next ? 1 : 0);
  const animal = animalOfYear(year);
  return { year, animal, relation: yearRelation(person.animal, animal), next };
}

// ---------------------------------------------------------------------------------------------
// What a described situation says
// ---------------------------------------------------------------------------------------------

export type SituationSignal =
  | 'silence'
  | 'quarrel'
  | 'daily'
  | 'invites'
  | 'distance'
  | 'rebound'
  | 'old-friends'
  | 'near-quiet';

const SIGNALS: ReadonlyArray<[RegExp, SituationSignal]> = [
  [/ทะเลาะ|มีปากเสียง|งอน|โกรธกัน|ผิดใจ|argu|fight/i, 'quarrel'],
  [/ทุกคืน|ทุกวัน(?!.*ไม่ค่อย)|ทุกเช้า|คุยกันบ่อย|every (?:day|night)/i, 'daily'],
  [/ชวน|นัด(?:กิน|เที่ยว|เจอ)|invit|asks? me out/i, 'invites'],
  [/ย้าย|ต่างจังหวัด|ต่างประเทศ|ไกลกัน|ไม่ได้เจอกัน|คนละที่|moved|far away/i, 'distance'],
  [/เลิกกับแฟน|เพิ่งเลิก|เพิ่งโสด|just broke up/i, 'rebound'],
  [/เพื่อนสนิท|เพื่อนกันมานาน|รู้จักกันมานาน|old friend|best friend/i, 'old-friends'],
  [/ไม่ค่อยได้คุย|ไม่ค่อยคุย|แทบไม่ได้คุย|barely talk/i, 'near-quiet'],
];

/** The situations a reading must read as they are: a silence is a silence, a quarrel a quarrel. */
export function situationSignals(...texts: Array<string | undefined>): Set<SituationSignal> {
  const out = new Set<SituationSignal>();
  for (const text of texts) {
    if (!text) continue;
    // "เขาไม่เคยชวนไปไหน" names an invitation that never comes: read by its frame.
    const event = readFrame(text).event;
    const notInvited = event?.act === 'invite' && event.negated === true;
    for (const [re, signal] of SIGNALS) {
      if (signal === 'invites' && notInvited) continue;
      if (re.test(text)) out.add(signal);
    }
    if (
      /อ่านแต่ไม่ตอบ|อ่านไม่ตอบ|ไม่ตอบ|เงียบ|หายไป|ไม่ทัก|ไม่ติดต่อ|บล็อก|left on read|ghost|no reply/i.test(
        text,
      )
    )
      out.add('silence');
  }
  // "ทุกวัน" at work with hardly a word is not daily talk.
  if (out.has('near-quiet')) out.delete('daily');
  return out;
}

const THAI_COUNTS: Record<string, [string, number]> = {
  หนึ่ง: ['one', 1],
  สอง: ['two', 2],
  สาม: ['three', 3],
  สี่: ['four', 4],
  ห้า: ['five', 5],
  หก: ['six', 6],
  เจ็ด: ['seven', 7],
  แปด: ['eight', 8],
  เก้า: ['nine', 9],
  สิบ: ['ten', 10],
  หลาย: ['several', 3],
};

/**
 * How long a silence has lasted, in the person's words ("สามวัน", "2 สัปดาห์"), or null. Days
 * and weeks only: "หลายเดือน" is distance, not a silence to wait out. Readings echo it inside
 * their own wording ("ตลอดสามวัน"), never beside the person's, so a shared link that masks what
 * they typed carries no run of it.
 */
export function silenceSpan(text: string | undefined): (Bi & { days: number }) | null {
  if (!text) return null;
  const m = /(\d{1,2}|หนึ่ง|สอง|สาม|สี่|ห้า|หก|เจ็ด|แปด|เก้า|สิบ|หลาย)\s*(วัน|สัปดาห์|อาทิตย์)/.exec(text);
  if (!m) return null;
  const [, count = '', unit = ''] = m;
  const known = THAI_COUNTS[count];
  const n = known ? known[1] : Number(count);
  const en = known ? known[0] : count;
  const week = unit !== 'วัน';
  const plural = n === 1 ? '' : 's';
  return {
    th: `${count}${unit}`,
    en: `${en} ${week ? 'week' : 'day'}${plural}`,
    days: week ? n * 7 : n,
  };
}

// ---------------------------------------------------------------------------------------------
// Real days ahead
// ---------------------------------------------------------------------------------------------

/**
 * The next date that falls on `weekday`, counted from the reading day (the day itself when it
 * matches): "วันศุกร์ที่ 27 พฤศจิกายน". Wednesday night is the evening of a Wednesday.
 */
export function nextDayOf(day: DayContext, weekday: Weekday): Bi {
  const target = weekday.id === 'wednesday-night' ? 3 : WEEKDAY_INDEX[weekday.id];
  const from = dayOfWeek(day.date);
  const ahead = (target - from + 7) % 7;
  const date = addDays(day.date, ahead);
  const month = THAI_MONTHS[date.month - 1] ?? '';
  const monthEn = ENGLISH_MONTHS[date.month - 1] ?? '';
  const night = weekday.id === 'wednesday-night';
  const th = `${night ? 'คืนวันพุธ' : `วัน${WEEKDAY_LORE[weekday.id].shortTh}`}ที่ ${date.day} ${month}`;
  const name = weekday.id === 'wednesday-day' ? 'Wednesday' : weekday.nameEn;
  const en = `${night ? 'Wednesday evening' : name}, ${date.day} ${monthEn}`;
  return ahead === 0 ? { th: `${th} ซึ่งก็คือวันนี้`, en: `${en} — today` } : { th, en };
}

const WEEKDAY_INDEX: Record<Weekday['id'], number> = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  'wednesday-day': 3,
  'wednesday-night': 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
};
