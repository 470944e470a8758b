/**
 * ดูดวงโชคลาภ: luck for one area of life, read from the question (a hard week is met as one, a
 * request for lottery numbers gets none), the chosen focus, birth lore and the day, with ways to
 * strengthen it from Thai practice (พระประจำวันเกิด, กำลังวัน, merit-making, colours).
 */
import { LUCK_FOCUSES, type LuckFocus } from '@duangdee/contract/reading-options';
import { addDays } from '../dates.ts';
import type { PersonInput } from '../options.ts';
import { pick, type Rng } from '../seed.ts';
import { capitalise, listEn, listTh, lowerFirst, type Bi } from '../text.ts';
import { BIRTH_DAY_BUDDHA, weekdayInRole, type TaksaRoleId } from '../thai-calendar.ts';
import { WEEKDAY_LORE, type WeekdayId } from '../weekday.ts';
import {
  checkOption,
  clampScore,
  dayContext,
  dayEn,
  dayTh,
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
import type { ThemeId } from './topic-themes.ts';

/** The option values come from the contract (what the forms and the API accept). */
export { LUCK_FOCUSES };
export type { LuckFocus };

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
  rng: Rng;
  ask: Ask;
  tier: Tier;
  tone: Tier;
  window: Window;
  focus: LuckFocus;
  /** Colours to avoid on the reading day (the lucky section names them). */
  avoidTh: readonly string[];
}

const TOPIC: Bi = { th: 'โชคลาภ', en: 'luck' };

/** The focus a question points to when none was chosen. */
const THEME_FOCUS: Partial<Record<ThemeId, LuckFocus>> = {
  work: 'work',
  resign: 'work',
  promotion: 'work',
  raise: 'work',
  interview: 'work',
  boss: 'work',
  colleague: 'work',
  business: 'work',
  sales: 'work',
  workload: 'work',
  'laid-off': 'work',
  money: 'money',
  debt: 'money',
  saving: 'money',
  'side-income': 'money',
  'short-money': 'money',
  invest: 'money',
  property: 'money',
  lottery: 'money',
  love: 'love',
  travel: 'travel',
  'abroad-work': 'travel',
  health: 'health',
  exam: 'study',
  'child-exam': 'study',
  'civil-exam': 'study',
};

/** What the day's ทักษา role means for luck. */
const ROLE_FOR_LUCK: Record<TaksaRoleId, readonly Bi[]> = {
  companions: [
    {
      th: 'โชคมาทางคนรอบตัว ครอบครัวและเพื่อนฝูงอาจนำข่าวดีหรือความช่วยเหลือมาให้',
      en: 'luck comes through the people around you; family and friends may bring good news or help.',
    },
    {
      th: 'เป็นวันที่อยู่กับคนที่รักแล้วใจฟู สิ่งดี ๆ มักเริ่มจากบทสนทนาธรรมดา',
      en: 'a day when being with loved ones lifts you; good things often start in ordinary conversation.',
    },
  ],
  longevity: [
    {
      th: 'โชคของวันนี้อยู่ที่ร่างกายและจิตใจที่แข็งแรง พักผ่อนให้พอแล้วเรื่องอื่นจะราบรื่นตาม',
      en: 'today’s luck is a sound body and mind; rest well and the rest runs smoothly.',
    },
    {
      th: 'เหมาะกับการดูแลตัวเองและทำบุญเพื่อต่อดวง มากกว่าการเสี่ยงเรื่องใหม่',
      en: 'good for self-care and merit that lengthens good fortune, rather than new risks.',
    },
  ],
  power: [
    {
      th: 'โชคมาพร้อมความน่าเชื่อถือ ถ้ามีเรื่องต้องขอหรือต่อรอง คนพร้อมฟังคุณ',
      en: 'luck comes with credibility; if you must ask or bargain, people will listen.',
    },
    {
      th: 'บารมีของคุณเด่น เรื่องที่ต้องใช้ความกล้าพูดกล้าขอมีโอกาสสำเร็จ',
      en: 'your standing shines; things that need courage to ask for have a chance.',
    },
  ],
  fortune: [
    {
      th: 'เป็นวันศรีที่โชคและเสน่ห์หนุนนำ เหมาะกับการขอในสิ่งที่หวังและการเริ่มต้นสิ่งดี',
      en: 'a fortune day when luck and charm lead — good for asking what you hope for and good beginnings.',
    },
    {
      th: 'เรื่องดีอาจเข้ามาแบบไม่ได้นัดหมาย เปิดใจรับคำชวนเล็ก ๆ ไว้',
      en: 'good things tend to arrive unexpectedly; say yes to small invitations.',
    },
  ],
  foundation: [
    {
      th: 'โชคมาในเรื่องบ้านและรากฐานชีวิต เหมาะกับการจัดบ้าน ทำบุญบ้าน หรือวางแผนระยะยาว',
      en: 'luck comes at home and in life’s foundations — good for tidying, blessing the home or long plans.',
    },
    {
      th: 'สิ่งที่ลงมือวันนี้จะค่อย ๆ ผลิดอกออกผลในระยะยาว ไม่ต้องรีบเห็นผล',
      en: 'what you begin today bears fruit slowly; no need to see results at once.',
    },
  ],
  diligence: [
    {
      th: 'โชคของวันนี้มาจากความขยัน ยิ่งลงมือมากยิ่งได้มาก แต่อย่าหักโหมจนเกินตัว',
      en: 'today’s luck comes from effort; the more you do the more you gain — but do not overdo it.',
    },
    {
      th: 'อาจเหนื่อยกว่าปกติ แต่สิ่งที่ได้มาด้วยแรงวันนี้จะอยู่กับคุณนาน',
      en: 'it may be more tiring than usual, but what you earn by effort today stays with you.',
    },
  ],
  support: [
    {
      th: 'ผู้ใหญ่เมตตาและมีคนพร้อมช่วย เหมาะกับการขอคำปรึกษาหรือขอพรจากผู้ที่เคารพ',
      en: 'elders are kind and help is near — good for seeking advice or blessings from people you respect.',
    },
    {
      th: 'โชคมาทางผู้อุปถัมภ์ ถ้ามีเรื่องที่รอคนช่วยผลักดัน วันนี้ลองเอ่ยปาก',
      en: 'luck comes through patrons; if something awaits a push from someone, ask today.',
    },
  ],
  misfortune: [
    {
      th: 'เป็นวันกาลกิณีของคุณ ไม่ควรเสี่ยงหรือเริ่มเรื่องใหญ่ ทำสิ่งเดิมให้ดีและใจเย็นกับทุกเรื่อง',
      en: 'it is your misfortune day: take no risks and start nothing big; tend what you have and stay calm.',
    },
    {
      th: 'วันนี้ให้อยู่ในความไม่ประมาท ตรวจทุกอย่างสองครั้ง และเลี่ยงสีกาลกิณีของตัวเอง',
      en: 'stay careful today, check everything twice, and skip your unlucky colour.',
    },
  ],
};

/** The reading day's planet and luck, for readers without birth data. */
const DAY_FOR_LUCK: Record<WeekdayId, Bi> = {
  sunday: {
    th: 'วันอาทิตย์เป็นวันของพระอาทิตย์ เหมาะกับการไหว้พระและเริ่มต้นสิ่งที่ตั้งใจ',
    en: 'Sunday belongs to the Sun: good for temple visits and beginning what you intend.',
  },
  monday: {
    th: 'วันจันทร์เป็นวันของพระจันทร์ โชคมาทางความอ่อนโยนและความเมตตาของผู้หญิงหรือผู้ใหญ่',
    en: 'Monday belongs to the Moon: luck comes through gentleness and the kindness of women or elders.',
  },
  tuesday: {
    th: 'วันอังคารเป็นวันของพระอังคาร โชคมาหาคนที่กล้าลงมือ แต่ควรระวังอุบัติเหตุจากความรีบ',
    en: 'Tuesday belongs to Mars: luck favours the bold, but beware accidents from haste.',
  },
  'wednesday-day': {
    th: 'วันพุธเป็นวันของพระพุธ โชคมาทางคำพูดและการติดต่อ ข่าวดีอาจมาทางข้อความ',
    en: 'Wednesday belongs to Mercury: luck comes through words and contacts; good news may come by message.',
  },
  'wednesday-night': {
    th: 'คืนวันพุธเป็นเวลาของพระราหู โชคมาแบบฉับพลันแต่ไม่ยั่งยืน อย่าทุ่มกับสิ่งที่ได้มาง่าย',
    en: 'Wednesday night belongs to Rahu: sudden luck that does not last; do not stake much on easy gains.',
  },
  thursday: {
    th: 'วันพฤหัสบดีเป็นวันครู โชคมาทางผู้ใหญ่และความรู้ เหมาะกับการไหว้ครูและขอพร',
    en: 'Thursday is the teachers’ day: luck comes through elders and learning — good for honouring teachers.',
  },
  friday: {
    th: 'วันศุกร์เป็นวันของพระศุกร์ โชคมาทางเสน่ห์และความสุข เหมาะกับการพบปะผู้คน',
    en: 'Friday belongs to Venus: luck comes through charm and pleasure — good for meeting people.',
  },
  saturday: {
    th: 'วันเสาร์เป็นวันของพระเสาร์ โชคมาหาคนอดทน เหมาะกับการเคลียร์เรื่องค้างและทำบุญสะเดาะเคราะห์',
    en: 'Saturday belongs to Saturn: luck favours patience — good for clearing backlogs and merit to ease misfortune.',
  },
};

const SUMMARY_LEADS: Record<Tier, ReadonlyArray<(c: C, s: number) => Bi>> = {
  high: [
    (c, s) => ({
      th: `โชคของ${c.p.callTh}ประจำวันที่ ${c.d.dateTh} อยู่ที่ ${s}/100 สิ่งดี ๆ มักมาในจังหวะที่ไม่คาดคิด`,
      en: `${greetEn(c.p)}your luck score for ${c.d.dateEn} is ${s}/100: good things tend to arrive unexpectedly.`,
    }),
    (c, s) => ({
      th: `${c.p.callTh}มีคะแนนโชคลาภ ${s}/100 ในวันที่ ${c.d.dateTh} มีคนพร้อมหยิบยื่นโอกาสและความช่วยเหลือ`,
      en: `${greetEn(c.p)}a luck score of ${s}/100 on ${c.d.dateEn}: people are ready to offer chances and help.`,
    }),
  ],
  mid: [
    (c, s) => ({
      th: `โชคของ${c.p.callTh}ประจำวันที่ ${c.d.dateTh} อยู่ที่ ${s}/100 โชคมาครึ่งทาง อีกครึ่งอยู่ที่การลงมือ`,
      en: `${greetEn(c.p)}your luck score for ${c.d.dateEn} is ${s}/100: luck meets you halfway; the rest is action.`,
    }),
    (c, s) => ({
      th: `${c.p.callTh}มีคะแนนโชคลาภ ${s}/100 ในวันที่ ${c.d.dateTh} ไม่หวือหวาแต่มีโชคเล็ก ๆ แทรกในชีวิตประจำวัน`,
      en: `${greetEn(c.p)}a luck score of ${s}/100 on ${c.d.dateEn}: nothing dramatic, but small luck in everyday life.`,
    }),
  ],
  low: [
    (c, s) => ({
      th: `โชคของ${c.p.callTh}ประจำวันที่ ${c.d.dateTh} อยู่ที่ ${s}/100 ยังไม่เต็มที่ ควรระวังและไม่เสี่ยงเกินตัว`,
      en: `${greetEn(c.p)}your luck score for ${c.d.dateEn} is ${s}/100: not at full strength — be careful and do not overreach.`,
    }),
    (c, s) => ({
      th: `${c.p.callTh}มีคะแนนโชคลาภ ${s}/100 ในวันที่ ${c.d.dateTh} ดวงอยู่ในช่วงพักฟื้น เหมือนต้นไม้ผลัดใบก่อนแตกใบใหม่`,
      en: `${greetEn(c.p)}a luck score of ${s}/100 on ${c.d.dateEn}: your fortune is resting, like a tree shedding leaves before new growth.`,
    }),
  ],
};

const SUMMARY_HARD: ReadonlyArray<(c: C, s: number) => Bi> = [
  (c, s) => ({
    th: `โชคของ${c.p.callTh}ประจำวันที่ ${c.d.dateTh} อยู่ที่ ${s}/100 ช่วงนี้หนักใจไม่น้อย แต่ไม่ใช่ช่วงที่จะอยู่ตลอดไป`,
    en: `${greetEn(c.p)}your luck score for ${c.d.dateEn} is ${s}/100: a heavy stretch, but not one that lasts for ever.`,
  }),
  (c, s) => ({
    th: `${c.p.callTh}มีคะแนนโชคลาภ ${s}/100 ในวันที่ ${c.d.dateTh} ช่วงที่เหนื่อยแบบนี้ค่อย ๆ ผ่านไปได้ทีละวัน`,
    en: `${greetEn(c.p)}a luck score of ${s}/100 on ${c.d.dateEn}: a tiring spell like this passes one day at a time.`,
  }),
];

const FOCUS_LINES: Record<LuckFocus, readonly Bi[]> = {
  overall: [
    {
      th: 'ภาพรวมโชคดีที่สุดเมื่อคุณอยู่กับคนที่หวังดี ใช้เวลากับคนที่ทำให้ใจสบาย แล้วโอกาสจะตามมาเอง',
      en: 'Your luck is best among people who wish you well; spend time with those who put you at ease and chances follow.',
    },
    {
      th: 'โชคช่วงนี้กระจายอยู่หลายด้าน ตั้งแต่เรื่องเล็กอย่างการเดินทางที่ราบรื่น ไปจนถึงข่าวดีที่รอมานาน',
      en: 'Luck is spread widely now — from smooth journeys to long-awaited news.',
    },
    {
      th: 'โชคภาพรวมจะชัดขึ้นเมื่อคุณรู้ว่าอยากได้อะไร ลองเขียนสิ่งที่หวังไว้สักสามข้อ แล้วสังเกตว่าโอกาสไหนเข้ามาตรงกับข้อใด',
      en: 'Luck sharpens once you know what you want; write three hopes and notice which chances match them.',
    },
  ],
  money: [
    {
      th: 'โชคการเงินมาในรูปของโอกาสหารายได้ มากกว่าเงินที่ตกจากฟ้า จับตาข้อเสนองานหรือการขายที่เข้ามา',
      en: 'Money luck comes as chances to earn rather than money from the sky; watch for job or sales offers.',
    },
    {
      th: 'อาจมีโชคเล็ก ๆ อย่างของแถม ส่วนลด หรือเงินคืน ที่ช่วยให้เดือนนี้เบาขึ้น',
      en: 'Small luck — freebies, discounts, refunds — may lighten this month.',
    },
    {
      th: 'โชคเงินของคุณผูกกับคนที่เคยช่วยเหลือกัน ความดีที่เคยทำไว้อาจย้อนกลับมาเป็นโอกาส',
      en: 'Your money luck is tied to people you have helped; past kindness may return as opportunity.',
    },
  ],
  love: [
    {
      th: 'โชคความรักช่วงนี้มาจากความบังเอิญ เช่น การพบกันในที่ไม่คาดคิด หรือการกลับมาคุยกับคนที่เคยรู้จัก',
      en: 'Love luck comes by chance now — an unexpected meeting, or reconnecting with someone you once knew.',
    },
    {
      th: 'เสน่ห์ของคุณดึงดูดคนที่มีน้ำใจ ลองเปิดใจรับคำชวนเล็ก ๆ อาจเป็นจุดเริ่มต้นของเรื่องดี',
      en: 'Your charm attracts kind people; say yes to small invitations — one may start something good.',
    },
    {
      th: 'ความรักที่มีอยู่แล้วก็มีโชค ความใส่ใจเล็ก ๆ ที่ให้กันจะย้อนกลับมาเป็นความอบอุ่นมากกว่าที่คิด',
      en: 'Love you already have is lucky too; small attentions come back as more warmth than you expect.',
    },
  ],
  work: [
    {
      th: 'โชคการงานมาจากผู้ใหญ่และเพื่อนร่วมงาน อาจมีคนเสนอชื่อคุณให้รับงานสำคัญ',
      en: 'Work luck comes through seniors and colleagues; someone may put your name forward.',
    },
    {
      th: 'งานที่ยื่นไปมีแนวโน้มได้รับการตอบรับ ลองส่งใบสมัครหรือข้อเสนอที่รออยู่',
      en: 'Submissions are likely to be well received — send that application or proposal.',
    },
    {
      th: 'โชคในที่ทำงานมักแฝงมากับงานที่คนอื่นไม่อยากรับ ถ้ามีโอกาสแบบนั้น ลองพิจารณาดูก่อนปฏิเสธ',
      en: 'Luck at work often hides in tasks others avoid; if one comes, consider it before saying no.',
    },
  ],
  travel: [
    {
      th: 'การเดินทางมีโชค อาจได้พบคนที่เป็นประโยชน์หรือได้ข่าวดีระหว่างทาง ไหว้พระขอพรก่อนออกเดินทางจะอุ่นใจ',
      en: 'Travel is lucky; you may meet useful people or hear good news on the way — pay respects before you set off.',
    },
    {
      th: 'ทริปใกล้ ๆ ที่ได้พักใจจะช่วยเติมพลังและเปิดมุมมองใหม่ เลือกวันศรีของคุณเป็นวันออกเดินทาง',
      en: 'A short restful trip will recharge you and open new views; set off on your fortune day.',
    },
    {
      th: 'โชคการเดินทางจะมาพร้อมการเตรียมตัวดี จองล่วงหน้าและเผื่อเวลาไว้ แล้วเรื่องไม่คาดคิดจะกลายเป็นเรื่องสนุก',
      en: 'Travel luck comes with good preparation; book ahead and allow time, and surprises become fun.',
    },
  ],
  health: [
    {
      th: 'โชคด้านสุขภาพอยู่กับการดูแลตัวเอง การนอนพอและขยับตัวทุกวันคือเครื่องรางที่ดีที่สุด',
      en: 'Health luck follows care; enough sleep and daily movement are the best amulet.',
    },
    {
      th: 'ช่วงนี้เหมาะกับการเริ่มนิสัยสุขภาพใหม่ และการตรวจสุขภาพประจำปีเพื่อความอุ่นใจ ถ้ามีอาการผิดปกติควรปรึกษาแพทย์',
      en: 'A good time to start healthy habits and book a check-up for peace of mind; see a doctor about anything unusual.',
    },
    {
      th: 'ใจที่สบายช่วยให้ร่างกายฟื้นตัวได้ดี หาเวลาทำสิ่งที่ชอบสักวันละนิด',
      en: 'A settled mind helps the body recover; make a little time each day for what you enjoy.',
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
    {
      th: 'โชคด้านการเรียนมาพร้อมเพื่อนที่ดี การติวกับเพื่อนที่ตั้งใจจะช่วยให้เข้าใจเร็วกว่าอ่านคนเดียว',
      en: 'Study luck comes with good friends; revising with committed classmates beats reading alone.',
    },
  ],
};

/** What each focus asks of the person's own birth lore. */
const FOCUS_TRAIT: Record<LuckFocus, 'careerTh' | 'loveTh' | 'moneyTh' | 'healthTh' | null> = {
  overall: null,
  money: 'moneyTh',
  love: 'loveTh',
  work: 'careerTh',
  travel: null,
  health: 'healthTh',
  study: null,
};
const FOCUS_TRAIT_EN = {
  careerTh: 'careerEn',
  loveTh: 'loveEn',
  moneyTh: 'moneyEn',
  healthTh: 'healthEn',
} as const;

const MERIT: readonly Bi[] = [
  {
    th: 'ทำบุญตักบาตรตอนเช้า หรือถวายสังฆทานตามกำลัง จะช่วยเสริมสิริมงคลและทำให้จิตใจผ่องใส',
    en: 'Offer alms in the morning or make a temple offering within your means, for blessings and a clear mind.',
  },
  {
    th: 'บริจาคโลหิตหรือช่วยเหลือผู้ที่ลำบาก เป็นบุญที่ช่วยต่อดวงและเสริมพลังชีวิต',
    en: 'Donating blood or helping someone in need is merit that strengthens your fortune.',
  },
  {
    th: 'ปล่อยปลาหรือให้อาหารสัตว์ตามความเชื่อเรื่องการให้ชีวิต ช่วยให้อุปสรรคเบาบางลง',
    en: 'Releasing fish or feeding animals — the merit of giving life — is said to lighten obstacles.',
  },
  {
    th: 'แผ่เมตตาก่อนนอนให้ทั้งคนที่รักและคนที่ขัดใจ ช่วยให้นอนหลับสบายและตื่นมามีสติ',
    en: 'Send loving-kindness before sleep, to loved ones and to those who trouble you, for restful nights and clear days.',
  },
  {
    th: 'ทำความสะอาดบ้านและโต๊ะทำงาน ทิ้งของที่ไม่ใช้ เป็นการเปิดทางให้พลังดีไหลเข้ามา',
    en: 'Clean your home and desk and clear out what you do not use, making room for good energy.',
  },
];

/** Merit that suits a focus, alongside the general kinds. */
const FOCUS_MERIT: Record<LuckFocus, Bi> = {
  overall: {
    th: 'ถ้าอยากเสริมโชคภาพรวม ลองทำบุญด้วยสิ่งของที่ใช้ในชีวิตประจำวันให้คนที่ขาดแคลน',
    en: 'For overall luck, give everyday necessities to people who lack them.',
  },
  money: {
    th: 'สำหรับโชคการเงิน ตำราแนะนำให้ถวายน้ำดื่มหรือข้าวสาร เป็นบุญที่เชื่อว่าช่วยให้ไม่ขัดสน',
    en: 'For money luck, the old practice is to offer drinking water or rice — merit said to keep want away.',
  },
  love: {
    th: 'สำหรับโชคความรัก ตำราแนะนำให้ถวายดอกไม้หรือน้ำมันตะเกียง เป็นบุญที่เชื่อว่าช่วยให้ใจสว่างและมีเสน่ห์',
    en: 'For love, the old practice is to offer flowers or lamp oil — merit said to brighten the heart and charm.',
  },
  work: {
    th: 'สำหรับโชคการงาน ลองถวายหนังสือธรรมะหรือช่วยงานส่วนรวม ตำราถือว่าช่วยให้มีผู้ใหญ่อุปถัมภ์',
    en: 'For work luck, give dharma books or help with shared work; the old books say it brings patrons.',
  },
  travel: {
    th: 'ก่อนเดินทาง ไหว้พระประจำวันเกิดและใส่บาตรในเช้าวันออกเดินทาง จะช่วยให้อุ่นใจตลอดทาง',
    en: 'Before travelling, honour your birth-day Buddha and give alms on the morning you leave, for peace of mind on the way.',
  },
  health: {
    th: 'สำหรับสุขภาพ การถวายยาหรือบริจาคให้โรงพยาบาลเป็นบุญที่ตำราถือว่าช่วยต่ออายุ',
    en: 'For health, giving medicine or to a hospital is merit the old books say lengthens life.',
  },
  study: {
    th: 'สำหรับการเรียน ไหว้ครูและถวายหนังสือหรือเครื่องเขียนให้โรงเรียนที่ขาดแคลน เป็นบุญที่ช่วยเรื่องสติปัญญา',
    en: 'For study, honour your teachers and give books or stationery to schools in need — merit for the mind.',
  },
};

const ADVICE: Record<Tier, readonly Bi[]> = {
  high: [
    {
      th: 'ช่วงโชคดีคือเวลาที่ควรแบ่งปัน ความสุขที่ส่งต่อจะทำให้โชคอยู่กับคุณนานขึ้น',
      en: 'A lucky spell is a time to share; passing on happiness keeps luck with you longer.',
    },
    {
      th: 'จดสิ่งดี ๆ ที่เกิดขึ้นแต่ละวัน จะช่วยให้เห็นจังหวะโชคของตัวเองชัดขึ้น',
      en: 'Note the good things each day; you will see your own lucky rhythm more clearly.',
    },
  ],
  mid: [
    {
      th: 'โชคจะมาหาคนที่พร้อม ตั้งเป้าหมายเล็ก ๆ หนึ่งเรื่องแล้วลงมือทำทันที',
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
      en: 'Do not gamble or decide big things on impulse now; make merit, rest and wait for better timing.',
    },
    {
      th: 'เมื่อโชคน้อย ความรอบคอบคือเกราะ ตรวจสอบทุกอย่างสองครั้งแล้วจะผ่านช่วงนี้ไปได้อย่างปลอดภัย',
      en: 'When luck is thin, care is your shield; double-check everything and you will come through safely.',
    },
  ],
};

function summary(c: C, score: number): Bi {
  const lead = pick(c.rng, c.ask.hard ? SUMMARY_HARD : SUMMARY_LEADS[c.tone])(c, score);
  const label = LUCK_FOCUS_LABELS[c.focus];
  const focus = pick(c.rng, [
    { th: `เน้นเรื่อง${label.th}`, en: `Focus: ${label.en}.` },
    { th: `โดยอ่านเจาะเรื่อง${label.th}`, en: `Read for ${label.en}.` },
  ]);
  return { th: `${lead.th} ${focus.th}`, en: `${lead.en} ${focus.en}` };
}

function overview(c: C): Bi[] {
  const { ask, rng, p, d } = c;
  const lore = roleLine(rng, p, d, ROLE_FOR_LUCK) ?? DAY_FOR_LUCK[d.weekday.id];
  if (ask.lottery) return [notForGambling(rng), lore];
  const parts: Array<Bi | null> = [];
  if (ask.hard) parts.push(acknowledge(rng, p));
  if (ask.quote) {
    const lead = quoteLead(rng, ask.quote);
    const lean = leanLine(rng, ask, c.tier, d);
    parts.push({ th: `${lead.th} ${lean.th}`, en: `${lead.en} ${capitalise(lean.en)}.` });
    if (ask.theme) parts.push(pick(rng, ask.theme.weigh));
    if (ask.theme?.consult) parts.push(ask.theme.consult);
    if (ask.theme?.id === 'child-exam') {
      parts.push({
        th: 'ดวงนี้อ่านจากข้อมูลของคุณ จึงบอกได้ถึงแรงหนุนที่คุณส่งถึงลูก ส่วนดวงการเรียนของลูกเองต้องดูจากวันเกิดของลูก',
        en: 'This reading is drawn from your own details, so it speaks of the support you give your child; your child’s own study luck needs their birth date.',
      });
    }
  } else {
    parts.push(
      pick(rng, [
        {
          th: `ช่วงนี้โชคของ${p.callTh}${c.tone === 'high' ? 'มาในรูปของผู้คนและโอกาสที่เข้ามาแบบพอดีจังหวะ' : c.tone === 'mid' ? 'เข้าข้างคนที่ลงมือทำ มากกว่าคนที่รอ' : 'ยังไม่เต็มที่ จึงเป็นเวลาเตรียมตัวให้พร้อมเมื่อจังหวะดีกลับมา'}`,
          en: `${greetEn(p)}luck ${c.tone === 'high' ? 'arrives through people and well-timed chances' : c.tone === 'mid' ? 'favours those who act rather than wait' : 'is not at full strength, so this is a time to get ready for when it returns'}.`,
        },
        {
          th: `วันที่ ${d.dateTh} ${c.tone === 'low' ? 'ควรอยู่ในความไม่ประมาทและทำสิ่งที่ถนัด' : 'เหมาะกับการขอในสิ่งที่หวังอย่างสุภาพและจริงใจ'}`,
          en: `${d.dateEn} ${c.tone === 'low' ? 'calls for care and sticking to what you know' : 'is good for asking, politely and sincerely, for what you hope'}.`,
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
  if (!frame || frame === 'today' || ask.lottery) return null;
  if (window.year !== null) {
    return (
      yearTopicLine(rng, p, d, TOPIC, window.year) ?? {
        th: `สำหรับ${window.words.th} ถ้าใส่วันเกิดไว้ จะดูได้ว่าปีนักษัตรของปีนั้นชงหรือหนุนปีเกิดของคุณ`,
        en: `For ${window.words.en}, give your birth date and the reading can tell whether that year clashes with or supports yours.`,
      }
    );
  }
  const good = roleDayIn(p, d, 'fortune', window) ?? roleDayIn(p, d, 'support', window);
  if (!good) {
    const sri = weekdayInRole((p.weekday ?? d.weekday).id, 'fortune');
    return {
      th: `ตลอด${window.words.th} ${dayTh(sri)}ซึ่งเป็นวันศรีคือวันที่โชคเข้าข้างที่สุดของแต่ละสัปดาห์`,
      en: `Throughout ${window.words.en}, ${dayEn(sri)}, your fortune day, is the luckiest day of each week.`,
    };
  }
  return pick(rng, [
    {
      th: `ใน${window.words.th} วันที่โชคหนุนที่สุดคือ${good.text.th}`,
      en: `Within ${window.words.en}, the luckiest day is ${good.text.en}.`,
    },
    {
      th: `ถ้าจะเลือกวันใน${window.words.th} ให้เลือก${good.text.th}`,
      en: `If you pick a day within ${window.words.en}, pick ${good.text.en}.`,
    },
  ]);
}

function focusSection(c: C): Bi[] {
  const { p, rng } = c;
  const parts: Bi[] = [pick(rng, FOCUS_LINES[c.focus])];
  const key = FOCUS_TRAIT[c.focus];
  if (p.weekday && p.traits) {
    if (key) {
      const en = FOCUS_TRAIT_EN[key];
      parts.push(
        pick(rng, [
          {
            th: `สำหรับคนเกิด${dayTh(p.weekday)} ${p.traits[key]}`,
            en: `For ${dayEn(p.weekday)} people: ${lowerFirst(p.traits[en])}`,
          },
          {
            th: `ตำราวันเกิดกล่าวถึงคนเกิด${dayTh(p.weekday)}ไว้ว่า ${p.traits[key]}`,
            en: `Birth-day lore says of ${dayEn(p.weekday)} people: ${lowerFirst(p.traits[en])}`,
          },
        ]),
      );
    } else {
      parts.push({
        th: `คนเกิด${dayTh(p.weekday)}มี${listTh(p.traits.strengthsTh)}เป็นทุน ซึ่งช่วยดึงโชคเข้าหาในเรื่องนี้`,
        en: `${dayEn(p.weekday)} people have ${listEn(p.traits.strengthsEn)} to draw on, which pulls luck their way here.`,
      });
    }
  }
  const a = p.animal;
  if (a) {
    parts.push(
      pick(rng, [
        {
          th: `คนปี${a.yearNameTh}มีจุดเด่นเรื่อง${a.strengthTh} ใช้ข้อดีนี้ให้เต็มที่ แต่ระวัง${a.cautionTh}`,
          en: `The ${a.nameEn} is strong in ${a.strengthEn}: use it fully, but watch for ${a.cautionEn}.`,
        },
        {
          th: `พลังของ${a.animalTh}ประจำปีเกิดทำให้คุณโดดเด่นด้าน${a.strengthTh} โชคจะมาเต็มที่ถ้าไม่ปล่อยให้${a.cautionTh}เข้ามาขวาง`,
          en: `The ${a.nameEn} of your birth year gives you ${a.strengthEn}; luck comes fully if ${a.cautionEn} does not get in the way.`,
        },
      ]),
    );
  }
  if (parts.length === 1) {
    parts.push({
      th: `${LUCK_FOCUS_LABELS[c.focus].th}วันนี้อ่านจาก${dayTh(c.d.weekday)}ซึ่งเป็นวันของ${c.d.weekday.planetTh} ถ้าใส่วันเกิดไว้ จะอ่านจากดาวประจำตัวได้ละเอียดขึ้น`,
      en: `Today’s ${LUCK_FOCUS_LABELS[c.focus].en} is read from ${dayEn(c.d.weekday)}, ruled by ${WEEKDAY_LORE[c.d.weekday.id].planetEn}; with your birth date it could be read from your own planet.`,
    });
  }
  return parts;
}

function boost(c: C): Bi[] {
  const { p, d, rng } = c;
  const owner = p.weekday ?? d.weekday;
  const buddha = BIRTH_DAY_BUDDHA[owner.id];
  const sri = weekdayInRole(owner.id, 'fortune');
  const who = p.weekday
    ? { th: `คนเกิด${dayTh(owner)}`, en: `As a ${dayEn(owner)} person, you` }
    : { th: `ตามพลังของ${dayTh(owner)}นี้ คุณ`, en: `By the energy of this ${dayEn(owner)}, you` };
  const buddhaLine = pick(rng, [
    {
      th: `${who.th}ควรไหว้${buddha.postureTh}ซึ่งเป็นพระประจำวัน และสวดมนต์ตามกำลังวัน ${buddha.chantCount} จบ`,
      en: `${who.en} can honour ${buddha.postureEn}, the Buddha image of the day, and chant ${buddha.chantCount} times — the day’s traditional strength.`,
    },
    {
      th: `พระประจำ${p.weekday ? `วันเกิดของคนเกิด${dayTh(owner)}` : dayTh(owner)}คือ${buddha.postureTh} ไหว้แล้วสวดมนต์ ${buddha.chantCount} จบตามกำลังวัน จะช่วยให้ใจนิ่งและมีสติ`,
      en: `The Buddha image for ${dayEn(owner)} is ${buddha.postureEn}; honour it and chant ${buddha.chantCount} times, the day’s strength, for a steady, clear mind.`,
    },
  ]);
  // The fortune colour may be the reading day's own กาลกิณี colour: then it waits for another day.
  const clash = c.avoidTh.includes(sri.colourTh);
  const colour = clash
    ? {
        th: `${sri.colourTh}เป็นสีศรีของคุณ แต่วันนี้ตรงกับสีกาลกิณีของ${dayTh(d.weekday)} จึงเก็บไว้ใส่วันอื่น`,
        en: `${capitalise(sri.colourEn)} is your fortune colour, but today it is an unlucky colour of ${dayEn(d.weekday)}, so keep it for another day.`,
      }
    : pick(rng, [
        {
          th: `พกหรือสวมของ${sri.colourTh}ซึ่งเป็นสีของ${sri.planetTh} ดาวศรีของคุณ จะช่วยเรียกโชคและเสน่ห์`,
          en: `Carry or wear ${sri.colourEn}, the colour of ${WEEKDAY_LORE[sri.id].planetEn}, your fortune planet, to draw luck and charm.`,
        },
        {
          th: `${sri.colourTh}คือสีศรีของคุณ ใส่ติดตัวสักชิ้นในวันที่มีเรื่องสำคัญ`,
          en: `${capitalise(sri.colourEn)} is your fortune colour; wear a touch of it on important days.`,
        },
      ]);
  const merit = rng() < 0.5 ? FOCUS_MERIT[c.focus] : pick(rng, MERIT);
  // The birth-day Buddha is honoured on one's own weekday; without a birth date, today.
  const when = p.weekday
    ? pick(rng, [
        {
          th: `วันที่เหมาะจะไหว้คือ${dayTh(owner)}ของทุกสัปดาห์ ครั้งถัดไปตรงกับ${dayDate(owner, nextDayOf(addDays(d.date, 1), owner)).th}`,
          en: `The day to do it is your own weekday — next on ${dayDate(owner, nextDayOf(addDays(d.date, 1), owner)).en}.`,
        },
        {
          th: `ทำในเช้า${dayDate(owner, nextDayOf(addDays(d.date, 1), owner)).th}ซึ่งตรงกับวันเกิดของคุณในรอบสัปดาห์ จะเป็นมงคลยิ่งขึ้น`,
          en: `Do it on the morning of ${dayDate(owner, nextDayOf(addDays(d.date, 1), owner)).en}, your birth weekday, for added blessing.`,
        },
      ])
    : null;
  return [buddhaLine, colour, merit, ...(when ? [when] : [])];
}

function timing(c: C): Bi[] {
  const { p, d, rng } = c;
  const owner = p.weekday ?? d.weekday;
  const sri = weekdayInRole(owner.id, 'fortune');
  const mon = weekdayInRole(owner.id, 'support');
  const from = addDays(d.date, 1);
  const sriDay = dayDate(sri, nextDayOf(from, sri));
  const monDay = dayDate(mon, nextDayOf(from, mon));
  const days = pick(rng, [
    {
      th: `วันที่โชคเข้าข้างที่สุดในสัปดาห์คือ${dayTh(sri)}ซึ่งเป็นวันศรี ครั้งถัดไปตรงกับ${sriDay.th} เหมาะกับการเริ่มต้นสิ่งใหม่หรือขอในสิ่งที่หวัง`,
      en: `Your luckiest day of the week is ${dayEn(sri)}, the fortune day — next on ${sriDay.en}: good for beginnings and for asking what you hope for.`,
    },
    {
      th: `${sriDay.th}เป็นวันศรีที่เหมาะกับการเริ่มเรื่องดี ส่วน${monDay.th}เป็นวันมนตรีที่ผู้ใหญ่เมตตา เหมาะกับการขอพรหรือขอคำแนะนำ`,
      en: `${sriDay.en} is a fortune day, good for good beginnings; ${monDay.en} is a support day when elders are kind — good for blessings or advice.`,
    },
  ]);
  const year = c.window.year === null ? yearTopicLine(rng, p, d, TOPIC) : null;
  return [days, ...(year ? [year] : [])];
}

function advice(c: C): Bi {
  const { rng, ask, p, d } = c;
  const owner = p.weekday ?? d.weekday;
  const power = weekdayInRole(owner.id, 'power');
  const when = dayDate(power, nextDayOf(addDays(d.date, 1), power));
  const step =
    ask.theme && ask.theme.id !== 'lottery'
      ? pick(rng, ask.theme.steps)
      : pick(rng, ADVICE[c.tone]);
  const day = pick(rng, [
    {
      th: `ถ้าต้องใช้ความกล้า ${when.th}เป็นวันเดชที่คำพูดของคุณมีน้ำหนัก`,
      en: `If it takes courage, ${when.en} is a power day when your words carry weight.`,
    },
    {
      th: `${when.th}เป็นวันเดช เหมาะกับก้าวที่ต้องใช้ความมั่นใจ`,
      en: `${when.en} is a power day, good for steps that need confidence.`,
    },
  ]);
  return joinParts([step, day]);
}

export function luckReading(input: LuckInput): ReadingResult<'luck'> {
  checkOption(input.focus, LUCK_FOCUSES, 'focus');
  const d = dayContext(input.date);
  const p = personContext(input, d);
  const rng = readingRng('luck', input);
  const ask = readAsk(input.question);

  let score = loreScore(p, rng, 62);
  if (p.dayRole?.id === 'fortune' || p.dayRole?.id === 'support') score += 3;
  score = clampScore(score);
  const tier = tierOf(score);
  const focus = input.focus ?? (ask.theme ? (THEME_FOCUS[ask.theme.id] ?? 'overall') : 'overall');
  const lucky = luckyFor(p, d, rng);
  if (ask.lottery) lucky.numbers = [];
  const c: C = {
    p,
    d,
    rng,
    ask,
    tier,
    tone: toneOf(tier, ask),
    window: askedWindow(ask, d),
    focus,
    avoidTh: lucky.avoidTh,
  };

  const s = summary(c, score);
  const a = advice(c);
  return {
    kind: 'luck',
    date: d.iso,
    titleTh: 'ดูดวงโชคลาภ',
    titleEn: 'Luck reading',
    summaryTh: s.th,
    summaryEn: capitalise(s.en),
    sections: [
      section('overview', { th: 'ภาพรวมโชคลาภ', en: 'Your luck' }, overview(c)),
      section(
        'focus',
        { th: LUCK_FOCUS_LABELS[focus].th, en: capitalise(LUCK_FOCUS_LABELS[focus].en) },
        focusSection(c),
      ),
      section('boost', { th: 'วิธีเสริมดวง', en: 'Ways to strengthen your luck' }, boost(c)),
      section('timing', { th: 'จังหวะเวลา', en: 'Timing' }, timing(c)),
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
