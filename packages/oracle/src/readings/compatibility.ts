/**
 * ดูดวงสมพงษ์: how two people go together, from two strands of Thai lore, read for the kind of
 * bond they asked about — lovers, spouses, friends, business partners or family — so that a
 * business pair reads about money, roles and trust in deals and a family about care and
 * boundaries. Each person gets sentences of their own, built from their own birth day and animal.
 *
 * - Animal years (ปีนักษัตร): ชงตรง (six years apart) and ชงร่วม (three apart) clash; สามประสาน
 *   (four apart) and ลักฮะ (secret friends) support; ไห่ brings quiet friction but is not ชง (see
 *   `animalRelation`).
 * - Birth weekdays through ทักษา: how far apart the two planets sit on the wheel. Each sees the
 *   other in a pair of positions — one step (อายุ/กาลกิณี) is the touchy pair, two steps
 *   (เดช/มนตรี) power meets patronage, three (ศรี/อุตสาหะ) fortune meets effort, four (มูละ/มูละ)
 *   shared roots, and the same day means mirrored companions.
 */
import {
  RELATIONSHIP_TYPES,
  RELATIONSHIP_TYPE_LABELS,
  type PersonInput,
  type RelationshipType,
} from '../options.ts';
import { DAY_COLOUR_FACTS } from '../lore/weekday-colours.ts';
import { analyseQuestion, type QuestionIntent } from '../question.ts';
import { forbiddenFor } from '../safety/colours-and-days.ts';
import { intBetween, pick, pickMany, type Rng } from '../seed.ts';
import { capitalise, listEn, listTh, lowerFirst, type Bi } from '../text.ts';
import {
  animalCountNote,
  animalOfYear,
  animalRelation,
  TAKSA_ORDER,
  taksaRoleOf,
  weekdayInRole,
  yearRelation,
  type Animal,
  type AnimalRelation,
  type AnimalRelationKind,
  type TaksaRole,
  type TaksaRoleId,
  type WeekdayTraits,
} from '../thai-calendar.ts';
import { WEEKDAY_LORE, type Weekday } from '../weekday.ts';
import {
  checkOption,
  clampScore,
  dayContext,
  dayEn,
  dayTh,
  personContext,
  pickFrag,
  quoteQuestion,
  readingRng,
  requireValue,
  section,
  tierOf,
  type DayContext,
  type Frag,
  type PersonContext,
  type ReadingResult,
  type ReadingSection,
  type Tier,
} from './common.ts';
import { nextDayOf, yearKindName, yearLean } from './compose.ts';

export type WeekdayPairKind =
  'mirror' | 'touchy' | 'power-patron' | 'fortune-effort' | 'shared-roots';

export interface CompatibilityInput {
  date: string;
  /** The person asking; `birthDate` is required. */
  personA: PersonInput;
  /** The other person; `birthDate` is required. */
  personB: PersonInput;
  relationshipType?: RelationshipType;
  question?: string;
}

export interface CompatibilityReading extends ReadingResult<'compatibility'> {
  pairing: {
    animalRelation: AnimalRelationKind;
    animalATh: string;
    animalBTh: string;
    weekdayPair: WeekdayPairKind;
    /** What B is on A's ทักษา wheel, and what A is on B's. */
    roleOfBForA: TaksaRoleId;
    roleOfAForB: TaksaRoleId;
  };
}

function weekdayPairKind(a: Weekday, b: Weekday): WeekdayPairKind {
  const ia = (TAKSA_ORDER as readonly number[]).indexOf(WEEKDAY_LORE[a.id].planetNumber);
  const ib = (TAKSA_ORDER as readonly number[]).indexOf(WEEKDAY_LORE[b.id].planetNumber);
  const d = (ib - ia + 8) % 8;
  const steps = Math.min(d, 8 - d);
  return (
    (['mirror', 'touchy', 'power-patron', 'fortune-effort', 'shared-roots'] as const)[steps] ??
    'mirror'
  );
}

const WEEKDAY_PAIR: Record<WeekdayPairKind, { effect: number; text: Bi }> = {
  mirror: {
    effect: 6,
    text: {
      th: 'เกิดวันเดียวกัน ตามทักษาต่างเป็นบริวารของกันและกัน เข้าใจกันง่ายเหมือนมองกระจก มีนิสัยและจังหวะชีวิตคล้ายกัน แต่ก็อาจดื้อในเรื่องเดียวกันด้วย',
      en: 'Born on the same day, by ทักษา you are each other’s companions: easy understanding, like looking in a mirror, with similar habits and rhythms — and the same stubborn streaks.',
    },
  },
  touchy: {
    effect: -10,
    text: {
      th: 'ดาวประจำวันเกิดอยู่ติดกันบนวงทักษา ฝ่ายหนึ่งเป็น "อายุ" ที่ช่วยเติมพลังชีวิต แต่อีกฝ่ายกลับเห็นเป็น "กาลกิณี" จึงมักมีเรื่องกระทบใจเล็ก ๆ ถ้ารู้ทันและถนอมน้ำใจกัน คู่นี้ก็ประคองกันไปได้ดี',
      en: 'Your birth planets sit side by side on the ทักษา wheel: one is "Longevity" to the other, renewing their energy, while the other is seen as "Misfortune" — so small hurts come easily. Aware of it, and gentle with each other, you can carry each other well.',
    },
  },
  'power-patron': {
    effect: 14,
    text: {
      th: 'ตามทักษา ฝ่ายหนึ่งเป็น "เดช" ให้กำลังและบารมี อีกฝ่ายเป็น "มนตรี" คอยอุปถัมภ์และให้คำปรึกษา เป็นคู่ที่ส่งเสริมกันดีมาก ทั้งเรื่องงานและเรื่องชีวิต',
      en: 'By ทักษา, one of you is "Power", lending strength and standing, and the other "Support", protecting and advising — a very supportive pair in work and in life.',
    },
  },
  'fortune-effort': {
    effect: 10,
    text: {
      th: 'ตามทักษา ฝ่ายหนึ่งเป็น "ศรี" นำโชคและเสน่ห์มาให้ อีกฝ่ายเป็น "อุตสาหะ" ขยันสร้างสิ่งต่าง ๆ ให้เป็นจริง อยู่ด้วยกันแล้วสร้างเนื้อสร้างตัวได้ดี',
      en: 'By ทักษา, one of you is "Fortune", bringing luck and charm, and the other "Diligence", working to make things real — together you build a good life.',
    },
  },
  'shared-roots': {
    effect: 6,
    text: {
      th: 'ดาวประจำวันเกิดอยู่ตรงข้ามกันบนวงทักษา ต่างเป็น "มูละ" ของกันและกัน มีรากฐานร่วมกัน เหมาะกับการสร้างบ้าน ทรัพย์สิน และสิ่งที่ยั่งยืน แม้มุมมองจะต่างกันบ้าง',
      en: 'Your birth planets face each other across the ทักษา wheel: each is the other’s "Foundation" — shared roots, good for home, property and lasting things, even if your views differ.',
    },
  },
};

// ---------------------------------------------------------------------------------------------
// The kind of bond, and the two people in it
// ---------------------------------------------------------------------------------------------

/** Types that read alike in places: lovers and spouses share a heart, not a household. */
type Group = 'love' | 'friend' | 'business' | 'family';
const GROUP: Record<RelationshipType, Group> = {
  romantic: 'love',
  marriage: 'love',
  friendship: 'friend',
  business: 'business',
  family: 'family',
};

/** "as lovers", "as business partners": the bond in running English. */
const TYPE_AS: Record<RelationshipType, string> = {
  romantic: 'as lovers',
  marriage: 'as spouses',
  friendship: 'as friends',
  business: 'as business partners',
  family: 'as family',
};

const TYPE_NOUN: Record<RelationshipType, Bi> = {
  romantic: { th: 'ความรัก', en: 'love' },
  marriage: { th: 'ชีวิตคู่', en: 'married life' },
  friendship: { th: 'มิตรภาพ', en: 'friendship' },
  business: { th: 'การทำธุรกิจร่วมกัน', en: 'business together' },
  family: { th: 'ชีวิตครอบครัว', en: 'family life' },
};

function defaultOther(type: RelationshipType): Bi {
  return {
    romantic: { th: 'คนรักของคุณ', en: 'your partner' },
    marriage: { th: 'คู่ครองของคุณ', en: 'your spouse' },
    friendship: { th: 'เพื่อนของคุณ', en: 'your friend' },
    business: { th: 'หุ้นส่วนของคุณ', en: 'your business partner' },
    family: { th: 'คนในครอบครัวของคุณ', en: 'your family member' },
  }[type];
}

type Bucket = 'support' | 'same' | 'clash' | 'lesser' | 'harm' | 'neutral';

function bucketOf(rel: AnimalRelation): Bucket {
  switch (rel.kind) {
    case 'triad':
    case 'harmony':
      return 'support';
    case 'same':
      return 'same';
    case 'clash':
      return 'clash';
    case 'break':
    case 'punishment':
      return 'lesser';
    case 'harm':
      return 'harm';
    default:
      return 'neutral';
  }
}

interface Ctx {
  type: RelationshipType;
  group: Group;
  tier: Tier;
  /** The asker: "คุณ" / "you", or "คุณแพร" / "Prae". */
  A: Bi;
  B: Bi;
  aIsYou: boolean;
  d: DayContext;
  a: PersonContext;
  b: PersonContext;
  wA: Weekday;
  wB: Weekday;
  animalA: Animal;
  animalB: Animal;
  rel: AnimalRelation;
  bucket: Bucket;
  pair: WeekdayPairKind;
  roleBForA: TaksaRole;
  roleAForB: TaksaRole;
  intent: QuestionIntent;
}

/** English verb forms for the asker: "you are" / "Prae is". */
const beA = (c: Ctx) => (c.aIsYou ? 'are' : 'is');

// ---------------------------------------------------------------------------------------------
// Openings and the question
// ---------------------------------------------------------------------------------------------

const OPENINGS: Record<RelationshipType, Record<Tier, readonly Frag<Ctx>[]>> = {
  romantic: {
    high: [
      (c) => ({
        th: `${c.A.th}และ${c.B.th}เป็นคู่รักที่ดวงส่งเสริมกันเด่นชัด อยู่ด้วยกันแล้วหัวใจอบอุ่นและต่างคนต่างดีขึ้น`,
        en: `${capitalise(c.A.en)} and ${c.B.en} are lovers the stars clearly favour: warm together, each better for the other.`,
      }),
      (c) => ({
        th: `ดวงความรักของ${c.A.th}กับ${c.B.th}เข้ากันดีมาก มีแรงดึงดูดและความเข้าใจที่เป็นธรรมชาติ`,
        en: `The love match of ${c.A.en} and ${c.B.en} is very good, with a natural pull and understanding.`,
      }),
    ],
    mid: [
      (c) => ({
        th: `${c.A.th}กับ${c.B.th}เป็นคู่รักที่ไปด้วยกันได้ดี มีทั้งจุดที่เติมเต็มกันและจุดที่ต้องปรับเข้าหากัน`,
        en: `${capitalise(c.A.en)} and ${c.B.en} make a good couple, with ways to complete each other and ways to meet halfway.`,
      }),
      (c) => ({
        th: `ความรักของ${c.A.th}กับ${c.B.th}อยู่ในเกณฑ์ดี ยิ่งเรียนรู้กันมากเท่าไรก็ยิ่งแน่นแฟ้น`,
        en: `The love between ${c.A.en} and ${c.B.en} is good, and grows firmer the more you learn each other.`,
      }),
    ],
    low: [
      (c) => ({
        th: `ความรักของ${c.A.th}กับ${c.B.th}ต้องใช้ความเข้าใจมากกว่าคู่อื่น ดวงมีจุดขัดอยู่บ้าง แต่ความตั้งใจของสองคนสำคัญกว่าดวง`,
        en: `Love between ${c.A.en} and ${c.B.en} needs more understanding than most; the charts rub in places, but your intent matters more.`,
      }),
    ],
  },
  marriage: {
    high: [
      (c) => ({
        th: `${c.A.th}และ${c.B.th}เป็นคู่ชีวิตที่ดวงหนุนให้สร้างบ้านและอนาคตร่วมกันได้มั่นคง`,
        en: `${capitalise(c.A.en)} and ${c.B.en} are life partners the stars back in building a home and future together.`,
      }),
    ],
    mid: [
      (c) => ({
        th: `ชีวิตคู่ของ${c.A.th}กับ${c.B.th}ไปได้ดี ถ้าแบ่งบทบาทในบ้านและเรื่องเงินให้ลงตัว`,
        en: `Married life for ${c.A.en} and ${c.B.en} goes well once home roles and money are settled.`,
      }),
      (c) => ({
        th: `${c.A.th}กับ${c.B.th}เป็นคู่ชีวิตที่มีฐานดี แต่ต้องหมั่นคุยกันเรื่องภาระและเป้าหมายของบ้าน`,
        en: `${capitalise(c.A.en)} and ${c.B.en} have a good base as spouses, but must keep talking about burdens and household goals.`,
      }),
    ],
    low: [
      (c) => ({
        th: `ชีวิตคู่ของ${c.A.th}กับ${c.B.th}มีแรงเสียดทานตามดวง ต้องอาศัยความอดทนและการคุยกันอย่างสม่ำเสมอ`,
        en: `There is friction in the charts of ${c.A.en} and ${c.B.en} as spouses; patience and regular talks are needed.`,
      }),
    ],
  },
  friendship: {
    high: [
      (c) => ({
        th: `${c.A.th}กับ${c.B.th}เป็นเพื่อนที่ดวงเข้ากันดี คุยกันถูกคอ และเป็นกำลังใจให้กันได้ยาวนาน`,
        en: `${capitalise(c.A.en)} and ${c.B.en} are friends whose stars agree: easy talk and lasting encouragement.`,
      }),
    ],
    mid: [
      (c) => ({
        th: `มิตรภาพของ${c.A.th}กับ${c.B.th}มั่นคงพอสมควร มีเรื่องให้เห็นต่างบ้าง แต่ไม่ถึงกับทำให้ห่างกัน`,
        en: `The friendship of ${c.A.en} and ${c.B.en} is fairly steady; you disagree at times, never enough to drift apart.`,
      }),
    ],
    low: [
      (c) => ({
        th: `มิตรภาพของ${c.A.th}กับ${c.B.th}ต้องใช้ความเข้าใจ เพราะต่างคนต่างมองโลกไม่เหมือนกัน`,
        en: `The friendship of ${c.A.en} and ${c.B.en} takes understanding, as you see the world differently.`,
      }),
    ],
  },
  business: {
    high: [
      (c) => ({
        th: `ในฐานะหุ้นส่วน ${c.A.th}กับ${c.B.th}มีดวงที่เกื้อกูลกันดี ทั้งเรื่องบทบาทและการหาเงินเข้ากิจการ`,
        en: `As partners, ${c.A.en} and ${c.B.en} have charts that help each other, in roles and in bringing money in.`,
      }),
    ],
    mid: [
      (c) => ({
        th: `การร่วมธุรกิจของ${c.A.th}กับ${c.B.th}ไปได้ ถ้าแบ่งหน้าที่และตกลงเรื่องเงินให้ชัดตั้งแต่ต้น`,
        en: `A business of ${c.A.en} and ${c.B.en} can work if duties and money are agreed clearly from the start.`,
      }),
      (c) => ({
        th: `${c.A.th}กับ${c.B.th}ทำธุรกิจด้วยกันได้ แต่ต้องมีระบบบัญชีและการตัดสินใจที่ทั้งคู่ตรวจสอบได้`,
        en: `${capitalise(c.A.en)} and ${c.B.en} can do business together, with books and decisions you can both check.`,
      }),
    ],
    low: [
      (c) => ({
        th: `ดวงหุ้นส่วนของ${c.A.th}กับ${c.B.th}มีจุดขัดเรื่องทิศทางและการตัดสินใจ ควรมีข้อตกลงเป็นลายลักษณ์อักษรก่อนลงเงิน`,
        en: `The partnership chart of ${c.A.en} and ${c.B.en} rubs over direction and decisions; put agreements in writing before any money goes in.`,
      }),
    ],
  },
  family: {
    high: [
      (c) => ({
        th: `${c.A.th}กับ${c.B.th}มีสายใยครอบครัวที่ดวงหนุนให้ดูแลกันได้อย่างอบอุ่น`,
        en: `${capitalise(c.A.en)} and ${c.B.en} share a family bond the stars support — warm care both ways.`,
      }),
    ],
    mid: [
      (c) => ({
        th: `ความสัมพันธ์ในครอบครัวระหว่าง${c.A.th}กับ${c.B.th}ดีอยู่ แต่ต้องเคารพพื้นที่ของกันและกันมากขึ้น`,
        en: `The family bond of ${c.A.en} and ${c.B.en} is good, but asks for more respect for each other’s space.`,
      }),
    ],
    low: [
      (c) => ({
        th: `${c.A.th}กับ${c.B.th}เป็นครอบครัวที่รักกันแต่กระทบกันง่าย ขอบเขตที่ชัดจะช่วยให้ดูแลกันได้โดยไม่เหนื่อย`,
        en: `${capitalise(c.A.en)} and ${c.B.en} love each other as family but clash easily; clear boundaries let you care without wearing out.`,
      }),
    ],
  },
};

type Asked = 'long' | 'marry' | 'business' | 'quarrel' | 'family' | 'friends' | 'other';

function askedOf(text: string): Asked {
  if (/แต่งงาน|แต่งกัน|หมั้น|จดทะเบียน|marr/i.test(text)) return 'marry';
  if (/หุ้น|ธุรกิจ|ลงทุน|ค้าขาย|business|partner(?:ship)?/i.test(text)) return 'business';
  if (/ทะเลาะ|ขัดแย้ง|ไม่เข้าใจกัน|fight|argu/i.test(text)) return 'quarrel';
  if (/ครอบครัว|พ่อแม่|ญาติ|family|parents/i.test(text)) return 'family';
  if (/เพื่อน|friend/i.test(text)) return 'friends';
  if (/ยาว|ตลอด|ไปด้วยกัน|อนาคต|long|last/i.test(text)) return 'long';
  return 'other';
}

const ANSWER: Record<Asked, Record<Tier, Frag<Ctx>>> = {
  long: {
    high: {
      th: 'ดวงคู่มีแนวโน้มไปได้ยาว เพราะแรงหนุนจากปีเกิดและทักษามีมากกว่าแรงขัด',
      en: 'The pairing leans towards the long run: the support in your years and ทักษา outweighs the friction.',
    },
    mid: {
      th: 'ไปได้ยาวถ้าทั้งสองคนยอมปรับเข้าหากันในเรื่องที่ดวงชี้ว่าต่างกัน',
      en: 'It can last if you both adjust where the charts say you differ.',
    },
    low: {
      th: 'ไปได้ แต่ต้องดูแลกันมากกว่าคู่ทั่วไป จุดขัดตามดวงเป็นสัญญาณให้คุยกันเร็ว ไม่ใช่คำตัดสิน',
      en: 'It can go on, with more care than most; the friction is a cue to talk early, not a verdict.',
    },
  },
  marry: {
    high: {
      th: 'ดวงเอนไปทางที่ดีสำหรับการใช้ชีวิตร่วมกัน',
      en: 'The stars lean well for a shared life.',
    },
    mid: {
      th: 'ไปได้ แต่ควรคุยเรื่องเงิน ที่อยู่ และครอบครัวให้ลงตัวก่อนกำหนดวัน',
      en: 'It can work, but settle money, home and families before setting a date.',
    },
    low: {
      th: 'ยังไม่ต้องรีบ ให้เวลาความสัมพันธ์ได้ผ่านเรื่องยากด้วยกันอีกสักระยะ',
      en: 'No need to hurry; let the bond weather a few hard things together first.',
    },
  },
  business: {
    high: {
      th: 'ดวงหุ้นส่วนเอื้อต่อการร่วมกิจการ ถ้าแบ่งบทบาทตามจุดแข็งของแต่ละคน',
      en: 'The chart favours a partnership, with roles split by each one’s strengths.',
    },
    mid: {
      th: 'ทำได้ แต่ควรเริ่มจากโครงการเล็กก่อน และทำสัญญาเรื่องเงินให้ชัด',
      en: 'You can, but start small and put the money terms in writing.',
    },
    low: {
      th: 'ควรชั่งให้ดี ดวงชี้จุดขัดเรื่องการตัดสินใจ ถ้าจะทำจริงต้องมีกติกาที่เขียนไว้ชัดเจน',
      en: 'Weigh it carefully; the chart shows friction in decisions, so written rules are a must.',
    },
  },
  quarrel: {
    high: {
      th: 'การทะเลาะของคู่นี้มักเป็นเรื่องจังหวะมากกว่าเรื่องใจ ดวงโดยรวมยังเกื้อกูลกัน',
      en: 'Your fights are about timing more than feeling; overall your charts help each other.',
    },
    mid: {
      th: 'สาเหตุตามดวงคือวิธีคิดที่ต่างกัน ต่างคนต่างมีเหตุผลของตัวเองและไม่ค่อยยอมถอย',
      en: 'By the charts, the cause is different ways of thinking; each has reasons and seldom backs down.',
    },
    low: {
      th: 'ดวงคู่นี้มีจุดขัดจริง การทะเลาะจึงเกิดง่าย ต้องมีกติกาการคุยที่ทั้งคู่ยอมรับ',
      en: 'These charts do rub, so fights come easily; you need talking rules you both accept.',
    },
  },
  family: {
    high: {
      th: 'มีแนวโน้มเข้ากับคนในครอบครัวได้ดี ความอ่อนน้อมและความจริงใจจะช่วยได้มาก',
      en: 'Likely to fit in well with the family; courtesy and sincerity help a lot.',
    },
    mid: {
      th: 'เข้ากันได้ ถ้าให้เวลาทำความรู้จักกันและไม่เร่งให้ทุกคนยอมรับในทันที',
      en: 'It can work with time to get acquainted, without rushing everyone’s acceptance.',
    },
    low: {
      th: 'อาจต้องใช้เวลาและความอดทน ควรมีคนกลางช่วยเชื่อมในช่วงแรก',
      en: 'It may take time and patience; someone to bridge the two sides helps at first.',
    },
  },
  friends: {
    high: {
      th: 'มิตรภาพแบบนี้ดีแล้ว ดวงชี้ว่าเป็นเพื่อนที่พึ่งพากันได้จริง',
      en: 'This friendship is good as it is; the charts show friends who can rely on each other.',
    },
    mid: {
      th: 'ดีอยู่แล้ว เพียงต้องดูแลให้ความเกรงใจไม่กลายเป็นการเก็บความรู้สึก',
      en: 'It is good — just keep politeness from turning into hidden feelings.',
    },
    low: {
      th: 'มิตรภาพนี้มีค่า แต่ต้องพูดกันตรง ๆ มากขึ้น เพื่อไม่ให้เรื่องเล็กสะสม',
      en: 'The friendship matters, but needs more plain talk so small things do not pile up.',
    },
  },
  other: {
    high: {
      th: 'ดวงคู่ตอบรับในทางที่ดี',
      en: 'The pairing answers favourably.',
    },
    mid: {
      th: 'คำตอบขึ้นกับการปรับเข้าหากันของทั้งสองฝ่าย',
      en: 'The answer depends on how you both adjust.',
    },
    low: {
      th: 'ควรค่อยเป็นค่อยไปและคุยกันให้มากขึ้นก่อน',
      en: 'Take it slowly and talk more first.',
    },
  },
};

/** For a question about a year: what that year is to each of them, each in their own words. */
function yearForBoth(c: Ctx): Bi | null {
  const next = c.intent.timeFrame === 'next-year';
  if (!next && c.intent.timeFrame !== 'year') return null;
  const year = c.d.date.year + (next ? 1 : 0);
  const y = animalOfYear(year);
  const ra = yearRelation(c.animalA, y);
  const rb = yearRelation(c.animalB, y);
  const ka = yearKindName(ra);
  const kb = yearKindName(rb);
  const both = ra.kind === rb.kind && c.animalA.id === c.animalB.id;
  const lean = [yearLean(ra), yearLean(rb)];
  const tail = lean.includes('clash')
    ? {
        th: 'ปีที่มีชงควรเผื่อเวลาและไม่เร่งพิธีใหญ่',
        en: 'a year with ชง calls for slack and no rushing big ceremonies',
      }
    : lean.includes('support')
      ? { th: 'เป็นแรงหนุนให้เรื่องใหญ่ของสองคน', en: 'a boost for a big step together' }
      : {
          th: 'ผลจึงขึ้นกับความพร้อมของสองคนเป็นหลัก',
          en: 'so it rests mainly on how ready you both are',
        };
  return both
    ? {
        th: `${next ? 'ปีหน้า' : 'ปีนี้'}เป็นปี${y.yearNameTh} นับเป็น${ka.th}ของทั้งคู่ ${tail.th}`,
        en: `${next ? 'Next year' : 'This year'} is the year of the ${y.nameEn}: ${ka.en} for you both — ${tail.en}.`,
      }
    : {
        th: `${next ? 'ปีหน้า' : 'ปีนี้'}เป็นปี${y.yearNameTh} สำหรับ${c.A.th}นับเป็น${ka.th} ส่วน${c.B.th}นับเป็น${kb.th} ${tail.th}`,
        en: `${next ? 'Next year' : 'This year'} is the year of the ${y.nameEn}: for ${c.A.en}, ${ka.en}; for ${c.B.en}, ${kb.en} — ${tail.en}.`,
      };
}

// ---------------------------------------------------------------------------------------------
// Animal years, read for the kind of bond
// ---------------------------------------------------------------------------------------------

const ANIMAL_PERSON: Record<Group, readonly ((who: Bi, a: Animal) => Bi)[]> = {
  love: [
    (w, a) => ({
      th: `${w.th}เกิดปี${a.yearNameTh} ในความรักเป็นคนที่${a.traitsTh}`,
      en: `${capitalise(w.en)}, born in the year of the ${a.nameEn} — in love, the lore says: “${a.traitsEn}”`,
    }),
    (w, a) => ({
      th: `${w.th}เป็นคนปี${a.yearNameTh} เสน่ห์อยู่ที่${a.strengthTh} แต่ในความรักต้องระวัง${a.cautionTh}`,
      en: `${capitalise(w.en)}, a ${a.nameEn}, charms with ${a.strengthEn} but in love must mind ${a.cautionEn}.`,
    }),
  ],
  friend: [
    (w, a) => ({
      th: `${w.th}เกิดปี${a.yearNameTh} ในฐานะเพื่อนมี${a.strengthTh}เป็นของขวัญให้คนรอบตัว`,
      en: `${capitalise(w.en)}, born a ${a.nameEn}, gives friends the gift of ${a.strengthEn}.`,
    }),
    (w, a) => ({
      th: `คนปี${a.yearNameTh}อย่าง${w.th}เป็นเพื่อนที่พึ่งได้ด้วย${a.strengthTh} ส่วนสิ่งที่ควรระวังในมิตรภาพคือ${a.cautionTh}`,
      en: `A ${a.nameEn} like ${w.en} is a friend to count on for ${a.strengthEn}; what to mind in friendship is ${a.cautionEn}.`,
    }),
  ],
  business: [
    (w, a) => ({
      th: `${w.th}เกิดปี${a.yearNameTh} ในกิจการ ${a.strengthTh}คือจุดแข็ง ส่วนสิ่งที่ต้องระวังคือ${a.cautionTh}`,
      en: `${capitalise(w.en)}, a ${a.nameEn}: in business, ${a.strengthEn} is the strength and ${a.cautionEn} the risk.`,
    }),
    (w, a) => ({
      th: `เมื่อพูดถึงเงินและการตัดสินใจ คนปี${a.yearNameTh}อย่าง${w.th}มี${a.strengthTh} แต่มักพลาดเพราะ${a.cautionTh}`,
      en: `With money and decisions, a ${a.nameEn} like ${w.en} has ${a.strengthEn}, but can slip through ${a.cautionEn}.`,
    }),
  ],
  family: [
    (w, a) => ({
      th: `${w.th}เกิดปี${a.yearNameTh} ในบ้านเป็นคนที่${a.traitsTh}`,
      en: `${capitalise(w.en)}, born a ${a.nameEn} — at home, the lore says: “${a.traitsEn}”`,
    }),
    (w, a) => ({
      th: `คนปี${a.yearNameTh}อย่าง${w.th}ดูแลครอบครัวด้วย${a.strengthTh} แต่ต้องระวัง${a.cautionTh}`,
      en: `A ${a.nameEn} like ${w.en} cares for family with ${a.strengthEn}, minding ${a.cautionEn}.`,
    }),
  ],
};

const REL_BY_TYPE: Record<Bucket, Record<RelationshipType, Bi>> = {
  support: {
    romantic: {
      th: 'ในความรัก ปีเกิดที่หนุนกันทำให้ทั้งคู่รู้สึกปลอดภัยและอยากเป็นคนที่ดีขึ้นเพื่ออีกคน',
      en: 'In love, supporting years make you both feel safe and want to be better for each other.',
    },
    marriage: {
      th: 'ในชีวิตคู่ ปีเกิดที่หนุนกันช่วยให้สร้างเนื้อสร้างตัวได้เร็ว และตัดสินใจเรื่องบ้านได้ลงตัว',
      en: 'In marriage, supporting years help you build a life fast and agree on home decisions.',
    },
    friendship: {
      th: 'ในฐานะเพื่อน ปีเกิดที่หนุนกันทำให้อยู่ด้วยกันแล้วสบายใจ และมักมีโชคเมื่อทำอะไรด้วยกัน',
      en: 'As friends, supporting years make you easy together and lucky when you team up.',
    },
    business: {
      th: 'ในธุรกิจ ปีเกิดที่หนุนกันช่วยให้มองเป้าหมายทางเดียวกัน ตัดสินใจเรื่องเงินได้เร็วและไม่ค่อยระแวงกัน',
      en: 'In business, supporting years mean a shared direction, quick money decisions and little suspicion.',
    },
    family: {
      th: 'ในครอบครัว ปีเกิดที่หนุนกันทำให้ห่วงใยกันได้โดยไม่ต้องพูดมาก',
      en: 'In family, supporting years let you care for each other without many words.',
    },
  },
  same: {
    romantic: {
      th: 'ในความรัก การเกิดปีเดียวกันทำให้เข้าใจกันไว แต่ก็ดื้อในเรื่องเดียวกัน ต้องผลัดกันเป็นฝ่ายยอม',
      en: 'In love, the same animal means quick understanding — and the same stubbornness; take turns giving way.',
    },
    marriage: {
      th: 'ในชีวิตคู่ การเกิดปีเดียวกันทำให้จังหวะชีวิตคล้ายกัน ปีที่ดีก็ดีด้วยกัน ปีที่ชงก็ต้องระวังพร้อมกัน',
      en: 'In marriage, the same animal gives similar rhythms: good years together, and clash years to watch together.',
    },
    friendship: {
      th: 'ในฐานะเพื่อน ปีเดียวกันทำให้คุยกันรู้เรื่องตั้งแต่แรก เหมือนรู้จักกันมานาน',
      en: 'As friends, the same animal means you click at once, as if you had always known each other.',
    },
    business: {
      th: 'ในธุรกิจ หุ้นส่วนปีเดียวกันถนัดคล้ายกัน จึงต้องแบ่งงานให้ชัด ไม่อย่างนั้นจะแย่งงานเดียวกันหรือทิ้งงานเดียวกัน',
      en: 'In business, same-animal partners have similar strengths, so split the work clearly or you will both grab — or both drop — the same tasks.',
    },
    family: {
      th: 'ในครอบครัว ปีเดียวกันทำให้เข้าใจกันง่าย แต่เวลาขัดกันก็ไม่มีใครยอมใคร',
      en: 'In family, the same animal makes understanding easy — and when you clash, neither yields.',
    },
  },
  clash: {
    romantic: {
      th: 'ในความรัก คู่ชงมักมีแรงดึงดูดสูงแต่ขัดใจกันบ่อย ความรักอยู่รอดได้ด้วยการฟังกันจนจบ',
      en: 'In love, clashing years attract strongly and quarrel often; love survives by hearing each other out.',
    },
    marriage: {
      th: 'ในชีวิตคู่ คู่ชงควรตกลงเรื่องเงิน บ้าน และการเลี้ยงดูให้ชัดตั้งแต่ต้น เพราะจังหวะชีวิตมักไม่ตรงกัน',
      en: 'In marriage, clashing years should settle money, home and child-rearing early, as your timing rarely matches.',
    },
    friendship: {
      th: 'ในฐานะเพื่อน คู่ชงมักเถียงกันเก่ง แต่ถ้าเคารพความเห็นต่างได้ จะเป็นเพื่อนที่ช่วยให้อีกคนมองเห็นมุมใหม่',
      en: 'As friends, clashing years argue well; with respect for difference, each shows the other new angles.',
    },
    business: {
      th: 'ในธุรกิจ หุ้นส่วนปีชงมักเห็นต่างเรื่องทิศทางและจังหวะลงทุน ควรเขียนข้อตกลงเรื่องอำนาจตัดสินใจและการถอนตัวไว้ให้ชัด',
      en: 'In business, clashing partners disagree on direction and timing of investment; write down who decides what, and how either can exit.',
    },
    family: {
      th: 'ในครอบครัว คู่ชงมักกระทบกันในเรื่องเล็กในบ้าน การให้พื้นที่ส่วนตัวกันช่วยได้มาก',
      en: 'In family, clashing years rub over small household things; giving each other space helps a lot.',
    },
  },
  lesser: {
    romantic: {
      th: 'ในความรัก ชงร่วมทำให้มีช่วงที่ต่างคนต่างดึงไปคนละทาง ถ้าคุยกันก่อนตัดสินใจ ความต่างจะเติมเต็มกัน',
      en: 'In love, a lesser clash brings spells of pulling apart; decide after talking, and difference completes you.',
    },
    marriage: {
      th: 'ในชีวิตคู่ ชงร่วมเตือนให้ตกลงเรื่องสำคัญของบ้านเป็นลายลักษณ์หรืออย่างน้อยให้ชัดในใจทั้งคู่',
      en: 'In marriage, a lesser clash is a reminder to agree the big household matters clearly — on paper or at least in both minds.',
    },
    friendship: {
      th: 'ในฐานะเพื่อน ชงร่วมอาจทำให้น้อยใจกันเป็นพัก ๆ แต่มิตรภาพยังเดินต่อได้ถ้าไม่เก็บเรื่องเล็กไว้',
      en: 'As friends, a lesser clash brings passing hurt; the friendship goes on if small things are not kept.',
    },
    business: {
      th: 'ในธุรกิจ ชงร่วมทำให้เห็นต่างเรื่องรายละเอียดและจังหวะ ควรมีบัญชีที่ทั้งคู่เปิดดูได้และประชุมเรื่องเงินสม่ำเสมอ',
      en: 'In business, a lesser clash brings disagreements on detail and timing; keep books you can both open and meet about money regularly.',
    },
    family: {
      th: 'ในครอบครัว ชงร่วมทำให้เห็นไม่ตรงกันเรื่องความรับผิดชอบในบ้าน ตกลงกันให้ชัดว่าใครดูแลอะไร',
      en: 'In family, a lesser clash shows in who does what at home; agree clearly on responsibilities.',
    },
  },
  harm: {
    romantic: {
      th: 'ในความรัก คู่ไห่มักน้อยใจกันเงียบ ๆ พูดสิ่งที่ค้างใจออกมาอย่างอ่อนโยนก่อนมันจะสะสม',
      en: 'In love, a ไห่ pair hurts quietly; say what lingers, gently, before it builds.',
    },
    marriage: {
      th: 'ในชีวิตคู่ คู่ไห่ควรมีเวลาคุยกันประจำ เพราะเรื่องเล็กในบ้านมักค้างใจโดยไม่มีใครพูด',
      en: 'In marriage, a ไห่ pair needs regular talks, as small home matters linger unspoken.',
    },
    friendship: {
      th: 'ในฐานะเพื่อน คู่ไห่อาจมีเรื่องขัดใจเล็ก ๆ ที่ไม่ได้พูด ลองถามกันตรง ๆ บ้าง',
      en: 'As friends, a ไห่ pair may carry small unspoken irritations; ask each other plainly now and then.',
    },
    business: {
      th: 'ในธุรกิจ คู่ไห่มักมีความไม่พอใจเรื่องส่วนแบ่งหรือภาระงานที่ไม่ได้พูด ควรทบทวนข้อตกลงทุกไตรมาส',
      en: 'In business, a ไห่ pair tends to hold unspoken grievances about shares or workload; review the agreement every quarter.',
    },
    family: {
      th: 'ในครอบครัว คู่ไห่มักน้อยใจกันเรื่องเล็ก การพูดขอบคุณและขอโทษให้เป็นเรื่องปกติจะช่วยได้',
      en: 'In family, a ไห่ pair is hurt by small things; make thank-yous and apologies ordinary.',
    },
  },
  neutral: {
    romantic: {
      th: 'ในความรัก เมื่อปีเกิดไม่ได้หนุนหรือขัด ความรักจึงเติบโตตามสิ่งที่สองคนลงมือทำให้กันจริง',
      en: 'In love, with years that neither boost nor block, love grows with what you actually do for each other.',
    },
    marriage: {
      th: 'ในชีวิตคู่ ปีเกิดที่เป็นกลางทำให้ความมั่นคงมาจากการวางแผนร่วมกันเป็นหลัก',
      en: 'In marriage, neutral years mean steadiness comes mainly from planning together.',
    },
    friendship: {
      th: 'ในฐานะเพื่อน ปีเกิดที่เป็นกลางทำให้มิตรภาพขึ้นกับเวลาที่ใช้ร่วมกัน',
      en: 'As friends, neutral years make the friendship depend on time shared.',
    },
    business: {
      th: 'ในธุรกิจ ปีเกิดที่เป็นกลางหมายความว่าผลลัพธ์จะมาจากระบบงานและสัญญาที่ดี มากกว่าดวง',
      en: 'In business, neutral years mean results come from good systems and contracts more than the stars.',
    },
    family: {
      th: 'ในครอบครัว ปีเกิดที่เป็นกลางทำให้ความใกล้ชิดขึ้นกับการไปมาหาสู่กันสม่ำเสมอ',
      en: 'In family, neutral years make closeness depend on visiting each other regularly.',
    },
  },
};

// ---------------------------------------------------------------------------------------------
// Birth weekdays and ทักษา, read for the kind of bond
// ---------------------------------------------------------------------------------------------

/** What the other person's place on one's ทักษา wheel brings, by the kind of bond. */
const ROLE_BRINGS: Record<TaksaRoleId, Record<Group, Bi>> = {
  companions: {
    love: { th: 'ความเป็นเพื่อนคู่คิดที่อยู่ข้างกันทุกวัน', en: 'a companion at your side every day' },
    friend: { th: 'ความเป็นพวกพ้องที่พึ่งพาได้', en: 'loyal company to rely on' },
    business: { th: 'ทีมงานและเครือข่ายคน', en: 'a team and a network' },
    family: { th: 'ความอบอุ่นของคนในบ้าน', en: 'the warmth of home' },
  },
  longevity: {
    love: { th: 'พลังใจและความสดชื่นในชีวิต', en: 'heart and freshness in life' },
    friend: { th: 'กำลังใจยามเหนื่อย', en: 'encouragement when tired' },
    business: { th: 'ความอึดในการทำงานระยะยาว', en: 'stamina for the long haul' },
    family: { th: 'การดูแลสุขภาพและความเป็นอยู่', en: 'care for health and wellbeing' },
  },
  power: {
    love: { th: 'ความมั่นใจและการปกป้อง', en: 'confidence and protection' },
    friend: { th: 'การยืนข้างกันเวลามีปัญหา', en: 'standing up for you in trouble' },
    business: {
      th: 'บารมีในการเจรจาและความน่าเชื่อถือต่อลูกค้า',
      en: 'standing in negotiations and credibility with clients',
    },
    family: { th: 'ความเป็นหลักให้คนในบ้าน', en: 'a pillar for the household' },
  },
  fortune: {
    love: { th: 'เสน่ห์ โชค และความสุข', en: 'charm, luck and happiness' },
    friend: { th: 'โชคและเรื่องดี ๆ ที่พาเข้ามา', en: 'luck and good things brought along' },
    business: { th: 'โชคด้านเงินและลูกค้า', en: 'luck with money and customers' },
    family: { th: 'ความสุขและสิริมงคลในบ้าน', en: 'happiness and blessings at home' },
  },
  foundation: {
    love: { th: 'ความมั่นคงและบ้านที่อยากกลับไป', en: 'steadiness and a home to return to' },
    friend: { th: 'ความมั่นคงที่ไม่เปลี่ยนไปตามกาลเวลา', en: 'steadiness that time does not change' },
    business: {
      th: 'ทุน ทรัพย์สิน และฐานของกิจการ',
      en: 'capital, assets and the base of the business',
    },
    family: { th: 'รากฐานและมรดกของครอบครัว', en: 'the roots and heritage of the family' },
  },
  diligence: {
    love: { th: 'ความขยันสร้างอนาคตร่วมกัน', en: 'hard work for a shared future' },
    friend: { th: 'แรงลงมือช่วยเมื่อมีงาน', en: 'hands that help when there is work' },
    business: {
      th: 'แรงงานและความพากเพียรในงานประจำวัน',
      en: 'labour and persistence in day-to-day work',
    },
    family: { th: 'แรงช่วยงานบ้านและภาระประจำวัน', en: 'help with chores and daily burdens' },
  },
  support: {
    love: { th: 'คำปรึกษาและการอุปถัมภ์', en: 'counsel and patronage' },
    friend: { th: 'คำแนะนำที่หวังดี', en: 'well-meant advice' },
    business: { th: 'คำปรึกษา เส้นสาย และผู้ใหญ่ที่หนุนหลัง', en: 'advice, connections and backers' },
    family: { th: 'การเป็นที่ปรึกษาและผู้ใหญ่ในบ้าน', en: 'being the household’s adviser and elder' },
  },
  misfortune: {
    love: { th: 'เรื่องกระทบใจที่ต้องถนอมกันเป็นพิเศษ', en: 'touchy moments that need extra gentleness' },
    friend: { th: 'ความเห็นต่างที่ต้องใช้ความอดทน', en: 'differences that take patience' },
    business: { th: 'ความเสี่ยงที่ต้องมีกติกากำกับ', en: 'risks that need rules' },
    family: { th: 'เรื่องขัดใจที่ต้องวางขอบเขตให้ชัด', en: 'friction that needs clear boundaries' },
  },
};

/** One person's birth day, read for the kind of bond: their own sentence. */
/** Two people of one birth day: the day's lore once, for both. */
function weekdayBoth(c: Ctx, t: WeekdayTraits, rng: Rng): Bi {
  switch (c.type) {
    case 'romantic':
      return {
        th: `ในความรัก ทั้งคู่${t.loveTh}`,
        en: `In love, the lore says of you both: “${t.loveEn}”`,
      };
    case 'marriage':
      return {
        th: `เรื่องเงินในบ้าน ทั้งคู่${t.moneyTh}`,
        en: `With household money, the lore says of you both: “${t.moneyEn}”`,
      };
    case 'business':
      return {
        th: `ด้านการเงิน ทั้งคู่${t.moneyTh}`,
        en: `With money, the lore says of you both: “${t.moneyEn}”`,
      };
    case 'friendship': {
      const i = Math.floor(rng() * t.strengthsTh.length);
      return {
        th: `ในฐานะเพื่อน ทั้งคู่มี${t.strengthsTh[i] ?? ''}เหมือนกัน`,
        en: `As friends, you share ${t.strengthsEn[i] ?? ''}.`,
      };
    }
    case 'family': {
      const i = Math.floor(rng() * t.strengthsTh.length);
      return {
        th: `ในบ้าน ทั้งคู่ดูแลคนรอบตัวด้วย${t.strengthsTh[i] ?? ''}`,
        en: `At home, you both look after others with ${t.strengthsEn[i] ?? ''}.`,
      };
    }
  }
}

/** "คุณเกิดวันพุธ", or "ส่วนคุณบอสเกิดวันอาทิตย์" for the second of the two. */
function bornOn(who: Bi, w: Weekday, second: boolean): Bi {
  return second
    ? { th: `ส่วน${who.th}เกิด${dayTh(w)}`, en: `${capitalise(who.en)}, born on a ${dayEn(w)}` }
    : { th: `${who.th}เกิด${dayTh(w)}`, en: `${capitalise(who.en)}, born on a ${dayEn(w)}` };
}

function weekdayPerson(
  c: Ctx,
  who: Bi,
  w: Weekday,
  p: PersonContext,
  rng: Rng,
  second = false,
): Bi {
  const t = p.traits;
  if (who.th === 'ทั้งคู่' && t) return weekdayBoth(c, t, rng);
  const born = bornOn(who, w, second);
  if (!t)
    return { th: `${who.th}เกิด${dayTh(w)}`, en: `${capitalise(who.en)}: born on a ${dayEn(w)}.` };
  switch (c.type) {
    case 'romantic':
      return {
        th: `${born.th} ในความรัก${t.loveTh}`,
        en: `${born.en} — in love, the lore says: “${t.loveEn}”`,
      };
    case 'marriage':
      return {
        th: `${born.th} เรื่องเงินในบ้าน${t.moneyTh}`,
        en: `${born.en} — with household money, the lore says: “${t.moneyEn}”`,
      };
    case 'business':
      return {
        th: `${born.th} ด้านการเงิน${t.moneyTh}`,
        en: `${born.en} — with money, the lore says: “${t.moneyEn}”`,
      };
    case 'friendship': {
      const [s1, s2] = pickMany(rng, t.strengthsTh, 2);
      const i1 = t.strengthsTh.indexOf(s1 ?? '');
      const i2 = t.strengthsTh.indexOf(s2 ?? '');
      return {
        th: `${born.th} เป็นเพื่อนที่มี${listTh([s1 ?? '', s2 ?? ''].filter(Boolean))}`,
        en: `${born.en}, is a friend with ${listEn([t.strengthsEn[i1] ?? '', t.strengthsEn[i2] ?? ''].filter(Boolean))}.`,
      };
    }
    case 'family': {
      const i = Math.floor(rng() * t.strengthsTh.length);
      return {
        th: `${born.th} ดูแลคนในบ้านด้วย${t.strengthsTh[i] ?? ''}`,
        en: `${born.en}, looks after family with ${t.strengthsEn[i] ?? ''}.`,
      };
    }
  }
}

/** What each brings to the bond, in the bond's own terms; the second reads on from the first. */
function strengthPerson(
  c: Ctx,
  who: Bi,
  p: PersonContext,
  animal: Animal,
  rng: Rng,
  second = false,
): Bi {
  const t = p.traits;
  const lead = (first: Bi): Bi =>
    second
      ? {
          th: `ส่วน${who.th}`,
          en: `${capitalise(who.en)}, for ${who.en === 'you' ? 'your' : 'their'} part,`,
        }
      : first;
  const s = who.en === 'you' || who.en === 'both of you' ? '' : 's';
  switch (c.type) {
    case 'business': {
      const l = lead({
        th: `ด้านบทบาทในกิจการ ${who.th}`,
        en: `For roles in the business, ${who.en}:`,
      });
      return t
        ? { th: `${l.th}${t.careerTh}`, en: `${l.en} “${t.careerEn}”` }
        : { th: `${l.th}มี${animal.strengthTh}`, en: `${l.en} ${animal.strengthEn}.` };
    }
    case 'marriage': {
      return second
        ? {
            th: `ส่วน${who.th}ช่วยเติมบ้านด้วย${animal.strengthTh}`,
            en: `${capitalise(who.en)} fill${s} the home with ${animal.strengthEn}.`,
          }
        : {
            th: `ในบ้าน ${who.th}นำ${animal.strengthTh}มาเป็นหลักให้ชีวิตคู่`,
            en: `At home, ${who.en} bring${s} ${animal.strengthEn} as a pillar of married life.`,
          };
    }
    case 'romantic': {
      const pickTh = t ? pick(rng, t.strengthsTh) : animal.strengthTh;
      const pickEn = t
        ? (t.strengthsEn[t.strengthsTh.indexOf(pickTh)] ?? animal.strengthEn)
        : animal.strengthEn;
      return second
        ? {
            th: `ส่วน${who.th}มอบ${pickTh}ให้ความรักนี้`,
            en: `${capitalise(who.en)} give${s} this love ${pickEn}.`,
          }
        : {
            th: `${who.th}เติมความรักด้วย${pickTh}`,
            en: `${capitalise(who.en)} add${s} ${pickEn} to the love.`,
          };
    }
    case 'friendship': {
      const l = lead({ th: `ในวงเพื่อน ${who.th}`, en: `Among friends, ${who.en}:` });
      return {
        th: `${l.th}เป็นคนที่${animal.traitsTh}`,
        en: `${l.en} “${animal.traitsEn}”`,
      };
    }
    case 'family': {
      return second
        ? {
            th: `ส่วน${who.th}ดูแลบ้านด้วย${animal.strengthTh}`,
            en: `${capitalise(who.en)} look${s} after the home with ${animal.strengthEn}.`,
          }
        : {
            th: `ในครอบครัว ${who.th}มี${animal.strengthTh}ให้คนในบ้านได้พึ่งพา`,
            en: `In the family, ${who.en} offer${s} ${animal.strengthEn} for the household to lean on.`,
          };
    }
  }
}

const TYPE_STRENGTH: Record<RelationshipType, readonly Bi[]> = {
  romantic: [
    {
      th: 'ความรักของคู่นี้เติบโตได้ดีจากกิจกรรมเล็ก ๆ ที่ทำด้วยกันสม่ำเสมอ มากกว่าเซอร์ไพรส์ครั้งใหญ่',
      en: 'This love grows from small things done together regularly more than from grand surprises.',
    },
    {
      th: 'ความหวานของคู่นี้จะยั่งยืนเมื่อทั้งสองยังเป็นเพื่อนที่คุยกันได้ทุกเรื่อง',
      en: 'The sweetness lasts when you remain friends who can talk about anything.',
    },
  ],
  marriage: [
    {
      th: 'จุดแข็งของชีวิตคู่นี้คือการช่วยกันสร้างฐาน ทั้งบ้าน เงินเก็บ และครอบครัว',
      en: 'This marriage is strongest at building a base together — home, savings and family.',
    },
    {
      th: 'ชีวิตคู่นี้มั่นคงขึ้นเมื่อให้เกียรติครอบครัวของกันและกัน และมีเวลาส่วนตัวให้กัน',
      en: 'This marriage grows steadier when you honour each other’s families and give each other personal time.',
    },
  ],
  friendship: [
    {
      th: 'มิตรภาพนี้ยิ่งผ่านเรื่องยากด้วยกันยิ่งผูกพัน',
      en: 'This friendship only grows closer through hard times shared.',
    },
    {
      th: 'ความจริงใจคือแกนของมิตรภาพนี้ อยู่ด้วยกันแล้วไม่ต้องแสร้ง',
      en: 'Sincerity is the core of this friendship; together, no one has to pretend.',
    },
  ],
  business: [
    {
      th: 'ธุรกิจของคู่นี้ไปได้ดีเมื่อคุยเรื่องตัวเลขกันตรง ๆ และตัดสินใจเรื่องใหญ่ร่วมกันเสมอ',
      en: 'This partnership does well when you talk numbers frankly and always make big decisions together.',
    },
    {
      th: 'จุดแข็งของหุ้นส่วนคู่นี้คือความถนัดที่ต่างกัน ถ้าแบ่งบทบาทชัด งานจะเดินเร็วและไม่ซ้ำซ้อน',
      en: 'The partners’ different skills are their strength; with clear roles, work moves fast without overlap.',
    },
  ],
  family: [
    {
      th: 'สายใยนี้แน่นขึ้นได้ด้วยเวลาคุณภาพ เช่น มื้ออาหารร่วมกันหรือการไปทำบุญด้วยกัน',
      en: 'This bond deepens with quality time — shared meals or making merit together.',
    },
    {
      th: 'จุดแข็งของครอบครัวนี้คือความห่วงใยที่มีให้กันเสมอ แม้บางครั้งจะแสดงออกไม่ตรงกัน',
      en: 'The strength of this family is constant care, even when it is shown in different ways.',
    },
  ],
};

const TYPE_CHALLENGES: Record<RelationshipType, readonly Bi[]> = {
  romantic: [
    {
      th: 'จุดที่ต้องระวังคือการคาดหวังให้อีกคนเข้าใจโดยไม่ต้องพูด ความชัดเจนคือความใส่ใจรูปแบบหนึ่ง',
      en: 'Watch out for expecting the other to understand without words; clarity is a form of care.',
    },
    {
      th: 'ระวังการเอาความรักไปเทียบกับคู่อื่น จังหวะของคู่นี้มีเอกลักษณ์ของตัวเอง',
      en: 'Do not compare your love with other couples; your rhythm is your own.',
    },
  ],
  marriage: [
    {
      th: 'เรื่องเงินและเวลาเป็นจุดที่มักไม่ลงตัว คุยกันตั้งแต่เนิ่น ๆ จะลดความขัดใจได้มาก',
      en: 'Money and time are where you most often disagree; talking early prevents much friction.',
    },
    {
      th: 'ระวังภาระในบ้านที่ตกอยู่กับคนใดคนหนึ่งนานเกินไป ความเหนื่อยที่ไม่ได้พูดมักกลายเป็นความน้อยใจ',
      en: 'Watch household loads that rest on one of you too long; unspoken tiredness turns into hurt.',
    },
  ],
  friendship: [
    {
      th: 'อย่าปล่อยให้เรื่องเงินหรือความเข้าใจผิดเล็ก ๆ มาคั่นกลาง ยืมกันให้น้อยและคืนให้ตรงเวลา',
      en: 'Do not let money or small misunderstandings come between you; borrow little and repay on time.',
    },
    {
      th: 'ระวังการเก็บความน้อยใจไว้เพราะเกรงใจ เพื่อนที่ดีควรบอกกันได้ตรง ๆ',
      en: 'Do not hide hurt out of politeness; good friends can be frank.',
    },
  ],
  business: [
    {
      th: 'ความเสี่ยงหลักคือการทำงานด้วยความเชื่อใจโดยไม่มีเอกสาร ควรแยกบัญชีกิจการออกจากเงินส่วนตัวตั้งแต่วันแรก',
      en: 'The main risk is working on trust without paperwork; keep business and personal money apart from day one.',
    },
    {
      th: 'ระวังการตัดสินใจลงทุนคนเดียวโดยไม่บอกอีกฝ่าย เรื่องเงินก้อนใหญ่ต้องเห็นพ้องกันทั้งสองคน',
      en: 'Never commit big money alone; large sums need both of you to agree.',
    },
    {
      th: 'ตกลงกันไว้ก่อนว่าถ้าวันหนึ่งอยากแยกทาง จะแบ่งหุ้นและหนี้อย่างไร การคุยเรื่องนี้ตอนยังดีกันคือการปกป้องมิตรภาพ',
      en: 'Agree in advance how shares and debts are split if you ever part; discussing it while things are good protects the friendship.',
    },
  ],
  family: [
    {
      th: 'ระวังการก้าวก่ายเรื่องส่วนตัวของกันในนามความห่วงใย ความรักในครอบครัวต้องมีขอบเขตด้วย',
      en: 'Beware of intruding in the name of care; family love needs boundaries too.',
    },
    {
      th: 'เรื่องเงินในครอบครัวควรพูดให้ชัด ใครช่วยอะไร แค่ไหน จะได้ไม่ค้างใจกันภายหลัง',
      en: 'Be clear about money in the family — who helps with what, and how much — so nothing festers.',
    },
  ],
};

const FRICTION_NOTE: Record<Group, Bi> = {
  love: {
    th: 'จุดขัดตามดวงของคู่นี้ไม่ใช่คำตัดสิน แต่เป็นสัญญาณให้ใช้ความอดทนและคุยกันมากกว่าปกติ',
    en: 'The friction in your charts is not a verdict, just a sign to be more patient and talk more than usual.',
  },
  friend: {
    th: 'ดวงมีจุดขัดอยู่บ้าง มิตรภาพจึงต้องการการให้อภัยกันเร็วกว่าคู่อื่น',
    en: 'The charts rub a little, so this friendship needs quicker forgiveness than most.',
  },
  business: {
    th: 'เมื่อดวงมีจุดขัด หุ้นส่วนคู่นี้ควรใช้กติกาและเอกสารแทนการเดาใจกัน',
    en: 'With friction in the charts, these partners should rely on rules and paperwork rather than guessing.',
  },
  family: {
    th: 'ดวงมีจุดกระทบ การวางขอบเขตที่ชัดจะช่วยให้ดูแลกันได้โดยไม่ทำร้ายกัน',
    en: 'The charts rub, so clear boundaries let you care without hurting each other.',
  },
};

/** A tip by the ทักษา pair, naming who does what. */
function pairTip(c: Ctx): Bi {
  const A = c.A;
  const B = c.B;
  const bIs = (role: TaksaRoleId) => c.roleBForA.id === role;
  switch (c.pair) {
    case 'power-patron': {
      // The one in the other's เดช place lends standing; the มนตรี one protects and advises.
      const [front, back] = bIs('power') ? [B, A] : [A, B];
      return {
        business: {
          th: `ให้${front.th}ออกหน้าเจรจาและพบลูกค้า ส่วน${back.th}ดูแผน ตัวเลข และคอยให้คำปรึกษา`,
          en: `Let ${front.en} front negotiations and clients, while ${back.en} handles plans, figures and advice.`,
        },
        love: {
          th: `${front.th}เป็นหลักให้ความมั่นใจ ส่วน${back.th}เป็นที่ปรึกษาเวลาต้องตัดสินใจ`,
          en: `${capitalise(front.en)} gives confidence; ${back.en} is the counsel when decisions come.`,
        },
        friend: {
          th: `เวลามีปัญหา ${front.th}มักเป็นคนยืนหน้า ส่วน${back.th}เป็นคนคิดทางออก`,
          en: `In trouble, ${front.en} stands in front while ${back.en} thinks of the way out.`,
        },
        family: {
          th: `${front.th}เป็นหลักของบ้านในเรื่องภายนอก ส่วน${back.th}เป็นที่ปรึกษาเรื่องภายใน`,
          en: `${capitalise(front.en)} is the family’s pillar outside; ${back.en} the adviser within.`,
        },
      }[c.group];
    }
    case 'fortune-effort': {
      const [lucky, worker] = bIs('fortune') ? [B, A] : [A, B];
      return {
        business: {
          th: `${lucky.th}เหมาะกับงานหาลูกค้าและเปิดโอกาส ส่วน${worker.th}เหมาะกับงานผลิตและดูแลให้งานเสร็จ`,
          en: `${capitalise(lucky.en)} suits finding customers and openings; ${worker.en} suits production and getting work done.`,
        },
        love: {
          th: `${lucky.th}นำความสุขและโชคเข้ามา ส่วน${worker.th}ช่วยเปลี่ยนความฝันของสองคนให้เป็นจริง`,
          en: `${capitalise(lucky.en)} brings joy and luck; ${worker.en} turns your shared dreams into reality.`,
        },
        friend: {
          th: `${lucky.th}มักพาเรื่องสนุกเข้ามา ส่วน${worker.th}เป็นคนทำให้แผนเที่ยวเกิดขึ้นจริง`,
          en: `${capitalise(lucky.en)} brings the fun; ${worker.en} makes the plans actually happen.`,
        },
        family: {
          th: `${lucky.th}นำความสุขมาสู่บ้าน ส่วน${worker.th}ดูแลงานบ้านให้เดินไปได้`,
          en: `${capitalise(lucky.en)} brings happiness home; ${worker.en} keeps the household running.`,
        },
      }[c.group];
    }
    case 'touchy':
      return {
        business: {
          th: 'คู่นี้ควรคุยเรื่องงานในที่ประชุมที่มีวาระชัด ไม่ใช่ในจังหวะที่ต่างคนต่างเหนื่อย',
          en: 'Discuss work in meetings with a clear agenda, not when you are both worn out.',
        },
        love: {
          th: 'คู่นี้ควรระวังคำพูดตอนเหนื่อย เพราะคำเล็ก ๆ ก็กระทบใจกันง่าย',
          en: 'Mind your words when tired; small ones land hard between you.',
        },
        friend: {
          th: 'เพื่อนคู่นี้ควรพักก่อนเถียงเรื่องที่ไม่สำคัญ มิตรภาพมีค่ากว่าการชนะ',
          en: 'Pause before arguing over small things; the friendship is worth more than winning.',
        },
        family: {
          th: 'ในบ้านควรมีเวลาส่วนตัวให้กัน ความใกล้ชิดเกินไปทำให้กระทบกันง่าย',
          en: 'Give each other private time at home; too much closeness breeds friction.',
        },
      }[c.group];
    case 'shared-roots':
      return {
        business: {
          th: 'คู่นี้เหมาะกับธุรกิจที่สร้างสินทรัพย์ระยะยาว เช่น ที่ดิน ร้านประจำ หรือแบรนด์ที่ค่อย ๆ โต',
          en: 'Suited to businesses that build lasting assets — property, an established shop, a brand that grows slowly.',
        },
        love: {
          th: 'คู่นี้เหมาะกับการวางแผนบ้านและอนาคตระยะยาวด้วยกัน',
          en: 'You are suited to planning a home and a long future together.',
        },
        friend: {
          th: 'มิตรภาพนี้เหมาะกับการทำอะไรระยะยาวด้วยกัน เช่น งานอดิเรกที่ต้องใช้เวลา',
          en: 'This friendship suits long projects together, like a slow hobby.',
        },
        family: {
          th: 'คู่นี้ช่วยกันดูแลบ้านและมรดกของครอบครัวได้ดี',
          en: 'Together you look after the family home and heritage well.',
        },
      }[c.group];
    default:
      return {
        business: {
          th: 'เพราะถนัดคล้ายกัน หุ้นส่วนคู่นี้ควรแบ่งงานให้ชัดว่าใครตัดสินใจเรื่องไหน',
          en: 'With similar strengths, split clearly who decides what.',
        },
        love: {
          th: 'เพราะคล้ายกันมาก ลองผลัดกันนำในเรื่องต่าง ๆ ความสัมพันธ์จะไม่จำเจ',
          en: 'Being so alike, take turns leading so things never go stale.',
        },
        friend: {
          th: 'เพื่อนที่คล้ายกันมากควรชวนกันลองสิ่งใหม่บ้าง จะได้เห็นอีกมุมของกัน',
          en: 'Alike as you are, try new things together to see other sides of each other.',
        },
        family: {
          th: 'เพราะนิสัยคล้ายกัน เวลาขัดกันให้มีคนหนึ่งถอยก่อนเสมอ',
          en: 'Being alike, let one of you always step back first when you clash.',
        },
      }[c.group];
  }
}

const TYPE_ADVICE: Record<RelationshipType, readonly Bi[]> = {
  romantic: [
    {
      th: 'หาเวลาทำสิ่งเล็ก ๆ ด้วยกันทุกสัปดาห์ เช่น เดินเล่นหรือทำอาหาร ความสม่ำเสมอคือหัวใจของความรักคู่นี้',
      en: 'Do something small together every week — a walk, cooking; steadiness is the heart of this love.',
    },
    {
      th: 'บอกสิ่งที่ชื่นชมในตัวอีกคนให้บ่อยขึ้น คำพูดดี ๆ คือเชื้อไฟของความรัก',
      en: 'Say more often what you admire in each other; kind words keep love alight.',
    },
  ],
  marriage: [
    {
      th: 'วางแผนการเงินของบ้านร่วมกันปีละครั้ง และแบ่งหน้าที่ในบ้านให้ชัด ชีวิตคู่จะราบรื่นขึ้นมาก',
      en: 'Plan household money together once a year and share chores clearly; married life runs much smoother.',
    },
    {
      th: 'ให้เกียรติครอบครัวของกันและกัน และกันเวลาสองคนไว้ทุกสัปดาห์',
      en: 'Honour each other’s families, and keep time for just the two of you every week.',
    },
  ],
  friendship: [
    {
      th: 'นัดเจอกันสม่ำเสมอแม้จะยุ่ง มิตรภาพที่ดีต้องการเวลามากกว่าของขวัญ',
      en: 'Meet regularly however busy you are; friendship needs time more than gifts.',
    },
    {
      th: 'ถ้ามีเรื่องค้างใจ ให้พูดกันตรง ๆ แต่อ่อนโยน เพื่อนแท้ทนความจริงได้',
      en: 'If something bothers you, say it plainly and kindly; true friends can take the truth.',
    },
  ],
  business: [
    {
      th: 'ทำข้อตกลงหุ้นส่วนเป็นลายลักษณ์อักษร ทั้งสัดส่วนหุ้น การแบ่งกำไร อำนาจตัดสินใจ และการถอนตัว แล้วทบทวนทุกปี',
      en: 'Put the partnership in writing — shares, profit split, who decides, how to exit — and review it yearly.',
    },
    {
      th: 'แยกบัญชีกิจการจากเงินส่วนตัว และนัดดูตัวเลขด้วยกันทุกเดือน ความโปร่งใสคือความไว้ใจที่จับต้องได้',
      en: 'Keep business and personal money apart and review the numbers together monthly; transparency is trust you can touch.',
    },
  ],
  family: [
    {
      th: 'แสดงความห่วงใยด้วยการถามว่าอีกคนต้องการอะไร แทนการตัดสินใจแทน แล้วเคารพคำตอบนั้น',
      en: 'Show care by asking what the other needs instead of deciding for them — and respect the answer.',
    },
    {
      th: 'หาโอกาสกินข้าวหรือทำบุญด้วยกันเป็นประจำ และตกลงขอบเขตเรื่องส่วนตัวกันให้ชัด',
      en: 'Share meals or make merit together regularly, and agree clearly on private boundaries.',
    },
  ],
};

const OCCASION: Record<RelationshipType, Bi> = {
  romantic: { th: 'นัดเดทหรือบอกความในใจ', en: 'dates or heart-to-hearts' },
  marriage: { th: 'คุยเรื่องบ้านหรือเรื่องเงิน', en: 'talks about home or money' },
  friendship: { th: 'นัดเจอหรือเที่ยวด้วยกัน', en: 'meet-ups and trips' },
  business: { th: 'เซ็นสัญญาหรือคุยเรื่องเงิน', en: 'signing contracts or money talks' },
  family: { th: 'รวมญาติหรือไปทำบุญด้วยกัน', en: 'family gatherings or making merit together' },
};

const PAIR_NAME: Record<WeekdayPairKind, Bi> = {
  mirror: { th: 'คู่วันเดียวกัน', en: 'a same-day pair' },
  touchy: { th: 'คู่อายุกับกาลกิณี', en: 'a Longevity–Misfortune pair' },
  'power-patron': { th: 'คู่เดชกับมนตรี', en: 'a Power–Support pair' },
  'fortune-effort': { th: 'คู่ศรีกับอุตสาหะ', en: 'a Fortune–Diligence pair' },
  'shared-roots': { th: 'คู่มูละกับมูละ', en: 'a Foundation–Foundation pair' },
};

/** The pair's ทักษา and animal years in a sentence, in the bond's words. */
const PAIR_GIST: Record<WeekdayPairKind, Bi> = {
  mirror: {
    th: 'วันเกิดเดียวกันที่ทำให้เข้าใจกันเร็ว',
    en: 'a shared birth day that makes understanding quick',
  },
  touchy: {
    th: 'ทักษาแบบอายุกับกาลกิณีที่ต้องถนอมน้ำใจกัน',
    en: 'a Longevity–Misfortune ทักษา pair that needs gentleness',
  },
  'power-patron': {
    th: 'ทักษาแบบเดชกับมนตรีที่หนุนกันทั้งกำลังและคำปรึกษา',
    en: 'a Power–Support ทักษา pair that lends both strength and counsel',
  },
  'fortune-effort': {
    th: 'ทักษาแบบศรีกับอุตสาหะที่ช่วยกันสร้างเนื้อสร้างตัว',
    en: 'a Fortune–Diligence ทักษา pair that builds a life together',
  },
  'shared-roots': {
    th: 'ทักษาแบบมูละที่มีรากฐานร่วมกัน',
    en: 'a Foundation ทักษา pair with shared roots',
  },
};

const BUCKET_GIST: Record<Bucket, Bi> = {
  support: { th: 'ปีเกิดก็หนุนกันอีกแรง', en: 'your years add their support' },
  same: {
    th: 'ปีเกิดเดียวกันทำให้จังหวะชีวิตคล้ายกัน',
    en: 'the same animal year gives you similar rhythms',
  },
  clash: {
    th: 'แต่ปีเกิดเป็นคู่ชงตรงที่ต้องคุยกันให้มาก',
    en: 'though your years clash head-on and need much talking',
  },
  lesser: {
    th: 'แต่ปีเกิดเป็นชงร่วมที่ต้องตกลงเรื่องสำคัญให้ชัด',
    en: 'though a lesser clash in your years asks for clear agreements',
  },
  harm: {
    th: 'แต่ปีเกิดเป็นคู่ไห่ที่มักน้อยใจกันเงียบ ๆ',
    en: 'though your years are a ไห่ pair prone to quiet hurt',
  },
  neutral: {
    th: 'ส่วนปีเกิดเป็นกลาง ผลจึงขึ้นกับสิ่งที่ทำให้กัน',
    en: 'and your years are neutral, so it rests on what you do for each other',
  },
};

function keyPoint(c: Ctx, noun: Bi): Bi {
  const pairGist = PAIR_GIST[c.pair];
  const bucket = BUCKET_GIST[c.bucket];
  return {
    th: `ใน${noun.th} สิ่งที่เด่นที่สุดของคู่นี้คือ${pairGist.th} ${bucket.th}`,
    en: `In ${noun.en}, this pair stands out for ${pairGist.en}; ${bucket.en}.`,
  };
}

function nameOf(p: PersonContext, fallback: Bi): Bi {
  return p.name ? { th: `คุณ${p.name}`, en: p.name } : fallback;
}

export function compatibilityReading(input: CompatibilityInput): CompatibilityReading {
  requireValue(input.personA?.birthDate, 'personA.birthDate');
  requireValue(input.personB?.birthDate, 'personB.birthDate');
  checkOption(input.relationshipType, RELATIONSHIP_TYPES, 'relationshipType');
  const type = input.relationshipType ?? 'romantic';
  const d = dayContext(input.date);
  const a = personContext(input.personA, d, 'personA');
  const b = personContext(input.personB, d, 'personB');
  const rng = readingRng('compatibility', input);
  const intent = analyseQuestion(input.question);

  // Both have birth dates, so these are set.
  const animalA = a.animal as Animal;
  const animalB = b.animal as Animal;
  const wA = a.weekday as Weekday;
  const wB = b.weekday as Weekday;
  const rel = animalRelation(animalA, animalB);
  const pairKind = weekdayPairKind(wA, wB);
  const pair = WEEKDAY_PAIR[pairKind];
  const roleBForA = taksaRoleOf(wA.id, wB.id);
  const roleAForB = taksaRoleOf(wB.id, wA.id);

  let score = 58 + rel.effect + pair.effect + intBetween(rng, -5, 5);
  if (type === 'business' && pairKind === 'power-patron') score += 3;
  if ((type === 'romantic' || type === 'marriage') && pairKind === 'fortune-effort') score += 3;
  score = clampScore(score);
  const tier = tierOf(score);

  const A = a.name ? { th: `คุณ${a.name}`, en: a.name } : { th: 'คุณ', en: 'you' };
  const B = nameOf(b, defaultOther(type));
  const c: Ctx = {
    type,
    group: GROUP[type],
    tier,
    A,
    B,
    aIsYou: !a.name,
    d,
    a,
    b,
    wA,
    wB,
    animalA,
    animalB,
    rel,
    bucket: bucketOf(rel),
    pair: pairKind,
    roleBForA,
    roleAForB,
    intent,
  };
  const typeLabel = RELATIONSHIP_TYPE_LABELS[type];
  const noun = TYPE_NOUN[type];
  const q = quoteQuestion(input.question);
  const opening = pickFrag(rng, OPENINGS[type][tier], c);

  // --- overview: the question first, then what kind of bond is read and how it scores
  const overview: Bi[] = [];
  if (q) {
    const lead = pick(rng, [
      { th: `ที่ถามว่า “${q}”`, en: `You asked “${q}”.` },
      { th: `สำหรับคำถาม “${q}”`, en: `On “${q}”:` },
    ]);
    const ans = pickFrag(rng, [ANSWER[askedOf(intent.text)][tier]], c);
    overview.push({ th: `${lead.th} ${ans.th}`, en: `${lead.en} ${ans.en}` });
    const year = yearForBoth(c);
    if (year) overview.push(year);
  }
  overview.push(keyPoint(c, noun));
  overview.push(
    pick(rng, [
      {
        th: `ดวงนี้อ่านความสัมพันธ์แบบ${typeLabel.th} คะแนนความเข้ากัน ${score}/100`,
        en: `Read ${TYPE_AS[type]}, your compatibility score is ${score}/100.`,
      },
      {
        th: `เมื่ออ่านในฐานะ${typeLabel.th} ทั้งคู่ได้คะแนนความเข้ากัน ${score}/100`,
        en: `${capitalise(TYPE_AS[type])}, you score ${score}/100 together.`,
      },
    ]),
  );

  // --- animals: each person's own year, then the pair, read for this bond
  const sameAnimal = animalA.id === animalB.id;
  // The same-animal explanation already says they share the year: no sentence of ours first.
  const animalParts: Bi[] = sameAnimal
    ? []
    : [
        // Different phrasings for the two, so no sentence reads the same for both.
        ...pickMany(rng, ANIMAL_PERSON[c.group], 2).map((f, i) =>
          i === 0 ? f(A, animalA) : f(B, animalB),
        ),
        {
          th: `ปีเกิดของทั้งคู่จึงจัดเป็น${rel.nameTh}`,
          en: `Together your years make ${rel.nameEn}.`,
        },
      ];
  animalParts.push({ th: rel.explanationTh, en: rel.explanationEn }, REL_BY_TYPE[c.bucket][type]);
  const note = animalCountNote({
    births: [
      { who: { th: A.th, en: A.en }, date: a.birth },
      { who: { th: B.th, en: B.en }, date: b.birth },
    ],
  });
  if (note) animalParts.push(note);

  // --- weekdays: each person's own day, the ทักษา pair, and what each is to the other
  const sameDay = wA.id === wB.id;
  const dayParts: Bi[] = sameDay
    ? [
        {
          th: `${A.th}และ${B.th}เกิด${dayTh(wA)}เหมือนกัน`,
          en: `${capitalise(A.en)} and ${B.en} were both born on a ${dayEn(wA)}.`,
        },
        weekdayPerson(c, { th: 'ทั้งคู่', en: 'both of you' }, wA, a, rng),
      ]
    : [weekdayPerson(c, A, wA, a, rng), weekdayPerson(c, B, wB, b, rng, true)];
  // For the same day the companions line below says what the generic pair text would.
  if (!sameDay) dayParts.push(pair.text);
  const bringsB = ROLE_BRINGS[roleBForA.id][c.group];
  const bringsA = ROLE_BRINGS[roleAForB.id][c.group];
  const mutual = roleBForA.id === roleAForB.id;
  dayParts.push(
    sameDay
      ? {
          th: `ตามทักษา คนเกิดวันเดียวกันต่างเป็นบริวารของกัน ใน${noun.th}จึงให้${bringsB.th}แก่กันและกัน เข้าใจจังหวะของกันง่าย แต่ก็อาจดื้อในเรื่องเดียวกันด้วย`,
          en: `By ทักษา, people born on the same day are each other’s companions: in ${noun.en} you give each other ${bringsB.en}, read each other’s rhythm easily — and may dig in over the same things.`,
        }
      : mutual
        ? {
            th: `การที่ต่างเป็น${roleBForA.nameTh}ของกันและกัน ใน${noun.th}จึงหมายถึง${bringsB.th}ที่สร้างร่วมกัน`,
            en: `In ${noun.en}, being each other’s ${roleBForA.nameEn} (${roleBForA.nameTh}) means ${bringsB.en}, built together.`,
          }
        : {
            th: `สำหรับ${A.th} ${B.th}อยู่ในตำแหน่ง${roleBForA.nameTh} ซึ่งใน${noun.th}หมายถึง${bringsB.th} ส่วนสำหรับ${B.th} ${A.th}อยู่ในตำแหน่ง${roleAForB.nameTh} คือ${bringsA.th}`,
            en: `To ${A.en}, ${B.en} sits in the ${roleBForA.nameEn} (${roleBForA.nameTh}) place — in ${noun.en}, ${bringsB.en}; to ${B.en}, ${A.en} ${beA(c)} in the ${roleAForB.nameEn} (${roleAForB.nameTh}) place — ${bringsA.en}.`,
          },
  );

  // --- strengths: what each brings, in this bond's terms
  // Business and romance read the birth day, the others the animal: one line when those match.
  const alike = type === 'business' || type === 'romantic' ? sameDay : sameAnimal;
  const strengths: Bi[] = alike
    ? [strengthPerson(c, { th: 'ทั้งคู่', en: 'both of you' }, a, animalA, rng)]
    : [strengthPerson(c, A, a, animalA, rng), strengthPerson(c, B, b, animalB, rng, true)];
  strengths.push(pick(rng, TYPE_STRENGTH[type]), pairTip(c));

  // --- challenges: friction for this bond, and each person's own weak spot
  const friction = rel.chong !== null || rel.kind === 'harm' || pairKind === 'touchy';
  const watchA = a.traits?.watchOutTh.split(' ')[0] ?? '';
  const watchB = b.traits?.watchOutTh.split(' ')[0] ?? '';
  const watchAEn = lowerFirst(a.traits?.watchOutEn.split(' — ')[0] ?? '');
  const watchBEn = lowerFirst(b.traits?.watchOutEn.split(' — ')[0] ?? '');
  const challengeParts: Bi[] = [
    ...(friction ? [FRICTION_NOTE[c.group]] : []),
    pick(rng, TYPE_CHALLENGES[type]),
    sameDay
      ? {
          th: `เพราะเกิดวันเดียวกัน ทั้งคู่จึงต้องระวัง${watchA}เหมือนกัน`,
          en: `Born on the same day, you must both watch for ${watchAEn}.`,
        }
      : {
          th: `${A.th}ควรระวัง${watchA} ส่วน${B.th}ควรระวัง${watchB}`,
          en: `${capitalise(A.en)} should watch for ${watchAEn}; ${B.en}, for ${watchBEn}.`,
        },
  ];

  // --- lucky: colours of both ศรี (then มนตรี) planets and their days, never either person's
  // กาลกิณี (safety/colours-and-days.ts); the nearest good day; numbers of both days.
  const sriA = weekdayInRole(wA.id, 'fortune');
  const sriB = weekdayInRole(wB.id, 'fortune');
  const monA = weekdayInRole(wA.id, 'support');
  const monB = weekdayInRole(wB.id, 'support');
  const forbidden = forbiddenFor([wA, wB]);
  const allowedDays = (days: Weekday[]) => [
    ...new Map(days.filter((w) => !forbidden.days.has(w.id)).map((w) => [w.id, w])).values(),
  ];
  const goodDays = allowedDays([sriA, sriB, monA, monB]).slice(0, 2);
  const planetColours = [sriA, sriB, monA, monB].map((w) => DAY_COLOUR_FACTS.days[w.id]);
  const coloursTh = [
    ...new Set(
      planetColours.flatMap((f) => f.coloursTh).filter((c) => !forbidden.coloursTh.has(c)),
    ),
  ].slice(0, 3);
  const coloursEn = [
    ...new Set(
      planetColours.flatMap((f) => f.coloursEn).filter((c) => !forbidden.coloursEn.has(c)),
    ),
  ].slice(0, 3);
  const numbers = [
    ...new Set([
      WEEKDAY_LORE[wA.id].planetNumber,
      WEEKDAY_LORE[wB.id].planetNumber,
      WEEKDAY_LORE[wA.id].planetNumber * 10 + WEEKDAY_LORE[wB.id].planetNumber,
      intBetween(rng, 10, 99),
    ]),
  ];
  const firstGood = goodDays[0] ?? sriA;
  const nextA = nextDayOf(d, firstGood);
  const occasion = OCCASION[type];
  const goodDaysTh = goodDays.map((w) => dayTh(w)).join('หรือ');
  const goodDaysEn = goodDays.map((w) => dayEn(w)).join(' or ');
  const lucky = section(
    'lucky',
    { th: 'สีและเลขมงคลของคู่', en: 'Lucky colours and numbers for the two of you' },
    [
      {
        th: `สีที่เสริมดวงคู่: ${listTh(coloursTh)} วันที่เหมาะกับการ${occasion.th}: ${goodDaysTh} วันที่ใกล้ที่สุดคือ${nextA.th} เลขมงคล: ${numbers.join(', ')}`,
        en: `Colours that help you both: ${listEn(coloursEn)}. Good days for ${occasion.en}: ${goodDaysEn}; the nearest is ${nextA.en}. Lucky numbers: ${numbers.join(', ')}.`,
      },
    ],
  );

  const sections: ReadingSection[] = [
    section('overview', { th: 'ภาพรวมดวงสมพงษ์', en: 'Overview' }, overview),
    section('animals', { th: 'ปีนักษัตร', en: 'Animal years' }, animalParts),
    section('weekdays', { th: 'วันเกิดและทักษา', en: 'Birth days and ทักษา' }, dayParts),
    section(
      'strengths',
      { th: `จุดแข็งของคู่นี้ใน${noun.th}`, en: `Your strengths in ${noun.en}` },
      strengths,
    ),
    section('challenges', { th: 'สิ่งที่ต้องปรับเข้าหากัน', en: 'What to work on' }, challengeParts),
    lucky,
  ];

  // The มนตรี days, where neither is the other's กาลกิณี day; else the good days above.
  const talkA = !forbidden.days.has(monA.id);
  const talkB = !forbidden.days.has(monB.id);
  const talkDays =
    monA.id === monB.id && talkA
      ? { th: dayTh(monA), en: dayEn(monA), whose: { th: 'ของทั้งคู่', en: 'for you both' } }
      : !talkA || !talkB
        ? talkA || talkB
          ? {
              th: dayTh(talkA ? monA : monB),
              en: dayEn(talkA ? monA : monB),
              whose: talkA
                ? { th: `ของ${A.th}`, en: `for ${A.en}` }
                : { th: `ของ${B.th}`, en: `for ${B.en}` },
            }
          : {
              th: dayTh(firstGood),
              en: dayEn(firstGood),
              whose: { th: 'ที่ไม่เป็นกาลกิณีของใคร', en: 'that is neither one’s กาลกิณี' },
            }
        : {
            th: `${dayTh(monA)}หรือ${dayTh(monB)}`,
            en: `${dayEn(monA)} or ${dayEn(monB)}`,
            whose: { th: `ของ${A.th}และ${B.th}ตามลำดับ`, en: `for ${A.en} and ${B.en}` },
          };
  const serious = {
    love: { th: 'เรื่องที่ต้องตกลงกันจริงจัง', en: 'serious agreements' },
    friend: { th: 'เรื่องที่ค้างใจกัน', en: 'anything left unsaid' },
    business: { th: 'การประชุมเรื่องเงินและสัญญา', en: 'money and contract meetings' },
    family: { th: 'เรื่องสำคัญของบ้าน', en: 'important family matters' },
  }[c.group];
  const adviceParts = [
    pick(rng, TYPE_ADVICE[type]),
    {
      th: `${serious.th} ให้เลือกคุยใน${talkDays.th} ซึ่งเป็นวันมนตรี${talkDays.whose.th}`,
      en: `Keep ${serious.en} for ${talkDays.en}, the support (มนตรี) day ${talkDays.whose.en}.`,
    },
  ];
  const advice = {
    th: adviceParts.map((x) => x.th).join(' '),
    en: adviceParts.map((x) => x.en).join(' '),
  };
  const summaryTh = `${opening.th} ดวงสมพงษ์แบบ${typeLabel.th} ปีเกิดเป็น${rel.nameTh} ทักษาเป็น${PAIR_NAME[pairKind].th} คะแนน ${score}/100`;
  const summaryEn = `${capitalise(opening.en)} ${capitalise(TYPE_AS[type])}: ${rel.nameEn}; by ทักษา, ${PAIR_NAME[pairKind].en}. Score: ${score}/100.`;

  return {
    kind: 'compatibility',
    date: d.iso,
    titleTh: 'ดูดวงสมพงษ์',
    titleEn: 'Compatibility reading',
    summaryTh,
    summaryEn,
    sections,
    luckyColoursTh: coloursTh,
    luckyColoursEn: coloursEn,
    luckyNumbers: numbers,
    score0to100: score,
    adviceTh: advice.th,
    adviceEn: advice.en,
    pairing: {
      animalRelation: rel.kind,
      animalATh: animalA.yearNameTh,
      animalBTh: animalB.yearNameTh,
      weekdayPair: pairKind,
      roleOfBForA: roleBForA.id,
      roleOfAForB: roleAForB.id,
    },
  };
}
