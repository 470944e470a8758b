/**
 * ดูดวงการงาน: a career reading from birth lore (weekday, animal year, ทักษา role of the day, the
 * year's ชง), the person's experience level, industry and objective, and their question.
 */
import {
  EXPERIENCE_LEVELS,
  EXPERIENCE_LEVEL_LABELS,
  type ExperienceLevel,
  type PersonInput,
} from '../options.ts';
import { pick, type Rng } from '../seed.ts';
import type { Bi } from '../text.ts';
import { capitalise, listEn, listTh } from '../text.ts';
import { weekdayInRole } from '../thai-calendar.ts';
import {
  animalLine,
  checkOption,
  clampScore,
  dayContext,
  dayEn,
  dayTh,
  dayRoleLine,
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

export const INDUSTRIES = [
  'technology',
  'finance',
  'healthcare',
  'education',
  'creative',
  'sales',
  'government',
  'hospitality',
  'manufacturing',
  'agriculture',
  'freelance',
  'other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

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

export const CAREER_OBJECTIVES = [
  'growth',
  'promotion',
  'change-job',
  'start-business',
  'stability',
  'skills',
  'balance',
] as const;
export type CareerObjective = (typeof CAREER_OBJECTIVES)[number];

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
  score: number;
}

const OPENINGS: Record<Tier, readonly Frag<C>[]> = {
  high: [
    (c) => ({
      th: `ดวงการงานของ${c.p.callTh}ช่วงนี้สว่างสดใส มีแรงส่งให้ก้าวไปข้างหน้าอย่างชัดเจน`,
      en: `${greetEn(c.p)}your career stars are bright right now, with clear momentum to move forward.`,
    }),
    (c) => ({
      th: `งานของ${c.p.callTh}กำลังเข้าสู่ช่วงขาขึ้น สิ่งที่ลงแรงไว้เริ่มมีคนมองเห็น`,
      en: `${greetEn(c.p)}your work is entering an upswing, and what you have put in is starting to be noticed.`,
    }),
    (c) => ({
      th: `ช่วงนี้ดาวการงานของ${c.p.callTh}เด่น โอกาสดี ๆ มักมาในรูปของงานที่ท้าทาย`,
      en: `${greetEn(c.p)}your career star is prominent; good chances tend to arrive dressed as challenging work.`,
    }),
    (c) => ({
      th: `พลังด้านการงานของ${c.p.callTh}อยู่ในเกณฑ์ดีมาก เป็นจังหวะที่เหมาะจะแสดงฝีมือ`,
      en: `${greetEn(c.p)}your career energy is very good — the right moment to show what you can do.`,
    }),
  ],
  mid: [
    (c) => ({
      th: `ดวงการงานของ${c.p.callTh}ช่วงนี้ไปได้เรื่อย ๆ อย่างมั่นคง แม้ยังไม่หวือหวา`,
      en: `${greetEn(c.p)}your career is moving along steadily, if not dramatically.`,
    }),
    (c) => ({
      th: `งานของ${c.p.callTh}อยู่ในช่วงสะสมกำลัง ความสม่ำเสมอจะเป็นกุญแจสำคัญ`,
      en: `${greetEn(c.p)}your work is in a building phase, and consistency is the key.`,
    }),
    (c) => ({
      th: `การงานของ${c.p.callTh}มีทั้งเรื่องให้ชื่นใจและเรื่องให้คิด แต่ภาพรวมยังไปในทิศทางที่ดี`,
      en: `${greetEn(c.p)}work brings both things to enjoy and things to ponder, but the overall direction is good.`,
    }),
    (c) => ({
      th: `ช่วงนี้งานของ${c.p.callTh}ต้องใช้ความอดทนมากกว่าโชค แต่ผลลัพธ์จะคุ้มค่า`,
      en: `${greetEn(c.p)}work now calls for patience more than luck — and the results will be worth it.`,
    }),
  ],
  low: [
    (c) => ({
      th: `ดวงการงานของ${c.p.callTh}ช่วงนี้มีแรงต้านอยู่บ้าง เหมือนเดินทวนลม ต้องใช้สติและความอดทน`,
      en: `${greetEn(c.p)}your career faces some headwind right now; it takes a clear head and patience.`,
    }),
    (c) => ({
      th: `งานของ${c.p.callTh}อาจรู้สึกติดขัดหรือไม่ได้รับการมองเห็นเท่าที่ควร แต่เป็นช่วงที่สอนบทเรียนสำคัญ`,
      en: `${greetEn(c.p)}work may feel stuck or under-appreciated, but this spell is teaching you something important.`,
    }),
    (c) => ({
      th: `ช่วงนี้ควรประคองงานให้มั่นคงก่อนคิดการใหญ่ ดาวการงานของ${c.p.callTh}ยังไม่เปิดทางเต็มที่`,
      en: `${greetEn(c.p)}hold your work steady before planning anything big; your career star has not fully cleared the way.`,
    }),
    (c) => ({
      th: `งานของ${c.p.callTh}มีเรื่องให้เหนื่อยใจ แต่ทุกอุปสรรคคือการเตรียมตัวสำหรับช่วงขาขึ้นที่จะตามมา`,
      en: `${greetEn(c.p)}work is wearing you down, but every obstacle is preparation for the upswing that follows.`,
    }),
  ],
};

const QUESTION_ANSWERS: Record<Tier, readonly ((q: string) => Bi)[]> = {
  high: [
    (q) => ({
      th: `สำหรับเรื่องที่คุณถามว่า “${q}” ดวงตอบรับในทางบวก ถ้าเตรียมตัวดีมีโอกาสสำเร็จสูง`,
      en: `As for your question — “${q}” — the signs lean positive: prepare well and your chances are high.`,
    }),
    (q) => ({
      th: `เรื่อง “${q}” มีแนวโน้มไปได้สวย จังหวะช่วงนี้เอื้อให้คุณเป็นฝ่ายเริ่ม`,
      en: `On “${q}”, things look promising; the timing favours you making the first move.`,
    }),
  ],
  mid: [
    (q) => ({
      th: `สำหรับคำถาม “${q}” คำตอบยังขึ้นกับการเตรียมตัวของคุณ ดวงเปิดทางครึ่งหนึ่ง อีกครึ่งอยู่ที่การลงมือ`,
      en: `For “${q}”, the answer still depends on your preparation: the stars open half the way, your actions the rest.`,
    }),
    (q) => ({
      th: `เรื่อง “${q}” ไปได้ แต่ควรเก็บข้อมูลให้ครบและไม่รีบตัดสินใจภายในสัปดาห์นี้`,
      en: `“${q}” can work out, but gather the full picture and do not rush to decide this week.`,
    }),
  ],
  low: [
    (q) => ({
      th: `สำหรับเรื่อง “${q}” ช่วงนี้ยังไม่ใช่จังหวะที่ดีที่สุด ลองรอให้สถานการณ์ชัดขึ้นอีกนิดแล้วค่อยตัดสินใจ`,
      en: `For “${q}”, now is not the best moment; let the situation clear a little before you decide.`,
    }),
    (q) => ({
      th: `เรื่อง “${q}” มีอุปสรรคซ่อนอยู่ ควรมีแผนสำรองและปรึกษาคนที่มีประสบการณ์ก่อน`,
      en: `“${q}” has hidden hurdles; have a plan B and talk to someone experienced first.`,
    }),
  ],
};

const GENERIC_STRENGTHS: readonly Bi[] = [
  {
    th: 'จุดแข็งของคุณช่วงนี้คือความรับผิดชอบและการทำงานที่ไว้ใจได้ ซึ่งเป็นสิ่งที่หัวหน้าและลูกค้ามองหา',
    en: 'Your strength right now is reliability — exactly what bosses and clients look for.',
  },
  {
    th: 'คุณมีความสามารถในการเรียนรู้สิ่งใหม่ได้เร็ว และปรับตัวเข้ากับสถานการณ์ได้ดี',
    en: 'You learn new things quickly and adapt well to changing situations.',
  },
  {
    th: 'ความจริงใจในการทำงานทำให้คุณมีเครือข่ายที่ดี คนที่เคยร่วมงานพร้อมจะแนะนำคุณต่อ',
    en: 'Your sincerity at work has built a good network; past colleagues are glad to recommend you.',
  },
  {
    th: 'คุณมีสายตาที่มองเห็นรายละเอียดซึ่งคนอื่นมองข้าม นี่คือจุดที่จะทำให้ผลงานโดดเด่น',
    en: 'You notice details others miss — that is what will make your work stand out.',
  },
];

const OBJECTIVE_LINES: Record<CareerObjective, readonly Frag<C>[]> = {
  growth: [
    {
      th: 'หากเป้าหมายคือการเติบโต ช่วงนี้เหมาะกับการรับงานที่ใหญ่กว่าเดิมหนึ่งก้าว และขอคำติชมอย่างสม่ำเสมอ',
      en: 'If growth is the goal, take on work one step bigger than before and ask for feedback regularly.',
    },
    {
      th: 'การเติบโตของคุณจะมาจากการขยายวงคนรู้จัก ลองเข้าร่วมโครงการข้ามทีมหรือกิจกรรมในสายงาน',
      en: 'Your growth will come from widening your circle — join cross-team projects or industry events.',
    },
  ],
  promotion: [
    {
      th: 'เรื่องการเลื่อนตำแหน่ง ผลงานของคุณมีคนเห็น แต่ควรบอกความต้องการให้ผู้ใหญ่รู้อย่างสุภาพและชัดเจน',
      en: 'On promotion: your work is noticed, but let your seniors know what you want — politely and clearly.',
    },
    {
      th: 'หากหวังเลื่อนขั้น ให้เก็บตัวเลขและผลงานที่จับต้องได้ไว้ เมื่อถึงจังหวะประเมินจะมีน้ำหนักมาก',
      en: 'If you hope for promotion, keep concrete results and figures ready; they will weigh heavily at review time.',
    },
  ],
  'change-job': [
    {
      th: 'หากกำลังคิดเปลี่ยนงาน ให้เริ่มจากการอัปเดตประวัติและคุยกับคนในสายที่สนใจก่อน อย่าเพิ่งลาออกจนกว่าจะมีที่ใหม่ชัดเจน',
      en: 'If you are thinking of moving, start by updating your CV and talking to people in the field — do not resign until the new role is certain.',
    },
    {
      th: 'การเปลี่ยนงานมีโอกาสดี โดยเฉพาะงานที่ได้ใช้จุดแข็งเดิมในบริบทใหม่ เปรียบเทียบข้อเสนอให้รอบด้านทั้งเงินและวัฒนธรรมองค์กร',
      en: 'A move has good prospects, especially a role that uses your strengths in a new setting; compare offers on pay and culture alike.',
    },
  ],
  'start-business': [
    {
      th: 'เรื่องการเริ่มธุรกิจ ควรเริ่มจากเล็ก ทดลองตลาดก่อนลงทุนก้อนใหญ่ และแยกเงินส่วนตัวกับเงินธุรกิจให้ชัด',
      en: 'For a new business, start small, test the market before investing big, and keep personal and business money apart.',
    },
    {
      th: 'ไอเดียธุรกิจของคุณมีแวว แต่ความสำเร็จจะมาจากหุ้นส่วนและเครือข่ายที่ดี เลือกคนร่วมทางด้วยความระมัดระวัง',
      en: 'Your business idea has promise, but success will come from good partners and networks — choose them carefully.',
    },
  ],
  stability: [
    {
      th: 'หากต้องการความมั่นคง ให้ทำงานปัจจุบันให้ดีที่สุดและเพิ่มทักษะที่องค์กรขาดไม่ได้ คุณจะเป็นคนที่ทุกคนอยากเก็บไว้',
      en: 'For security, do your current job as well as you can and build skills the organisation cannot do without.',
    },
    {
      th: 'ความมั่นคงมาจากการมีทางเลือก ลองเก็บเงินสำรองและสร้างทักษะเสริมไว้ จะช่วยให้ใจนิ่งในทุกสถานการณ์',
      en: 'Security comes from having options: keep savings aside and a second skill ready, and you will stay calm whatever happens.',
    },
  ],
  skills: [
    {
      th: 'ช่วงนี้เหมาะกับการเรียนรู้มาก สมองรับข้อมูลได้ดี ลองลงคอร์สสั้น ๆ หรือหาพี่เลี้ยงในสายงาน',
      en: 'This is a good time to learn — your mind absorbs well. Try a short course or find a mentor in your field.',
    },
    {
      th: 'การพัฒนาทักษะจะคุ้มค่าที่สุดถ้าเลือกสิ่งที่ใช้ได้ทันทีในงาน แล้วค่อยต่อยอดสู่สิ่งที่อยากเป็นในอนาคต',
      en: 'Skill-building pays best when you pick what you can use at work right away, then build towards where you want to be.',
    },
  ],
  balance: [
    {
      th: 'หากอยากได้สมดุลชีวิต ลองตั้งขอบเขตเวลางานให้ชัด และกล้าปฏิเสธงานที่ไม่ใช่หน้าที่หลักอย่างสุภาพ',
      en: 'For balance, set clear working hours and politely turn down work that is not really yours.',
    },
    {
      th: 'สมดุลจะกลับมาเมื่อคุณจัดลำดับความสำคัญใหม่ งานบางอย่างมอบหมายให้คนอื่นได้ และเวลาพักคือการลงทุนกับตัวเอง',
      en: 'Balance returns when you reprioritise: some work can be delegated, and rest is an investment in yourself.',
    },
  ],
};

const INDUSTRY_LINES: Record<Industry, Bi> = {
  technology: {
    th: 'ในสายเทคโนโลยี ความเปลี่ยนแปลงคือโอกาส คนที่ปรับตัวเร็วและเข้าใจผู้ใช้จะได้เปรียบ',
    en: 'In technology, change is opportunity: those who adapt fast and understand users win out.',
  },
  finance: {
    th: 'ในสายการเงิน ความแม่นยำและความน่าเชื่อถือคือทุนสำคัญ งานที่ต้องใช้ความรอบคอบจะทำให้คุณโดดเด่น',
    en: 'In finance, precision and trust are your capital; careful work will make you stand out.',
  },
  healthcare: {
    th: 'ในสายการแพทย์และสุขภาพ ความเมตตาที่คุณมีจะเป็นที่จดจำ แต่ต้องดูแลพลังใจของตัวเองด้วย',
    en: 'In healthcare, your compassion will be remembered — but look after your own reserves too.',
  },
  education: {
    th: 'ในสายการศึกษา ดาวพฤหัสบดีหนุนผู้ให้ความรู้ สิ่งที่คุณสอนวันนี้จะย้อนกลับมาเป็นบุญและชื่อเสียง',
    en: 'In education, Jupiter favours those who teach; what you pass on today returns as merit and reputation.',
  },
  creative: {
    th: 'ในงานสร้างสรรค์ ไอเดียช่วงนี้ไหลลื่น ลองเผยแพร่ผลงานให้คนเห็นมากขึ้น จะมีคนเห็นคุณค่า',
    en: 'In creative work, ideas flow well now; show your work more widely and the right people will value it.',
  },
  sales: {
    th: 'ในงานขายและการตลาด ดาวพุธช่วยเรื่องการเจรจา ลูกค้าเก่าอาจกลับมาพร้อมโอกาสใหม่',
    en: 'In sales and marketing, Mercury helps negotiations; old clients may return with new business.',
  },
  government: {
    th: 'ในงานราชการ ความถูกต้องตามระเบียบและการมีผู้ใหญ่สนับสนุนคือทางก้าวหน้า อย่าละเลยงานเอกสาร',
    en: 'In public service, doing things by the book and having senior support is the way up; do not neglect paperwork.',
  },
  hospitality: {
    th: 'ในงานบริการและการท่องเที่ยว รอยยิ้มและความใส่ใจของคุณคือเสน่ห์ที่ลูกค้าจดจำ',
    en: 'In hospitality, your smile and attentiveness are the charm guests remember.',
  },
  manufacturing: {
    th: 'ในงานอุตสาหกรรม ระบบและความปลอดภัยต้องมาก่อน การปรับปรุงกระบวนการเล็ก ๆ จะสร้างผลงานใหญ่',
    en: 'In manufacturing, systems and safety come first; small process improvements add up to big results.',
  },
  agriculture: {
    th: 'ในงานเกษตร ความอดทนของคุณจะผลิดอกออกผล การหาช่องทางขายใหม่จะเพิ่มมูลค่าให้ผลผลิต',
    en: 'In agriculture, your patience will bear fruit; new sales channels will add value to your harvest.',
  },
  freelance: {
    th: 'สำหรับงานอิสระ ชื่อเสียงแบบปากต่อปากคือทรัพย์สินที่มีค่าที่สุด ดูแลลูกค้าเก่าให้ดีแล้วงานใหม่จะตามมา',
    en: 'For freelancers, word of mouth is your most valuable asset; look after past clients and new work follows.',
  },
  other: {
    th: 'ไม่ว่าสายงานใด ความตั้งใจและการพัฒนาตัวเองอย่างต่อเนื่องคือสิ่งที่ดวงช่วงนี้ให้รางวัล',
    en: 'Whatever your field, steady intent and self-improvement are what the stars reward right now.',
  },
};

const EXPERIENCE_LINES: Record<ExperienceLevel, readonly Bi[]> = {
  beginner: [
    {
      th: 'ในฐานะคนที่เพิ่งเริ่มต้น อย่ากลัวการถาม ทุกคำถามคือบันไดขั้นแรก และผู้ใหญ่ช่วงนี้พร้อมเอ็นดู',
      en: 'As a newcomer, do not be afraid to ask — every question is a first step, and seniors are well disposed towards you now.',
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
      en: 'At mid-level you bridge the team and management; communication skills will decide your next step.',
    },
    {
      th: 'ประสบการณ์ที่สะสมมาพร้อมให้คุณรับผิดชอบงานที่ใหญ่ขึ้น ลองเป็นพี่เลี้ยงให้น้องใหม่ จะยิ่งเสริมบารมี',
      en: 'Your experience is ready for bigger responsibility; mentoring newcomers will also raise your standing.',
    },
  ],
  senior: [
    {
      th: 'ในระดับอาวุโส คำพูดของคุณมีน้ำหนักมาก ใช้อิทธิพลนั้นผลักดันทีมและวางมือให้คนรุ่นใหม่ได้ลองบ้าง',
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
      th: 'ความรู้ลึกของคุณมีค่ามาก แต่อย่าลืมเปิดรับมุมมองใหม่ ๆ ความคิดสดใหม่จะทำให้ความเชี่ยวชาญไม่ล้าสมัย',
      en: 'Your deep knowledge is valuable — keep it fresh by staying open to new views.',
    },
  ],
};

const CAUTIONS: readonly Bi[] = [
  {
    th: 'ระวังการรับปากงานมากเกินกำลัง เพราะจะทำให้คุณภาพงานตกและเหนื่อยสะสม',
    en: 'Beware of taking on more than you can handle; quality drops and fatigue builds.',
  },
  {
    th: 'ระวังคำพูดในที่ทำงาน เรื่องเล็กอาจถูกขยายเป็นเรื่องใหญ่ได้ถ้าพูดต่อหน้าคนหลายคน',
    en: 'Mind your words at work; a small remark in front of others can be blown out of proportion.',
  },
  {
    th: 'ระวังการตัดสินใจเรื่องงานตอนเหนื่อยหรือโกรธ ให้เวลาตัวเองหนึ่งคืนก่อนตอบเรื่องสำคัญ',
    en: 'Avoid career decisions when tired or angry; sleep on anything important before you answer.',
  },
  {
    th: 'ระวังเอกสารและตัวเลข ตรวจทานก่อนส่งทุกครั้ง ความผิดพลาดเล็ก ๆ ช่วงนี้อาจต้องแก้กันยาว',
    en: 'Check documents and figures before sending; small errors now could take long to fix.',
  },
  {
    th: 'ระวังการเปรียบเทียบตัวเองกับคนอื่นจนหมดไฟ เส้นทางของแต่ละคนมีจังหวะไม่เหมือนกัน',
    en: 'Do not compare yourself with others until you burn out; everyone’s path has its own timing.',
  },
];

const ADVICE: Record<Tier, readonly Bi[]> = {
  high: [
    {
      th: 'คว้าโอกาสที่เข้ามาอย่างมั่นใจ แต่อย่าลืมขอบคุณคนที่ช่วยให้คุณมาถึงจุดนี้',
      en: 'Seize the chances that come with confidence — and thank the people who helped you get here.',
    },
    {
      th: 'ใช้ช่วงที่ดวงดีวางรากฐานระยะยาว เช่น สร้างเครือข่ายและเก็บผลงานไว้เป็นหลักฐาน',
      en: 'Use this good spell to lay long-term foundations: build your network and document your achievements.',
    },
  ],
  mid: [
    {
      th: 'ทำสิ่งเล็ก ๆ ให้ดีอย่างสม่ำเสมอ ความน่าเชื่อถือที่สะสมไว้จะกลายเป็นโอกาสใหญ่',
      en: 'Do small things well, consistently; accumulated trust turns into big opportunities.',
    },
    {
      th: 'ตั้งเป้าหมายรายเดือนที่วัดได้ แล้วทบทวนทุกสิ้นเดือน คุณจะเห็นความก้าวหน้าชัดเจนกว่าที่คิด',
      en: 'Set measurable monthly goals and review them; you will see more progress than you expect.',
    },
  ],
  low: [
    {
      th: 'ช่วงนี้ให้ประคองตัว รักษาความสัมพันธ์ที่ดีกับเพื่อนร่วมงาน และใช้เวลาว่างพัฒนาทักษะรอจังหวะ',
      en: 'Hold steady for now: keep good relations with colleagues and use spare time to build skills while you wait.',
    },
    {
      th: 'อย่าตัดสินคุณค่าของตัวเองจากช่วงที่งานติดขัด พักให้พอ แล้วค่อย ๆ แก้ทีละเรื่อง',
      en: 'Do not judge your worth by a stuck spell; rest enough, then solve one thing at a time.',
    },
  ],
};

const SUMMARY_CLOSES: Record<Tier, readonly Bi[]> = {
  high: [
    {
      th: 'เป็นช่วงที่ควรกล้าก้าวออกมาแสดงฝีมือ',
      en: 'This is a time to step forward and show your skill.',
    },
    {
      th: 'ความพยายามกำลังจะเปลี่ยนเป็นผลลัพธ์ที่จับต้องได้',
      en: 'Effort is about to turn into tangible results.',
    },
    { th: 'ผู้ใหญ่และเพื่อนร่วมงานพร้อมสนับสนุน', en: 'Seniors and colleagues are ready to back you.' },
  ],
  mid: [
    {
      th: 'ค่อย ๆ สร้างผลงานอย่างมั่นคงแล้วโอกาสจะตามมา',
      en: 'Build steadily and opportunity will follow.',
    },
    {
      th: 'จังหวะดีจะมาถึงถ้าเตรียมตัวไว้ตั้งแต่วันนี้',
      en: 'Good timing will come if you prepare from today.',
    },
    { th: 'ความสม่ำเสมอสำคัญกว่าความเร็วในช่วงนี้', en: 'Consistency matters more than speed right now.' },
  ],
  low: [
    { th: 'ให้ประคองตัวและรอจังหวะที่ดีกว่า', en: 'Hold steady and wait for better timing.' },
    {
      th: 'อุปสรรคตอนนี้คือบทเรียนที่ทำให้แข็งแกร่งขึ้น',
      en: 'Today’s obstacles are lessons that make you stronger.',
    },
    {
      th: 'ดูแลใจตัวเองให้ดี แล้วทางจะค่อย ๆ เปิด',
      en: 'Look after yourself and the way will slowly open.',
    },
  ],
};

function timingLine(c: C, rng: Rng): Bi {
  const owner = c.p.weekday ?? c.d.weekday;
  const power = weekdayInRole(owner.id, 'power');
  const support = weekdayInRole(owner.id, 'support');
  const bad = weekdayInRole(owner.id, 'misfortune');
  const who = c.p.weekday
    ? { th: `สำหรับคนเกิด${dayTh(owner)}`, en: `For someone born on a ${dayEn(owner)}` }
    : {
        th: `ตามพลังของ${dayTh(owner)}ซึ่งเป็นวันที่ดูดวง`,
        en: `Going by ${dayEn(owner)}, the day of this reading`,
      };
  return pick(rng, [
    {
      th: `${who.th} วันที่เหมาะกับการเจรจาหรือนำเสนองานคือ${dayTh(power)} (วันเดช) วันที่ควรขอความช่วยเหลือจากผู้ใหญ่คือ${dayTh(support)} (วันมนตรี) และควรเลี่ยงการเริ่มงานใหญ่ใน${dayTh(bad)} (วันกาลกิณี)`,
      en: `${who.en}, the best day to negotiate or present is ${dayEn(power)} (power day), the day to ask seniors for help is ${dayEn(support)} (support day), and it is wise not to launch anything big on ${dayEn(bad)} (misfortune day).`,
    },
    {
      th: `${who.th} ถ้ามีนัดสัมภาษณ์ ประชุมสำคัญ หรือยื่นข้อเสนอ ลองเลือก${dayTh(power)}หรือ${dayTh(support)} และใส่${power.colourTh}เพื่อเสริมความน่าเชื่อถือ`,
      en: `${who.en}, for interviews, key meetings or proposals, pick ${dayEn(power)} or ${dayEn(support)}, and wear ${power.colourEn} to add authority.`,
    },
  ]);
}

export function careerReading(input: CareerInput): ReadingResult<'career'> {
  checkOption(input.experienceLevel, EXPERIENCE_LEVELS, 'experienceLevel');
  checkOption(input.industry, INDUSTRIES, 'industry');
  checkOption(input.objective, CAREER_OBJECTIVES, 'objective');
  const d = dayContext(input.date);
  const p = personContext(input, d);
  const rng = readingRng('career', input);

  let score = loreScore(p, rng);
  if (input.objective === 'start-business' && p.yearRelation?.kind === 'clash') score -= 4;
  if (input.experienceLevel === 'expert' || input.experienceLevel === 'senior') score += 2;
  score = clampScore(score);
  const tier = tierOf(score);
  const c: C = { p, d, score };
  const q = quoteQuestion(input.question);
  const lucky = luckyFor(p, d, rng);

  const opening = pickFrag(rng, OPENINGS[tier], c);
  const overview = section(
    'overview',
    { th: 'ภาพรวมดวงการงาน', en: 'Career overview' },
    present([opening, q ? pick(rng, QUESTION_ANSWERS[tier])(q) : null, dayRoleLine(p, d)]),
  );

  const strengthsParts = present([
    weekdayLine(p, rng, 'career'),
    p.traits
      ? {
          th: `จุดแข็งที่ติดตัวมาคือ${listTh(p.traits.strengthsTh)}`,
          en: `Your inborn strengths are ${listEn(p.traits.strengthsEn)}.`,
        }
      : pick(rng, GENERIC_STRENGTHS),
    animalLine(p, rng, { th: 'การงาน', en: 'your career' }),
  ]);
  const strengths = section(
    'strengths',
    { th: 'จุดแข็งของคุณ', en: 'Your strengths' },
    strengthsParts,
  );

  const objective = input.objective ?? pick(rng, CAREER_OBJECTIVES);
  const path = section(
    'path',
    {
      th: `เส้นทางสู่เป้าหมาย: ${CAREER_OBJECTIVE_LABELS[objective].th}`,
      en: `Towards your goal: ${CAREER_OBJECTIVE_LABELS[objective].en}`,
    },
    present([
      pickFrag(rng, OBJECTIVE_LINES[objective], c),
      input.industry ? INDUSTRY_LINES[input.industry] : null,
      input.experienceLevel ? pick(rng, EXPERIENCE_LINES[input.experienceLevel]) : null,
    ]),
  );

  const timing = section(
    'timing',
    { th: 'จังหวะเวลา', en: 'Timing' },
    present([timingLine(c, rng), yearLine(p, d)]),
  );

  const caution = section(
    'caution',
    { th: 'สิ่งที่ควรระวัง', en: 'Watch out for' },
    present([
      pick(rng, CAUTIONS),
      p.traits ? { th: `นิสัยที่ควรระวังคือ${p.traits.watchOutTh}`, en: p.traits.watchOutEn } : null,
    ]),
  );

  const advice = pick(rng, ADVICE[tier]);
  const levelNote = input.experienceLevel
    ? {
        th: ` (ระดับประสบการณ์: ${EXPERIENCE_LEVEL_LABELS[input.experienceLevel].th})`,
        en: ` (experience: ${EXPERIENCE_LEVEL_LABELS[input.experienceLevel].en})`,
      }
    : { th: '', en: '' };
  const close = pick(rng, SUMMARY_CLOSES[tier]);
  const summaryTh = `${opening.th} คะแนนดวงการงานวันที่ ${d.dateTh} อยู่ที่ ${score}/100${levelNote.th} ${close.th}`;
  const summaryEn = `${capitalise(opening.en)} Career score for ${d.dateEn}: ${score}/100${levelNote.en}. ${close.en}`;

  return {
    kind: 'career',
    date: d.iso,
    titleTh: 'ดูดวงการงาน',
    titleEn: 'Career reading',
    summaryTh,
    summaryEn,
    sections: [overview, strengths, path, timing, caution, luckySection(lucky)],
    luckyColoursTh: lucky.coloursTh,
    luckyColoursEn: lucky.coloursEn,
    luckyNumbers: lucky.numbers,
    score0to100: score,
    adviceTh: advice.th,
    adviceEn: advice.en,
  };
}
