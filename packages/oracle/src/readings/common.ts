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
  animalCountNote,
  animalOfYear,
  birthWeekday,
  coloursOfDay,
  taksaRoleOf,
  weekdayInRole,
  weekdayOfDate,
  yearRelation,
  WEEKDAY_TRAITS,
  type Animal,
  type AnimalRelation,
  type DayColours,
  type TaksaRole,
  type WeekdayTraits,
} from '../thai-calendar.ts';
import { WEEKDAY_LORE, WEEKDAYS, type Weekday } from '../weekday.ts';

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

/** A reading kind's id (the kinds are the keys of `TOPIC_GENERATORS`); it seeds the PRNG. */
export type ReadingKind = string;

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
  /** The birth date, when given. */
  birth: CalendarDate | null;
  age: number | null;
  /** Where the reading day stands on the person's ทักษา wheel. */
  dayRole: TaksaRole | null;
  /** The person's animal against the animal of the reading year (ปีชง and the like). */
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
  let birth: CalendarDate | null = null;
  let age: number | null = null;
  if (p?.birthDate) {
    birth = dateOrThrow(p.birthDate, `${field}.birthDate`);
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
    birth,
    age,
    dayRole: weekday ? taksaRoleOf(weekday.id, day.weekday.id) : null,
    yearRelation: animal ? yearRelation(animal, day.yearAnimal) : null,
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

/**
 * The reading year's animal against the person's: ชงตรง, ชงร่วม (own year or three years away),
 * ไห่, supportive or calm — with a note on how animal years are counted when either date falls in
 * January–April.
 */
export function yearLine(person: PersonContext, day: DayContext): Bi | null {
  if (!person.animal || !person.yearRelation) return null;
  const a = person.animal;
  const y = day.yearAnimal;
  const yTh = `ปี${y.yearNameTh}`;
  const yEn = `this year of the ${y.nameEn}`;
  const rel = person.yearRelation;
  let line: Bi;
  switch (rel.kind) {
    case 'clash':
      line = {
        th: `ปี ${day.date.year + 543} เป็น${yTh} ซึ่งเป็นปีชงตรง (ปะทะ) ของคนเกิดปี${a.yearNameTh} จังหวะชีวิตอาจมีความเปลี่ยนแปลงหรือแรงกระทบ ควรรอบคอบกับการตัดสินใจใหญ่ และการทำบุญเสริมดวงจะช่วยให้ใจนิ่ง`,
        en: `${capitalise(yEn)} clashes head-on (ชงตรง) with your ${a.nameEn} year: expect changes and knocks, so think big decisions through — and merit-making can steady the mind.`,
      };
      break;
    case 'same':
      line = {
        th: `${yTh}เป็นปีนักษัตรของคุณเอง ตำราปีชงนับเป็นปีชงร่วม (ปีคัก) ควรทบทวนตัวเองและระวังความประมาท แต่ก็เป็นปีที่ดีสำหรับการเริ่มต้นนิสัยใหม่`,
        en: `${capitalise(yEn)} is your own animal year, which ปีชง practice counts as a lesser clash (ชงร่วม): a time to take stock and avoid carelessness, and a good one for new habits.`,
      };
      break;
    case 'punishment':
    case 'break':
      line = {
        th: `${yTh}เป็นปีชงร่วม (${rel.kind === 'break' ? 'ปีผั่ว' : 'ปีเฮ้ง'}) ของคนเกิดปี${a.yearNameTh} เพราะห่างกันสามปี แรงกระทบเบากว่าชงตรง อาจมีเรื่องให้ต้องปรับแผนหรือคนใกล้ตัวเห็นไม่ตรงกันบ้าง ค่อย ๆ คุยและวางแผนเผื่อไว้จะผ่านไปได้ดี`,
        en: `${capitalise(yEn)} is a lesser clash (ชงร่วม) for the ${a.nameEn}, three years apart: milder than a head-on clash, but plans may need adjusting and people close to you may see things differently. Talk things through and leave some slack in your plans.`,
      };
      break;
    case 'harm':
      line = {
        th: `${yTh}เป็นปีไห่ของคนเกิดปี${a.yearNameTh} ซึ่งเบากว่าปีชงและไม่นับเป็นปีชง อาจมีเรื่องขัดใจเล็กน้อยกับคนใกล้ตัว ใจเย็นไว้แล้วจะผ่านไปได้`,
        en: `${capitalise(yEn)} is a ไห่ ("harm") year for the ${a.nameEn} — milder than ชง and not counted as one: small irritations with people close to you. Stay calm and they pass.`,
      };
      break;
    case 'triad':
    case 'harmony':
      line = {
        th: `${yTh}ส่งเสริมคนเกิดปี${a.yearNameTh} (${rel.nameTh}) มีแรงหนุนจากผู้คนและโอกาสที่เข้ามาแบบพอดีจังหวะ`,
        en: `${capitalise(yEn)} supports the ${a.nameEn} (${rel.nameEn}): people back you and chances arrive at the right time.`,
      };
      break;
    default:
      line = {
        th: `${yTh}ไม่ได้ชงหรือส่งเสริมปี${a.yearNameTh}เป็นพิเศษ ผลลัพธ์จึงขึ้นกับความตั้งใจของคุณเป็นหลัก`,
        en: `${capitalise(yEn)} neither clashes with nor boosts the ${a.nameEn}, so results rest mainly on your own intent.`,
      };
  }
  const note = animalCountNote({ reading: day.date, births: [{ date: person.birth }] });
  return note ? joinBi([line, note]) : line;
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
  /** Where the colours and numbers come from, so the lucky section can say why. */
  basis?: LuckyBasis;
}

export interface LuckyBasis {
  /** The weekday the ทักษา wheel is read from: the birth weekday, or the reading day. */
  owner: Weekday;
  fromBirth: boolean;
  day: Weekday;
  fortune: Weekday;
  support: Weekday;
  misfortune: Weekday;
}

/**
 * Lucky colours follow ทักษา: with a birth weekday, the colours of the person's ศรี (fortune) and
 * มนตรี (support) planets, and their กาลกิณี colours to avoid; without one, the colours of the day.
 * Every colour of the กาลกิณี planet is avoided (Saturn is purple and black, the Moon yellow and
 * white), as are the day's own กาลกิณี colours. Numbers: the planet numbers of ศรี and the day,
 * plus two seeded ones.
 */
export function luckyFor(person: PersonContext, day: DayContext, rng: Rng): Lucky {
  const owner = person.weekday ?? day.weekday;
  const sri = weekdayInRole(owner.id, 'fortune');
  const mon = weekdayInRole(owner.id, 'support');
  // A weekday's `unluckyColours` are all the colours of its กาลกิณี planet.
  const avoidTh = [...new Set([...owner.unluckyColoursTh, ...day.colours.unluckyColoursTh])];
  const avoidEn = [
    ...new Set([...WEEKDAY_LORE[owner.id].unluckyColoursEn, ...day.colours.unluckyColoursEn]),
  ];
  const coloursTh = [...new Set([sri.colourTh, mon.colourTh, ...day.colours.luckyColoursTh])]
    .filter((c) => !avoidTh.includes(c))
    .slice(0, 3);
  const coloursEn = [...new Set([sri.colourEn, mon.colourEn, ...day.colours.luckyColoursEn])]
    .filter((c) => !avoidEn.includes(c))
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
  const basis: LuckyBasis = {
    owner,
    fromBirth: person.weekday !== null,
    day: day.weekday,
    fortune: sri,
    support: mon,
    misfortune: weekdayInRole(owner.id, 'misfortune'),
  };
  return { coloursTh, coloursEn, avoidTh, avoidEn, numbers, basis };
}

/**
 * The lucky section. The web shows the colours and numbers as chips inside it, so the text says
 * why: which colours to avoid (the birth day's กาลกิณี planet, and the day's own กาลกิณี colours),
 * where the helpful ones come from, and that lucky numbers are a small encouragement, never a
 * reason to gamble. A reading that gives no numbers (a lottery request) says so kindly.
 */
export function luckySection(lucky: Lucky, extra?: Bi): ReadingSection {
  // Phrasing is seeded by the section's own content: no caller needs to pass its PRNG.
  const rng = createRng(seedOf('lucky-section', lucky));
  const heading =
    lucky.numbers.length > 0
      ? { th: 'สีและเลขมงคล', en: 'Lucky colours and numbers' }
      : { th: 'สีมงคลและสีที่ควรเลี่ยง', en: 'Colours to wear and to avoid' };
  return section(
    'lucky',
    heading,
    present([
      luckyAvoidLine(lucky, rng),
      luckyHelpLine(lucky, rng),
      luckyNumbersLine(lucky, rng),
      extra,
    ]),
  );
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

// ---------------------------------------------------------------------------------------------
// The lucky section's sentences
// ---------------------------------------------------------------------------------------------

function luckyAvoidLine(lucky: Lucky, rng: Rng): Bi {
  const b = lucky.basis;
  if (!b) {
    return {
      th: `สีที่ควรเลี่ยงคือ${listTh(lucky.avoidTh)} ซึ่งเป็นสีกาลกิณีตามตำราสีประจำวัน`,
      en: `Colours to avoid: ${listEn(lucky.avoidEn)}, the unlucky (กาลกิณี) colours of the day.`,
    };
  }
  const dayAvoid = new Set(WEEKDAYS[b.day.id].unluckyColoursTh);
  if (!b.fromBirth) {
    return pick(rng, [
      {
        th: `วันนี้ควรเลี่ยง${listTh(lucky.avoidTh)} เพราะเป็นสีกาลกิณีของ${dayTh(b.day)} ถ้าใส่วันเกิดไว้ จะบอกสีกาลกิณีประจำตัวได้ด้วย`,
        en: `Today, avoid ${listEn(lucky.avoidEn)} — the unlucky (กาลกิณี) colours of ${dayEn(b.day)}. Give your birth date and your own unlucky colours can be read too.`,
      },
      {
        th: `${listTh(lucky.avoidTh)}เป็นสีที่ตำราถือว่าไม่เป็นมงคลสำหรับ${dayTh(b.day)} จึงควรเลี่ยงในวันที่มีเรื่องสำคัญ ส่วนสีกาลกิณีประจำตัวต้องดูจากวันเกิด`,
        en: `${capitalise(listEn(lucky.avoidEn))} ${lucky.avoidEn.length > 1 ? 'are' : 'is'} held unlucky on a ${dayEn(b.day)}, so skip ${lucky.avoidEn.length > 1 ? 'them' : 'it'} when something matters; your personal unlucky colours depend on your birth day.`,
      },
    ]);
  }
  const own = WEEKDAYS[b.owner.id].unluckyColoursTh;
  const ownEn = WEEKDAY_LORE[b.owner.id].unluckyColoursEn;
  const kala = b.misfortune;
  const kalaEn = WEEKDAY_LORE[kala.id].planetEn;
  const main = pick(rng, [
    {
      th: `สีที่ควรเลี่ยงคือ${listTh(own)} เพราะเป็นสีของ${kala.planetTh} ดาวที่อยู่ตำแหน่งกาลกิณีของคนเกิด${dayTh(b.owner)}`,
      en: `Avoid ${listEn(ownEn)}: ${ownEn.length > 1 ? 'they belong' : 'it belongs'} to ${kalaEn}, the planet in the unlucky (กาลกิณี) place for someone born on a ${dayEn(b.owner)}.`,
    },
    {
      th: `คนเกิด${dayTh(b.owner)}มี${kala.planetTh}เป็นกาลกิณี ${listTh(own)}ซึ่งเป็นสีของดาวดวงนี้จึงควรเลี่ยงในวันที่มีเรื่องสำคัญ`,
      en: `For ${dayEn(b.owner)} people, ${kalaEn} is the unlucky (กาลกิณี) planet, so ${ownEn.length > 1 ? `its colours — ${listEn(ownEn)} — are` : `its colour, ${listEn(ownEn)}, is`} best left aside on days that matter.`,
    },
    {
      th: `ในทักษาของคนเกิด${dayTh(b.owner)} ตำแหน่งกาลกิณีเป็นของ${kala.planetTh} สีของดาวดวงนี้คือ${listTh(own)} จึงเป็นสีที่ไม่ควรใส่ไปทำเรื่องสำคัญ`,
      en: `On the ทักษา wheel of a ${dayEn(b.owner)} birth, the unlucky place belongs to ${kalaEn}; ${ownEn.length > 1 ? `its colours, ${listEn(ownEn)}, are` : `its colour, ${listEn(ownEn)}, is`} not for important occasions.`,
    },
  ]);
  const extraTh = lucky.avoidTh.filter((c) => !own.includes(c) && dayAvoid.has(c));
  const extraEn = lucky.avoidEn.filter((c) => !ownEn.includes(c));
  if (extraTh.length === 0) return main;
  const more = pick(rng, [
    {
      th: `และเพราะวันนี้เป็น${dayTh(b.day)} ${listTh(extraTh)}ซึ่งเป็นสีกาลกิณีประจำวันก็ควรเลี่ยงด้วย`,
      en: `And as today is a ${dayEn(b.day)}, skip ${listEn(extraEn)} too — the day’s own unlucky colours.`,
    },
    {
      th: `ส่วน${listTh(extraTh)}เป็นสีกาลกิณีของ${dayTh(b.day)} วันนี้จึงควรเลี่ยงเพิ่มอีก`,
      en: `${capitalise(listEn(extraEn))} ${extraEn.length > 1 ? 'are the unlucky colours' : 'is an unlucky colour'} of ${dayEn(b.day)}, so leave ${extraEn.length > 1 ? 'them' : 'it'} aside today as well.`,
    },
  ]);
  return { th: `${main.th} ${more.th}`, en: `${main.en} ${more.en}` };
}

function luckyHelpLine(lucky: Lucky, rng: Rng): Bi | null {
  const b = lucky.basis;
  if (!b || lucky.coloursTh.length === 0) return null;
  const sriIn = lucky.coloursTh.includes(b.fortune.colourTh);
  const monIn = lucky.coloursTh.includes(b.support.colourTh);
  const whose = b.fromBirth
    ? { th: `ของคนเกิด${dayTh(b.owner)}`, en: `for a ${dayEn(b.owner)} birth` }
    : { th: `ของ${dayTh(b.owner)}`, en: `of ${dayEn(b.owner)}` };
  if (!sriIn && !monIn) {
    return {
      th: `สีที่ช่วยเสริมเป็นสีมงคลของ${dayTh(b.day)} ที่ไม่ชนกับสีกาลกิณี`,
      en: `The helpful colours are the lucky colours of ${dayEn(b.day)} that do not clash with the unlucky ones.`,
    };
  }
  const planets = [sriIn ? b.fortune : null, monIn ? b.support : null].filter(
    (w): w is Weekday => w !== null,
  );
  const namesTh = planets.map((w) => `${w.planetTh}ซึ่งเป็น${w.id === b.fortune.id ? 'ศรี' : 'มนตรี'}`);
  const namesEn = planets.map(
    (w) => `${WEEKDAY_LORE[w.id].planetEn} (${w.id === b.fortune.id ? 'fortune' : 'support'})`,
  );
  return pick(rng, [
    {
      th: `สีที่ช่วยเสริมมาจาก${listTh(namesTh)}${whose.th}`,
      en: `The helpful colours come from ${listEn(namesEn)} ${whose.en}.`,
    },
    {
      th: `สีเสริมดวงเลือกจากสีของ${listTh(namesTh)}${whose.th} ใส่ติดตัวสักชิ้นก็พอ ไม่ต้องทั้งชุด`,
      en: `The lucky colours are those of ${listEn(namesEn)} ${whose.en}; one item is enough, no need for a whole outfit.`,
    },
  ]);
}

function luckyNumbersLine(lucky: Lucky, rng: Rng): Bi {
  if (lucky.numbers.length === 0) {
    return {
      th: 'ครั้งนี้ขอเว้นเลขมงคลไว้ เพราะดวงไม่ได้มีไว้เพื่อการเสี่ยงโชค',
      en: 'No lucky numbers this time: a reading is not meant for games of chance.',
    };
  }
  const b = lucky.basis;
  const first = lucky.numbers[0];
  const source =
    b && first !== undefined
      ? {
          th: `เลข ${first} เป็นเลขของ${b.fortune.planetTh}ซึ่งเป็นดาวศรี`,
          en: `${first} is the number of ${WEEKDAY_LORE[b.fortune.id].planetEn}, the fortune planet`,
        }
      : null;
  const note = pick(rng, [
    {
      th: 'เลขมงคลเป็นกำลังใจเล็ก ๆ ไว้ใช้กับเรื่องที่เลือกได้อยู่แล้ว เช่น เวลานัดหรือเลขห้อง ไม่ใช่สำหรับการพนัน',
      en: 'Lucky numbers are a small encouragement for choices you would make anyway — a meeting time, a room — not for gambling.',
    },
    {
      th: 'เลขเหล่านี้มีไว้เป็นกำลังใจ ไม่ควรใช้เป็นเหตุผลในการเสี่ยงเงิน และไม่ใช่เลขสำหรับหวย',
      en: 'These numbers are for encouragement — never a reason to risk money, and not lottery numbers.',
    },
    {
      th: 'ถือเลขมงคลไว้เป็นกำลังใจเล็ก ๆ ก็พอ ดวงไม่ได้มีไว้เพื่อการเสี่ยงโชค',
      en: 'Keep lucky numbers as a small encouragement; a reading is not meant for games of chance.',
    },
  ]);
  return source ? { th: `${source.th} ${note.th}`, en: `${source.en}. ${note.en}` } : note;
}

/** "1st", "2nd", "13th", "22nd": a day of the month in English running text. */
export function ordinalEn(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen
    ? 'th'
    : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}
