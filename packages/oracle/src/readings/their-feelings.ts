/**
 * ดูใจเขา (their feelings): what someone may feel about the person asking, read from the kind of
 * bond, how long they have known each other, ages, both birth charts when given, and the day.
 * The person must choose at least one thing they want to know (spec §5).
 */
import {
  AGE_RANGES,
  GENDERS,
  KNOWN_DURATIONS,
  RELATIONSHIPS,
  RELATIONSHIP_LABELS,
  type AgeRange,
  type Gender,
  type KnownDuration,
  type PersonInput,
  type Relationship,
} from '../options.ts';
import { intBetween, pick, type Rng } from '../seed.ts';
import { capitalise, cleanName, type Bi } from '../text.ts';
import { animalRelation, weekdayInRole } from '../thai-calendar.ts';
import {
  checkOption,
  clampScore,
  dayContext,
  dayEn,
  dayTh,
  luckyFor,
  luckySection,
  personContext,
  present,
  quoteQuestion,
  ReadingInputError,
  readingRng,
  section,
  tierOf,
  type ReadingResult,
  type ReadingSection,
  type Tier,
} from './common.ts';

export const THEIR_FEELINGS_FOCUSES = [
  'feelings',
  'future',
  'obstacles',
  'advice',
  'timing',
] as const;
export type TheirFeelingsFocus = (typeof THEIR_FEELINGS_FOCUSES)[number];
export const THEIR_FEELINGS_FOCUS_LABELS: Record<TheirFeelingsFocus, Bi> = {
  feelings: { th: 'ความรู้สึกของเขาที่มีต่อคุณ', en: 'How they feel about you' },
  future: { th: 'อนาคตของความสัมพันธ์', en: 'Where this is heading' },
  obstacles: { th: 'อุปสรรคระหว่างกัน', en: 'What stands between you' },
  advice: { th: 'คำแนะนำสำหรับคุณ', en: 'Advice for you' },
  timing: { th: 'จังหวะเวลา', en: 'Timing' },
};

/** Thrown when no "want to know" choice was made. */
export class WantToKnowRequiredError extends ReadingInputError {
  constructor() {
    super(
      'WANT_TO_KNOW_REQUIRED',
      'wantToKnow',
      'Choose at least one thing you want to know',
      'กรุณาเลือกสิ่งที่อยากรู้อย่างน้อยหนึ่งข้อ',
    );
    this.name = 'WantToKnowRequiredError';
  }
}

export interface TargetPerson {
  name?: string;
  relationship: Relationship;
  gender?: Gender;
  ageRange?: AgeRange;
  knownDuration?: KnownDuration;
  birthDate?: string;
  birthTime?: string;
}

export interface TheirFeelingsContext {
  specificSituation?: string;
  recentInteractions?: string;
  yourFeelings?: string;
  questionFocus?: string;
}

export interface TheirFeelingsInput {
  date: string;
  /** The person asking (optional birth data sharpens the reading). */
  seeker?: PersonInput;
  target: TargetPerson;
  context?: TheirFeelingsContext;
  /** At least one. */
  wantToKnow: TheirFeelingsFocus[];
}

/** Words for the other person in English: "Nok" / "they". */
interface They {
  th: string;
  subj: string;
  poss: string;
  obj: string;
  /** "s" after a verb for a name, "" for "they". */
  s: string;
  be: string;
  have: string;
}

function theyOf(name: string): They {
  return name
    ? { th: name, subj: name, poss: `${name}’s`, obj: name, s: 's', be: 'is', have: 'has' }
    : { th: 'เขา', subj: 'they', poss: 'their', obj: 'them', s: '', be: 'are', have: 'have' };
}

const RELATIONSHIP_INTRO: Record<Relationship, readonly ((t: They) => Bi)[]> = {
  friend: [
    (t) => ({
      th: `${t.th}เป็นเพื่อนที่ผูกพันกับคุณ ความรู้สึกจึงมีทั้งความสบายใจและความเกรงใจปนกัน`,
      en: `${capitalise(t.subj)} ${t.be} a friend close to you, so ease and hesitation are mixed in ${t.poss} feelings.`,
    }),
    (t) => ({
      th: `ในฐานะเพื่อน ${t.th}ไว้ใจคุณมาก และมักนึกถึงคุณเมื่อมีเรื่องอยากเล่า`,
      en: `As a friend, ${t.subj} trust${t.s} you a great deal and think${t.s} of you when there is news to share.`,
    }),
  ],
  colleague: [
    (t) => ({
      th: `${t.th}เป็นเพื่อนร่วมงาน จึงมักเก็บความรู้สึกไว้ภายใต้ความเป็นมืออาชีพ`,
      en: `${capitalise(t.subj)} ${t.be} a colleague, so feelings tend to stay behind a professional face.`,
    }),
    (t) => ({
      th: `ความสัมพันธ์ในที่ทำงานทำให้${t.th}ระมัดระวังการแสดงออก แต่สายตาและการกระทำเล็ก ๆ บอกอะไรได้มากกว่าคำพูด`,
      en: `Working together makes ${t.obj} careful about showing much, but small actions say more than words.`,
    }),
  ],
  crush: [
    (t) => ({
      th: `${t.th}คือคนที่คุณแอบชอบ ดวงชี้ว่า${t.th}รับรู้ถึงความใส่ใจของคุณมากกว่าที่คุณคิด`,
      en: `${capitalise(t.subj)} ${t.be} the one you have a crush on, and ${t.subj} ${t.be} more aware of your attention than you think.`,
    }),
    (t) => ({
      th: `สำหรับคนที่คุณแอบชอบ ความรู้สึกของ${t.th}กำลังก่อตัว เหมือนดอกไม้ที่ยังไม่บาน`,
      en: `For your crush, ${t.poss} feelings are still forming, like a flower not yet open.`,
    }),
  ],
  exLover: [
    (t) => ({
      th: `${t.th}คือแฟนเก่า ความทรงจำร่วมกันยังมีอิทธิพลต่อความรู้สึก แม้จะไม่ได้พูดออกมา`,
      en: `${capitalise(t.subj)} ${t.be} your ex; shared memories still colour ${t.poss} feelings, even unspoken.`,
    }),
    (t) => ({
      th: `ในฐานะแฟนเก่า ${t.th}ยังมีช่วงเวลาที่นึกถึงคุณ โดยเฉพาะเมื่อเจอสิ่งที่เคยทำด้วยกัน`,
      en: `As an ex, ${t.subj} still ${t.have} moments of thinking of you, especially when something you shared comes up.`,
    }),
  ],
  family: [
    (t) => ({
      th: `${t.th}เป็นคนในครอบครัว ความรักจึงลึกซึ้งแต่บางครั้งแสดงออกไม่เก่ง`,
      en: `${capitalise(t.subj)} ${t.be} family, so the love runs deep even when it is not well expressed.`,
    }),
    (t) => ({
      th: `ในฐานะครอบครัว ${t.th}ห่วงใยคุณเสมอ แม้บางครั้งจะแสดงออกด้วยการบ่นหรือการเตือน`,
      en: `As family, ${t.subj} always care${t.s} about you, even if it comes out as nagging or warnings.`,
    }),
  ],
  stranger: [
    (t) => ({
      th: `${t.th}เป็นคนที่เพิ่งรู้จัก ความรู้สึกยังเป็นความประทับใจแรกและความอยากรู้จักมากขึ้น`,
      en: `${capitalise(t.subj)} ${t.be} someone you barely know, so ${t.poss} feelings are first impressions and curiosity.`,
    }),
    (t) => ({
      th: `สำหรับคนที่เพิ่งรู้จัก ${t.th}ยังสังเกตคุณอยู่ ความประทับใจแรกของคุณอยู่ในเกณฑ์ดี`,
      en: `Being new to each other, ${t.subj} ${t.be} still watching; your first impression landed well.`,
    }),
  ],
};

const DURATION_LINES: Record<KnownDuration, Bi> = {
  under1m: {
    th: 'การรู้จักกันไม่ถึงเดือนทำให้ทุกอย่างยังเปราะบางและเต็มไปด้วยความเป็นไปได้',
    en: 'Knowing each other under a month, everything is still delicate and full of possibility.',
  },
  '1-6m': {
    th: 'รู้จักกันมาหลายเดือน เริ่มเห็นนิสัยจริงของกันและกัน เป็นช่วงที่ความรู้สึกเริ่มชัดเจน',
    en: 'After a few months you are seeing each other’s true nature; feelings are becoming clearer.',
  },
  '6-12m': {
    th: 'รู้จักกันเกือบปี ความคุ้นเคยกลายเป็นความผูกพัน แม้บางเรื่องยังไม่ได้พูดกันตรง ๆ',
    en: 'Nearly a year in, familiarity has become attachment, though some things remain unsaid.',
  },
  '1-3y': {
    th: 'รู้จักกันหลายปี ความรู้สึกมีรากลึก ทั้งความเข้าใจและความเคยชินปนกัน',
    en: 'After years together, feelings run deep — understanding mixed with habit.',
  },
  over3y: {
    th: 'รู้จักกันมานานกว่าสามปี ความผูกพันแน่นแฟ้นจนบางครั้งก็มองข้ามความรู้สึกที่เปลี่ยนไป',
    en: 'Known for over three years, the bond is so strong that changing feelings can go unnoticed.',
  },
};

const AGE_LINES: Record<AgeRange, Bi> = {
  under20: {
    th: 'ในวัยนี้ความรู้สึกมักมาเร็วและแรง แต่ก็ยังเปลี่ยนแปลงได้ง่ายตามสิ่งรอบตัว',
    en: 'At this age feelings come fast and strong, but also shift easily.',
  },
  '20-30': {
    th: 'ในวัยนี้เขากำลังค้นหาตัวเองและสร้างอนาคต ความรู้สึกจึงผูกกับจังหวะชีวิตด้วย',
    en: 'At this age they are finding themselves and building a future, so feelings follow life’s timing too.',
  },
  '30-40': {
    th: 'ในวัยนี้เขามองความสัมพันธ์อย่างจริงจังและคิดถึงความมั่นคงมากขึ้น',
    en: 'At this age they take relationships seriously and think more about stability.',
  },
  '40-50': {
    th: 'ในวัยนี้เขาให้คุณค่ากับความเข้าใจและความสบายใจมากกว่าความหวือหวา',
    en: 'At this age they value understanding and ease over excitement.',
  },
  over50: {
    th: 'ในวัยนี้เขาแสดงความรู้สึกผ่านการดูแลและความห่วงใยมากกว่าคำพูด',
    en: 'At this age they show feeling through care and concern rather than words.',
  },
};

const FEELINGS: Record<Tier, readonly ((t: They) => Bi)[]> = {
  high: [
    (t) => ({
      th: `ในใจของ${t.th}มีคุณอยู่ไม่น้อย คิดถึงคุณบ่อยและรู้สึกดีทุกครั้งที่ได้คุยกัน`,
      en: `You hold a real place in ${t.poss} heart; ${t.subj} think${t.s} of you often and feel good whenever you talk.`,
    }),
    (t) => ({
      th: `${t.th}มีความรู้สึกดีและอบอุ่นต่อคุณ เพียงแต่ยังรอจังหวะที่เหมาะสมจะแสดงออก`,
      en: `${capitalise(t.subj)} feel${t.s} warmly towards you and ${t.be} only waiting for the right moment to show it.`,
    }),
    (t) => ({
      th: `ไพ่ดวงชี้ว่า${t.th}ชื่นชมและไว้ใจคุณ คุณเป็นคนที่${t.th}สบายใจด้วยมากที่สุดคนหนึ่ง`,
      en: `The reading shows ${t.subj} admire${t.s} and trust${t.s} you; you are one of the people ${t.subj} feel${t.s} most at ease with.`,
    }),
  ],
  mid: [
    (t) => ({
      th: `${t.th}รู้สึกดีกับคุณ แต่ยังสับสนหรือลังเลว่าความรู้สึกนั้นคืออะไร`,
      en: `${capitalise(t.subj)} like${t.s} you but ${t.be} still unsure what that feeling is.`,
    }),
    (t) => ({
      th: `ความรู้สึกของ${t.th}อยู่ระหว่างความผูกพันกับความระมัดระวัง อยากใกล้แต่กลัวเสียสิ่งที่มีอยู่`,
      en: `${capitalise(t.poss)} feelings sit between attachment and caution — wanting closeness, afraid of losing what exists.`,
    }),
    (t) => ({
      th: `${t.th}นึกถึงคุณเป็นระยะ แต่เรื่องอื่นในชีวิตกำลังดึงความสนใจไปบ้าง`,
      en: `${capitalise(t.subj)} think${t.s} of you from time to time, though other things in life are pulling at ${t.poss} attention.`,
    }),
  ],
  low: [
    (t) => ({
      th: `ช่วงนี้${t.th}ยังเว้นระยะห่างทางใจ อาจเพราะเรื่องส่วนตัวหรือความไม่แน่ใจ มากกว่าความรู้สึกไม่ดีต่อคุณ`,
      en: `${capitalise(t.subj)} ${t.be} keeping some emotional distance — more likely from personal matters or uncertainty than ill feeling towards you.`,
    }),
    (t) => ({
      th: `ความรู้สึกของ${t.th}ตอนนี้เป็นความเคารพและความเป็นมิตร แต่ยังไม่ได้เปิดใจมากไปกว่านั้น`,
      en: `Right now ${t.poss} feelings are respect and friendliness, not yet opening further.`,
    }),
    (t) => ({
      th: `${t.th}กำลังยุ่งกับเรื่องของตัวเอง ใจจึงยังไม่ว่างพอจะคิดเรื่องความสัมพันธ์อย่างจริงจัง`,
      en: `${capitalise(t.subj)} ${t.be} caught up in ${t.poss} own affairs, with little room yet to think seriously about the relationship.`,
    }),
  ],
};

const FUTURE: Record<Tier, readonly Bi[]> = {
  high: [
    {
      th: 'ความสัมพันธ์มีแนวโน้มใกล้ชิดกันมากขึ้น หากคุณเปิดโอกาสให้มีการพูดคุยที่จริงใจ',
      en: 'The relationship is likely to grow closer if you make room for honest conversation.',
    },
    {
      th: 'อนาคตของทั้งคู่สดใส มีช่วงเวลาดี ๆ ร่วมกันรออยู่ข้างหน้า',
      en: 'The future looks bright, with good times together ahead.',
    },
  ],
  mid: [
    {
      th: 'ความสัมพันธ์จะค่อย ๆ ชัดเจนขึ้น อย่าเร่งผลลัพธ์ ปล่อยให้ความรู้สึกเติบโตตามธรรมชาติ',
      en: 'Things will become clearer gradually; do not rush — let feelings grow naturally.',
    },
    {
      th: 'อนาคตยังเปิดกว้าง ขึ้นอยู่กับว่าทั้งสองฝ่ายกล้าก้าวเข้าหากันมากแค่ไหน',
      en: 'The future is open, depending on how far both of you dare to step towards each other.',
    },
  ],
  low: [
    {
      th: 'ช่วงนี้ความสัมพันธ์ยังไม่ก้าวหน้ามาก ควรให้เวลาและดูแลใจตัวเองไปพร้อมกัน',
      en: 'The relationship may not move much for now; give it time and look after your own heart meanwhile.',
    },
    {
      th: 'อนาคตอาจไม่เป็นไปตามที่หวังในตอนนี้ แต่ความสัมพันธ์ที่ดีในรูปแบบอื่นยังเป็นไปได้',
      en: 'The future may not match your hopes right now, but a good bond of another kind is still possible.',
    },
  ],
};

const OBSTACLES: Record<Relationship, Bi> = {
  friend: {
    th: 'อุปสรรคคือความกลัวว่าจะเสียมิตรภาพ ทำให้ทั้งคู่ไม่กล้าพูดความจริงในใจ',
    en: 'The obstacle is fear of losing the friendship, which keeps you both from saying what you feel.',
  },
  colleague: {
    th: 'อุปสรรคคือสายตาคนในที่ทำงานและความกังวลว่าจะกระทบงาน',
    en: 'The obstacle is being watched at work and worry about how it could affect the job.',
  },
  crush: {
    th: 'อุปสรรคคือการสื่อสารที่ยังไม่ชัด ต่างคนต่างเดาใจกันอยู่',
    en: 'The obstacle is unclear communication — you are each guessing at the other.',
  },
  exLover: {
    th: 'อุปสรรคคือเรื่องเก่าที่ยังไม่ได้เคลียร์ และความกลัวว่าจะเจ็บซ้ำ',
    en: 'The obstacle is old matters never cleared up and the fear of being hurt again.',
  },
  family: {
    th: 'อุปสรรคคือความคาดหวังต่อกันและวิธีแสดงความรักที่ต่างกันตามวัย',
    en: 'The obstacle is expectations of each other and different ways of showing love across generations.',
  },
  stranger: {
    th: 'อุปสรรคคือเวลาที่ยังน้อยเกินจะรู้จักกันจริง และความเขินที่จะเริ่มต้น',
    en: 'The obstacle is too little time to really know each other, and shyness about starting.',
  },
};

const GENERAL_OBSTACLES: readonly Bi[] = [
  {
    th: 'อีกเรื่องคือจังหวะชีวิตที่ไม่ตรงกัน ฝ่ายหนึ่งพร้อมแต่อีกฝ่ายยังมีภาระ',
    en: 'Another is mismatched timing: one is ready while the other still carries burdens.',
  },
  {
    th: 'คนรอบข้างหรือคำพูดของคนอื่นอาจทำให้ความรู้สึกไขว้เขว',
    en: 'People around you, or what others say, may muddle the feelings.',
  },
  {
    th: 'การคิดแทนกันโดยไม่ถามตรง ๆ ทำให้เรื่องเล็กกลายเป็นระยะห่าง',
    en: 'Assuming instead of asking turns small things into distance.',
  },
];

const ADVICE: Record<Relationship, readonly Bi[]> = {
  friend: [
    {
      th: 'ลองชวนทำกิจกรรมที่ชอบด้วยกันแบบสองคน บรรยากาศสบาย ๆ จะช่วยให้ความรู้สึกแสดงออกมาเอง',
      en: 'Invite them to something you both enjoy, just the two of you; a relaxed mood lets feelings show.',
    },
    {
      th: 'รักษามิตรภาพเป็นฐานไว้ก่อน ความสัมพันธ์ที่เริ่มจากความเป็นเพื่อนมักยืนยาว',
      en: 'Keep the friendship as your foundation; bonds that start as friends tend to last.',
    },
  ],
  colleague: [
    {
      th: 'แสดงความใส่ใจผ่านการช่วยเหลือในงานอย่างจริงใจ และหาโอกาสคุยกันนอกเรื่องงานบ้าง',
      en: 'Show care through genuine help at work, and find chances to talk about more than work.',
    },
    {
      th: 'ค่อยเป็นค่อยไปและรักษาความเป็นมืออาชีพ ความไว้ใจในที่ทำงานคือพื้นฐานของทุกอย่าง',
      en: 'Go slowly and stay professional; trust at work is the basis of everything.',
    },
  ],
  crush: [
    {
      th: 'ส่งสัญญาณที่ชัดขึ้นอีกนิด เช่น ชวนคุยเรื่องที่เขาสนใจ ความกล้าเล็ก ๆ อาจเปิดประตูบานใหญ่',
      en: 'Send a slightly clearer signal — ask about what interests them; a little courage can open a big door.',
    },
    {
      th: 'เป็นตัวเองให้มากที่สุด คนที่ใช่จะชอบคุณในแบบที่คุณเป็น',
      en: 'Be yourself as fully as you can; the right person will like you as you are.',
    },
  ],
  exLover: [
    {
      th: 'ถามตัวเองก่อนว่าต้องการอะไรจากความสัมพันธ์นี้ ถ้าจะคุยกันใหม่ ให้เริ่มจากการให้อภัยทั้งตัวเองและเขา',
      en: 'First ask yourself what you want from this; if you talk again, begin by forgiving yourself and them.',
    },
    {
      th: 'อย่ากลับไปเพียงเพราะความเหงา ความสัมพันธ์ครั้งใหม่ต้องดีกว่าเดิม ไม่ใช่วนซ้ำเรื่องเก่า',
      en: 'Do not go back out of loneliness alone; a second chance must be better, not a rerun.',
    },
  ],
  family: [
    {
      th: 'บอกความรู้สึกด้วยการกระทำเล็ก ๆ เช่น โทรหา ถามไถ่ หรือกินข้าวด้วยกัน ความอบอุ่นจะค่อย ๆ กลับมา',
      en: 'Say it with small acts — a call, a kind question, a meal together — and warmth will return.',
    },
    {
      th: 'ฟังให้มากกว่าพูดในครั้งต่อไปที่คุยกัน บางครั้งคนในครอบครัวแค่อยากให้มีคนเข้าใจ',
      en: 'Listen more than you speak next time; sometimes family just want to be understood.',
    },
  ],
  stranger: [
    {
      th: 'ค่อย ๆ ทำความรู้จักผ่านบทสนทนาสบาย ๆ อย่าเพิ่งคาดหวังมาก ให้ความประทับใจทำงานของมัน',
      en: 'Get to know each other through easy conversation; do not expect too much yet — let impressions do their work.',
    },
    {
      th: 'หาเรื่องที่สนใจร่วมกัน แล้วใช้เป็นสะพานสู่การพูดคุยครั้งต่อไป',
      en: 'Find a shared interest and use it as a bridge to the next conversation.',
    },
  ],
};

const TIMING_WINDOWS: Record<Tier, readonly Bi[]> = {
  high: [
    {
      th: 'สัญญาณที่ชัดเจนจากเขามีแนวโน้มมาภายใน 7–14 วัน',
      en: 'A clear sign from them is likely within 7 to 14 days.',
    },
    { th: 'จังหวะดีอยู่ภายในเดือนนี้', en: 'Good timing falls within this month.' },
  ],
  mid: [
    {
      th: 'ความชัดเจนน่าจะมาในอีก 3–6 สัปดาห์ เมื่อมีโอกาสได้ใช้เวลาร่วมกันมากขึ้น',
      en: 'Clarity should come in 3 to 6 weeks, as you get more time together.',
    },
    {
      th: 'จังหวะดีจะมาในช่วงหนึ่งถึงสองเดือนข้างหน้า',
      en: 'Better timing arrives over the next one to two months.',
    },
  ],
  low: [
    {
      th: 'ควรให้เวลาอย่างน้อย 2–3 เดือนก่อนคาดหวังความเปลี่ยนแปลง',
      en: 'Give it at least 2 to 3 months before expecting change.',
    },
    {
      th: 'จังหวะยังไม่มาในเร็ววัน ช่วงนี้ให้โฟกัสที่ตัวเองก่อน',
      en: 'The timing is not near yet; focus on yourself for now.',
    },
  ],
};

function warmthBase(rel: Relationship): number {
  return { friend: 60, colleague: 56, crush: 57, exLover: 53, family: 64, stranger: 52 }[rel];
}

function durationBonus(d: KnownDuration | undefined): number {
  if (!d) return 0;
  return { under1m: -3, '1-6m': 0, '6-12m': 2, '1-3y': 3, over3y: 4 }[d];
}

interface Lines {
  feeling: Bi;
  future: Bi;
  timingDay: Bi;
}

function focusSection(
  focus: TheirFeelingsFocus,
  tier: Tier,
  rel: Relationship,
  lines: Lines,
  rng: Rng,
): ReadingSection {
  const heading = THEIR_FEELINGS_FOCUS_LABELS[focus];
  switch (focus) {
    case 'feelings':
      return section('feelings', heading, [lines.feeling]);
    case 'future':
      return section('future', heading, [lines.future]);
    case 'obstacles':
      return section('obstacles', heading, [OBSTACLES[rel], pick(rng, GENERAL_OBSTACLES)]);
    case 'advice':
      return section('advice', heading, [pick(rng, ADVICE[rel])]);
    case 'timing':
      return section('timing', heading, [
        pick(rng, TIMING_WINDOWS[tier]),
        {
          th: `วันที่เหมาะกับการทักหรือนัดเจอคือ${lines.timingDay.th}`,
          en: `The best day to reach out or meet is ${lines.timingDay.en}.`,
        },
      ]);
  }
}

export function theirFeelingsReading(input: TheirFeelingsInput): ReadingResult<'their-feelings'> {
  const wanted = [...new Set(input.wantToKnow ?? [])];
  if (wanted.length === 0) throw new WantToKnowRequiredError();
  wanted.forEach((w, i) => checkOption(w, THEIR_FEELINGS_FOCUSES, `wantToKnow[${i}]`));
  if (!input.target) {
    throw new ReadingInputError(
      'MISSING_FIELD',
      'target',
      'target is required',
      'กรุณาระบุข้อมูลของเขา',
    );
  }
  checkOption(input.target.relationship, RELATIONSHIPS, 'target.relationship');
  checkOption(input.target.gender, GENDERS, 'target.gender');
  checkOption(input.target.ageRange, AGE_RANGES, 'target.ageRange');
  checkOption(input.target.knownDuration, KNOWN_DURATIONS, 'target.knownDuration');

  const d = dayContext(input.date);
  const seeker = personContext(input.seeker, d, 'seeker');
  const target = personContext(input.target, d, 'target');
  const rng = readingRng('their-feelings', input);
  const rel = input.target.relationship;
  const t = theyOf(cleanName(input.target.name));

  let score =
    warmthBase(rel) + durationBonus(input.target.knownDuration) + intBetween(rng, -12, 12);
  if (seeker.animal && target.animal)
    score += Math.round(animalRelation(seeker.animal, target.animal).effect / 3);
  if (seeker.dayRole) score += seeker.dayRole.tone * 3;
  score = clampScore(score);
  const tier = tierOf(score);
  const lucky = luckyFor(seeker, d, rng);
  const owner = seeker.weekday ?? d.weekday;
  const sri = weekdayInRole(owner.id, 'fortune');
  const lines: Lines = {
    feeling: pick(rng, FEELINGS[tier])(t),
    future: pick(rng, FUTURE[tier]),
    timingDay: { th: dayTh(sri), en: dayEn(sri) },
  };

  const ctx = input.context ?? {};
  const situation = quoteQuestion(ctx.specificSituation ?? ctx.questionFocus);
  const recent = quoteQuestion(ctx.recentInteractions);
  const mine = quoteQuestion(ctx.yourFeelings);

  const intro = section(
    'connection',
    { th: 'ความสัมพันธ์ของคุณกับเขา', en: 'Your connection' },
    present([
      pick(rng, RELATIONSHIP_INTRO[rel])(t),
      input.target.knownDuration ? DURATION_LINES[input.target.knownDuration] : null,
      input.target.ageRange ? AGE_LINES[input.target.ageRange] : null,
      seeker.animal && target.animal
        ? (() => {
            const ar = animalRelation(seeker.animal, target.animal);
            return {
              th: `ปีเกิดของคุณ (ปี${seeker.animal.yearNameTh}) กับ${t.th} (ปี${target.animal.yearNameTh}) เป็น${ar.nameTh}`,
              en: `Your birth year (the ${seeker.animal.nameEn}) and ${t.poss} (the ${target.animal.nameEn}) make ${ar.nameEn}.`,
            };
          })()
        : null,
      situation
        ? {
            th: `เรื่องที่คุณเล่าว่า “${situation}” สะท้อนว่าคุณใส่ใจความสัมพันธ์นี้จริง`,
            en: `What you described — “${situation}” — shows how much this relationship matters to you.`,
          }
        : null,
      recent
        ? {
            th: `ส่วนการพูดคุยล่าสุด “${recent}” ดวงชี้ว่า${tier === 'low' ? 'เขายังเก็บท่าที ไม่ได้แปลว่าไม่ใส่ใจ' : 'เขาจดจำและให้ความสำคัญกับมัน'}`,
            en: `As for your recent contact — “${recent}” — the reading suggests ${tier === 'low' ? `${t.subj} ${t.be} holding back, which is not the same as not caring` : `${t.subj} remember${t.s} it and it mattered`}.`,
          }
        : null,
      mine
        ? {
            th: `ความรู้สึกของคุณที่ว่า “${mine}” เป็นสิ่งที่มีค่า ให้เกียรติความรู้สึกนั้นโดยไม่ต้องรีบหาคำตอบ`,
            en: `Your own feeling — “${mine}” — is precious; honour it without rushing for answers.`,
          }
        : null,
    ]),
  );

  const focusSections = THEIR_FEELINGS_FOCUSES.filter((f) => wanted.includes(f)).map((f) =>
    focusSection(f, tier, rel, lines, rng),
  );

  const warmthTh =
    tier === 'high' ? 'อบอุ่นและมีใจ' : tier === 'mid' ? 'รู้สึกดีแต่ยังลังเล' : 'ยังเว้นระยะห่าง';
  const warmthEn =
    tier === 'high'
      ? 'warm and interested'
      : tier === 'mid'
        ? 'fond but hesitant'
        : 'keeping some distance';
  const relLabel = RELATIONSHIP_LABELS[rel];
  const summaryTh = `ความรู้สึกของ${t.th} (${relLabel.th}) ที่มีต่อคุณ ณ วันที่ ${d.dateTh}: ${warmthTh} ระดับความรู้สึก ${score}/100 ${lines.feeling.th}`;
  const summaryEn = `How ${t.subj === 'they' ? 'this person' : t.subj} (${relLabel.en}) feel${t.subj === 'they' ? 's' : t.s} about you as of ${d.dateEn}: ${warmthEn}, ${score}/100. ${lines.feeling.en}`;
  const advice = pick(rng, ADVICE[rel]);

  return {
    kind: 'their-feelings',
    date: d.iso,
    titleTh: 'ดูใจเขา',
    titleEn: 'Their feelings',
    summaryTh,
    summaryEn,
    sections: [intro, ...focusSections, luckySection(lucky)],
    luckyColoursTh: lucky.coloursTh,
    luckyColoursEn: lucky.coloursEn,
    luckyNumbers: lucky.numbers,
    score0to100: score,
    adviceTh: advice.th,
    adviceEn: advice.en,
  };
}
