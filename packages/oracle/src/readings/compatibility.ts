/**
 * ดูดวงสมพงศ์: how two people go together, from two strands of Thai lore.
 *
 * - Animal years (ปีนักษัตร): ชง (six years apart) clash; สามประสาน (four apart) and ลักฮะ (secret
 *   friends) support; ไห่ brings quiet friction (see `animalRelation`).
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
import { intBetween, pick } from '../seed.ts';
import { capitalise, listEn, listTh, lowerFirst, type Bi } from '../text.ts';
import {
  animalRelation,
  TAKSA_ORDER,
  taksaRoleOf,
  weekdayInRole,
  type AnimalRelationKind,
  type TaksaRoleId,
} from '../thai-calendar.ts';
import { WEEKDAY_LORE, type Weekday } from '../weekday.ts';
import {
  checkOption,
  clampScore,
  dayContext,
  dayEn,
  dayTh,
  personContext,
  present,
  quoteQuestion,
  readingRng,
  requireValue,
  section,
  tierOf,
  type PersonContext,
  type ReadingResult,
  type Tier,
} from './common.ts';

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

const TYPE_LINES: Record<RelationshipType, readonly Bi[]> = {
  romantic: [
    {
      th: 'ในฐานะคนรัก ความหวานจะยั่งยืนเมื่อทั้งคู่ยังเป็นเพื่อนที่คุยกันได้ทุกเรื่อง',
      en: 'As lovers, the sweetness lasts when you remain friends who can talk about anything.',
    },
    {
      th: 'ความรักของคู่นี้เติบโตได้ดีจากกิจกรรมเล็ก ๆ ที่ทำด้วยกันสม่ำเสมอ มากกว่าเซอร์ไพรส์ครั้งใหญ่',
      en: 'This love grows from small things done together regularly more than from grand surprises.',
    },
  ],
  marriage: [
    {
      th: 'ในฐานะคู่ชีวิต การวางแผนการเงินและการแบ่งหน้าที่ในบ้านให้ชัดจะช่วยให้ชีวิตคู่ราบรื่น',
      en: 'As life partners, clear money plans and shared household roles keep married life smooth.',
    },
    {
      th: 'ชีวิตคู่จะมั่นคงเมื่อให้เกียรติครอบครัวของอีกฝ่าย และมีเวลาส่วนตัวให้กันและกัน',
      en: 'Marriage stays steady when you honour each other’s families and give each other personal time.',
    },
  ],
  friendship: [
    {
      th: 'ในฐานะเพื่อน คู่นี้เป็นกำลังใจให้กันได้ดี ยิ่งผ่านเรื่องยากด้วยกันยิ่งผูกพัน',
      en: 'As friends, you encourage each other well; hard times shared only bind you closer.',
    },
    {
      th: 'มิตรภาพนี้ยืนยาวเพราะความจริงใจ อย่าปล่อยให้เรื่องเงินหรือความเข้าใจผิดเล็ก ๆ มาคั่นกลาง',
      en: 'This friendship lasts through sincerity; do not let money or small misunderstandings come between you.',
    },
  ],
  business: [
    {
      th: 'ในฐานะหุ้นส่วน ควรแบ่งบทบาทให้ชัดตามจุดแข็งของแต่ละคน และทำข้อตกลงเป็นลายลักษณ์อักษรตั้งแต่ต้น',
      en: 'As business partners, divide roles by each one’s strengths and put agreements in writing from the start.',
    },
    {
      th: 'ธุรกิจของคู่นี้ไปได้ดีเมื่อคุยเรื่องตัวเลขกันตรง ๆ และตัดสินใจเรื่องใหญ่ร่วมกันเสมอ',
      en: 'This partnership does well when you talk numbers frankly and always make big decisions together.',
    },
  ],
  family: [
    {
      th: 'ในฐานะครอบครัว ความเข้าใจจะเกิดขึ้นเมื่อยอมรับว่าแต่ละคนมีวิธีแสดงความรักไม่เหมือนกัน',
      en: 'As family, understanding grows when you accept that each shows love differently.',
    },
    {
      th: 'สายสัมพันธ์ในครอบครัวนี้แน่นแฟ้นขึ้นได้ด้วยเวลาคุณภาพ เช่น มื้ออาหารร่วมกันหรือการไปทำบุญด้วยกัน',
      en: 'This family bond grows through quality time — shared meals or making merit together.',
    },
  ],
};

const OPENINGS: Record<Tier, readonly ((a: string, b: string) => Bi)[]> = {
  high: [
    (a, b) => ({
      th: `${a}และ${b}เป็นคู่ที่ดวงส่งเสริมกันอย่างเด่นชัด อยู่ด้วยกันแล้วต่างฝ่ายต่างดีขึ้น`,
      en: `${a} and ${b} are a pairing the stars clearly favour: each brings out the best in the other.`,
    }),
    (a, b) => ({
      th: `ดวงสมพงศ์ของ${a}กับ${b}อยู่ในเกณฑ์ดีมาก มีแรงดึงดูดและความเข้าใจที่เป็นธรรมชาติ`,
      en: `The match between ${a} and ${b} is very good, with a natural pull and understanding.`,
    }),
  ],
  mid: [
    (a, b) => ({
      th: `${a}และ${b}เป็นคู่ที่ไปด้วยกันได้ดี มีทั้งจุดที่เติมเต็มและจุดที่ต้องปรับเข้าหากัน`,
      en: `${a} and ${b} go well together, with ways you complete each other and ways you must meet halfway.`,
    }),
    (a, b) => ({
      th: `ดวงสมพงศ์ของ${a}กับ${b}อยู่ในเกณฑ์ปานกลางค่อนดี ความสัมพันธ์จะยิ่งแน่นแฟ้นเมื่อเรียนรู้กันและกัน`,
      en: `The match between ${a} and ${b} is fair to good, growing stronger as you learn each other.`,
    }),
  ],
  low: [
    (a, b) => ({
      th: `${a}และ${b}เป็นคู่ที่ต้องใช้ความเข้าใจมากกว่าคู่อื่น ดวงมีจุดขัดกันอยู่บ้าง แต่ความตั้งใจของทั้งสองคนสำคัญกว่าดวง`,
      en: `${a} and ${b} need more understanding than most; the charts rub in places, but your shared intent matters more than the stars.`,
    }),
    (a, b) => ({
      th: `ดวงของ${a}กับ${b}มีแรงเสียดทาน อาจมองโลกต่างกัน แต่ความต่างนี้สอนให้ทั้งคู่เติบโตได้ถ้าเปิดใจ`,
      en: `There is friction between the charts of ${a} and ${b}; you may see the world differently, but the difference can help you both grow if you stay open.`,
    }),
  ],
};

const CHALLENGES: readonly Bi[] = [
  {
    th: 'จุดที่ต้องระวังคือการคาดหวังให้อีกฝ่ายเข้าใจโดยไม่ต้องพูด ความชัดเจนคือความใส่ใจรูปแบบหนึ่ง',
    en: 'Watch out for expecting the other to understand without words; clarity is a form of care.',
  },
  {
    th: 'เมื่อเหนื่อยหรือเครียด ทั้งคู่อาจพูดแรงกว่าที่ตั้งใจ ตกลงกันไว้ว่าจะพักก่อนคุยเรื่องสำคัญ',
    en: 'When tired or stressed you may both speak harder than you mean; agree to pause before important talks.',
  },
  {
    th: 'เรื่องเงินและเวลาเป็นจุดที่มักไม่ลงตัว คุยเรื่องนี้ตั้งแต่เนิ่น ๆ จะช่วยลดความขัดใจได้มาก',
    en: 'Money and time are where you most often disagree; discussing them early prevents much friction.',
  },
  {
    th: 'ระวังการเอาความสัมพันธ์ไปเทียบกับคู่อื่น จังหวะของคู่นี้มีเอกลักษณ์ของตัวเอง',
    en: 'Do not compare yourselves with other pairs; your rhythm is your own.',
  },
];

function defaultOther(type: RelationshipType): Bi {
  return {
    romantic: { th: 'คนรักของคุณ', en: 'your partner' },
    marriage: { th: 'คู่ชีวิตของคุณ', en: 'your spouse' },
    friendship: { th: 'เพื่อนของคุณ', en: 'your friend' },
    business: { th: 'หุ้นส่วนของคุณ', en: 'your business partner' },
    family: { th: 'คนในครอบครัวของคุณ', en: 'your family member' },
  }[type];
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

  // Both have birth dates, so these are set.
  const animalA = a.animal as NonNullable<PersonContext['animal']>;
  const animalB = b.animal as NonNullable<PersonContext['animal']>;
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

  const nameA = a.name ? { th: `คุณ${a.name}`, en: a.name } : { th: 'คุณ', en: 'you' };
  const nameB = nameOf(b, defaultOther(type));
  const openingTemplate = pick(rng, OPENINGS[tier]);
  const opening = openingTemplate(nameA.th, nameB.th);
  const openingEn = openingTemplate(nameA.en, nameB.en).en;
  const q = quoteQuestion(input.question);

  const strengthsA = a.traits?.strengthsTh ?? [];
  const strengthsB = b.traits?.strengthsTh ?? [];
  const strengthsAEn = a.traits?.strengthsEn ?? [];
  const strengthsBEn = b.traits?.strengthsEn ?? [];

  const lucky = (() => {
    const sriA = weekdayInRole(wA.id, 'fortune');
    const sriB = weekdayInRole(wB.id, 'fortune');
    const shared = [...new Set([sriA.colourTh, sriB.colourTh])];
    const sharedEn = [...new Set([sriA.colourEn, sriB.colourEn])];
    const numbers = [
      ...new Set([
        WEEKDAY_LORE[wA.id].planetNumber,
        WEEKDAY_LORE[wB.id].planetNumber,
        WEEKDAY_LORE[wA.id].planetNumber * 10 + WEEKDAY_LORE[wB.id].planetNumber,
        intBetween(rng, 10, 99),
      ]),
    ];
    return { coloursTh: shared, coloursEn: sharedEn, numbers, sriA, sriB };
  })();

  const sections = [
    section(
      'overview',
      { th: 'ภาพรวมดวงสมพงศ์', en: 'Overview' },
      present([
        { th: opening.th, en: openingEn },
        {
          th: `ความสัมพันธ์แบบ${RELATIONSHIP_TYPE_LABELS[type].th} คะแนนความเข้ากัน ${score}/100`,
          en: `For ${RELATIONSHIP_TYPE_LABELS[type].en}, your compatibility score is ${score}/100.`,
        },
        q
          ? {
              th: `สำหรับคำถาม “${q}” ${tier === 'high' ? 'ดวงคู่ตอบรับในทางที่ดี' : tier === 'mid' ? 'คำตอบขึ้นกับการปรับเข้าหากันของทั้งสองฝ่าย' : 'ควรค่อยเป็นค่อยไปและคุยกันให้มากขึ้นก่อน'}`,
              en: `As for “${q}”, ${tier === 'high' ? 'the pairing answers favourably' : tier === 'mid' ? 'the answer depends on how you both adjust' : 'take it slowly and talk more first'}.`,
            }
          : null,
      ]),
    ),
    section('animals', { th: 'ปีนักษัตร', en: 'Animal years' }, [
      {
        th: `${nameA.th}เกิดปี${animalA.yearNameTh} (${animalA.animalTh}) ${nameB.th}เกิดปี${animalB.yearNameTh} (${animalB.animalTh}) จัดเป็น${rel.nameTh}`,
        en: `${capitalise(nameA.en)}: year of the ${animalA.nameEn}; ${nameB.en}: year of the ${animalB.nameEn} — ${rel.nameEn}.`,
      },
      { th: rel.explanationTh, en: rel.explanationEn },
    ]),
    section('weekdays', { th: 'วันเกิดและทักษา', en: 'Birth days and ทักษา' }, [
      {
        th: `${nameA.th}เกิด${dayTh(wA)} ${nameB.th}เกิด${dayTh(wB)}`,
        en: `${capitalise(nameA.en)} ${nameA.en === 'you' ? 'were' : 'was'} born on a ${dayEn(wA)}, ${nameB.en} on a ${dayEn(wB)}.`,
      },
      pair.text,
      {
        th: `สำหรับ${nameA.th} อีกฝ่ายอยู่ในตำแหน่ง "${roleBForA.nameTh}" (${roleBForA.meaningTh}) ส่วนสำหรับ${nameB.th} ${nameA.th}อยู่ในตำแหน่ง "${roleAForB.nameTh}" (${roleAForB.meaningTh})`,
        en: `On ${nameA.en === 'you' ? 'your' : `${nameA.en}’s`} wheel the other is "${roleBForA.nameEn}" (${roleBForA.meaningEn}); on ${nameB.en}’s wheel, ${nameA.en} ${nameA.en === 'you' ? 'are' : 'is'} "${roleAForB.nameEn}" (${roleAForB.meaningEn}).`,
      },
    ]),
    section(
      'strengths',
      { th: 'จุดแข็งของคู่นี้', en: 'Your strengths together' },
      present([
        strengthsA.length && strengthsB.length
          ? {
              th: `${nameA.th}นำ${listTh(strengthsA)}มาสู่ความสัมพันธ์ ขณะที่${nameB.th}มี${listTh(strengthsB)} เมื่อรวมกันจึงเติมเต็มได้หลายด้าน`,
              en: `${capitalise(nameA.en)} bring${nameA.en === 'you' ? '' : 's'} ${listEn(strengthsAEn)}, while ${nameB.en} brings ${listEn(strengthsBEn)} — together you cover a lot of ground.`,
            }
          : null,
        pick(rng, TYPE_LINES[type]),
      ]),
    ),
    section(
      'challenges',
      { th: 'สิ่งที่ต้องปรับเข้าหากัน', en: 'What to work on' },
      present([
        rel.kind === 'clash' || rel.kind === 'harm' || pairKind === 'touchy'
          ? {
              th: 'จุดขัดตามดวงของคู่นี้ไม่ใช่คำตัดสิน แต่เป็นสัญญาณให้ใช้ความอดทนและพูดคุยกันมากกว่าปกติ',
              en: 'The friction in your charts is not a verdict, just a sign to be more patient and talk more than usual.',
            }
          : null,
        pick(rng, CHALLENGES),
        a.traits && b.traits
          ? {
              th: `${nameA.th}ควรระวัง${a.traits.watchOutTh.split(' ')[0] ?? ''} ส่วน${nameB.th}ควรระวัง${b.traits.watchOutTh.split(' ')[0] ?? ''}`,
              en: `${capitalise(nameA.en)} should watch out for ${lowerFirst(a.traits.watchOutEn.split(' — ')[0] ?? '')}; ${nameB.en}, for ${lowerFirst(b.traits.watchOutEn.split(' — ')[0] ?? '')}.`,
            }
          : null,
      ]),
    ),
    section(
      'lucky',
      { th: 'สีและเลขมงคลของคู่', en: 'Lucky colours and numbers for the two of you' },
      [
        {
          th: `สีที่เสริมดวงคู่: ${listTh(lucky.coloursTh)} วันดีสำหรับนัดสำคัญ: ${dayTh(lucky.sriA)}${lucky.sriA.id !== lucky.sriB.id ? ` หรือ${dayTh(lucky.sriB)}` : ''} เลขมงคล: ${lucky.numbers.join(', ')}`,
          en: `Colours that help you both: ${listEn(lucky.coloursEn)}. Good days for important plans: ${dayEn(lucky.sriA)}${lucky.sriA.id !== lucky.sriB.id ? ` or ${dayEn(lucky.sriB)}` : ''}. Lucky numbers: ${lucky.numbers.join(', ')}.`,
        },
      ],
    ),
  ];

  const advice = pick(rng, TYPE_LINES[type]);
  const summaryTh = `${opening.th} (${rel.nameTh}, ทักษา${{ mirror: 'วันเดียวกัน', touchy: 'อายุ–กาลกิณี', 'power-patron': 'เดช–มนตรี', 'fortune-effort': 'ศรี–อุตสาหะ', 'shared-roots': 'มูละ–มูละ' }[pairKind]}) คะแนน ${score}/100`;
  const summaryEn = `${capitalise(openingEn)} (${rel.nameEn}; ทักษา ${{ mirror: 'same day', touchy: 'Longevity–Misfortune', 'power-patron': 'Power–Support', 'fortune-effort': 'Fortune–Diligence', 'shared-roots': 'Foundation–Foundation' }[pairKind]}) Score: ${score}/100.`;

  return {
    kind: 'compatibility',
    date: d.iso,
    titleTh: 'ดูดวงสมพงศ์',
    titleEn: 'Compatibility reading',
    summaryTh,
    summaryEn,
    sections,
    luckyColoursTh: lucky.coloursTh,
    luckyColoursEn: lucky.coloursEn,
    luckyNumbers: lucky.numbers,
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
