/**
 * ดูดวงการงาน: a career reading composed from what the person gave — the question (its theme,
 * time frame and mood steer the answer), experience level, industry and objective — and from the
 * lore of their birth (weekday, animal year) and of the day (ทักษา role, the year's ชง).
 */
import {
  INDUSTRIES,
  CAREER_OBJECTIVES,
  type Industry,
  type CareerObjective,
} from '@duangdee/contract/reading-options';
import { EXPERIENCE_LEVELS, type ExperienceLevel, type PersonInput } from '../options.ts';
import { pick, type Rng } from '../seed.ts';
import type { Bi } from '../text.ts';
import { addDays } from '../dates.ts';
import { capitalise, listEn, listTh, lowerFirst } from '../text.ts';
import { weekdayInRole, type TaksaRoleId } from '../thai-calendar.ts';
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
export { INDUSTRIES, CAREER_OBJECTIVES };
export type { Industry, CareerObjective };

export const INDUSTRY_LABELS: Record<Industry, Bi> = {
  technology: { th: 'เทคโนโลยี', en: 'technology' },
  finance: { th: 'การเงินและการธนาคาร', en: 'finance and banking' },
  healthcare: { th: 'การแพทย์และสุขภาพ', en: 'healthcare' },
  education: { th: 'การศึกษา', en: 'education' },
  creative: { th: 'งานสร้างสรรค์และสื่อ', en: 'creative work and media' },
  sales: { th: 'การขายและการตลาด', en: 'sales and marketing' },
  government: { th: 'ราชการและรัฐวิสาหกิจ', en: 'public service' },
  hospitality: { th: 'การบริการและการท่องเที่ยว', en: 'hospitality and tourism' },
  manufacturing: { th: 'อุตสาหกรรมและการผลิต', en: 'manufacturing' },
  agriculture: { th: 'เกษตรกรรม', en: 'agriculture' },
  freelance: { th: 'งานอิสระ', en: 'freelancing' },
  other: { th: 'สายงานอื่น ๆ', en: 'another field' },
};

export const CAREER_OBJECTIVE_LABELS: Record<CareerObjective, Bi> = {
  growth: { th: 'เติบโตในสายงาน', en: 'growing in my career' },
  promotion: { th: 'เลื่อนตำแหน่ง', en: 'a promotion' },
  'change-job': { th: 'เปลี่ยนงาน', en: 'changing jobs' },
  'start-business': { th: 'เริ่มธุรกิจของตัวเอง', en: 'starting my own business' },
  stability: { th: 'ความมั่นคงในงาน', en: 'job security' },
  skills: { th: 'พัฒนาทักษะ', en: 'building skills' },
  balance: { th: 'สมดุลชีวิตกับงาน', en: 'work–life balance' },
};

export interface CareerInput extends PersonInput {
  /** The reading day, `YYYY-MM-DD`. */
  date: string;
  experienceLevel?: ExperienceLevel;
  industry?: Industry;
  objective?: CareerObjective;
  question?: string;
}

interface C {
  p: PersonContext;
  d: DayContext;
  rng: Rng;
  ask: Ask;
  /** How the reading may sound: a hard week is never the bright tier. */
  tone: Tier;
  tier: Tier;
  window: Window;
  industry: Industry | null;
  level: ExperienceLevel | null;
  /** The objective chosen, or the one the question points to; null when neither says. */
  objective: CareerObjective | null;
  /** Whether the person chose the objective (rather than the question implying it). */
  chosen: boolean;
}

const TOPIC: Bi = { th: 'การงาน', en: 'work' };

/** The person's field for running text ("สายเทคโนโลยี"); "another field" is left unsaid. */
function fieldOf(c: Pick<C, 'industry'>): Bi | null {
  return c.industry && c.industry !== 'other' ? INDUSTRY_LABELS[c.industry] : null;
}

/** An objective in the reader's voice for English ("growing in your career"). */
function goalEn(o: CareerObjective): string {
  return CAREER_OBJECTIVE_LABELS[o].en.replace(/\bmy\b/g, 'your');
}

/** What the day's ทักษา role means at work. */
const ROLE_AT_WORK: Record<TaksaRoleId, readonly Bi[]> = {
  companions: [
    {
      th: 'งานที่ต้องร่วมมือกับทีมจะไปได้ดีเป็นพิเศษ ลองขอแรงเพื่อนร่วมงานในเรื่องที่ค้างอยู่',
      en: 'work that needs the team goes especially well; ask colleagues to help with what is pending.',
    },
    {
      th: 'คนรอบตัวในที่ทำงานพร้อมช่วย เป็นวันดีสำหรับประชุมทีมหรือแบ่งงานกันใหม่',
      en: 'people at work are ready to help — a good day for a team meeting or dividing tasks afresh.',
    },
  ],
  longevity: [
    {
      th: 'เหมาะกับการสานงานที่ทำค้างไว้ให้ต่อเนื่อง มากกว่าเปิดโปรเจกต์ใหม่ และอย่าลืมพักสายตาระหว่างวัน',
      en: 'good for carrying on what is under way rather than opening new projects — and rest your eyes during the day.',
    },
    {
      th: 'พลังเหมาะกับงานที่ต้องใช้ความอึด ทำทีละขั้นแล้วจะไปได้ไกลกว่าการเร่ง',
      en: 'the energy suits work that needs stamina; step by step gets further than rushing.',
    },
  ],
  power: [
    {
      th: 'คำพูดของคุณมีน้ำหนัก เหมาะกับการนำเสนองาน เจรจา หรือขอในสิ่งที่ควรได้',
      en: 'your words carry weight — good for presenting, negotiating or asking for what you are due.',
    },
    {
      th: 'เป็นวันที่คนฟังคุณ ถ้ามีเรื่องต้องเสนอผู้ใหญ่หรือต่อรอง วันนี้ได้เปรียบ',
      en: 'people listen to you today; if you must propose something to seniors or bargain, you have the edge.',
    },
  ],
  fortune: [
    {
      th: 'โชคเรื่องงานเข้ามาทางผู้คน อาจได้ข่าวดีหรือข้อเสนอที่ไม่คาดคิด',
      en: 'work luck comes through people; good news or an unexpected offer may arrive.',
    },
    {
      th: 'เสน่ห์ในการทำงานสูง เหมาะกับงานที่ต้องพบลูกค้าหรือขอความร่วมมือ',
      en: 'your charm at work is high — good for meeting clients or asking for cooperation.',
    },
  ],
  foundation: [
    {
      th: 'เหมาะกับการวางระบบ จัดเอกสาร และวางแผนระยะยาว มากกว่างานที่ต้องเร่งปิด',
      en: 'good for building systems, sorting paperwork and long-range plans rather than rushed deadlines.',
    },
    {
      th: 'สิ่งที่ลงแรงวางรากฐานวันนี้จะเห็นผลในอีกหลายเดือน ไม่ต้องรีบร้อนเห็นผลทันที',
      en: 'groundwork laid today shows in months to come; no need to see results at once.',
    },
  ],
  diligence: [
    {
      th: 'งานวันนี้ต้องใช้แรงมากกว่าปกติสักหน่อย แต่ความขยันจะได้ผลตอบแทนจริง',
      en: 'today’s work asks a little more effort than usual, but diligence really pays.',
    },
    {
      th: 'อาจเหนื่อยกว่าที่คิด ให้ทำงานที่สำคัญที่สุดตอนเช้าที่ยังมีแรง',
      en: 'it may be more tiring than you expect; do the most important work in the morning while you are fresh.',
    },
  ],
  support: [
    {
      th: 'ผู้ใหญ่เมตตา เหมาะกับการขอคำปรึกษา ขออนุมัติ หรือยื่นเรื่องที่รออยู่',
      en: 'seniors are kind — good for seeking advice, approvals, or submitting what has been waiting.',
    },
    {
      th: 'มีคนมีอำนาจพร้อมหนุน ลองเล่าแผนของคุณให้หัวหน้าหรือพี่เลี้ยงฟัง',
      en: 'people with influence are ready to back you; share your plan with your manager or a mentor.',
    },
  ],
  misfortune: [
    {
      th: 'ไม่ควรเริ่มเรื่องใหญ่หรือเซ็นอะไรสำคัญวันนี้ ทำงานเดิมให้เรียบร้อยและพูดให้น้อยลง',
      en: 'do not launch anything big or sign anything important today; finish what you have and say less.',
    },
    {
      th: 'ระวังความเข้าใจผิดในที่ทำงาน ตรวจงานก่อนส่งสองรอบ แล้วเก็บเรื่องใหญ่ไว้วันอื่น',
      en: 'watch for misunderstandings at work; check twice before sending and keep big matters for another day.',
    },
  ],
};

/** What the reading day's own planet favours at work, for readers without birth data. */
const DAY_AT_WORK: Record<WeekdayId, readonly Bi[]> = {
  sunday: [
    {
      th: 'วันอาทิตย์เป็นวันของพระอาทิตย์ ดาวแห่งเกียรติและความเป็นผู้นำ เหมาะกับการวางแผนงานสัปดาห์หน้าให้ชัด',
      en: 'Sunday belongs to the Sun, star of honour and leadership: good for planning the coming week clearly.',
    },
    {
      th: 'พลังของพระอาทิตย์ในวันนี้หนุนความมั่นใจ ถ้ามีงานที่ต้องตัดสินใจแทนทีม ใช้วันนี้ทบทวนให้ถี่ถ้วน',
      en: 'The Sun lends confidence today; if you must decide for a team, use the day to think it through.',
    },
  ],
  monday: [
    {
      th: 'วันจันทร์เป็นวันของพระจันทร์ เหมาะกับงานที่ต้องใช้ความละเอียดและการดูแลคน การเริ่มสัปดาห์อย่างนุ่มนวลจะช่วยให้ทีมไปได้ดี',
      en: 'Monday belongs to the Moon: good for careful work and looking after people; a gentle start helps the team.',
    },
    {
      th: 'พระจันทร์ทำให้วันนี้เหมาะกับการฟังมากกว่าการสั่ง ลองถามความเห็นคนในทีมก่อนเริ่มงานใหญ่',
      en: 'The Moon makes today better for listening than directing; ask the team’s views before starting something big.',
    },
  ],
  tuesday: [
    {
      th: 'วันอังคารเป็นวันของพระอังคาร พลังแห่งการลงมือ เหมาะกับงานที่ค้างมานานและต้องใช้ความกล้าตัดสินใจ แต่ควรระวังอารมณ์ร้อน',
      en: 'Tuesday belongs to Mars, the planet of action: good for long-stalled work that needs a bold call — mind your temper.',
    },
    {
      th: 'พระอังคารให้แรงขับ วันนี้เหมาะกับการปิดงานที่ต้องใช้แรง มากกว่างานที่ต้องเจรจาอย่างนุ่มนวล',
      en: 'Mars gives drive: today suits getting heavy work done more than delicate negotiation.',
    },
  ],
  'wednesday-day': [
    {
      th: 'วันพุธเป็นวันของพระพุธ ดาวแห่งการสื่อสารและการค้า เหมาะกับการเจรจา เขียนข้อเสนอ และติดต่อลูกค้า',
      en: 'Wednesday belongs to Mercury, star of speech and trade: good for negotiating, writing proposals and contacting clients.',
    },
    {
      th: 'พระพุธช่วยให้คำพูดลื่นไหล ถ้ามีเรื่องต้องอธิบายหรือโน้มน้าว วันนี้ได้เปรียบ',
      en: 'Mercury smooths your words; if you have something to explain or persuade, you have the edge today.',
    },
  ],
  'wednesday-night': [
    {
      th: 'คืนวันพุธเป็นเวลาของพระราหู เหมาะกับความคิดแหวกแนวและงานสร้างสรรค์ แต่ไม่เหมาะกับการเซ็นเรื่องใหญ่',
      en: 'Wednesday night belongs to Rahu: good for unusual ideas and creative work, not for signing anything big.',
    },
    {
      th: 'พลังของพระราหูคืนนี้ช่วยให้เห็นทางลัดที่คนอื่นมองไม่เห็น จดไอเดียไว้ก่อน แล้วค่อยตรวจอีกครั้งในวันรุ่งขึ้น',
      en: 'Rahu shows shortcuts others miss; note your ideas tonight and check them again tomorrow.',
    },
  ],
  thursday: [
    {
      th: 'วันพฤหัสบดีเป็นวันครู ผู้ใหญ่เมตตา เหมาะกับการเรียนรู้ ขอคำปรึกษา และยื่นเรื่องที่ต้องมีคนอนุมัติ',
      en: 'Thursday is the teachers’ day: elders are kind — good for learning, seeking advice and submitting what needs approval.',
    },
    {
      th: 'พระพฤหัสบดีหนุนความรู้และผู้อุปถัมภ์ วันนี้เหมาะจะเล่าแผนงานให้พี่เลี้ยงหรือหัวหน้าฟัง',
      en: 'Jupiter favours knowledge and patrons: a good day to share your plans with a mentor or manager.',
    },
  ],
  friday: [
    {
      th: 'วันศุกร์เป็นวันของพระศุกร์ เสน่ห์และความนุ่มนวลช่วยงานที่ต้องพบผู้คน เหมาะกับการสร้างความสัมพันธ์ในที่ทำงาน',
      en: 'Friday belongs to Venus: charm and grace help people-facing work — good for building working relationships.',
    },
    {
      th: 'พระศุกร์ทำให้วันนี้เหมาะกับงานออกแบบ งานบริการ และการปิดสัปดาห์ด้วยการขอบคุณทีม',
      en: 'Venus makes today good for design, service work and ending the week by thanking the team.',
    },
  ],
  saturday: [
    {
      th: 'วันเสาร์เป็นวันของพระเสาร์ ดาวแห่งความอดทน เหมาะกับการเคลียร์งานค้าง จัดระบบ และวางแผนระยะยาว',
      en: 'Saturday belongs to Saturn, planet of patience: good for clearing backlogs, building systems and long-range plans.',
    },
    {
      th: 'พระเสาร์ให้ความหนักแน่น วันนี้เหมาะกับงานที่ต้องใช้ความรอบคอบมากกว่าความเร็ว',
      en: 'Saturn lends steadiness: today suits careful work more than fast work.',
    },
  ],
};

const SUMMARY_LEADS: Record<Tier, ReadonlyArray<(c: C, score: number) => Bi>> = {
  high: [
    (c, s) => ({
      th: `ดวงการงานของ${c.p.callTh}ประจำวันที่ ${c.d.dateTh} อยู่ที่ ${s}/100 มีแรงส่งให้ก้าวไปข้างหน้าอย่างชัดเจน`,
      en: `${greetEn(c.p)}your career score for ${c.d.dateEn} is ${s}/100, with clear momentum to move forward.`,
    }),
    (c, s) => ({
      th: `${c.p.callTh}มีคะแนนดวงการงาน ${s}/100 ในวันที่ ${c.d.dateTh} สิ่งที่ลงแรงไว้เริ่มมีคนมองเห็น`,
      en: `${greetEn(c.p)}a career score of ${s}/100 on ${c.d.dateEn}: what you have put in is starting to be noticed.`,
    }),
  ],
  mid: [
    (c, s) => ({
      th: `ดวงการงานของ${c.p.callTh}ประจำวันที่ ${c.d.dateTh} อยู่ที่ ${s}/100 ไปได้เรื่อย ๆ อย่างมั่นคง ความสม่ำเสมอสำคัญกว่าโชค`,
      en: `${greetEn(c.p)}your career score for ${c.d.dateEn} is ${s}/100: steady progress, where consistency counts more than luck.`,
    }),
    (c, s) => ({
      th: `${c.p.callTh}มีคะแนนดวงการงาน ${s}/100 ในวันที่ ${c.d.dateTh} มีทั้งเรื่องให้ชื่นใจและเรื่องให้คิด`,
      en: `${greetEn(c.p)}a career score of ${s}/100 on ${c.d.dateEn}, with things to enjoy and things to think over.`,
    }),
  ],
  low: [
    (c, s) => ({
      th: `ดวงการงานของ${c.p.callTh}ประจำวันที่ ${c.d.dateTh} อยู่ที่ ${s}/100 มีแรงต้านอยู่บ้าง ต้องใช้สติและความอดทนมากกว่าปกติ`,
      en: `${greetEn(c.p)}your career score for ${c.d.dateEn} is ${s}/100: some headwind, calling for a clear head and patience.`,
    }),
    (c, s) => ({
      th: `${c.p.callTh}มีคะแนนดวงการงาน ${s}/100 ในวันที่ ${c.d.dateTh} ช่วงนี้ควรประคองงานให้มั่นคงก่อนคิดการใหญ่`,
      en: `${greetEn(c.p)}a career score of ${s}/100 on ${c.d.dateEn}: hold your work steady before planning anything big.`,
    }),
  ],
};

const SUMMARY_HARD: ReadonlyArray<(c: C, score: number) => Bi> = [
  (c, s) => ({
    th: `ดวงการงานของ${c.p.callTh}ประจำวันที่ ${c.d.dateTh} อยู่ที่ ${s}/100 ช่วงนี้อาจเหนื่อย แต่ยังมีทางให้ค่อย ๆ ขยับ`,
    en: `${greetEn(c.p)}your career score for ${c.d.dateEn} is ${s}/100: a tiring stretch, but there is still room to move, step by step.`,
  }),
  (c, s) => ({
    th: `${c.p.callTh}มีคะแนนดวงการงาน ${s}/100 ในวันที่ ${c.d.dateTh} งานหนักใจอยู่ก็จริง แต่ไม่ใช่ทางตัน`,
    en: `${greetEn(c.p)}a career score of ${s}/100 on ${c.d.dateEn}: work weighs on you, but it is no dead end.`,
  }),
];

/** How the summary names what the reading is about, by how the stars lean. */
const SUMMARY_FOCUS: Record<Tier, readonly ((what: string) => string)[]> = {
  high: [(w) => `ส่วน${w} มีทางไปได้ดีถ้าเตรียมตัวมา`, (w) => `และ${w}มีจังหวะเปิดให้`],
  mid: [(w) => `ส่วน${w} ยังต้องชั่งน้ำหนักอีกนิด`, (w) => `และ${w}ต้องอาศัยการเตรียมตัวมากกว่าโชค`],
  low: [(w) => `ส่วน${w} ควรค่อยเป็นค่อยไป`, (w) => `และ${w}ควรมีแผนสำรองไว้`],
};
const SUMMARY_FOCUS_EN: Record<Tier, string> = {
  high: 'looks open if you prepare',
  mid: 'still needs some weighing',
  low: 'is best taken slowly',
};

const OBJECTIVE_LINES: Record<CareerObjective, readonly Bi[]> = {
  growth: [
    {
      th: 'ถ้าเป้าหมายคือการเติบโต ช่วงนี้เหมาะกับการรับงานที่ใหญ่กว่าเดิมหนึ่งก้าว และขอคำติชมอย่างสม่ำเสมอ',
      en: 'If growth is the goal, take on work one step bigger than before and ask for feedback regularly.',
    },
    {
      th: 'การเติบโตของคุณจะมาจากการขยายวงคนรู้จัก ลองเข้าร่วมโครงการข้ามทีมหรือกิจกรรมในสายงาน',
      en: 'Your growth will come from widening your circle — join cross-team projects or events in your field.',
    },
    {
      th: 'เติบโตได้เร็วที่สุดเมื่อมีคนที่เก่งกว่าอยู่ใกล้ ๆ ลองหาพี่เลี้ยงสักคนที่อยู่ในจุดที่คุณอยากไปถึง',
      en: 'You grow fastest near people who are better than you; find a mentor who is where you want to be.',
    },
  ],
  promotion: [
    {
      th: 'เรื่องเลื่อนตำแหน่ง ผลงานของคุณมีคนเห็น แต่ควรบอกความต้องการให้ผู้ใหญ่รู้อย่างสุภาพและชัดเจน',
      en: 'On promotion: your work is noticed, but let your seniors know what you want — politely and clearly.',
    },
    {
      th: 'ถ้าหวังเลื่อนขั้น ให้เก็บตัวเลขและผลงานที่จับต้องได้ไว้ เมื่อถึงจังหวะประเมินจะมีน้ำหนักมาก',
      en: 'If you hope for promotion, keep concrete results and figures ready; they weigh heavily at review time.',
    },
    {
      th: 'การเลื่อนตำแหน่งมักตามมาหลังจากที่คุณรับผิดชอบงานระดับนั้นได้จริงแล้ว ลองอาสารับงานที่หัวหน้ายังหาคนทำไม่ได้',
      en: 'Promotion usually follows once you already carry that level’s work; volunteer for what your manager cannot yet staff.',
    },
  ],
  'change-job': [
    {
      th: 'ถ้ากำลังคิดเปลี่ยนงาน เริ่มจากการอัปเดตประวัติและคุยกับคนในสายที่สนใจก่อน อย่าเพิ่งลาออกจนกว่าจะมีที่ใหม่ชัดเจน',
      en: 'If you are thinking of moving, update your CV and talk to people in the field first — do not resign until the new role is certain.',
    },
    {
      th: 'การเปลี่ยนงานมีโอกาสดี โดยเฉพาะงานที่ได้ใช้จุดแข็งเดิมในที่ใหม่ เทียบข้อเสนอให้รอบด้านทั้งเงินและวัฒนธรรมองค์กร',
      en: 'A move has good prospects, especially a role that uses your strengths somewhere new; compare offers on pay and culture alike.',
    },
    {
      th: 'งานใหม่ที่ดีมักมาจากคนรู้จักมากกว่าประกาศรับสมัคร บอกคนที่ไว้ใจในสายงานว่าคุณกำลังมองหาอะไร',
      en: 'Good new jobs come through people more often than adverts; tell people you trust in your field what you are looking for.',
    },
  ],
  'start-business': [
    {
      th: 'เรื่องเริ่มธุรกิจ ควรเริ่มจากเล็ก ทดลองตลาดก่อนลงทุนก้อนใหญ่ และแยกเงินส่วนตัวกับเงินธุรกิจให้ชัด',
      en: 'For a new business, start small, test the market before investing big, and keep personal and business money apart.',
    },
    {
      th: 'ไอเดียธุรกิจของคุณมีแวว แต่ความสำเร็จจะมาจากหุ้นส่วนและเครือข่ายที่ดี เลือกคนร่วมทางอย่างระมัดระวัง',
      en: 'Your business idea has promise, but success will come from good partners and networks — choose them carefully.',
    },
    {
      th: 'ธุรกิจที่อยู่รอดมักเริ่มจากปัญหาที่ลูกค้ายอมจ่ายเพื่อแก้ ลองคุยกับลูกค้าที่คาดหวังให้ได้สิบคนก่อนลงทุน',
      en: 'Businesses that last start from a problem customers will pay to solve; talk to ten likely customers before investing.',
    },
  ],
  stability: [
    {
      th: 'ถ้าต้องการความมั่นคง ทำงานปัจจุบันให้ดีที่สุดและเพิ่มทักษะที่องค์กรขาดไม่ได้ คุณจะเป็นคนที่ทุกคนอยากเก็บไว้',
      en: 'For security, do your current job as well as you can and build skills the organisation cannot do without.',
    },
    {
      th: 'ความมั่นคงมาจากการมีทางเลือก เก็บเงินสำรองและสร้างทักษะเสริมไว้ จะช่วยให้ใจนิ่งในทุกสถานการณ์',
      en: 'Security comes from having options: keep savings aside and a second skill ready, and you stay calm whatever happens.',
    },
    {
      th: 'งานที่มั่นคงที่สุดคืองานที่คุณทำแล้วคนอื่นแทนได้ยาก ลองดูว่าความรู้ไหนในทีมมีแต่คุณที่ทำได้ แล้วทำให้ลึกขึ้น',
      en: 'The safest job is one few could do in your place; find the knowledge only you hold in the team and deepen it.',
    },
  ],
  skills: [
    {
      th: 'ช่วงนี้เหมาะกับการเรียนรู้มาก สมองรับข้อมูลได้ดี ลองลงคอร์สสั้น ๆ หรือหาพี่เลี้ยงในสายงาน',
      en: 'This is a good time to learn — your mind absorbs well. Try a short course or find a mentor in your field.',
    },
    {
      th: 'การพัฒนาทักษะจะคุ้มที่สุดถ้าเลือกสิ่งที่ใช้ได้ทันทีในงาน แล้วค่อยต่อยอดสู่สิ่งที่อยากเป็นในอนาคต',
      en: 'Skill-building pays best when you pick what you can use at work right away, then build towards where you want to be.',
    },
    {
      th: 'ทักษะใหม่ติดตัวเร็วเมื่อได้สอนคนอื่นต่อ ลองแบ่งปันสิ่งที่เพิ่งเรียนให้ทีมฟังสักครั้ง',
      en: 'A new skill sticks fastest when you teach it on; share what you have just learned with your team once.',
    },
  ],
  balance: [
    {
      th: 'ถ้าอยากได้สมดุลชีวิต ลองตั้งขอบเขตเวลางานให้ชัด และกล้าปฏิเสธงานที่ไม่ใช่หน้าที่หลักอย่างสุภาพ',
      en: 'For balance, set clear working hours and politely turn down work that is not really yours.',
    },
    {
      th: 'สมดุลจะกลับมาเมื่อจัดลำดับความสำคัญใหม่ งานบางอย่างมอบหมายให้คนอื่นได้ และเวลาพักคือการลงทุนกับตัวเอง',
      en: 'Balance returns when you reprioritise: some work can be delegated, and rest is an investment in yourself.',
    },
    {
      th: 'ลองกันเวลาหนึ่งช่วงในแต่ละสัปดาห์ไว้ให้ตัวเองแบบห้ามนัดงานทับ แล้วรักษาไว้เหมือนนัดสำคัญ',
      en: 'Block one slot a week for yourself that no meeting may take, and keep it like an important appointment.',
    },
  ],
};

const INDUSTRY_LINES: Record<Industry, readonly Bi[]> = {
  technology: [
    {
      th: 'ในสายเทคโนโลยี ความเปลี่ยนแปลงคือโอกาส คนที่ปรับตัวเร็วและเข้าใจผู้ใช้จะได้เปรียบ',
      en: 'In technology, change is opportunity: those who adapt fast and understand users win out.',
    },
    {
      th: 'งานสายเทคโนโลยีวัดกันที่ผลงานที่ใช้ได้จริง เก็บตัวอย่างงานที่คุณภูมิใจไว้ให้คนอื่นเห็นได้ง่าย',
      en: 'Tech work is judged by what actually ships; keep examples you are proud of where people can see them.',
    },
  ],
  finance: [
    {
      th: 'ในสายการเงิน ความแม่นยำและความน่าเชื่อถือคือทุนสำคัญ งานที่ต้องใช้ความรอบคอบจะทำให้คุณโดดเด่น',
      en: 'In finance, precision and trust are your capital; careful work will make you stand out.',
    },
    {
      th: 'คนในสายการเงินที่อธิบายตัวเลขให้คนทั่วไปเข้าใจได้ มักก้าวหน้าเร็วกว่าคนที่เก่งตัวเลขอย่างเดียว',
      en: 'In finance, people who can explain figures to non-specialists tend to rise faster than those who are only good with numbers.',
    },
  ],
  healthcare: [
    {
      th: 'ในสายการแพทย์และสุขภาพ ความเมตตาที่คุณมีจะเป็นที่จดจำ แต่ต้องดูแลพลังใจของตัวเองด้วย',
      en: 'In healthcare, your compassion will be remembered — but look after your own reserves too.',
    },
    {
      th: 'งานดูแลผู้คนใช้พลังใจมาก การมีเพื่อนร่วมงานที่คุยกันได้จริงจะช่วยให้คุณอยู่ในสายนี้ได้นาน',
      en: 'Caring work drains the heart; colleagues you can really talk to are what keep you in it for the long run.',
    },
  ],
  education: [
    {
      th: 'ในสายการศึกษา ดาวพฤหัสบดีหนุนผู้ให้ความรู้ สิ่งที่คุณสอนวันนี้จะย้อนกลับมาเป็นบุญและชื่อเสียง',
      en: 'In education, Jupiter favours those who teach; what you pass on today returns as merit and reputation.',
    },
    {
      th: 'ในงานการศึกษา ความก้าวหน้ามักมาจากงานที่นอกเหนือห้องเรียน เช่น โครงการหรือหลักสูตรที่คุณริเริ่มเอง',
      en: 'In education, advancement often comes from work beyond the classroom — a project or course you start yourself.',
    },
  ],
  creative: [
    {
      th: 'ในงานสร้างสรรค์ ไอเดียช่วงนี้ไหลลื่น ลองเผยแพร่ผลงานให้คนเห็นมากขึ้น จะมีคนเห็นคุณค่า',
      en: 'In creative work, ideas flow well now; show your work more widely and the right people will value it.',
    },
    {
      th: 'งานสร้างสรรค์ต้องมีทั้งฝีมือและการตั้งราคาที่ถูกต้อง อย่าให้ความเกรงใจทำให้ตั้งราคาต่ำกว่าคุณค่าของงาน',
      en: 'Creative work needs both skill and fair pricing; do not let politeness price you below the work’s worth.',
    },
  ],
  sales: [
    {
      th: 'ในงานขายและการตลาด ดาวพุธช่วยเรื่องการเจรจา ลูกค้าเก่าอาจกลับมาพร้อมโอกาสใหม่',
      en: 'In sales and marketing, Mercury helps negotiations; old clients may return with new business.',
    },
    {
      th: 'ในงานขาย ความสม่ำเสมอในการติดตามลูกค้าสำคัญกว่าการปิดการขายครั้งใหญ่ครั้งเดียว',
      en: 'In sales, steady follow-up matters more than one big close.',
    },
  ],
  government: [
    {
      th: 'ในงานราชการ ความถูกต้องตามระเบียบและการมีผู้ใหญ่สนับสนุนคือทางก้าวหน้า อย่าละเลยงานเอกสาร',
      en: 'In public service, doing things by the book and senior support are the way up; do not neglect paperwork.',
    },
    {
      th: 'ในหน่วยงานรัฐ การสอบเลื่อนระดับและการอบรมตามหลักสูตรมีผลต่อความก้าวหน้ามาก ลองดูรอบที่เปิดในปีนี้',
      en: 'In government, promotion exams and required courses weigh heavily; check which rounds open this year.',
    },
  ],
  hospitality: [
    {
      th: 'ในงานบริการและการท่องเที่ยว รอยยิ้มและความใส่ใจของคุณคือเสน่ห์ที่ลูกค้าจดจำ',
      en: 'In hospitality, your smile and attentiveness are the charm guests remember.',
    },
    {
      th: 'งานบริการขึ้นลงตามฤดูกาล ช่วงที่ลูกค้าน้อยเหมาะกับการเรียนภาษาหรือทักษะที่ทำให้ได้ตำแหน่งดีขึ้น',
      en: 'Hospitality rises and falls with the season; quiet spells are for languages or skills that lead to better roles.',
    },
  ],
  manufacturing: [
    {
      th: 'ในงานอุตสาหกรรม ระบบและความปลอดภัยต้องมาก่อน การปรับปรุงกระบวนการเล็ก ๆ จะสร้างผลงานใหญ่',
      en: 'In manufacturing, systems and safety come first; small process improvements add up to big results.',
    },
    {
      th: 'ในสายการผลิต คนที่เสนอวิธีลดของเสียหรือลดเวลาได้เป็นตัวเลข มักถูกจับตาเมื่อมีตำแหน่งว่าง',
      en: 'In production, whoever can show waste or time saved in figures is noticed when a post opens.',
    },
  ],
  agriculture: [
    {
      th: 'ในงานเกษตร ความอดทนของคุณจะผลิดอกออกผล การหาช่องทางขายใหม่จะเพิ่มมูลค่าให้ผลผลิต',
      en: 'In agriculture, your patience will bear fruit; new sales channels add value to your harvest.',
    },
    {
      th: 'งานเกษตรพึ่งดินฟ้าอากาศ การกระจายพืชหรือช่องทางขายไว้หลายทางช่วยลดความเสี่ยงได้มาก',
      en: 'Farming depends on the weather; spreading crops or sales channels lowers the risk a great deal.',
    },
  ],
  freelance: [
    {
      th: 'สำหรับงานอิสระ ชื่อเสียงแบบปากต่อปากคือทรัพย์สินที่มีค่าที่สุด ดูแลลูกค้าเก่าให้ดีแล้วงานใหม่จะตามมา',
      en: 'For freelancers, word of mouth is your most valuable asset; look after past clients and new work follows.',
    },
    {
      th: 'คนทำงานอิสระควรมีสัญญาหรือข้อตกลงเป็นลายลักษณ์อักษรทุกงาน แม้กับลูกค้าที่สนิทกัน',
      en: 'Freelancers should have a written agreement for every job, even with friendly clients.',
    },
  ],
  other: [
    {
      th: 'ไม่ว่าสายงานใด ความตั้งใจและการพัฒนาตัวเองอย่างต่อเนื่องคือสิ่งที่ดวงช่วงนี้ให้รางวัล',
      en: 'Whatever your field, steady intent and self-improvement are what the stars reward right now.',
    },
    {
      th: 'ในสายงานของคุณ ลองมองหาคนที่ทำได้ดีกว่าสักคนแล้วศึกษาวิธีคิดของเขา จะเห็นทางลัดที่ไม่เคยเห็น',
      en: 'In your line of work, study how someone better than you thinks; you will see shortcuts you never noticed.',
    },
  ],
};

/** What people in a field draw on, for readers without birth data. */
const INDUSTRY_EDGE: Record<Industry, Bi> = {
  technology: { th: 'ความช่างคิดช่างแก้ปัญหา', en: 'problem-solving' },
  finance: { th: 'ความละเอียดรอบคอบกับตัวเลข', en: 'care with figures' },
  healthcare: { th: 'ความใส่ใจผู้คนและความอดทน', en: 'care for people and patience' },
  education: { th: 'การอธิบายเรื่องยากให้เข้าใจง่าย', en: 'making hard things clear' },
  creative: { th: 'สายตาที่มองเห็นสิ่งที่คนอื่นมองข้าม', en: 'an eye for what others miss' },
  sales: { th: 'การอ่านใจคนและการสร้างความสัมพันธ์', en: 'reading people and building rapport' },
  government: { th: 'ความรอบคอบตามระเบียบและความอดทน', en: 'procedural care and patience' },
  hospitality: {
    th: 'ความใส่ใจและการรับมือกับคนหลากหลาย',
    en: 'attentiveness and handling all kinds of people',
  },
  manufacturing: { th: 'การคิดเป็นระบบและความปลอดภัย', en: 'systems thinking and safety' },
  agriculture: {
    th: 'ความอดทนและการอ่านจังหวะธรรมชาติ',
    en: 'patience and a feel for nature’s timing',
  },
  freelance: { th: 'ความรับผิดชอบต่อตัวเองและการดูแลลูกค้า', en: 'self-discipline and client care' },
  other: { th: 'ความตั้งใจและการเรียนรู้ไม่หยุด', en: 'intent and constant learning' },
};

const EXPERIENCE_LINES: Record<ExperienceLevel, readonly Bi[]> = {
  beginner: [
    {
      th: 'ในฐานะคนที่เพิ่งเริ่มต้น อย่ากลัวการถาม ทุกคำถามคือบันไดขั้นแรก และผู้ใหญ่ช่วงนี้พร้อมเอ็นดู',
      en: 'As a newcomer, do not be afraid to ask — every question is a first step, and seniors are well disposed to you now.',
    },
    {
      th: 'ช่วงเริ่มต้นคือเวลาสะสมประสบการณ์ ลองรับงานหลากหลายเพื่อค้นหาว่าตัวเองถนัดอะไรที่สุด',
      en: 'The beginning is for gathering experience; try varied work to discover what suits you best.',
    },
  ],
  junior: [
    {
      th: 'ระดับต้นเป็นช่วงสร้างชื่อ ความตรงต่อเวลาและความใส่ใจในรายละเอียดจะทำให้คนจดจำคุณ',
      en: 'Early-career is when you build a name; punctuality and attention to detail make you memorable.',
    },
    {
      th: 'คุณกำลังจะก้าวจากคนทำตามสั่งไปสู่คนที่เสนอความคิด ลองเสนอไอเดียเล็ก ๆ ในที่ประชุมดู',
      en: 'You are moving from following instructions to offering ideas — try putting a small one forward at a meeting.',
    },
  ],
  intermediate: [
    {
      th: 'ในระดับกลาง คุณเป็นสะพานระหว่างทีมกับผู้บริหาร ทักษะการสื่อสารจะเป็นตัวชี้วัดก้าวต่อไป',
      en: 'At mid-level you bridge the team and management; communication will decide your next step.',
    },
    {
      th: 'ประสบการณ์ที่สะสมมาพร้อมให้รับผิดชอบงานที่ใหญ่ขึ้น ลองเป็นพี่เลี้ยงให้น้องใหม่ จะยิ่งเสริมบารมี',
      en: 'Your experience is ready for bigger responsibility; mentoring newcomers will raise your standing too.',
    },
  ],
  senior: [
    {
      th: 'ในระดับอาวุโส คำพูดของคุณมีน้ำหนักมาก ใช้อิทธิพลนั้นผลักดันทีมและเปิดโอกาสให้คนรุ่นใหม่ได้ลองบ้าง',
      en: 'At senior level your word carries weight; use it to lift the team and let younger people have a go.',
    },
    {
      th: 'ความเชี่ยวชาญของคุณคือทรัพย์สิน ช่วงนี้เหมาะกับการถ่ายทอดความรู้และวางระบบที่อยู่ได้แม้ไม่มีคุณ',
      en: 'Your expertise is an asset; now is a good time to pass it on and build systems that run without you.',
    },
  ],
  executive: [
    {
      th: 'ในฐานะผู้บริหาร การตัดสินใจของคุณส่งผลต่อคนจำนวนมาก ฟังเสียงจากหน้างานก่อนสรุปเรื่องสำคัญ',
      en: 'As an executive, your decisions affect many; listen to the front line before settling big matters.',
    },
    {
      th: 'ดาวช่วงนี้หนุนวิสัยทัศน์ระยะยาว แต่ความสำเร็จจะยั่งยืนได้ด้วยทีมที่ไว้ใจกัน ลงทุนกับคนให้มาก',
      en: 'The stars favour long-range vision now, but lasting success needs a team that trusts each other — invest in people.',
    },
  ],
  expert: [
    {
      th: 'ในฐานะผู้เชี่ยวชาญ ชื่อเสียงของคุณเดินทางไปไกลกว่าที่คิด อาจมีคำเชิญให้ไปบรรยายหรือเป็นที่ปรึกษา',
      en: 'As an expert, your reputation travels further than you think; invitations to speak or advise may come.',
    },
    {
      th: 'ความรู้ลึกของคุณมีค่ามาก แต่อย่าลืมเปิดรับมุมมองใหม่ ความคิดสดใหม่ทำให้ความเชี่ยวชาญไม่ล้าสมัย',
      en: 'Your deep knowledge is valuable — keep it fresh by staying open to new views.',
    },
  ],
};

/** Who the person is at work, by level, for running text. */
const LEVEL_WHO: Record<ExperienceLevel, Bi> = {
  beginner: { th: 'คนที่เพิ่งเริ่มต้นทำงาน', en: 'people just starting out' },
  junior: { th: 'คนทำงานระดับต้น', en: 'people early in their careers' },
  intermediate: { th: 'คนทำงานระดับกลาง', en: 'mid-level people' },
  senior: { th: 'คนทำงานระดับอาวุโส', en: 'senior people' },
  executive: { th: 'ผู้บริหาร', en: 'executives' },
  expert: { th: 'ผู้เชี่ยวชาญ', en: 'experts' },
};

/** What each level brings, for readers without birth data. */
const LEVEL_EDGE: Record<ExperienceLevel, Bi> = {
  beginner: { th: 'ความกระตือรือร้นและการเรียนรู้ที่ไว', en: 'eagerness and quick learning' },
  junior: { th: 'พลังและความพร้อมจะลองสิ่งใหม่', en: 'energy and readiness to try new things' },
  intermediate: {
    th: 'ประสบการณ์ที่มากพอจะมองเห็นทั้งงานและคน',
    en: 'enough experience to see both the work and the people',
  },
  senior: { th: 'วิจารณญาณที่ผ่านงานยากมาแล้ว', en: 'judgement tested by hard work' },
  executive: { th: 'มุมมองภาพใหญ่และการตัดสินใจ', en: 'the big picture and decisiveness' },
  expert: { th: 'ความรู้ลึกที่หาคนแทนได้ยาก', en: 'deep knowledge that is hard to replace' },
};

const CAUTIONS: Record<Tier, readonly Bi[]> = {
  high: [
    {
      th: 'ช่วงที่งานไปได้ดี ระวังการรับปากงานมากเกินกำลัง เพราะคุณภาพจะตกและเหนื่อยสะสม',
      en: 'When work goes well, beware of promising more than you can deliver; quality drops and fatigue builds.',
    },
    {
      th: 'ความมั่นใจที่มากขึ้นอาจทำให้คำพูดแรงโดยไม่ตั้งใจ ให้เครดิตทีมทุกครั้งที่มีโอกาส',
      en: 'Growing confidence can make your words land harder than meant; credit the team whenever you can.',
    },
  ],
  mid: [
    {
      th: 'ระวังเอกสารและตัวเลข ตรวจทานก่อนส่งทุกครั้ง ความผิดพลาดเล็ก ๆ ช่วงนี้อาจต้องแก้กันยาว',
      en: 'Check documents and figures before sending; small errors now could take long to fix.',
    },
    {
      th: 'ระวังการเปรียบเทียบตัวเองกับคนอื่นจนหมดไฟ เส้นทางของแต่ละคนมีจังหวะไม่เหมือนกัน',
      en: 'Do not compare yourself with others until you burn out; everyone’s path has its own timing.',
    },
  ],
  low: [
    {
      th: 'อย่าตัดสินใจเรื่องงานตอนเหนื่อยหรือโกรธ ให้เวลาตัวเองหนึ่งคืนก่อนตอบเรื่องสำคัญ',
      en: 'Avoid career decisions when tired or angry; sleep on anything important before you answer.',
    },
    {
      th: 'ระวังคำพูดในที่ทำงาน เรื่องเล็กอาจถูกขยายเป็นเรื่องใหญ่ได้ถ้าพูดต่อหน้าคนหลายคน',
      en: 'Mind your words at work; a small remark in front of others can be blown out of proportion.',
    },
  ],
};

/** A caution the question itself calls for. */
const THEME_CAUTION: Partial<Record<ThemeId, Bi>> = {
  resign: {
    th: 'อย่าให้ความเหนื่อยในวันที่แย่เป็นคนเขียนใบลาออก ตัดสินใจในวันที่ใจนิ่งแล้วเท่านั้น',
    en: 'Do not let a bad day write your resignation; decide only when your mind is calm.',
  },
  business: {
    th: 'ระวังการลงทุนตกแต่งหรือสต็อกของก้อนใหญ่ก่อนรู้ว่าลูกค้าต้องการอะไรจริง',
    en: 'Beware spending big on fit-out or stock before you know what customers really want.',
  },
  colleague: {
    th: 'เรื่องเครดิตผลงาน อย่าโต้ตอบต่อหน้าคนอื่นตอนโกรธ เพราะคนจะจำอารมณ์มากกว่าข้อเท็จจริง',
    en: 'Over credit, do not hit back in public while angry; people remember the temper, not the facts.',
  },
  boss: {
    th: 'อย่าเพิ่งเล่าความไม่พอใจเรื่องหัวหน้าให้คนในทีมฟัง เรื่องในที่ทำงานเดินทางเร็วกว่าที่คิด',
    en: 'Do not air grievances about your manager to the team; office talk travels faster than you think.',
  },
  workload: {
    th: 'ระวังร่างกายที่ส่งสัญญาณเตือน ถ้าเริ่มนอนไม่หลับหรือปวดหัวบ่อย นั่นคือเวลาต้องลดงาน ไม่ใช่อดทนเพิ่ม',
    en: 'Heed your body’s warnings: poor sleep or frequent headaches mean cutting back, not enduring more.',
  },
  'abroad-work': {
    th: 'ระวังนายหน้าที่เรียกเงินก่อนหรือสัญญางานง่ายรายได้สูง ตรวจสอบกับหน่วยงานทางการทุกครั้ง',
    en: 'Beware agents who want money first or promise easy high pay; check with official bodies every time.',
  },
};

/** What to do on a good day, by what the question is about. */
const ACTIONS: Partial<Record<ThemeId, Bi>> = {
  resign: { th: 'ยื่นใบสมัครหรือนัดคุยงานใหม่', en: 'send applications or meet about a new job' },
  promotion: { th: 'คุยเรื่องตำแหน่งกับหัวหน้า', en: 'discuss the role with your manager' },
  raise: { th: 'คุยเรื่องค่าตอบแทน', en: 'talk about pay' },
  interview: { th: 'นัดสัมภาษณ์หรือส่งเอกสารเพิ่ม', en: 'schedule an interview or send documents' },
  boss: { th: 'ขอคุยกับหัวหน้าแบบตัวต่อตัว', en: 'ask your manager for a one-to-one' },
  colleague: { th: 'เคลียร์เรื่องเครดิตผลงาน', en: 'clear up who gets credit' },
  business: { th: 'เปิดตัวหรือเซ็นสัญญาเช่า', en: 'launch or sign a lease' },
  sales: { th: 'ติดต่อลูกค้ารายใหญ่', en: 'approach a big client' },
  'civil-exam': { th: 'ยื่นใบสมัครสอบ', en: 'submit the exam application' },
  workload: { th: 'คุยเรื่องปริมาณงาน', en: 'raise the workload' },
  'abroad-work': {
    th: 'ยื่นเอกสารหรือสัมภาษณ์งานต่างประเทศ',
    en: 'file papers or interview for work abroad',
  },
};

/** The objective a question points to when none was chosen. */
const THEME_OBJECTIVE: Partial<Record<ThemeId, CareerObjective>> = {
  resign: 'change-job',
  'abroad-work': 'change-job',
  interview: 'change-job',
  'laid-off': 'change-job',
  promotion: 'promotion',
  raise: 'promotion',
  business: 'start-business',
  sales: 'start-business',
  workload: 'balance',
  'civil-exam': 'stability',
  exam: 'skills',
  boss: 'growth',
  colleague: 'growth',
};

const ADVICE_CLOSE: Record<Tier, readonly Bi[]> = {
  high: [
    {
      th: 'คว้าจังหวะที่เปิดอยู่อย่างมั่นใจ และขอบคุณคนที่ช่วยให้มาถึงจุดนี้',
      en: 'Take the open moment with confidence, and thank those who helped you get here.',
    },
    {
      th: 'ใช้ช่วงที่ดวงหนุนเก็บผลงานไว้เป็นหลักฐาน จะมีน้ำหนักเมื่อถึงรอบพิจารณา',
      en: 'Use the good spell to document your results; they will weigh at review time.',
    },
  ],
  mid: [
    {
      th: 'ทำเรื่องเล็กให้ดีอย่างสม่ำเสมอ ความน่าเชื่อถือที่สะสมไว้จะกลายเป็นโอกาสใหญ่',
      en: 'Do small things well, consistently; accumulated trust becomes big opportunity.',
    },
    {
      th: 'ตั้งเป้ารายเดือนที่วัดได้แล้วทบทวนทุกสิ้นเดือน จะเห็นความก้าวหน้าชัดกว่าที่คิด',
      en: 'Set a measurable monthly goal and review it at month’s end; you will see more progress than you expect.',
    },
  ],
  low: [
    {
      th: 'ประคองตัว รักษาความสัมพันธ์ที่ดีในที่ทำงาน และใช้เวลาช่วงนี้เติมทักษะรอจังหวะ',
      en: 'Hold steady, keep good relations at work, and use this spell to add skills while you wait.',
    },
    {
      th: 'อย่าตัดสินคุณค่าของตัวเองจากช่วงที่งานติดขัด พักให้พอ แล้วค่อย ๆ แก้ทีละเรื่อง',
      en: 'Do not judge your worth by a stuck spell; rest, then solve one thing at a time.',
    },
  ],
};

function summary(c: C, score: number): Bi {
  const lead = pick(c.rng, c.ask.hard ? SUMMARY_HARD : SUMMARY_LEADS[c.tone])(c, score);
  const what = c.ask.theme
    ? { th: `เรื่อง${c.ask.theme.label.th}ที่ถามมา`, en: capitalise(c.ask.theme.label.en) }
    : c.objective
      ? {
          th: `เป้าหมาย${CAREER_OBJECTIVE_LABELS[c.objective].th}`,
          en: `Your goal of ${goalEn(c.objective)}`,
        }
      : null;
  if (!what) return lead;
  const focus = pick(c.rng, SUMMARY_FOCUS[c.tone])(what.th);
  return { th: `${lead.th} ${focus}`, en: `${lead.en} ${what.en} ${SUMMARY_FOCUS_EN[c.tone]}.` };
}

function overview(c: C): Bi[] {
  const { ask, rng, p, d } = c;
  if (ask.lottery) {
    return [
      notForGambling(rng),
      roleLine(rng, p, d, ROLE_AT_WORK) ?? {
        th: `${dayTh(d.weekday)}นี้เหมาะกับการใช้แรงไปกับงานที่สร้างรายได้จริงมากกว่า`,
        en: `This ${dayEn(d.weekday)} is better spent on work that really earns.`,
      },
    ];
  }
  const parts: Array<Bi | null> = [];
  if (ask.hard) parts.push(acknowledge(rng, p));
  if (ask.quote) {
    const lead = quoteLead(rng, ask.quote);
    const lean = leanLine(rng, ask, c.tier, d);
    parts.push({ th: `${lead.th} ${lean.th}`, en: `${lead.en} ${capitalise(lean.en)}.` });
    if (ask.theme) parts.push(pick(rng, ask.theme.weigh));
    if (ask.theme?.consult) parts.push(ask.theme.consult);
  } else {
    const industry = fieldOf(c);
    parts.push(
      pick(rng, [
        {
          th: `${industry ? `สำหรับคนในสาย${industry.th} ` : ''}วันที่ ${d.dateTh} ${c.tone === 'low' ? 'เป็นวันที่ควรเน้นงานที่ทำอยู่ให้เรียบร้อยก่อนเปิดเรื่องใหม่' : 'เป็นวันที่เหมาะจะขยับงานที่ตั้งใจไว้ไปข้างหน้าอีกก้าว'}`,
          en: `${industry ? `For someone in ${industry.en}, ` : ''}${d.dateEn} ${c.tone === 'low' ? 'is a day to finish what is in hand before opening anything new' : 'suits moving your plans one step forward'}.`,
        },
        {
          th: `งานของ${p.callTh}ช่วงนี้${c.tone === 'high' ? 'กำลังมีแรงส่ง' : c.tone === 'mid' ? 'อยู่ในช่วงสะสมกำลัง' : 'ต้องการความอดทนมากกว่าโชค'}${industry ? ` โดยเฉพาะในสาย${industry.th}` : ''}`,
          en: `${greetEn(p)}your work ${c.tone === 'high' ? 'has momentum' : c.tone === 'mid' ? 'is in a building phase' : 'needs patience more than luck'}${industry ? `, especially in ${industry.en}` : ''}.`,
        },
      ]),
    );
  }
  if (ask.hard) parts.push(wayThrough(rng));
  parts.push(windowLine(c));
  parts.push(roleLine(rng, p, d, ROLE_AT_WORK) ?? pick(rng, DAY_AT_WORK[d.weekday.id]));
  return parts.filter((x): x is Bi => x !== null);
}

/** What the question's time frame holds: the good day in it, or the year it names. */
function windowLine(c: C): Bi | null {
  const { ask, rng, p, d, window } = c;
  const frame = ask.intent.timeFrame;
  if (!frame || frame === 'today') return null;
  if (window.year !== null) {
    return (
      yearTopicLine(rng, p, d, TOPIC, window.year) ?? {
        th: `สำหรับ${window.words.th} ถ้าใส่วันเกิดไว้ จะดูได้ว่าปีนักษัตรของปีนั้นชงหรือหนุนปีเกิดของคุณ`,
        en: `For ${window.words.en}, give your birth date and the reading can tell whether that year’s animal clashes with or supports yours.`,
      }
    );
  }
  const action = (ask.theme && ACTIONS[ask.theme.id]) ?? {
    th: 'เรื่องสำคัญของงาน',
    en: 'important work matters',
  };
  const good = roleDayIn(p, d, 'power', window) ?? roleDayIn(p, d, 'support', window);
  if (!good) {
    return {
      th: `สำหรับ${window.words.th} ให้ใช้${dayTh(weekdayInRole((p.weekday ?? d.weekday).id, 'power'))}ซึ่งเป็นวันเดชเป็นวันหลักในการ${action.th}`,
      en: `For ${window.words.en}, make ${dayEn(weekdayInRole((p.weekday ?? d.weekday).id, 'power'))}, your power day, the day to ${action.en}.`,
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

function strengths(c: C): Bi[] {
  const { p, rng } = c;
  const level = c.level ? LEVEL_EDGE[c.level] : null;
  if (p.weekday && p.traits) {
    const t = p.traits;
    const lead = pick(rng, [
      {
        th: `คนเกิด${dayTh(p.weekday)}มี${p.weekday.planetTh}เป็นดาวประจำวัน ตำราว่า${t.careerTh}`,
        en: `Born on a ${dayEn(p.weekday)} under ${WEEKDAY_LORE[p.weekday.id].planetEn}: ${lowerFirst(t.careerEn)}`,
      },
      {
        th: `ตำราวันเกิดกล่าวถึงคนเกิด${dayTh(p.weekday)}ไว้ว่า${t.careerTh}`,
        en: `Birth-day lore says of ${dayEn(p.weekday)} people: ${lowerFirst(t.careerEn)}`,
      },
    ]);
    const gifts = pick(rng, [
      {
        th: `ทุนที่ติดตัวมาคือ${listTh(t.strengthsTh)}${level && c.level ? ` เมื่อรวมกับ${level.th}แบบ${LEVEL_WHO[c.level].th} ยิ่งมีน้ำหนัก` : ''}`,
        en: `You were born with ${listEn(t.strengthsEn)}${level && c.level ? `, and with the ${level.en} of ${LEVEL_WHO[c.level].en} they weigh even more` : ''}.`,
      },
      {
        th: `จุดแข็งอย่าง${listTh(t.strengthsTh)}คือสิ่งที่คนรอบตัวไว้ใจในตัวคุณ`,
        en: `Strengths such as ${listEn(t.strengthsEn)} are what people rely on you for.`,
      },
    ]);
    const a = p.animal;
    const animal = a
      ? pick(rng, [
          {
            th: `ส่วนคนปี${a.yearNameTh}มีจุดเด่นเรื่อง${a.strengthTh} ใช้ให้เต็มที่ แต่ระวัง${a.cautionTh}`,
            en: `Those born in the year of the ${a.nameEn} have ${a.strengthEn}: use it fully, but watch for ${a.cautionEn}.`,
          },
          {
            th: `พลังของ${a.animalTh}ประจำปีเกิดให้${a.strengthTh} ซึ่งช่วยได้มาก${fieldOf(c) ? `สำหรับคนในสาย${fieldOf(c)?.th}` : 'ในงานที่ทำอยู่'}`,
            en: `The ${a.nameEn} of your birth year gives you ${a.strengthEn}, a real help in ${fieldOf(c)?.en ?? 'your work'}.`,
          },
        ])
      : null;
    return [lead, gifts, ...(animal ? [animal] : [])];
  }
  const parts: Bi[] = [];
  const edge = c.industry ? INDUSTRY_EDGE[c.industry] : null;
  if (edge || level) {
    parts.push(
      pick(rng, [
        {
          th: `จุดแข็งของคุณช่วงนี้คือ${[edge?.th, level?.th].filter(Boolean).join(' และ')}${fieldOf(c) ? ` ซึ่งงานสาย${fieldOf(c)?.th}ต้องการอยู่เสมอ` : ''}`,
          en: `Your strengths right now are ${[edge?.en, level?.en].filter(Boolean).join(' and ')}${fieldOf(c) ? `, which ${fieldOf(c)?.en} always needs` : ''}.`,
        },
        {
          th: `${c.level ? LEVEL_WHO[c.level].th : 'คนที่ทำงานมาแบบคุณ'}${fieldOf(c) ? `ในสาย${fieldOf(c)?.th}` : ''} มักมี${[edge?.th, level?.th].filter(Boolean).join(' และ')}เป็นทุน`,
          en: `${capitalise(c.level ? LEVEL_WHO[c.level].en : 'people with your path')}${fieldOf(c) ? ` in ${fieldOf(c)?.en}` : ''} tend to have ${[edge?.en, level?.en].filter(Boolean).join(' and ')} to draw on.`,
        },
      ]),
    );
  } else {
    parts.push(
      pick(rng, [
        {
          th: 'จุดแข็งของคุณช่วงนี้คือความรับผิดชอบและการทำงานที่ไว้ใจได้ ซึ่งเป็นสิ่งที่หัวหน้าและลูกค้ามองหา',
          en: 'Your strength right now is reliability — exactly what managers and clients look for.',
        },
        {
          th: 'คุณเรียนรู้สิ่งใหม่ได้เร็วและปรับตัวเข้ากับสถานการณ์ได้ดี สองข้อนี้คือทุนที่พาไปได้ทุกสายงาน',
          en: 'You learn fast and adapt well — two assets that travel to any line of work.',
        },
      ]),
    );
  }
  parts.push(
    pick(rng, [
      {
        th: `วันนี้${dayTh(c.d.weekday)}เป็นวันของ${c.d.weekday.planetTh} ถ้าใส่วันเกิดไว้ จะอ่านจุดแข็งจากดาวประจำวันเกิดของคุณได้ละเอียดกว่านี้`,
        en: `Today is ruled by ${WEEKDAY_LORE[c.d.weekday.id].planetEn}; with your birth date, your strengths could be read from your own birth planet.`,
      },
      {
        th: `ตำราวันเกิดยังอ่านไม่ได้เพราะไม่มีวันเกิด จึงอ่านจาก${dayTh(c.d.weekday)}ซึ่งเป็นวันของ${c.d.weekday.planetTh}แทน`,
        en: `Without a birth date, this is read from the day itself, ruled by ${WEEKDAY_LORE[c.d.weekday.id].planetEn}.`,
      },
    ]),
  );
  return parts;
}

function path(c: C): Bi[] {
  const { rng, ask } = c;
  const parts: Bi[] = [];
  if (c.objective) parts.push(pick(rng, OBJECTIVE_LINES[c.objective]));
  if (c.industry) parts.push(pick(rng, INDUSTRY_LINES[c.industry]));
  if (c.level) parts.push(pick(rng, EXPERIENCE_LINES[c.level]));
  const theme = ask.theme;
  if (theme && !ask.lottery && c.objective && c.chosen) {
    const same = THEME_OBJECTIVE[theme.id] === c.objective;
    parts.push(
      same
        ? pick(rng, [
            {
              th: `เป้าหมายนี้ไปทางเดียวกับเรื่อง${theme.label.th}ที่ถามมา ลงแรงตรงนี้จึงได้สองต่อ`,
              en: `This goal runs the same way as your question about ${theme.label.en}, so effort here counts twice.`,
            },
            {
              th: `ทั้งเป้าหมายที่ตั้งไว้และเรื่อง${theme.label.th}ที่ถามมาชี้ไปทางเดียวกัน จังหวะนี้ไม่ควรปล่อยผ่าน`,
              en: `Your goal and your question about ${theme.label.en} point the same way; do not let this moment slip.`,
            },
          ])
        : pick(rng, [
            {
              th: `ให้มองเรื่อง${theme.label.th}เป็นก้าวหนึ่งของเป้าหมาย${CAREER_OBJECTIVE_LABELS[c.objective].th} ไม่ใช่เรื่องแยกกัน`,
              en: `As for ${theme.label.en}, treat it as one step towards ${goalEn(c.objective)}, not a separate matter.`,
            },
            {
              th: `เรื่อง${theme.label.th}ที่กำลังคิดอยู่ ลองถามตัวเองว่าพาเข้าใกล้เป้าหมาย${CAREER_OBJECTIVE_LABELS[c.objective].th}หรือพาออกห่าง คำตอบจะช่วยตัดสินใจได้ง่ายขึ้น`,
              en: `Ask whether ${theme.label.en} brings you nearer to ${goalEn(c.objective)} or further away; the answer makes deciding easier.`,
            },
          ]),
    );
  }
  if (parts.length === 0) {
    parts.push(
      pick(rng, [
        {
          th: `ช่วงนี้ลองตั้งเป้าการงานให้ชัดสักหนึ่งเรื่องสำหรับสามเดือนข้างหน้า ดวงที่${c.tone === 'low' ? 'ยังไม่เปิดเต็มที่' : 'เปิดอยู่'}จะใช้ได้คุ้มเมื่อรู้ว่าจะไปทางไหน`,
          en: `Set one clear career goal for the next three months; ${c.tone === 'low' ? 'a half-open' : 'an open'} spell is best used when you know where you are heading.`,
        },
        {
          th: `ทางข้างหน้าจะชัดขึ้นเมื่อรู้ว่าอยากให้งานพาชีวิตไปทางไหน ความมั่นคง การเติบโต หรือเวลาส่วนตัว ลองเรียงสามอย่างนี้ตามใจตัวเองดู`,
          en: `The way ahead clears once you know what you want work to give your life — security, growth or time; rank those three honestly.`,
        },
      ]),
    );
  }
  return parts;
}

function timing(c: C): Bi[] {
  const { p, d: day, rng, ask } = c;
  const owner = p.weekday ?? day.weekday;
  const from = addDays(day.date, 1);
  const power = weekdayInRole(owner.id, 'power');
  const support = weekdayInRole(owner.id, 'support');
  const bad = weekdayInRole(owner.id, 'misfortune');
  const powerDay = dayDate(power, nextDayOf(from, power));
  const supportDay = dayDate(support, nextDayOf(from, support));
  const action = (ask.theme && ACTIONS[ask.theme.id]) ?? {
    th: 'นำเสนองานหรือเจรจา',
    en: 'present or negotiate',
  };
  const who = p.weekday
    ? { th: `สำหรับคนเกิด${dayTh(owner)}`, en: `For a ${dayEn(owner)} birth` }
    : {
        th: `ถ้าอ่านทักษาจาก${dayTh(owner)}ซึ่งเป็นวันที่ดูดวง`,
        en: `Reading the ทักษา wheel from ${dayEn(owner)}, the reading day`,
      };
  const days = pick(rng, [
    {
      th: `${who.th} วันเดชที่ใกล้ที่สุดคือ${powerDay.th} เหมาะจะ${action.th} ส่วนวันมนตรีคือ${supportDay.th} เหมาะกับการขอคำปรึกษาจากผู้ใหญ่ และควรเลี่ยงการเริ่มงานใหญ่ใน${dayTh(bad)}ซึ่งเป็นวันกาลกิณี`,
      en: `${who.en}, the nearest power day is ${powerDay.en}, good to ${action.en}; the support day is ${supportDay.en}, good for seeking seniors’ advice; and avoid starting anything big on ${dayEn(bad)}, the misfortune day.`,
    },
    {
      th: `${who.th} ถ้าเลือกวันได้ ให้${action.th}ใน${powerDay.th}ซึ่งเป็นวันเดช หรือ${supportDay.th}ซึ่งเป็นวันมนตรี และใส่${power.colourTh}ไว้เสริมความน่าเชื่อถือ`,
      en: `${who.en}: if you can choose, ${action.en} on ${powerDay.en}, the power day, or ${supportDay.en}, the support day, wearing ${power.colourEn} for authority.`,
    },
  ]);
  const year = c.window.year === null ? yearTopicLine(rng, p, day, TOPIC) : null;
  return [days, ...(year ? [year] : [])];
}

function caution(c: C): Bi[] {
  const { p, rng, ask } = c;
  const parts: Bi[] = [];
  if (p.weekday && p.traits) {
    parts.push(
      pick(rng, [
        {
          th: `นิสัยที่คนเกิด${dayTh(p.weekday)}ควรระวังคือ${p.traits.watchOutTh}`,
          en: `What ${dayEn(p.weekday)} people should watch: ${lowerFirst(p.traits.watchOutEn)}`,
        },
        {
          th: `จุดที่ต้องระวังของคนเกิด${dayTh(p.weekday)}คือ${p.traits.watchOutTh}`,
          en: `The pitfall for those born on a ${dayEn(p.weekday)}: ${lowerFirst(p.traits.watchOutEn)}`,
        },
      ]),
    );
  }
  const themed = ask.theme ? THEME_CAUTION[ask.theme.id] : undefined;
  parts.push(themed ?? pick(rng, CAUTIONS[c.tone]));
  const field = fieldOf(c);
  if (!p.weekday && !themed) {
    parts.push({
      th: `${field ? `คนในสาย${field.th}` : 'คนที่งานรัดตัวแบบคุณ'}ช่วงนี้ไม่ควรรับปากเรื่องเวลาส่งงานก่อนเช็กกำลังของตัวเอง`,
      en: `${field ? `In ${field.en}, do` : 'Do'} not promise deadlines before checking your capacity.`,
    });
  }
  return parts;
}

function advice(c: C): Bi {
  const { rng, ask, p, d: day } = c;
  const owner = p.weekday ?? day.weekday;
  const sri = weekdayInRole(owner.id, 'fortune');
  const when = dayDate(sri, nextDayOf(addDays(day.date, 1), sri));
  const step =
    ask.theme && !ask.lottery ? pick(rng, ask.theme.steps) : pick(rng, ADVICE_CLOSE[c.tone]);
  const start = pick(rng, [
    { th: `เริ่มได้ตั้งแต่${when.th}`, en: `You could begin on ${when.en}.` },
    { th: `${when.th}เป็นวันศรีที่เหมาะจะเริ่ม`, en: `${when.en} is a fortune day, good to start.` },
  ]);
  return joinParts([step, start]);
}

export function careerReading(input: CareerInput): ReadingResult<'career'> {
  checkOption(input.experienceLevel, EXPERIENCE_LEVELS, 'experienceLevel');
  checkOption(input.industry, INDUSTRIES, 'industry');
  checkOption(input.objective, CAREER_OBJECTIVES, 'objective');
  const day = dayContext(input.date);
  const p = personContext(input, day);
  const rng = readingRng('career', input);
  const ask = readAsk(input.question);

  let score = loreScore(p, rng);
  if (input.objective === 'start-business' && p.yearRelation?.kind === 'clash') score -= 4;
  if (input.experienceLevel === 'expert' || input.experienceLevel === 'senior') score += 2;
  score = clampScore(score);
  const tier = tierOf(score);
  const objective = input.objective ?? (ask.theme ? (THEME_OBJECTIVE[ask.theme.id] ?? null) : null);
  const c: C = {
    p,
    d: day,
    rng,
    ask,
    tier,
    tone: toneOf(tier, ask),
    window: askedWindow(ask, day),
    industry: input.industry ?? null,
    level: input.experienceLevel ?? null,
    objective,
    chosen: input.objective !== undefined,
  };
  const lucky = luckyFor(p, day, rng);
  if (ask.lottery) lucky.numbers = [];

  const pathHeading = input.objective
    ? {
        th: `เส้นทางสู่เป้าหมาย: ${CAREER_OBJECTIVE_LABELS[input.objective].th}`,
        en: `Towards your goal: ${goalEn(input.objective)}`,
      }
    : { th: 'ทางข้างหน้า', en: 'The way ahead' };

  const s = summary(c, score);
  const a = advice(c);
  return {
    kind: 'career',
    date: day.iso,
    titleTh: 'ดูดวงการงาน',
    titleEn: 'Career reading',
    summaryTh: s.th,
    summaryEn: capitalise(s.en),
    sections: [
      section('overview', { th: 'ภาพรวมดวงการงาน', en: 'Career overview' }, overview(c)),
      section('strengths', { th: 'จุดแข็งของคุณ', en: 'Your strengths' }, strengths(c)),
      section('path', pathHeading, path(c)),
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
