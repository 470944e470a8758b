/**
 * Thai calendar lore: the twelve-year animal cycle (ปีนักษัตร), the weekday of birth and what Thai
 * tradition says about people born on it, ทักษา (the eight-planet wheel that gives each day its
 * "power", "fortune", "support" and "misfortune" days) and the colours of a day.
 *
 * The animal year follows the calendar year and changes on 1 January, with 1900 and 2020 as ปีชวด
 * (rat). Thai astrology changes the animal on ขึ้น ๑ ค่ำ เดือน ๕, some astrologers at เถลิงศก, the
 * Chinese count at the Chinese new year, so a date from January to April may belong to the
 * previous animal elsewhere: `animalCountNote` says so wherever a reading names such a year
 * (docs/decisions/012-lore-sources.md).
 */
import { dayOfWeek, parseClockTime, parseIsoDate } from './dates.ts';
import type { CalendarDate } from './dates.ts';
import type { Bi } from './text.ts';
import {
  WEEKDAYS,
  WEEKDAY_IDS,
  WEEKDAY_LORE,
  weekdayOfPlanet,
  type Weekday,
  type WeekdayId,
} from './weekday.ts';

// ---------------------------------------------------------------------------------------------
// The twelve animals
// ---------------------------------------------------------------------------------------------

export type AnimalId =
  | 'rat'
  | 'ox'
  | 'tiger'
  | 'rabbit'
  | 'dragon'
  | 'snake'
  | 'horse'
  | 'goat'
  | 'monkey'
  | 'rooster'
  | 'dog'
  | 'pig';

export interface Animal {
  id: AnimalId;
  /** 0 = rat … 11 = pig. */
  index: number;
  /** The year's name: ชวด, ฉลู, … */
  yearNameTh: string;
  /** The animal itself: หนู, วัว, … */
  animalTh: string;
  nameEn: string;
  traitsTh: string;
  traitsEn: string;
  strengthTh: string;
  strengthEn: string;
  cautionTh: string;
  cautionEn: string;
}

export const ANIMALS: readonly Animal[] = [
  {
    id: 'rat',
    index: 0,
    yearNameTh: 'ชวด',
    animalTh: 'หนู',
    nameEn: 'Rat',
    traitsTh: 'ฉลาดหลักแหลม ปรับตัวเก่ง รู้จักเก็บหอมรอมริบ และมักมองเห็นโอกาสก่อนใคร',
    traitsEn: 'Quick-witted and adaptable, good at saving, and often the first to spot an opening.',
    strengthTh: 'ไหวพริบและการเอาตัวรอด',
    strengthEn: 'wit and resourcefulness',
    cautionTh: 'ความกังวลจนคิดมากเกินไป',
    cautionEn: 'worrying until you overthink',
  },
  {
    id: 'ox',
    index: 1,
    yearNameTh: 'ฉลู',
    animalTh: 'วัว',
    nameEn: 'Ox',
    traitsTh: 'ขยัน อดทน หนักแน่น พูดน้อยแต่ทำจริง ค่อยเป็นค่อยไปแต่มั่นคงเสมอ',
    traitsEn: 'Hard-working, patient and steady; says little but delivers, slow yet always sure.',
    strengthTh: 'ความอดทนและความน่าเชื่อถือ',
    strengthEn: 'patience and reliability',
    cautionTh: 'ความดื้อรั้นไม่ยอมเปลี่ยนแผน',
    cautionEn: 'stubbornness about changing plans',
  },
  {
    id: 'tiger',
    index: 2,
    yearNameTh: 'ขาล',
    animalTh: 'เสือ',
    nameEn: 'Tiger',
    traitsTh: 'กล้าหาญ มั่นใจ มีภาวะผู้นำ รักอิสระ และไม่ยอมแพ้อะไรง่าย ๆ',
    traitsEn: 'Brave, confident and born to lead; loves freedom and does not give up easily.',
    strengthTh: 'ความกล้าและพลังขับเคลื่อน',
    strengthEn: 'courage and drive',
    cautionTh: 'ความใจร้อนและการตัดสินใจเร็วเกินไป',
    cautionEn: 'impatience and snap decisions',
  },
  {
    id: 'rabbit',
    index: 3,
    yearNameTh: 'เถาะ',
    animalTh: 'กระต่าย',
    nameEn: 'Rabbit',
    traitsTh: 'อ่อนโยน ละเอียดอ่อน มีรสนิยม รักความสงบ และประสานรอยร้าวได้เก่ง',
    traitsEn:
      'Gentle, refined and peace-loving, with good taste and a gift for smoothing things over.',
    strengthTh: 'ความนุ่มนวลและการทูต',
    strengthEn: 'tact and diplomacy',
    cautionTh: 'การเก็บความรู้สึกจนเหนื่อยใจ',
    cautionEn: 'bottling up feelings until you are worn out',
  },
  {
    id: 'dragon',
    index: 4,
    yearNameTh: 'มะโรง',
    animalTh: 'งูใหญ่',
    nameEn: 'Dragon',
    traitsTh: 'มีพลัง ทะเยอทะยาน มีเสน่ห์ดึงดูด และโดดเด่นในทุกที่ที่ไป',
    traitsEn: 'Powerful, ambitious and magnetic; you stand out wherever you go.',
    strengthTh: 'บารมีและความทะเยอทะยาน',
    strengthEn: 'presence and ambition',
    cautionTh: 'ความมั่นใจที่มากจนไม่ฟังใคร',
    cautionEn: 'confidence that stops you listening',
  },
  {
    id: 'snake',
    index: 5,
    yearNameTh: 'มะเส็ง',
    animalTh: 'งูเล็ก',
    nameEn: 'Snake',
    traitsTh: 'ลึกซึ้ง ช่างคิด มีลางสังหรณ์แม่น และเก็บความลับได้ดีเยี่ยม',
    traitsEn: 'Deep, thoughtful and intuitive, and excellent at keeping a confidence.',
    strengthTh: 'สัญชาตญาณและความรอบคอบ',
    strengthEn: 'intuition and care',
    cautionTh: 'ความระแวงจนไม่กล้าไว้ใจใคร',
    cautionEn: 'suspicion that keeps people at arm’s length',
  },
  {
    id: 'horse',
    index: 6,
    yearNameTh: 'มะเมีย',
    animalTh: 'ม้า',
    nameEn: 'Horse',
    traitsTh: 'กระตือรือร้น รักอิสระ ชอบการเดินทาง พูดตรง และเข้ากับคนง่าย',
    traitsEn: 'Lively and free-spirited, fond of travel, direct in speech and easy to like.',
    strengthTh: 'ความคล่องตัวและความกระตือรือร้น',
    strengthEn: 'energy and agility',
    cautionTh: 'ความเบื่อง่ายและทำหลายอย่างพร้อมกัน',
    cautionEn: 'boredom and juggling too much at once',
  },
  {
    id: 'goat',
    index: 7,
    yearNameTh: 'มะแม',
    animalTh: 'แพะ',
    nameEn: 'Goat',
    traitsTh: 'ใจดี มีหัวศิลปะ อ่อนไหว รักครอบครัว และเป็นที่รักของผู้ใหญ่',
    traitsEn: 'Kind, artistic and sensitive, devoted to family and well loved by elders.',
    strengthTh: 'ความเมตตาและความคิดสร้างสรรค์',
    strengthEn: 'kindness and creativity',
    cautionTh: 'ความลังเลและการพึ่งพาคนอื่นมากไป',
    cautionEn: 'hesitation and leaning on others too much',
  },
  {
    id: 'monkey',
    index: 8,
    yearNameTh: 'วอก',
    animalTh: 'ลิง',
    nameEn: 'Monkey',
    traitsTh: 'ฉลาด ขี้เล่น แก้ปัญหาเก่ง ช่างพูด และหาทางออกได้เสมอ',
    traitsEn: 'Clever, playful and a born problem-solver who always finds a way out.',
    strengthTh: 'ไหวพริบและความคิดนอกกรอบ',
    strengthEn: 'wit and lateral thinking',
    cautionTh: 'ความใจลอยและทำอะไรไม่สุดทาง',
    cautionEn: 'restlessness and leaving things half done',
  },
  {
    id: 'rooster',
    index: 9,
    yearNameTh: 'ระกา',
    animalTh: 'ไก่',
    nameEn: 'Rooster',
    traitsTh: 'ขยัน ละเอียด ตรงไปตรงมา ตรงต่อเวลา และรักความสมบูรณ์แบบ',
    traitsEn: 'Diligent, precise, honest and punctual, with a love of doing things properly.',
    strengthTh: 'ความละเอียดและวินัย',
    strengthEn: 'precision and discipline',
    cautionTh: 'การติดเล็กติดน้อยและพูดตรงจนคนน้อยใจ',
    cautionEn: 'nit-picking and bluntness that stings',
  },
  {
    id: 'dog',
    index: 10,
    yearNameTh: 'จอ',
    animalTh: 'สุนัข',
    nameEn: 'Dog',
    traitsTh: 'ซื่อสัตย์ จริงใจ ยุติธรรม และพร้อมปกป้องคนที่รักเสมอ',
    traitsEn: 'Loyal, sincere and fair, and always ready to stand up for the people you love.',
    strengthTh: 'ความซื่อสัตย์และความรับผิดชอบ',
    strengthEn: 'loyalty and responsibility',
    cautionTh: 'การแบกปัญหาของคนอื่นไว้คนเดียว',
    cautionEn: 'carrying other people’s problems alone',
  },
  {
    id: 'pig',
    index: 11,
    yearNameTh: 'กุน',
    animalTh: 'หมู',
    nameEn: 'Pig',
    traitsTh: 'ใจกว้าง มีน้ำใจ มองโลกในแง่ดี และรู้จักใช้ชีวิตให้มีความสุข',
    traitsEn: 'Generous, warm-hearted and optimistic, and good at enjoying life.',
    strengthTh: 'ความจริงใจและโชคด้านปากท้อง',
    strengthEn: 'sincerity and luck with life’s comforts',
    cautionTh: 'ความใจอ่อนจนถูกเอาเปรียบ',
    cautionEn: 'a soft heart that others may take advantage of',
  },
];

/** The animal of a Gregorian year (1900 and 2020 are the rat); see the module note. */
export function animalOfYear(year: number): Animal {
  if (!Number.isInteger(year)) throw new RangeError(`year must be a whole number, got ${year}`);
  const index = (((year - 1900) % 12) + 12) % 12;
  return ANIMALS[index] as Animal;
}

/** The animal of the year of a `YYYY-MM-DD` date, counted from 1 January (see the module note). */
export function animalOfDate(date: string): Animal {
  return animalOfYear(parseIsoDate(date).year);
}

/** Months in which counts disagree on the animal: until ขึ้น ๑ ค่ำ เดือน ๕ at the latest. */
const LAST_DISPUTED_MONTH = 4;

/** Whether other counts may still give a date the previous year's animal (January–April). */
export function animalYearDisputed(date: CalendarDate): boolean {
  return date.month <= LAST_DISPUTED_MONTH;
}

/** Someone whose birth animal a reading names: how to call them, and their birth day. */
export interface AnimalCountBirth {
  /** "คุณ" / "you" unless given, e.g. "คุณมิว" / "Mew". */
  who?: Bi;
  date: CalendarDate | null;
}

/**
 * A note for readings that name the animal of a date from January to April: which count the
 * reading uses, that Thai astrology and the Chinese calendar change the animal later, and the
 * animal they would still give. `reading` is the reading day, `births` the people whose birth
 * animals the reading names; null when no date is in the disputed months. `brief` gives one
 * sentence, for chat answers.
 */
export function animalCountNote({
  reading = null,
  births = [],
  brief = false,
}: {
  reading?: CalendarDate | null;
  births?: readonly AnimalCountBirth[];
  brief?: boolean;
}): Bi | null {
  const forDay = reading && animalYearDisputed(reading) ? reading : null;
  const early = births.filter(
    (b): b is AnimalCountBirth & { date: CalendarDate } =>
      b.date !== null && animalYearDisputed(b.date),
  );
  if (!forDay && early.length === 0) return null;
  const previous = (d: CalendarDate) => animalOfYear(d.year - 1);
  const you: Bi = { th: 'คุณ', en: 'you' };
  if (brief) {
    const d = forDay ?? early[0]!.date;
    const whose = forDay
      ? { th: 'ช่วงนี้', en: 'these weeks' }
      : { th: 'วันเกิดของคุณ', en: 'your birthday' };
    return {
      th: `ปีนักษัตรในที่นี้นับตามปีปฏิทินซึ่งเปลี่ยนวันที่ 1 มกราคม ถ้านับแบบโหราศาสตร์ไทยหรือปฏิทินจีน ${whose.th}อาจยังเป็นปี${previous(d).yearNameTh}`,
      en: `Animal years here change on 1 January; by Thai astrology or the Chinese calendar, ${whose.en} may still fall in the year of the ${previous(d).nameEn}.`,
    };
  }
  const lead: Bi = {
    th: 'คำทำนายนี้นับปีนักษัตรตามปีปฏิทิน ซึ่งเปลี่ยนนักษัตรทุกวันที่ 1 มกราคม แต่ตำราถือวันเปลี่ยนไม่ตรงกัน โหราศาสตร์ไทยเปลี่ยนนักษัตรในวันขึ้น ๑ ค่ำ เดือน ๕ (ราวมีนาคมถึงเมษายน) ส่วนปฏิทินจีนเปลี่ยนในวันตรุษจีน (ระหว่าง 21 มกราคมถึง 20 กุมภาพันธ์)',
    en: 'This reading counts animal years by the calendar year, changing on 1 January, but practice differs: Thai astrology changes the animal on the first day of the waxing moon of the fifth lunar month (around March–April), the Chinese calendar at Chinese New Year (between 21 January and 20 February)',
  };
  const parts: Bi[] = [];
  if (forDay) {
    const p = previous(forDay);
    parts.push({
      th: `ถ้านับแบบนั้น ช่วงนี้อาจยังเป็นปี${p.yearNameTh}`,
      en: `counted that way, these weeks may still belong to the year of the ${p.nameEn}`,
    });
  }
  early.forEach((b, i) => {
    const p = previous(b.date);
    const who = b.who ?? you;
    const first = !forDay && i === 0;
    parts.push({
      th: `${first ? 'ถ้านับแบบนั้น ' : 'และ'}${who.th}ซึ่งเกิดช่วงต้นปีอาจนับเป็นคนปี${p.yearNameTh}`,
      en: `${first ? 'counted that way,' : 'and'} ${who.en}, born early in the year, may count as born in the year of the ${p.nameEn}`,
    });
  });
  return {
    th: `${lead.th} ${parts.map((x) => x.th).join(' ')}`,
    en: `${lead.en}; ${parts.map((x) => x.en).join(' ')}.`,
  };
}

export type AnimalRelationKind =
  'same' | 'clash' | 'punishment' | 'break' | 'triad' | 'harmony' | 'harm' | 'neutral';

/** How Thai ปีชง practice counts a pair: ชงตรง (ปะทะ) or ชงร่วม. */
export type ChongKind = 'direct' | 'joint';

export interface AnimalRelation {
  kind: AnimalRelationKind;
  /** ชงตรง or ชงร่วม when Thai practice counts the pair as ชง; ไห่ is not. */
  chong: ChongKind | null;
  nameTh: string;
  nameEn: string;
  explanationTh: string;
  explanationEn: string;
  /** How the pairing leans, -25 (hard) … +25 (easy). */
  effect: number;
}

/** The 破 (ผั่ว) partner of an animal, three years away: back for yang animals, on for yin. */
function phuaPartner(index: number): number {
  return index % 2 === 0 ? (index + 9) % 12 : (index + 3) % 12;
}

/**
 * How two animal years get on, by the Chinese-Thai rules Thai astrologers use (sources and
 * precedence in `lore/animal-years.ts`):
 * - ชงตรง (ปะทะ, 冲): six years apart, e.g. ชวด–มะเมีย;
 * - ชงร่วม: three years apart, either ผั่ว (破, e.g. ชวด–ระกา) or เฮ้ง (刑, e.g. ชวด–เถาะ);
 * - สามประสาน (ซาฮะ, harmony triad): four years apart;
 * - คู่ประสาน (ลักฮะ, secret friends): indexes adding up to 1 mod 12 — ชวด–ฉลู, ขาล–กุน, …;
 * - ไห่ (harm, 害): indexes adding up to 7 mod 12 — ชวด–มะแม, ฉลู–มะเมีย, … — milder, and not ชง;
 * - the same animal, or no special link.
 * Two people of the same animal are not ชง with each other; a year is ชง with its own animal
 * (ปีคัก, see `yearRelation`).
 */
export function animalRelation(a: Animal, b: Animal): AnimalRelation {
  const diff = Math.abs(a.index - b.index);
  const sum = (a.index + b.index) % 12;
  if (diff === 0) {
    return {
      kind: 'same',
      chong: null,
      nameTh: 'ปีนักษัตรเดียวกัน',
      nameEn: 'the same animal year',
      explanationTh: `ทั้งคู่เกิดปี${a.yearNameTh}เหมือนกัน จึงเข้าใจวิธีคิดของกันและกันได้ไว แต่ก็มีจุดอ่อนคล้ายกัน โดยเฉพาะ${a.cautionTh} ถ้าผลัดกันเป็นฝ่ายถอยบ้างจะไปได้ไกล`,
      explanationEn: `You were both born in the year of the ${a.nameEn}, so you read each other quickly — but you also share a weak spot: ${a.cautionEn}. Taking turns to give way keeps you going.`,
      effect: 8,
    };
  }
  if (diff === 6) {
    return {
      kind: 'clash',
      chong: 'direct',
      nameTh: 'คู่ชงตรง (ปะทะ)',
      nameEn: 'a head-on clash (ชงตรง)',
      explanationTh: `ปี${a.yearNameTh}กับปี${b.yearNameTh}ห่างกันหกปีพอดี ตำราถือเป็นคู่ชงตรง พลังวิ่งสวนทางกัน มักมีความเห็นไม่ตรงกันหรือจังหวะชีวิตไม่ลงล็อก ไม่ได้แปลว่าไปด้วยกันไม่ได้ เพียงต้องคุยกันมากกว่าคู่อื่นและให้เกียรติความต่าง`,
      explanationEn: `The ${a.nameEn} and the ${b.nameEn} sit six years apart — a head-on clashing pair (ชงตรง), whose energies run in opposite directions. Expect differing views and mismatched timing. It does not rule you out; it asks for more talking and more respect for your differences than most pairs need.`,
      effect: -22,
    };
  }
  if (diff === 3 || diff === 9) {
    const phua = phuaPartner(a.index) === b.index;
    const alsoFriends = sum === 1;
    const sub = phua ? { th: 'ผั่ว', en: 'phua' } : { th: 'เฮ้ง', en: 'heng' };
    return {
      kind: phua ? 'break' : 'punishment',
      chong: 'joint',
      nameTh: `คู่ชงร่วม (${sub.th})`,
      nameEn: `a lesser clash (ชงร่วม, ${sub.en})`,
      explanationTh: alsoFriends
        ? `ปี${a.yearNameTh}กับปี${b.yearNameTh}ห่างกันสามปี ตำราปีชงนับเป็นชงร่วม แต่ตำราจีนก็นับเป็นคู่ลักฮะที่ช่วยเหลือกันด้วย จึงเป็นคู่ที่ผูกพันกันแน่นแต่ต้องระวังเรื่องเล็กที่บานปลาย ใจเย็นกับกันและกันแล้วจะไปได้ดี`
        : `ปี${a.yearNameTh}กับปี${b.yearNameTh}ห่างกันสามปี ตำราถือเป็นคู่ชงร่วม แรงกว่าคู่ไห่แต่เบากว่าชงตรง มักมีจังหวะที่ต่างคนต่างดึงกันไปคนละทาง ถ้าตกลงเรื่องสำคัญให้ชัดตั้งแต่ต้น ความต่างจะกลายเป็นการเติมเต็มกัน`,
      explanationEn: alsoFriends
        ? `The ${a.nameEn} and the ${b.nameEn} are three years apart: ปีชง practice counts them a lesser clash (ชงร่วม), yet Chinese lore also makes them "secret friends" who help each other. A close bond that should keep small things from growing — patience with each other carries you far.`
        : `The ${a.nameEn} and the ${b.nameEn} are three years apart — a lesser clash (ชงร่วม): stronger than a ไห่ pair, milder than a head-on clash. You may pull in different directions at times; settle the important things clearly early on and your differences can complete each other.`,
      effect: alsoFriends ? -4 : -12,
    };
  }
  if (diff === 4 || diff === 8) {
    return {
      kind: 'triad',
      chong: null,
      nameTh: 'สามประสาน (ซาฮะ)',
      nameEn: 'a harmony triad',
      explanationTh: `ปี${a.yearNameTh}กับปี${b.yearNameTh}อยู่ในกลุ่มสามประสานเดียวกัน เป็นคู่ที่หนุนนำกันโดยธรรมชาติ มองเป้าหมายไปทางเดียวกัน และช่วยกันเติมส่วนที่ขาดได้ดี`,
      explanationEn: `The ${a.nameEn} and the ${b.nameEn} belong to the same harmony triad: a naturally supportive pairing that looks the same way and fills in each other’s gaps.`,
      effect: 20,
    };
  }
  if (sum === 1) {
    return {
      kind: 'harmony',
      chong: null,
      nameTh: 'คู่ประสาน (ลักฮะ)',
      nameEn: 'secret friends',
      explanationTh: `ปี${a.yearNameTh}กับปี${b.yearNameTh}เป็นคู่ประสาน ตำราเรียกว่าเพื่อนลับที่คอยช่วยเหลือกันเงียบ ๆ อยู่ด้วยกันแล้วสบายใจ และมักมีโชคเมื่อร่วมมือกัน`,
      explanationEn: `The ${a.nameEn} and the ${b.nameEn} are "secret friends": a pairing that quietly helps each other, feels easy together and tends to be lucky when it joins forces.`,
      effect: 18,
    };
  }
  if (sum === 7) {
    return {
      kind: 'harm',
      chong: null,
      nameTh: 'คู่ไห่ (ขัดใจกันเงียบ ๆ)',
      nameEn: 'a pair prone to quiet friction (ไห่)',
      explanationTh: `ปี${a.yearNameTh}กับปี${b.yearNameTh}เป็นคู่ไห่ ซึ่งเบากว่าคู่ชงและไม่นับเป็นชง ไม่ถึงกับชนกันแรง แต่มักมีเรื่องเล็กเรื่องน้อยที่ค้างคาใจ ถ้าพูดกันตรง ๆ แต่อ่อนโยน ปัญหาจะไม่สะสม`,
      explanationEn: `The ${a.nameEn} and the ${b.nameEn} form a ไห่ ("harm") pair — milder than a clash and not counted as ชง: small grievances tend to pile up. Speaking plainly — and gently — keeps them from building.`,
      effect: -8,
    };
  }
  return {
    kind: 'neutral',
    chong: null,
    nameTh: 'คู่ปกติ',
    nameEn: 'a neutral pairing',
    explanationTh: `ปี${a.yearNameTh}กับปี${b.yearNameTh}ไม่ได้ส่งเสริมหรือขัดกันเป็นพิเศษ ความสัมพันธ์จึงขึ้นอยู่กับการกระทำของทั้งสองคนเป็นหลัก`,
    explanationEn: `The ${a.nameEn} and the ${b.nameEn} neither boost nor block each other, so the bond depends mostly on what you both do.`,
    effect: 0,
  };
}

/**
 * A birth animal against the animal of a year: as `animalRelation`, except that a year is ชง
 * with its own animal (ชงร่วม, ปีคัก), which Thai practice counts among the four ชง of every year.
 */
export function yearRelation(birth: Animal, year: Animal): AnimalRelation {
  if (birth.index !== year.index) return animalRelation(birth, year);
  return {
    kind: 'same',
    chong: 'joint',
    nameTh: 'ปีชงร่วม (ปีคัก ปีนักษัตรของตัวเอง)',
    nameEn: 'your own animal year, a lesser clash (ชงร่วม)',
    explanationTh: `ปี${year.yearNameTh}เป็นปีนักษัตรของคุณเอง ตำราปีชงนับเป็นชงร่วม (ปีคัก) เป็นปีที่ควรทบทวนตัวเองและไม่ประมาท`,
    explanationEn: `The year of the ${year.nameEn} is your own animal year, which ปีชง practice counts as a lesser clash (ชงร่วม): a year to take stock and avoid carelessness.`,
    effect: -8,
  };
}

// ---------------------------------------------------------------------------------------------
// Birth weekday
// ---------------------------------------------------------------------------------------------

export interface BirthWeekdayOptions {
  /**
   * Thai astrology traditionally starts the day at sunrise (06:00): with this set, a birth before
   * 06:00 counts as the previous day, so Thursday 03:00 is Wednesday night. Off by default to
   * match `thaiWeekdayOf` (midnight).
   */
  dayStartsAtSunrise?: boolean;
}

/**
 * The weekday of birth from a local birth date (`YYYY-MM-DD`) and optional local time (`HH:mm`).
 * Wednesday from 18:00 is Wednesday night (ราหู). Without a time, Wednesday means Wednesday day.
 */
export function birthWeekday(
  birthDate: string,
  birthTime?: string,
  options: BirthWeekdayOptions = {},
): Weekday {
  const date = parseIsoDate(birthDate, 'birthDate');
  const time = birthTime ? parseClockTime(birthTime, 'birthTime') : undefined;
  let dow = dayOfWeek(date);
  let hour = time?.hour;
  if (options.dayStartsAtSunrise && hour !== undefined && hour < 6) {
    dow = (dow + 6) % 7;
    hour += 24;
  }
  if (dow === 3) {
    return hour !== undefined && hour >= 18
      ? WEEKDAYS['wednesday-night']
      : WEEKDAYS['wednesday-day'];
  }
  const ids: WeekdayId[] = [
    'sunday',
    'monday',
    'tuesday',
    'wednesday-day',
    'thursday',
    'friday',
    'saturday',
  ];
  return WEEKDAYS[ids[dow] ?? 'sunday'];
}

/** The weekday of a calendar day (Wednesday is the daytime Wednesday). */
export function weekdayOfDate(date: string): Weekday {
  return birthWeekday(date);
}

// ---------------------------------------------------------------------------------------------
// What each birth weekday says about a person
// ---------------------------------------------------------------------------------------------

export interface WeekdayTraits {
  personalityTh: string;
  personalityEn: string;
  strengthsTh: string[];
  strengthsEn: string[];
  watchOutTh: string;
  watchOutEn: string;
  careerTh: string;
  careerEn: string;
  loveTh: string;
  loveEn: string;
  moneyTh: string;
  moneyEn: string;
  healthTh: string;
  healthEn: string;
}

export const WEEKDAY_TRAITS: Record<WeekdayId, WeekdayTraits> = {
  sunday: {
    personalityTh:
      'คนเกิดวันอาทิตย์มีพระอาทิตย์เป็นดาวประจำวัน จึงมีความสง่า มีเกียรติ และรักศักดิ์ศรีของตัวเอง เป็นคนใจกว้าง ชอบช่วยเหลือผู้อื่นโดยไม่หวังผล มีความเป็นผู้นำโดยไม่ต้องพยายาม แต่บางครั้งก็ทะนงตนและไม่ชอบให้ใครมาสั่ง เมื่อได้รับความไว้วางใจจะทุ่มเทเต็มที่จนงานสำเร็จ',
    personalityEn:
      'Born under the Sun, Sunday people carry themselves with dignity and care about their good name. You are generous and help others without keeping score. Leadership comes naturally, though pride can make you bristle at being told what to do. Once trusted, you give everything until the job is done.',
    strengthsTh: ['ความเป็นผู้นำ', 'ความใจกว้าง', 'ความรับผิดชอบสูง'],
    strengthsEn: ['leadership', 'generosity', 'a strong sense of duty'],
    watchOutTh: 'ความใจร้อนและการถือทิฐิ ลองฟังความเห็นต่างให้จบก่อนตัดสิน',
    watchOutEn: 'Impatience and pride — hear a differing view out before you decide.',
    careerTh: 'เหมาะกับงานที่ได้เป็นผู้นำหรือรับผิดชอบภาพใหญ่ เช่น งานบริหาร ราชการ หรือธุรกิจส่วนตัว',
    careerEn:
      'Suited to leading and owning the big picture — management, public service or your own business.',
    loveTh: 'รักใครแล้วรักจริงและปกป้องเต็มที่ แต่ควรแสดงความอ่อนโยนให้มากกว่าคำสั่ง',
    loveEn:
      'When you love, you love fully and protectively — just let tenderness outweigh instructions.',
    moneyTh: 'หาเงินเก่งแต่ก็ใช้เพื่อหน้าตาและน้ำใจ ควรแบ่งเงินเก็บไว้ก่อนใช้',
    moneyEn: 'You earn well but spend on image and generosity; set savings aside before you spend.',
    healthTh: 'ระวังความเครียดสะสมและความร้อนในร่างกาย ดื่มน้ำให้พอและพักสายตา',
    healthEn: 'Watch built-up stress and overheating; drink enough water and rest your eyes.',
  },
  monday: {
    personalityTh:
      'คนเกิดวันจันทร์มีพระจันทร์เป็นดาวประจำวัน จึงอ่อนโยน ใจดี และมีเสน่ห์แบบนุ่มนวลที่ใครเห็นก็เอ็นดู เป็นคนช่างสังเกต เข้าใจความรู้สึกคนอื่นได้ลึกซึ้ง และมีจินตนาการสูง อารมณ์อาจขึ้นลงตามสิ่งรอบตัวเหมือนข้างขึ้นข้างแรม แต่เมื่อใจนิ่งแล้วจะเป็นที่พึ่งทางใจให้คนรอบข้างได้ดีที่สุด',
    personalityEn:
      'Ruled by the Moon, Monday people are gentle, kind and quietly charming — the sort others warm to at once. You notice a great deal, understand feelings deeply and have a rich imagination. Your moods may wax and wane with your surroundings, but when your heart is settled you are the person everyone leans on.',
    strengthsTh: ['ความอ่อนโยน', 'ความเข้าอกเข้าใจ', 'จินตนาการ'],
    strengthsEn: ['gentleness', 'empathy', 'imagination'],
    watchOutTh: 'ความอ่อนไหวและน้อยใจง่าย ลองบอกความต้องการตรง ๆ แทนการเก็บไว้',
    watchOutEn: 'Sensitivity and taking hurt easily — say what you need instead of keeping it in.',
    careerTh: 'เด่นในงานที่ใช้ใจและความละเอียด เช่น งานบริการ งานดูแลคน งานออกแบบ หรืองานเขียน',
    careerEn: 'You shine where heart and care matter — service, caring work, design or writing.',
    loveTh: 'เป็นคนรักที่ใส่ใจรายละเอียดเล็ก ๆ และต้องการความมั่นคงทางใจเป็นอันดับแรก',
    loveEn:
      'An attentive partner who remembers the little things and needs emotional security first.',
    moneyTh: 'มีโชคจากผู้หญิงและผู้ใหญ่ แต่ใจอ่อนให้ยืมง่าย ควรมีเส้นแบ่งที่ชัดเจน',
    moneyEn:
      'Luck tends to come through women and elders, but you lend too easily — draw clear lines.',
    healthTh: 'ดูแลระบบน้ำในร่างกายและการนอน อารมณ์ที่แกว่งมักมาจากการพักผ่อนไม่พอ',
    healthEn: 'Look after hydration and sleep — swinging moods often start with too little rest.',
  },
  tuesday: {
    personalityTh:
      'คนเกิดวันอังคารมีดาวอังคารเป็นดาวประจำวัน จึงใจกล้า ขยัน และกล้าลงมือทำในสิ่งที่คนอื่นลังเล พูดจาตรงไปตรงมา ไม่ชอบอ้อมค้อม รักพวกพ้องและสู้เพื่อความถูกต้อง บางครั้งใจร้อนและพูดแรงไปบ้าง แต่เป็นคนไม่เก็บความแค้นและให้อภัยได้เร็ว',
    personalityEn:
      'Ruled by Mars, Tuesday people are bold and hard-working and will act where others hesitate. You speak plainly, dislike beating about the bush, stand by your friends and fight for what is right. Your temper can flare and your words can land hard, but you do not hold grudges and forgive quickly.',
    strengthsTh: ['ความกล้าหาญ', 'ความขยันอดทน', 'ความซื่อตรง'],
    strengthsEn: ['courage', 'hard work', 'honesty'],
    watchOutTh: 'อารมณ์ร้อนและคำพูดที่แรงเกินตั้งใจ นับหนึ่งถึงสิบก่อนตอบ',
    watchOutEn: 'A hot temper and words sharper than you mean — count to ten before replying.',
    careerTh: 'เหมาะกับงานที่ต้องใช้พลังและการตัดสินใจ เช่น วิศวกรรม งานช่าง งานขาย กีฬา หรืองานที่ต้องแข่งขัน',
    careerEn:
      'Suited to work that needs energy and decisiveness — engineering, skilled trades, sales, sport or anything competitive.',
    loveTh: 'รักแบบเต็มหัวใจและตรงไปตรงมา คนที่ใช่คือคนที่ใจเย็นพอจะรับพลังของคุณได้',
    loveEn:
      'You love wholeheartedly and openly; the right person is calm enough to meet your fire.',
    moneyTh: 'หาเงินได้จากความขยัน แต่ควรระวังการใช้เงินตามอารมณ์ชั่ววูบ',
    moneyEn: 'Your money comes from hard work — beware of spending on impulse.',
    healthTh: 'ระวังอุบัติเหตุเล็ก ๆ จากความรีบร้อน และอย่าหักโหมออกกำลังกายเกินตัว',
    healthEn: 'Mind small accidents from rushing, and do not overdo exercise.',
  },
  'wednesday-day': {
    personalityTh:
      'คนเกิดวันพุธกลางวันมีดาวพุธเป็นดาวประจำวัน จึงพูดเก่ง ฉลาด มีไหวพริบ และเรียนรู้อะไรได้รวดเร็ว เข้ากับคนได้ทุกวัย เป็นนักเจรจาและนักค้าขายโดยกำเนิด มีอารมณ์ขันและมองโลกสดใส แต่ความคิดที่วิ่งเร็วอาจทำให้เปลี่ยนใจบ่อยหรือเบื่อง่าย',
    personalityEn:
      'Ruled by Mercury, daytime-Wednesday people are articulate, sharp and quick to learn. You get on with every age group and are a natural negotiator and trader, with a good sense of humour and a bright outlook. A mind that races can also make you change course often or lose interest fast.',
    strengthsTh: ['วาทศิลป์', 'ไหวพริบ', 'การเจรจาต่อรอง'],
    strengthsEn: ['a way with words', 'quick wit', 'negotiation'],
    watchOutTh: 'การรับปากง่ายและทำหลายอย่างพร้อมกัน เลือกสิ่งสำคัญให้จบทีละเรื่อง',
    watchOutEn:
      'Saying yes too easily and juggling too much — finish what matters one thing at a time.',
    careerTh: 'เด่นในงานสื่อสาร การตลาด การขาย การสอน ธุรกิจค้าขาย และงานที่ต้องคุยกับคนเยอะ',
    careerEn:
      'You shine in communication, marketing, sales, teaching, trade and people-facing work.',
    loveTh: 'ชอบคนที่คุยสนุกและคุยกันได้ทุกเรื่อง ความรักจะยืนยาวเมื่อมีเพื่อนอยู่ในคนรัก',
    loveEn:
      'You fall for people you can talk to about anything; love lasts when your partner is also your friend.',
    moneyTh: 'มีช่องทางหาเงินหลายทาง โดยเฉพาะจากการค้าขายและการติดต่อสื่อสาร',
    moneyEn: 'You have many ways to earn, especially through trade and communication.',
    healthTh: 'ระวังระบบทางเดินหายใจและความเหนื่อยล้าจากการคิดมาก ควรพักจากหน้าจอบ้าง',
    healthEn:
      'Look after your breathing and mental fatigue from overthinking; take breaks from screens.',
  },
  'wednesday-night': {
    personalityTh:
      'คนเกิดวันพุธกลางคืนมีพระราหูเป็นดาวประจำวัน จึงมีเสน่ห์ลึกลับ ความคิดแหวกแนว และกล้าเสี่ยงในสิ่งที่คนอื่นไม่กล้า เป็นคนใจถึง มีลางสังหรณ์ดี และเอาตัวรอดเก่งในสถานการณ์ยาก ภายนอกดูสนุกสนาน แต่ภายในเป็นคนเก็บความรู้สึกและคิดลึกกว่าที่ใครเห็น',
    personalityEn:
      'Ruled by Rahu, Wednesday-night people have a mysterious charm, unconventional ideas and the nerve to take risks others will not. You are daring, intuitive and resilient in hard situations. On the outside you are fun; inside you keep your feelings close and think more deeply than anyone guesses.',
    strengthsTh: ['ความกล้าเสี่ยง', 'ความคิดสร้างสรรค์', 'สัญชาตญาณ'],
    strengthsEn: ['daring', 'originality', 'intuition'],
    watchOutTh: 'ความหุนหันและการใช้ชีวิตสุดทาง ตั้งขอบเขตให้ตัวเองก่อนเสี่ยง',
    watchOutEn: 'Rashness and living at the extremes — set yourself limits before taking a gamble.',
    careerTh: 'เหมาะกับงานสร้างสรรค์ งานบันเทิง งานกลางคืน งานต่างประเทศ หรือธุรกิจที่ต้องกล้าได้กล้าเสีย',
    careerEn:
      'Suited to creative work, entertainment, night work, international work or bold ventures.',
    loveTh: 'รักแรงและลึก ชอบความท้าทายในความรัก แต่ต้องการคนที่ไว้ใจได้จริง ๆ',
    loveEn: 'You love intensely and enjoy a challenge, but you need someone you can truly trust.',
    moneyTh: 'มีโชคลาภแบบฉับพลัน แต่เงินก็ไปไวพอกัน ควรกันเงินส่วนหนึ่งไว้อย่าแตะ',
    moneyEn: 'Windfalls come suddenly and leave just as fast; ring-fence part of your money.',
    healthTh: 'ระวังการนอนดึกและสิ่งเสพติดทุกชนิด ร่างกายต้องการเวลาฟื้นตัวมากกว่าที่คิด',
    healthEn:
      'Beware late nights and anything habit-forming; your body needs more recovery than you think.',
  },
  thursday: {
    personalityTh:
      'คนเกิดวันพฤหัสบดีมีพระพฤหัสบดีซึ่งเป็นครูแห่งเทวดาเป็นดาวประจำวัน จึงมีปัญญา มีหลักการ และมีคุณธรรมประจำใจ เป็นที่เคารพและไว้วางใจของคนรอบข้าง ชอบศึกษาหาความรู้และมักเป็นที่ปรึกษาให้ผู้อื่น สุขุม ใจเย็น แต่อาจยึดมั่นในความคิดตัวเองจนดูหัวแข็ง',
    personalityEn:
      'Ruled by Jupiter, the teacher of the gods, Thursday people are wise, principled and guided by a strong moral sense. Others respect and trust you. You love learning and are often the one people come to for advice. You are calm and measured, though holding firmly to your views can make you seem stubborn.',
    strengthsTh: ['ปัญญา', 'คุณธรรม', 'ความน่าเชื่อถือ'],
    strengthsEn: ['wisdom', 'integrity', 'trustworthiness'],
    watchOutTh: 'ความหัวแข็งและการสอนคนอื่นมากไป บางครั้งการรับฟังเฉย ๆ ก็เป็นความเมตตา',
    watchOutEn: 'Stubbornness and lecturing — sometimes simply listening is the kinder thing.',
    careerTh: 'เด่นในงานครู อาจารย์ ที่ปรึกษา กฎหมาย ศาสนา การแพทย์ และงานที่ต้องใช้ความรู้ลึก',
    careerEn:
      'You shine in teaching, advising, law, religion, medicine and work that needs deep knowledge.',
    loveTh: 'รักมั่นคงและซื่อสัตย์ ต้องการคู่ที่มีเป้าหมายชีวิตและคุณค่าคล้ายกัน',
    loveEn: 'Steady and faithful in love, you need a partner who shares your goals and values.',
    moneyTh: 'การเงินมั่นคงจากความรู้และผู้ใหญ่สนับสนุน เหมาะกับการออมระยะยาว',
    moneyEn:
      'Money is steady thanks to knowledge and the backing of elders; long-term saving suits you.',
    healthTh: 'ระวังน้ำหนักและระบบย่อยอาหาร กินให้ตรงเวลาและขยับร่างกายทุกวัน',
    healthEn: 'Watch your weight and digestion; eat on time and move every day.',
  },
  friday: {
    personalityTh:
      'คนเกิดวันศุกร์มีดาวศุกร์เป็นดาวประจำวัน จึงรักสวยรักงาม มีรสนิยม มีหัวศิลปะ และมีเสน่ห์ชวนมอง พูดจาอ่อนหวาน เข้ากับคนง่าย และรู้จักทำให้ชีวิตมีความสุข รักความสงบและไม่ชอบความขัดแย้ง แต่บางครั้งก็ตามใจตัวเองจนลืมเป้าหมายระยะยาว',
    personalityEn:
      'Ruled by Venus, Friday people love beauty, have fine taste and artistic flair, and a charm that draws the eye. You speak sweetly, make friends easily and know how to enjoy life. You love peace and avoid conflict, though indulging yourself can sometimes pull you off your long-term goals.',
    strengthsTh: ['เสน่ห์', 'หัวศิลปะ', 'ความอ่อนหวาน'],
    strengthsEn: ['charm', 'artistry', 'sweetness'],
    watchOutTh: 'การใช้จ่ายเพื่อความสุขเฉพาะหน้าและการเลี่ยงปัญหา ลองเผชิญเรื่องยากทีละนิด',
    watchOutEn:
      'Spending for the moment and dodging problems — face hard things a little at a time.',
    careerTh: 'เหมาะกับงานศิลปะ ความงาม แฟชั่น การบันเทิง การโรงแรม และงานที่ต้องใช้รสนิยม',
    careerEn:
      'Suited to art, beauty, fashion, entertainment, hospitality and work that needs taste.',
    loveTh: 'เป็นคนโรแมนติกและเอาใจเก่ง ความรักคือพลังชีวิต แต่ควรเลือกคนที่จริงใจมากกว่าหน้าตา',
    loveEn: 'Romantic and attentive, love is your fuel — choose sincerity over looks.',
    moneyTh: 'หาเงินได้ดีจากเสน่ห์และฝีมือ แต่เงินมักไหลไปกับของสวยงาม ควรตั้งงบให้ชัด',
    moneyEn:
      'Charm and skill bring money in, but it drifts towards lovely things — set a clear budget.',
    healthTh: 'ระวังเรื่องน้ำตาลและของหวาน ดูแลผิวพรรณด้วยการนอนพอและดื่มน้ำมาก ๆ',
    healthEn: 'Go easy on sugar; sleep and water do more for your skin than anything else.',
  },
  saturday: {
    personalityTh:
      'คนเกิดวันเสาร์มีดาวเสาร์เป็นดาวประจำวัน จึงอดทน หนักแน่น และรับผิดชอบสูง ผ่านเรื่องยากมามากจึงเข้มแข็งกว่าที่ใครคิด เป็นคนพูดน้อย เก็บตัว แต่คิดรอบคอบและวางแผนระยะยาวเก่ง ความสำเร็จมักมาช้าแต่มาอย่างมั่นคงและยั่งยืน',
    personalityEn:
      'Ruled by Saturn, Saturday people are patient, steady and deeply responsible. Life has tested you, so you are stronger than people realise. You speak little and keep to yourself, but you think things through and plan well for the long run. Success tends to come late — and to last.',
    strengthsTh: ['ความอดทน', 'ความรับผิดชอบ', 'การวางแผนระยะยาว'],
    strengthsEn: ['endurance', 'responsibility', 'long-term planning'],
    watchOutTh: 'การแบกทุกอย่างไว้คนเดียวและมองโลกในแง่ร้าย อนุญาตให้ตัวเองขอความช่วยเหลือ',
    watchOutEn: 'Carrying everything alone and expecting the worst — let yourself ask for help.',
    careerTh: 'เด่นในงานที่ต้องใช้ความอดทนและความแม่นยำ เช่น อสังหาริมทรัพย์ การเงิน งานวิจัย งานช่าง หรือเกษตร',
    careerEn:
      'You shine where patience and precision count — property, finance, research, crafts or agriculture.',
    loveTh: 'ไม่หวือหวาแต่รักจริงและยาวนาน แสดงความรักผ่านการกระทำมากกว่าคำพูด',
    loveEn: 'Not showy, but your love is real and lasting, shown in deeds more than words.',
    moneyTh: 'เก็บเงินเก่ง มีโชคเรื่องที่ดินและทรัพย์สินถาวร ยิ่งอายุมากยิ่งมั่นคง',
    moneyEn: 'A good saver with luck in land and lasting assets — steadier with every year.',
    healthTh: 'ระวังเรื่องกระดูก ข้อ และความเครียดเรื้อรัง ให้เวลาผ่อนคลายกับตัวเองบ้าง',
    healthEn: 'Look after bones, joints and long-running stress; give yourself time to unwind.',
  },
};

// ---------------------------------------------------------------------------------------------
// ทักษา: the eight-planet wheel
// ---------------------------------------------------------------------------------------------

/** The planets in ทักษา order around the wheel: 1 2 3 4 7 5 8 6. */
export const TAKSA_ORDER = [1, 2, 3, 4, 7, 5, 8, 6] as const;

export type TaksaRoleId =
  | 'companions'
  | 'longevity'
  | 'power'
  | 'fortune'
  | 'foundation'
  | 'diligence'
  | 'support'
  | 'misfortune';

export interface TaksaRole {
  id: TaksaRoleId;
  nameTh: string;
  nameEn: string;
  meaningTh: string;
  meaningEn: string;
  /** How favourable the role is, -2 … +2. */
  tone: number;
}

/** The eight ทักษา positions counted from the owner's own planet (บริวาร) around the wheel. */
export const TAKSA_ROLES: readonly TaksaRole[] = [
  {
    id: 'companions',
    nameTh: 'บริวาร',
    nameEn: 'Companions',
    meaningTh: 'คนรอบตัว ครอบครัว คู่ครอง ลูกน้อง และเพื่อนฝูง',
    meaningEn: 'the people around you — family, partner, team and friends',
    tone: 1,
  },
  {
    id: 'longevity',
    nameTh: 'อายุ',
    nameEn: 'Longevity',
    meaningTh: 'สุขภาพ ความเป็นอยู่ และพลังชีวิตประจำวัน',
    meaningEn: 'health, wellbeing and everyday vitality',
    tone: 1,
  },
  {
    id: 'power',
    nameTh: 'เดช',
    nameEn: 'Power',
    meaningTh: 'อำนาจ บารมี ชื่อเสียง และความน่าเกรงขาม',
    meaningEn: 'authority, standing, reputation and presence',
    tone: 2,
  },
  {
    id: 'fortune',
    nameTh: 'ศรี',
    nameEn: 'Fortune',
    meaningTh: 'โชคลาภ เงินทอง เสน่ห์ และสิริมงคล',
    meaningEn: 'luck, money, charm and blessings',
    tone: 2,
  },
  {
    id: 'foundation',
    nameTh: 'มูละ',
    nameEn: 'Foundation',
    meaningTh: 'ฐานชีวิต ทรัพย์สิน ที่ดิน บ้าน และมรดก',
    meaningEn: 'your roots — property, land, home and inheritance',
    tone: 1,
  },
  {
    id: 'diligence',
    nameTh: 'อุตสาหะ',
    nameEn: 'Diligence',
    meaningTh: 'ความขยัน ความพากเพียร และผลจากการลงมือทำ',
    meaningEn: 'effort, perseverance and the fruit of hard work',
    tone: 0,
  },
  {
    id: 'support',
    nameTh: 'มนตรี',
    nameEn: 'Support',
    meaningTh: 'ผู้ใหญ่อุปถัมภ์ ที่ปรึกษา และแรงหนุนจากคนมีอำนาจ',
    meaningEn: 'patrons, advisers and backing from people with influence',
    tone: 2,
  },
  {
    id: 'misfortune',
    nameTh: 'กาลกิณี',
    nameEn: 'Misfortune',
    meaningTh: 'อุปสรรค สิ่งอัปมงคล และเรื่องที่ควรหลีกเลี่ยง',
    meaningEn: 'obstacles, ill omens and things best avoided',
    tone: -2,
  },
];

function taksaIndexOf(planetNumber: number): number {
  const i = (TAKSA_ORDER as readonly number[]).indexOf(planetNumber);
  if (i < 0) throw new RangeError(`planet ${planetNumber} is not on the ทักษา wheel`);
  return i;
}

/**
 * Where `other`'s planet stands on the ทักษา wheel of someone born on `owner`: e.g. for a Sunday
 * person, Wednesday (พุธ) is ศรี (fortune) and Friday (ศุกร์) is กาลกิณี (misfortune).
 */
export function taksaRoleOf(owner: WeekdayId, other: WeekdayId): TaksaRole {
  const from = taksaIndexOf(WEEKDAY_LORE[owner].planetNumber);
  const to = taksaIndexOf(WEEKDAY_LORE[other].planetNumber);
  return TAKSA_ROLES[(to - from + 8) % 8] as TaksaRole;
}

/** The weekday that holds a given ทักษา role for someone born on `owner`. */
export function weekdayInRole(owner: WeekdayId, role: TaksaRoleId): Weekday {
  const from = taksaIndexOf(WEEKDAY_LORE[owner].planetNumber);
  const offset = TAKSA_ROLES.findIndex((r) => r.id === role);
  const planet = TAKSA_ORDER[(from + offset) % 8] as number;
  return weekdayOfPlanet(planet);
}

// ---------------------------------------------------------------------------------------------
// Colours of a day
// ---------------------------------------------------------------------------------------------

export interface ColourChoice {
  role: TaksaRoleId;
  roleTh: string;
  roleEn: string;
  colourTh: string;
  colourEn: string;
  colourHex: string;
}

export interface DayColours {
  weekday: Weekday;
  colourOfDayTh: string;
  colourOfDayEn: string;
  colourHex: string;
  /** Colours said to bring luck when worn on this day (the day's own list). */
  luckyColoursTh: string[];
  luckyColoursEn: string[];
  /** Colours to avoid wearing on this day (the day's กาลกิณี). */
  unluckyColoursTh: string[];
  unluckyColoursEn: string[];
  /**
   * The same day read through ทักษา, with the day itself as the owner: the colour of the planet in
   * the เดช (power), ศรี (fortune), มนตรี (support) and กาลกิณี (avoid) positions.
   */
  taksa: { power: ColourChoice; fortune: ColourChoice; support: ColourChoice; avoid: ColourChoice };
}

function colourChoice(owner: WeekdayId, role: TaksaRoleId): ColourChoice {
  const w = weekdayInRole(owner, role);
  const r = TAKSA_ROLES.find((x) => x.id === role) as TaksaRole;
  return {
    role,
    roleTh: r.nameTh,
    roleEn: r.nameEn,
    colourTh: w.colourTh,
    colourEn: w.colourEn,
    colourHex: w.colourHex,
  };
}

/** The colours of a day, given as a `YYYY-MM-DD` date or a weekday id. */
export function coloursOfDay(day: string | WeekdayId): DayColours {
  const weekday = (WEEKDAY_IDS as readonly string[]).includes(day)
    ? WEEKDAYS[day as WeekdayId]
    : weekdayOfDate(day);
  const lore = WEEKDAY_LORE[weekday.id];
  return {
    weekday,
    colourOfDayTh: weekday.colourTh,
    colourOfDayEn: weekday.colourEn,
    colourHex: weekday.colourHex,
    luckyColoursTh: [...weekday.luckyColoursTh],
    luckyColoursEn: [...lore.luckyColoursEn],
    unluckyColoursTh: [...weekday.unluckyColoursTh],
    unluckyColoursEn: [...lore.unluckyColoursEn],
    taksa: {
      power: colourChoice(weekday.id, 'power'),
      fortune: colourChoice(weekday.id, 'fortune'),
      support: colourChoice(weekday.id, 'support'),
      avoid: colourChoice(weekday.id, 'misfortune'),
    },
  };
}

/** Birth weekday, its traits and the animal year, for a birth date and optional time. */
export interface BirthProfile {
  weekday: Weekday;
  traits: WeekdayTraits;
  animal: Animal;
}

export function birthProfile(birthDate: string, birthTime?: string): BirthProfile {
  const weekday = birthWeekday(birthDate, birthTime);
  return { weekday, traits: WEEKDAY_TRAITS[weekday.id], animal: animalOfDate(birthDate) };
}

/** Thai and English name of an animal year, e.g. "ปีชวด (หนู)" / "the year of the Rat". */
export function animalYearName(animal: Animal): Bi {
  return {
    th: `ปี${animal.yearNameTh} (${animal.animalTh})`,
    en: `the year of the ${animal.nameEn}`,
  };
}

// ---------------------------------------------------------------------------------------------
// พระประจำวันเกิด: the Buddha image of each birth day and its กำลังวัน
// ---------------------------------------------------------------------------------------------

export interface BirthDayBuddha {
  postureTh: string;
  postureEn: string;
  /**
   * กำลังวัน, the strength of the day's planet in Thai astrology (อาทิตย์ 6, จันทร์ 15, อังคาร 8,
   * พุธ 17, พฤหัสบดี 19, ศุกร์ 21, เสาร์ 10, ราหู 12): traditionally how many times the day's
   * chant is recited.
   */
  chantCount: number;
}

export const BIRTH_DAY_BUDDHA: Record<WeekdayId, BirthDayBuddha> = {
  sunday: {
    postureTh: 'พระปางถวายเนตร',
    postureEn: 'the Buddha gazing at the Bodhi tree',
    chantCount: 6,
  },
  monday: {
    postureTh: 'พระปางห้ามญาติ',
    postureEn: 'the Buddha calming the quarrel of his relatives',
    chantCount: 15,
  },
  tuesday: {
    postureTh: 'พระปางไสยาสน์',
    postureEn: 'the reclining Buddha',
    chantCount: 8,
  },
  'wednesday-day': {
    postureTh: 'พระปางอุ้มบาตร',
    postureEn: 'the Buddha holding the alms bowl',
    chantCount: 17,
  },
  'wednesday-night': {
    postureTh: 'พระปางป่าเลไลยก์',
    postureEn: 'the Buddha in the Parileyyaka forest',
    chantCount: 12,
  },
  thursday: {
    postureTh: 'พระปางสมาธิ',
    postureEn: 'the meditating Buddha',
    chantCount: 19,
  },
  friday: {
    postureTh: 'พระปางรำพึง',
    postureEn: 'the contemplating Buddha',
    chantCount: 21,
  },
  saturday: {
    postureTh: 'พระปางนาคปรก',
    postureEn: 'the Buddha sheltered by the naga',
    chantCount: 10,
  },
};
