/**
 * ดูดวงความรัก: love tendencies from birth lore and the person's situation, with an optional
 * partner whose animal year and birth weekday are read against the person's.
 */
import type { PersonInput } from '../options.ts';
import { pick, type Rng } from '../seed.ts';
import { capitalise, type Bi } from '../text.ts';
import { animalRelation, taksaRoleOf, weekdayInRole } from '../thai-calendar.ts';
import {
  animalLine,
  checkOption,
  clampScore,
  dayContext,
  dayEn,
  dayRoleLine,
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
  weekdayLine,
  yearLine,
  type DayContext,
  type Frag,
  type PersonContext,
  type ReadingResult,
  type Tier,
} from './common.ts';

export const LOVE_STATUSES = ['single', 'dating', 'married', 'complicated', 'heartbroken'] as const;
export type LoveStatus = (typeof LOVE_STATUSES)[number];
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

interface C {
  p: PersonContext;
  d: DayContext;
}

const OPENINGS: Record<Tier, readonly Frag<C>[]> = {
  high: [
    (c) => ({
      th: `ดวงความรักของ${c.p.callTh}ช่วงนี้หวานละมุน เสน่ห์แรง ใครได้คุยด้วยก็รู้สึกอบอุ่นใจ`,
      en: `${greetEn(c.p)}your love stars are sweet right now; your charm is strong and people feel warm around you.`,
    }),
    (c) => ({
      th: `หัวใจของ${c.p.callTh}กำลังเบ่งบาน ดาวศุกร์ส่องแสงให้ความรักเป็นไปอย่างราบรื่น`,
      en: `${greetEn(c.p)}your heart is in bloom; Venus is shining on your love life.`,
    }),
    (c) => ({
      th: `ความรักของ${c.p.callTh}อยู่ในช่วงสดใส เป็นจังหวะดีที่จะเปิดใจและแสดงความรู้สึก`,
      en: `${greetEn(c.p)}love is in a bright phase — a good moment to open up and show how you feel.`,
    }),
  ],
  mid: [
    (c) => ({
      th: `ดวงความรักของ${c.p.callTh}ช่วงนี้เรียบง่ายแต่มั่นคง ความใส่ใจเล็ก ๆ จะมีความหมายมากกว่าคำหวาน`,
      en: `${greetEn(c.p)}your love life is simple but steady; small acts of care will mean more than sweet words.`,
    }),
    (c) => ({
      th: `ความรักของ${c.p.callTh}มีทั้งวันหวานและวันที่ต้องปรับตัว แต่ภาพรวมยังเดินหน้าไปได้ดี`,
      en: `${greetEn(c.p)}love has sweet days and days of adjusting, but overall it is moving well.`,
    }),
    (c) => ({
      th: `หัวใจของ${c.p.callTh}ช่วงนี้ต้องการความชัดเจน การพูดคุยอย่างจริงใจจะทำให้ความสัมพันธ์ก้าวหน้า`,
      en: `${greetEn(c.p)}your heart wants clarity now; honest conversation will move things forward.`,
    }),
  ],
  low: [
    (c) => ({
      th: `ดวงความรักของ${c.p.callTh}ช่วงนี้มีเมฆหมอกบ้าง อาจมีความน้อยใจหรือความไม่แน่นอน ให้ใจเย็นและดูแลใจตัวเองก่อน`,
      en: `${greetEn(c.p)}there are clouds over your love life — hurt feelings or uncertainty. Stay calm and look after your own heart first.`,
    }),
    (c) => ({
      th: `ความรักของ${c.p.callTh}อยู่ในช่วงทดสอบ สิ่งที่ไม่ได้พูดกันอาจกลายเป็นระยะห่าง`,
      en: `${greetEn(c.p)}love is being tested; what goes unsaid may turn into distance.`,
    }),
    (c) => ({
      th: `หัวใจของ${c.p.callTh}อาจรู้สึกเหนื่อยล้า ช่วงนี้เหมาะกับการเติมพลังให้ตัวเองมากกว่าการเร่งหาคำตอบ`,
      en: `${greetEn(c.p)}your heart may feel weary; this is a time to refill yourself rather than rush for answers.`,
    }),
  ],
};

const QUESTION_ANSWERS: Record<Tier, readonly ((q: string) => Bi)[]> = {
  high: [
    (q) => ({
      th: `สำหรับคำถาม “${q}” คำตอบเอนไปทางสมหวัง ถ้าคุณกล้าเป็นฝ่ายก้าวออกมาอีกนิด`,
      en: `For “${q}”, the answer leans towards yes — if you are willing to step forward a little.`,
    }),
    (q) => ({
      th: `เรื่อง “${q}” มีสัญญาณดี อีกฝ่ายเปิดใจมากกว่าที่คุณคิด`,
      en: `“${q}” shows good signs; the other person is more open than you think.`,
    }),
  ],
  mid: [
    (q) => ({
      th: `สำหรับเรื่อง “${q}” ยังต้องใช้เวลา ความสม่ำเสมอและความจริงใจจะเป็นตัวตัดสิน`,
      en: `“${q}” needs time; consistency and sincerity will decide it.`,
    }),
    (q) => ({
      th: `เรื่อง “${q}” ไปได้ แต่ควรฟังความรู้สึกของอีกฝ่ายให้มากขึ้นก่อนคาดหวังคำตอบ`,
      en: `“${q}” can work, but listen more to the other person’s feelings before expecting an answer.`,
    }),
  ],
  low: [
    (q) => ({
      th: `สำหรับคำถาม “${q}” ช่วงนี้ยังไม่ใช่จังหวะ ลองให้เวลาทั้งตัวเองและอีกฝ่ายได้คิดทบทวน`,
      en: `For “${q}”, the timing is not right yet; give yourself and the other person time to reflect.`,
    }),
    (q) => ({
      th: `เรื่อง “${q}” มีอุปสรรค อย่าฝืนหรือคาดคั้น สิ่งที่ใช่จะไม่ทำให้คุณต้องเหนื่อยอยู่ฝ่ายเดียว`,
      en: `“${q}” faces obstacles; do not force or press. What is right will not leave you doing all the work.`,
    }),
  ],
};

const STATUS_LINES: Record<LoveStatus, readonly Bi[]> = {
  single: [
    {
      th: 'สำหรับคนโสด ช่วงนี้มีโอกาสพบคนใหม่จากกลุ่มเพื่อนหรือกิจกรรมที่ชอบ ลองเปิดตัวเองไปในที่ใหม่ ๆ',
      en: 'For singles, new people may come through friends or hobbies; try new places.',
    },
    {
      th: 'คนโสดมีเสน่ห์แบบเป็นธรรมชาติ อย่าพยายามเป็นคนอื่น คนที่ใช่จะชอบตัวตนจริงของคุณ',
      en: 'Your single charm is natural; do not try to be someone else — the right person will like the real you.',
    },
    {
      th: 'ความโสดช่วงนี้คือเวลาดีที่จะรู้จักตัวเองให้ชัดว่าต้องการความรักแบบไหน แล้วจะเลือกได้ไม่ผิด',
      en: 'Being single now is a chance to learn what kind of love you want, so you choose well.',
    },
  ],
  dating: [
    {
      th: 'สำหรับคนที่กำลังคบหา ความสัมพันธ์กำลังก้าวไปอีกขั้น ลองคุยเรื่องอนาคตที่อยากเห็นร่วมกัน',
      en: 'If you are dating, the bond is moving up a step; talk about the future you want together.',
    },
    {
      th: 'คนมีคู่ช่วงนี้ควรหาเวลาคุณภาพด้วยกัน การเดินทางสั้น ๆ หรือมื้ออาหารที่ตั้งใจจะช่วยเติมความหวาน',
      en: 'Couples should make quality time; a short trip or a thoughtful meal adds sweetness.',
    },
    {
      th: 'ความรักที่กำลังเดินไปได้ดีต้องการความไว้ใจ อย่าให้ความหึงหวงเล็ก ๆ มาบั่นทอนสิ่งดีที่มี',
      en: 'A love that is going well needs trust; do not let small jealousies wear down what is good.',
    },
  ],
  married: [
    {
      th: 'สำหรับคู่แต่งงาน ความอบอุ่นในบ้านเพิ่มขึ้นเมื่อได้ทำสิ่งเล็ก ๆ ด้วยกัน เช่น ทำอาหารหรือเดินเล่น',
      en: 'For married couples, warmth at home grows through small shared things — cooking or an evening walk.',
    },
    {
      th: 'ชีวิตคู่ช่วงนี้ควรแบ่งภาระกันให้ชัด การพูดขอบคุณกันบ่อย ๆ จะช่วยให้หัวใจไม่ห่างกัน',
      en: 'Share the load clearly in married life now; saying thank you often keeps hearts close.',
    },
    {
      th: 'คู่ชีวิตเป็นกำลังใจสำคัญของคุณ ลองวางแผนเรื่องบ้านหรือเป้าหมายร่วมกันอีกครั้ง',
      en: 'Your spouse is your greatest support; revisit your plans for home and shared goals.',
    },
  ],
  complicated: [
    {
      th: 'ความสัมพันธ์ที่ซับซ้อนต้องการความชัดเจน ถามตัวเองตรง ๆ ว่าความสัมพันธ์นี้ทำให้คุณสบายใจหรือเหนื่อยใจมากกว่า',
      en: 'A complicated bond needs clarity; ask yourself honestly whether it brings more peace or more strain.',
    },
    {
      th: 'เมื่อความรักไม่ชัดเจน อย่ารอให้อีกฝ่ายตัดสินใจแทนคุณ กำหนดขอบเขตที่ทำให้ใจคุณปลอดภัย',
      en: 'When love is unclear, do not wait for the other person to decide for you; set boundaries that keep your heart safe.',
    },
    {
      th: 'สถานการณ์ตอนนี้อาจมีคนที่สามหรือเงื่อนไขที่พูดไม่ได้ ให้เวลากับความจริงและฟังเสียงเพื่อนที่หวังดี',
      en: 'There may be a third person or unspoken conditions; give truth time, and listen to friends who wish you well.',
    },
  ],
  heartbroken: [
    {
      th: 'สำหรับคนที่เพิ่งผิดหวัง แผลใจต้องการเวลา อนุญาตให้ตัวเองเสียใจ แล้วค่อย ๆ กลับมาดูแลตัวเอง',
      en: 'After heartbreak, the wound needs time; let yourself grieve, then slowly return to caring for yourself.',
    },
    {
      th: 'ความผิดหวังครั้งนี้กำลังสอนว่าคุณมีค่าแค่ไหน ความรักครั้งต่อไปจะดีกว่าเพราะคุณรู้จักตัวเองมากขึ้น',
      en: 'This disappointment is teaching you your worth; the next love will be better because you know yourself more.',
    },
    {
      th: 'ช่วงนี้ให้ล้อมตัวด้วยคนที่รักคุณจริง ทั้งครอบครัวและเพื่อน หัวใจจะค่อย ๆ กลับมาอบอุ่นอีกครั้ง',
      en: 'Surround yourself with people who truly love you — family and friends; your heart will warm again.',
    },
  ],
};

const CAUTIONS: readonly Bi[] = [
  {
    th: 'ระวังการตีความข้อความสั้น ๆ จนคิดไปไกล ถ้าสงสัยให้ถามตรง ๆ ด้วยน้ำเสียงอ่อนโยน',
    en: 'Do not read too much into short messages; if unsure, ask directly and gently.',
  },
  {
    th: 'ระวังการเอาความรักของตัวเองไปเปรียบเทียบกับคู่อื่นในโซเชียล ทุกความสัมพันธ์มีจังหวะของตัวเอง',
    en: 'Avoid comparing your love with other couples online; every relationship has its own rhythm.',
  },
  {
    th: 'ระวังคำพูดตอนอารมณ์ไม่ดี คำแรง ๆ เพียงประโยคเดียวอาจลบความทรงจำดี ๆ ได้นาน',
    en: 'Mind your words when upset; a single harsh sentence can cloud good memories for a long time.',
  },
  {
    th: 'ระวังการให้ใจคนที่ยังไม่ชัดเจนมากเกินไป ดูการกระทำมากกว่าคำพูด',
    en: 'Be careful giving too much of your heart to someone not yet clear; watch actions more than words.',
  },
];

const ADVICE: Record<Tier, readonly Bi[]> = {
  high: [
    {
      th: 'เปิดใจรับความรักอย่างเต็มที่ แต่ยังรักษาความเป็นตัวเองไว้ ความรักที่ดีทำให้คุณเติบโต ไม่ใช่หายไป',
      en: 'Open your heart fully while staying yourself; good love helps you grow, not disappear.',
    },
    {
      th: 'บอกความรู้สึกดี ๆ ออกไปในวันนี้ ไม่ต้องรอโอกาสพิเศษ คำพูดเล็ก ๆ อาจเป็นความทรงจำที่อีกฝ่ายเก็บไว้นาน',
      en: 'Say the kind thing today rather than waiting for an occasion; small words may be kept for a long time.',
    },
  ],
  mid: [
    {
      th: 'ให้ความสำคัญกับการฟังมากกว่าการพูด ความเข้าใจจะพาความสัมพันธ์ไปได้ไกลกว่าความตื่นเต้น',
      en: 'Listen more than you speak; understanding carries a relationship further than excitement.',
    },
    {
      th: 'ความรักต้องการการดูแลเหมือนต้นไม้ รดน้ำด้วยเวลาและความใส่ใจทุกวัน แม้เพียงเล็กน้อย',
      en: 'Love needs tending like a plant — water it with time and attention every day, even a little.',
    },
  ],
  low: [
    {
      th: 'ดูแลใจตัวเองก่อน พักจากการคิดวนเรื่องเดิม ทำสิ่งที่ทำให้คุณยิ้มได้ แล้วค่อยกลับมาคุยเมื่อใจสงบ',
      en: 'Care for your own heart first; step away from circling thoughts, do what makes you smile, and talk again when calm.',
    },
    {
      th: 'อย่าฝืนความสัมพันธ์ที่ทำให้คุณเจ็บซ้ำ ๆ คุณสมควรได้รับความรักที่ทำให้รู้สึกปลอดภัย',
      en: 'Do not force a bond that keeps hurting you; you deserve a love that feels safe.',
    },
  ],
};

function partnerLines(p: PersonContext, partner: PersonContext): Bi[] {
  const out: Bi[] = [];
  if (p.animal && partner.animal) {
    const rel = animalRelation(p.animal, partner.animal);
    out.push({ th: rel.explanationTh, en: rel.explanationEn });
  }
  if (p.weekday && partner.weekday) {
    const role = taksaRoleOf(p.weekday.id, partner.weekday.id);
    const name = partner.name || 'อีกฝ่าย';
    const nameEn = partner.name || 'they';
    out.push({
      th: `ตามทักษา ${name}ซึ่งเกิด${dayTh(partner.weekday)} อยู่ในตำแหน่ง "${role.nameTh}" ของคุณ หมายถึง${role.meaningTh}${role.tone < 0 ? ' จึงต้องใช้ความเข้าใจและความอดทนมากเป็นพิเศษ' : role.tone > 1 ? ' ถือเป็นคู่ที่ส่งเสริมกันดี' : ''}`,
      en: `By ทักษา, born on a ${dayEn(partner.weekday)}, ${nameEn} ${partner.name ? 'sits' : 'sit'} in your "${role.nameEn}" position — ${role.meaningEn}${role.tone < 0 ? ', so this bond asks for extra understanding and patience' : role.tone > 1 ? ', a supportive match' : ''}.`,
    });
  }
  return out;
}

function timingLine(c: C, rng: Rng): Bi {
  const owner = c.p.weekday ?? c.d.weekday;
  const sri = weekdayInRole(owner.id, 'fortune');
  const comp = weekdayInRole(owner.id, 'companions');
  return pick(rng, [
    {
      th: `วันที่เหมาะกับการนัดเจอหรือบอกความในใจคือ${dayTh(sri)} ซึ่งเป็นวันศรีของคุณ ลองใส่${sri.colourTh}เพื่อเสริมเสน่ห์`,
      en: `The best day for a date or a confession is ${dayEn(sri)}, your fortune day; wear ${sri.colourEn} to add charm.`,
    },
    {
      th: `${dayTh(sri)}เสริมเสน่ห์ ส่วน${dayTh(comp)}เหมาะกับการใช้เวลากับคนรักและครอบครัว`,
      en: `${dayEn(sri)} boosts your charm, while ${dayEn(comp)} is good for time with your partner and family.`,
    },
  ]);
}

export function loveReading(input: LoveInput): ReadingResult<'love'> {
  checkOption(input.status, LOVE_STATUSES, 'status');
  const d = dayContext(input.date);
  const p = personContext(input, d);
  const partner = input.partner ? personContext(input.partner, d, 'partner') : null;
  const rng = readingRng('love', input);

  let score = loreScore(p, rng, 61);
  if (p.animal && partner?.animal)
    score += Math.round(animalRelation(p.animal, partner.animal).effect / 3);
  if (input.status === 'heartbroken') score -= 3;
  score = clampScore(score);
  const tier = tierOf(score);
  const c: C = { p, d };
  const q = quoteQuestion(input.question);
  const lucky = luckyFor(p, d, rng);

  const opening = pickFrag(rng, OPENINGS[tier], c);
  const overview = section(
    'overview',
    { th: 'ภาพรวมความรัก', en: 'Love overview' },
    present([opening, q ? pick(rng, QUESTION_ANSWERS[tier])(q) : null, dayRoleLine(p, d)]),
  );

  const nature = section(
    'nature',
    { th: 'ตัวตนของคุณในความรัก', en: 'You in love' },
    present([
      weekdayLine(p, rng, 'love') ?? {
        th: 'คุณเป็นคนที่รักจริงและอยากให้ความสัมพันธ์มีความหมาย มากกว่าความสนุกชั่วคราว',
        en: 'You love sincerely and want a relationship with meaning rather than a passing thrill.',
      },
      animalLine(p, rng, { th: 'ความรัก', en: 'love' }),
    ]),
  );

  const status = input.status ?? 'single';
  const situation = section(
    'situation',
    {
      th: `สถานะของคุณ: ${LOVE_STATUS_LABELS[status].th}`,
      en: `Your situation: ${LOVE_STATUS_LABELS[status].en}`,
    },
    [pick(rng, STATUS_LINES[status])],
  );

  const sections = [overview, nature, situation];
  if (partner && (partner.animal || partner.weekday)) {
    sections.push(
      section('partner', { th: 'ดวงคู่ของคุณ', en: 'The two of you' }, partnerLines(p, partner)),
    );
  }
  sections.push(
    section(
      'timing',
      { th: 'จังหวะเวลา', en: 'Timing' },
      present([timingLine(c, rng), yearLine(p, d)]),
    ),
    section('caution', { th: 'สิ่งที่ควรระวัง', en: 'Watch out for' }, [pick(rng, CAUTIONS)]),
    luckySection(lucky),
  );

  const advice = pick(rng, ADVICE[tier]);
  const summaryTh = `${opening.th} คะแนนดวงความรักวันที่ ${d.dateTh} อยู่ที่ ${score}/100`;
  const summaryEn = `${capitalise(opening.en)} Love score for ${d.dateEn}: ${score}/100.`;

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
