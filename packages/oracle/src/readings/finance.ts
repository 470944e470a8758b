/**
 * ดูดวงการเงิน: money tendencies from birth lore, the person's income source and money goal.
 * Never investment advice: the reading speaks of habits, timing and caution, and says so.
 */
import type { PersonInput } from '../options.ts';
import { pick, type Rng } from '../seed.ts';
import { capitalise, type Bi } from '../text.ts';
import { weekdayInRole } from '../thai-calendar.ts';
import {
  animalLine,
  checkOption,
  clampScore,
  dayContext,
  dayEn,
  dayRoleLine,
  dayTh,
  ENTERTAINMENT_NOTE,
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

export const INCOME_SOURCES = ['salary', 'business', 'freelance', 'investment', 'mixed'] as const;
export type IncomeSource = (typeof INCOME_SOURCES)[number];
export const INCOME_SOURCE_LABELS: Record<IncomeSource, Bi> = {
  salary: { th: 'เงินเดือน', en: 'a salary' },
  business: { th: 'ธุรกิจส่วนตัว', en: 'my own business' },
  freelance: { th: 'งานอิสระ', en: 'freelancing' },
  investment: { th: 'การลงทุน', en: 'investments' },
  mixed: { th: 'หลายช่องทาง', en: 'several sources' },
};

export const FINANCE_GOALS = [
  'saving',
  'debt',
  'investing',
  'big-purchase',
  'extra-income',
  'stability',
] as const;
export type FinanceGoal = (typeof FINANCE_GOALS)[number];
export const FINANCE_GOAL_LABELS: Record<FinanceGoal, Bi> = {
  saving: { th: 'เก็บเงินให้ได้ก้อน', en: 'building savings' },
  debt: { th: 'ปลดหนี้', en: 'clearing debt' },
  investing: { th: 'ลงทุนให้งอกเงย', en: 'growing investments' },
  'big-purchase': { th: 'ซื้อของชิ้นใหญ่', en: 'a big purchase' },
  'extra-income': { th: 'หารายได้เสริม', en: 'extra income' },
  stability: { th: 'การเงินมั่นคง', en: 'financial stability' },
};

export interface FinanceInput extends PersonInput {
  date: string;
  incomeSource?: IncomeSource;
  goal?: FinanceGoal;
  question?: string;
}

interface C {
  p: PersonContext;
  d: DayContext;
}

const OPENINGS: Record<Tier, readonly Frag<C>[]> = {
  high: [
    (c) => ({
      th: `ดวงการเงินของ${c.p.callTh}ช่วงนี้สดใส เงินทองไหลเข้าคล่องมือ และมีโอกาสได้ผลตอบแทนจากสิ่งที่ลงแรงไว้`,
      en: `${greetEn(c.p)}your money stars are bright: cash flows in easily and past effort may pay off.`,
    }),
    (c) => ({
      th: `ช่วงนี้ดาวศรีหนุนการเงินของ${c.p.callTh} มีช่องทางรายได้ใหม่ ๆ และคนรอบตัวพร้อมชี้ช่องทางดี`,
      en: `${greetEn(c.p)}fortune favours your finances: new income channels appear and people around you point out good openings.`,
    }),
    (c) => ({
      th: `การเงินของ${c.p.callTh}อยู่ในช่วงขาขึ้น ถ้าวางแผนดีจะเห็นเงินเก็บงอกเงยชัดเจน`,
      en: `${greetEn(c.p)}your finances are on the rise; plan well and your savings will visibly grow.`,
    }),
  ],
  mid: [
    (c) => ({
      th: `ดวงการเงินของ${c.p.callTh}ช่วงนี้อยู่ในเกณฑ์พอดี มีเข้ามีออกสมดุล วินัยการใช้เงินคือตัวชี้วัดสำคัญ`,
      en: `${greetEn(c.p)}your money is in balance, coming in and going out evenly; spending discipline is what counts.`,
    }),
    (c) => ({
      th: `การเงินของ${c.p.callTh}ไม่ขาดมือแต่ก็ยังไม่ล้นมือ เป็นช่วงที่ควรสร้างระบบการออมให้มั่นคง`,
      en: `${greetEn(c.p)}you are not short of money, nor overflowing — a time to build a solid saving system.`,
    }),
    (c) => ({
      th: `เงินทองของ${c.p.callTh}ค่อย ๆ ไหลเข้าแบบสม่ำเสมอ ไม่หวือหวาแต่วางใจได้`,
      en: `${greetEn(c.p)}money arrives steadily — nothing dramatic, but dependable.`,
    }),
  ],
  low: [
    (c) => ({
      th: `ดวงการเงินของ${c.p.callTh}ช่วงนี้มีรูรั่วเล็ก ๆ เงินมาแล้วไปไว ควรรัดเข็มขัดและทบทวนรายจ่าย`,
      en: `${greetEn(c.p)}your finances have small leaks — money comes and goes fast. Tighten your belt and review spending.`,
    }),
    (c) => ({
      th: `การเงินของ${c.p.callTh}ต้องใช้ความระมัดระวังเป็นพิเศษ อาจมีรายจ่ายที่ไม่ได้คาดไว้เข้ามา`,
      en: `${greetEn(c.p)}money needs extra care right now; unexpected costs may turn up.`,
    }),
    (c) => ({
      th: `ช่วงนี้ไม่ใช่จังหวะเสี่ยงกับเงินก้อนใหญ่ของ${c.p.callTh} ประคองสภาพคล่องไว้ก่อนแล้วทางจะค่อย ๆ ดีขึ้น`,
      en: `${greetEn(c.p)}this is no time to gamble with large sums; protect your cash flow and things will gradually improve.`,
    }),
  ],
};

const QUESTION_ANSWERS: Record<Tier, readonly ((q: string) => Bi)[]> = {
  high: [
    (q) => ({
      th: `สำหรับเรื่อง “${q}” ดวงเอื้อให้ไปได้ดี หากศึกษาข้อมูลรอบด้านและไม่ใช้เงินเกินตัว`,
      en: `On “${q}”, the signs are favourable — as long as you research thoroughly and do not overreach.`,
    }),
    (q) => ({
      th: `คำถาม “${q}” มีแนวโน้มออกมาในทางบวก จังหวะช่วงนี้ดีสำหรับการตัดสินใจที่เตรียมมาแล้ว`,
      en: `“${q}” leans positive; the timing is good for decisions you have already prepared for.`,
    }),
  ],
  mid: [
    (q) => ({
      th: `สำหรับเรื่อง “${q}” ทำได้แต่ควรค่อยเป็นค่อยไป แบ่งเงินเป็นส่วน ๆ และมีเงินสำรองไว้เสมอ`,
      en: `For “${q}”, go ahead gradually: split the money into parts and always keep a reserve.`,
    }),
    (q) => ({
      th: `เรื่อง “${q}” ยังมีตัวแปรที่ต้องดูเพิ่ม ลองเปรียบเทียบทางเลือกอย่างน้อยสามทางก่อนตัดสินใจ`,
      en: `“${q}” still has unknowns; compare at least three options before deciding.`,
    }),
  ],
  low: [
    (q) => ({
      th: `สำหรับเรื่อง “${q}” ช่วงนี้ควรชะลอไว้ก่อน ดวงยังไม่เอื้อต่อการใช้เงินก้อนใหญ่`,
      en: `For “${q}”, better to hold off; the stars do not favour large outlays right now.`,
    }),
    (q) => ({
      th: `เรื่อง “${q}” มีความเสี่ยงแฝง ถ้าจำเป็นต้องทำ ให้จำกัดวงเงินที่ยอมเสียได้ไว้ล่วงหน้า`,
      en: `“${q}” carries hidden risk; if you must, decide in advance how much you can afford to lose.`,
    }),
  ],
};

const INCOME_LINES: Record<IncomeSource, readonly Bi[]> = {
  salary: [
    {
      th: 'สำหรับคนมีรายได้ประจำ ช่วงนี้ควรหักเงินออมทันทีที่เงินเดือนออก ก่อนจะนำไปใช้อย่างอื่น',
      en: 'On a salary, move your savings out the moment you are paid, before anything else.',
    },
    {
      th: 'รายได้จากงานประจำมั่นคง อาจมีข่าวดีเรื่องโบนัสหรือค่าตอบแทนพิเศษ ถ้าผลงานโดดเด่น',
      en: 'Salary income is steady; a bonus or extra pay may come if your work stands out.',
    },
  ],
  business: [
    {
      th: 'สำหรับคนทำธุรกิจ ลูกค้าเก่าคือขุมทรัพย์ ดูแลความสัมพันธ์ให้ดีแล้วยอดขายจะตามมา',
      en: 'In business, existing customers are a gold mine; look after them and sales will follow.',
    },
    {
      th: 'ธุรกิจมีโอกาสขยาย แต่ควรดูกระแสเงินสดให้ดีก่อนลงทุนเพิ่ม อย่าให้สต็อกหรือหนี้การค้าค้างนาน',
      en: 'The business can grow, but check cash flow before investing more, and do not let stock or receivables linger.',
    },
  ],
  freelance: [
    {
      th: 'สำหรับงานอิสระ รายได้อาจขึ้นลงเป็นช่วง ควรกันเงินสำรองอย่างน้อยสามเดือนไว้เสมอ',
      en: 'Freelance income rises and falls; always keep at least three months in reserve.',
    },
    {
      th: 'งานอิสระมีโอกาสได้ลูกค้าใหม่จากการบอกต่อ อย่าลืมตั้งราคาให้สะท้อนคุณค่าของฝีมือ',
      en: 'New freelance clients may come by word of mouth — price your work at its real value.',
    },
  ],
  investment: [
    {
      th: 'สำหรับรายได้จากการลงทุน ช่วงนี้ควรเน้นกระจายความเสี่ยงและทบทวนเป้าหมายระยะยาว มากกว่าตามกระแส',
      en: 'For investment income, focus on spreading risk and revisiting long-term goals rather than chasing trends.',
    },
    {
      th: 'ผลตอบแทนจากการลงทุนมีขึ้นมีลงตามธรรมชาติ อย่าตัดสินใจตอนตื่นเต้นหรือตกใจ',
      en: 'Returns rise and fall by nature; never decide in excitement or panic.',
    },
  ],
  mixed: [
    {
      th: 'การมีรายได้หลายทางช่วยให้มั่นคง แต่ควรจดบันทึกให้ชัดว่าเงินแต่ละก้อนมาจากไหนและไปที่ใด',
      en: 'Several income streams add security — keep clear records of where each comes from and goes.',
    },
    {
      th: 'รายได้หลายช่องทางเป็นจุดแข็ง ลองพิจารณาว่าทางไหนให้ผลดีที่สุดแล้วทุ่มเวลาให้มากขึ้น',
      en: 'Multiple streams are a strength; see which pays best for your time and lean into it.',
    },
  ],
};

const GOAL_LINES: Record<FinanceGoal, readonly Bi[]> = {
  saving: [
    {
      th: 'เป้าหมายเก็บเงินจะสำเร็จเร็วขึ้นถ้าตั้งชื่อบัญชีตามความฝัน เช่น “บ้านหลังแรก” แล้วฝากทุกครั้งที่มีรายได้',
      en: 'Savings grow faster in an account named after a dream — “first home”, say — topped up every payday.',
    },
    {
      th: 'ช่วงนี้เหมาะกับการเริ่มออมแบบอัตโนมัติ เงินก้อนเล็กที่สม่ำเสมอจะกลายเป็นก้อนใหญ่ในไม่ช้า',
      en: 'A good time to automate your saving; small regular sums soon become a big one.',
    },
  ],
  debt: [
    {
      th: 'เรื่องปลดหนี้ ให้เริ่มจากก้อนที่ดอกเบี้ยสูงที่สุดหรือก้อนเล็กที่สุดเพื่อสร้างกำลังใจ และอย่าก่อหนี้ใหม่ระหว่างทาง',
      en: 'To clear debt, start with the highest-interest or the smallest one for momentum, and take on nothing new meanwhile.',
    },
    {
      th: 'ช่วงนี้มีโอกาสเจรจาปรับโครงสร้างหนี้ได้ดี ลองคุยกับเจ้าหนี้อย่างตรงไปตรงมา ผู้ใหญ่อาจยื่นมือช่วย',
      en: 'This is a good time to renegotiate debts; talk frankly with lenders — someone senior may lend a hand.',
    },
  ],
  investing: [
    {
      th: 'หากอยากลงทุนให้งอกเงย ให้ศึกษาสิ่งที่เข้าใจจริงก่อน และลงทุนเฉพาะเงินเย็นที่ไม่กระทบชีวิตประจำวัน',
      en: 'To grow investments, stick to what you truly understand, and use only money you will not need day to day.',
    },
    {
      th: 'ช่วงนี้เหมาะกับการวางแผนระยะยาวมากกว่าการเก็งกำไร ค่อย ๆ ทยอยลงทุนตามแผนจะเหนื่อยน้อยกว่า',
      en: 'Long-term planning suits you better than speculation now; investing bit by bit to a plan is less stressful.',
    },
  ],
  'big-purchase': [
    {
      th: 'เรื่องซื้อของชิ้นใหญ่ ลองรอสักหนึ่งรอบเงินเดือนแล้วถามตัวเองอีกครั้ง ถ้ายังอยากได้และไม่กระทบเงินสำรองก็ไปได้',
      en: 'For a big purchase, wait one pay cycle and ask again; if you still want it and your reserve is safe, go ahead.',
    },
    {
      th: 'ของชิ้นใหญ่ที่ซื้อในวันศรีของคุณจะให้ความสุขใช้ได้นาน แต่ต่อรองราคาและอ่านเงื่อนไขให้ครบก่อน',
      en: 'A big item bought on your fortune day brings lasting joy — but haggle and read the terms first.',
    },
  ],
  'extra-income': [
    {
      th: 'รายได้เสริมจะมาจากสิ่งที่คุณทำได้ดีอยู่แล้ว ลองเปลี่ยนงานอดิเรกหรือทักษะเดิมให้เป็นบริการเล็ก ๆ',
      en: 'Extra income will come from what you already do well — turn a hobby or skill into a small service.',
    },
    {
      th: 'ช่วงนี้มีคนชวนทำงานเสริม เลือกงานที่ไม่เบียดเวลาพักผ่อนจนเกินไป และระวังข้อเสนอที่ต้องจ่ายเงินก่อน',
      en: 'Side work offers may come; choose ones that leave you time to rest, and beware any that ask you to pay first.',
    },
  ],
  stability: [
    {
      th: 'ความมั่นคงทางการเงินเริ่มจากเงินสำรองฉุกเฉินหกเดือนและประกันที่เหมาะสม ช่วงนี้เหมาะกับการจัดระบบเหล่านี้',
      en: 'Financial security starts with six months of emergency savings and suitable cover — a good time to set that up.',
    },
    {
      th: 'หากต้องการความมั่นคง ให้ลดรายจ่ายประจำที่ไม่จำเป็นลงทีละรายการ เงินที่เหลือคือเกราะป้องกันของคุณ',
      en: 'For stability, trim unnecessary fixed costs one by one; what is left is your shield.',
    },
  ],
};

const WINDFALL: Record<Tier, readonly Bi[]> = {
  high: [
    {
      th: 'โชคลาภเล็ก ๆ มีเข้ามา เช่น ของขวัญ ส่วนลด หรือเงินที่ได้คืน แต่ไม่ควรทุ่มเงินกับการเสี่ยงโชค',
      en: 'Small windfalls may arrive — a gift, a discount, money returned — but do not pour money into games of chance.',
    },
    {
      th: 'มีแววได้ลาภจากผู้ใหญ่หรือคนที่เคยช่วยเหลือ ความดีที่ทำไว้กำลังย้อนกลับมาหา',
      en: 'Luck may come through an elder or someone you once helped; past kindness is coming back to you.',
    },
  ],
  mid: [
    {
      th: 'โชคลาภมาแบบพอประมาณ สิ่งที่ได้จากหยาดเหงื่อจะมั่นคงกว่าสิ่งที่ได้มาง่าย',
      en: 'Windfalls are modest; what you earn by sweat will be steadier than what comes easily.',
    },
    {
      th: 'อาจมีเงินก้อนเล็กเข้ามาแบบไม่คาดคิด ให้เก็บไว้ก่อนอย่างน้อยครึ่งหนึ่ง',
      en: 'A small unexpected sum may appear; save at least half of it.',
    },
  ],
  low: [
    {
      th: 'ช่วงนี้โชคลาภยังไม่เด่น ควรเลี่ยงการเสี่ยงโชคและการลงทุนที่สัญญาผลตอบแทนสูงเกินจริง',
      en: 'Windfall luck is quiet now; avoid games of chance and anything promising unrealistic returns.',
    },
    {
      th: 'ระวังการถูกชักชวนให้ร่วมลงทุนหรือค้ำประกัน เงินที่ให้ยืมช่วงนี้อาจได้คืนช้า',
      en: 'Beware invitations to co-invest or guarantee loans; money lent now may come back slowly.',
    },
  ],
};

const CAUTIONS: readonly Bi[] = [
  {
    th: 'ระวังการซื้อของเพื่อปลอบใจตัวเองตอนเครียด ลองรอ 24 ชั่วโมงก่อนกดสั่งซื้อ',
    en: 'Watch out for comfort-buying when stressed; wait 24 hours before you hit “buy”.',
  },
  {
    th: 'ระวังค่าธรรมเนียมและการผ่อนที่ดูเหมือนเล็กน้อย เมื่อรวมกันแล้วอาจเป็นก้อนใหญ่',
    en: 'Beware fees and instalments that look small; together they can add up to a lot.',
  },
  {
    th: 'ระวังข้อความหรือสายโทรศัพท์ที่อ้างว่าจะให้เงินหรือขอข้อมูลบัญชี ตรวจสอบทุกครั้งก่อนทำตาม',
    en: 'Be wary of messages or calls promising money or asking for account details; verify before acting.',
  },
  {
    th: 'ระวังการให้ยืมเงินโดยไม่มีหลักฐาน แม้จะเป็นคนสนิท ควรพูดคุยเงื่อนไขให้ชัดเจน',
    en: 'Avoid lending without a record, even to close friends; agree the terms clearly.',
  },
];

const ADVICE: Record<Tier, readonly Bi[]> = {
  high: [
    {
      th: 'ใช้ช่วงที่การเงินดีสร้างเงินสำรองและวางแผนระยะยาว อย่าเพิ่มภาระผ่อนใหม่เพียงเพราะรู้สึกมั่นใจ',
      en: 'Use this good spell to build reserves and plan ahead; do not take on new instalments just because you feel confident.',
    },
    {
      th: 'แบ่งเงินที่ได้มาเป็นสามส่วน ใช้ เก็บ และให้ การแบ่งปันตามกำลังจะเสริมดวงการเงินให้ยั่งยืน',
      en: 'Split what comes in three ways — spend, save and give; sharing within your means keeps money luck lasting.',
    },
  ],
  mid: [
    {
      th: 'จดรายรับรายจ่ายสักหนึ่งเดือน คุณจะเห็นจุดที่เงินรั่วและจุดที่เพิ่มได้ชัดเจนขึ้น',
      en: 'Track income and spending for a month; you will see clearly where money leaks and where it can grow.',
    },
    {
      th: 'ตั้งเป้าหมายการเงินที่วัดได้ เช่น ออมเพิ่มเดือนละหนึ่งพันบาท ความสม่ำเสมอจะพาไปไกล',
      en: 'Set a measurable money goal — say, saving a thousand baht more each month; consistency goes a long way.',
    },
  ],
  low: [
    {
      th: 'ช่วงนี้ให้เน้นรักษาสภาพคล่อง ตัดรายจ่ายที่ไม่จำเป็น และเลื่อนการตัดสินใจเรื่องเงินก้อนใหญ่ออกไปก่อน',
      en: 'Focus on keeping cash at hand, cut what you do not need, and postpone big money decisions.',
    },
    {
      th: 'ถ้ากังวลเรื่องหนี้หรือค่าใช้จ่าย ลองปรึกษาผู้เชี่ยวชาญด้านการเงินหรือธนาคาร การขอคำแนะนำเร็วช่วยได้มาก',
      en: 'If debts or bills worry you, talk to a financial adviser or your bank; asking early helps a lot.',
    },
  ],
};

function timingLine(c: C, rng: Rng): Bi {
  const owner = c.p.weekday ?? c.d.weekday;
  const sri = weekdayInRole(owner.id, 'fortune');
  const mula = weekdayInRole(owner.id, 'foundation');
  const bad = weekdayInRole(owner.id, 'misfortune');
  return pick(rng, [
    {
      th: `วันที่ดีสำหรับเรื่องเงินคือ${dayTh(sri)} (วันศรี) เหมาะกับการเปิดบัญชีออมหรือเจรจาค่าตอบแทน ส่วนเรื่องบ้านและทรัพย์สินถาวรให้เลือก${dayTh(mula)} (วันมูละ) และเลี่ยงการใช้เงินก้อนใหญ่ใน${dayTh(bad)}`,
      en: `Your best money day is ${dayEn(sri)} (fortune day) — good for opening savings or discussing pay; for home and property choose ${dayEn(mula)} (foundation day), and avoid big spending on ${dayEn(bad)}.`,
    },
    {
      th: `ถ้าจะเริ่มออมหรือวางแผนการเงินใหม่ ลองเริ่มใน${dayTh(sri)} และพกของสี${sri.colourTh.replace('สี', '')}ติดตัวเพื่อเสริมศรี`,
      en: `To start saving or a new money plan, begin on ${dayEn(sri)} and carry something ${sri.colourEn} to boost your fortune.`,
    },
  ]);
}

export function financeReading(input: FinanceInput): ReadingResult<'finance'> {
  checkOption(input.incomeSource, INCOME_SOURCES, 'incomeSource');
  checkOption(input.goal, FINANCE_GOALS, 'goal');
  const d = dayContext(input.date);
  const p = personContext(input, d);
  const rng = readingRng('finance', input);

  let score = loreScore(p, rng, 60);
  if (p.dayRole?.id === 'fortune') score += 4;
  score = clampScore(score);
  const tier = tierOf(score);
  const c: C = { p, d };
  const q = quoteQuestion(input.question);
  const lucky = luckyFor(p, d, rng);

  const opening = pickFrag(rng, OPENINGS[tier], c);
  const overview = section(
    'overview',
    { th: 'ภาพรวมดวงการเงิน', en: 'Money overview' },
    present([opening, q ? pick(rng, QUESTION_ANSWERS[tier])(q) : null, dayRoleLine(p, d)]),
  );

  const source = input.incomeSource ?? pick(rng, INCOME_SOURCES);
  const income = section(
    'income',
    { th: 'รายได้และช่องทางเงิน', en: 'Income' },
    present([
      pick(rng, INCOME_LINES[source]),
      weekdayLine(p, rng, 'money'),
      animalLine(p, rng, { th: 'การเงิน', en: 'money' }),
    ]),
  );

  const goal = input.goal ?? pick(rng, FINANCE_GOALS);
  const plan = section(
    'plan',
    { th: `เป้าหมาย: ${FINANCE_GOAL_LABELS[goal].th}`, en: `Goal: ${FINANCE_GOAL_LABELS[goal].en}` },
    [pick(rng, GOAL_LINES[goal])],
  );

  const windfall = section('windfall', { th: 'โชคลาภ', en: 'Windfalls' }, [
    pick(rng, WINDFALL[tier]),
  ]);
  const timing = section(
    'timing',
    { th: 'จังหวะเวลา', en: 'Timing' },
    present([timingLine(c, rng), yearLine(p, d)]),
  );
  const caution = section('caution', { th: 'สิ่งที่ควรระวัง', en: 'Watch out for' }, [
    pick(rng, CAUTIONS),
  ]);

  const advice = pick(rng, ADVICE[tier]);
  const summaryTh = `${opening.th} คะแนนดวงการเงินวันที่ ${d.dateTh} อยู่ที่ ${score}/100 โดยเป้าหมายที่ควรโฟกัสคือ${FINANCE_GOAL_LABELS[goal].th}`;
  const summaryEn = `${capitalise(opening.en)} Money score for ${d.dateEn}: ${score}/100, with ${FINANCE_GOAL_LABELS[goal].en} as the goal to focus on.`;

  return {
    kind: 'finance',
    date: d.iso,
    titleTh: 'ดูดวงการเงิน',
    titleEn: 'Money reading',
    summaryTh,
    summaryEn,
    sections: [overview, income, plan, windfall, timing, caution, luckySection(lucky)],
    luckyColoursTh: lucky.coloursTh,
    luckyColoursEn: lucky.coloursEn,
    luckyNumbers: lucky.numbers,
    score0to100: score,
    adviceTh: `${advice.th} ${ENTERTAINMENT_NOTE.th}`,
    adviceEn: `${advice.en} ${ENTERTAINMENT_NOTE.en}`,
  };
}
