/**
 * ดูดวงการเงิน: money read from what the person gave — the question (its theme, time frame and
 * mood), income source and money goal — and from birth and day lore. Never investment advice and
 * never lottery numbers: the reading speaks of habits, timing and caution, and says so.
 */
import {
  INCOME_SOURCES,
  FINANCE_GOALS,
  type IncomeSource,
  type FinanceGoal,
} from '@duangdee/contract/reading-options';
import { addDays } from '../dates.ts';
import type { PersonInput } from '../options.ts';
import { pick, type Rng } from '../seed.ts';
import { capitalise, lowerFirst, type Bi } from '../text.ts';
import { weekdayInRole, type TaksaRoleId } from '../thai-calendar.ts';
import { WEEKDAY_LORE, type WeekdayId } from '../weekday.ts';
import {
  checkOption,
  clampScore,
  dayContext,
  dayEn,
  dayTh,
  ENTERTAINMENT_NOTE,
  greetEn,
  loreScore,
  luckyFor,
  luckySection,
  personContext,
  readingRng,
  section,
  tierOf,
  type DayContext,
  type PersonContext,
  type ReadingResult,
  type Tier,
} from './common.ts';
import {
  acknowledge,
  askedWindow,
  dayDate,
  joinParts,
  leanLine,
  nextDayOf,
  notForGambling,
  quoteLead,
  readAsk,
  roleDayIn,
  roleLine,
  toneOf,
  wayThrough,
  yearTopicLine,
  type Ask,
  type Window,
} from './topic-compose.ts';
import { themeById, type ThemeId } from './topic-themes.ts';

/** The option values come from the contract (what the forms and the API accept). */
export { INCOME_SOURCES, FINANCE_GOALS };
export type { IncomeSource, FinanceGoal };

export const INCOME_SOURCE_LABELS: Record<IncomeSource, Bi> = {
  salary: { th: 'เงินเดือน', en: 'a salary' },
  business: { th: 'ธุรกิจส่วนตัว', en: 'my own business' },
  freelance: { th: 'งานอิสระ', en: 'freelancing' },
  investment: { th: 'การลงทุน', en: 'investments' },
  mixed: { th: 'หลายช่องทาง', en: 'several sources' },
};

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
  rng: Rng;
  ask: Ask;
  tier: Tier;
  tone: Tier;
  window: Window;
  source: IncomeSource | null;
  /** The goal chosen, or the one the question points to. */
  goal: FinanceGoal | null;
  /** Whether the person chose the goal (rather than the question implying it). */
  chosen: boolean;
}

const TOPIC: Bi = { th: 'การเงิน', en: 'money' };

/** What the day's ทักษา role means for money. */
const ROLE_FOR_MONEY: Record<TaksaRoleId, readonly Bi[]> = {
  companions: [
    {
      th: 'เรื่องเงินที่เกี่ยวกับคนในบ้านหรือหุ้นส่วนคุยกันได้ราบรื่น เหมาะกับการวางงบของครอบครัวร่วมกัน',
      en: 'money matters with family or partners go smoothly — good for setting a household budget together.',
    },
    {
      th: 'คนใกล้ตัวอาจชี้ช่องทางรายได้หรือส่วนลดที่ไม่เคยรู้ ลองถามความเห็นคนที่ไว้ใจ',
      en: 'someone close may point out income or savings you never knew of; ask people you trust.',
    },
  ],
  longevity: [
    {
      th: 'เหมาะกับการดูแลเงินระยะยาว เช่น ประกันสุขภาพหรือเงินสำรองฉุกเฉิน มากกว่าการใช้จ่ายเพื่อความสนุก',
      en: 'good for long-term money care — health cover, an emergency fund — rather than spending for fun.',
    },
    {
      th: 'วันนี้ควรใช้เงินกับสิ่งที่ทำให้ชีวิตมั่นคง มากกว่าของที่อยากได้ชั่วครู่',
      en: 'spend today on what steadies your life rather than on passing wants.',
    },
  ],
  power: [
    {
      th: 'เหมาะกับการเจรจาเรื่องเงิน ขอขึ้นค่าจ้าง ทวงเงินที่ค้าง หรือต่อรองราคา คำพูดของคุณมีน้ำหนัก',
      en: 'good for money talks — asking for a raise, chasing what is owed, bargaining; your words carry weight.',
    },
    {
      th: 'คนฟังคุณในเรื่องเงินวันนี้ ถ้ามีเรื่องต้องตกลงค่าตอบแทนหรือเงื่อนไขการจ่าย ให้หยิบขึ้นมาคุย',
      en: 'people heed you on money today; raise any pay or payment terms you need to settle.',
    },
  ],
  fortune: [
    {
      th: 'เป็นวันศรีที่เงินทองเดินคล่อง เหมาะกับการเริ่มออม เปิดบัญชี หรือเริ่มช่องทางรายได้ใหม่',
      en: 'it is a fortune day when money moves easily — good to start saving, open an account or begin a new income stream.',
    },
    {
      th: 'โชคเรื่องเงินมาในรูปของโอกาสหารายได้ มากกว่าเงินที่ได้มาเปล่า ๆ',
      en: 'money luck comes as chances to earn rather than money for nothing.',
    },
  ],
  foundation: [
    {
      th: 'เหมาะกับเรื่องบ้าน ที่ดิน และทรัพย์สินถาวร ถ้ากำลังดูที่อยู่หรือวางแผนผ่อนบ้าน วันนี้คิดได้รอบคอบ',
      en: 'good for home, land and lasting assets; if you are looking at property or a mortgage, you think clearly today.',
    },
    {
      th: 'เงินที่วางเป็นฐานวันนี้จะงอกเงยช้าแต่มั่นคง ค่อย ๆ เก็บไปทีละนิดจะเห็นผล',
      en: 'money laid down as a base today grows slowly but surely — good for long-term saving.',
    },
  ],
  diligence: [
    {
      th: 'เงินที่ได้มาจากแรงที่ลงไปจริง ๆ งานเสริมหรือการทำงานเพิ่มมีผลตอบแทน แต่อย่าหักโหมจนเสียสุขภาพ',
      en: 'money comes from real effort; extra work pays, but not at the cost of your health.',
    },
    {
      th: 'วันนี้เหมาะกับการเคลียร์บัญชีและบิลที่ค้าง ความขยันเล็ก ๆ กับเรื่องเงินช่วยได้มาก',
      en: 'today suits clearing accounts and overdue bills; a little diligence with money goes a long way.',
    },
  ],
  support: [
    {
      th: 'ผู้ใหญ่หรือคนมีความรู้พร้อมให้คำแนะนำเรื่องเงิน เหมาะกับการปรึกษาธนาคารหรือผู้เชี่ยวชาญ',
      en: 'elders or knowledgeable people will advise you on money — a good day to consult a bank or an expert.',
    },
    {
      th: 'ถ้ามีเรื่องต้องขอสินเชื่อหรือขอผ่อนผัน วันนี้มีผู้ใหญ่เมตตา ยื่นเรื่องได้',
      en: 'if you need a loan or more time to pay, people in charge are kind today; apply.',
    },
  ],
  misfortune: [
    {
      th: 'ไม่ควรใช้เงินก้อนใหญ่ เซ็นสัญญาเงินกู้ หรือให้ใครยืมเงินวันนี้ เก็บเงินไว้กับตัวก่อน',
      en: 'do not spend big, sign loans or lend money today; keep your money with you.',
    },
    {
      th: 'ระวังการโอนเงินผิดหรือข้อความหลอกลวง ตรวจทุกธุรกรรมสองครั้ง และเลื่อนการตัดสินใจเรื่องเงินออกไปก่อน',
      en: 'watch for mistaken transfers and scam messages; check every transaction twice and put money decisions off.',
    },
  ],
};

/** What the reading day's planet says about money, for readers without birth data. */
const DAY_FOR_MONEY: Record<WeekdayId, Bi> = {
  sunday: {
    th: 'วันอาทิตย์เป็นวันของพระอาทิตย์ เหมาะกับการทบทวนรายจ่ายของสัปดาห์ที่ผ่านมาและวางงบสัปดาห์ใหม่',
    en: 'Sunday, the Sun’s day, suits reviewing last week’s spending and setting the new week’s budget.',
  },
  monday: {
    th: 'วันจันทร์เป็นวันของพระจันทร์ ใจอ่อนง่าย ระวังการให้ยืมหรือซื้อของเพราะเกรงใจ',
    en: 'Monday, the Moon’s day, makes you soft-hearted; beware lending or buying out of politeness.',
  },
  tuesday: {
    th: 'วันอังคารเป็นวันของพระอังคาร ใจร้อนกับเงินได้ง่าย ควรรอก่อนตัดสินใจซื้อของชิ้นใหญ่',
    en: 'Tuesday, Mars’s day, makes you hasty with money; wait before buying anything big.',
  },
  'wednesday-day': {
    th: 'วันพุธเป็นวันของพระพุธ ดาวแห่งการค้า เหมาะกับการต่อรองราคา ขายของ และเจรจาเรื่องเงิน',
    en: 'Wednesday, Mercury’s day, is the trader’s day: good for bargaining, selling and money talks.',
  },
  'wednesday-night': {
    th: 'คืนวันพุธเป็นเวลาของพระราหู เงินมาไวไปไว ระวังการซื้อของออนไลน์ตอนดึกและข้อเสนอที่ดีเกินจริง',
    en: 'Wednesday night belongs to Rahu: money comes and goes fast; beware late-night shopping and offers too good to be true.',
  },
  thursday: {
    th: 'วันพฤหัสบดีเป็นวันครู เหมาะกับการหาความรู้เรื่องเงินหรือปรึกษาผู้รู้ก่อนตัดสินใจ',
    en: 'Thursday, the teachers’ day, suits learning about money or consulting someone who knows before deciding.',
  },
  friday: {
    th: 'วันศุกร์เป็นวันของพระศุกร์ ชวนให้ใช้จ่ายเพื่อความสุข ตั้งงบไว้ก่อนออกไปเที่ยวจะช่วยได้',
    en: 'Friday, Venus’s day, tempts you to spend on pleasure; set a budget before you go out.',
  },
  saturday: {
    th: 'วันเสาร์เป็นวันของพระเสาร์ เหมาะกับการจัดการหนี้ เคลียร์บิล และเรื่องบ้านหรือทรัพย์สิน',
    en: 'Saturday, Saturn’s day, suits dealing with debt, clearing bills, and home or property matters.',
  },
};

/** When money arrives, by income source: the moment to act on a goal. */
const SOURCE_RHYTHM: Record<IncomeSource, Bi> = {
  salary: { th: 'ทุกวันที่เงินเดือนออก', en: 'every payday' },
  business: { th: 'ทุกสิ้นสัปดาห์จากยอดขาย', en: 'at the end of each week’s sales' },
  freelance: { th: 'ทุกครั้งที่ได้ค่าจ้างงาน', en: 'each time a client pays' },
  investment: { th: 'ทุกรอบที่ได้ผลตอบแทน', en: 'each time returns come in' },
  mixed: { th: 'ทุกครั้งที่มีเงินเข้าไม่ว่าทางไหน', en: 'whenever money comes in, from anywhere' },
};

/** The act a goal asks for each time money arrives. */
const GOAL_ACT: Record<FinanceGoal, Bi> = {
  saving: { th: 'กันเงินเข้าบัญชีเงินเก็บ', en: 'move money into savings' },
  debt: { th: 'โปะหนี้ก้อนที่ดอกแพงที่สุด', en: 'pay down the dearest debt' },
  investing: { th: 'แบ่งเงินไปลงทุนในยอดที่ตั้งไว้', en: 'invest a set amount' },
  'big-purchase': { th: 'กันเงินเข้ากองสำหรับของชิ้นนั้น', en: 'set money aside for that purchase' },
  'extra-income': {
    th: 'แยกรายได้เสริมออกจากรายได้หลักให้เห็นชัด',
    en: 'keep side income apart from your main income',
  },
  stability: { th: 'เติมเงินสำรองฉุกเฉิน', en: 'top up your emergency fund' },
};

const AMOUNT_BY_TONE: Record<Tier, readonly Bi[]> = {
  high: [
    {
      th: 'ในสัดส่วนที่มากกว่าปกติสักหน่อยเพราะช่วงนี้เงินเดินดี',
      en: 'a little more than usual, while money flows',
    },
    { th: 'และเพิ่มยอดขึ้นอีกนิดในเดือนที่รายได้ดี', en: 'raising the amount in good months' },
  ],
  mid: [
    {
      th: 'ในจำนวนเท่าเดิมทุกครั้ง ความสม่ำเสมอสำคัญกว่าจำนวน',
      en: 'the same amount each time; consistency beats size',
    },
    { th: 'โดยตั้งยอดที่ทำได้จริงทุกรอบ', en: 'with an amount you can truly keep up' },
  ],
  low: [
    { th: 'แม้จะเป็นจำนวนเล็กก็ตาม เพื่อรักษาวินัยไว้', en: 'even a small amount, to keep the habit' },
    { th: 'เท่าที่ไม่กระทบค่ากินค่าอยู่ในช่วงนี้', en: 'only as much as leaves food and rent untouched' },
  ],
};

/** How income from a source looks by how the stars lean. */
const SOURCE_TREND: Record<Tier, readonly ((src: Bi) => Bi)[]> = {
  high: [
    (s) => ({
      th: `ช่วงนี้รายได้จาก${s.th}มีแนวโน้มเพิ่มขึ้นจากสิ่งที่ลงแรงไว้`,
      en: `Income from ${s.en} is likely to rise on what you have put in.`,
    }),
    (s) => ({
      th: `รายได้จาก${s.th}ช่วงนี้เดินคล่อง อาจมีก้อนพิเศษเข้ามาเสริม`,
      en: `Income from ${s.en} moves well now; an extra sum may come.`,
    }),
  ],
  mid: [
    (s) => ({
      th: `รายได้จาก${s.th}ช่วงนี้ทรงตัว เข้ามาสม่ำเสมอตามรอบ`,
      en: `Income from ${s.en} holds steady — dependable, not dramatic.`,
    }),
    (s) => ({
      th: `รายได้จาก${s.th}เข้ามาตามปกติ สิ่งที่ต้องดูแลคือฝั่งรายจ่าย`,
      en: `Income from ${s.en} arrives as usual; it is the spending side that needs care.`,
    }),
  ],
  low: [
    (s) => ({
      th: `รายได้จาก${s.th}อาจสะดุดหรือเข้าช้ากว่าที่คาด ควรมีแผนสำรองไว้`,
      en: `Income from ${s.en} may falter or arrive late; keep a plan B.`,
    }),
    (s) => ({
      th: `ช่วงนี้รายได้จาก${s.th}ไม่ค่อยแน่นอน อย่าเพิ่งวางแผนใช้เงินที่ยังไม่เข้ามือ`,
      en: `Income from ${s.en} is uncertain now; do not plan on money not yet in hand.`,
    }),
  ],
};

const SUMMARY_LEADS: Record<Tier, ReadonlyArray<(c: C, s: number) => Bi>> = {
  high: [
    (c, s) => ({
      th: `ดวงการเงินของ${c.p.callTh}ประจำวันที่ ${c.d.dateTh} อยู่ที่ ${s}/100 เงินทองมีแนวโน้มไหลเข้าคล่องมือ สิ่งที่ลงแรงไว้เริ่มให้ผล`,
      en: `${greetEn(c.p)}your money score for ${c.d.dateEn} is ${s}/100: cash tends to flow in easily and past effort starts to pay.`,
    }),
    (c, s) => ({
      th: `${c.p.callTh}มีคะแนนดวงการเงิน ${s}/100 ในวันที่ ${c.d.dateTh} การเงินอยู่ในช่วงขาขึ้นถ้าวางแผนดี`,
      en: `${greetEn(c.p)}a money score of ${s}/100 on ${c.d.dateEn}: your finances are rising if you plan well.`,
    }),
  ],
  mid: [
    (c, s) => ({
      th: `ดวงการเงินของ${c.p.callTh}ประจำวันที่ ${c.d.dateTh} อยู่ที่ ${s}/100 มีเข้ามีออกพอดี วินัยการใช้เงินคือตัวชี้วัด`,
      en: `${greetEn(c.p)}your money score for ${c.d.dateEn} is ${s}/100: in and out in balance, and discipline decides.`,
    }),
    (c, s) => ({
      th: `${c.p.callTh}มีคะแนนดวงการเงิน ${s}/100 ในวันที่ ${c.d.dateTh} ไม่ขาดมือแต่ก็ยังไม่ล้นมือ`,
      en: `${greetEn(c.p)}a money score of ${s}/100 on ${c.d.dateEn}: not short, not overflowing.`,
    }),
  ],
  low: [
    (c, s) => ({
      th: `ดวงการเงินของ${c.p.callTh}ประจำวันที่ ${c.d.dateTh} อยู่ที่ ${s}/100 เงินมาแล้วไปไว ควรรัดเข็มขัดและทบทวนรายจ่าย`,
      en: `${greetEn(c.p)}your money score for ${c.d.dateEn} is ${s}/100: money comes and goes fast — tighten your belt and review spending.`,
    }),
    (c, s) => ({
      th: `${c.p.callTh}มีคะแนนดวงการเงิน ${s}/100 ในวันที่ ${c.d.dateTh} ช่วงนี้ไม่ใช่จังหวะเสี่ยงกับเงินก้อนใหญ่`,
      en: `${greetEn(c.p)}a money score of ${s}/100 on ${c.d.dateEn}: no time to risk large sums.`,
    }),
  ],
};

const SUMMARY_HARD: ReadonlyArray<(c: C, s: number) => Bi> = [
  (c, s) => ({
    th: `ดวงการเงินของ${c.p.callTh}ประจำวันที่ ${c.d.dateTh} อยู่ที่ ${s}/100 ช่วงนี้เงินตึงมือจนเหนื่อยใจ แต่มีทางประคองไปได้`,
    en: `${greetEn(c.p)}your money score for ${c.d.dateEn} is ${s}/100: money is tight and wearing, but there is a way to hold on.`,
  }),
  (c, s) => ({
    th: `${c.p.callTh}มีคะแนนดวงการเงิน ${s}/100 ในวันที่ ${c.d.dateTh} เรื่องเงินหนักใจอยู่ก็จริง แต่ค่อย ๆ แก้ได้`,
    en: `${greetEn(c.p)}a money score of ${s}/100 on ${c.d.dateEn}: money weighs on you, but it can be eased step by step.`,
  }),
];

const SUMMARY_FOCUS: Record<Tier, readonly ((what: string) => string)[]> = {
  high: [(w) => `และ${w}มีจังหวะดีให้ใช้`, (w) => `ส่วน${w} ดวงเปิดทางให้ถ้าไม่ใช้เงินเกินตัว`],
  mid: [(w) => `และ${w}ต้องอาศัยความสม่ำเสมอ`, (w) => `ส่วน${w} ควรค่อยเป็นค่อยไปและมีเงินสำรองเสมอ`],
  low: [(w) => `และ${w}ควรชะลอเรื่องก้อนใหญ่ไว้ก่อน`, (w) => `ส่วน${w} ให้ประคองสภาพคล่องเป็นหลัก`],
};
const SUMMARY_FOCUS_EN: Record<Tier, string> = {
  high: 'has good timing if you do not overreach',
  mid: 'asks for steadiness and a reserve',
  low: 'is best kept small for now',
};

const INCOME_LINES: Record<IncomeSource, readonly Bi[]> = {
  salary: [
    {
      th: 'สำหรับคนมีรายได้ประจำ ช่วงนี้ควรหักเงินออมทันทีที่เงินเดือนออก ก่อนจะนำไปใช้อย่างอื่น',
      en: 'On a salary, move your savings out the moment you are paid, before anything else.',
    },
    {
      th: 'รายได้จากงานประจำมั่นคง อาจมีข่าวดีเรื่องโบนัสหรือค่าตอบแทนพิเศษถ้าผลงานโดดเด่น',
      en: 'Salary income is steady; a bonus or extra pay may come if your work stands out.',
    },
    {
      th: 'เงินเดือนเป็นฐานที่ดี แต่การพึ่งทางเดียวทำให้ใจไม่นิ่ง ลองกันเงินส่วนหนึ่งไว้สร้างทักษะที่เพิ่มรายได้ในอนาคต',
      en: 'A salary is a good base, but one stream alone unsettles the mind; set some aside for skills that raise future income.',
    },
  ],
  business: [
    {
      th: 'สำหรับคนทำธุรกิจ ลูกค้าเก่าคือขุมทรัพย์ ดูแลความสัมพันธ์ให้ดีแล้วยอดขายจะตามมา',
      en: 'In business, existing customers are a gold mine; look after them and sales follow.',
    },
    {
      th: 'ธุรกิจมีโอกาสขยาย แต่ควรดูกระแสเงินสดให้ดีก่อนลงทุนเพิ่ม อย่าให้สต็อกหรือลูกหนี้การค้าค้างนาน',
      en: 'The business can grow, but check cash flow before investing more, and do not let stock or receivables linger.',
    },
    {
      th: 'กิจการของคุณจะมั่นคงขึ้นเมื่อแยกเงินเดือนให้ตัวเองเป็นก้อนชัด ไม่หยิบจากลิ้นชักร้านตามใจ',
      en: 'Your business steadies once you pay yourself a fixed wage instead of dipping into the till.',
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
    {
      th: 'คนทำงานอิสระควรเก็บเงินภาษีแยกไว้ทุกครั้งที่ได้ค่าจ้าง จะได้ไม่ตกใจตอนยื่นภาษีปลายปี',
      en: 'Freelancers should set tax money aside from every payment, so the year-end return is no shock.',
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
    {
      th: 'คนที่มีรายได้จากการลงทุนควรมีเงินสดสำรองแยกไว้ จะได้ไม่ต้องขายของดีในจังหวะที่ราคาตก',
      en: 'If investments pay your way, keep separate cash so you never have to sell good holdings in a dip.',
    },
  ],
  mixed: [
    {
      th: 'การมีรายได้หลายทางช่วยให้มั่นคง แต่ควรจดให้ชัดว่าเงินแต่ละก้อนมาจากไหนและไปที่ใด',
      en: 'Several income streams add security — keep clear records of where each comes from and goes.',
    },
    {
      th: 'รายได้หลายช่องทางเป็นจุดแข็ง ลองดูว่าทางไหนให้ผลคุ้มเวลาที่สุดแล้วทุ่มให้มากขึ้น',
      en: 'Multiple streams are a strength; see which pays best for your time and lean into it.',
    },
    {
      th: 'เมื่อเงินเข้าหลายทาง ให้รวมเข้าบัญชีหลักบัญชีเดียวก่อนแบ่งใช้ จะเห็นภาพรวมชัดขึ้นมาก',
      en: 'With money from many places, pool it into one main account before dividing it; the picture clears a lot.',
    },
  ],
};

const GOAL_LINES: Record<FinanceGoal, readonly Bi[]> = {
  saving: [
    {
      th: 'เป้าหมายเก็บเงินจะสำเร็จเร็วขึ้นถ้าตั้งชื่อบัญชีตามความฝัน เช่น บ้านหลังแรก แล้วฝากทุกครั้งที่มีรายได้',
      en: 'Savings grow faster in an account named after a dream — “first home”, say — topped up every payday.',
    },
    {
      th: 'ช่วงนี้เหมาะกับการเริ่มออมแบบอัตโนมัติ เงินก้อนเล็กที่สม่ำเสมอจะกลายเป็นก้อนใหญ่ในไม่ช้า',
      en: 'A good time to automate your saving; small regular sums soon become a big one.',
    },
    {
      th: 'ลองตั้งเป้าเงินเก็บเป็นตัวเลขพร้อมวันที่ แล้วแบ่งเป็นยอดต่อเดือน เป้าที่จับต้องได้ทำให้ไม่ท้อกลางทาง',
      en: 'Give your savings a figure and a date, then split it into a monthly amount; a tangible target keeps you going.',
    },
  ],
  debt: [
    {
      th: 'เรื่องปลดหนี้ เริ่มจากก้อนที่ดอกเบี้ยสูงที่สุดหรือก้อนเล็กที่สุดเพื่อสร้างกำลังใจ และอย่าก่อหนี้ใหม่ระหว่างทาง',
      en: 'To clear debt, start with the highest-interest or the smallest for momentum, and take on nothing new meanwhile.',
    },
    {
      th: 'ช่วงนี้มีโอกาสเจรจาปรับโครงสร้างหนี้ได้ดี ลองคุยกับเจ้าหนี้อย่างตรงไปตรงมา ผู้ใหญ่อาจยื่นมือช่วย',
      en: 'This is a good time to renegotiate debts; talk frankly with lenders — someone senior may lend a hand.',
    },
    {
      th: 'ทุกครั้งที่ปิดหนี้ได้หนึ่งก้อน ให้นำยอดที่เคยผ่อนไปโปะก้อนถัดไปทันที หนี้จะหมดเร็วขึ้นเป็นลำดับ',
      en: 'Each time a debt is cleared, put its old payment straight onto the next; the rest fall faster and faster.',
    },
  ],
  investing: [
    {
      th: 'ถ้าอยากให้เงินลงทุนงอกเงย ศึกษาสิ่งที่เข้าใจจริงก่อน และใช้เฉพาะเงินเย็นที่ไม่กระทบชีวิตประจำวัน',
      en: 'To grow investments, stick to what you truly understand, and use only money you will not need day to day.',
    },
    {
      th: 'ช่วงนี้เหมาะกับการวางแผนระยะยาวมากกว่าการเก็งกำไร ค่อย ๆ ทยอยลงทุนตามแผนจะเหนื่อยน้อยกว่า',
      en: 'Long-term planning suits you better than speculation now; investing bit by bit to a plan is less stressful.',
    },
    {
      th: 'ก่อนเพิ่มเงินลงทุน ให้มีเงินสำรองฉุกเฉินครบก่อน เงินลงทุนที่ต้องถอนออกมาใช้กะทันหันมักขาดทุน',
      en: 'Before investing more, complete your emergency fund; investments pulled out in a hurry usually lose.',
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
    {
      th: 'คิดค่าใช้จ่ายที่ตามมาด้วย เช่น ค่าดูแล ประกัน หรือค่าส่วนกลาง ของชิ้นใหญ่มักแพงกว่าราคาป้ายเสมอ',
      en: 'Count what follows — upkeep, insurance, service fees; big things always cost more than the price tag.',
    },
  ],
  'extra-income': [
    {
      th: 'รายได้เสริมจะมาจากสิ่งที่คุณทำได้ดีอยู่แล้ว ลองเปลี่ยนงานอดิเรกหรือทักษะเดิมให้เป็นบริการเล็ก ๆ',
      en: 'Extra income will come from what you already do well — turn a hobby or skill into a small service.',
    },
    {
      th: 'ช่วงนี้มีคนชวนทำงานเสริม เลือกงานที่ไม่เบียดเวลาพักผ่อนเกินไป และระวังข้อเสนอที่ต้องจ่ายเงินก่อน',
      en: 'Side work offers may come; choose ones that leave you time to rest, and beware any that ask you to pay first.',
    },
    {
      th: 'ลองทดลองรายได้เสริมหนึ่งอย่างเป็นเวลาหนึ่งเดือน แล้วดูว่าคุ้มกับเวลาที่เสียไปหรือไม่ ก่อนจะทุ่มเพิ่ม',
      en: 'Trial one side income for a month and see whether it repays the time before you commit more.',
    },
  ],
  stability: [
    {
      th: 'ความมั่นคงทางการเงินเริ่มจากเงินสำรองฉุกเฉินหลายเดือนและประกันที่เหมาะสม ช่วงนี้เหมาะกับการจัดระบบเหล่านี้',
      en: 'Financial security starts with several months of emergency savings and suitable cover — a good time to set that up.',
    },
    {
      th: 'ถ้าต้องการความมั่นคง ให้ลดรายจ่ายประจำที่ไม่จำเป็นลงทีละรายการ เงินที่เหลือคือเกราะป้องกันของคุณ',
      en: 'For stability, trim unnecessary fixed costs one by one; what is left is your shield.',
    },
    {
      th: 'แบ่งเงินเป็นสามกอง ใช้จ่าย สำรอง และเป้าหมาย แล้วให้เงินเข้ากองสำรองก่อนเสมอ ความมั่นคงจะค่อย ๆ มาเอง',
      en: 'Split money into spending, reserve and goals, and always fill the reserve first; stability follows.',
    },
  ],
};

/** The goal a question points to when none was chosen. */
const THEME_GOAL: Partial<Record<ThemeId, FinanceGoal>> = {
  debt: 'debt',
  saving: 'saving',
  property: 'big-purchase',
  invest: 'investing',
  'side-income': 'extra-income',
  'short-money': 'stability',
  lend: 'stability',
  owed: 'stability',
  raise: 'extra-income',
  sales: 'extra-income',
};

const WINDFALL: Record<Tier, readonly Bi[]> = {
  high: [
    {
      th: 'อาจมีโชคลาภเล็ก ๆ เข้ามา เช่น ของขวัญ ส่วนลด หรือเงินที่ได้คืน',
      en: 'Small windfalls may arrive — a gift, a discount, money returned.',
    },
    {
      th: 'มีแววได้ลาภจากผู้ใหญ่หรือคนที่เคยช่วยเหลือ ความดีที่ทำไว้กำลังย้อนกลับมาหา',
      en: 'Luck may come through an elder or someone you once helped; past kindness is coming back.',
    },
  ],
  mid: [
    {
      th: 'โชคลาภมาแบบพอประมาณ สิ่งที่ได้จากหยาดเหงื่อจะมั่นคงกว่าสิ่งที่ได้มาง่าย',
      en: 'Windfalls are modest; what you earn by sweat is steadier than what comes easily.',
    },
    {
      th: 'อาจมีเงินก้อนเล็กเข้ามาแบบไม่คาดคิด ให้เก็บไว้ก่อนอย่างน้อยครึ่งหนึ่ง',
      en: 'A small unexpected sum may appear; save at least half of it.',
    },
  ],
  low: [
    {
      th: 'ช่วงนี้โชคลาภยังไม่เด่น ควรเลี่ยงการลงทุนที่สัญญาผลตอบแทนสูงเกินจริง',
      en: 'Windfall luck is quiet now; avoid anything promising unrealistic returns.',
    },
    {
      th: 'ระวังการถูกชักชวนให้ร่วมลงทุนหรือค้ำประกัน เงินที่ให้ยืมช่วงนี้อาจได้คืนช้า',
      en: 'Beware invitations to co-invest or guarantee loans; money lent now may come back slowly.',
    },
  ],
};

const CAUTIONS: Record<Tier, readonly Bi[]> = {
  high: [
    {
      th: 'ช่วงที่เงินคล่องมือ ระวังการเพิ่มภาระผ่อนใหม่เพียงเพราะรู้สึกมั่นใจ',
      en: 'When money flows, beware taking on new instalments just because you feel sure.',
    },
    {
      th: 'ระวังค่าธรรมเนียมและการผ่อนที่ดูเหมือนเล็กน้อย เมื่อรวมกันแล้วอาจเป็นก้อนใหญ่',
      en: 'Beware fees and instalments that look small; together they add up.',
    },
  ],
  mid: [
    {
      th: 'ระวังการซื้อของเพื่อปลอบใจตัวเองตอนเครียด ลองรอหนึ่งวันก่อนกดสั่งซื้อ',
      en: 'Watch comfort-buying when stressed; wait a day before you hit “buy”.',
    },
    {
      th: 'ระวังการให้ยืมเงินโดยไม่มีหลักฐาน แม้จะเป็นคนสนิท ควรพูดคุยเงื่อนไขให้ชัดเจน',
      en: 'Avoid lending without a record, even to close friends; agree the terms clearly.',
    },
  ],
  low: [
    {
      th: 'ระวังข้อความหรือสายโทรศัพท์ที่อ้างว่าจะให้เงินหรือขอข้อมูลบัญชี ตรวจสอบทุกครั้งก่อนทำตาม',
      en: 'Be wary of messages or calls promising money or asking for account details; verify before acting.',
    },
    {
      th: 'อย่ากู้เงินนอกระบบเพื่ออุดรูเร่งด่วน ดอกเบี้ยที่สูงจะทำให้ปัญหาหนักขึ้นในเดือนถัดไป',
      en: 'Do not borrow from loan sharks to plug a gap; their interest makes next month worse.',
    },
  ],
};

const SOURCE_CAUTION: Record<IncomeSource, Bi> = {
  salary: {
    th: 'คนมีเงินเดือนมักเผลอใช้ล่วงหน้าผ่านบัตร ตั้งวงเงินบัตรให้ต่ำกว่ารายได้จริงจะปลอดภัยกว่า',
    en: 'Salaried people often spend ahead on cards; a card limit below your real income is safer.',
  },
  business: {
    th: 'คนทำธุรกิจควรระวังการให้ลูกค้าค้างจ่ายนานเกินไป เงินที่ยังไม่เข้ามือยังไม่ใช่กำไร',
    en: 'In business, beware letting customers owe too long; money not yet in hand is not profit.',
  },
  freelance: {
    th: 'งานอิสระควรมีสัญญาหรือข้อตกลงเป็นลายลักษณ์อักษรทุกงาน และเก็บมัดจำก่อนเริ่มงานใหญ่',
    en: 'Freelancers need a written agreement for every job and a deposit before big work.',
  },
  investment: {
    th: 'ระวังคำแนะนำการลงทุนจากคนที่ได้ประโยชน์จากการขาย ถามเสมอว่าเขาได้อะไรถ้าคุณซื้อ',
    en: 'Beware investment tips from people who profit from the sale; always ask what they gain if you buy.',
  },
  mixed: {
    th: 'เมื่อรายได้มาหลายทาง อย่าลืมเรื่องภาษีของแต่ละช่องทาง จดรายรับไว้ให้ครบตั้งแต่ต้นปี',
    en: 'With many income streams, do not forget the tax on each; record every receipt from the start of the year.',
  },
};

const THEME_CAUTION: Partial<Record<ThemeId, Bi>> = {
  debt: {
    th: 'ระหว่างปลดหนี้ อย่ารูดบัตรใบใหม่เพื่อจ่ายบัตรใบเก่า วงจรนี้ทำให้หนี้โตขึ้นโดยไม่รู้ตัว',
    en: 'While clearing debt, never use a new card to pay an old one; that loop quietly grows the debt.',
  },
  lend: {
    th: 'ถ้าจะให้ยืม อย่าให้ด้วยเงินที่ต้องใช้จ่ายในบ้านหรือเงินสำรองฉุกเฉิน',
    en: 'If you lend, never lend household or emergency money.',
  },
  property: {
    th: 'ระวังการตัดสินใจวางเงินจองเพราะโปรโมชันวันสุดท้าย โครงการดี ๆ มักมีรอบใหม่เสมอ',
    en: 'Beware paying a booking deposit because of a last-day promotion; good projects always have another round.',
  },
  invest: {
    th: 'ระวังการลงทุนตามเพื่อนหรือตามกระแสในโซเชียล ถ้าอธิบายไม่ได้ว่ากำไรมาจากไหน อย่าเพิ่งใส่เงิน',
    en: 'Beware investing because friends or social media do; if you cannot say where the profit comes from, hold off.',
  },
  'short-money': {
    th: 'ช่วงเงินตึง ระวังสินเชื่อด่วนผ่านแอปหรือข้อความ หลายรายเป็นหนี้นอกระบบที่ดอกเบี้ยสูงมาก',
    en: 'When money is tight, beware instant loans by app or text; many are loan sharks at crushing rates.',
  },
};

const ADVICE_CLOSE: Record<Tier, readonly Bi[]> = {
  high: [
    {
      th: 'แบ่งเงินที่ได้มาเป็นสามส่วน ใช้ เก็บ และให้ การแบ่งปันตามกำลังช่วยให้ดวงการเงินอยู่กับคุณนาน',
      en: 'Split what comes in three ways — spend, save and give; sharing within your means keeps money luck lasting.',
    },
    {
      th: 'ใช้ช่วงที่การเงินดีสร้างเงินสำรองไว้ก่อน วันที่ดวงอ่อนจะได้ไม่ต้องกังวล',
      en: 'Use this good spell to build a reserve first, so weaker days hold no worry.',
    },
  ],
  mid: [
    {
      th: 'จดรายรับรายจ่ายสักหนึ่งเดือน จะเห็นจุดที่เงินรั่วและจุดที่เพิ่มได้ชัดขึ้น',
      en: 'Track income and spending for a month; you will see where money leaks and where it can grow.',
    },
    {
      th: 'ตั้งเป้าการเงินที่วัดได้ เช่น ออมเพิ่มเดือนละหนึ่งพันบาท ความสม่ำเสมอจะพาไปไกล',
      en: 'Set a measurable goal — say, a thousand baht more saved each month; consistency goes far.',
    },
  ],
  low: [
    {
      th: 'ช่วงนี้เน้นรักษาสภาพคล่อง ตัดรายจ่ายที่ไม่จำเป็น และเลื่อนการตัดสินใจเรื่องเงินก้อนใหญ่ออกไปก่อน',
      en: 'Focus on keeping cash at hand, cut what you do not need, and postpone big money decisions.',
    },
    {
      th: 'ถ้ากังวลเรื่องหนี้หรือค่าใช้จ่าย ลองปรึกษาธนาคารหรือผู้รู้ด้านการเงิน การขอคำแนะนำเร็วช่วยได้มาก',
      en: 'If debts or bills worry you, talk to your bank or a financial adviser; asking early helps a lot.',
    },
  ],
};

/** What a good money day is for, by what the question is about. */
const ACTIONS: Partial<Record<ThemeId, Bi>> = {
  debt: { th: 'คุยกับเจ้าหนี้หรือโปะหนี้ก้อนแรก', en: 'talk to lenders or pay down the first debt' },
  saving: { th: 'เปิดบัญชีเงินเก็บหรือตั้งโอนอัตโนมัติ', en: 'open savings or set up an automatic transfer' },
  property: { th: 'ไปดูโครงการหรือคุยเรื่องสินเชื่อ', en: 'view the property or discuss the loan' },
  invest: { th: 'ทบทวนแผนลงทุนกับผู้แนะนำ', en: 'review your plan with an adviser' },
  'side-income': { th: 'เริ่มงานเสริมหรือเสนอบริการ', en: 'start a side job or offer a service' },
  sales: { th: 'ออกโปรโมชันหรือติดต่อลูกค้า', en: 'launch an offer or contact customers' },
  lend: { th: 'ตอบเรื่องยืมเงินอย่างใจเย็น', en: 'give your answer on the loan, calmly' },
  owed: { th: 'ทวงถามเงินที่ค้างอย่างสุภาพ', en: 'politely ask for what is owed' },
  'short-money': {
    th: 'วางงบใหม่และคุยเรื่องบิลที่ค้าง',
    en: 'set a new budget and discuss overdue bills',
  },
  raise: { th: 'คุยเรื่องค่าตอบแทน', en: 'talk about pay' },
};

function summary(c: C, score: number): Bi {
  const lead = pick(c.rng, c.ask.hard ? SUMMARY_HARD : SUMMARY_LEADS[c.tone])(c, score);
  const what =
    c.ask.theme && !c.ask.lottery
      ? { th: `เรื่อง${c.ask.theme.label.th}ที่ถามมา`, en: capitalise(c.ask.theme.label.en) }
      : c.goal
        ? {
            th: `เป้าหมาย${FINANCE_GOAL_LABELS[c.goal].th}`,
            en: `Your goal of ${FINANCE_GOAL_LABELS[c.goal].en}`,
          }
        : null;
  if (!what) return lead;
  const focus = pick(c.rng, SUMMARY_FOCUS[c.tone])(what.th);
  return { th: `${lead.th} ${focus}`, en: `${lead.en} ${what.en} ${SUMMARY_FOCUS_EN[c.tone]}.` };
}

function overview(c: C): Bi[] {
  const { ask, rng, p, d } = c;
  const lore = roleLine(rng, p, d, ROLE_FOR_MONEY) ?? DAY_FOR_MONEY[d.weekday.id];
  if (ask.lottery) return [notForGambling(rng), lore];
  const parts: Array<Bi | null> = [];
  if (ask.hard) parts.push(acknowledge(rng, p));
  if (ask.quote) {
    const lead = quoteLead(rng, ask.quote);
    const lean = leanLine(rng, ask, c.tier, d);
    parts.push({ th: `${lead.th} ${lean.th}`, en: `${lead.en} ${capitalise(lean.en)}.` });
    if (ask.theme) parts.push(pick(rng, ask.theme.weigh));
    if (ask.theme?.consult) parts.push(ask.theme.consult);
  } else {
    const src = c.source ? INCOME_SOURCE_LABELS[c.source] : null;
    parts.push(
      pick(rng, [
        {
          th: `เงินทองของ${p.callTh}ช่วงนี้${c.tone === 'high' ? 'ไหลเข้าคล่องกว่าปกติ' : c.tone === 'mid' ? 'ค่อย ๆ ไหลเข้าแบบสม่ำเสมอ ไม่หวือหวาแต่วางใจได้' : 'มีรูรั่วเล็ก ๆ ให้ต้องอุด'}${src ? ` โดยเฉพาะรายได้จาก${src.th}` : ''}`,
          en: `${greetEn(p)}money ${c.tone === 'high' ? 'flows in more easily than usual' : c.tone === 'mid' ? 'arrives steadily — nothing dramatic, but dependable' : 'has small leaks to plug'}${src ? `, especially income from ${src.en}` : ''}.`,
        },
        {
          th: `วันที่ ${d.dateTh} ${c.tone === 'low' ? 'เหมาะกับการประคองสภาพคล่องมากกว่าการใช้เงินก้อนใหญ่' : 'เหมาะกับการวางระบบการเงินให้มั่นคงขึ้นอีกขั้น'}${src ? ` สำหรับคนที่มีรายได้หลักจาก${src.th}` : ''}`,
          en: `${d.dateEn} ${c.tone === 'low' ? 'is for protecting cash flow rather than big spending' : 'is for putting your money system on a firmer footing'}${src ? `, for someone living on ${src.en}` : ''}.`,
        },
      ]),
    );
  }
  if (ask.hard) parts.push(wayThrough(rng));
  parts.push(windowLine(c));
  parts.push(lore);
  return parts.filter((x): x is Bi => x !== null);
}

function windowLine(c: C): Bi | null {
  const { ask, rng, p, d, window } = c;
  const frame = ask.intent.timeFrame;
  if (!frame || frame === 'today') return null;
  if (window.year !== null) {
    return (
      yearTopicLine(rng, p, d, TOPIC, window.year) ?? {
        th: `สำหรับ${window.words.th} ถ้าใส่วันเกิดไว้ จะดูได้ว่าปีนักษัตรของปีนั้นชงหรือหนุนปีเกิดของคุณ`,
        en: `For ${window.words.en}, give your birth date and the reading can tell whether that year clashes with or supports yours.`,
      }
    );
  }
  const action = (ask.theme && ACTIONS[ask.theme.id]) ?? {
    th: 'ตัดสินใจเรื่องเงิน',
    en: 'make money decisions',
  };
  const good = roleDayIn(p, d, 'fortune', window) ?? roleDayIn(p, d, 'foundation', window);
  if (!good) {
    const sri = weekdayInRole((p.weekday ?? d.weekday).id, 'fortune');
    return {
      th: `ตลอด${window.words.th} ให้ใช้${dayTh(sri)}ซึ่งเป็นวันศรีเป็นวันหลักในการ${action.th}`,
      en: `Throughout ${window.words.en}, make ${dayEn(sri)}, your fortune day, the day to ${action.en}.`,
    };
  }
  return pick(rng, [
    {
      th: `ใน${window.words.th} วันที่เหมาะที่สุดที่จะ${action.th}คือ${good.text.th}`,
      en: `Within ${window.words.en}, the best day to ${action.en} is ${good.text.en}.`,
    },
    {
      th: `ถ้าเลือกวันได้ ช่วง${window.words.th}ให้${action.th}ใน${good.text.th}`,
      en: `If you can choose, ${action.en} on ${good.text.en}, within ${window.words.en}.`,
    },
  ]);
}

function income(c: C): Bi[] {
  const { p, rng } = c;
  const parts: Bi[] = [];
  if (c.source) {
    parts.push(pick(rng, SOURCE_TREND[c.tone])(INCOME_SOURCE_LABELS[c.source]));
    parts.push(pick(rng, INCOME_LINES[c.source]));
  }
  if (p.weekday && p.traits) {
    parts.push(
      pick(rng, [
        {
          th: `ตำราวันเกิดกล่าวถึงคนเกิด${dayTh(p.weekday)}ไว้ว่า ${p.traits.moneyTh}`,
          en: `Birth-day lore says of ${dayEn(p.weekday)} people: ${lowerFirst(p.traits.moneyEn)}`,
        },
        {
          th: `ด้านเงิน คนเกิด${dayTh(p.weekday)}ซึ่งมี${p.weekday.planetTh}เป็นดาวประจำวัน ${p.traits.moneyTh}`,
          en: `Your birth planet is ${WEEKDAY_LORE[p.weekday.id].planetEn}, so with money: ${lowerFirst(p.traits.moneyEn)}`,
        },
      ]),
    );
  }
  const a = p.animal;
  if (a) {
    parts.push(
      pick(rng, [
        {
          th: `ส่วนคนปี${a.yearNameTh}มี${a.strengthTh}เป็นทุนเรื่องเงิน แต่ควรระวัง${a.cautionTh}เวลาตัดสินใจเรื่องเงินก้อนใหญ่`,
          en: `Those born in the year of the ${a.nameEn} bring ${a.strengthEn} to money, but watch for ${a.cautionEn} with large sums.`,
        },
        {
          th: `คนปี${a.yearNameTh}ขึ้นชื่อเรื่อง${a.strengthTh} ซึ่งช่วยให้มองเห็นช่องทางเงินที่คนอื่นมองข้าม`,
          en: `The ${a.nameEn} is known for ${a.strengthEn}, which helps you spot money others overlook.`,
        },
      ]),
    );
  }
  if (parts.length < 2) {
    parts.push(
      pick(rng, [
        {
          th: `วันนี้เป็นวันของ${c.d.weekday.planetTh} ถ้าใส่วันเกิดไว้ จะอ่านนิสัยการใช้เงินจากดาวประจำวันเกิดของคุณได้`,
          en: `Today is ruled by ${WEEKDAY_LORE[c.d.weekday.id].planetEn}; with your birth date, your money habits could be read from your own birth planet.`,
        },
        {
          th: 'ช่องทางเงินที่ดีที่สุดช่วงนี้คือทางที่คุณทำได้สม่ำเสมอ รายได้ที่มาเป็นประจำแม้ไม่มากมีค่ากว่ารายได้ก้อนใหญ่ที่มาครั้งเดียว',
          en: 'Your best channel now is the one you can keep up; steady small income is worth more than one big lump.',
        },
      ]),
    );
  }
  return parts;
}

function plan(c: C): Bi[] {
  const { rng, ask } = c;
  const parts: Bi[] = [];
  if (c.goal) parts.push(pick(rng, GOAL_LINES[c.goal]));
  if (c.goal && c.source) {
    const act = GOAL_ACT[c.goal];
    const when = SOURCE_RHYTHM[c.source];
    const amount = pick(rng, AMOUNT_BY_TONE[c.tone]);
    parts.push({
      th: `เมื่อรายได้หลักมาจาก${INCOME_SOURCE_LABELS[c.source].th} ให้${act.th}${when.th} ${amount.th}`,
      en: `With income from ${INCOME_SOURCE_LABELS[c.source].en.replace(/\bmy\b/g, 'your')}, ${act.en} ${when.en}, ${amount.en}.`,
    });
  }
  const theme = ask.theme;
  if (theme && !ask.lottery && c.goal && c.chosen) {
    const same = THEME_GOAL[theme.id] === c.goal;
    parts.push(
      same
        ? pick(rng, [
            {
              th: `เรื่อง${theme.label.th}ที่ถามมาคือหัวใจของเป้าหมายนี้ ทำตรงนี้ให้ดีแล้วเรื่องอื่นจะง่ายขึ้น`,
              en: `Your question about ${theme.label.en} is the heart of this goal; get it right and the rest follows.`,
            },
            {
              th: `ทั้งเป้าหมายที่ตั้งไว้และเรื่อง${theme.label.th}ที่ถามมาไปทางเดียวกัน ลงแรงจุดเดียวได้สองต่อ`,
              en: `Your goal and your question about ${theme.label.en} point the same way; one effort counts twice.`,
            },
          ])
        : pick(rng, [
            {
              th: `ลองมองเรื่อง${theme.label.th}ว่าพาเข้าใกล้เป้าหมาย${FINANCE_GOAL_LABELS[c.goal].th}หรือพาออกห่าง คำตอบจะช่วยเรียงลำดับได้ว่าอะไรควรมาก่อน`,
              en: `Ask whether ${theme.label.en} brings you nearer to ${FINANCE_GOAL_LABELS[c.goal].en} or further away; it shows what should come first.`,
            },
            {
              th: `ให้เป้าหมาย${FINANCE_GOAL_LABELS[c.goal].th}เป็นตัวตัดสินเรื่อง${theme.label.th} ถ้าเรื่องนี้ทำให้เป้าหมายช้าลง ให้รอไว้ก่อน`,
              en: `Let ${FINANCE_GOAL_LABELS[c.goal].en} decide ${theme.label.en}: if it slows the goal, let it wait.`,
            },
          ]),
    );
  }
  if (parts.length === 0) {
    parts.push(
      pick(rng, [
        {
          th: 'ยังไม่ได้เลือกเป้าหมายการเงินไว้ ลองเริ่มจากเป้าที่ง่ายที่สุด คือมีเงินสำรองพอใช้สามเดือน แล้วค่อยต่อยอดไปเรื่องอื่น',
          en: 'With no money goal chosen, start with the simplest: three months of reserve, then build from there.',
        },
        {
          th: 'แผนการเงินที่ดีเริ่มจากรู้ตัวเลขของตัวเอง รายรับ รายจ่ายประจำ และหนี้ที่มี แล้วเลือกเป้าหมายเดียวที่สำคัญที่สุดก่อน',
          en: 'A good money plan starts with your real figures — income, fixed costs, debts — then one goal that matters most.',
        },
      ]),
    );
  }
  return parts;
}

function windfall(c: C): Bi[] {
  const { rng, p, d } = c;
  const owner = p.weekday ?? d.weekday;
  const sri = weekdayInRole(owner.id, 'fortune');
  const sriDay = dayDate(sri, nextDayOf(addDays(d.date, 1), sri));
  const luck = c.ask.lottery
    ? pick(rng, [
        {
          th: 'โชคลาภที่ดวงชี้ช่วงนี้มาในรูปของโอกาสหารายได้และความช่วยเหลือจากคน มากกว่าการถูกรางวัล',
          en: 'The luck in your stars now comes as chances to earn and help from people, not as prizes.',
        },
        {
          th: 'ลาภที่จับต้องได้ช่วงนี้คือเงินที่ไม่รั่วออกไป ทุกบาทที่ไม่ได้เสียไปกับการลุ้นคือเงินที่อยู่กับคุณจริง',
          en: 'The real windfall now is money that does not leak away; every baht not spent on chance stays yours.',
        },
      ])
    : pick(rng, WINDFALL[c.tone]);
  const day = pick(rng, [
    {
      th: `วันศรีที่ใกล้ที่สุดคือ${sriDay.th} ถ้ามีเรื่องขอหรือเรื่องเงินที่รอคำตอบ ลองหยิบขึ้นมาในวันนั้น`,
      en: `Your nearest fortune day is ${sriDay.en}; if a request or money matter awaits an answer, raise it then.`,
    },
    {
      th: `${sriDay.th}เป็นวันศรี พกของ${sri.colourTh}ติดตัวไว้เป็นกำลังใจเล็ก ๆ ในวันนั้น`,
      en: `${sriDay.en} is a fortune day; carry something ${sri.colourEn} that day as a small encouragement.`,
    },
  ]);
  return [luck, day];
}

function timing(c: C): Bi[] {
  const { p, d, rng } = c;
  const owner = p.weekday ?? d.weekday;
  const from = addDays(d.date, 1);
  const power = weekdayInRole(owner.id, 'power');
  const mula = weekdayInRole(owner.id, 'foundation');
  const powerDay = dayDate(power, nextDayOf(from, power));
  const mulaDay = dayDate(mula, nextDayOf(from, mula));
  const whose = p.weekday
    ? { th: `คนเกิด${dayTh(owner)}`, en: `a ${dayEn(owner)} birth` }
    : { th: `${dayTh(owner)}ซึ่งเป็นวันที่ดูดวง`, en: `${dayEn(owner)}, the reading day` };
  const sri = weekdayInRole(owner.id, 'fortune');
  const days = pick(rng, [
    {
      th: `เรื่องต่อรองราคาหรือขอขึ้นค่าตอบแทนให้เลือก${powerDay.th}ซึ่งเป็นวันเดชของ${whose.th} ส่วนเรื่องบ้านและทรัพย์สินถาวรให้เลือก${mulaDay.th}ซึ่งเป็นวันมูละ`,
      en: `For bargaining or asking for more pay, choose ${powerDay.en}, the power day of ${whose.en}; for home and property, ${mulaDay.en}, the foundation day.`,
    },
    {
      th: `ตามทักษาของ${whose.th} ${mulaDay.th}เหมาะกับเรื่องบ้านและเงินออมระยะยาว ส่วนเงินที่หมุนเร็ว เช่น การค้าขายรายวัน ให้ใช้${dayTh(sri)}ซึ่งเป็นวันศรีของทุกสัปดาห์`,
      en: `By the ทักษา wheel of ${whose.en}, ${mulaDay.en} suits home matters and long-term saving; for fast-moving money such as daily trade, use ${dayEn(sri)}, your weekly fortune day.`,
    },
  ]);
  const year = c.window.year === null ? yearTopicLine(rng, p, d, TOPIC) : null;
  return [days, ...(year ? [year] : [])];
}

function caution(c: C): Bi[] {
  const { rng, ask } = c;
  const themed = ask.theme ? THEME_CAUTION[ask.theme.id] : undefined;
  const owner = c.p.weekday ?? c.d.weekday;
  const bad = weekdayInRole(owner.id, 'misfortune');
  const badDay = dayDate(bad, nextDayOf(addDays(c.d.date, 1), bad));
  const parts: Bi[] = [
    themed ?? pick(rng, CAUTIONS[c.tone]),
    pick(rng, [
      {
        th: `${badDay.th}เป็นวันกาลกิณี${c.p.weekday ? `ของคนเกิด${dayTh(owner)}` : ''} ไม่ควรโอนเงินก้อนใหญ่ ให้ใครยืม หรือเซ็นสัญญาเงินกู้ในวันนั้น`,
        en: `${badDay.en} is a misfortune day${c.p.weekday ? ` for a ${dayEn(owner)} birth` : ''}: no large transfers, loans to others or loan papers that day.`,
      },
      {
        th: `เลี่ยงการใช้เงินก้อนใหญ่ใน${badDay.th} ซึ่งตรงกับวันกาลกิณีตามทักษา`,
        en: `Avoid big spending on ${badDay.en}, the misfortune day on the ทักษา wheel.`,
      },
    ]),
  ];
  if (c.source) parts.push(SOURCE_CAUTION[c.source]);
  else if (c.p.traits && c.p.weekday) {
    parts.push({
      th: `และอย่าลืมจุดอ่อนของคนเกิด${dayTh(c.p.weekday)} คือ${c.p.traits.watchOutTh}`,
      en: `And mind the ${dayEn(c.p.weekday)} weak spot: ${lowerFirst(c.p.traits.watchOutEn)}`,
    });
  }
  return parts;
}

/** The theme whose first steps suit a money goal, when no question names one. */
const GOAL_THEME: Partial<Record<FinanceGoal, ThemeId>> = {
  saving: 'saving',
  debt: 'debt',
  investing: 'invest',
  'extra-income': 'side-income',
  stability: 'money',
};

function advice(c: C): Bi {
  const { rng, ask, p, d } = c;
  const owner = p.weekday ?? d.weekday;
  const mon = weekdayInRole(owner.id, 'support');
  const when = dayDate(mon, nextDayOf(addDays(d.date, 1), mon));
  const goalTheme = c.goal ? GOAL_THEME[c.goal] : undefined;
  const step =
    ask.theme && !ask.lottery
      ? pick(rng, ask.theme.steps)
      : goalTheme
        ? pick(rng, themeById(goalTheme).steps)
        : pick(rng, ADVICE_CLOSE[c.tone]);
  const help = pick(rng, [
    {
      th: `ถ้าอยากได้คำแนะนำเพิ่ม ${when.th}เป็นวันมนตรี เหมาะจะคุยกับธนาคารหรือผู้รู้`,
      en: `For more advice, ${when.en} is a support day, good for talking to a bank or someone who knows.`,
    },
    {
      th: `${when.th}เป็นวันมนตรีที่ผู้ใหญ่เมตตา ถ้ามีเรื่องเงินต้องขอความช่วยเหลือ ให้ยื่นในวันนั้น`,
      en: `${when.en} is a support day when seniors are kind; if you need help with money, ask then.`,
    },
  ]);
  return joinParts([step, help, ENTERTAINMENT_NOTE]);
}

export function financeReading(input: FinanceInput): ReadingResult<'finance'> {
  checkOption(input.incomeSource, INCOME_SOURCES, 'incomeSource');
  checkOption(input.goal, FINANCE_GOALS, 'goal');
  const d = dayContext(input.date);
  const p = personContext(input, d);
  const rng = readingRng('finance', input);
  const ask = readAsk(input.question);

  let score = loreScore(p, rng, 60);
  if (p.dayRole?.id === 'fortune') score += 4;
  score = clampScore(score);
  const tier = tierOf(score);
  const goal = input.goal ?? (ask.theme ? (THEME_GOAL[ask.theme.id] ?? null) : null);
  const c: C = {
    p,
    d,
    rng,
    ask,
    tier,
    tone: toneOf(tier, ask),
    window: askedWindow(ask, d),
    source: input.incomeSource ?? null,
    goal,
    chosen: input.goal !== undefined,
  };
  const lucky = luckyFor(p, d, rng);
  if (ask.lottery) lucky.numbers = [];

  const planHeading = !goal
    ? { th: 'แผนการเงิน', en: 'Your money plan' }
    : input.goal
      ? {
          th: `เป้าหมาย: ${FINANCE_GOAL_LABELS[goal].th}`,
          en: `Goal: ${FINANCE_GOAL_LABELS[goal].en}`,
        }
      : {
          th: `แผนการเงิน: ${FINANCE_GOAL_LABELS[goal].th}`,
          en: `Money plan: ${FINANCE_GOAL_LABELS[goal].en}`,
        };
  const s = summary(c, score);
  const a = advice(c);
  return {
    kind: 'finance',
    date: d.iso,
    titleTh: 'ดูดวงการเงิน',
    titleEn: 'Money reading',
    summaryTh: s.th,
    summaryEn: capitalise(s.en),
    sections: [
      section('overview', { th: 'ภาพรวมดวงการเงิน', en: 'Money overview' }, overview(c)),
      section('income', { th: 'รายได้และช่องทางเงิน', en: 'Income' }, income(c)),
      section('plan', planHeading, plan(c)),
      section('windfall', { th: 'โชคลาภ', en: 'Windfalls' }, windfall(c)),
      section('timing', { th: 'จังหวะเวลา', en: 'Timing' }, timing(c)),
      section('caution', { th: 'สิ่งที่ควรระวัง', en: 'Watch out for' }, caution(c)),
      luckySection(lucky),
    ],
    luckyColoursTh: lucky.coloursTh,
    luckyColoursEn: lucky.coloursEn,
    luckyNumbers: lucky.numbers,
    score0to100: score,
    adviceTh: a.th,
    adviceEn: a.en,
  };
}
