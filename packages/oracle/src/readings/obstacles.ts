/**
 * ดูดวงอุปสรรค: the person's own story and question read first, then one section per current
 * challenge (where it comes from, the way through that fits the resolution they want, how it
 * meets their other troubles), then when it eases. Health and legal troubles are always pointed
 * to real professionals.
 */
import {
  OBSTACLE_CHALLENGES,
  RESOLUTION_FOCUSES,
  type ObstacleChallenge,
  type ResolutionFocus,
} from '@duangdee/contract/reading-options';
import { addDays } from '../dates.ts';
import type { PersonInput } from '../options.ts';
import { pick, type Rng } from '../seed.ts';
import { capitalise, listEn, listTh, lowerFirst, type Bi } from '../text.ts';
import { BIRTH_DAY_BUDDHA, weekdayInRole, type TaksaRoleId } from '../thai-calendar.ts';
import type { WeekdayId } from '../weekday.ts';
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
  quoteQuestion,
  ReadingInputError,
  readingRng,
  section,
  tierOf,
  type DayContext,
  type PersonContext,
  type ReadingResult,
  type ReadingSection,
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
  whenWindow,
  yearTopicLine,
  type Ask,
  type Window,
} from './topic-compose.ts';
import { themeOf, type Theme, type ThemeId } from './topic-themes.ts';
import { analyseQuestion } from '../question.ts';

/** The option values come from the contract (what the forms and the API accept). */
export { OBSTACLE_CHALLENGES, RESOLUTION_FOCUSES };
export type { ObstacleChallenge, ResolutionFocus };

export const OBSTACLE_CHALLENGE_LABELS: Record<ObstacleChallenge, Bi> = {
  work: { th: 'ปัญหาเรื่องงาน', en: 'Trouble at work' },
  money: { th: 'ปัญหาการเงิน', en: 'Money trouble' },
  love: { th: 'ปัญหาความรัก', en: 'Trouble in love' },
  family: { th: 'ปัญหาในครอบครัว', en: 'Family trouble' },
  health: { th: 'ความกังวลเรื่องสุขภาพ', en: 'Health worries' },
  study: { th: 'ปัญหาการเรียน', en: 'Study troubles' },
  legal: { th: 'เรื่องเอกสารหรือคดีความ', en: 'Paperwork or legal matters' },
  'self-doubt': { th: 'ความไม่มั่นใจในตัวเอง', en: 'Self-doubt' },
  conflict: { th: 'ความขัดแย้งกับคนรอบตัว', en: 'Conflict with people around you' },
  'bad-luck': { th: 'รู้สึกดวงตก ทำอะไรก็ติดขัด', en: 'A run of bad luck' },
};

export const RESOLUTION_FOCUS_LABELS: Record<ResolutionFocus, Bi> = {
  'quick-relief': { th: 'คลายทุกข์ให้เร็วที่สุด', en: 'quick relief' },
  'long-term': { th: 'แก้ที่ต้นเหตุในระยะยาว', en: 'a lasting fix' },
  spiritual: { th: 'เสริมดวงด้วยบุญและความเชื่อ', en: 'spiritual support' },
  practical: { th: 'ลงมือแก้อย่างเป็นขั้นตอน', en: 'practical steps' },
  relationships: { th: 'อาศัยคนรอบตัวช่วย', en: 'help from the people around me' },
};

export interface ObstaclesInput extends PersonInput {
  date: string;
  /** At least one. */
  currentChallenges: ObstacleChallenge[];
  /** What is going on, in the person's words. */
  context?: string;
  resolutionFocus?: ResolutionFocus;
  question?: string;
}

interface C {
  p: PersonContext;
  d: DayContext;
  rng: Rng;
  ask: Ask;
  /** What the person's story is about, when they told one. */
  story: { quote: string; theme: Theme | null } | null;
  challenges: ObstacleChallenge[];
  focus: ResolutionFocus | null;
  tier: Tier;
  tone: Tier;
  window: Window;
  /** Which of the question theme's points the overview makes (the resolution makes another). */
  weighIndex: number;
}

/** A challenge's texts: where it comes from, and ways through by the resolution wanted. */
interface ChallengeText {
  cause: readonly Bi[];
  /** A step small enough for this week (quick relief, practical). */
  first: readonly Bi[];
  /** The root and the pattern (a lasting fix). */
  root: Bi;
  /** Who can help (relationships). */
  help: Bi;
  /** Merit and belief (spiritual). */
  merit: Bi;
  /** A professional to see, said whenever the challenge is read. */
  consult?: Bi;
}

const CHALLENGES: Record<ObstacleChallenge, ChallengeText> = {
  work: {
    cause: [
      {
        th: 'ต้นเหตุมักมาจากการสื่อสารที่ไม่ตรงกัน หรือความคาดหวังที่ไม่ได้พูดออกมาให้ชัด',
        en: 'It usually comes from mismatched communication or expectations never spelled out.',
      },
      {
        th: 'ดาวเสาร์ถ่วงเรื่องงาน ทำให้งานล่าช้าและต้องรับภาระมากกว่าคนอื่นชั่วคราว',
        en: 'Saturn weighs on work, bringing delays and a heavier load than others for a while.',
      },
      {
        th: 'งานที่ติดขัดช่วงนี้มักเกิดจากภาระที่สะสมจนไม่มีใครเห็นภาพรวม รวมทั้งตัวคุณเองด้วย',
        en: 'Stuck work now often comes from a load that has piled up until nobody sees the whole — you included.',
      },
    ],
    first: [
      {
        th: 'ขอคุยกับหัวหน้าหรือคนที่เกี่ยวข้องแบบตัวต่อตัว แล้วสรุปสิ่งที่ตกลงกันเป็นลายลักษณ์อักษร',
        en: 'Ask for a one-to-one with your manager or those involved, and put what you agree in writing.',
      },
      {
        th: 'จัดลำดับงานใหม่ ทำงานที่สำคัญที่สุดให้เสร็จก่อน แล้วแจ้งสิ่งที่ทำไม่ทันอย่างตรงไปตรงมา',
        en: 'Re-order your tasks, finish the most important first, and be upfront about what cannot be done in time.',
      },
    ],
    root: {
      th: 'ถ้าปัญหาแบบเดิมวนกลับมาทุกไตรมาส แปลว่าระบบหรือบทบาทต้องปรับ ไม่ใช่แค่ต้องอดทนเพิ่ม',
      en: 'If the same trouble returns every quarter, the system or your role needs changing, not just more endurance.',
    },
    help: {
      th: 'หาพี่เลี้ยงหรือรุ่นพี่ที่เคยผ่านงานแบบนี้ สักชั่วโมงเดียวของคำแนะนำอาจประหยัดเวลาได้เป็นเดือน',
      en: 'Find a mentor who has been through this; one hour of advice may save you months.',
    },
    merit: {
      th: 'ตำราแนะนำให้ทำบุญด้วยการช่วยงานส่วนรวมหรือถวายหนังสือ เพื่อให้มีผู้ใหญ่อุปถัมภ์',
      en: 'The old books suggest merit through shared work or giving books, to draw patrons.',
    },
  },
  money: {
    cause: [
      {
        th: 'อุปสรรคการเงินช่วงนี้มาจากรายจ่ายเล็ก ๆ ที่สะสม และรายรับที่เข้าไม่ตรงจังหวะ',
        en: 'Money trouble now comes from small costs piling up and income arriving out of step.',
      },
      {
        th: 'พระราหูทำให้เงินเข้าไวออกไว และชวนให้ตัดสินใจเรื่องเงินด้วยความหวังมากกว่าข้อมูล',
        en: 'Rahu makes money come and go fast and tempts you to decide on hope rather than facts.',
      },
      {
        th: 'ภาระที่แบกแทนคนอื่นหรือรายจ่ายที่เกรงใจจะปฏิเสธ มักเป็นรูรั่วที่มองไม่เห็น',
        en: 'Burdens carried for others, or costs you were too polite to refuse, are often the hidden leak.',
      },
    ],
    first: [
      {
        th: 'ลองไล่ดูรายการเดินบัญชีย้อนหลังหนึ่งเดือน ตัดสิ่งที่ไม่จำเป็นออกทีละรายการ และถ้ามีหนี้ลองเจรจาขอผ่อนปรน',
        en: 'Go through a month of bank statements, cut the unnecessary one item at a time, and ask lenders for easier terms.',
      },
      {
        th: 'กันเงินค่ากินค่าอยู่ของเดือนนี้ไว้ในบัญชีแยก ที่เหลือจึงนำไปจ่ายเรื่องอื่นตามลำดับความจำเป็น',
        en: 'Set this month’s food and rent aside first, then handle the rest from what is left.',
      },
    ],
    root: {
      th: 'เริ่มกันเงินสำรองแม้เพียงเล็กน้อยทุกเดือน เงินสำรองคือสิ่งที่ทำให้ปัญหาครั้งหน้าไม่กลายเป็นวิกฤต',
      en: 'Start a reserve, however small, each month; it is what keeps the next problem from becoming a crisis.',
    },
    help: {
      th: 'ปรึกษาธนาคารหรือคลินิกแก้หนี้ก่อนตัดสินใจเรื่องก้อนใหญ่ หลายแห่งให้คำปรึกษาฟรี',
      en: 'Talk to your bank or a debt clinic before any large decision; many advise free of charge.',
    },
    merit: {
      th: 'ตำราแนะนำให้ถวายข้าวสารหรือน้ำดื่ม เป็นบุญที่เชื่อว่าช่วยให้ไม่ขัดสน',
      en: 'The old books suggest offering rice or drinking water, merit said to keep want away.',
    },
  },
  love: {
    cause: [
      {
        th: 'ปมในความรักมักมาจากความเข้าใจผิดที่ไม่ได้เคลียร์ และต่างฝ่ายต่างรอให้อีกคนเริ่มก่อน',
        en: 'Knots in love often come from misunderstandings left unresolved, each waiting for the other to begin.',
      },
      {
        th: 'ดาวศุกร์ถูกบดบัง ความรู้สึกจึงอ่อนไหวกว่าปกติ เรื่องเล็กเลยดูใหญ่',
        en: 'Venus is obscured, leaving feelings more sensitive than usual, so small things look big.',
      },
      {
        th: 'ความเหนื่อยจากเรื่องอื่นมักไหลมาลงที่คนใกล้ตัวที่สุด ความรักจึงรับแรงกระแทกแทนเรื่องที่ไม่เกี่ยว',
        en: 'Tiredness from elsewhere tends to land on the closest person, so love takes knocks meant for other things.',
      },
    ],
    first: [
      {
        th: 'เลือกเวลาที่ทั้งคู่ใจเย็น พูดถึงความรู้สึกของตัวเองแทนการกล่าวโทษ แล้วฟังให้จบ',
        en: 'Pick a calm moment, speak about your feelings rather than blame, and listen to the end.',
      },
      {
        th: 'ให้พื้นที่กันสักพัก แล้วกลับมาคุยด้วยคำถามเดียวที่สำคัญที่สุด ความชัดเจนจะช่วยให้ใจเบาลง',
        en: 'Give each other a little space, then come back with the one question that matters most.',
      },
    ],
    root: {
      th: 'มองหาเรื่องที่ทะเลาะซ้ำ ๆ แล้วตกลงกติกาสำหรับเรื่องนั้นโดยเฉพาะ เรื่องที่มีกติกาจะไม่ลุกลามง่าย',
      en: 'Find the quarrel that keeps coming back and agree a rule for that one; a matter with a rule rarely flares.',
    },
    help: {
      th: 'ถ้าคุยกันสองคนแล้ววน ลองหาคนกลางที่ทั้งคู่ไว้ใจ หรือผู้ให้คำปรึกษาด้านความสัมพันธ์',
      en: 'If talking alone goes in circles, find someone you both trust, or a relationship counsellor.',
    },
    merit: {
      th: 'ตำราแนะนำให้ถวายดอกไม้หรือน้ำมันตะเกียง และแผ่เมตตาให้อีกฝ่ายก่อนนอน',
      en: 'The old books suggest offering flowers or lamp oil, and sending the other person loving-kindness before sleep.',
    },
  },
  family: {
    cause: [
      {
        th: 'ปัญหาในบ้านมักมาจากความห่วงใยที่แสดงออกไม่ถูกวิธี หรือภาระที่แบ่งกันไม่ลงตัว',
        en: 'Family trouble often comes from care expressed the wrong way, or burdens unevenly shared.',
      },
      {
        th: 'ช่วงนี้ดาวจันทร์แปรปรวน อารมณ์ของคนในบ้านจึงขึ้นลงง่าย',
        en: 'The Moon is unsettled, so moods at home swing easily.',
      },
      {
        th: 'เรื่องเก่าที่ไม่เคยคุยให้จบมักกลับมาในรูปของเรื่องใหม่ ความตึงในบ้านจึงดูใหญ่กว่าเหตุที่เห็น',
        en: 'Old matters never talked through come back as new ones, so tension at home looks bigger than its cause.',
      },
    ],
    first: [
      {
        th: 'หาโอกาสกินข้าวพร้อมหน้ากัน แล้วคุยเรื่องที่ค้างใจทีละเรื่อง ผู้ใหญ่ในบ้านจะเป็นตัวกลางที่ดี',
        en: 'Share a family meal and talk through one worry at a time; an elder can be a good go-between.',
      },
      {
        th: 'แบ่งหน้าที่ในบ้านให้ชัด และขอบคุณกันในเรื่องเล็ก ๆ ความตึงเครียดจะค่อย ๆ คลายลง',
        en: 'Divide household duties clearly and thank each other for small things; tension will ease.',
      },
    ],
    root: {
      th: 'ตั้งขอบเขตที่ชัดแต่สุภาพว่าเรื่องไหนตัดสินใจเองได้ และเรื่องไหนต้องปรึกษากัน ขอบเขตที่ชัดคือความสงบระยะยาว',
      en: 'Set clear, kind limits on what you decide alone and what you decide together; clear limits make lasting peace.',
    },
    help: {
      th: 'ญาติผู้ใหญ่ที่ทุกฝ่ายเคารพอาจเป็นคนกลางที่ดีที่สุด ลองเล่าให้ท่านฟังแบบไม่ใส่อารมณ์',
      en: 'An elder relative everyone respects may be the best go-between; tell them calmly.',
    },
    merit: {
      th: 'การทำบุญร่วมกันทั้งบ้าน เช่น ตักบาตรด้วยกันในเช้าวันหยุด ช่วยให้ใจของทุกคนอ่อนลง',
      en: 'Making merit together — alms as a family on a holiday morning — softens everyone’s heart.',
    },
  },
  health: {
    cause: [
      {
        th: 'ความกังวลเรื่องสุขภาพมักหนักขึ้นเมื่อพักผ่อนไม่พอและเก็บความเครียดไว้คนเดียว',
        en: 'Health worries grow heavier with too little rest and stress kept to yourself.',
      },
      {
        th: 'ดวงช่วงนี้เตือนให้ฟังสัญญาณของร่างกาย อย่ามองข้ามอาการที่เป็นมานาน',
        en: 'The stars are reminding you to listen to your body and not ignore lingering symptoms.',
      },
    ],
    first: [
      {
        th: 'ไปพบแพทย์ให้ตรวจให้ชัด เมื่อรู้ข้อเท็จจริง ใจจะเบาลงกว่าการคาดเดา',
        en: 'Book a check-up with a doctor; knowing the facts eases the mind more than guessing.',
      },
      {
        th: 'จดอาการที่เป็นพร้อมวันเวลาไว้ไปเล่าให้แพทย์ฟัง แล้วดูแลเรื่องการนอน อาหาร และการขยับร่างกาย',
        en: 'Note your symptoms with dates to tell the doctor, and look after sleep, food and movement.',
      },
    ],
    root: {
      th: 'สุขภาพระยะยาวขึ้นกับนิสัยเล็ก ๆ ทุกวัน ลองเลือกเปลี่ยนหนึ่งอย่าง เช่น เวลานอน แล้วทำให้ได้ทั้งเดือน',
      en: 'Long-term health rests on small daily habits; change one — your bedtime, say — and keep it for a month.',
    },
    help: {
      th: 'ให้คนในบ้านรู้ว่ากำลังกังวลเรื่องอะไร การมีคนไปหาหมอเป็นเพื่อนช่วยให้ใจนิ่งขึ้นมาก',
      en: 'Let someone at home know what worries you; company at the doctor’s steadies the mind a great deal.',
    },
    merit: {
      th: 'ตำราแนะนำให้ถวายยาหรือบริจาคให้โรงพยาบาล เป็นบุญที่เชื่อว่าช่วยต่ออายุ',
      en: 'The old books suggest giving medicine or to a hospital, merit said to lengthen life.',
    },
    consult: {
      th: 'คำทำนายไม่สามารถแทนคำวินิจฉัยได้ เรื่องอาการและการรักษาต้องให้แพทย์ตรวจ',
      en: 'A reading cannot replace a diagnosis; symptoms and treatment need a doctor.',
    },
  },
  study: {
    cause: [
      {
        th: 'อุปสรรคการเรียนมาจากการแบกเนื้อหามากเกินไปในเวลาสั้น และความกดดันจากการเปรียบเทียบ',
        en: 'Study trouble comes from cramming too much too fast and the pressure of comparison.',
      },
      {
        th: 'ดาวพุธอ่อนกำลังในช่วงนี้ สมาธิจึงหลุดง่ายและจำได้ไม่นาน',
        en: 'Mercury is weak for you now, so focus slips and memory fades quickly.',
      },
    ],
    first: [
      {
        th: 'แบ่งการอ่านเป็นช่วงสั้น ๆ แล้วพัก ทบทวนตอนเช้า และถามครูหรือเพื่อนทันทีเมื่อไม่เข้าใจ',
        en: 'Study in short blocks with breaks, revise in the morning, and ask as soon as something is unclear.',
      },
      {
        th: 'ตั้งเป้าหมายรายวันที่ทำได้จริง แล้วขีดฆ่าทุกครั้งที่ทำเสร็จ ความรู้สึกว่าคืบหน้าช่วยให้ไม่ท้อ',
        en: 'Set realistic daily goals and cross each off when done; a sense of progress keeps you going.',
      },
    ],
    root: {
      th: 'ดูว่าวิธีเรียนแบบไหนเข้ากับตัวเอง บางคนจำจากการเขียน บางคนจำจากการอธิบายให้คนอื่นฟัง',
      en: 'Find the way of learning that suits you; some remember by writing, others by explaining to someone.',
    },
    help: {
      th: 'ติวกับเพื่อนที่ตั้งใจหรือขอเวลาครูเพิ่ม คนที่ถามมักไปได้ไกลกว่าคนที่เก็บความไม่เข้าใจไว้',
      en: 'Revise with committed friends or ask your teacher for time; people who ask go further than those who keep quiet.',
    },
    merit: {
      th: 'ไหว้ครูขอพรก่อนสอบ และถวายหนังสือหรือเครื่องเขียนให้โรงเรียนที่ขาดแคลน',
      en: 'Honour your teachers before exams, and give books or stationery to schools in need.',
    },
  },
  legal: {
    cause: [
      {
        th: 'เรื่องเอกสารหรือคดีความช่วงนี้ล่าช้าเพราะรายละเอียดที่ตกหล่น หรือการสื่อสารที่ไม่ครบถ้วน',
        en: 'Paperwork or legal matters are slowed by missing details or incomplete communication.',
      },
      {
        th: 'ดาวเสาร์ทำให้กระบวนการยืดเยื้อ ต้องใช้ความอดทนและหลักฐานที่ชัดเจน',
        en: 'Saturn drags processes out; patience and clear evidence are needed.',
      },
    ],
    first: [
      {
        th: 'รวบรวมเอกสารและหลักฐานให้ครบเรียงตามวันที่ แล้วถามขั้นตอนถัดไปจากหน่วยงานโดยตรง อย่าตัดสินใจจากคำบอกเล่า',
        en: 'Gather every document in date order and ask the office itself for the next step; do not act on hearsay.',
      },
      {
        th: 'เลือกเจรจาไกล่เกลี่ยก่อนถ้าทำได้ และตรวจทุกอย่างให้ละเอียดก่อนลงนาม',
        en: 'Try mediation first if you can, and check everything carefully before you sign.',
      },
    ],
    root: {
      th: 'เก็บสำเนาทุกเอกสารและจดวันเวลาทุกการติดต่อไว้เป็นระบบ เรื่องทางกฎหมายชนะกันที่หลักฐานมากกว่าความรู้สึก',
      en: 'Keep copies of everything and log every contact; legal matters turn on evidence more than feelings.',
    },
    help: {
      th: 'ถ้าค่าทนายเป็นภาระ ลองติดต่อหน่วยช่วยเหลือทางกฎหมายของรัฐหรือสภาทนายความ ซึ่งให้คำปรึกษาโดยไม่คิดค่าใช้จ่าย',
      en: 'If a lawyer’s fee is a burden, try the state legal aid office or the Lawyers Council, which advise free.',
    },
    merit: {
      th: 'ทำบุญด้วยการให้อภัยในใจ แม้เรื่องทางกฎหมายยังต้องเดินต่อ ใจที่ไม่แบกความแค้นจะตัดสินใจได้ดีกว่า',
      en: 'Make the merit of forgiving in your heart even as the case goes on; a heart without grudges decides better.',
    },
    consult: {
      th: 'ข้อกฎหมายและรายละเอียดคดีควรปรึกษาทนายความโดยตรง',
      en: 'For the law and the details of the case, consult a lawyer or other legal professional directly.',
    },
  },
  'self-doubt': {
    cause: [
      {
        th: 'ความไม่มั่นใจมักเกิดจากการเอาตัวเองไปเทียบกับคนอื่น และลืมมองว่าคุณเดินมาไกลแค่ไหน',
        en: 'Self-doubt often comes from comparing yourself with others and forgetting how far you have come.',
      },
      {
        th: 'พลังของดวงอาทิตย์ในตัวคุณถูกบดบังชั่วคราว แสงยังอยู่ เพียงรอเมฆเคลื่อนผ่าน',
        en: 'The Sun in you is briefly clouded; the light is still there, waiting for the clouds to pass.',
      },
    ],
    first: [
      {
        th: 'เขียนสิ่งที่ทำสำเร็จไว้สามเรื่องทุกสัปดาห์ แม้เป็นเรื่องเล็ก และอยู่ใกล้คนที่มองเห็นคุณค่าของคุณ',
        en: 'Write three things you achieved each week, however small, and stay near people who see your worth.',
      },
      {
        th: 'เริ่มจากเป้าหมายเล็ก ๆ ที่ทำได้แน่นอน ความสำเร็จเล็ก ๆ จะค่อย ๆ เติมความเชื่อมั่นกลับมา',
        en: 'Start with small goals you are sure to meet; small wins rebuild confidence.',
      },
    ],
    root: {
      th: 'ลองสังเกตว่าเสียงในหัวที่บอกว่าไม่เก่งพอเป็นเสียงของใคร หลายครั้งเป็นคำของคนอื่นที่เราเก็บมาเชื่อ',
      en: 'Notice whose voice says you are not good enough; often it is someone else’s words we kept and believed.',
    },
    help: {
      th: 'ถามเพื่อนสนิทสักสองคนว่าเห็นจุดแข็งอะไรในตัวคุณ คำตอบมักทำให้แปลกใจและมีกำลังใจขึ้น',
      en: 'Ask two close friends what strengths they see in you; the answers often surprise and encourage.',
    },
    merit: {
      th: 'สวดมนต์หรือนั่งสมาธิสั้น ๆ ทุกเช้า ช่วยให้ใจตั้งมั่นก่อนเจอเรื่องของวัน',
      en: 'Chant or meditate briefly each morning to steady the heart before the day begins.',
    },
  },
  conflict: {
    cause: [
      {
        th: 'ความขัดแย้งช่วงนี้มาจากดาวอังคารที่ทำให้อารมณ์ร้อน คำพูดจึงแรงกว่าที่ตั้งใจทั้งสองฝ่าย',
        en: 'Conflict now comes from Mars heating tempers, so words land harder than meant on both sides.',
      },
      {
        th: 'มีความเข้าใจผิดหรือคำพูดที่ถูกส่งต่อจนเพี้ยน ทำให้เรื่องเล็กบานปลาย',
        en: 'A misunderstanding or a remark passed along and distorted has made a small thing grow.',
      },
    ],
    first: [
      {
        th: 'อย่าโต้ตอบผ่านข้อความตอนโกรธ รอให้ใจเย็นแล้วคุยกันต่อหน้า เริ่มจากสิ่งที่เห็นตรงกันก่อน',
        en: 'Do not argue by message when angry; wait, then talk face to face, starting from what you agree on.',
      },
      {
        th: 'ถอยออกมาหนึ่งก้าวก่อนตอบ ถามตัวเองว่าอยากชนะหรืออยากให้เรื่องจบ แล้วเลือกคำพูดตามนั้น',
        en: 'Step back before you answer; ask whether you want to win or to end it, and choose your words to match.',
      },
    ],
    root: {
      th: 'ถ้าขัดแย้งกับคนเดิมซ้ำ ๆ ลองหาว่าเรื่องที่ไม่ลงรอยจริง ๆ คืออะไร แล้วคุยตรงนั้นเรื่องเดียว',
      en: 'If it is the same person again and again, find what you truly disagree on and talk about that alone.',
    },
    help: {
      th: 'หาคนกลางที่ทั้งสองฝ่ายเคารพ การให้อภัยคือการปลดภาระจากใจตัวเองก่อน',
      en: 'Find a go-between both sides respect; forgiving is first unburdening your own heart.',
    },
    merit: {
      th: 'แผ่เมตตาให้คนที่ขัดใจกันทุกคืน ตำราถือว่าช่วยให้เรื่องร้ายคลายตัว และใจเราเบาลงก่อน',
      en: 'Send loving-kindness to the person you clash with each night; the old books say it loosens trouble, and your heart lightens first.',
    },
  },
  'bad-luck': {
    cause: [
      {
        th: 'ช่วงดวงตกเป็นวัฏจักรธรรมชาติของดาว เหมือนข้างแรมก่อนข้างขึ้น ไม่ได้แปลว่าคุณทำอะไรผิด',
        en: 'A dip in fortune is part of the planets’ cycle, like the waning moon before the waxing; it does not mean you did wrong.',
      },
      {
        th: 'ความเหนื่อยสะสมทำให้พลาดในเรื่องเล็ก ๆ ติดต่อกัน จนรู้สึกเหมือนโชคไม่เข้าข้าง',
        en: 'Built-up tiredness leads to a string of small slips that feels like bad luck.',
      },
    ],
    first: [
      {
        th: 'พักให้พอ จัดบ้านให้โล่ง และเริ่มสิ่งใหม่ในวันศรีของคุณ พลังดีจะค่อย ๆ กลับมา',
        en: 'Rest well, clear your home, and start new things on your fortune day; good energy returns.',
      },
      {
        th: 'ทำสิ่งเดิมให้รอบคอบขึ้นแทนการเสี่ยงเรื่องใหม่ ช่วงนี้ความระมัดระวังคือโชคที่ดีที่สุด',
        en: 'Do familiar things more carefully instead of taking new risks; caution is your best luck now.',
      },
    ],
    root: {
      th: 'ดูว่าเรื่องที่ติดขัดมีอะไรเหมือนกัน บ่อยครั้งคือช่วงเวลาที่เหนื่อยที่สุดของวันหรือสัปดาห์ ปรับตรงนั้นแล้วโชคจะดีขึ้นเอง',
      en: 'See what the stuck moments share — often the most tired hour of the day or week; fix that and luck improves.',
    },
    help: {
      th: 'เล่าให้คนที่ไว้ใจฟัง บางครั้งคนนอกมองเห็นทางที่เราซึ่งอยู่ในเรื่องมองไม่เห็น',
      en: 'Tell someone you trust; an outsider often sees the way you cannot from inside.',
    },
    merit: {
      th: 'ทำบุญสะเดาะเคราะห์ตามกำลัง เช่น ปล่อยปลาหรือถวายสังฆทาน แล้วตั้งใจเริ่มต้นใหม่',
      en: 'Make merit to ease misfortune — releasing fish, a temple offering — and resolve to begin again.',
    },
  },
};

/** The challenge a question's theme belongs to. */
const THEME_CHALLENGE: Partial<Record<ThemeId, ObstacleChallenge>> = {
  'in-law': 'family',
  family: 'family',
  debt: 'money',
  'short-money': 'money',
  owed: 'money',
  lend: 'money',
  money: 'money',
  saving: 'money',
  legal: 'legal',
  health: 'health',
  exam: 'study',
  'child-exam': 'study',
  'civil-exam': 'study',
  work: 'work',
  workload: 'work',
  boss: 'work',
  colleague: 'work',
  resign: 'work',
  'laid-off': 'work',
  sales: 'money',
  love: 'love',
  stuck: 'bad-luck',
};

/** How two challenges meet, with the other's label. */
const PAIR_LINES: readonly ((other: Bi) => Bi)[] = [
  (o) => ({
    th: `เรื่องนี้กับ${o.th}มักพันกันอยู่ ถ้าคลายข้างหนึ่งได้ อีกข้างจะเบาลงตาม`,
    en: `This and ${o.en.toLowerCase()} are tangled; loosen one and the other eases too.`,
  }),
  (o) => ({
    th: `เมื่อมี${o.th}ซ้อนอยู่ด้วย อย่าพยายามแก้ทั้งสองเรื่องในวันเดียวกัน`,
    en: `With ${o.en.toLowerCase()} on top, do not try to fix both on the same day.`,
  }),
  (o) => ({
    th: `ลองดูว่าเรื่องนี้หรือ${o.th}เป็นต้นเหตุของอีกเรื่อง แก้ที่ต้นเหตุก่อนจะประหยัดแรงได้มาก`,
    en: `See whether this or ${o.en.toLowerCase()} is causing the other; fixing the cause first saves much effort.`,
  }),
];

/** What the day's ทักษา role means for getting through trouble. */
const ROLE_FOR_TROUBLE: Record<TaksaRoleId, readonly Bi[]> = {
  companions: [
    {
      th: 'วันนี้คนรอบตัวคือกำลังสำคัญ ถ้าเล่าเรื่องที่หนักใจให้คนใกล้ชิดฟัง จะได้แรงช่วยมากกว่าที่คิด',
      en: 'the people around you are your strength today; share what weighs on you and you will get more help than you expect.',
    },
    {
      th: 'เป็นวันที่เหมาะจะขอแรงครอบครัวหรือเพื่อนในเรื่องที่แบกอยู่คนเดียว',
      en: 'a good day to ask family or friends to share what you have been carrying alone.',
    },
  ],
  longevity: [
    {
      th: 'เหมาะกับการพักให้ร่างกายและใจฟื้นก่อนแก้ปัญหา แรงที่กลับมาจะทำให้เห็นทางชัดขึ้น',
      en: 'good for letting body and mind recover before tackling problems; regained strength shows the way.',
    },
    {
      th: 'ปัญหาที่ค้างอยู่ไม่ต้องแก้ให้จบวันนี้ ดูแลตัวเองให้มีแรงไปต่อคือสิ่งสำคัญกว่า',
      en: 'what is pending need not be settled today; keeping your strength to go on matters more.',
    },
  ],
  power: [
    {
      th: 'คำพูดของคุณมีน้ำหนัก เหมาะกับการเจรจาหรือยืนยันสิทธิ์ของตัวเองอย่างสุภาพ',
      en: 'your words carry weight — good for negotiating or politely standing up for yourself.',
    },
    {
      th: 'เป็นวันที่ลงมือแก้ปัญหาแล้วมีคนฟัง ถ้ามีเรื่องต้องพูดให้ชัด วันนี้ได้เปรียบ',
      en: 'a day when acting on problems gets a hearing; if something needs saying plainly, you have the edge.',
    },
  ],
  fortune: [
    {
      th: 'มีโชคหนุนอยู่ในวันที่ยาก เรื่องที่ติดขัดอาจมีทางออกโผล่มาแบบไม่คาดคิด',
      en: 'luck supports you on a hard day; a way out may appear unexpectedly.',
    },
    {
      th: 'วันศรีช่วยให้คนอื่นใจอ่อนกับคุณ ถ้ามีเรื่องต้องขอผ่อนผันหรือขอโอกาส ลองเอ่ยปาก',
      en: 'a fortune day softens others towards you; if you need leniency or another chance, ask.',
    },
  ],
  foundation: [
    {
      th: 'เหมาะกับการวางแผนแก้ปัญหาระยะยาวและจัดระเบียบสิ่งที่ยุ่งเหยิง มากกว่าการแก้แบบเร่งรีบ',
      en: 'good for long-range plans and tidying what is in disarray, rather than hasty fixes.',
    },
    {
      th: 'เรื่องบ้านและรากฐานชีวิตคือจุดเริ่มที่ดี ถ้าที่บ้านสงบ เรื่องข้างนอกจะจัดการง่ายขึ้น',
      en: 'home and the foundations of life are a good place to start; when home is calm, the rest is easier.',
    },
  ],
  diligence: [
    {
      th: 'ต้องใช้แรงมากกว่าปกติ แต่สิ่งที่ลงมือแก้วันนี้จะเห็นผลจริง',
      en: 'it takes more effort than usual, but what you fix today really shows.',
    },
    {
      th: 'อาจเหนื่อย แต่วันนี้เหมาะกับการลุยเรื่องที่ผัดไว้นาน ทำทีละชิ้นจนเสร็จ',
      en: 'it may be tiring, but today suits tackling what you have put off; one piece at a time, to the end.',
    },
  ],
  support: [
    {
      th: 'ผู้ใหญ่เมตตา เหมาะกับการขอคำปรึกษาหรือขอความช่วยเหลือจากผู้มีประสบการณ์',
      en: 'elders are kind — good for seeking advice or help from experienced people.',
    },
    {
      th: 'มีคนพร้อมยื่นมือช่วย ถ้าเรื่องไหนเกินกำลัง วันนี้เหมาะจะบอกให้ผู้ใหญ่รู้',
      en: 'someone is ready to help; if something is beyond you, today is the day to tell someone senior.',
    },
  ],
  misfortune: [
    {
      th: 'เป็นวันกาลกิณีของคุณ อย่าเพิ่งตัดสินใจเรื่องใหญ่หรือเผชิญหน้ากับใครวันนี้ เก็บแรงไว้วันที่ดีกว่า',
      en: 'it is your misfortune day; make no big decisions and avoid confrontations — save your strength for a better day.',
    },
    {
      th: 'วันนี้ใจเย็นไว้ก่อน ทำสิ่งเดิมให้ดี และเลื่อนการเจรจาที่สำคัญออกไป',
      en: 'keep calm today, tend what you have, and put important talks off.',
    },
  ],
};

const DAY_FOR_TROUBLE: Record<WeekdayId, Bi> = {
  sunday: {
    th: 'วันอาทิตย์เป็นวันของพระอาทิตย์ เหมาะกับการตั้งหลักและวางแผนว่าจะแก้เรื่องไหนก่อน',
    en: 'Sunday belongs to the Sun: good for finding your footing and deciding what to fix first.',
  },
  monday: {
    th: 'วันจันทร์เป็นวันของพระจันทร์ ใจอ่อนไหวง่าย เหมาะกับการคุยเรื่องยากด้วยความนุ่มนวล',
    en: 'Monday belongs to the Moon: feelings are tender — good for raising hard things gently.',
  },
  tuesday: {
    th: 'วันอังคารเป็นวันของพระอังคาร มีแรงลงมือ แต่ต้องระวังอารมณ์ร้อนเวลาเผชิญปัญหา',
    en: 'Tuesday belongs to Mars: there is drive to act, but beware a hot temper when facing problems.',
  },
  'wednesday-day': {
    th: 'วันพุธเป็นวันของพระพุธ เหมาะกับการเจรจาและเขียนสิ่งที่ต้องการให้ชัด',
    en: 'Wednesday belongs to Mercury: good for negotiating and putting what you need in writing.',
  },
  'wednesday-night': {
    th: 'คืนวันพุธเป็นเวลาของพระราหู ความคิดฟุ้งง่าย อย่าตัดสินใจเรื่องหนักในคืนนี้',
    en: 'Wednesday night belongs to Rahu: the mind races, so make no heavy decisions tonight.',
  },
  thursday: {
    th: 'วันพฤหัสบดีเป็นวันครู เหมาะกับการขอคำปรึกษาจากผู้รู้และผู้ใหญ่ที่ไว้ใจ',
    en: 'Thursday is the teachers’ day: good for advice from people who know and elders you trust.',
  },
  friday: {
    th: 'วันศุกร์เป็นวันของพระศุกร์ ความอ่อนโยนช่วยคลายเรื่องที่ตึง เหมาะกับการคืนดีกัน',
    en: 'Friday belongs to Venus: gentleness loosens what is tight — good for making up.',
  },
  saturday: {
    th: 'วันเสาร์เป็นวันของพระเสาร์ เหมาะกับการเคลียร์เรื่องค้างและจัดการเอกสารที่คั่งค้าง',
    en: 'Saturday belongs to Saturn: good for clearing backlogs and overdue paperwork.',
  },
};

const RESOLUTION_LINES: Record<ResolutionFocus, readonly Bi[]> = {
  'quick-relief': [
    {
      th: 'ถ้าอยากคลายทุกข์เร็ว เลือกแก้ชิ้นที่เล็กที่สุดก่อนภายในสามวัน ความรู้สึกว่าควบคุมได้จะช่วยให้ใจเบาลงทันที',
      en: 'For quick relief, fix the smallest piece within three days; feeling in control lightens the heart at once.',
    },
    {
      th: 'ทางลัดสู่ความสบายใจคือการระบายกับคนที่ไว้ใจ และนอนหลับให้เต็มอิ่มสักคืน',
      en: 'The shortcut to ease is talking it out with someone you trust and one full night’s sleep.',
    },
  ],
  'long-term': [
    {
      th: 'การแก้ที่ต้นเหตุต้องใช้เวลา ลองเขียนแผนสามเดือนว่าจะเปลี่ยนอะไรทีละขั้น แล้วทบทวนทุกสองสัปดาห์',
      en: 'Fixing the root takes time; write a three-month plan of step-by-step changes and review it every two weeks.',
    },
    {
      th: 'มองหารูปแบบที่เกิดซ้ำ ถ้าปัญหาแบบเดิมวนกลับมา แปลว่ามีนิสัยหรือระบบที่ควรปรับ',
      en: 'Look for repeating patterns; if the same trouble returns, a habit or system needs to change.',
    },
  ],
  spiritual: [
    {
      th: 'ทำบุญเสริมดวงตามกำลัง แล้วตั้งจิตอธิษฐานให้ชัดว่าขอให้เรื่องไหนเบาบางลง',
      en: 'Make merit within your means, and make your wish clearly for which trouble to lighten.',
    },
    {
      th: 'สวดมนต์ นั่งสมาธิสั้น ๆ ก่อนนอน และแผ่เมตตาให้คนที่ขัดใจ ใจที่สงบจะมองเห็นทางออกได้ชัดกว่า',
      en: 'Chant, meditate briefly before bed and send loving-kindness even to those who trouble you; a calm mind sees the way.',
    },
  ],
  practical: [
    {
      th: 'แตกปัญหาออกเป็นรายการสิ่งที่ต้องทำ เรียงตามความเร่งด่วน แล้วลงมือวันละหนึ่งข้อ',
      en: 'Break the problem into a to-do list, sort by urgency, and do one item a day.',
    },
    {
      th: 'เก็บข้อมูลให้ครบก่อนตัดสินใจ ถามผู้เชี่ยวชาญในเรื่องนั้น และจดทุกอย่างไว้เป็นหลักฐาน',
      en: 'Get the full facts before deciding, ask an expert in the matter, and keep a written record.',
    },
  ],
  relationships: [
    {
      th: 'คนรอบตัวคือกำลังสำคัญ บอกคนที่ไว้ใจว่าต้องการความช่วยเหลือแบบไหน คนที่รักคุณพร้อมช่วยมากกว่าที่คิด',
      en: 'The people around you are your strength; tell someone you trust what help you need.',
    },
    {
      th: 'ผู้ใหญ่หรือพี่เลี้ยงที่มีประสบการณ์จะช่วยมองเห็นมุมที่คุณมองไม่เห็น นัดคุยกันสักครั้งในสัปดาห์นี้',
      en: 'An elder or experienced mentor will see what you cannot; arrange a talk this week.',
    },
  ],
};

const SUMMARY_LEADS: Record<Tier, ReadonlyArray<(c: C, s: number, what: Bi) => Bi>> = {
  high: [
    (c, s, w) => ({
      th: `กำลังดวงของ${c.p.callTh}ประจำวันที่ ${c.d.dateTh} อยู่ที่ ${s}/100 ${w.th}ที่เผชิญอยู่มีแรงหนุนให้ผ่านไปได้เร็วกว่าที่คิด`,
      en: `${greetEn(c.p)}your strength of fortune for ${c.d.dateEn} is ${s}/100. With ${w.en}, there is support to get through faster than you think.`,
    }),
    (c, s, w) => ({
      th: `${c.p.callTh}มีคะแนนกำลังดวง ${s}/100 ในวันที่ ${c.d.dateTh} ${w.th}ที่หนักใจอยู่ มีทางออกใกล้กว่าที่เห็น`,
      en: `${greetEn(c.p)}a strength-of-fortune score of ${s}/100 on ${c.d.dateEn}: the way out of ${w.en} is closer than it looks.`,
    }),
  ],
  mid: [
    (c, s, w) => ({
      th: `กำลังดวงของ${c.p.callTh}ประจำวันที่ ${c.d.dateTh} อยู่ที่ ${s}/100 ${w.th} แก้ได้แต่ต้องใช้เวลาและค่อย ๆ คลายทีละปม`,
      en: `${greetEn(c.p)}your strength of fortune for ${c.d.dateEn} is ${s}/100. With ${w.en}, things can be solved one knot at a time.`,
    }),
    (c, s, w) => ({
      th: `${c.p.callTh}มีคะแนนกำลังดวง ${s}/100 ในวันที่ ${c.d.dateTh} ${w.th} เหมือนเดินขึ้นเนิน เหนื่อยแต่ไม่ใช่ทางตัน`,
      en: `${greetEn(c.p)}a strength-of-fortune score of ${s}/100 on ${c.d.dateEn}. With ${w.en}, it is an uphill walk — tiring, but no dead end.`,
    }),
  ],
  low: [
    (c, s, w) => ({
      th: `กำลังดวงของ${c.p.callTh}ประจำวันที่ ${c.d.dateTh} อยู่ที่ ${s}/100 ${w.th}ที่เจออยู่ค่อนข้างหนัก ตอนนี้ให้ประคองใจและไม่ตัดสินใจตามอารมณ์`,
      en: `${greetEn(c.p)}your strength of fortune for ${c.d.dateEn} is ${s}/100. With ${w.en}, it weighs heavily; steady your heart and do not decide on emotion.`,
    }),
    (c, s, w) => ({
      th: `${c.p.callTh}มีคะแนนกำลังดวง ${s}/100 ในวันที่ ${c.d.dateTh} ${w.th} มีแรงต้านหลายทาง อย่าแบกไว้คนเดียว`,
      en: `${greetEn(c.p)}a strength-of-fortune score of ${s}/100 on ${c.d.dateEn}. With ${w.en}, you meet resistance on several sides — do not carry it alone.`,
    }),
  ],
};

const ADVICE: Record<Tier, readonly Bi[]> = {
  high: [
    {
      th: 'เชื่อมั่นในตัวเอง ทางออกอยู่ในมือคุณแล้ว แค่ก้าวไปทีละก้าว',
      en: 'Trust yourself; the way out is already in your hands — one step at a time.',
    },
    {
      th: 'ใช้แรงหนุนช่วงนี้ปิดเรื่องที่ค้างให้จบ แล้วเก็บบทเรียนไว้ใช้ครั้งหน้า',
      en: 'Use this support to close what is pending, and keep the lesson for next time.',
    },
  ],
  mid: [
    {
      th: 'อดทนอีกนิด อุปสรรคทุกอย่างมีวันจบ และคุณจะแข็งแกร่งขึ้นกว่าเดิม',
      en: 'Hold on a little longer; every obstacle ends, and you will come out stronger.',
    },
    {
      th: 'อย่าแก้ทุกเรื่องพร้อมกัน เลือกเรื่องที่สำคัญที่สุดก่อน แล้วเรื่องอื่นจะง่ายขึ้นตาม',
      en: 'Do not fix everything at once; tackle the most important first and the rest gets easier.',
    },
  ],
  low: [
    {
      th: 'ดูแลใจตัวเองเป็นอันดับแรก พักให้พอ และขอความช่วยเหลือจากคนที่ไว้ใจหรือผู้เชี่ยวชาญ คุณไม่จำเป็นต้องผ่านเรื่องนี้คนเดียว',
      en: 'Put your own wellbeing first: rest, and ask for help from people you trust or professionals. You need not go through this alone.',
    },
    {
      th: 'ช่วงนี้ตั้งเป้าแค่ผ่านวันนี้ไปให้ดี พรุ่งนี้ค่อยว่ากันใหม่ แรงใจค่อย ๆ กลับมาจากวันธรรมดาที่ผ่านไปได้',
      en: 'For now, aim only to get through today well; strength builds from small days.',
    },
  ],
};

/** A story the person told, heard back: acknowledged, then met with what it is about. */
function storyLines(c: C): Bi[] {
  const { rng, story } = c;
  if (!story) return [];
  const heard = pick(rng, [
    {
      th: `จากที่เล่าว่า “${story.quote}” ฟังแล้วเข้าใจว่าช่วงนี้หนักไม่น้อย`,
      en: `From what you shared — “${story.quote}” — this has clearly been a heavy time.`,
    },
    {
      th: `ที่เล่ามาว่า “${story.quote}” เป็นเรื่องที่ใครเจอก็เหนื่อย การยังหาทางไปต่อแปลว่าคุณเข้มแข็งกว่าที่รู้สึก`,
      en: `What you told us — “${story.quote}” — would tire anyone; that you are still looking for a way means you are stronger than you feel.`,
    },
  ]);
  const t = story.theme;
  if (!t) {
    return [
      heard,
      {
        th: 'ลองแยกสิ่งที่ควบคุมได้ออกจากสิ่งที่ควบคุมไม่ได้ก่อน แล้วลงแรงกับกองแรกทีละเรื่อง',
        en: 'Separate what you can control from what you cannot, and spend your strength on the first, one thing at a time.',
      },
    ];
  }
  // The story's own point, not one the question's theme will also make.
  const weigh = t.weigh.filter((w) => c.ask.theme?.id !== t.id || w !== t.weigh[0]);
  return [heard, pick(rng, weigh.length > 0 ? weigh : t.weigh), ...(t.consult ? [t.consult] : [])];
}

function overview(c: C): Bi[] {
  const { ask, rng, p, d } = c;
  const lore = roleLine(rng, p, d, ROLE_FOR_TROUBLE) ?? DAY_FOR_TROUBLE[d.weekday.id];
  const parts: Array<Bi | null> = [...storyLines(c)];
  if (ask.lottery) {
    parts.push(notForGambling(rng));
  } else if (ask.quote) {
    if (ask.hard && !c.story) parts.push(acknowledge(rng, p));
    const lead = quoteLead(rng, ask.quote);
    const lean = leanLine(rng, ask, c.tier, d);
    parts.push({ th: `${lead.th} ${lean.th}`, en: `${lead.en} ${capitalise(lean.en)}.` });
    if (ask.theme && ask.theme.id !== c.story?.theme?.id) {
      parts.push(ask.theme.weigh[c.weighIndex % ask.theme.weigh.length] ?? null);
      if (ask.theme.consult) parts.push(ask.theme.consult);
    } else if (ask.theme) {
      parts.push(ask.theme.weigh[0] ?? null);
    }
    if (ask.hard) parts.push(wayThrough(rng));
  } else if (!c.story) {
    parts.push(
      pick(rng, [
        {
          th: `อุปสรรคของ${p.callTh}ช่วงนี้${c.tone === 'low' ? 'มาจากหลายทางพร้อมกัน ให้ประคองใจก่อนแล้วค่อยแก้ทีละเรื่อง' : 'แก้ได้ ถ้าแยกสิ่งที่ควบคุมได้ออกจากสิ่งที่ควบคุมไม่ได้ก่อน'}`,
          en: `${greetEn(p)}your obstacles ${c.tone === 'low' ? 'come from several sides at once; steady yourself first, then take one at a time' : 'can be solved once you separate what you control from what you do not'}.`,
        },
        {
          th: `เรื่องที่${p.callTh}กำลังเผชิญอยู่${c.tone === 'high' ? 'มีแนวโน้มคลี่คลายเร็วกว่าที่คิด' : 'ต้องใช้เวลา แต่ไม่ใช่ทางตัน'}`,
          en: `${greetEn(p)}what you face ${c.tone === 'high' ? 'may ease faster than you think' : 'takes time, but is no dead end'}.`,
        },
      ]),
    );
  }
  parts.push(lore);
  return parts.filter((x): x is Bi => x !== null);
}

function wayFor(c: C, t: ChallengeText): Bi {
  switch (c.focus) {
    case 'quick-relief':
    case 'practical':
      return pick(c.rng, t.first);
    case 'long-term':
      return t.root;
    case 'relationships':
      return t.help;
    case 'spiritual':
      return t.merit;
    default:
      return pick(c.rng, [...t.first, t.root]);
  }
}

function challengeSection(c: C, id: ObstacleChallenge, index: number): ReadingSection {
  const { rng, p, challenges } = c;
  const t = CHALLENGES[id];
  const parts: Bi[] = [pick(rng, t.cause)];
  if (index === 0 && p.weekday && p.traits) {
    parts.push(
      pick(rng, [
        {
          th: `สิ่งที่อาจทำให้เรื่องนี้หนักขึ้นสำหรับคนเกิด${dayTh(p.weekday)}คือ${p.traits.watchOutTh}`,
          en: `What can make this heavier for a ${dayEn(p.weekday)} person: ${lowerFirst(p.traits.watchOutEn)}`,
        },
        {
          th: `ตำราวันเกิดเตือนคนเกิด${dayTh(p.weekday)}เรื่อง${p.traits.watchOutTh}`,
          en: `Birth-day lore warns ${dayEn(p.weekday)} people of this: ${lowerFirst(p.traits.watchOutEn)}`,
        },
      ]),
    );
  }
  parts.push(wayFor(c, t));
  const asked = c.ask.theme;
  if (asked && !c.ask.lottery && THEME_CHALLENGE[asked.id] === id) {
    parts.push(
      pick(rng, [
        {
          th: `เรื่อง${asked.label.th}ที่ถามมาอยู่ตรงนี้ ถ้าคลายปมนี้ได้ คำตอบของคำถามนั้นจะชัดขึ้นเอง`,
          en: `Your question about ${asked.label.en} sits here; loosen this knot and its answer clears.`,
        },
        {
          th: `ส่วนที่ถามถึงเรื่อง${asked.label.th} ให้เริ่มแก้จากตรงนี้ก่อนเรื่องอื่น`,
          en: `As for ${asked.label.en}, start here before anything else.`,
        },
      ]),
    );
  }
  // Each section meets the next challenge, so no pairing is said twice.
  const other = challenges[index + 1];
  if (other)
    parts.push(
      (PAIR_LINES[index % PAIR_LINES.length] ?? PAIR_LINES[0]!)(OBSTACLE_CHALLENGE_LABELS[other]),
    );
  if (t.consult) parts.push(t.consult);
  return section(`challenge-${id}`, OBSTACLE_CHALLENGE_LABELS[id], parts);
}

function resolution(c: C): Bi[] {
  const { rng, p, d, ask } = c;
  const owner = p.weekday ?? d.weekday;
  const buddha = BIRTH_DAY_BUDDHA[owner.id];
  const lines = c.focus
    ? [pick(rng, RESOLUTION_LINES[c.focus])]
    : [pick(rng, RESOLUTION_LINES.practical), pick(rng, RESOLUTION_LINES.relationships)];
  const buddhaLine = pick(rng, [
    {
      th: `เพื่อเสริมกำลังใจ ลองไหว้${buddha.postureTh}ซึ่งเป็นพระประจำ${dayTh(owner)} และสวดมนต์ ${buddha.chantCount} จบ`,
      en: `For strength of heart, honour ${buddha.postureEn}, the Buddha image of ${dayEn(owner)}, and chant ${buddha.chantCount} times.`,
    },
    {
      th: `ก่อนนอนลองสวดมนต์ ${buddha.chantCount} จบตามกำลังวันของ${dayTh(owner)} แล้วระลึกถึง${buddha.postureTh} ใจจะนิ่งพอให้คิดเรื่องยากได้`,
      en: `Before sleep, chant ${buddha.chantCount} times, the strength of ${dayEn(owner)}, with ${buddha.postureEn} in mind; your heart will settle enough for hard thinking.`,
    },
  ]);
  // A second point on what was asked, not the one the overview made.
  const t = ask.theme && !ask.lottery ? ask.theme : null;
  const more =
    t && t.weigh.length > 1 && t.id !== c.story?.theme?.id
      ? (t.weigh[(c.weighIndex + 1) % t.weigh.length] ?? null)
      : null;
  return [
    ...lines,
    ...(t && more
      ? [{ th: `สำหรับเรื่อง${t.label.th} ${more.th}`, en: `On ${t.label.en}: ${more.en}` }]
      : []),
    buddhaLine,
  ];
}

function timing(c: C): Bi[] {
  const { p, d, rng, ask, window } = c;
  const owner = p.weekday ?? d.weekday;
  const from = addDays(d.date, 1);
  const power = weekdayInRole(owner.id, 'power');
  const support = weekdayInRole(owner.id, 'support');
  const when = whenWindow(c.tone, d, rng);
  const answered = ask.intent.form === 'when' && Boolean(ask.quote);
  const ease = answered
    ? pick(rng, [
        {
          th: 'จังหวะคลี่คลายเป็นไปตามที่ตอบไว้ข้างต้น โดยจะค่อย ๆ เบาลงเป็นลำดับ ไม่ใช่หายไปในวันเดียว',
          en: 'It eases on the timing given above — step by step, not overnight.',
        },
        {
          th: 'ระหว่างรอ ลองนับความคืบหน้าทีละสัปดาห์ อุปสรรคแบบนี้เบาลงทีละน้อยเสมอ',
          en: 'While you wait, measure progress in weeks; trouble like this always lightens bit by bit.',
        },
      ])
    : pick(rng, [
        {
          th: `อุปสรรคมีแนวโน้มเริ่มเบาลง${when.th} ถ้าลงมือตามทางที่ว่าไว้`,
          en: `The obstacles should begin to lift ${when.en} if you act on this.`,
        },
        {
          th: `ถ้าดูจากกำลังดวงตอนนี้ เรื่องที่หนักจะค่อย ๆ คลาย${when.th} ไม่ใช่หายไปในวันเดียว`,
          en: `Going by your strength of fortune now, the weight will loosen ${when.en} — gradually, not overnight.`,
        },
      ]);
  const powerDay = dayDate(power, nextDayOf(from, power));
  const supportDay = dayDate(support, nextDayOf(from, support));
  const days = pick(rng, [
    {
      th: `วันที่เหมาะกับการลงมือแก้ปัญหาคือ${powerDay.th}ซึ่งเป็นวันเดช และวันที่ควรขอความช่วยเหลือคือ${supportDay.th}ซึ่งเป็นวันมนตรี`,
      en: `The day to tackle problems is ${powerDay.en}, a power day; the day to ask for help is ${supportDay.en}, a support day.`,
    },
    {
      th: `ถ้าต้องเจรจาหรือยืนยันสิ่งที่ถูกต้อง ให้เลือก${powerDay.th} ส่วนการขอแรงผู้ใหญ่ ให้เลือก${supportDay.th}`,
      en: `To negotiate or stand your ground, choose ${powerDay.en}; to ask elders for help, ${supportDay.en}.`,
    },
  ]);
  let asked: Bi | null = null;
  if (ask.intent.timeFrame && ask.intent.timeFrame !== 'today') {
    if (window.year !== null) {
      asked = yearTopicLine(rng, p, d, { th: 'อุปสรรค', en: 'getting through this' }, window.year);
    } else {
      const good = roleDayIn(p, d, 'power', window);
      if (good) {
        asked = {
          th: `ใน${window.words.th}ที่ถามถึง วันที่มีกำลังที่สุดคือ${good.text.th}`,
          en: `Within ${window.words.en}, your strongest day is ${good.text.en}.`,
        };
      }
    }
  }
  const year =
    window.year === null
      ? yearTopicLine(rng, p, d, { th: 'อุปสรรค', en: 'getting through this' })
      : null;
  return [ease, days, ...(asked ? [asked] : []), ...(year ? [year] : [])];
}

function advice(c: C): Bi {
  const { rng, p, d } = c;
  const owner = p.weekday ?? d.weekday;
  const sri = weekdayInRole(owner.id, 'fortune');
  const sriDay = dayDate(sri, nextDayOf(addDays(d.date, 1), sri));
  const main =
    c.ask.theme && !c.ask.lottery ? pick(rng, c.ask.theme.steps) : pick(rng, ADVICE[c.tone]);
  const start = pick(rng, [
    {
      th: `เรื่องใหม่ที่อยากเริ่มหลังจากนี้ ให้เริ่มใน${sriDay.th}ซึ่งเป็นวันศรี`,
      en: `Anything new you want to begin after this, begin on ${sriDay.en}, a fortune day.`,
    },
    {
      th: `${sriDay.th}เป็นวันศรี เหมาะกับการเริ่มต้นใหม่เมื่อใจพร้อม`,
      en: `${sriDay.en} is a fortune day, good for a fresh start when you are ready.`,
    },
  ]);
  return joinParts([main, start]);
}

export function obstaclesReading(input: ObstaclesInput): ReadingResult<'obstacles'> {
  const challenges = [...new Set(input.currentChallenges ?? [])];
  if (challenges.length === 0) {
    throw new ReadingInputError(
      'CHALLENGES_REQUIRED',
      'currentChallenges',
      'Choose at least one current challenge',
      'กรุณาเลือกอุปสรรคที่กำลังเผชิญอย่างน้อยหนึ่งเรื่อง',
    );
  }
  challenges.forEach((ch, i) => checkOption(ch, OBSTACLE_CHALLENGES, `currentChallenges[${i}]`));
  checkOption(input.resolutionFocus, RESOLUTION_FOCUSES, 'resolutionFocus');
  const d = dayContext(input.date);
  const p = personContext(input, d);
  const rng = readingRng('obstacles', input);
  const ask = readAsk(input.question);
  const storyQuote = quoteQuestion(input.context);
  const story = storyQuote
    ? { quote: storyQuote, theme: themeOf(storyQuote, analyseQuestion(storyQuote)) }
    : null;

  let score = loreScore(p, rng, 58) - Math.max(0, challenges.length - 2) * 2;
  score = clampScore(score);
  const tier = tierOf(score);
  const c: C = {
    p,
    d,
    rng,
    ask,
    story,
    challenges,
    focus: input.resolutionFocus ?? null,
    tier,
    tone: toneOf(tier, ask),
    window: askedWindow(ask, d),
    weighIndex: Math.floor(rng() * 3),
  };
  const lucky = luckyFor(p, d, rng);
  if (ask.lottery) lucky.numbers = [];

  const labels = challenges.map((ch) => OBSTACLE_CHALLENGE_LABELS[ch]);
  const what = {
    th: listTh(labels.map((l) => l.th)),
    en: listEn(labels.map((l) => l.en.toLowerCase())),
  };
  const lead = pick(rng, SUMMARY_LEADS[c.tone])(c, score, what);
  const s =
    ask.theme && !ask.lottery
      ? {
          th: `${lead.th} ส่วนเรื่อง${ask.theme.label.th}ที่ถามมา ${c.tone === 'low' ? 'ต้องใช้เวลาอีกสักพัก' : c.tone === 'mid' ? 'มีทางไปต่อถ้าไม่รีบร้อน' : 'มีทางคลี่คลายที่เห็นได้'}`,
          en: `${lead.en} As for ${ask.theme.label.en}: ${c.tone === 'low' ? 'it needs more time' : c.tone === 'mid' ? 'it loosens knot by knot' : 'a way through is in sight'}.`,
        }
      : lead;
  const a = advice(c);
  const resolutionHeading = c.focus
    ? {
        th: `ทางคลี่คลาย: ${RESOLUTION_FOCUS_LABELS[c.focus].th}`,
        en: `The way through: ${RESOLUTION_FOCUS_LABELS[c.focus].en.replace(/\bme\b/g, 'you')}`,
      }
    : { th: 'ทางคลี่คลาย', en: 'The way through' };

  const sections: ReadingSection[] = [
    section('overview', { th: 'ภาพรวมอุปสรรค', en: 'Overview' }, overview(c)),
    ...challenges.map((ch, i) => challengeSection(c, ch, i)),
    section('resolution', resolutionHeading, resolution(c)),
    section('timing', { th: 'เมื่อไรจะคลี่คลาย', en: 'When it eases' }, timing(c)),
    luckySection(lucky),
  ];

  return {
    kind: 'obstacles',
    date: d.iso,
    titleTh: 'ดูดวงอุปสรรค',
    titleEn: 'Obstacles reading',
    summaryTh: s.th,
    summaryEn: capitalise(s.en),
    sections,
    luckyColoursTh: lucky.coloursTh,
    luckyColoursEn: lucky.coloursEn,
    luckyNumbers: lucky.numbers,
    score0to100: score,
    adviceTh: a.th,
    adviceEn: a.en,
  };
}
