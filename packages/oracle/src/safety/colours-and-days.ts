import { DAY_COLOUR_FACTS } from '../lore/weekday-colours.ts';
import type { ReadingResult } from '../readings/common.ts';
import {
  thaiWeekdayOfLocal,
  WEEKDAY_IDS,
  WEEKDAY_LORE,
  WEEKDAYS,
  type Weekday,
  type WeekdayId,
} from '../weekday.ts';

/**
 * One check of the colours and days a reading recommends, against the กาลกิณี of every person
 * it reads for (both partners in a compatibility reading; a Wednesday-night birth is Rahu's, with
 * orange to avoid): a colour someone is told to avoid is never the colour they are told to wear,
 * and a day that is someone's กาลกิณี day is never the day they are told to choose.
 *
 * The check reads the text as a person would: a colour after "ใส่", "เสริมดวง", "สีมงคล"… in the
 * same clause is recommended; after "เลี่ยง", "กาลกิณี", "ไม่ควร"… it is one to avoid; a colour
 * named as a fact ("สีประจำวันคือสีเหลือง") is neither. `guardRecommendations` takes out of a
 * reading whatever would recommend a forbidden colour or day; tests hold the writers to never
 * needing it.
 */

/** Every Thai colour word the lore uses, longest first so "สีน้ำเงิน" is not read as "สีน้ำ…". */
const THAI_COLOURS = [
  ...new Set(
    WEEKDAY_IDS.flatMap((id) => [
      ...DAY_COLOUR_FACTS.days[id].coloursTh,
      ...DAY_COLOUR_FACTS.days[id].kalakiniColoursTh,
      ...WEEKDAYS[id].luckyColoursTh,
      ...WEEKDAYS[id].unluckyColoursTh,
    ]),
  ),
].sort((a, b) => b.length - a.length);

const ENGLISH_COLOURS = [
  ...new Set(
    WEEKDAY_IDS.flatMap((id) => [
      ...DAY_COLOUR_FACTS.days[id].coloursEn,
      ...DAY_COLOUR_FACTS.days[id].kalakiniColoursEn,
      ...WEEKDAY_LORE[id].luckyColoursEn,
      ...WEEKDAY_LORE[id].unluckyColoursEn,
    ]),
  ),
].sort((a, b) => b.length - a.length);

/** Thai day names as written in readings, to the weekdays they can mean. */
const THAI_DAYS: readonly { word: string; days: WeekdayId[] }[] = [
  { word: 'คืนวันพุธ', days: ['wednesday-night'] },
  { word: 'วันพุธกลางคืน', days: ['wednesday-night'] },
  { word: 'พุธกลางคืน', days: ['wednesday-night'] },
  { word: 'วันพุธกลางวัน', days: ['wednesday-day'] },
  { word: 'วันพฤหัสบดี', days: ['thursday'] },
  { word: 'วันพฤหัส', days: ['thursday'] },
  { word: 'วันอาทิตย์', days: ['sunday'] },
  { word: 'วันจันทร์', days: ['monday'] },
  { word: 'วันอังคาร', days: ['tuesday'] },
  // Plain "วันพุธ" is a daytime Wednesday: a calendar Wednesday is chosen by day.
  { word: 'วันพุธ', days: ['wednesday-day'] },
  { word: 'วันศุกร์', days: ['friday'] },
  { word: 'วันเสาร์', days: ['saturday'] },
];

const RECOMMEND_TH =
  /ใส่|สวม|แต่ง|เสริม|มงคล|นำโชค|ติดตัว|เลือก|หยิบ|เหมาะ|ฤกษ์|ลอง|นัด|เริ่ม|ใช้สี|ช่วยให้|ดีที่สุด|วันดี|สีดี|เก็บไว้|ทำใน|คุยใน|รอ|ค่อย|ลงมือ|ยกไป/;
const AVOID_TH = /เลี่ยง|ไม่ควร|อย่า|กาลกิณี|ไม่เป็นมงคล|ไม่ถูกโฉลก|ห้าม|งด|ระวัง|ไม่ใส่|ไม่เหมาะ|ไม่ดี|เว้น/;
const RECOMMEND_EN =
  /\b(?:wear|put on|pick|choose|carry|lucky|helpful|help|good days?|best|try|favou?rable|suits?|for luck)\b/;
const AVOID_EN =
  /\b(?:avoid|skip|not|never|unlucky|misfortune|don'?t|leave aside|kalakini)\b|กาลกิณี/;

export interface PersonReadFor {
  weekday: Weekday;
}

export interface Forbidden {
  coloursTh: ReadonlySet<string>;
  coloursEn: ReadonlySet<string>;
  days: ReadonlySet<WeekdayId>;
}

/** What each person must not be told to wear or to choose: their กาลกิณี colours and day. */
export function forbiddenFor(people: readonly Weekday[]): Forbidden {
  const coloursTh = new Set<string>();
  const coloursEn = new Set<string>();
  const days = new Set<WeekdayId>();
  for (const w of people) {
    const fact = DAY_COLOUR_FACTS.days[w.id];
    for (const c of fact.kalakiniColoursTh) coloursTh.add(c);
    for (const c of fact.kalakiniColoursEn) coloursEn.add(c);
    days.add(fact.kalakini);
  }
  return { coloursTh, coloursEn, days };
}

/**
 * The birth weekdays of everyone a reading's input reads for: the asker (a top-level
 * `birthDate`, or the daily reading's `birthWeekday`) and both people of a compatibility reading.
 * A partner named in a love reading informs it but is not told what to wear.
 */
export function peopleInInput(input: unknown): Weekday[] {
  const found: Weekday[] = [];
  const personOf = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (typeof record.birthWeekday === 'string' && record.birthWeekday in WEEKDAYS) {
      found.push(WEEKDAYS[record.birthWeekday as WeekdayId]);
    } else if (typeof record.birthDate === 'string') {
      try {
        const time = typeof record.birthTime === 'string' ? record.birthTime : undefined;
        found.push(thaiWeekdayOfLocal(record.birthDate, time));
      } catch {
        // An unusable date is the generator's to refuse; it reads for no one here.
      }
    }
  };
  personOf(input);
  if (input && typeof input === 'object') {
    const record = input as Record<string, unknown>;
    personOf(record.personA);
    personOf(record.personB);
  }
  return found;
}

export interface Recommendation {
  kind: 'colour' | 'day';
  /** The colour word or the day as written. */
  word: string;
  /** The clause it was recommended in. */
  clause: string;
}

/** Thai clauses: readings separate clauses and sentences with spaces. */
function clausesTh(text: string): string[] {
  return text.split(/\s+|(?<=[:;])/).filter(Boolean);
}

function clausesEn(text: string): string[] {
  return text.split(/[.;:!?—–]|,\s*(?:and|but|so)\b|\band\b(?=\s+(?:avoid|skip))/i).filter(Boolean);
}

/** What `text` recommends — colours to wear, days to choose — as a reader would take it. */
export function recommendationsIn(text: string): Recommendation[] {
  const found: Recommendation[] = [];
  // A list runs over clauses ("…คือสีส้ม สีแดง และสีเขียว"): a clause of only colours or days
  // (and "และ", "หรือ") is read the way the clause before it was.
  let listOf: 'recommend' | 'avoid' | null = null;
  for (const clause of clausesTh(text)) {
    const bare = clause.replace(/^(?:และ|หรือ|กับ)/, '');
    const onlyNames = [...THAI_COLOURS, ...THAI_DAYS.map((d) => d.word)].includes(bare);
    if (onlyNames && listOf) {
      if (listOf === 'recommend') {
        found.push({ kind: THAI_COLOURS.includes(bare) ? 'colour' : 'day', word: bare, clause });
      }
      continue;
    }
    listOf = null;
    const taken = new Array<boolean>(clause.length).fill(false);
    const mentions: { at: number; word: string; kind: 'colour' | 'day' }[] = [];
    const look = (word: string, kind: 'colour' | 'day') => {
      for (let at = clause.indexOf(word); at >= 0; at = clause.indexOf(word, at + 1)) {
        if (taken[at]) continue;
        for (let i = at; i < at + word.length; i++) taken[i] = true;
        mentions.push({ at, word, kind });
      }
    };
    for (const c of THAI_COLOURS) look(c, 'colour');
    for (const d of THAI_DAYS) look(d.word, 'day');
    for (const m of mentions) {
      const before = clause.slice(0, m.at);
      // "คนเกิดวันอังคาร", "วันนี้เป็นวันพุธ": a day named, not chosen.
      if (m.kind === 'day' && /(?:เกิด|เป็น|ของ|ตรงกับ)$/.test(before)) continue;
      if (AVOID_TH.test(before)) {
        listOf = 'avoid';
        continue;
      }
      const after = clause.slice(m.at + m.word.length);
      if (
        RECOMMEND_TH.test(before) ||
        (/^(?:เสริมดวง|นำโชค|ช่วยเสริม)/.test(after) && !AVOID_TH.test(after))
      ) {
        found.push({ kind: m.kind, word: m.word, clause });
        listOf = 'recommend';
      }
    }
  }
  const lower = text.toLowerCase();
  for (const clause of clausesEn(lower)) {
    for (const c of ENGLISH_COLOURS) {
      const at = clause.search(new RegExp(`\\b${c}\\b`));
      if (at < 0) continue;
      // "light blue" contains "blue"-free words only; "navy blue" is its own colour.
      const before = clause.slice(0, at);
      if (AVOID_EN.test(before)) continue;
      if (RECOMMEND_EN.test(before)) found.push({ kind: 'colour', word: c, clause });
    }
  }
  return found;
}

function dayOfWord(word: string): WeekdayId[] {
  return THAI_DAYS.find((d) => d.word === word)?.days ?? [];
}

/** The recommendations in `text` that break `forbidden`. */
export function forbiddenRecommendations(text: string, forbidden: Forbidden): Recommendation[] {
  return recommendationsIn(text).filter((r) =>
    r.kind === 'colour'
      ? forbidden.coloursTh.has(r.word) || forbidden.coloursEn.has(r.word)
      : dayOfWord(r.word).some((d) => forbidden.days.has(d)),
  );
}

function textsOf(result: ReadingResult): string[] {
  return [
    result.summaryTh,
    result.summaryEn,
    result.adviceTh,
    result.adviceEn,
    ...result.sections.flatMap((s) => [s.bodyTh, s.bodyEn]),
  ];
}

/** Every place a reading recommends a colour or day forbidden to someone it reads for. */
export function checkRecommendations(result: ReadingResult, people: readonly Weekday[]) {
  const forbidden = forbiddenFor(people);
  return [
    ...result.luckyColoursTh
      .filter((c) => forbidden.coloursTh.has(c))
      .map((word) => ({ kind: 'colour' as const, word, clause: 'luckyColoursTh' })),
    ...result.luckyColoursEn
      .filter((c) => forbidden.coloursEn.has(c))
      .map((word) => ({ kind: 'colour' as const, word, clause: 'luckyColoursEn' })),
    ...textsOf(result).flatMap((t) => forbiddenRecommendations(t, forbidden)),
  ];
}

/** `text` without the clauses that recommend a colour or day forbidden to `people`. */
export function guardText(text: string, people: readonly Weekday[]): string {
  const bad = forbiddenRecommendations(text, forbiddenFor(people));
  if (bad.length === 0) return text;
  let out = text;
  for (const b of bad) out = out.replace(b.clause, '');
  return out
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([,.;])/g, '$1')
    .trim();
}

/**
 * The reading with nothing left that recommends a forbidden colour or day: such colours leave the
 * lucky lists, and a clause recommending one leaves the text.
 */
export function guardRecommendations<R extends ReadingResult>(
  result: R,
  people: readonly Weekday[],
): R {
  if (people.length === 0) return result;
  const forbidden = forbiddenFor(people);
  const clean = (text: string) => guardText(text, people);
  return {
    ...result,
    luckyColoursTh: result.luckyColoursTh.filter((c) => !forbidden.coloursTh.has(c)),
    luckyColoursEn: result.luckyColoursEn.filter((c) => !forbidden.coloursEn.has(c)),
    summaryTh: clean(result.summaryTh),
    summaryEn: clean(result.summaryEn),
    adviceTh: clean(result.adviceTh),
    adviceEn: clean(result.adviceEn),
    sections: result.sections.map((s) => ({
      ...s,
      bodyTh: clean(s.bodyTh),
      bodyEn: clean(s.bodyEn),
    })),
  };
}
