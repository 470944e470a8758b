/**
 * ดูใจเขา (their feelings): how someone may feel about the person asking, read from what they told
 * — the kind of bond, how long they have known each other, the situation in their own words (a
 * silence is read as a silence, a quarrel as a quarrel, nightly talks as nightly talks), their own
 * feelings and their question — with the day's ทักษา and both birth charts when given. It says
 * how the other person may feel and what to watch; it never puts a figure on their heart nor
 * claims to know it. The person must choose at least one thing they want to know (spec §5).
 */
import {
  THEIR_FEELINGS_FOCUSES,
  type TheirFeelingsFocus,
} from '@duangdee/contract/reading-options';
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
import { analyseQuestion, type QuestionIntent } from '../question.ts';
import { intBetween, pick, type Rng } from '../seed.ts';
import { capitalise, cleanName, lowerFirst, type Bi } from '../text.ts';
import {
  animalCountNote,
  animalRelation,
  weekdayInRole,
  type TaksaRoleId,
} from '../thai-calendar.ts';
import type { Weekday } from '../weekday.ts';
import {
  checkOption,
  clampScore,
  dayContext,
  dayEn,
  dayTh,
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
  type DayContext,
  type Frag,
  type PersonContext,
  type ReadingResult,
  type ReadingSection,
  type Tier,
} from './common.ts';
import {
  nextDayOf,
  paragraph,
  silenceSpan,
  situationSignals,
  windowFor,
  type SituationSignal,
} from './compose.ts';

/** The option values come from the contract (what the forms and the API accept). */
export { THEIR_FEELINGS_FOCUSES };
export type { TheirFeelingsFocus };

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

/** The other person in both languages: a name, or เขา / "they". */
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

/** The one situation the reading is built around, strongest first. */
type Lead = SituationSignal | 'none';
const LEAD_ORDER: readonly SituationSignal[] = [
  'quarrel',
  'silence',
  'rebound',
  'distance',
  'invites',
  'daily',
  'old-friends',
  'near-quiet',
];

/** What the person's own question asks, in this reading's terms. */
type Asked = 'feel' | 'return' | 'just-friends' | 'first-move' | 'someone-else' | 'other';

function askedOf(text: string): Asked {
  if (/แค่เพื่อน|just (?:a )?friend/i.test(text)) return 'just-friends';
  if (/คนอื่น|มีใคร|someone else|seeing someone/i.test(text)) return 'someone-else';
  if (/ทักไปก่อน|ทักก่อน|ควรทัก|ติดต่อไปก่อน|เริ่มก่อน|message first|text first/i.test(text))
    return 'first-move';
  if (/กลับมา|come back/i.test(text)) return 'return';
  if (/รู้สึก|คิดอย่างไร|คิดยังไง|ชอบเรา|feel/i.test(text)) return 'feel';
  return 'other';
}

/** How the asker feels, in a few plain kinds (their words are paraphrased, never quoted). */
type Mine = 'shy' | 'confused' | 'missing' | 'hurt' | 'clarity' | 'other';

function mineOf(text: string): Mine {
  if (/ไม่กล้า|แอบชอบ|ชอบเขา|shy|like (?:him|her|them)/i.test(text)) return 'shy';
  if (/สับสน|ไม่รู้|ลังเล|confus|unsure/i.test(text)) return 'confused';
  if (/คิดถึง|miss/i.test(text)) return 'missing';
  if (/น้อยใจ|เสียใจ|เจ็บ|hurt/i.test(text)) return 'hurt';
  if (/ชัดเจน|clear/i.test(text)) return 'clarity';
  return 'other';
}

interface Ctx {
  t: They;
  rel: Relationship;
  tier: Tier;
  lead: Lead;
  /** A silence alongside another situation (a quarrel, then quiet). */
  silentToo: boolean;
  span: Bi | null;
  window: Bi;
  d: DayContext;
  seeker: PersonContext;
  target: PersonContext;
  sri: Weekday;
  sriNext: Bi;
  kali: Weekday;
  intent: QuestionIntent;
}

// ---------------------------------------------------------------------------------------------
// The bond: relationship, how long, what age
// ---------------------------------------------------------------------------------------------

const RELATIONSHIP_INTRO: Record<Relationship, readonly Frag<Ctx>[]> = {
  friend: [
    (c) => ({
      th: `${c.t.th}เป็นเพื่อนที่ผูกพันกับคุณ ความรู้สึกจึงมีทั้งความสบายใจและความเกรงใจปนกัน`,
      en: `${capitalise(c.t.subj)} ${c.t.be} a friend close to you, so ease and hesitation mix in ${c.t.poss} feelings.`,
    }),
    (c) => ({
      th: `ในฐานะเพื่อน ${c.t.th}มักนึกถึงคุณเมื่อมีเรื่องอยากเล่า และความใกล้ชิดแบบนี้ทำให้อ่านใจกันยากกว่าที่คิด`,
      en: `As a friend, ${c.t.subj} think${c.t.s} of you when there is news to share — and that closeness makes feelings harder to read.`,
    }),
  ],
  colleague: [
    (c) => ({
      th: `${c.t.th}เป็นเพื่อนร่วมงาน ความรู้สึกจึงมักถูกเก็บไว้ใต้ความเป็นมืออาชีพ`,
      en: `${capitalise(c.t.subj)} ${c.t.be} a colleague, so feelings tend to stay behind a professional face.`,
    }),
    (c) => ({
      th: `การทำงานด้วยกันทำให้${c.t.th}ระวังการแสดงออก สายตาและการช่วยเหลือเล็ก ๆ จึงบอกได้มากกว่าคำพูด`,
      en: `Working together makes ${c.t.obj} careful, so small looks and favours say more than words.`,
    }),
  ],
  crush: [
    (c) => ({
      th: `${c.t.th}คือคนที่คุณแอบชอบ ความรู้สึกช่วงแรกแบบนี้มักเปราะบางทั้งสองฝั่ง`,
      en: `${capitalise(c.t.subj)} ${c.t.be} the one you have a crush on; early feelings like these are fragile on both sides.`,
    }),
    (c) => ({
      th: `สำหรับคนที่คุณแอบชอบ ความรู้สึกของ${c.t.th}อาจกำลังก่อตัวเหมือนดอกไม้ที่ยังไม่บาน`,
      en: `With your crush, ${c.t.poss} feelings may still be forming, like a flower not yet open.`,
    }),
  ],
  exLover: [
    (c) => ({
      th: `${c.t.th}คือแฟนเก่า ความทรงจำร่วมกันยังมีผลต่อความรู้สึก แม้จะไม่ได้พูดออกมา`,
      en: `${capitalise(c.t.subj)} ${c.t.be} your ex; shared memories still colour ${c.t.poss} feelings, even unspoken.`,
    }),
    (c) => ({
      th: `ในฐานะแฟนเก่า ระหว่างคุณกับ${c.t.th}มีทั้งเรื่องดีและเรื่องค้างใจปนกันอยู่`,
      en: `As exes, you and ${c.t.obj} share both good memories and unfinished business.`,
    }),
  ],
  family: [
    (c) => ({
      th: `${c.t.th}เป็นคนในครอบครัว ความรักจึงลึก แต่บางครั้งแสดงออกไม่เก่ง`,
      en: `${capitalise(c.t.subj)} ${c.t.be} family, so the love runs deep even when it is poorly expressed.`,
    }),
    (c) => ({
      th: `ในฐานะครอบครัว ความห่วงใยของ${c.t.th}บางครั้งออกมาเป็นคำบ่นหรือคำเตือนมากกว่าคำหวาน`,
      en: `As family, ${c.t.poss} care sometimes comes out as nagging or warnings rather than kind words.`,
    }),
  ],
  stranger: [
    (c) => ({
      th: `${c.t.th}เป็นคนที่เพิ่งรู้จัก ความรู้สึกตอนนี้จึงเป็นความประทับใจแรกและความอยากรู้จักมากกว่า`,
      en: `${capitalise(c.t.subj)} ${c.t.be} someone you barely know, so ${c.t.poss} feelings are first impressions and curiosity.`,
    }),
    (c) => ({
      th: `สำหรับคนที่เพิ่งรู้จัก ${c.t.th}ยังอยู่ในช่วงสังเกตคุณ ทุกอย่างจึงยังเปิดกว้าง`,
      en: `Being new to each other, ${c.t.subj} ${c.t.be} still watching you, so everything is open.`,
    }),
  ],
};

const DURATION_LINES: Record<KnownDuration, readonly Bi[]> = {
  under1m: [
    {
      th: 'การรู้จักกันไม่ถึงเดือนทำให้ทุกอย่างยังเปราะบางและเต็มไปด้วยความเป็นไปได้',
      en: 'Under a month in, everything is delicate and full of possibility.',
    },
    {
      th: 'เพิ่งรู้จักกันไม่ถึงเดือน ความรู้สึกที่เห็นตอนนี้จึงยังเป็นแค่ตอนต้นของเรื่อง',
      en: 'Less than a month in, what you see now is only the start of the story.',
    },
  ],
  '1-6m': [
    {
      th: 'รู้จักกันมาไม่กี่เดือน เริ่มเห็นนิสัยจริงของกัน เป็นช่วงที่ความรู้สึกเริ่มชัดขึ้น',
      en: 'A few months in, you are starting to see each other’s true nature, and feelings are sharpening.',
    },
    {
      th: 'หลายเดือนที่รู้จักกันมาพอให้เห็นว่าเขาเป็นคนแบบไหน แต่ยังไม่พอให้รู้ใจทั้งหมด',
      en: 'A few months is enough to see what kind of person they are, not yet enough to know their heart.',
    },
  ],
  '6-12m': [
    {
      th: 'รู้จักกันเกือบปี ความคุ้นเคยกลายเป็นความผูกพัน แม้บางเรื่องยังไม่ได้พูดกันตรง ๆ',
      en: 'Nearly a year in, familiarity has become attachment, though some things remain unsaid.',
    },
    {
      th: 'ครึ่งปีถึงหนึ่งปีที่รู้จักกันทำให้ต่างคนต่างเป็นส่วนหนึ่งในชีวิตของกันแล้ว',
      en: 'Six months to a year has made each of you part of the other’s life.',
    },
  ],
  '1-3y': [
    {
      th: 'รู้จักกันหลายปี ความรู้สึกมีรากลึก ทั้งความเข้าใจและความเคยชินปนกัน',
      en: 'After years, feelings run deep — understanding mixed with habit.',
    },
    {
      th: 'หนึ่งถึงสามปีที่รู้จักกันพอให้ผ่านทั้งช่วงดีและช่วงยากมาด้วยกันบ้างแล้ว',
      en: 'One to three years is long enough to have shared good times and hard ones.',
    },
  ],
  over3y: [
    {
      th: 'รู้จักกันมานานกว่าสามปี ความผูกพันแน่นจนบางครั้งมองข้ามความรู้สึกที่เปลี่ยนไป',
      en: 'Known for over three years, the bond is so firm that changing feelings can go unnoticed.',
    },
    {
      th: 'ความสัมพันธ์ที่ยาวกว่าสามปีมีประวัติร่วมกันมาก เขาจึงมองคุณผ่านความทรงจำหลายชั้น',
      en: 'More than three years together means a long shared history; they see you through many layers of memory.',
    },
  ],
};

const AGE_LINES: Record<AgeRange, readonly Bi[]> = {
  under20: [
    {
      th: 'ในวัยนี้ความรู้สึกมักมาเร็วและแรง แต่ก็เปลี่ยนได้ง่ายตามสิ่งรอบตัว',
      en: 'At this age feelings come fast and strong, and shift easily too.',
    },
  ],
  '20-30': [
    {
      th: 'ในวัยนี้เขากำลังค้นหาตัวเองและสร้างอนาคต ความรู้สึกจึงผูกกับจังหวะชีวิตด้วย',
      en: 'At this age they are finding themselves and building a future, so feelings follow life’s timing.',
    },
    {
      th: 'วัยยี่สิบกว่ามักมีเรื่องงานและอนาคตให้คิดมาก ความรู้สึกบางอย่างจึงถูกพักไว้ก่อน',
      en: 'In their twenties, work and the future weigh a lot, so some feelings get put on hold.',
    },
  ],
  '30-40': [
    {
      th: 'ในวัยนี้เขามองความสัมพันธ์อย่างจริงจังและคิดถึงความมั่นคงมากขึ้น',
      en: 'At this age they take relationships seriously and think more about stability.',
    },
  ],
  '40-50': [
    {
      th: 'ในวัยนี้เขาให้ค่ากับความเข้าใจและความสบายใจมากกว่าความหวือหวา',
      en: 'At this age they value understanding and ease over excitement.',
    },
  ],
  over50: [
    {
      th: 'ในวัยนี้เขามักแสดงความรู้สึกผ่านการดูแลและความห่วงใยมากกว่าคำพูด',
      en: 'At this age they show feeling through care and concern rather than words.',
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// The situation the person told, read as it is
// ---------------------------------------------------------------------------------------------

/** Why someone may go quiet, by the bond: reasons, never a verdict on the asker. */
const QUIET_REASON: Record<Relationship, Bi> = {
  friend: { th: 'อาจมีเรื่องในชีวิตที่วุ่นอยู่', en: 'may have a lot going on' },
  colleague: {
    th: 'อาจอยากแยกเรื่องงานกับเรื่องส่วนตัวออกจากกัน',
    en: 'may want to keep work and private life apart',
  },
  crush: {
    th: 'อาจไม่แน่ใจว่าจะตอบอย่างไรให้ไม่ผิดความหมาย',
    en: 'may not know how to reply without giving the wrong idea',
  },
  exLover: { th: 'อาจยังไม่พร้อมเปิดเรื่องเก่า', en: 'may not be ready to reopen the past' },
  family: { th: 'อาจเก็บความรู้สึกบางอย่างไว้', en: 'may be holding some feelings back' },
  stranger: {
    th: 'อาจยังไม่สนิทพอจะคุยกันต่อเนื่อง',
    en: 'may not feel close enough yet to keep talking',
  },
};

interface SignalText {
  /** How the reading names the situation when it does not quote it. */
  name: Frag<Ctx>;
  read: readonly Frag<Ctx>[];
  feel: readonly Frag<Ctx>[];
  future: readonly Frag<Ctx>[];
  obstacle: readonly Frag<Ctx>[];
  advice: readonly Frag<Ctx>[];
  when: Frag<Ctx>;
  gist: Frag<Ctx>;
}

const SIGNAL_TEXT: Record<SituationSignal, SignalText> = {
  silence: {
    name: (c) => ({
      th: `ที่${c.t.th}ยังเงียบ${c.span ? `ตลอด${c.span.th}ที่ผ่านมา` : 'อยู่'}`,
      en: `${c.t.subj === 'they' ? 'Their' : `${c.t.poss}`} silence${c.span ? ` of ${c.span.en}` : ''}`,
    }),
    read: [
      (c) => ({
        th: `ความเงียบแบบนี้บอกได้แค่ว่าตอนนี้${c.t.th}ยังไม่ตอบ ยังไม่ได้บอกว่าใจเขาคิดกับคุณแบบไหน`,
        en: `A silence like this only says ${c.t.subj} ${c.t.be} not replying for now; it does not say how ${c.t.subj} feel${c.t.s} about you.`,
      }),
      (c) => ({
        th: `ดวงนี้อ่านความเงียบตามที่มันเป็น คือ${c.t.th}ยังไม่พร้อมคุยในตอนนี้ ซึ่งอาจมาจากเรื่องของเขาเองมากกว่าเรื่องของคุณ`,
        en: `This reading takes the silence as it is: ${c.t.subj} ${c.t.be} not ready to talk right now, likely for reasons of ${c.t.poss} own.`,
      }),
    ],
    feel: [
      (c) => ({
        th: `ในช่วงที่เงียบอยู่ ${c.t.th}${QUIET_REASON[c.rel].th} การไม่ตอบจึงเป็นการถอยไปตั้งหลักมากกว่าการตัดสินเรื่องคุณ`,
        en: `While quiet, ${c.t.subj} ${QUIET_REASON[c.rel].en}; not replying is stepping back, not a verdict on you.`,
      }),
      (c) => ({
        th: `ความรู้สึกของ${c.t.th}ยังอ่านได้ไม่ชัดในช่วงที่ไม่ตอบ ที่พอบอกได้คือเขา${QUIET_REASON[c.rel].th}`,
        en: `${capitalise(c.t.poss)} feelings cannot be read clearly while ${c.t.subj} ${c.t.be} silent; what can be said is that ${c.t.subj} ${QUIET_REASON[c.rel].en}.`,
      }),
    ],
    future: [
      (c) => ({
        th: `ถ้า${c.t.th}กลับมาคุย มักเป็นข้อความสั้น ๆ ธรรมดาที่ไม่พูดถึงช่วงที่เงียบไป ให้รับไว้อย่างสบาย ๆ`,
        en: `If ${c.t.subj} come${c.t.s} back, it is usually a short, ordinary message that skips the silence; take it lightly.`,
      }),
      {
        th: 'ความสัมพันธ์จะเดินต่อได้หรือไม่ ขึ้นกับว่าเขาเลือกตอบแบบไหนหลังจากนี้ ไม่ได้ขึ้นกับว่าคุณทักไปกี่ครั้ง',
        en: 'Whether this goes on depends on how they choose to answer from here, not on how many times you message.',
      },
    ],
    obstacle: [
      {
        th: 'อีกเรื่องที่ขวางอยู่ตอนนี้คือช่องว่างของการสื่อสาร ยิ่งเงียบนาน ต่างคนก็ยิ่งเดาใจกันเอง',
        en: 'Another, for now, is a gap in communication; the longer the silence, the more you both guess.',
      },
    ],
    advice: [
      {
        th: 'ส่งข้อความสั้น ๆ ที่ไม่กดดันได้หนึ่งครั้ง เช่น ถามไถ่ทั่วไปหรือบอกว่าว่างเมื่อไหร่ค่อยคุย แล้วให้พื้นที่เขา อย่าตามซ้ำ',
        en: 'Send one short, pressure-free message — a simple hello, or “talk whenever you’re free” — then give them space; do not follow up again.',
      },
      {
        th: 'ให้พื้นที่และไม่ไล่ตาม ใช้ชีวิตของคุณตามปกติ ถ้าผ่านไปอีกสักพักยังไม่ตอบ ความเงียบนั้นก็เป็นคำตอบที่ควรฟัง',
        en: 'Give space and do not chase; live as usual. If the silence lasts a good while more, that silence is an answer worth hearing.',
      },
    ],
    when: (c) => ({
      th: `ถ้าเขาจะกลับมาคุย มีแนวโน้มเป็น${c.window.th}`,
      en: `If they come back, it is likely ${c.window.en}.`,
    }),
    gist: (c) => ({
      th: `ตอนนี้${c.t.th}ยังเงียบอยู่ สิ่งที่อ่านได้คือความเงียบ ไม่ใช่ใจทั้งหมดของเขา`,
      en: `${capitalise(c.t.subj)} ${c.t.be} quiet for now; what can be read is the silence, not the whole heart.`,
    }),
  },
  quarrel: {
    name: (c) => ({
      th: `ที่เพิ่งมีเรื่องขัดใจกับ${c.t.th}${c.silentToo ? ' และความเงียบที่ตามมา' : ''}`,
      en: `The recent quarrel with ${c.t.obj}${c.silentToo ? ' and the silence after it' : ''}`,
    }),
    read: [
      (c) => ({
        th: `การทะเลาะเรื่องเล็กแล้ว${c.silentToo ? 'เงียบกันไป' : 'ต่างคนต่างถอย'}มักเป็นช่วงที่ต่างคนต่างเย็นลง ยังไม่ใช่การตัดขาด`,
        en: `A small fight followed by ${c.silentToo ? 'silence' : 'both stepping back'} is usually a cooling-off, not a break.`,
      }),
      {
        th: 'เรื่องเล็กที่ทะเลาะกันมักมีความรู้สึกที่ใหญ่กว่าซ่อนอยู่ข้างใต้ เช่น ความรู้สึกว่าไม่ได้รับการฟัง',
        en: 'Small fights often hide a bigger feeling underneath — not feeling heard.',
      },
    ],
    feel: [
      (c) => ({
        th: `${c.t.th}อาจยังมีความน้อยใจค้างอยู่ และกำลังรอดูท่าทีของคุณเหมือนกัน`,
        en: `${capitalise(c.t.subj)} may still be hurt and waiting to see how you act, just as you are.`,
      }),
      (c) => ({
        th: `ความรู้สึกของ${c.t.th}ยังอยู่ แต่ถูกความขุ่นใจบังไว้ชั่วคราว`,
        en: `${capitalise(c.t.poss)} feelings are still there, only clouded over by irritation for now.`,
      }),
    ],
    future: [
      {
        th: 'ถ้ามีคนหนึ่งเปิดทางคุยดี ๆ เรื่องนี้จะกลายเป็นบทเรียนที่ทำให้เข้าใจกันมากขึ้น',
        en: 'If one of you opens a kind conversation, this becomes a lesson that brings understanding.',
      },
    ],
    obstacle: [
      {
        th: 'อีกเรื่องที่ขวางอยู่คือทิฐิของทั้งสองฝ่าย ต่างคนต่างรอให้อีกคนขอโทษก่อน',
        en: 'Another is pride on both sides, each waiting for the other to apologise.',
      },
    ],
    advice: [
      {
        th: 'เริ่มด้วยการยอมรับส่วนของคุณในเรื่องนั้นสั้น ๆ โดยไม่ต้องพูดว่าใครผิดมากกว่า',
        en: 'Start by owning your part briefly, without arguing who was more wrong.',
      },
      {
        th: 'รอให้ใจเย็นทั้งคู่ก่อน แล้วค่อยชวนคุยด้วยประโยคง่าย ๆ ว่าไม่อยากให้เรื่องเล็กมาทำให้ห่างกัน',
        en: 'Wait until you are both calm, then say simply that you do not want a small thing to pull you apart.',
      },
    ],
    when: (c) => ({
      th: `บรรยากาศมีแนวโน้มจะคลายลง${c.window.th}`,
      en: `Things should ease ${c.window.en}.`,
    }),
    gist: {
      th: 'ยังมีความน้อยใจค้างอยู่ แต่ยังไม่ใช่การตัดขาด',
      en: 'some hurt lingers, but this is not a break',
    },
  },
  daily: {
    name: (c) => ({
      th: `ที่คุณกับ${c.t.th}คุยกันสม่ำเสมอ`,
      en: `Your regular talks with ${c.t.obj}`,
    }),
    read: [
      {
        th: 'การคุยกันต่อเนื่องแบบนี้ไม่ใช่เรื่องบังเอิญ คนที่ไม่มีใจมักรักษาความสม่ำเสมอได้ไม่นานขนาดนี้',
        en: 'Talking this steadily is no accident; people without interest rarely keep it up this long.',
      },
      (c) => ({
        th: `ความสม่ำเสมอในการคุยบอกว่า${c.t.th}เลือกใช้เวลาของวันกับคุณ ซึ่งเป็นสัญญาณที่ดี`,
        en: `Such steady talking says ${c.t.subj} choose${c.t.s} to spend part of the day with you — a good sign.`,
      }),
    ],
    feel: [
      (c) => ({
        th: `${c.t.th}มีแนวโน้มรู้สึกสบายใจและคุ้นเคยกับคุณมาก คุณกลายเป็นส่วนหนึ่งในกิจวัตรของเขาแล้ว`,
        en: `${capitalise(c.t.subj)} likely feel${c.t.s} at ease and familiar with you; you are part of ${c.t.poss} routine now.`,
      }),
      (c) => ({
        th: `ความรู้สึกของ${c.t.th}กำลังเติบโตจากความคุ้นเคย แม้อาจยังไม่ได้ตั้งชื่อให้มัน`,
        en: `${capitalise(c.t.poss)} feelings are growing out of familiarity, even if still unnamed.`,
      }),
    ],
    future: [
      {
        th: 'ขั้นต่อไปคือการพาความสัมพันธ์ออกจากหน้าจอ การเจอกันจริงจะบอกได้ชัดกว่าการคุยอีกร้อยคืน',
        en: 'The next step is taking this off the screen; meeting in person says more than a hundred more nights of chat.',
      },
    ],
    obstacle: [
      {
        th: 'อีกเรื่องที่ขวางอยู่คือความสบายของสถานะตอนนี้ ที่ทำให้ไม่มีใครอยากเสี่ยงพูดเรื่องความชัดเจน',
        en: 'Another is how comfortable things are now, so neither wants to risk asking for clarity.',
      },
    ],
    advice: [
      {
        th: 'ลองชวนเจอกันจริงสักครั้ง หรือถามอย่างนุ่มนวลว่าเขามองความสัมพันธ์นี้อย่างไร',
        en: 'Suggest meeting in person once, or gently ask how they see this.',
      },
    ],
    when: (c) => ({
      th: `ท่าทีที่ชัดขึ้นมีแนวโน้มมา${c.window.th}`,
      en: `A clearer stance is likely ${c.window.en}.`,
    }),
    gist: {
      th: 'มีความคุ้นเคยและความใส่ใจที่สม่ำเสมอ',
      en: 'there is familiarity and steady attention',
    },
  },
  invites: {
    name: (c) => ({ th: `ที่${c.t.th}ชวนคุณไปไหนมาไหน`, en: `${capitalise(c.t.poss)} invitations` }),
    read: [
      {
        th: 'การชวนบ่อย ๆ คือการเลือกใช้เวลาด้วย ถือเป็นสัญญาณเชิงบวกที่จับต้องได้',
        en: 'Frequent invitations are a choice to spend time together — a tangible good sign.',
      },
    ],
    feel: [
      (c) => ({
        th: `${c.t.th}มีแนวโน้มสนใจและอยากรู้จักคุณมากขึ้น การชวนซ้ำ ๆ คือวิธีบอกโดยไม่ต้องพูด`,
        en: `${capitalise(c.t.subj)} likely want${c.t.s} to know you better; repeated invitations say it without words.`,
      }),
    ],
    future: [
      {
        th: 'ความสัมพันธ์มีทางเดินต่อ ถ้าคุณตอบรับด้วยความจริงใจและไม่เล่นตัวจนเขาเดาใจไม่ออก',
        en: 'This has somewhere to go if you respond sincerely and do not play so hard to get that they cannot read you.',
      },
    ],
    obstacle: [
      {
        th: 'อีกเรื่องที่ขวางอยู่คือความไม่แน่ใจว่าการชวนนั้นเป็นแบบเพื่อนหรือมากกว่า จึงยังไม่มีใครกล้าถาม',
        en: 'Another is not knowing whether the invitations are friendly or more, so no one dares ask.',
      },
    ],
    advice: [
      {
        th: 'ลองเป็นฝ่ายชวนกลับบ้าง และสังเกตว่าเขาตอบรับอย่างกระตือรือร้นแค่ไหน',
        en: 'Invite them back for once and notice how keenly they accept.',
      },
    ],
    when: (c) => ({
      th: `ความชัดเจนมีแนวโน้มมา${c.window.th}`,
      en: `Clarity is likely ${c.window.en}.`,
    }),
    gist: {
      th: 'มีความสนใจที่แสดงออกผ่านการชวนเจอ',
      en: 'interest shows in the invitations',
    },
  },
  distance: {
    name: (c) => ({
      th: `ที่คุณกับ${c.t.th}อยู่ห่างกันและไม่ค่อยได้เจอ`,
      en: `The distance between you and ${c.t.obj}`,
    }),
    read: [
      {
        th: 'ระยะทางทำให้การอ่านใจยากขึ้น เพราะสิ่งที่เห็นเหลือเพียงข้อความและหน้าจอ',
        en: 'Distance makes hearts harder to read; all that is left to see is messages and screens.',
      },
    ],
    feel: [
      (c) => ({
        th: `${c.t.th}อาจยังนึกถึงคุณ แต่ชีวิตในที่ใหม่กำลังดึงความสนใจไปมาก ความห่างจึงไม่ได้แปลว่าความรู้สึกหายไปทั้งหมด`,
        en: `${capitalise(c.t.subj)} may still think of you, but a new life elsewhere takes a lot of attention; distance does not mean the feeling is gone.`,
      }),
    ],
    future: [
      {
        th: 'ความสัมพันธ์ทางไกลอยู่ได้ด้วยการนัดหมายที่ชัด เช่น รู้ว่าจะได้เจอกันอีกเมื่อไหร่',
        en: 'Distance works with clear plans — knowing when you will next meet.',
      },
    ],
    obstacle: [
      {
        th: 'อีกเรื่องที่ขวางอยู่คือระยะทางและจังหวะชีวิตที่ต่างกัน ทำให้ไม่มีช่วงเวลาร่วมกันแบบเดิม',
        en: 'Another is distance and different rhythms of life, with no shared time as before.',
      },
    ],
    advice: [
      {
        th: 'ส่งข่าวเป็นระยะแบบไม่หวังผล เช่น เล่าเรื่องที่ทำให้นึกถึงเขา แล้วดูว่าเขาต่อบทสนทนาไหม',
        en: 'Send news now and then without expecting anything — something that reminded you of them — and see if they carry it on.',
      },
    ],
    when: (c) => ({
      th: `โอกาสได้เจอหรือได้คุยกันจริงจังมีแนวโน้มเป็น${c.window.th}`,
      en: `A chance to meet or talk properly is likely ${c.window.en}.`,
    }),
    gist: {
      th: 'ความรู้สึกยังอยู่แต่ถูกระยะทางทำให้จางลง',
      en: 'feelings remain, faded a little by distance',
    },
  },
  rebound: {
    name: (c) => ({
      th: `ที่${c.t.th}เพิ่งออกจากความสัมพันธ์เก่า`,
      en: `${capitalise(c.t.poss)} recent break-up`,
    }),
    read: [
      {
        th: 'คนที่เพิ่งออกจากความสัมพันธ์มักยังมีใจที่ต้องเก็บกวาด ความรู้สึกใหม่จึงปนกับความสับสน',
        en: 'Someone just out of a relationship still has a heart to tidy up, so new feelings mix with confusion.',
      },
    ],
    feel: [
      (c) => ({
        th: `${c.t.th}อาจรู้สึกดีกับคุณจริง แต่ยังแยกไม่ออกชัดว่าเป็นความผูกพันหรือความต้องการที่พักใจ`,
        en: `${capitalise(c.t.subj)} may truly like you, but cannot yet tell attachment from the need for a safe harbour.`,
      }),
    ],
    future: [
      {
        th: 'ถ้าให้เวลาเขาได้หายดีก่อน สิ่งที่เกิดขึ้นระหว่างคุณสองคนจะชัดและมั่นคงกว่า',
        en: 'If you let them heal first, whatever grows between you will be clearer and steadier.',
      },
    ],
    obstacle: [
      {
        th: 'อีกเรื่องที่ขวางอยู่คือเงาของความสัมพันธ์เก่าที่ยังไม่จางไป',
        en: 'Another is the shadow of the old relationship, not yet faded.',
      },
    ],
    advice: [
      {
        th: 'เป็นเพื่อนที่รับฟังโดยไม่เร่ง และอย่ารับบทเป็นคนเติมช่องว่างให้ใคร',
        en: 'Be a friend who listens without hurrying — and do not take the role of filling someone’s gap.',
      },
    ],
    when: (c) => ({
      th: `ใจของเขามีแนวโน้มจะนิ่งพอ${c.window.th}`,
      en: `Their heart should settle ${c.window.en}.`,
    }),
    gist: {
      th: 'มีความรู้สึกดีปนกับใจที่ยังไม่หายดีจากเรื่องเก่า',
      en: 'warmth mixed with a heart not yet healed',
    },
  },
  'old-friends': {
    name: (c) => ({
      th: `ที่คุณกับ${c.t.th}เป็นเพื่อนกันมานาน`,
      en: `Your long friendship with ${c.t.obj}`,
    }),
    read: [
      {
        th: 'มิตรภาพที่ยาวนานคือรากที่ดี แต่ก็ทำให้ความรู้สึกใหม่ ๆ ถูกมองว่าเป็นเรื่องธรรมดา',
        en: 'A long friendship is a good root, but it makes new feelings look ordinary.',
      },
    ],
    feel: [
      (c) => ({
        th: `${c.t.th}ไว้ใจคุณมาก และอาจเคยสงสัยในความรู้สึกตัวเองบ้าง แต่ความกลัวเสียเพื่อนทำให้ไม่เคยพูด`,
        en: `${capitalise(c.t.subj)} trust${c.t.s} you deeply and may have wondered about ${c.t.poss} own feelings, but fear of losing a friend kept ${c.t.obj} quiet.`,
      }),
    ],
    future: [
      {
        th: 'ความสัมพันธ์ที่มีมิตรภาพเป็นฐานมักยืนยาว ถ้าเปลี่ยนผ่านอย่างค่อยเป็นค่อยไป',
        en: 'Bonds built on friendship tend to last, if the change comes gently.',
      },
    ],
    obstacle: [
      {
        th: 'อีกเรื่องที่ขวางอยู่คือความเคยชิน ที่ทำให้ความรู้สึกใหม่ถูกมองข้ามไปทั้งสองฝั่ง',
        en: 'Another is habit, which lets new feelings go unnoticed on both sides.',
      },
    ],
    advice: [
      {
        th: 'ค่อย ๆ เปลี่ยนบรรยากาศจากกลุ่มเป็นสองคน ดูว่าเขาสบายใจกับความใกล้ชิดแบบใหม่ไหม',
        en: 'Gradually turn group time into time for two, and see whether they are at ease with the new closeness.',
      },
    ],
    when: (c) => ({
      th: `จังหวะที่เหมาะจะพูดความในใจมีแนวโน้มเป็น${c.window.th}`,
      en: `The right moment to speak your heart is likely ${c.window.en}.`,
    }),
    gist: {
      th: 'มีความไว้ใจแบบเพื่อนสนิทเป็นฐาน',
      en: 'the trust of close friends is the base',
    },
  },
  'near-quiet': {
    name: (c) => ({
      th: `ที่เห็นหน้า${c.t.th}บ่อยแต่แทบไม่มีโอกาสคุยกันสองต่อสอง`,
      en: `Seeing ${c.t.obj} often but rarely talking one to one`,
    }),
    read: [
      {
        th: 'การเห็นหน้ากันบ่อยโดยแทบไม่ได้คุยกันสองต่อสอง ทำให้ต่างคนต่างเห็นแค่ด้านที่เป็นทางการของกัน',
        en: 'Meeting often without talking privately means you each see only the formal side of the other.',
      },
    ],
    feel: [
      (c) => ({
        th: `${c.t.th}อาจสังเกตคุณอยู่บ้าง แต่ยังไม่มีโอกาสรู้จักตัวจริงของคุณมากพอจะมีความรู้สึกชัดเจน`,
        en: `${capitalise(c.t.subj)} may notice you, but ${c.t.have} not had the chance to know the real you well enough for clear feelings.`,
      }),
    ],
    future: [
      {
        th: 'ความสัมพันธ์จะขยับได้เมื่อมีบทสนทนานอกเรื่องงาน แม้เพียงห้านาที',
        en: 'Things can move once there is talk beyond work, even five minutes of it.',
      },
    ],
    obstacle: [
      {
        th: 'อีกเรื่องที่ขวางอยู่คือบรรยากาศที่ไม่เอื้อให้คุยเรื่องส่วนตัว',
        en: 'Another is a setting that does not invite personal talk.',
      },
    ],
    advice: [
      {
        th: 'หาเรื่องเล็ก ๆ คุยนอกเรื่องงาน เช่น ชวนไปซื้อกาแฟ หรือถามถึงสิ่งที่เขาชอบ',
        en: 'Find small things to talk about beyond work — a coffee run, or what they enjoy.',
      },
    ],
    when: (c) => ({
      th: `โอกาสได้คุยกันมากขึ้นมีแนวโน้มมา${c.window.th}`,
      en: `A chance to talk more is likely ${c.window.en}.`,
    }),
    gist: {
      th: 'ยังรู้จักกันแค่ผิวเผิน ความรู้สึกจึงยังไม่ก่อตัวชัด',
      en: 'you know each other only on the surface, so feelings have not formed clearly',
    },
  },
};

// ---------------------------------------------------------------------------------------------
// Feelings, future, obstacles, advice by the bond and the stars
// ---------------------------------------------------------------------------------------------

const FEEL: Record<Relationship, Record<Tier, readonly Frag<Ctx>[]>> = {
  friend: {
    high: [
      (c) => ({
        th: `${c.t.th}มีแนวโน้มรู้สึกอบอุ่นกับคุณมากกว่าเพื่อนทั่วไป คุณเป็นคนที่เขาสบายใจด้วย`,
        en: `${capitalise(c.t.subj)} likely feel${c.t.s} warmer towards you than towards most friends; you are someone ${c.t.subj} feel${c.t.s} at ease with.`,
      }),
      (c) => ({
        th: `ในใจ${c.t.th}คุณเป็นเพื่อนคนสำคัญ และอาจมีความรู้สึกพิเศษที่ยังไม่ได้พูด`,
        en: `In ${c.t.poss} heart you are an important friend, perhaps with something special left unsaid.`,
      }),
    ],
    mid: [
      (c) => ({
        th: `${c.t.th}รู้สึกดีกับคุณ แต่ยังมองผ่านกรอบของความเป็นเพื่อนเป็นหลัก`,
        en: `${capitalise(c.t.subj)} like${c.t.s} you, but mostly still through the frame of friendship.`,
      }),
    ],
    low: [
      (c) => ({
        th: `ตอนนี้${c.t.th}อาจยังมองคุณเป็นเพื่อนที่ดี และยังไม่ได้คิดไปไกลกว่านั้น`,
        en: `For now ${c.t.subj} may see you as a good friend and not think beyond that.`,
      }),
    ],
  },
  colleague: {
    high: [
      (c) => ({
        th: `${c.t.th}มีแนวโน้มชื่นชมและไว้ใจคุณ ทั้งในเรื่องงานและในตัวตน`,
        en: `${capitalise(c.t.subj)} likely admire${c.t.s} and trust${c.t.s} you, at work and as a person.`,
      }),
    ],
    mid: [
      (c) => ({
        th: `${c.t.th}รู้สึกดีกับคุณ แต่ยังแยกความรู้สึกส่วนตัวออกจากเรื่องงานอย่างระมัดระวัง`,
        en: `${capitalise(c.t.subj)} like${c.t.s} you, but carefully keep${c.t.s} private feelings apart from work.`,
      }),
    ],
    low: [
      (c) => ({
        th: `ตอนนี้ความรู้สึกของ${c.t.th}ยังอยู่ในกรอบของเพื่อนร่วมงานที่เคารพกัน`,
        en: `For now ${c.t.poss} feelings stay within respectful colleague terms.`,
      }),
    ],
  },
  crush: {
    high: [
      (c) => ({
        th: `${c.t.th}มีแนวโน้มรับรู้ความใส่ใจของคุณ และรู้สึกดีกับมันมากกว่าที่แสดงออก`,
        en: `${capitalise(c.t.subj)} likely notice${c.t.s} your attention and like${c.t.s} it more than ${c.t.subj} show${c.t.s}.`,
      }),
      (c) => ({
        th: `ความรู้สึกของ${c.t.th}กำลังเอนมาทางคุณ เพียงแต่ยังรอจังหวะที่ปลอดภัยพอจะแสดงออก`,
        en: `${capitalise(c.t.poss)} feelings are leaning your way, only waiting for a safe enough moment to show.`,
      }),
    ],
    mid: [
      (c) => ({
        th: `${c.t.th}รู้สึกดีกับคุณ แต่ยังลังเลว่าความรู้สึกนั้นคืออะไร`,
        en: `${capitalise(c.t.subj)} like${c.t.s} you but ${c.t.be} unsure what that feeling is.`,
      }),
    ],
    low: [
      (c) => ({
        th: `ตอนนี้${c.t.th}อาจยังไม่ได้มองคุณในแบบเดียวกับที่คุณมองเขา ใจของเขายังอยู่กับเรื่องอื่น`,
        en: `For now ${c.t.subj} may not see you the way you see ${c.t.obj}; ${c.t.poss} mind is elsewhere.`,
      }),
    ],
  },
  exLover: {
    high: [
      (c) => ({
        th: `${c.t.th}อาจยังมีความผูกพันกับคุณอยู่ไม่น้อย โดยเฉพาะกับช่วงเวลาดี ๆ ที่เคยมีร่วมกัน`,
        en: `${capitalise(c.t.subj)} may still feel quite attached, especially to the good times you shared.`,
      }),
    ],
    mid: [
      (c) => ({
        th: `ความรู้สึกของ${c.t.th}อยู่ระหว่างความคิดถึงกับความระมัดระวัง อยากรู้ความเป็นไปของคุณแต่กลัวเจ็บซ้ำ`,
        en: `${capitalise(c.t.poss)} feelings sit between missing you and caution — curious about you, wary of hurting again.`,
      }),
    ],
    low: [
      (c) => ({
        th: `ช่วงนี้${c.t.th}อาจกำลังพยายามเดินหน้าต่อ และเลือกเว้นระยะจากเรื่องเก่า`,
        en: `${capitalise(c.t.subj)} may be trying to move on and choosing distance from the past.`,
      }),
    ],
  },
  family: {
    high: [
      (c) => ({
        th: `${c.t.th}รักและห่วงคุณลึกซึ้ง แม้วิธีแสดงออกอาจไม่ตรงกับที่คุณอยากได้`,
        en: `${capitalise(c.t.subj)} love${c.t.s} and worr${c.t.s ? 'ies' : 'y'} about you deeply, even if the way ${c.t.subj} show${c.t.s} it is not what you hope for.`,
      }),
    ],
    mid: [
      (c) => ({
        th: `${c.t.th}ห่วงใยคุณ แต่มีเรื่องที่ค้างคาใจและยังไม่รู้จะเริ่มพูดอย่างไร`,
        en: `${capitalise(c.t.subj)} care${c.t.s} about you but carr${c.t.s ? 'ies' : 'y'} something unsaid and does not know how to start.`,
      }),
    ],
    low: [
      (c) => ({
        th: `ตอนนี้${c.t.th}อาจเหนื่อยหรือน้อยใจบางเรื่อง จึงดูเย็นชากว่าปกติ ทั้งที่ความผูกพันยังอยู่`,
        en: `${capitalise(c.t.subj)} may be tired or hurt about something, so seem${c.t.s} cooler, though the bond remains.`,
      }),
    ],
  },
  stranger: {
    high: [
      (c) => ({
        th: `ความประทับใจแรกที่${c.t.th}มีต่อคุณอยู่ในเกณฑ์ดี และมีแนวโน้มอยากรู้จักคุณมากขึ้น`,
        en: `${capitalise(c.t.poss)} first impression of you is good, and ${c.t.subj} likely want${c.t.s} to know you more.`,
      }),
    ],
    mid: [
      (c) => ({
        th: `${c.t.th}ยังสังเกตคุณอยู่ รู้สึกเป็นมิตร แต่ยังไม่มีอะไรมากกว่านั้นชัดเจน`,
        en: `${capitalise(c.t.subj)} ${c.t.be} still watching — friendly, with nothing clearer yet.`,
      }),
    ],
    low: [
      (c) => ({
        th: `ตอนนี้${c.t.th}อาจยังไม่ได้นึกถึงคุณมากนัก เพราะยังไม่ได้มีเรื่องราวร่วมกัน`,
        en: `For now ${c.t.subj} may not think of you much, with no shared story yet.`,
      }),
    ],
  },
};

const FUTURE: Record<Tier, readonly Frag<Ctx>[]> = {
  high: [
    {
      th: 'ความสัมพันธ์มีแนวโน้มใกล้ชิดกันมากขึ้น ถ้าคุณเปิดโอกาสให้มีการคุยที่จริงใจ',
      en: 'The bond is likely to grow closer if you make room for honest talk.',
    },
    {
      th: 'ดวงเปิดทางให้ทั้งสองคนเดินเข้าหากันได้ง่ายกว่าปกติ',
      en: 'The stars make it easier than usual to step towards each other.',
    },
  ],
  mid: [
    {
      th: 'ความสัมพันธ์จะค่อย ๆ ชัดขึ้น อย่าเร่งผล ปล่อยให้ความรู้สึกเติบโตตามธรรมชาติ',
      en: 'Things will clear slowly; do not rush — let feelings grow naturally.',
    },
    {
      th: 'อนาคตยังเปิดกว้าง ขึ้นกับว่าทั้งสองฝ่ายกล้าก้าวเข้าหากันมากแค่ไหน',
      en: 'The future is open, depending on how far you both dare to step closer.',
    },
  ],
  low: [
    {
      th: 'ช่วงนี้ความสัมพันธ์ยังไม่ขยับมาก ควรให้เวลาและดูแลใจตัวเองไปพร้อมกัน',
      en: 'Little may move for now; give it time and look after your own heart meanwhile.',
    },
    {
      th: 'อนาคตอาจไม่เป็นอย่างที่หวังในตอนนี้ แต่ความสัมพันธ์ที่ดีในรูปแบบอื่นยังเป็นไปได้',
      en: 'The future may not match your hopes now, but a good bond of another kind is still possible.',
    },
  ],
};

const OBSTACLES: Record<Relationship, readonly Frag<Ctx>[]> = {
  friend: [
    {
      th: 'อุปสรรคแรกคือความเป็นเพื่อนที่ทำให้ไม่กล้าเสี่ยง ถ้าพูดแล้วไม่ตรงกันอาจอึดอัดกันทั้งกลุ่ม',
      en: 'The first obstacle is the friendship itself: a mismatch could make the whole group awkward.',
    },
    (c) => ({
      th: `อุปสรรคแรกคือทั้งคุณและ${c.t.th}เคยชินกับบทบาทเพื่อน จนไม่รู้จะเปลี่ยนจังหวะอย่างไร`,
      en: `The first obstacle is that you and ${c.t.obj} are so used to being friends that neither knows how to change the rhythm.`,
    }),
  ],
  colleague: [
    {
      th: 'อุปสรรคแรกคือสายตาคนในที่ทำงานและความกังวลว่าจะกระทบงาน ทำให้ต่างคนต่างระวังตัว',
      en: 'The first obstacle is watchful colleagues and worry about work, which keep you both guarded.',
    },
    (c) => ({
      th: `อุปสรรคแรกคือเรื่องงานที่ผูกคุณกับ${c.t.th}ไว้ ถ้าความรู้สึกไม่ตรงกันก็ยังต้องเจอหน้ากันทุกวัน`,
      en: `The first obstacle is the work that ties you to ${c.t.obj}: if feelings do not match, you still meet every day.`,
    }),
  ],
  crush: [
    {
      th: 'อุปสรรคแรกคือการสื่อสารที่ยังไม่ชัด ต่างคนต่างเดาใจกันอยู่',
      en: 'The first obstacle is unclear communication; each of you is guessing at the other.',
    },
    (c) => ({
      th: `อุปสรรคแรกคือ${c.t.th}ยังไม่รู้ว่าคุณรู้สึกอย่างไร จึงตอบสนองได้แค่เท่าที่เห็น`,
      en: `The first obstacle is that ${c.t.subj} do${c.t.s ? 'es' : ''} not know how you feel, so can only respond to what shows.`,
    }),
  ],
  exLover: [
    {
      th: 'อุปสรรคแรกคือเรื่องเก่าที่ยังไม่ได้เคลียร์ และความกลัวว่าจะเจ็บซ้ำ',
      en: 'The first obstacle is old matters never cleared up, and the fear of being hurt again.',
    },
    (c) => ({
      th: `อุปสรรคแรกคือภาพของ${c.t.th}ในความทรงจำ ซึ่งอาจไม่ตรงกับตัวเขาในวันนี้แล้ว`,
      en: `The first obstacle is the ${c.t.subj === 'they' ? 'person' : c.t.subj} in your memory, who may not match who ${c.t.subj} ${c.t.be} today.`,
    }),
  ],
  family: [
    {
      th: 'อุปสรรคแรกคือความคาดหวังต่อกัน และวิธีแสดงความรักที่ต่างกันตามวัย',
      en: 'The first obstacle is expectations, and different ways of showing love across generations.',
    },
    (c) => ({
      th: `อุปสรรคแรกคือเรื่องเก่าในบ้านที่คุณกับ${c.t.th}ต่างเลี่ยงจะพูดถึง`,
      en: `The first obstacle is old family matters you and ${c.t.obj} both avoid.`,
    }),
  ],
  stranger: [
    {
      th: 'อุปสรรคแรกคือเวลาที่ยังน้อยเกินจะรู้จักกันจริง และความเขินที่จะเริ่ม',
      en: 'The first obstacle is too little time to really know each other, and shyness about starting.',
    },
    (c) => ({
      th: `อุปสรรคแรกคือคุณกับ${c.t.th}ยังไม่มีเรื่องร่วมกันให้คุยต่อ`,
      en: `The first obstacle is that you and ${c.t.obj} have no shared story to build on yet.`,
    }),
  ],
};

/** What the bond may grow into, by the bond itself. */
const REL_FUTURE: Record<Relationship, readonly Frag<Ctx>[]> = {
  friend: [
    (c) => ({
      th: `ไม่ว่าจะไปทางไหน มิตรภาพกับ${c.t.th}มีรากที่ดีพอจะไม่พังง่าย ๆ`,
      en: `Whichever way it goes, your friendship with ${c.t.obj} has roots good enough not to break easily.`,
    }),
    {
      th: 'ถ้าจะเปลี่ยนจากเพื่อนเป็นมากกว่านั้น ให้เปลี่ยนทีละน้อยจนทั้งคู่สบายใจ',
      en: 'If friendship is to become more, let it change little by little until you are both at ease.',
    },
  ],
  colleague: [
    {
      th: 'ความสัมพันธ์ที่เริ่มจากที่ทำงานไปได้ดี ถ้าทั้งคู่แยกเรื่องงานกับเรื่องใจได้ชัด',
      en: 'A bond that starts at work goes well if you both keep work and heart clearly apart.',
    },
  ],
  crush: [
    (c) => ({
      th: `ภาพที่ชัดขึ้นของคุณกับ${c.t.th}จะมาจากการได้ใช้เวลาด้วยกันจริง มากกว่าการเฝ้ามองอยู่ไกล ๆ`,
      en: `A clearer picture of you and ${c.t.obj} will come from real time together, not from watching at a distance.`,
    }),
    {
      th: 'ความรู้สึกช่วงแรกนี้จะเติบโตหรือจางลง ขึ้นกับว่ามีโอกาสได้รู้จักกันมากขึ้นหรือไม่',
      en: 'Whether these early feelings grow or fade depends on getting to know each other more.',
    },
  ],
  exLover: [
    {
      th: 'ความสัมพันธ์กับแฟนเก่าอาจกลับมาในรูปใหม่ เป็นคนรักหรือเป็นคนที่ปล่อยกันไปอย่างเข้าใจก็ได้',
      en: 'A bond with an ex may return in a new form — as lovers again, or as people who let go with understanding.',
    },
  ],
  family: [
    (c) => ({
      th: `สายใยกับ${c.t.th}ไม่หายไปไหน ความใกล้ชิดจะกลับมาเมื่อมีคนเริ่มก้าวเข้าหาก่อน`,
      en: `The tie with ${c.t.obj} does not go anywhere; closeness returns when someone takes the first step.`,
    }),
  ],
  stranger: [
    {
      th: 'ความประทับใจแรกเป็นแค่ประตู สิ่งที่เกิดต่อจากนี้ขึ้นกับการได้คุยกันอีกหลายครั้ง',
      en: 'A first impression is only a door; what follows depends on many more conversations.',
    },
  ],
};

/** Colours for a meeting with this person: when the lucky section's colours are worn. */
const REL_OCCASION: Record<Relationship, Bi> = {
  friend: { th: 'นัดเจอ', en: 'meet' },
  colleague: { th: 'ต้องทำงานใกล้ชิดกับ', en: 'work closely with' },
  crush: { th: 'ได้คุยกับ', en: 'talk with' },
  exLover: { th: 'ต้องเจอหรือคุยกับ', en: 'see or talk with' },
  family: { th: 'ไปหา', en: 'visit' },
  stranger: { th: 'มีโอกาสได้คุยกับ', en: 'get a chance to talk with' },
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
      th: 'อย่ากลับไปเพียงเพราะความเหงา ความสัมพันธ์รอบใหม่ต้องดีกว่าเดิม ไม่ใช่วนซ้ำเรื่องเก่า',
      en: 'Do not go back out of loneliness; a second chance must be better, not a rerun.',
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
      th: 'ค่อย ๆ ทำความรู้จักผ่านบทสนทนาสบาย ๆ อย่าเพิ่งคาดหวังมาก ให้ความประทับใจได้ทำงานของมัน',
      en: 'Get to know each other through easy conversation; do not expect much yet — let impressions work.',
    },
    {
      th: 'หาเรื่องที่สนใจร่วมกัน แล้วใช้เป็นสะพานไปสู่การคุยครั้งต่อไป',
      en: 'Find a shared interest and use it as a bridge to the next conversation.',
    },
  ],
};

/** The asker's own feelings, acknowledged in plain words. */
const MINE_LINES: Record<Mine, readonly Bi[]> = {
  shy: [
    {
      th: 'ส่วนใจคุณเองที่ชอบแต่ยังไม่กล้าบอก เป็นความรู้สึกที่มีค่า ไม่จำเป็นต้องรีบพูดจนกว่าจะพร้อม',
      en: 'Your own liking, not yet spoken, is precious; no need to say it before you are ready.',
    },
    {
      th: 'ความรู้สึกที่คุณเก็บไว้ไม่ได้เป็นภาระ มันบอกว่าคุณใส่ใจเขาจริง',
      en: 'The feeling you keep to yourself is not a burden; it shows you truly care.',
    },
  ],
  confused: [
    {
      th: 'ความสับสนที่คุณรู้สึกเป็นเรื่องธรรมดาเมื่อสัญญาณจากอีกฝั่งยังไม่ชัด ไม่ต้องรีบตัดสินใจวันนี้',
      en: 'Your confusion is natural when the signals are unclear; no need to decide today.',
    },
  ],
  missing: [
    {
      th: 'ส่วนความคิดถึงที่คุณมีทุกวัน ให้มันอยู่ได้โดยไม่ต้องให้มันกำหนดทุกการกระทำของคุณ',
      en: 'The missing you feel every day can stay, without deciding everything you do.',
    },
  ],
  hurt: [
    {
      th: 'ความน้อยใจที่คุณรู้สึกเป็นสัญญาณว่าคุณต้องการความใส่ใจมากกว่านี้ ซึ่งเป็นความต้องการที่ไม่ผิด',
      en: 'Your hurt says you need more care than you get — a fair thing to need.',
    },
  ],
  clarity: [
    {
      th: 'การอยากได้ความชัดเจนเป็นสิทธิ์ของคุณ ความสัมพันธ์ที่ดีไม่ควรทำให้ต้องเดาอยู่ฝ่ายเดียว',
      en: 'Wanting clarity is your right; a good bond should not leave you guessing alone.',
    },
  ],
  other: [
    {
      th: 'ความรู้สึกของคุณเองก็สำคัญพอ ๆ กับของเขา ให้เกียรติมันโดยไม่ต้องรีบหาคำตอบ',
      en: 'Your own feelings matter as much as theirs; honour them without rushing for answers.',
    },
  ],
};

/** How the told situation colours the answer to the question. */
const ANSWER_VIA: Record<SituationSignal, Bi> = {
  silence: {
    th: 'ระหว่างที่เขายังเงียบอยู่ คำตอบนี้จึงยังไม่ชัดเต็มที่ ที่พอบอกได้คือ',
    en: 'While they are silent the answer cannot be fully clear, but',
  },
  quarrel: {
    th: 'หลังเรื่องขัดใจที่เพิ่งเกิดขึ้น ดวงบอกว่า',
    en: 'After the recent quarrel,',
  },
  daily: { th: 'จากที่คุยกันสม่ำเสมอแบบนี้ ดวงบอกว่า', en: 'Given how steadily you talk,' },
  invites: { th: 'จากการที่เขาชวนคุณบ่อย ๆ ดวงบอกว่า', en: 'Given their invitations,' },
  distance: { th: 'แม้จะอยู่ห่างกัน ดวงบอกว่า', en: 'Even at a distance,' },
  rebound: {
    th: 'ในช่วงที่เขาเพิ่งออกจากเรื่องเก่า ดวงบอกว่า',
    en: 'While they are fresh out of a relationship,',
  },
  'old-friends': { th: 'บนมิตรภาพที่ยาวนาน ดวงบอกว่า', en: 'On the ground of a long friendship,' },
  'near-quiet': {
    th: 'จากที่ยังแทบไม่ได้คุยกันจริงจัง ดวงบอกว่า',
    en: 'As you have barely talked properly yet,',
  },
};

/** The answer to the asker's own question, quoted once. */
function answerLine(c: Ctx, asked: Asked, q: string, rng: Rng): Bi {
  const lead = pick(rng, [
    { th: `ส่วนที่ถามว่า “${q}”`, en: `As for “${q}”:` },
    { th: `สำหรับคำถาม “${q}”`, en: `On your question “${q}”:` },
  ]);
  const quiet = c.lead === 'silence' || c.silentToo;
  const by: Record<Asked, Record<Tier, Bi>> = {
    feel: {
      high: {
        th: 'ดวงเอนไปทางที่เขารู้สึกดีกับคุณ แต่เป็นความรู้สึกที่ยังต้องดูจากการกระทำประกอบ',
        en: 'the stars lean towards warm feelings, still to be read alongside their actions',
      },
      mid: {
        th: 'เขามีความรู้สึกดีอยู่ แต่ยังไม่ชัดพอจะตั้งชื่อ',
        en: 'there is warmth, not yet clear enough to name',
      },
      low: {
        th: 'ตอนนี้ใจของเขายังไม่ได้อยู่ที่เรื่องนี้เป็นหลัก',
        en: 'their mind is not mainly on this right now',
      },
    },
    return: {
      high: {
        th: 'มีแนวโน้มที่เขาจะกลับมาติดต่อ แต่อาจมาในรูปที่เบากว่าที่คุณคาด',
        en: 'they may well get back in touch, though perhaps more lightly than you expect',
      },
      mid: {
        th: 'ประตูยังไม่ปิด แต่การกลับมาขึ้นกับว่าเรื่องที่ทำให้ห่างกันได้รับการแก้หรือยัง',
        en: 'the door is not shut, but a return depends on whether what parted you has changed',
      },
      low: {
        th: 'ช่วงนี้ยังไม่เห็นสัญญาณว่าจะกลับมา ควรวางแผนชีวิตโดยไม่รอคำตอบนี้',
        en: 'there is no sign of a return for now; plan your life without waiting on it',
      },
    },
    'just-friends': {
      high: {
        th: 'ดวงชี้ว่ามีอะไรมากกว่าเพื่อนซ่อนอยู่ แต่เขาอาจยังไม่แน่ใจพอจะยอมรับ',
        en: 'there seems to be more than friendship, though they may not be sure enough to admit it',
      },
      mid: {
        th: 'ตอนนี้เขามองคุณเป็นคนพิเศษในกลุ่มเพื่อน แต่เส้นแบ่งยังไม่ชัด',
        en: 'they see you as someone special among friends, with the line still blurred',
      },
      low: {
        th: 'ตอนนี้เขามีแนวโน้มมองคุณเป็นเพื่อนที่ดี',
        en: 'for now they likely see you as a good friend',
      },
    },
    'first-move': {
      high: {
        th: quiet
          ? 'ทักได้หนึ่งครั้งแบบเบา ๆ แล้วให้พื้นที่เขา ไม่ต้องตามซ้ำ'
          : 'ทักไปก่อนได้ ดวงช่วงนี้เปิดให้ข้อความของคุณได้รับการตอบรับดี',
        en: quiet
          ? 'one light message is fine, then give them space'
          : 'yes — the stars favour your message being well received',
      },
      mid: {
        th: quiet
          ? 'ถ้าเคยทักไปแล้ว ไม่ต้องทักซ้ำ ให้เวลาเขาได้ตอบเอง'
          : 'ทักได้ ถ้าเป็นเรื่องง่าย ๆ ที่ไม่ต้องการคำตอบยาว',
        en: quiet
          ? 'if you have already written, do not write again; let them answer in their own time'
          : 'yes, if it is something light that needs no long reply',
      },
      low: {
        th: 'ช่วงนี้ยังไม่ต้องรีบทัก ให้เวลาทั้งสองฝ่ายก่อน',
        en: 'no need to hurry; give you both time first',
      },
    },
    'someone-else': {
      high: {
        th: 'ดวงไม่ได้ชี้ว่ามีคนอื่น ความกังวลนี้น่าจะมาจากความไม่ชัดเจนมากกว่า',
        en: 'nothing points to someone else; the worry likely comes from unclear signals',
      },
      mid: {
        th: 'ดวงบอกเรื่องนี้ไม่ได้ชัด ถ้ากังวลมาก การถามตรง ๆ อย่างสุภาพดีกว่าการเดา',
        en: 'the stars cannot say clearly; if it worries you, asking politely beats guessing',
      },
      low: {
        th: 'ดวงบอกได้แค่ว่าใจเขายังไม่ได้อยู่ที่คุณเต็มที่ ส่วนจะมีใครหรือไม่ ต้องฟังจากปากเขาเอง',
        en: 'the stars only show their heart is not fully with you; whether there is someone else only they can say',
      },
    },
    other: {
      high: {
        th: 'ดวงตอบรับในทางที่ดี ถ้าคุณเดินหน้าด้วยความจริงใจ',
        en: 'the stars answer favourably if you go ahead sincerely',
      },
      mid: {
        th: 'คำตอบยังขึ้นกับการคุยกันให้ชัดของทั้งสองฝ่าย',
        en: 'the answer rests on both of you talking clearly',
      },
      low: {
        th: 'ช่วงนี้ยังไม่ใช่จังหวะ ให้เวลากับเรื่องนี้อีกสักพัก',
        en: 'the timing is not right yet; give it a while',
      },
    },
  };
  // Family is not a romance: "just friends?" or "someone else?" asks about a family bond.
  const a =
    c.rel === 'family' && (asked === 'just-friends' || asked === 'someone-else')
      ? {
          th: 'สำหรับคนในครอบครัว ความรู้สึกของเขาเป็นความผูกพันแบบครอบครัว ซึ่งลึกกว่าที่คำถามนี้จะวัดได้ สิ่งที่ควรดูคือเขาห่วงใยคุณอย่างไรในชีวิตประจำวัน',
          en: 'for family, their feeling is a family bond, deeper than this question can measure; what to watch is how they care for you day to day',
        }
      : by[asked][c.tier];
  const via = c.lead === 'none' ? null : ANSWER_VIA[c.lead];
  return via
    ? { th: `${lead.th} ${via.th} ${a.th}`, en: `${lead.en} ${via.en} ${a.en}.` }
    : { th: `${lead.th} ${a.th}`, en: `${lead.en} ${a.en}.` };
}

/** What the seeker's day, or the target's birth day, adds to reading their feelings. */
const DAY_ROLE_HEART: Record<TaksaRoleId, Bi> = {
  companions: {
    th: 'คนใกล้ตัวช่วยให้อ่านใจเขาได้ง่ายขึ้น',
    en: 'people close to you help you read their heart',
  },
  longevity: {
    th: 'เป็นวันที่ควรดูแลใจตัวเองก่อนเดาใจใคร',
    en: 'a day to look after your own heart before guessing anyone else’s',
  },
  power: {
    th: 'คำพูดของคุณมีน้ำหนัก ถ้าจะถามอะไรให้ถามอย่างนุ่มนวล',
    en: 'your words carry weight; if you ask anything, ask gently',
  },
  fortune: {
    th: 'เสน่ห์ของคุณเด่น สัญญาณดี ๆ มักมาถึงง่าย แต่อย่าตีความเกินจริง',
    en: 'your charm is strong and good signs arrive easily — do not over-read them',
  },
  foundation: {
    th: 'เหมาะกับการคุยเรื่องที่มั่นคงระยะยาวมากกว่าเรื่องหวือหวา',
    en: 'better for steady, long-term talk than for thrills',
  },
  diligence: {
    th: 'ความสัมพันธ์ต้องอาศัยความสม่ำเสมอมากกว่าโชค',
    en: 'this bond needs consistency more than luck',
  },
  support: {
    th: 'คำแนะนำจากคนที่ไว้ใจช่วยให้มองเรื่องนี้ชัดขึ้น',
    en: 'advice from someone you trust helps you see this clearly',
  },
  misfortune: {
    th: 'ควรเลี่ยงการถามเรื่องสำคัญหรือตีความข้อความเกินจริงในวันนี้',
    en: 'avoid asking big questions or over-reading messages today',
  },
};

function starsLine(c: Ctx, rng: Rng): Bi | null {
  const { seeker, target, d } = c;
  const options: Bi[] = [];
  if (target.weekday && target.traits) {
    options.push({
      th: `${c.t.th}เกิด${dayTh(target.weekday)} ตำราว่าคนเกิดวันนี้${target.traits.loveTh}`,
      en: `${capitalise(c.t.subj === 'they' ? 'they were' : `${c.t.subj} was`)} born on a ${dayEn(target.weekday)}, and the lore tells those born that day: “${target.traits.loveEn}”`,
    });
  }
  if (seeker.weekday && seeker.dayRole) {
    const r = seeker.dayRole;
    options.push({
      th: `${dayTh(d.weekday)}นี้เป็นวัน${r.nameTh}ของคนเกิด${dayTh(seeker.weekday)}อย่างคุณ ${DAY_ROLE_HEART[r.id].th}`,
      en: `This ${dayEn(d.weekday)} is the ${r.nameEn} (${r.nameTh}) day for you, born on a ${dayEn(seeker.weekday)}: ${DAY_ROLE_HEART[r.id].en}.`,
    });
  }
  return options.length ? pick(rng, options) : null;
}

/** A step for the question the person asked, when it asks for one. */
const ASKED_ADVICE: Record<Asked, Bi | null> = {
  'first-move': {
    th: 'ถ้าจะทัก เริ่มจากเรื่องที่เขาสนใจหรือเรื่องที่เพิ่งเกิดขึ้นร่วมกัน ข้อความสั้นที่ตอบง่ายดีกว่าข้อความยาว',
    en: 'If you write first, start from something they care about or something you just shared; a short, easy-to-answer message beats a long one.',
  },
  return: {
    th: 'ระหว่างรอ อย่าวางชีวิตไว้กับการกลับมาของเขา ใช้เวลานี้ทบทวนว่าถ้าเขากลับมา คุณอยากให้อะไรต่างจากเดิม',
    en: 'While waiting, do not put your life on hold; think about what you would want to be different if they came back.',
  },
  'someone-else': {
    th: 'ถ้าความสงสัยนี้รบกวนใจ ถามตรง ๆ อย่างสุภาพดีกว่าการสืบหรือเดาเอง',
    en: 'If this doubt troubles you, asking politely beats investigating or guessing.',
  },
  'just-friends': {
    th: 'ถ้าอยากรู้ว่ามากกว่าเพื่อนไหม ลองชวนทำอะไรที่เป็นแบบสองคนดู แล้วสังเกตว่าเขารับอย่างไร',
    en: 'To learn whether it is more than friendship, suggest something for just the two of you and see how they take it.',
  },
  feel: {
    th: 'ความรู้สึกของเขาจะอ่านได้ชัดที่สุดจากการกระทำซ้ำ ๆ ไม่ใช่จากข้อความเดียว',
    en: 'Their feelings show most clearly in repeated actions, not in one message.',
  },
  other: null,
};

function focusSection(
  focus: TheirFeelingsFocus,
  c: Ctx,
  text: SignalText | null,
  asked: Asked | null,
  rng: Rng,
): ReadingSection {
  const heading = THEIR_FEELINGS_FOCUS_LABELS[focus];
  switch (focus) {
    case 'feelings':
      return section(
        'feelings',
        heading,
        present([
          text ? pickFrag(rng, text.feel, c) : null,
          pickFrag(rng, FEEL[c.rel][c.tier], c),
          starsLine(c, rng),
        ]),
      );
    case 'future':
      return section(
        'future',
        heading,
        present([
          text ? pickFrag(rng, text.future, c) : null,
          pickFrag(rng, FUTURE[c.tier], c),
          pickFrag(rng, REL_FUTURE[c.rel], c),
        ]),
      );
    case 'obstacles':
      return section(
        'obstacles',
        heading,
        present([
          pickFrag(rng, OBSTACLES[c.rel], c),
          text ? pickFrag(rng, text.obstacle, c) : pick(rng, GENERAL_OBSTACLES),
          c.seeker.traits && c.seeker.weekday
            ? {
                th: `ส่วนจากฝั่งคุณเอง คนเกิด${dayTh(c.seeker.weekday)}ควรระวัง${c.seeker.traits.watchOutTh}`,
                en: `On your side, as a ${dayEn(c.seeker.weekday)} birth, watch for this: ${lowerFirst(c.seeker.traits.watchOutEn)}`,
              }
            : null,
        ]),
      );
    case 'advice':
      return section(
        'advice',
        heading,
        present([
          text ? pickFrag(rng, text.advice, c) : null,
          asked ? ASKED_ADVICE[asked] : null,
          pick(rng, ADVICE[c.rel]),
        ]),
      );
    case 'timing':
      return section(
        'timing',
        heading,
        present([
          text
            ? pickFrag(rng, [text.when], c)
            : {
                th: `ความชัดเจนจากเขามีแนวโน้มมา${c.window.th}`,
                en: `Clarity from them is likely ${c.window.en}.`,
              },
          pick(rng, [
            {
              th: `วันที่เหมาะกับการทักหรือนัดเจอคือ${dayTh(c.sri)}ซึ่งเป็นวันศรี ส่วน${dayTh(c.kali)}ควรเลี่ยงเพราะเป็นวันกาลกิณี`,
              en: `The best day to reach out or meet is ${dayEn(c.sri)}, the fortune day; avoid ${dayEn(c.kali)}, the misfortune day.`,
            },
            {
              th: `ถ้าจะเริ่มคุยเรื่องสำคัญ ให้เลือก${dayTh(c.sri)} และเลี่ยง${dayTh(c.kali)}ซึ่งเป็นวันกาลกิณี`,
              en: `To start an important talk, choose a ${dayEn(c.sri)} and avoid ${dayEn(c.kali)}, the misfortune day.`,
            },
          ]),
        ]),
      );
  }
}

function warmthBase(rel: Relationship): number {
  return { friend: 60, colleague: 56, crush: 57, exLover: 53, family: 64, stranger: 52 }[rel];
}

function durationBonus(d: KnownDuration | undefined): number {
  if (!d) return 0;
  return { under1m: -3, '1-6m': 0, '6-12m': 2, '1-3y': 3, over3y: 4 }[d];
}

/** How a told situation moves the reading: talks and invitations warm it, silences cool it. */
const SIGNAL_EFFECT: Record<SituationSignal, number> = {
  silence: -6,
  quarrel: -4,
  daily: 6,
  invites: 6,
  distance: -3,
  rebound: -2,
  'old-friends': 2,
  'near-quiet': -2,
};

/** The reading in a sentence, by the bond: family love is not a crush. */
const GIST: Record<'family' | 'colleague' | 'other', Record<Tier, Bi>> = {
  family: {
    high: {
      th: 'ภาพรวมตอนนี้ เขารักและห่วงใยคุณอยู่เสมอ',
      en: 'for now they love and care for you, as ever',
    },
    mid: {
      th: 'ภาพรวมตอนนี้ เขาห่วงใยคุณ แต่มีบางเรื่องค้างใจอยู่',
      en: 'for now they care, with something left unsaid',
    },
    low: {
      th: 'ภาพรวมตอนนี้ ยังมีระยะห่างบางอย่างที่รอการคุยกัน',
      en: 'for now there is a distance waiting to be talked through',
    },
  },
  colleague: {
    high: {
      th: 'ภาพรวมตอนนี้ เขามีแนวโน้มชื่นชมและไว้ใจคุณ',
      en: 'for now they likely admire and trust you',
    },
    mid: {
      th: 'ภาพรวมตอนนี้ เขารู้สึกดีกับคุณแต่ยังระวังตัว',
      en: 'for now they like you but stay careful',
    },
    low: {
      th: 'ภาพรวมตอนนี้ เขายังเก็บความรู้สึกไว้ในกรอบของงาน',
      en: 'for now they keep feelings within work',
    },
  },
  other: {
    high: {
      th: 'ภาพรวมตอนนี้ เขามีแนวโน้มรู้สึกอบอุ่นกับคุณ',
      en: 'for now they likely feel warmly towards you',
    },
    mid: {
      th: 'ภาพรวมตอนนี้ เขารู้สึกดีกับคุณแต่ยังลังเล',
      en: 'for now they are fond of you but hesitant',
    },
    low: {
      th: 'ภาพรวมตอนนี้ เขายังเว้นระยะห่างทางใจ',
      en: 'for now they keep some distance',
    },
  },
};

const SUMMARY_FRAMES: readonly ((c: Ctx, rel: Bi) => Bi)[] = [
  (c, rel) => ({
    th: `ดูใจ${c.t.th === 'เขา' ? 'คนที่คุณถามถึง' : c.t.th} ซึ่งเป็น${rel.th}ของคุณ ณ วันที่ ${c.d.dateTh}`,
    en: `Reading ${c.t.subj === 'they' ? 'the person you asked about' : c.t.poss} heart — your ${rel.en} — as of ${c.d.dateEn}`,
  }),
  (c, rel) => ({
    th: `ความรู้สึกของ${c.t.th}ในฐานะ${rel.th} ตามดวงวันที่ ${c.d.dateTh}`,
    en: `How ${c.t.subj === 'they' ? 'this person' : c.t.subj}, your ${rel.en}, may feel, by the stars of ${c.d.dateEn}`,
  }),
];

const CARE: Record<Tier, readonly Frag<Ctx>[]> = {
  high: [
    (c) => ({
      th: `ใช้จังหวะดีนี้อย่างจริงใจ วันศรีที่ใกล้ที่สุดคือ${c.sriNext.th} ลองใส่${c.sri.colourTh}ในวันนั้น`,
      en: `Use this good timing sincerely; your nearest fortune day is ${c.sriNext.en} — wear ${c.sri.colourEn}.`,
    }),
  ],
  mid: [
    (c) => ({
      th: `ไม่ว่าใจเขาจะเป็นอย่างไร ดูแลใจตัวเองให้มั่นคงไว้ ${c.sriNext.th}เป็นวันศรีที่ใจคุณจะเบาที่สุด`,
      en: `Whatever their heart holds, keep yours steady; ${c.sriNext.en}, your fortune day, is when yours will feel lightest.`,
    }),
  ],
  low: [
    (c) => ({
      th: `ช่วงนี้ให้ความสุขของคุณไม่ขึ้นกับคำตอบของใคร ลองใส่${c.sri.colourTh}และทำสิ่งที่ชอบใน${c.sriNext.th}`,
      en: `For now, let your happiness not hang on anyone’s answer; wear ${c.sri.colourEn} and do something you love on ${c.sriNext.en}.`,
    }),
  ],
};

/** A last word for the asker, after their own feelings. */
const KEEP: Record<Mine | 'none', readonly Frag<Ctx>[]> = {
  shy: [
    {
      th: 'ความกล้าไม่จำเป็นต้องมาทีเดียวทั้งหมด เริ่มจากทักทายให้บ่อยขึ้นอีกนิดก็พอ',
      en: 'Courage need not come all at once; start by saying hello a little more often.',
    },
  ],
  confused: [
    {
      th: 'เมื่อใจสับสน ให้ดูว่าความสัมพันธ์นี้ทำให้คุณสบายใจหรือกังวลบ่อยกว่ากัน คำตอบอยู่ตรงนั้น',
      en: 'When confused, notice whether this bond leaves you at ease or anxious more often; the answer is there.',
    },
  ],
  missing: [
    {
      th: 'ความคิดถึงจะเบาลงเมื่อวันของคุณมีเรื่องอื่นให้ตั้งใจด้วย ลองเติมวันให้เต็มขึ้นอีกนิด',
      en: 'Missing someone eases when your days hold other things to care about; fill them a little fuller.',
    },
  ],
  hurt: [
    {
      th: 'ความน้อยใจควรได้รับการพูดถึงอย่างนุ่มนวล ไม่ใช่เก็บไว้จนกลายเป็นระยะห่าง',
      en: 'Hurt deserves to be spoken about gently, not kept until it becomes distance.',
    },
  ],
  clarity: [
    {
      th: 'ถ้าอยากได้ความชัดเจน ให้ถามด้วยคำถามเดียวที่ตอบง่าย แล้วฟังคำตอบอย่างเปิดใจ',
      en: 'If you want clarity, ask one simple question and listen to the answer openly.',
    },
  ],
  other: [
    {
      th: 'ฟังใจตัวเองให้มากพอ ๆ กับที่พยายามอ่านใจเขา',
      en: 'Listen to your own heart as much as you try to read theirs.',
    },
  ],
  none: [
    (c) => ({
      th: `ไม่ว่าคำตอบจาก${c.t.th === 'เขา' ? 'อีกฝั่ง' : c.t.th}จะเป็นอย่างไร คุณยังมีค่าเท่าเดิม`,
      en: `Whatever the answer from ${c.t.obj}, your worth stays the same.`,
    }),
    {
      th: 'ใจที่มั่นคงอ่านสัญญาณได้ชัดกว่าใจที่กังวล ดูแลตัวเองให้ดีก่อน',
      en: 'A steady heart reads signals better than an anxious one; look after yourself first.',
    },
  ],
};

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
  const ctx = input.context ?? {};
  const signals = situationSignals(ctx.specificSituation, ctx.recentInteractions);
  const lead: Lead = LEAD_ORDER.find((s) => signals.has(s)) ?? 'none';
  const question = ctx.questionFocus?.trim() ? ctx.questionFocus : undefined;
  const intent = analyseQuestion(question ?? ctx.specificSituation);

  let score =
    warmthBase(rel) + durationBonus(input.target.knownDuration) + intBetween(rng, -12, 12);
  for (const s of signals) score += SIGNAL_EFFECT[s];
  if (seeker.animal && target.animal)
    score += Math.round(animalRelation(seeker.animal, target.animal).effect / 3);
  if (seeker.dayRole) score += seeker.dayRole.tone * 3;
  score = clampScore(score);
  const tier = tierOf(score);
  const lucky = luckyFor(seeker, d, rng);
  const owner = seeker.weekday ?? d.weekday;
  const sri = weekdayInRole(owner.id, 'fortune');
  const c: Ctx = {
    t,
    rel,
    tier,
    lead,
    silentToo: lead !== 'silence' && signals.has('silence'),
    span: silenceSpan(ctx.specificSituation) ?? silenceSpan(ctx.recentInteractions),
    window: windowFor(intent, d, tier),
    d,
    seeker,
    target,
    sri,
    sriNext: nextDayOf(d, sri),
    kali: weekdayInRole(owner.id, 'misfortune'),
    intent,
  };
  const text = lead === 'none' ? null : SIGNAL_TEXT[lead];

  // One quotation per reading: the question when there is one, else the situation as told.
  const q = quoteQuestion(question);
  const story = quoteQuestion(ctx.specificSituation);
  const storyLine: Bi | null = !story
    ? null
    : q
      ? text
        ? pickFrag(rng, [text.name], c)
        : { th: 'จากเรื่องที่คุณเล่ามา', en: 'From what you told us:' }
      : pick(rng, [
          { th: `ที่คุณเล่าว่า “${story}”`, en: `You told us: “${story}”.` },
          { th: `จากเรื่องที่เล่าว่า “${story}”`, en: `From what you shared — “${story}” —` },
        ]);
  const read: Bi | null = text
    ? pickFrag(rng, text.read, c)
    : story
      ? {
          th: 'เรื่องเล่าแบบนี้บอกว่าคุณใส่ใจความสัมพันธ์นี้จริง และอยากเข้าใจเขามากกว่าอยากได้คำตอบเร็ว ๆ',
          en: 'A story like this shows you truly care and want to understand more than to get a quick answer.',
        }
      : null;
  const storyRead: Bi | null =
    storyLine && read
      ? {
          th: `${storyLine.th} ${read.th}`,
          // A quoted story ends its own sentence; a named situation leads into the reading.
          en: /[.:—]$/.test(storyLine.en)
            ? `${storyLine.en} ${capitalise(read.en)}`
            : `${storyLine.en} — ${lowerFirst(read.en)}`,
        }
      : read;

  const mineKind: Mine | 'none' = ctx.yourFeelings?.trim() ? mineOf(ctx.yourFeelings) : 'none';
  const mine = mineKind === 'none' ? null : pick(rng, MINE_LINES[mineKind]);
  const animals =
    seeker.animal && target.animal
      ? (() => {
          const ar = animalRelation(seeker.animal, target.animal);
          const note = animalCountNote({
            births: [{ date: seeker.birth }, { who: { th: t.th, en: t.subj }, date: target.birth }],
          });
          return paragraph([
            {
              th: `ปีเกิดของคุณคือปี${seeker.animal.yearNameTh} ส่วน${t.th}เกิดปี${target.animal.yearNameTh} ตำราจัดเป็น${ar.nameTh}`,
              en: `You were born in the year of the ${seeker.animal.nameEn}, ${t.subj} in the year of the ${target.animal.nameEn}: ${ar.nameEn}.`,
            },
            note,
          ]);
        })()
      : null;

  const intro = section(
    'connection',
    { th: 'ความสัมพันธ์ของคุณกับเขา', en: 'Your connection' },
    present([
      pickFrag(rng, RELATIONSHIP_INTRO[rel], c),
      input.target.knownDuration ? pick(rng, DURATION_LINES[input.target.knownDuration]) : null,
      input.target.ageRange ? pick(rng, AGE_LINES[input.target.ageRange]) : null,
      storyRead,
      q ? answerLine(c, askedOf(q), q, rng) : null,
      mine,
      animals,
    ]),
  );

  const focusSections = THEIR_FEELINGS_FOCUSES.filter((f) => wanted.includes(f)).map((f) =>
    focusSection(f, c, text, q ? askedOf(q) : null, rng),
  );

  const relLabel = RELATIONSHIP_LABELS[rel];
  const frame = pick(rng, SUMMARY_FRAMES)(c, relLabel);
  const gist = text
    ? pickFrag(rng, [text.gist], c)
    : GIST[rel === 'family' || rel === 'colleague' ? rel : 'other'][tier];
  const summaryTh = `${frame.th} ${gist.th}`;
  const summaryEn = `${frame.en}. ${capitalise(gist.en.replace(/\.$/, ''))}.`;
  const advice = paragraph([pickFrag(rng, CARE[tier], c), pickFrag(rng, KEEP[mineKind], c)]);
  const colour = lucky.coloursTh[0];
  const colourEn = lucky.coloursEn[0];
  const luckyExtra: Bi | undefined =
    colour && colourEn
      ? {
          th: `${colour}เหมาะจะใส่ในวันที่${REL_OCCASION[rel].th}${t.th === 'เขา' ? 'คนคนนี้' : t.th}`,
          en: `${capitalise(colourEn)} suits a day when you ${REL_OCCASION[rel].en} ${t.obj}.`,
        }
      : undefined;

  return {
    kind: 'their-feelings',
    date: d.iso,
    titleTh: 'ดูใจเขา',
    titleEn: 'Their feelings',
    summaryTh,
    summaryEn,
    sections: [intro, ...focusSections, luckySection(lucky, luckyExtra)],
    luckyColoursTh: lucky.coloursTh,
    luckyColoursEn: lucky.coloursEn,
    luckyNumbers: lucky.numbers,
    score0to100: score,
    adviceTh: advice.th,
    adviceEn: advice.en,
  };
}
