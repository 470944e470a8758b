/**
 * What every topic reading shares: the result shape, input checks, the reading day and the person
 * (birth weekday, animal year, ทักษา role of the day, the year's ชง), lucky colours and numbers,
 * and the lore sentences several topics reuse. Generators are pure: the reading date is an input
 * and all variety comes from a PRNG seeded by the whole input.
 */
import {
  ageOn,
  DateInputError,
  formatDateEn,
  formatDateTh,
  parseClockTime,
  parseIsoDate,
} from '../dates.ts';
import type { CalendarDate } from '../dates.ts';
import { GENDERS, type PersonInput } from '../options.ts';
import { createRng, intBetween, pick, seedOf, type Rng } from '../seed.ts';
import { capitalise, cleanName, joinBi, listEn, listTh, lowerFirst, type Bi } from '../text.ts';
import {
  animalOfYear,
  animalRelation,
  birthWeekday,
  coloursOfDay,
  taksaRoleOf,
  weekdayInRole,
  weekdayOfDate,
  WEEKDAY_TRAITS,
  type Animal,
  type AnimalRelation,
  type DayColours,
  type TaksaRole,
  type WeekdayTraits,
} from '../thai-calendar.ts';
import { WEEKDAY_LORE, type Weekday } from '../weekday.ts';

/** A weekday's name for running text: "วันพุธกลางคืน" rather than "วันพุธ (กลางคืน)". */
export function dayTh(w: Weekday): string {
  return `วัน${WEEKDAY_LORE[w.id].shortTh}`;
}

/** "Wednesday night" rather than "Wednesday (night)"; plain "Wednesday" by day. */
export function dayEn(w: Weekday): string {
  if (w.id === 'wednesday-night') return 'Wednesday night';
  if (w.id === 'wednesday-day') return 'Wednesday';
  return w.nameEn;
}

export type ReadingKind =
  | 'career'
  | 'finance'
  | 'love'
  | 'luck'
  | 'obstacles'
  | 'compatibility'
  | 'their-feelings'
  | 'thinking-person'
  | 'daily';

export interface ReadingSection {
  id: string;
  headingTh: string;
  headingEn: string;
  bodyTh: string;
  bodyEn: string;
}

export interface ReadingResult<K extends ReadingKind = ReadingKind> {
  kind: K;
  /** The reading day, `YYYY-MM-DD`. */
  date: string;
  titleTh: string;
  titleEn: string;
  summaryTh: string;
  summaryEn: string;
  sections: ReadingSection[];
  luckyColoursTh: string[];
  luckyColoursEn: string[];
  luckyNumbers: number[];
  score0to100: number;
  adviceTh: string;
  adviceEn: string;
}

export type ReadingInputErrorCode =
  | 'INVALID_DATE'
  | 'INVALID_TIME'
  | 'INVALID_OPTION'
  | 'MISSING_FIELD'
  | 'WANT_TO_KNOW_REQUIRED'
  | 'CHALLENGES_REQUIRED';

/** A reading input the generator cannot work with. `field` is the path of the bad input. */
export class ReadingInputError extends Error {
  readonly code: ReadingInputErrorCode;
  readonly field: string;
  readonly messageTh: string;
  constructor(code: ReadingInputErrorCode, field: string, message: string, messageTh: string) {
    super(message);
    this.name = 'ReadingInputError';
    this.code = code;
    this.field = field;
    this.messageTh = messageTh;
  }
}

function dateOrThrow(value: string, field: string): CalendarDate {
  try {
    return parseIsoDate(value, field);
  } catch (e) {
    if (e instanceof DateInputError) {
      throw new ReadingInputError(
        'INVALID_DATE',
        field,
        e.message,
        'วันที่ไม่ถูกต้อง (รูปแบบ ปปปป-ดด-วว)',
      );
    }
    throw e;
  }
}

/** Throws `INVALID_OPTION` unless `value` is one of `allowed` (undefined passes). */
export function checkOption<T extends string>(
  value: T | undefined,
  allowed: readonly T[],
  field: string,
): void {
  if (value !== undefined && !allowed.includes(value)) {
    throw new ReadingInputError(
      'INVALID_OPTION',
      field,
      `${field} must be one of ${allowed.join(', ')}`,
      `ค่าของ ${field} ไม่อยู่ในตัวเลือกที่กำหนด`,
    );
  }
}

/** Throws `MISSING_FIELD` when a required value is absent or blank. */
export function requireValue<T>(value: T | undefined | null, field: string): T {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    throw new ReadingInputError('MISSING_FIELD', field, `${field} is required`, `กรุณาระบุ ${field}`);
  }
  return value;
}

// ---------------------------------------------------------------------------------------------
// Context: the day and the person
// ---------------------------------------------------------------------------------------------

export interface DayContext {
  iso: string;
  date: CalendarDate;
  weekday: Weekday;
  colours: DayColours;
  yearAnimal: Animal;
  dateTh: string;
  dateEn: string;
}

export function dayContext(date: string, field = 'date'): DayContext {
  const d = dateOrThrow(date, field);
  const iso = `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
  return {
    iso,
    date: d,
    weekday: weekdayOfDate(iso),
    colours: coloursOfDay(iso),
    yearAnimal: animalOfYear(d.year),
    dateTh: formatDateTh(d),
    dateEn: formatDateEn(d),
  };
}

export interface PersonContext {
  name: string;
  /** How to address the person in Thai: "คุณสมชาย" or "คุณ". */
  callTh: string;
  /** The name for English text, or '' when there is none. */
  callEn: string;
  weekday: Weekday | null;
  traits: WeekdayTraits | null;
  animal: Animal | null;
  age: number | null;
  /** Where the reading day stands on the person's ทักษา wheel. */
  dayRole: TaksaRole | null;
  /** The person's animal against the animal of the reading year. */
  yearRelation: AnimalRelation | null;
}

export function personContext(
  p: PersonInput | undefined,
  day: DayContext,
  field = 'person',
): PersonContext {
  const name = cleanName(p?.name);
  if (p?.gender !== undefined) checkOption(p.gender, GENDERS, `${field}.gender`);
  let weekday: Weekday | null = null;
  let animal: Animal | null = null;
  let age: number | null = null;
  if (p?.birthDate) {
    const birth = dateOrThrow(p.birthDate, `${field}.birthDate`);
    if (p.birthTime) {
      try {
        parseClockTime(p.birthTime, `${field}.birthTime`);
      } catch (e) {
        if (e instanceof DateInputError) {
          throw new ReadingInputError(
            'INVALID_TIME',
            `${field}.birthTime`,
            e.message,
            'เวลาเกิดไม่ถูกต้อง (รูปแบบ ชช:นน)',
          );
        }
        throw e;
      }
    }
    weekday = birthWeekday(p.birthDate.trim(), p.birthTime?.trim());
    animal = animalOfYear(birth.year);
    age = ageOn(birth, day.date);
  }
  return {
    name,
    callTh: name ? `คุณ${name}` : 'คุณ',
    callEn: name,
    weekday,
    traits: weekday ? WEEKDAY_TRAITS[weekday.id] : null,
    animal,
    age,
    dayRole: weekday ? taksaRoleOf(weekday.id, day.weekday.id) : null,
    yearRelation: animal ? animalRelation(animal, day.yearAnimal) : null,
  };
}

/** A PRNG for a reading: every input and the date go into the seed. */
export function readingRng(kind: ReadingKind, input: unknown): Rng {
  return createRng(seedOf('reading', kind, input));
}

// ---------------------------------------------------------------------------------------------
// Fragments
// ---------------------------------------------------------------------------------------------

/** A sentence in both languages, fixed or built from a context. */
export type Frag<C> = Bi | ((c: C) => Bi);

export function render<C>(frag: Frag<C>, c: C): Bi {
  return typeof frag === 'function' ? frag(c) : frag;
}

export function pickFrag<C>(rng: Rng, frags: readonly Frag<C>[], c: C): Bi {
  return render(pick(rng, frags), c);
}

/** A section; each English part gets a capital first letter. */
export function section(id: string, heading: Bi, parts: readonly Bi[]): ReadingSection {
  const body = joinBi(parts.map((p) => ({ th: p.th, en: capitalise(p.en.trim()) })));
  return { id, headingTh: heading.th, headingEn: heading.en, bodyTh: body.th, bodyEn: body.en };
}

export type Tier = 'high' | 'mid' | 'low';

export function tierOf(score: number): Tier {
  return score >= 72 ? 'high' : score >= 52 ? 'mid' : 'low';
}

export function clampScore(n: number): number {
  return Math.round(Math.min(97, Math.max(18, n)));
}

/**
 * A base score from the lore: the ทักษา role of the day and the year's relation to the person's
 * animal, plus a seeded swing so two days never read quite alike.
 */
export function loreScore(person: PersonContext, rng: Rng, base = 62): number {
  let s = base + intBetween(rng, -9, 9);
  if (person.dayRole) s += person.dayRole.tone * 5;
  if (person.yearRelation) s += Math.round(person.yearRelation.effect / 3);
  return s;
}

/** "คุณสมชาย" / "Somchai, " openers. */
export function greetEn(person: PersonContext): string {
  return person.callEn ? `${person.callEn}, ` : '';
}

// ---------------------------------------------------------------------------------------------
// Lore sentences
// ---------------------------------------------------------------------------------------------

const DAY_ROLE_TEXT: Record<TaksaRole['id'], Bi> = {
  companions: {
    th: 'คนรอบตัวจะเป็นกำลังสำคัญ เหมาะกับงานที่ต้องร่วมมือและการใช้เวลากับครอบครัว',
    en: 'the people around you are your strength — good for teamwork and family time',
  },
  longevity: {
    th: 'เป็นวันที่ควรดูแลกายใจและทำสิ่งที่ต่อเนื่องอย่างมั่นคง มากกว่าการเริ่มเรื่องใหม่',
    en: 'a day to look after body and mind and carry steady work forward rather than start anew',
  },
  power: {
    th: 'พูดอะไรมีน้ำหนัก เหมาะกับการเจรจา การนำเสนอ และการแสดงความเป็นผู้นำ',
    en: 'your words carry weight — good for negotiating, presenting and taking the lead',
  },
  fortune: {
    th: 'โชคและเสน่ห์หนุนนำ เหมาะกับเรื่องเงิน เรื่องรัก และการขอสิ่งที่หวัง',
    en: 'luck and charm are with you — good for money, love and asking for what you want',
  },
  foundation: {
    th: 'เหมาะกับเรื่องบ้าน ทรัพย์สิน และการวางรากฐานระยะยาว',
    en: 'good for home, property and laying long-term foundations',
  },
  diligence: {
    th: 'ลงแรงแล้วได้ผล แต่ต้องขยันและอดทนมากกว่าปกติสักหน่อย',
    en: 'effort pays off, though it asks a little more diligence than usual',
  },
  support: {
    th: 'ผู้ใหญ่เมตตา เหมาะกับการขอความช่วยเหลือ ขอคำปรึกษา หรือยื่นเรื่องสำคัญ',
    en: 'elders are kind — good for asking help or advice, or submitting something important',
  },
  misfortune: {
    th: 'ควรเลี่ยงการเริ่มเรื่องใหญ่ ทำสิ่งเดิมให้ดี พูดน้อยลง และเลี่ยงสีกาลกิณีของตัวเอง',
    en: 'avoid launching anything big; tend what you have, say less and skip your unlucky colour',
  },
};

/** "Today is your ศรี day" — the ทักษา role of the reading day for the person. */
export function dayRoleLine(person: PersonContext, day: DayContext): Bi | null {
  if (!person.weekday || !person.dayRole) return null;
  const r = person.dayRole;
  const t = DAY_ROLE_TEXT[r.id];
  return {
    th: `${dayTh(day.weekday)}นี้ตรงกับตำแหน่ง "${r.nameTh}" ในทักษาของคนเกิด${dayTh(person.weekday)} ${t.th}`,
    en: `This ${dayEn(day.weekday)} falls in the "${r.nameEn}" (${r.nameTh}) position of the ทักษา wheel for someone born on a ${dayEn(person.weekday)}: ${t.en}.`,
  };
}

/** The reading year's animal against the person's: ชง, own year, supportive or calm. */
export function yearLine(person: PersonContext, day: DayContext): Bi | null {
  if (!person.animal || !person.yearRelation) return null;
  const a = person.animal;
  const y = day.yearAnimal;
  const yTh = `ปี${y.yearNameTh}`;
  const yEn = `this year of the ${y.nameEn}`;
  switch (person.yearRelation.kind) {
    case 'clash':
      return {
        th: `ปี ${day.date.year + 543} เป็น${yTh} ซึ่งเป็นปีชงของคนเกิดปี${a.yearNameTh} จังหวะชีวิตอาจมีความเปลี่ยนแปลงหรือแรงกระทบ ควรรอบคอบกับการตัดสินใจใหญ่ และการทำบุญเสริมดวงจะช่วยให้ใจนิ่ง`,
        en: `${capitalise(yEn)} clashes (ชง) with your ${a.nameEn} year: expect changes and knocks, so think big decisions through — and merit-making can steady the mind.`,
      };
    case 'same':
      return {
        th: `${yTh}เป็นปีนักษัตรของคุณเอง ตำราจีนถือเป็นปีที่ต้องทบทวนตัวเองและระวังความประมาท แต่ก็เป็นปีที่ดีสำหรับการเริ่มต้นนิสัยใหม่`,
        en: `${capitalise(yEn)} is your own animal year — a time, by Chinese lore, to take stock and avoid carelessness, and a good one for new habits.`,
      };
    case 'harm':
      return {
        th: `${yTh}จัดเป็นปีชงร่วมเล็ก ๆ ของคนเกิดปี${a.yearNameTh} อาจมีเรื่องขัดใจเล็กน้อยกับคนใกล้ตัว ใจเย็นไว้แล้วจะผ่านไปได้`,
        en: `${capitalise(yEn)} brings a mild friction for the ${a.nameEn}: small irritations with people close to you. Stay calm and they pass.`,
      };
    case 'triad':
    case 'harmony':
      return {
        th: `${yTh}ส่งเสริมคนเกิดปี${a.yearNameTh} (${person.yearRelation.nameTh}) มีแรงหนุนจากผู้คนและโอกาสที่เข้ามาแบบพอดีจังหวะ`,
        en: `${capitalise(yEn)} supports the ${a.nameEn} (${person.yearRelation.nameEn}): people back you and chances arrive at the right time.`,
      };
    default:
      return {
        th: `${yTh}ไม่ได้ชงหรือส่งเสริมปี${a.yearNameTh}เป็นพิเศษ ผลลัพธ์จึงขึ้นกับความตั้งใจของคุณเป็นหลัก`,
        en: `${capitalise(yEn)} neither clashes with nor boosts the ${a.nameEn}, so results rest mainly on your own intent.`,
      };
  }
}

const ANIMAL_TEMPLATES: readonly ((a: Animal, topicTh: string, topicEn: string) => Bi)[] = [
  (a, tt, te) => ({
    th: `คนเกิดปี${a.yearNameTh}มีจุดเด่นเรื่อง${a.strengthTh} ซึ่งจะช่วยคุณได้มากในเรื่อง${tt}`,
    en: `Those born in the year of the ${a.nameEn} are known for ${a.strengthEn}, which will help you a great deal with ${te}.`,
  }),
  (a, tt, te) => ({
    th: `ตามนิสัยคนปี${a.yearNameTh} (${a.animalTh}) คุณ${a.traitsTh} ในเรื่อง${tt}ช่วงนี้ให้ใช้ข้อดีนี้ แต่ระวัง${a.cautionTh}`,
    en: `The ${a.nameEn} in you shows — ${lowerFirst(a.traitsEn)} In matters of ${te}, use that, but watch out for ${a.cautionEn}.`,
  }),
  (a, tt, te) => ({
    th: `พลังของ${a.animalTh}ประจำปีเกิดทำให้คุณโดดเด่นด้าน${a.strengthTh} เรื่อง${tt}จะไปได้ดีถ้าไม่ปล่อยให้${a.cautionTh}เข้ามาขวาง`,
    en: `The ${a.nameEn} of your birth year gives you ${a.strengthEn}; ${te} goes well as long as ${a.cautionEn} does not get in the way.`,
  }),
];

export function animalLine(person: PersonContext, rng: Rng, topic: Bi): Bi | null {
  if (!person.animal) return null;
  return pick(rng, ANIMAL_TEMPLATES)(person.animal, topic.th, topic.en);
}

export type TraitTopic = 'career' | 'love' | 'money' | 'health';

/** What the birth weekday says about one topic. */
export function weekdayLine(person: PersonContext, rng: Rng, topic: TraitTopic): Bi | null {
  if (!person.weekday || !person.traits) return null;
  const t = person.traits;
  const text: Bi = {
    career: { th: t.careerTh, en: t.careerEn },
    love: { th: t.loveTh, en: t.loveEn },
    money: { th: t.moneyTh, en: t.moneyEn },
    health: { th: t.healthTh, en: t.healthEn },
  }[topic];
  const lead = pick(rng, [
    {
      th: `ในฐานะคนเกิด${dayTh(person.weekday)} ซึ่งมี${person.weekday.planetTh}เป็นดาวประจำวัน`,
      en: `As someone born on a ${dayEn(person.weekday)}, ruled by ${WEEKDAY_LORE[person.weekday.id].planetEn}:`,
    },
    {
      th: `ตำราวันเกิดกล่าวถึงคนเกิด${dayTh(person.weekday)}ไว้ว่า`,
      en: `Birth-day lore says of ${dayEn(person.weekday)} people:`,
    },
  ]);
  return { th: `${lead.th} ${text.th}`, en: `${lead.en} ${lowerFirst(text.en)}` };
}

// ---------------------------------------------------------------------------------------------
// Lucky colours and numbers
// ---------------------------------------------------------------------------------------------

export interface Lucky {
  coloursTh: string[];
  coloursEn: string[];
  avoidTh: string[];
  avoidEn: string[];
  numbers: number[];
}

/**
 * Lucky colours follow ทักษา: with a birth weekday, the colours of the person's ศรี (fortune) and
 * มนตรี (support) planets, and their กาลกิณี colour to avoid; without one, the colours of the day.
 * Numbers: the planet numbers of ศรี and the day, plus two seeded ones.
 */
export function luckyFor(person: PersonContext, day: DayContext, rng: Rng): Lucky {
  const owner = person.weekday ?? day.weekday;
  const sri = weekdayInRole(owner.id, 'fortune');
  const mon = weekdayInRole(owner.id, 'support');
  const bad = weekdayInRole(owner.id, 'misfortune');
  const coloursTh = [...new Set([sri.colourTh, mon.colourTh, ...day.colours.luckyColoursTh])]
    .filter((c) => c !== bad.colourTh && !day.colours.unluckyColoursTh.includes(c))
    .slice(0, 3);
  const coloursEn = [...new Set([sri.colourEn, mon.colourEn, ...day.colours.luckyColoursEn])]
    .filter((c) => c !== bad.colourEn && !day.colours.unluckyColoursEn.includes(c))
    .slice(0, 3);
  const numbers: number[] = [];
  for (const n of [
    WEEKDAY_LORE[sri.id].planetNumber,
    WEEKDAY_LORE[day.weekday.id].planetNumber,
    intBetween(rng, 0, 9),
    intBetween(rng, 10, 99),
  ]) {
    if (!numbers.includes(n)) numbers.push(n);
  }
  return {
    coloursTh,
    coloursEn,
    avoidTh: [...new Set([bad.colourTh, ...day.colours.unluckyColoursTh])],
    avoidEn: [...new Set([bad.colourEn, ...day.colours.unluckyColoursEn])],
    numbers,
  };
}

export function luckySection(lucky: Lucky, extra?: Bi): ReadingSection {
  return section('lucky', { th: 'สีและเลขมงคล', en: 'Lucky colours and numbers' }, [
    {
      th: `สีเสริมดวง: ${listTh(lucky.coloursTh)} สีที่ควรเลี่ยง: ${listTh(lucky.avoidTh)} เลขนำโชค: ${lucky.numbers.join(', ')}`,
      en: `Colours that help: ${listEn(lucky.coloursEn)}. Colours to avoid: ${listEn(lucky.avoidEn)}. Lucky numbers: ${lucky.numbers.join(', ')}.`,
    },
    ...(extra ? [extra] : []),
  ]);
}

/** Lines that are null are left out. */
export function present(parts: ReadonlyArray<Bi | null | undefined>): Bi[] {
  return parts.filter(
    (p): p is Bi => p !== null && p !== undefined && (p.th !== '' || p.en !== ''),
  );
}

/** A short note that readings are guidance, used at the end of advice. */
export const ENTERTAINMENT_NOTE: Bi = {
  th: 'คำทำนายเป็นเพียงแนวทางเพื่อความสบายใจ การตัดสินใจสำคัญควรอาศัยข้อมูลจริงและสติของคุณเองเสมอ',
  en: 'Readings are guidance for peace of mind; base important decisions on real information and your own judgement.',
};

/** A question the user typed, cleaned and shortened for quoting (or '' when there is none). */
export function quoteQuestion(q: string | undefined): string {
  if (!q) return '';
  const clean = q
    .replace(/\s+/g, ' ')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>{}]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim();
  return clean.length > 80 ? `${clean.slice(0, 80).trim()}…` : clean;
}

export function ageBandOf(age: number | null): 'young' | 'adult' | 'mature' | null {
  if (age === null) return null;
  return age < 25 ? 'young' : age < 45 ? 'adult' : 'mature';
}
