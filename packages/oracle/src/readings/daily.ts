/**
 * ดวงรายวัน: the fortune of one day — its colour (สีประจำวัน), lucky and unlucky colours, lucky
 * numbers and a short horoscope for work, money, love, health and luck. With a birth weekday, the
 * day is also read as a ทักษา position for that person (วันศรี, วันกาลกิณี…) and their own
 * กาลกิณี colours are named with the reason. Kept short: a daily fortune is read in a minute.
 */
import { addDays, dayOfWeek, ENGLISH_MONTHS, THAI_MONTHS } from '../dates.ts';
import { intBetween, pick, type Rng } from '../seed.ts';
import { capitalise, listEn, listTh, type Bi } from '../text.ts';
import {
  BIRTH_DAY_BUDDHA,
  type DayColours,
  taksaRoleOf,
  type TaksaRoleId,
  weekdayInRole,
  WEEKDAY_TRAITS,
} from '../thai-calendar.ts';
import { WEEKDAYS, WEEKDAY_IDS, WEEKDAY_LORE, type Weekday, type WeekdayId } from '../weekday.ts';
import {
  checkOption,
  clampScore,
  dayContext,
  dayEn,
  dayTh,
  luckyFor,
  ordinalEn,
  personContext,
  readingRng,
  section,
  tierOf,
  type DayContext,
  type Lucky,
  type PersonContext,
  type ReadingResult,
  type Tier,
} from './common.ts';

export const DAILY_ASPECTS = ['work', 'money', 'love', 'health', 'luck'] as const;
export type DailyAspect = (typeof DAILY_ASPECTS)[number];
export const DAILY_ASPECT_LABELS: Record<DailyAspect, Bi> = {
  work: { th: 'การงาน', en: 'Work' },
  money: { th: 'การเงิน', en: 'Money' },
  love: { th: 'ความรัก', en: 'Love' },
  health: { th: 'สุขภาพ', en: 'Health' },
  luck: { th: 'โชคลาภ', en: 'Luck' },
};

export interface DailyInput {
  /** The day, `YYYY-MM-DD`. */
  date: string;
  /** The person's birth weekday, if known; wins over one derived from `birthDate`. */
  birthWeekday?: WeekdayId;
  birthDate?: string;
  birthTime?: string;
  name?: string;
}

export interface DailyAspectReading {
  score: number;
  th: string;
  en: string;
}

export interface DailyReading extends ReadingResult<'daily'> {
  weekday: Weekday;
  colours: DayColours;
  /** The day's ทักษา position for the person, when a birth weekday is known. */
  dayRole: TaksaRoleId | null;
  aspects: Record<DailyAspect, DailyAspectReading>;
}

/** Days from Sunday of each weekday, to date the next fortune day. */
const SRI_GAP: Record<WeekdayId, number> = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  'wednesday-day': 3,
  'wednesday-night': 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
};

/** The day's planet in a few words, said with the date (the reading's first lore). */
const DAY_ENERGY: Record<WeekdayId, readonly Bi[]> = {
  sunday: [
    {
      th: 'เป็นวันของพระอาทิตย์ เหมาะกับการเริ่มต้นและการไหว้พระ',
      en: 'belongs to the Sun: honour and confidence, good for beginnings and temple visits.',
    },
    {
      th: 'พระอาทิตย์ให้พลังความเป็นผู้นำ เหมาะกับการวางแผนและใช้เวลากับครอบครัว',
      en: 'carries the Sun’s leadership: good for planning and for family.',
    },
  ],
  monday: [
    {
      th: 'เป็นวันของพระจันทร์ เหมาะกับงานละเอียดและการดูแลคน',
      en: 'belongs to the Moon: gentleness and charm, good for careful work and caring for people.',
    },
    {
      th: 'พระจันทร์ทำให้ใจอ่อนไหว เหมาะกับการฟังและคุยอย่างนุ่มนวล',
      en: 'carries the Moon’s tenderness: good for listening and gentle talks.',
    },
  ],
  tuesday: [
    {
      th: 'เป็นวันของพระอังคาร มีแรงลงมือ แต่ควรระวังอารมณ์ร้อน',
      en: 'belongs to Mars: courage and action — mind your temper.',
    },
    {
      th: 'พระอังคารให้แรงขับ เหมาะกับงานที่ค้างและต้องใช้ความกล้าตัดสินใจ',
      en: 'carries Mars’s drive: good for stalled work that needs a bold call.',
    },
  ],
  'wednesday-day': [
    {
      th: 'เป็นวันของพระพุธ เหมาะกับการเจรจาและเรียนรู้สิ่งใหม่',
      en: 'belongs to Mercury: speech and trade, good for negotiating and learning.',
    },
    {
      th: 'พระพุธช่วยให้คำพูดลื่นไหล เหมาะกับการขายของ ติดต่องาน และเขียนสิ่งสำคัญ',
      en: 'carries Mercury’s way with words: good for selling, contacts and writing.',
    },
  ],
  'wednesday-night': [
    {
      th: 'ยามค่ำเป็นเวลาของพระราหู ความคิดแหวกแนวมาแรง แต่ควรเลี่ยงการเสี่ยงเกินตัว',
      en: 'after dark belongs to Rahu: bold ideas run high — avoid reckless risks.',
    },
    {
      th: 'พระราหูให้ลาภฉับพลันแต่ไม่ยั่งยืน เหมาะกับงานสร้างสรรค์',
      en: 'carries Rahu’s sudden gains: better for creative work than big money.',
    },
  ],
  thursday: [
    {
      th: 'เป็นวันครู ผู้ใหญ่เมตตา เหมาะกับการเรียนและขอคำปรึกษา',
      en: 'is the teachers’ day: Jupiter favours wisdom and elders’ kindness — good for study and advice.',
    },
    {
      th: 'พระพฤหัสบดีให้ผู้อุปถัมภ์ เหมาะกับการยื่นเรื่องที่ต้องมีคนอนุมัติ',
      en: 'carries Jupiter’s patronage: good for honouring teachers and seeking approvals.',
    },
  ],
  friday: [
    {
      th: 'เป็นวันของพระศุกร์ เหมาะกับการนัดพบและงานศิลปะ',
      en: 'belongs to Venus: love and pleasure, good for meeting up and art.',
    },
    {
      th: 'พระศุกร์ให้เสน่ห์ เหมาะกับการพบผู้คนและให้รางวัลตัวเองอย่างพอดี',
      en: 'carries Venus’s charm: good for meeting people and treating yourself in moderation.',
    },
  ],
  saturday: [
    {
      th: 'เป็นวันของพระเสาร์ เหมาะกับการเคลียร์เรื่องค้างและเรื่องบ้าน',
      en: 'belongs to Saturn: patience and steadiness, good for backlogs and home matters.',
    },
    {
      th: 'พระเสาร์ให้ความหนักแน่น เหมาะกับงานที่ต้องรอบคอบมากกว่ารวดเร็ว',
      en: 'carries Saturn’s weight: good for careful rather than fast work.',
    },
  ],
};

/** The day's ทักษา role for the person, in one short clause. */
const ROLE_TODAY: Record<TaksaRoleId, Bi> = {
  companions: { th: 'คนรอบตัวคือกำลังสำคัญ', en: 'the people around you are your strength' },
  longevity: { th: 'เหมาะกับการดูแลกายใจและทำสิ่งที่ต่อเนื่อง', en: 'a day to look after body and mind' },
  power: {
    th: 'คำพูดมีน้ำหนัก เหมาะกับการเจรจาและนำเสนอ',
    en: 'your words carry weight — good for talks and pitches',
  },
  fortune: { th: 'โชคและเสน่ห์หนุนนำ', en: 'luck and charm are with you' },
  foundation: { th: 'เหมาะกับเรื่องบ้านและการวางรากฐาน', en: 'good for home and laying foundations' },
  diligence: {
    th: 'ลงแรงแล้วได้ผล แต่ต้องขยันกว่าปกติ',
    en: 'effort pays, though it asks more than usual',
  },
  support: {
    th: 'ผู้ใหญ่เมตตา เหมาะกับการขอความช่วยเหลือ',
    en: 'elders are kind — good for asking help',
  },
  misfortune: {
    th: 'ควรทำแต่สิ่งที่คุ้นมือและพูดให้น้อยลง',
    en: 'stick to what you know, and say less',
  },
};

/** A short hint an aspect takes from the day's role, when the role leans that way. */
const ROLE_HINT: Partial<Record<TaksaRoleId, Partial<Record<DailyAspect, Bi>>>> = {
  companions: {
    love: { th: 'คนใกล้ตัวช่วยให้ใจฟู', en: 'Those close to you lift your heart.' },
    work: { th: 'งานทีมไปได้ดี', en: 'Teamwork goes well.' },
  },
  longevity: { health: { th: 'ร่างกายฟื้นตัวได้ดีเป็นพิเศษ', en: 'Your body recovers especially well.' } },
  power: { work: { th: 'วันเดชหนุนให้คนฟังคุณ', en: 'Your power day makes people listen.' } },
  fortune: {
    money: { th: 'วันศรีหนุนเรื่องเงิน', en: 'Your fortune day helps money.' },
    love: { th: 'เสน่ห์แรงกว่าปกติ', en: 'Your charm runs high.' },
  },
  foundation: { money: { th: 'เหมาะกับเรื่องบ้านและเงินเก็บ', en: 'Good for home and savings.' } },
  support: {
    luck: { th: 'มีผู้ใหญ่ยื่นมือช่วยในจังหวะพอดี', en: 'An elder helps at just the right moment.' },
  },
};

/** How each day of the week leans for each aspect, before any personal reading. */
const DAY_BIAS: Record<WeekdayId, Partial<Record<DailyAspect, number>>> = {
  sunday: { work: 4, luck: 2 },
  monday: { love: 4, health: 2 },
  tuesday: { work: 3, health: -2 },
  'wednesday-day': { money: 4, work: 2 },
  'wednesday-night': { luck: 3, money: -2 },
  thursday: { work: 3, luck: 3 },
  friday: { love: 5, money: 2 },
  saturday: { money: 3, health: -1 },
};

/** How each ทักษา position of the day leans for each aspect. */
const ROLE_BIAS: Record<TaksaRoleId, Partial<Record<DailyAspect, number>>> = {
  companions: { love: 8, work: 3 },
  longevity: { health: 10, love: 2 },
  power: { work: 10, luck: 3 },
  fortune: { money: 10, love: 6, luck: 6 },
  foundation: { money: 6, health: 3 },
  diligence: { work: 6, health: -4 },
  support: { work: 6, luck: 8 },
  misfortune: { work: -8, money: -8, love: -8, health: -6, luck: -10 },
};

/** How an aspect reads by how it scores: short, so the day's own tip can follow. */
const ASPECT_TEXTS: Record<DailyAspect, Record<Tier, readonly Bi[]>> = {
  work: {
    high: [
      { th: 'งานเดินหน้าได้ดี ความคิดชัดเจน', en: 'Work moves well and your thinking is clear.' },
      { th: 'มีคนเห็นความตั้งใจ อาจได้คำชม', en: 'Someone notices your effort; praise may come.' },
      { th: 'ทีมให้ความร่วมมือดี ทำงานได้เต็มที่', en: 'The team cooperates — work at full stride.' },
    ],
    mid: [
      {
        th: 'งานไปได้ตามปกติ ทำทีละอย่างให้เสร็จ',
        en: 'Work goes as normal; finish one thing at a time.',
      },
      { th: 'อาจมีงานแทรก จัดลำดับไว้ตั้งแต่เช้า', en: 'Extra tasks may cut in; set priorities early.' },
      { th: 'เหมาะกับงานละเอียดมากกว่าเรื่องใหญ่', en: 'Better for detailed work than big decisions.' },
    ],
    low: [
      { th: 'งานอาจติดขัด ตรวจทานก่อนส่งทุกครั้ง', en: 'Work may snag; check before sending.' },
      { th: 'ระวังคำพูดในที่ประชุม', en: 'Mind your words in meetings.' },
      { th: 'แรงด้านงานต่ำกว่าปกติ ทำงานประจำให้ดี', en: 'Work energy is low; do routine tasks well.' },
    ],
  },
  money: {
    high: [
      { th: 'การเงินคล่องมือ อาจมีรายได้พิเศษ', en: 'Money flows easily; extra income may come.' },
      { th: 'วันดีสำหรับวางแผนออม', en: 'A good day to plan savings.' },
      { th: 'มีแววได้เงินคืนหรือของขวัญ', en: 'Money back or a gift may come.' },
    ],
    mid: [
      { th: 'การเงินสมดุล ใช้จ่ายตามแผน', en: 'Money is balanced; spend to plan.' },
      { th: 'รายรับรายจ่ายพอดีกัน เลี่ยงซื้อตามอารมณ์', en: 'In and out even out; avoid impulse buys.' },
      { th: 'เหมาะกับจ่ายบิลที่ค้างอยู่', en: 'Good for paying outstanding bills.' },
    ],
    low: [
      { th: 'ระวังรายจ่ายไม่คาดคิดและการให้ยืม', en: 'Watch for unexpected costs and lending.' },
      { th: 'ไม่ใช่วันลงทุนหรือเซ็นสัญญาเรื่องเงิน', en: 'Not a day to invest or sign money papers.' },
      { th: 'ระวังลิงก์ที่ชวนให้โอนเงิน', en: 'Beware links urging you to transfer money.' },
    ],
  },
  love: {
    high: [
      { th: 'เสน่ห์แรง คนรอบตัวเอ็นดู', en: 'Charm is strong; people warm to you.' },
      { th: 'วันดีสำหรับบอกความรู้สึก', en: 'A good day to share your feelings.' },
      { th: 'ข้อความเล็ก ๆ จะได้คำตอบที่น่ารัก', en: 'A small message gets a lovely reply.' },
    ],
    mid: [
      { th: 'ความรักราบเรียบ ใส่ใจเรื่องเล็กไว้', en: 'Love is calm; mind the small things.' },
      { th: 'ฟังอีกฝ่ายให้มากขึ้นอีกนิด', en: 'Listen a little more.' },
      { th: 'คนโสดยังเงียบ แต่พบเพื่อนแล้วใจสดชื่น', en: 'Quiet for singles, but friends lift you.' },
    ],
    low: [
      { th: 'อารมณ์อ่อนไหว ระวังน้อยใจ', en: 'Feelings are tender; beware taking offence.' },
      { th: 'เลี่ยงการคุยเรื่องหนักใจวันนี้', en: 'Avoid heavy talks today.' },
      { th: 'ข้อความสั้นอาจถูกอ่านผิด โทรคุยดีกว่า', en: 'Short messages may be misread; call instead.' },
    ],
  },
  health: {
    high: [
      { th: 'ร่างกายกระปรี้กระเปร่า', en: 'You feel lively.' },
      { th: 'พลังดี จิตใจแจ่มใส', en: 'Good energy and a clear mind.' },
      { th: 'สุขภาพโดยรวมดี', en: 'Overall health is good.' },
    ],
    mid: [
      { th: 'สุขภาพปกติ พักสายตาเป็นระยะ', en: 'Health is normal; rest your eyes now and then.' },
      { th: 'อย่าข้ามมื้ออาหาร', en: 'Do not skip meals.' },
      { th: 'ความเครียดเล็ก ๆ สะสมได้', en: 'Small stresses add up.' },
    ],
    low: [
      { th: 'อาจอ่อนเพลียง่าย พักให้มากขึ้น', en: 'You may tire easily; rest more.' },
      {
        th: 'ระวังอุบัติเหตุจากความรีบ มีอาการผิดปกติควรพบแพทย์',
        en: 'Beware accidents from haste; see a doctor about anything unusual.',
      },
      { th: 'อย่าหักโหม ร่างกายต้องการการฟื้นตัว', en: 'Do not overdo it; your body needs to recover.' },
    ],
  },
  luck: {
    high: [
      {
        th: 'โชคเข้าข้าง สิ่งที่ขอมีแนวโน้มสมหวัง',
        en: 'Luck is on your side; what you ask may be granted.',
      },
      { th: 'มีเรื่องดีเล็ก ๆ เข้ามาระหว่างวัน', en: 'Small good things drop in.' },
      { th: 'ผู้ใหญ่เมตตา มีคนช่วยในจังหวะพอดี', en: 'Elders are kind; help arrives on time.' },
    ],
    mid: [
      { th: 'โชคปานกลาง ความตั้งใจพาไปได้ไกลกว่า', en: 'Luck is middling; intent takes you further.' },
      { th: 'โชคมาแบบเรียบ ๆ ไม่มีเรื่องร้าย', en: 'Plain luck — nothing bad.' },
      { th: 'ทำบุญเล็ก ๆ ตอนเช้าช่วยให้ราบรื่น', en: 'A small morning merit smooths the day.' },
    ],
    low: [
      { th: 'ไม่ควรเสี่ยงโชค อยู่ในความไม่ประมาท', en: 'Not a day for chance; stay careful.' },
      { th: 'อาจมีเรื่องหงุดหงิดเล็กน้อย ปล่อยผ่านไป', en: 'Small annoyances may come; let them pass.' },
      { th: 'สวดมนต์ก่อนออกจากบ้านเพื่อความสบายใจ', en: 'Say a short prayer before leaving home.' },
    ],
  },
};

/** What the day's own planet suggests for each aspect: the tip after the score's line. */
const DAY_TIPS: Partial<Record<WeekdayId, Record<DailyAspect, Bi>>> = {
  sunday: {
    work: { th: 'วางแผนงานสัปดาห์หน้าไว้ก่อน', en: 'Plan next week’s work.' },
    money: { th: 'ทบทวนรายจ่ายของสัปดาห์', en: 'Review the week’s spending.' },
    love: { th: 'ใช้เวลากับครอบครัว', en: 'Spend time with family.' },
    health: { th: 'ออกไปรับแดดเช้าสักหน่อย', en: 'Get some morning sun.' },
    luck: { th: 'ไหว้พระเสริมสิริมงคล', en: 'Visit a temple for blessings.' },
  },
  monday: {
    work: { th: 'ใส่ใจคนที่ทำงานด้วย', en: 'Look after the people you work with.' },
    money: { th: 'ระวังใจอ่อนให้ยืม', en: 'Do not lend out of soft-heartedness.' },
    love: { th: 'พูดกันด้วยความอ่อนโยน', en: 'Speak gently.' },
    health: { th: 'ดื่มน้ำให้พอ', en: 'Drink enough water.' },
    luck: { th: 'ขอพรผู้ใหญ่ในบ้าน', en: 'Ask an elder’s blessing.' },
  },
  tuesday: {
    work: { th: 'เคลียร์งานค้างที่ต้องใช้แรง', en: 'Clear the heavy backlog.' },
    money: { th: 'อย่าใจร้อนซื้อของ', en: 'Do not buy in haste.' },
    love: { th: 'ระวังคำพูดแรง', en: 'Mind sharp words.' },
    health: { th: 'ขับรถให้ช้าลงสักนิด', en: 'Drive a little slower.' },
    luck: { th: 'กล้าเริ่มเรื่องเล็กที่ผัดไว้', en: 'Start one small thing you have put off.' },
  },
  'wednesday-day': {
    work: { th: 'ใช้วันนี้เจรจาและติดต่องาน', en: 'Use the day for talks and contacts.' },
    money: { th: 'ตามเงินค้างหรือตามลูกค้า', en: 'Chase what is owed, or follow up customers.' },
    love: { th: 'ทักไปคุยเรื่องสบาย ๆ', en: 'Send a light message.' },
    health: { th: 'พักเสียงและสายตาบ้าง', en: 'Rest your voice and eyes.' },
    luck: { th: 'ข่าวดีอาจมาทางข้อความ', en: 'Good news may come by message.' },
  },
  thursday: {
    work: { th: 'ขอคำปรึกษาผู้ใหญ่', en: 'Ask a senior’s advice.' },
    money: { th: 'ศึกษาก่อนตัดสินใจเรื่องเงิน', en: 'Learn before money decisions.' },
    love: { th: 'พูดอย่างจริงใจ', en: 'Speak sincerely.' },
    health: { th: 'อ่านหนังสือเบา ๆ ให้สมองได้พัก', en: 'Read something light to rest your mind.' },
    luck: { th: 'ไหว้ครูเสริมดวง', en: 'Honour your teachers.' },
  },
  friday: {
    work: { th: 'ใส่ใจรายละเอียดเล็ก ๆ ในงาน', en: 'Mind the small details.' },
    money: { th: 'ตั้งงบก่อนออกไปเที่ยว', en: 'Set a budget before going out.' },
    love: { th: 'ชวนคนที่รักไปกินข้าว', en: 'Take someone dear out for a meal.' },
    health: { th: 'ให้รางวัลตัวเองแต่พอดี', en: 'Treat yourself in moderation.' },
    luck: { th: 'ยิ้มให้คนรอบตัว', en: 'Smile at the people around you.' },
  },
  saturday: {
    work: { th: 'เคลียร์งานค้างให้จบ', en: 'Finish what is pending.' },
    money: { th: 'จัดการหนี้และบิลที่ค้าง', en: 'Sort out debts and bills.' },
    love: { th: 'ใช้เวลาเงียบ ๆ ด้วยกัน', en: 'Spend quiet time together.' },
    health: { th: 'ระวังปวดเมื่อยจากงานหนัก', en: 'Beware aches from heavy work.' },
    luck: { th: 'ทำบุญสะเดาะเคราะห์', en: 'Make merit to ease misfortune.' },
  },
};

function personFor(input: DailyInput, d: ReturnType<typeof dayContext>): PersonContext {
  const p = personContext(
    { name: input.name, birthDate: input.birthDate, birthTime: input.birthTime },
    d,
    'person',
  );
  if (!input.birthWeekday) return p;
  checkOption(input.birthWeekday, WEEKDAY_IDS, 'birthWeekday');
  const weekday = WEEKDAYS[input.birthWeekday];
  return {
    ...p,
    weekday,
    traits: WEEKDAY_TRAITS[weekday.id],
    dayRole: taksaRoleOf(weekday.id, d.weekday.id),
  };
}

function aspectText(a: DailyAspect, tier: Tier, p: PersonContext, day: DayContext, rng: Rng): Bi {
  const text = pick(rng, ASPECT_TEXTS[a][tier]);
  const role = p.dayRole ? ROLE_HINT[p.dayRole.id]?.[a] : undefined;
  // A good day's hint never sits on a poor reading of the same aspect.
  // On the person's กาลกิณี day the day's own tips do not apply to them.
  const dayTip = (p.dayRole?.tone ?? 0) < 0 ? undefined : DAY_TIPS[day.weekday.id]?.[a];
  const tip = role && tier !== 'low' ? role : dayTip;
  return tip ? { th: `${text.th} ${tip.th}`, en: `${text.en} ${tip.en}` } : text;
}

/** The colours of the day, and the person's own to avoid (their birth day's กาลกิณี) and why. */
function coloursLine(p: PersonContext, d: DayContext, lucky: Lucky, rng: Rng): Bi {
  const c = d.colours;
  const day = { th: `${dayTh(d.weekday)}ที่ ${d.dateTh}`, en: `${dayEn(d.weekday)}, ${d.dateEn}` };
  if (!p.weekday) {
    return pick(rng, [
      {
        th: `${day.th} สีประจำวันคือ${c.colourOfDayTh} ใส่${listTh(c.luckyColoursTh)}เสริมดวง และเลี่ยง${listTh(c.unluckyColoursTh)}ซึ่งเป็นสีกาลกิณีของวันนี้`,
        en: `${day.en}: the colour of the day is ${c.colourOfDayEn}. Wear ${listEn(c.luckyColoursEn)} for luck, and avoid ${listEn(c.unluckyColoursEn)}, the day’s unlucky colours.`,
      },
      {
        th: `${day.th} สีประจำวันคือ${c.colourOfDayTh} ส่วน${listTh(c.unluckyColoursTh)}เป็นสีกาลกิณีของวันนี้ ควรเลี่ยงเมื่อมีเรื่องสำคัญ`,
        en: `${day.en}: the colour of the day is ${c.colourOfDayEn}; ${listEn(c.unluckyColoursEn)} are its unlucky colours, best avoided when something matters.`,
      },
    ]);
  }
  const kala = weekdayInRole(p.weekday.id, 'misfortune');
  const own = p.weekday.unluckyColoursTh;
  const ownEn = WEEKDAY_LORE[p.weekday.id].unluckyColoursEn;
  const extra = lucky.avoidTh.filter((x) => !own.includes(x));
  const extraEn = lucky.avoidEn.filter((x) => !ownEn.includes(x));
  const also =
    extra.length > 0
      ? { th: ` และวันนี้เลี่ยง${listTh(extra)}ด้วย`, en: `; today skip ${listEn(extraEn)} as well` }
      : { th: '', en: '' };
  return pick(rng, [
    {
      th: `${day.th} สีประจำวันคือ${c.colourOfDayTh} สำหรับคนเกิด${dayTh(p.weekday)} สีเสริมดวงวันนี้คือ${listTh(lucky.coloursTh)} ส่วน${listTh(own)}เป็นสีของ${kala.planetTh}ซึ่งเป็นกาลกิณีของคุณ${also.th}`,
      en: `${day.en}: the colour of the day is ${c.colourOfDayEn}. Born on a ${dayEn(p.weekday)}, wear ${listEn(lucky.coloursEn)} today; ${listEn(ownEn)} belong to ${WEEKDAY_LORE[kala.id].planetEn}, your unlucky planet${also.en}.`,
    },
    {
      th: `${day.th} สีประจำวันคือ${c.colourOfDayTh} คนเกิด${dayTh(p.weekday)}มี${kala.planetTh}เป็นกาลกิณี จึงควรเลี่ยง${listTh(own)}${also.th} และใส่${listTh(lucky.coloursTh)}เสริมดวง`,
      en: `${day.en}: the colour of the day is ${c.colourOfDayEn}. For ${dayEn(p.weekday)} people ${WEEKDAY_LORE[kala.id].planetEn} is the unlucky planet, so avoid ${listEn(ownEn)}${also.en}, and wear ${listEn(lucky.coloursEn)}.`,
    },
  ]);
}

export function dailyReading(input: DailyInput): DailyReading {
  const d = dayContext(input.date);
  const p = personFor(input, d);
  const rng = readingRng('daily', input);
  const c = d.colours;

  const aspects = {} as Record<DailyAspect, DailyAspectReading>;
  for (const a of DAILY_ASPECTS) {
    let s = 58 + intBetween(rng, -10, 10) + (DAY_BIAS[d.weekday.id][a] ?? 0);
    if (p.dayRole) s += ROLE_BIAS[p.dayRole.id][a] ?? 0;
    const score = clampScore(s);
    const text = aspectText(a, tierOf(score), p, d, rng);
    aspects[a] = { score, th: text.th, en: text.en };
  }
  const score = clampScore(
    DAILY_ASPECTS.reduce((sum, a) => sum + aspects[a].score, 0) / DAILY_ASPECTS.length,
  );
  const best = DAILY_ASPECTS.reduce((x, y) => (aspects[y].score > aspects[x].score ? y : x));
  const worst = DAILY_ASPECTS.reduce((x, y) => (aspects[y].score < aspects[x].score ? y : x));
  const lucky = luckyFor(p, d, rng);
  const owner = p.weekday ?? d.weekday;
  const buddha = BIRTH_DAY_BUDDHA[owner.id];

  const colourSection = section('colours', { th: 'สีประจำวัน', en: 'Colours of the day' }, [
    coloursLine(p, d, lucky, rng),
  ]);

  const planet = pick(rng, DAY_ENERGY[d.weekday.id]);
  const role = p.weekday && p.dayRole ? p.dayRole : null;
  const energy = section('energy', { th: 'พลังของวันนี้', en: 'The day’s energy' }, [
    {
      th: `วันที่ ${d.date.day} นี้${planet.th}${role && p.weekday ? (role.tone < 0 ? ` แต่สำหรับคนเกิด${dayTh(p.weekday)} เป็นวัน${role.nameTh} ${ROLE_TODAY[role.id].th}` : ` และเป็นวัน${role.nameTh}ของคนเกิด${dayTh(p.weekday)} ${ROLE_TODAY[role.id].th}`) : ''}`,
      en: `The ${ordinalEn(d.date.day)} ${planet.en}${role && p.weekday ? ` For someone born on a ${dayEn(p.weekday)} it is the ${role.nameEn} (${role.nameTh}) day: ${ROLE_TODAY[role.id].en}.` : ''}`,
    },
  ]);

  const aspectSections = DAILY_ASPECTS.map((a) =>
    section(a, DAILY_ASPECT_LABELS[a], [
      {
        th: `${aspects[a].th} (${aspects[a].score}/100)`,
        en: `${aspects[a].en} (${aspects[a].score}/100)`,
      },
    ]),
  );

  const merit = section('merit', { th: 'เสริมดวงวันนี้', en: 'For a better day' }, [
    pick(rng, [
      {
        th: `ก่อนเริ่มวัน ไหว้${buddha.postureTh}ซึ่งเป็นพระประจำ${dayTh(owner)} และสวดมนต์ ${buddha.chantCount} จบ`,
        en: `Before the day begins, honour ${buddha.postureEn}, the Buddha image of ${dayEn(owner)}, and chant ${buddha.chantCount} times.`,
      },
      {
        th: `สวดมนต์ ${buddha.chantCount} จบตามกำลัง${dayTh(owner)} แล้วระลึกถึง${buddha.postureTh} ใจจะนิ่งทั้งวัน`,
        en: `Chant ${buddha.chantCount} times, the strength of ${dayEn(owner)}, with ${buddha.postureEn} in mind, for a steady day.`,
      },
    ]),
    {
      th: `เลขนำโชค ${lucky.numbers.join(', ')} ไว้เป็นกำลังใจเล็ก ๆ ไม่ใช่สำหรับเสี่ยงโชค`,
      en: `Lucky numbers ${lucky.numbers.join(', ')} — a small encouragement, not for gambling.`,
    },
  ]);

  const bestL = DAILY_ASPECT_LABELS[best];
  const worstL = DAILY_ASPECT_LABELS[worst];
  // A colour to wear is one of the person's own lucky colours, never their กาลกิณี.
  const wearTh = lucky.coloursTh[0] ?? c.taksa.fortune.colourTh;
  const wearEn = lucky.coloursEn[0] ?? c.taksa.fortune.colourEn;
  const greetingTh = p.name ? `คุณ${p.name} ` : '';
  const greetingEn = p.name ? `${p.name}, ` : '';
  const summaryTh = `${greetingTh}ดวง${dayTh(d.weekday)}ที่ ${d.dateTh} ภาพรวม ${score}/100 เด่นเรื่อง${bestL.th} ควรระวังเรื่อง${worstL.th}`;
  const summaryEn = `${greetingEn}${capitalise(`${dayEn(d.weekday)}, ${d.dateEn}`)}: overall ${score}/100 — strongest in ${bestL.en.toLowerCase()}, careful with ${worstL.en.toLowerCase()}.`;

  const sri = weekdayInRole(owner.id, 'fortune');
  const sriDay = addDays(d.date, (SRI_GAP[sri.id] - dayOfWeek(d.date) + 7) % 7 || 7);
  const sriTh = `${dayTh(sri)}ที่ ${sriDay.day} ${THAI_MONTHS[sriDay.month - 1]}`;
  const sriEn = `${dayEn(sri)} ${sriDay.day} ${ENGLISH_MONTHS[sriDay.month - 1]}`;
  const advice: Bi =
    p.dayRole?.id === 'misfortune'
      ? {
          th: `วันนี้เป็นวันกาลกิณีของคุณ ทำสิ่งเดิมให้ดี เลี่ยงการเริ่มเรื่องใหญ่ เก็บไว้ทำใน${sriTh}ซึ่งเป็นวันศรี`,
          en: `Today is your misfortune day: tend to what you have and avoid big launches — keep them for ${sriEn}, a fortune day.`,
        }
      : pick(rng, [
          worst === 'health'
            ? {
                th: `ใช้จังหวะดีเรื่อง${bestL.th}วันนี้ให้เต็มที่ และพักให้พอ เรื่องใหญ่ที่ต้องใช้แรงเก็บไว้ทำใน${sriTh}`,
                en: `Make the most of ${bestL.en.toLowerCase()} today and rest well; keep demanding things for ${sriEn}.`,
              }
            : {
                th: `ใช้จังหวะดีเรื่อง${bestL.th}วันนี้ให้เต็มที่ ส่วนเรื่อง${worstL.th}ถ้ายังไม่ลงตัว รอ${sriTh}ค่อยลงมือ`,
                en: `Make the most of ${bestL.en.toLowerCase()} today; if ${worstL.en.toLowerCase()} is unsettled, wait for ${sriEn}.`,
              },
          // Care for one's health is never put off to a lucky day.
          worst === 'health'
            ? {
                th: `ใส่${wearTh}ติดตัวสักชิ้น วันนี้ดูแลร่างกายและพักให้พอ งานที่ต้องใช้แรงมากเก็บไว้ทำใน${sriTh}ซึ่งเป็นวันศรี`,
                en: `Wear a touch of ${wearEn}; look after yourself and rest well today, and keep demanding work for ${sriEn}, a fortune day.`,
              }
            : {
                th: `ใส่${wearTh}ติดตัวสักชิ้น เรื่อง${worstL.th}ที่ค้างอยู่ค่อยว่ากันใน${sriTh}ซึ่งเป็นวันศรี`,
                en: `Wear a touch of ${wearEn}; leave pending ${worstL.en.toLowerCase()} matters for ${sriEn}, a fortune day.`,
              },
        ]);

  return {
    kind: 'daily',
    date: d.iso,
    titleTh: `ดวงประจำ${dayTh(d.weekday)}`,
    titleEn: `Your ${dayEn(d.weekday)} fortune`,
    summaryTh,
    summaryEn,
    sections: [colourSection, energy, ...aspectSections, merit],
    luckyColoursTh: p.weekday ? lucky.coloursTh : c.luckyColoursTh,
    luckyColoursEn: p.weekday ? lucky.coloursEn : c.luckyColoursEn,
    luckyNumbers: lucky.numbers,
    score0to100: score,
    adviceTh: advice.th,
    adviceEn: advice.en,
    weekday: d.weekday,
    colours: c,
    dayRole: p.dayRole?.id ?? null,
    aspects,
  };
}
