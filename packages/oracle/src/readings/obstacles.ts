/**
 * ดูดวงอุปสรรค: what stands in the way (one section per current challenge), where it comes from,
 * how it eases given the resolution the person wants, and when. Health and legal troubles are
 * always pointed to real professionals.
 */
import type { PersonInput } from '../options.ts';
import { pick, type Rng } from '../seed.ts';
import { capitalise, listEn, listTh, type Bi } from '../text.ts';
import { BIRTH_DAY_BUDDHA, weekdayInRole } from '../thai-calendar.ts';
import {
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
  ReadingInputError,
  readingRng,
  section,
  tierOf,
  yearLine,
  type DayContext,
  type Frag,
  type PersonContext,
  type ReadingResult,
  type ReadingSection,
  type Tier,
} from './common.ts';

export const OBSTACLE_CHALLENGES = [
  'work',
  'money',
  'love',
  'family',
  'health',
  'study',
  'legal',
  'self-doubt',
  'conflict',
  'bad-luck',
] as const;
export type ObstacleChallenge = (typeof OBSTACLE_CHALLENGES)[number];
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

export const RESOLUTION_FOCUSES = [
  'quick-relief',
  'long-term',
  'spiritual',
  'practical',
  'relationships',
] as const;
export type ResolutionFocus = (typeof RESOLUTION_FOCUSES)[number];
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
}

const OPENINGS: Record<Tier, readonly Frag<C>[]> = {
  high: [
    (c) => ({
      th: `อุปสรรคที่${c.p.callTh}เผชิญอยู่กำลังจะคลี่คลาย ดวงช่วงนี้มีแรงหนุนให้ผ่านไปได้เร็วกว่าที่คิด`,
      en: `${greetEn(c.p)}the obstacles you face are about to ease; the stars are helping you through faster than you think.`,
    }),
    (c) => ({
      th: `เรื่องที่ทำให้${c.p.callTh}หนักใจเป็นเพียงเมฆที่ลอยผ่าน ทางออกอยู่ใกล้กว่าที่เห็น`,
      en: `${greetEn(c.p)}what weighs on you is a passing cloud; the way out is closer than it looks.`,
    }),
  ],
  mid: [
    (c) => ({
      th: `อุปสรรคของ${c.p.callTh}แก้ได้ แต่ต้องใช้เวลาและความอดทน ค่อย ๆ แก้ทีละปมแล้วทุกอย่างจะเบาลง`,
      en: `${greetEn(c.p)}your obstacles can be solved, with time and patience; untie one knot at a time and everything lightens.`,
    }),
    (c) => ({
      th: `ช่วงนี้${c.p.callTh}เหมือนเดินขึ้นเนิน เหนื่อยแต่ไม่ใช่ทางตัน เมื่อถึงยอดจะมองเห็นทางชัดขึ้น`,
      en: `${greetEn(c.p)}it feels like walking uphill — tiring, but no dead end; from the top the way will be clear.`,
    }),
  ],
  low: [
    (c) => ({
      th: `อุปสรรคที่${c.p.callTh}เจออยู่ค่อนข้างหนัก แต่ทุกช่วงมืดย่อมมีวันสว่าง ตอนนี้ให้ประคองใจและไม่ตัดสินใจตามอารมณ์`,
      en: `${greetEn(c.p)}what you face is heavy, but every dark spell ends; for now, steady your heart and avoid deciding on emotion.`,
    }),
    (c) => ({
      th: `ดวงของ${c.p.callTh}ช่วงนี้มีแรงต้านหลายทาง อย่าแบกไว้คนเดียว การขอความช่วยเหลือไม่ใช่ความอ่อนแอ`,
      en: `${greetEn(c.p)}you are meeting resistance from several sides; do not carry it alone — asking for help is not weakness.`,
    }),
  ],
};

const CHALLENGE_TEXTS: Record<ObstacleChallenge, { cause: readonly Bi[]; way: readonly Bi[] }> = {
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
    ],
    way: [
      {
        th: 'ลองขอคุยกับหัวหน้าหรือคนที่เกี่ยวข้องแบบตัวต่อตัว สรุปสิ่งที่ตกลงกันเป็นลายลักษณ์อักษร',
        en: 'Ask for a one-to-one with your manager or those involved, and put what you agree in writing.',
      },
      {
        th: 'จัดลำดับงานใหม่ ทำงานที่สำคัญที่สุดให้เสร็จก่อน แล้วแจ้งสิ่งที่ทำไม่ทันอย่างตรงไปตรงมา',
        en: 'Re-order your tasks, finish the most important first, and be upfront about what cannot be done in time.',
      },
    ],
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
    ],
    way: [
      {
        th: 'จดรายจ่ายทุกบาทสักสองสัปดาห์ แล้วตัดสิ่งที่ไม่จำเป็นออกทีละรายการ ถ้ามีหนี้ลองเจรจาขอผ่อนปรน',
        en: 'Record every baht for two weeks, cut the unnecessary one item at a time, and ask lenders for easier terms if you have debt.',
      },
      {
        th: 'เริ่มกันเงินสำรองแม้เพียงเล็กน้อย และปรึกษาผู้รู้ด้านการเงินก่อนตัดสินใจเรื่องก้อนใหญ่',
        en: 'Start a reserve, however small, and talk to someone knowledgeable before any large money decision.',
      },
    ],
  },
  love: {
    cause: [
      {
        th: 'ปมในความรักมักมาจากความเข้าใจผิดที่ไม่ได้เคลียร์ และต่างฝ่ายต่างรอให้อีกคนเริ่มก่อน',
        en: 'Knots in love often come from misunderstandings left unresolved, each waiting for the other to begin.',
      },
      {
        th: 'ดาวศุกร์ถูกบดบัง ทำให้ความรู้สึกอ่อนไหวกว่าปกติ เรื่องเล็กจึงดูใหญ่',
        en: 'Venus is obscured, leaving feelings more sensitive than usual, so small things look big.',
      },
    ],
    way: [
      {
        th: 'เลือกเวลาที่ทั้งคู่ใจเย็น พูดถึงความรู้สึกของตัวเองแทนการกล่าวโทษ เช่น “ฉันรู้สึก...” แล้วฟังให้จบ',
        en: 'Pick a calm moment, speak about your feelings rather than blame — “I feel…” — and listen to the end.',
      },
      {
        th: 'ให้พื้นที่กันสักพัก แล้วกลับมาคุยด้วยคำถามเดียวที่สำคัญที่สุด ความชัดเจนจะช่วยให้ใจเบาลง',
        en: 'Give each other a little space, then come back with the one question that matters most; clarity lightens the heart.',
      },
    ],
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
    ],
    way: [
      {
        th: 'หาโอกาสกินข้าวพร้อมหน้ากัน แล้วคุยเรื่องที่ค้างใจทีละเรื่อง ผู้ใหญ่ในบ้านจะเป็นตัวกลางที่ดี',
        en: 'Share a family meal and talk through one worry at a time; an elder can be a good go-between.',
      },
      {
        th: 'แบ่งหน้าที่ในบ้านให้ชัด และขอบคุณกันในเรื่องเล็ก ๆ ความตึงเครียดจะค่อย ๆ คลายลง',
        en: 'Divide household duties clearly and thank each other for small things; tension will ease.',
      },
    ],
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
    way: [
      {
        th: 'คำทำนายไม่สามารถแทนคำวินิจฉัยได้ ควรพบแพทย์เพื่อตรวจให้ชัด แล้วดูแลเรื่องการนอน อาหาร และการขยับร่างกาย',
        en: 'A reading cannot replace a diagnosis; see a doctor for a proper check, and look after sleep, food and movement.',
      },
      {
        th: 'นัดตรวจสุขภาพกับแพทย์ให้เรียบร้อย เมื่อรู้ข้อเท็จจริง ใจจะเบาลงกว่าการคาดเดา',
        en: 'Book a check-up with a doctor; knowing the facts eases the mind more than guessing.',
      },
    ],
  },
  study: {
    cause: [
      {
        th: 'อุปสรรคการเรียนมาจากการแบกเนื้อหามากเกินไปในเวลาสั้น และความกดดันจากการเปรียบเทียบ',
        en: 'Study trouble comes from cramming too much too fast and the pressure of comparison.',
      },
      {
        th: 'ดาวพุธถอยหลังในใจ ทำให้สมาธิหลุดง่ายและจำได้ไม่นาน',
        en: 'Mercury feels slowed in you, so focus slips and memory fades quickly.',
      },
    ],
    way: [
      {
        th: 'แบ่งการอ่านเป็นช่วงสั้น ๆ 25 นาทีแล้วพัก ทบทวนตอนเช้า และถามครูหรือเพื่อนในเรื่องที่ไม่เข้าใจทันที',
        en: 'Study in short 25-minute blocks with breaks, revise in the morning, and ask teachers or friends as soon as something is unclear.',
      },
      {
        th: 'ตั้งเป้าหมายรายวันที่ทำได้จริง และไหว้ครูขอพรก่อนสอบ ความมั่นใจจะกลับมา',
        en: 'Set realistic daily goals and ask your teachers’ blessing before exams; confidence will return.',
      },
    ],
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
    way: [
      {
        th: 'รวบรวมเอกสารและหลักฐานให้ครบ และปรึกษาทนายความหรือหน่วยงานที่เกี่ยวข้องโดยตรง อย่าตัดสินใจจากคำบอกเล่า',
        en: 'Gather every document and piece of evidence, and consult a lawyer or the relevant office directly; do not act on hearsay.',
      },
      {
        th: 'เลือกเจรจาไกล่เกลี่ยก่อนถ้าทำได้ และให้ผู้เชี่ยวชาญด้านกฎหมายตรวจสอบก่อนลงนามทุกครั้ง',
        en: 'Try mediation first if you can, and have a legal professional review anything before you sign.',
      },
    ],
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
    way: [
      {
        th: 'เขียนสิ่งที่ทำสำเร็จไว้สามเรื่องทุกสัปดาห์ แม้เป็นเรื่องเล็ก และอยู่ใกล้คนที่มองเห็นคุณค่าของคุณ',
        en: 'Write down three things you achieved each week, however small, and stay near people who see your worth.',
      },
      {
        th: 'เริ่มจากเป้าหมายเล็ก ๆ ที่ทำได้แน่นอน ความสำเร็จเล็ก ๆ จะค่อย ๆ เติมความเชื่อมั่นกลับมา',
        en: 'Start with small goals you are sure to meet; small wins will rebuild your confidence.',
      },
    ],
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
    way: [
      {
        th: 'อย่าโต้ตอบผ่านข้อความตอนโกรธ รอให้ใจเย็นแล้วคุยกันต่อหน้า เริ่มจากสิ่งที่เห็นตรงกันก่อน',
        en: 'Do not argue by message when angry; wait, then talk face to face, starting from what you agree on.',
      },
      {
        th: 'ถอยออกมาหนึ่งก้าวและหาคนกลางที่ทั้งสองฝ่ายเคารพ การให้อภัยคือการปลดภาระจากใจตัวเอง',
        en: 'Step back and find a go-between both sides respect; forgiving is unburdening your own heart.',
      },
    ],
  },
  'bad-luck': {
    cause: [
      {
        th: 'ช่วงดวงตกเป็นวัฏจักรธรรมชาติของดาว เหมือนข้างแรมก่อนข้างขึ้น ไม่ได้แปลว่าคุณทำอะไรผิด',
        en: 'A dip in fortune is part of the planets’ natural cycle, like the waning moon before the waxing; it does not mean you did wrong.',
      },
      {
        th: 'ความเหนื่อยสะสมทำให้พลาดในเรื่องเล็ก ๆ ติดต่อกัน จนรู้สึกเหมือนโชคไม่เข้าข้าง',
        en: 'Built-up tiredness leads to a string of small slips that feels like bad luck.',
      },
    ],
    way: [
      {
        th: 'พักให้พอ จัดบ้านให้โล่ง ทำบุญตามกำลัง และเริ่มสิ่งใหม่ในวันศรีของคุณ พลังดีจะค่อย ๆ กลับมา',
        en: 'Rest well, clear your home, make merit within your means and start new things on your fortune day; good energy will return.',
      },
      {
        th: 'ทำสิ่งเดิมให้รอบคอบขึ้นแทนการเสี่ยงเรื่องใหม่ ช่วงนี้ความระมัดระวังคือโชคที่ดีที่สุด',
        en: 'Do familiar things more carefully instead of taking new risks; caution is your best luck right now.',
      },
    ],
  },
};

const RESOLUTION_LINES: Record<ResolutionFocus, readonly Bi[]> = {
  'quick-relief': [
    {
      th: 'หากอยากคลายทุกข์เร็ว ให้เลือกแก้เรื่องที่เล็กที่สุดก่อนภายในสามวัน ความรู้สึกว่าควบคุมได้จะช่วยให้ใจเบาลงทันที',
      en: 'For quick relief, fix the smallest piece within three days; feeling in control lightens the heart at once.',
    },
    {
      th: 'ทางลัดสู่ความสบายใจคือการระบายกับคนที่ไว้ใจ และนอนหลับให้เต็มอิ่มสักคืน',
      en: 'The shortcut to ease is talking it out with someone you trust and one full night’s sleep.',
    },
  ],
  'long-term': [
    {
      th: 'การแก้ที่ต้นเหตุต้องใช้เวลา ลองเขียนแผนสามเดือนว่าจะเปลี่ยนอะไรทีละขั้น และทบทวนทุกสองสัปดาห์',
      en: 'Fixing the root takes time; write a three-month plan of step-by-step changes and review it every two weeks.',
    },
    {
      th: 'มองหารูปแบบที่เกิดซ้ำ ถ้าปัญหาแบบเดิมวนกลับมา แปลว่ามีนิสัยหรือระบบที่ควรปรับ',
      en: 'Look for repeating patterns; if the same trouble keeps returning, a habit or system needs to change.',
    },
  ],
  spiritual: [
    {
      th: 'ทำบุญเสริมดวงด้วยการถวายสังฆทาน ปล่อยปลา หรือบริจาคตามกำลัง แล้วตั้งจิตอธิษฐานขอให้อุปสรรคเบาบาง',
      en: 'Make merit — a temple offering, releasing fish or giving within your means — and make a wish for obstacles to lighten.',
    },
    {
      th: 'สวดมนต์ นั่งสมาธิสั้น ๆ ก่อนนอน และแผ่เมตตาให้คนที่ขัดใจ ใจที่สงบจะมองเห็นทางออกได้ชัดกว่า',
      en: 'Chant, meditate briefly before bed and send loving-kindness even to those who trouble you; a calm mind sees the way out.',
    },
  ],
  practical: [
    {
      th: 'แตกปัญหาออกเป็นรายการสิ่งที่ต้องทำ เรียงตามความเร่งด่วน แล้วลงมือวันละหนึ่งข้อ',
      en: 'Break the problem into a to-do list, sort by urgency, and do one item a day.',
    },
    {
      th: 'เก็บข้อมูลให้ครบก่อนตัดสินใจ ถามผู้เชี่ยวชาญในเรื่องนั้น ๆ และจดทุกอย่างไว้เป็นหลักฐาน',
      en: 'Get the full facts before deciding, ask an expert in the matter, and keep a written record of everything.',
    },
  ],
  relationships: [
    {
      th: 'คนรอบตัวคือกำลังสำคัญ ลองบอกคนที่ไว้ใจว่าต้องการความช่วยเหลือแบบไหน คนที่รักคุณพร้อมช่วยมากกว่าที่คิด',
      en: 'The people around you are your strength; tell someone you trust what help you need — they are more ready than you think.',
    },
    {
      th: 'ผู้ใหญ่หรือพี่เลี้ยงที่มีประสบการณ์จะช่วยมองเห็นมุมที่คุณมองไม่เห็น นัดคุยกันสักครั้งในสัปดาห์นี้',
      en: 'An elder or experienced mentor will see what you cannot; arrange a talk this week.',
    },
  ],
};

const EASE_TIME: Record<Tier, Bi> = {
  high: {
    th: 'อุปสรรคมีแนวโน้มเบาลงภายในหนึ่งถึงสองสัปดาห์ ถ้าลงมือตามคำแนะนำ',
    en: 'The obstacles should begin to lift within one or two weeks if you act on this advice.',
  },
  mid: {
    th: 'อุปสรรคจะค่อย ๆ คลายลงภายในหนึ่งถึงสองเดือน ความสม่ำเสมอคือกุญแจ',
    en: 'The obstacles should ease gradually over one to two months; consistency is the key.',
  },
  low: {
    th: 'อุปสรรคอาจยังอยู่อีกราวสามเดือน แต่จะเบาลงเป็นลำดับ อย่าท้อในช่วงแรก',
    en: 'The obstacles may linger for about three months but will lighten step by step — do not lose heart early on.',
  },
};

const ADVICE: Record<Tier, readonly Bi[]> = {
  high: [
    {
      th: 'เชื่อมั่นในตัวเอง ทางออกอยู่ในมือคุณแล้ว แค่ก้าวไปทีละก้าว',
      en: 'Trust yourself; the way out is already in your hands — just one step at a time.',
    },
  ],
  mid: [
    {
      th: 'อดทนอีกนิด อุปสรรคทุกอย่างมีวันจบ และคุณจะแข็งแกร่งขึ้นกว่าเดิม',
      en: 'Hold on a little longer; every obstacle ends, and you will come out stronger.',
    },
    {
      th: 'อย่าแก้ทุกเรื่องพร้อมกัน เลือกเรื่องที่สำคัญที่สุดก่อน แล้วเรื่องอื่นจะง่ายขึ้นตาม',
      en: 'Do not fix everything at once; tackle the most important thing first and the rest gets easier.',
    },
  ],
  low: [
    {
      th: 'ดูแลใจตัวเองเป็นอันดับแรก พักให้พอ และขอความช่วยเหลือจากคนที่ไว้ใจหรือผู้เชี่ยวชาญ คุณไม่จำเป็นต้องผ่านเรื่องนี้คนเดียว',
      en: 'Put your own wellbeing first: rest, and ask for help from people you trust or professionals. You do not have to go through this alone.',
    },
    {
      th: 'ช่วงนี้ให้ตั้งเป้าหมายแค่ผ่านวันนี้ไปให้ดี พรุ่งนี้ค่อยว่ากันใหม่ ความเข้มแข็งสะสมได้จากวันเล็ก ๆ',
      en: 'For now, aim only to get through today well; tomorrow is another day. Strength builds from small days.',
    },
  ],
};

function challengeSection(id: ObstacleChallenge, rng: Rng): ReadingSection {
  const t = CHALLENGE_TEXTS[id];
  return section(`challenge-${id}`, OBSTACLE_CHALLENGE_LABELS[id], [
    pick(rng, t.cause),
    pick(rng, t.way),
  ]);
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

  let score = loreScore(p, rng, 58) - Math.max(0, challenges.length - 2) * 2;
  score = clampScore(score);
  const tier = tierOf(score);
  const c: C = { p, d };
  const context = quoteQuestion(input.context);
  const q = quoteQuestion(input.question);
  const lucky = luckyFor(p, d, rng);
  const focus = input.resolutionFocus ?? pick(rng, RESOLUTION_FOCUSES);

  const owner = p.weekday ?? d.weekday;
  const power = weekdayInRole(owner.id, 'power');
  const support = weekdayInRole(owner.id, 'support');
  const buddha = BIRTH_DAY_BUDDHA[owner.id];

  const opening = pickFrag(rng, OPENINGS[tier], c);
  const labelsTh = challenges.map((ch) => OBSTACLE_CHALLENGE_LABELS[ch].th);
  const labelsEn = challenges.map((ch) => OBSTACLE_CHALLENGE_LABELS[ch].en.toLowerCase());

  const sections: ReadingSection[] = [
    section(
      'overview',
      { th: 'ภาพรวมอุปสรรค', en: 'Overview' },
      present([
        opening,
        context
          ? {
              th: `จากที่คุณเล่าว่า “${context}” ดวงชี้ว่าเรื่องนี้มีทางออก แต่ต้องแยกสิ่งที่ควบคุมได้ออกจากสิ่งที่ควบคุมไม่ได้ก่อน`,
              en: `From what you shared — “${context}” — the reading shows a way out, once you separate what you can control from what you cannot.`,
            }
          : null,
        q
          ? {
              th: `สำหรับคำถาม “${q}” ${tier === 'low' ? 'คำตอบยังต้องรอเวลา' : 'คำตอบจะชัดขึ้นเมื่อคุณเริ่มลงมือแก้ทีละเรื่อง'}`,
              en: `As for “${q}”, ${tier === 'low' ? 'the answer needs time' : 'the answer will become clear as you start solving one thing at a time'}.`,
            }
          : null,
        dayRoleLine(p, d),
      ]),
    ),
    ...challenges.map((ch) => challengeSection(ch, rng)),
    section(
      'resolution',
      {
        th: `ทางคลี่คลาย: ${RESOLUTION_FOCUS_LABELS[focus].th}`,
        en: `The way through: ${RESOLUTION_FOCUS_LABELS[focus].en}`,
      },
      [
        pick(rng, RESOLUTION_LINES[focus]),
        {
          th: `เพื่อเสริมกำลังใจ ลองไหว้${buddha.postureTh}ซึ่งเป็นพระประจำ${dayTh(owner)} และสวดมนต์ ${buddha.chantCount} จบ`,
          en: `For strength of heart, pay respects to ${buddha.postureEn}, the Buddha image of ${dayEn(owner)}, and chant ${buddha.chantCount} times.`,
        },
      ],
    ),
    section(
      'timing',
      { th: 'เมื่อไรจะคลี่คลาย', en: 'When it eases' },
      present([
        EASE_TIME[tier],
        {
          th: `วันที่เหมาะกับการลงมือแก้ปัญหาคือ${dayTh(power)} (วันเดช) และวันที่ควรขอความช่วยเหลือคือ${dayTh(support)} (วันมนตรี)`,
          en: `The day to tackle problems is ${dayEn(power)} (power day); the day to ask for help is ${dayEn(support)} (support day).`,
        },
        yearLine(p, d),
      ]),
    ),
    luckySection(lucky),
  ];

  const advice = pick(rng, ADVICE[tier]);
  const summaryTh = `${opening.th} เรื่องที่กำลังเผชิญ: ${listTh(labelsTh)} คะแนนกำลังดวงวันที่ ${d.dateTh} อยู่ที่ ${score}/100 ${EASE_TIME[tier].th}`;
  const summaryEn = `${capitalise(opening.en)} What you are facing: ${listEn(labelsEn)}. Strength of fortune for ${d.dateEn}: ${score}/100. ${EASE_TIME[tier].en}`;

  return {
    kind: 'obstacles',
    date: d.iso,
    titleTh: 'ดูดวงอุปสรรค',
    titleEn: 'Obstacles reading',
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
