/**
 * ดูดวงโชคลาภ: the luck of the day and the weeks around it, for one area of life, with ways to
 * strengthen it from Thai practice (พระประจำวันเกิด, กำลังวัน, merit-making, colours).
 */
import type { PersonInput } from '../options.ts';
import { pick, type Rng } from '../seed.ts';
import { capitalise, type Bi } from '../text.ts';
import { BIRTH_DAY_BUDDHA, weekdayInRole } from '../thai-calendar.ts';
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
  yearLine,
  type DayContext,
  type Frag,
  type PersonContext,
  type ReadingResult,
  type Tier,
} from './common.ts';

export const LUCK_FOCUSES = [
  'overall',
  'money',
  'love',
  'work',
  'travel',
  'health',
  'study',
] as const;
export type LuckFocus = (typeof LUCK_FOCUSES)[number];
export const LUCK_FOCUS_LABELS: Record<LuckFocus, Bi> = {
  overall: { th: 'โชคภาพรวม', en: 'luck overall' },
  money: { th: 'โชคด้านการเงิน', en: 'money luck' },
  love: { th: 'โชคด้านความรัก', en: 'luck in love' },
  work: { th: 'โชคด้านการงาน', en: 'luck at work' },
  travel: { th: 'โชคการเดินทาง', en: 'travel luck' },
  health: { th: 'โชคด้านสุขภาพ', en: 'luck with health' },
  study: { th: 'โชคด้านการเรียนและการสอบ', en: 'luck with study and exams' },
};

export interface LuckInput extends PersonInput {
  date: string;
  focus?: LuckFocus;
  question?: string;
}

interface C {
  p: PersonContext;
  d: DayContext;
}

const OPENINGS: Record<Tier, readonly Frag<C>[]> = {
  high: [
    (c) => ({
      th: `โชคของ${c.p.callTh}ช่วงนี้เปล่งประกาย สิ่งดี ๆ มักมาในจังหวะที่ไม่คาดคิด`,
      en: `${greetEn(c.p)}your luck is shining; good things tend to arrive when you least expect them.`,
    }),
    (c) => ({
      th: `ดวงของ${c.p.callTh}อยู่ในช่วงมีลาภ มีคนหยิบยื่นโอกาสและความช่วยเหลือมาให้`,
      en: `${greetEn(c.p)}you are in a fortunate spell, with people offering chances and help.`,
    }),
    (c) => ({
      th: `ช่วงนี้ฟ้าเปิดทางให้${c.p.callTh} เรื่องที่เคยติดขัดมีแนวโน้มคลี่คลายอย่างน่าแปลกใจ`,
      en: `${greetEn(c.p)}the sky is clearing for you; stuck matters may resolve surprisingly well.`,
    }),
  ],
  mid: [
    (c) => ({
      th: `โชคของ${c.p.callTh}ช่วงนี้อยู่ในเกณฑ์ดีพอประมาณ โชคจะเข้าข้างคนที่ลงมือทำ`,
      en: `${greetEn(c.p)}your luck is fair to good; it favours those who act.`,
    }),
    (c) => ({
      th: `ดวงของ${c.p.callTh}ไม่หวือหวาแต่มั่นคง โชคเล็ก ๆ จะแทรกมาในชีวิตประจำวัน`,
      en: `${greetEn(c.p)}your fortune is steady rather than spectacular; small lucky moments slip into daily life.`,
    }),
    (c) => ({
      th: `ช่วงนี้โชคของ${c.p.callTh}มาครึ่งทาง อีกครึ่งอยู่ที่การตัดสินใจและความขยันของคุณ`,
      en: `${greetEn(c.p)}luck meets you halfway; the other half is your decisions and effort.`,
    }),
  ],
  low: [
    (c) => ({
      th: `โชคของ${c.p.callTh}ช่วงนี้ยังไม่เต็มที่ ควรระมัดระวังและไม่เสี่ยงเกินตัว`,
      en: `${greetEn(c.p)}your luck is running low for now; be careful and do not overreach.`,
    }),
    (c) => ({
      th: `ดวงของ${c.p.callTh}อยู่ในช่วงพักฟื้น เหมือนต้นไม้ผลัดใบก่อนผลิใบใหม่ ทำบุญเสริมดวงจะช่วยให้ใจนิ่ง`,
      en: `${greetEn(c.p)}your fortune is resting, like a tree shedding leaves before new growth; merit-making will steady you.`,
    }),
    (c) => ({
      th: `ช่วงนี้${c.p.callTh}อาจรู้สึกว่าโชคไม่เข้าข้าง แต่เป็นเวลาดีที่จะเตรียมตัวให้พร้อมเมื่อจังหวะดีกลับมา`,
      en: `${greetEn(c.p)}luck may not seem on your side, but it is a good time to prepare for when it returns.`,
    }),
  ],
};

const QUESTION_ANSWERS: Record<Tier, readonly ((q: string) => Bi)[]> = {
  high: [
    (q) => ({
      th: `สำหรับเรื่อง “${q}” โชคเข้าข้าง มีแนวโน้มออกมาดีกว่าที่กังวล`,
      en: `On “${q}”, luck is with you; it looks likely to turn out better than you fear.`,
    }),
  ],
  mid: [
    (q) => ({
      th: `สำหรับเรื่อง “${q}” โชคช่วยได้ส่วนหนึ่ง อีกส่วนต้องอาศัยการเตรียมตัวที่ดี`,
      en: `For “${q}”, luck can help partly; the rest depends on good preparation.`,
    }),
  ],
  low: [
    (q) => ({
      th: `สำหรับเรื่อง “${q}” ยังไม่ใช่ช่วงที่โชคหนุน ควรรอจังหวะหรือเตรียมแผนสำรองไว้`,
      en: `For “${q}”, luck is not behind you yet; wait for better timing or keep a plan B.`,
    }),
  ],
};

const FOCUS_LINES: Record<LuckFocus, readonly Bi[]> = {
  overall: [
    {
      th: 'ภาพรวมโชคดีที่สุดเมื่อคุณอยู่กับคนที่หวังดี ลองใช้เวลากับคนที่ทำให้ใจสบาย แล้วโอกาสจะตามมาเอง',
      en: 'Your luck is best among people who wish you well; spend time with those who put you at ease and chances follow.',
    },
    {
      th: 'โชคช่วงนี้กระจายอยู่หลายด้าน ทั้งเรื่องเล็ก ๆ อย่างการเดินทางที่ราบรื่นและเรื่องใหญ่อย่างการได้รับข่าวดี',
      en: 'Luck is spread widely now — from smooth journeys to good news that matters.',
    },
  ],
  money: [
    {
      th: 'โชคการเงินมาในรูปของโอกาสหารายได้ มากกว่าเงินที่ตกจากฟ้า จับตาข้อเสนองานหรือการขายที่เข้ามา',
      en: 'Money luck comes as chances to earn rather than money from the sky; watch for job or sales offers.',
    },
    {
      th: 'อาจมีโชคเล็ก ๆ เช่น ของแถม ส่วนลด หรือเงินคืน แต่การเสี่ยงโชคควรทำแค่พอสนุก ไม่ทุ่มเงินจำเป็น',
      en: 'Small luck — freebies, discounts, refunds — may come; play games of chance only for fun, never with money you need.',
    },
  ],
  love: [
    {
      th: 'โชคความรักช่วงนี้มาจากความบังเอิญ เช่น การพบกันในที่ไม่คาดคิด หรือการกลับมาคุยกับคนที่เคยรู้จัก',
      en: 'Love luck comes by chance now — an unexpected meeting, or reconnecting with someone you once knew.',
    },
    {
      th: 'เสน่ห์ของคุณดึงดูดคนที่มีน้ำใจ ลองเปิดใจรับคำชวนเล็ก ๆ อาจเป็นจุดเริ่มต้นของเรื่องดี',
      en: 'Your charm attracts kind people; say yes to small invitations — one may be the start of something good.',
    },
  ],
  work: [
    {
      th: 'โชคการงานมาจากผู้ใหญ่และเพื่อนร่วมงาน อาจมีคนเสนอชื่อคุณให้รับงานสำคัญ',
      en: 'Work luck comes through seniors and colleagues; someone may put your name forward for something important.',
    },
    {
      th: 'จังหวะการงานดี งานที่ยื่นไปมีแนวโน้มได้รับการตอบรับ ลองส่งใบสมัครหรือข้อเสนอที่รออยู่',
      en: 'Work timing is good; submissions are likely to be well received — send that application or proposal.',
    },
  ],
  travel: [
    {
      th: 'การเดินทางมีโชค อาจได้พบคนที่เป็นประโยชน์หรือได้ข่าวดีระหว่างทาง อย่าลืมไหว้พระขอพรก่อนออกเดินทาง',
      en: 'Travel is lucky; you may meet useful people or hear good news on the way — pay respects at a shrine before leaving.',
    },
    {
      th: 'ทริปใกล้ ๆ ที่ได้พักใจจะช่วยเติมพลังและเปิดมุมมองใหม่ เลือกวันศรีของคุณเป็นวันออกเดินทาง',
      en: 'A short restful trip will recharge you and open new views; set off on your fortune day.',
    },
  ],
  health: [
    {
      th: 'โชคด้านสุขภาพดีเมื่อคุณใส่ใจร่างกาย การนอนพอและขยับตัวทุกวันคือเครื่องรางที่ดีที่สุด',
      en: 'Health luck follows care; enough sleep and daily movement are the best amulet.',
    },
    {
      th: 'ช่วงนี้เหมาะกับการเริ่มนิสัยสุขภาพใหม่ ๆ และการตรวจสุขภาพประจำปีเพื่อความอุ่นใจ',
      en: 'A good time to start healthy habits and book an annual check-up for peace of mind.',
    },
  ],
  study: [
    {
      th: 'โชคการเรียนดี สมองจำได้ไว เหมาะกับการทบทวนบทเรียนช่วงเช้า และขอพรครูบาอาจารย์ก่อนสอบ',
      en: 'Study luck is good and memory sharp; revise in the mornings and ask your teachers’ blessing before exams.',
    },
    {
      th: 'การสอบหรือการยื่นผลงานมีแนวโน้มผ่านไปด้วยดีถ้าเตรียมตัวครบ ลองสรุปเนื้อหาเป็นแผนภาพจะช่วยได้มาก',
      en: 'Exams or submissions should go well if you prepare fully; summarising material as diagrams helps a lot.',
    },
  ],
};

const MERIT: readonly Bi[] = [
  {
    th: 'ทำบุญตักบาตรตอนเช้า หรือถวายสังฆทานตามกำลัง จะช่วยเสริมสิริมงคลและทำให้จิตใจผ่องใส',
    en: 'Offer alms in the morning or make a temple offering within your means to bring blessings and a clear mind.',
  },
  {
    th: 'บริจาคโลหิตหรือช่วยเหลือผู้ที่ลำบาก เป็นบุญที่ช่วยต่อดวงและเสริมพลังชีวิต',
    en: 'Donating blood or helping someone in need is merit that strengthens your fortune and vitality.',
  },
  {
    th: 'ปล่อยปลาหรือให้อาหารสัตว์ตามความเชื่อเรื่องการให้ชีวิต ช่วยให้อุปสรรคเบาบางลง',
    en: 'Releasing fish or feeding animals — the merit of giving life — is said to lighten obstacles.',
  },
  {
    th: 'ไหว้พระประจำวันเกิดและแผ่เมตตาก่อนนอน ช่วยให้นอนหลับสบายและมีสติในวันต่อไป',
    en: 'Pay respects to your birth-day Buddha and send out loving-kindness before sleep for restful nights and clear days.',
  },
  {
    th: 'ทำความสะอาดบ้านและโต๊ะทำงาน ทิ้งของที่ไม่ใช้ เป็นการเปิดทางให้พลังดีไหลเข้ามา',
    en: 'Clean your home and desk and clear out what you do not use, making room for good energy to flow in.',
  },
];

const ADVICE: Record<Tier, readonly Bi[]> = {
  high: [
    {
      th: 'ช่วงโชคดีคือเวลาที่ควรแบ่งปัน ความสุขที่ส่งต่อจะทำให้โชคอยู่กับคุณนานขึ้น',
      en: 'A lucky spell is a time to share; passing on happiness keeps luck with you longer.',
    },
    {
      th: 'จดสิ่งดี ๆ ที่เกิดขึ้นในแต่ละวัน จะช่วยให้คุณเห็นจังหวะโชคของตัวเองชัดขึ้น',
      en: 'Note the good things each day; you will see your own lucky rhythm more clearly.',
    },
  ],
  mid: [
    {
      th: 'โชคจะมาหาคนที่พร้อม ลองตั้งเป้าหมายเล็ก ๆ หนึ่งเรื่องแล้วลงมือทำทันที',
      en: 'Luck finds those who are ready; set one small goal and start on it now.',
    },
    {
      th: 'ยิ้มให้มากขึ้นและพูดดีกับคนรอบตัว เสน่ห์ที่อ่อนโยนคือเครื่องรางที่มีพลังที่สุด',
      en: 'Smile more and speak kindly; gentle charm is the most powerful amulet.',
    },
  ],
  low: [
    {
      th: 'ช่วงนี้อย่าเสี่ยงโชคหรือตัดสินใจเรื่องใหญ่ตามอารมณ์ ทำบุญ พักผ่อน และรอจังหวะที่ดีกว่า',
      en: 'Do not gamble or make big decisions on impulse now; make merit, rest and wait for better timing.',
    },
    {
      th: 'เมื่อโชคน้อย ความรอบคอบคือเกราะ ตรวจสอบทุกอย่างสองครั้งแล้วคุณจะผ่านช่วงนี้ไปได้อย่างปลอดภัย',
      en: 'When luck is thin, care is your shield; double-check everything and you will come through safely.',
    },
  ],
};

function boostLines(c: C, rng: Rng): Bi[] {
  const owner = c.p.weekday ?? c.d.weekday;
  const buddha = BIRTH_DAY_BUDDHA[owner.id];
  const sri = weekdayInRole(owner.id, 'fortune');
  const who = c.p.weekday
    ? { th: `คนเกิด${dayTh(owner)}`, en: `As a ${dayEn(owner)} person, you` }
    : { th: `ตามพลังของ${dayTh(owner)}นี้ คุณ`, en: `By the energy of this ${dayEn(owner)}, you` };
  return [
    {
      th: `${who.th}ควรไหว้${buddha.postureTh}ซึ่งเป็นพระประจำวัน และสวดมนต์ตามกำลังวัน ${buddha.chantCount} จบ เพื่อเสริมดวง`,
      en: `${who.en} can pay respects to ${buddha.postureEn}, the Buddha image of the day, and chant ${buddha.chantCount} times — the day’s traditional strength — to strengthen your luck.`,
    },
    {
      th: `พกหรือสวมของ${sri.colourTh}ซึ่งเป็นสีศรีของคุณ จะช่วยเรียกโชคและเสน่ห์`,
      en: `Carry or wear ${sri.colourEn}, your fortune colour, to draw luck and charm.`,
    },
    pick(rng, MERIT),
  ];
}

export function luckReading(input: LuckInput): ReadingResult<'luck'> {
  checkOption(input.focus, LUCK_FOCUSES, 'focus');
  const d = dayContext(input.date);
  const p = personContext(input, d);
  const rng = readingRng('luck', input);

  let score = loreScore(p, rng, 62);
  if (p.dayRole?.id === 'fortune' || p.dayRole?.id === 'support') score += 3;
  score = clampScore(score);
  const tier = tierOf(score);
  const c: C = { p, d };
  const q = quoteQuestion(input.question);
  const lucky = luckyFor(p, d, rng);
  const focus = input.focus ?? 'overall';

  const opening = pickFrag(rng, OPENINGS[tier], c);
  const owner = p.weekday ?? d.weekday;
  const sri = weekdayInRole(owner.id, 'fortune');

  const sections = [
    section(
      'overview',
      { th: 'ภาพรวมโชคลาภ', en: 'Your luck' },
      present([opening, q ? pick(rng, QUESTION_ANSWERS[tier])(q) : null, dayRoleLine(p, d)]),
    ),
    section(
      'focus',
      { th: LUCK_FOCUS_LABELS[focus].th, en: capitalise(LUCK_FOCUS_LABELS[focus].en) },
      present([pick(rng, FOCUS_LINES[focus]), animalLine(p, rng, { th: 'โชคลาภ', en: 'luck' })]),
    ),
    section('boost', { th: 'วิธีเสริมดวง', en: 'Ways to strengthen your luck' }, boostLines(c, rng)),
    section(
      'timing',
      { th: 'จังหวะเวลา', en: 'Timing' },
      present([
        {
          th: `วันที่โชคเข้าข้างคุณมากที่สุดในสัปดาห์คือ${dayTh(sri)} (วันศรี) เหมาะกับการเริ่มต้นสิ่งใหม่หรือขอในสิ่งที่หวัง`,
          en: `Your luckiest day of the week is ${dayEn(sri)} (fortune day): good for beginnings and for asking for what you hope for.`,
        },
        yearLine(p, d),
      ]),
    ),
    luckySection(lucky, {
      th: 'เลขนำโชคมีไว้เพื่อความสนุกและเป็นกำลังใจ ไม่ควรใช้เป็นเหตุผลในการเสี่ยงเงินก้อนใหญ่',
      en: 'Lucky numbers are for fun and encouragement — never a reason to risk serious money.',
    }),
  ];

  const advice = pick(rng, ADVICE[tier]);
  const summaryTh = `${opening.th} คะแนนโชคลาภวันที่ ${d.dateTh} อยู่ที่ ${score}/100 เน้นเรื่อง${LUCK_FOCUS_LABELS[focus].th}`;
  const summaryEn = `${capitalise(opening.en)} Luck score for ${d.dateEn}: ${score}/100, focusing on ${LUCK_FOCUS_LABELS[focus].en}.`;

  return {
    kind: 'luck',
    date: d.iso,
    titleTh: 'ดูดวงโชคลาภ',
    titleEn: 'Luck reading',
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
