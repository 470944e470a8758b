/**
 * ดูว่าใครคิดถึงคุณ (thinking person): how someone may be thinking of the person asking — in what
 * way, at which moments, what they may do next and the signs worth watching — steered by the
 * question (an ex getting back in touch, a secret admirer, whether someone still misses you), the
 * bond and how long it has lasted, and the day's ทักษา. Nobody can measure another person's mind:
 * the reading speaks of leanings and signs, never of figures or certainties.
 */
import { ENGLISH_MONTHS, THAI_MONTHS } from '../dates.ts';
import {
  GENDERS,
  KNOWN_DURATIONS,
  RELATIONSHIPS,
  RELATIONSHIP_LABELS,
  type Gender,
  type KnownDuration,
  type PersonInput,
  type Relationship,
} from '../options.ts';
import { analyseQuestion, type QuestionIntent } from '../question.ts';
import { intBetween, pick, pickMany, type Rng } from '../seed.ts';
import { capitalise, cleanName, lowerFirst, type Bi } from '../text.ts';
import { animalRelation, weekdayInRole, type TaksaRoleId } from '../thai-calendar.ts';
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
import { nextDayOf, windowFor } from './compose.ts';

export interface ThinkingPersonInput {
  date: string;
  seeker?: PersonInput;
  /** The person they have in mind, if any. */
  target?: {
    name?: string;
    relationship?: Relationship;
    gender?: Gender;
    knownDuration?: KnownDuration;
    birthDate?: string;
    birthTime?: string;
  };
  question?: string;
}

export const THOUGHT_MODES = [
  'longing',
  'nostalgic',
  'curious',
  'admiring',
  'worried',
  'regretful',
] as const;
export type ThoughtMode = (typeof THOUGHT_MODES)[number];

/** The other person: a name, or "คนคนนั้น" / "this person" (singular in English). */
interface Who {
  th: string;
  en: string;
  poss: string;
  /** Named, or only "the person you have in mind". */
  named: boolean;
}

/** Unnamed, the person is called by the bond when it is known: "แฟนเก่า", not "คนคนนั้น". */
const BY_BOND: Record<Relationship, Bi> = {
  friend: { th: 'เพื่อนคนนั้น', en: 'your friend' },
  colleague: { th: 'เพื่อนร่วมงานคนนั้น', en: 'your colleague' },
  crush: { th: 'คนที่คุณแอบชอบ', en: 'your crush' },
  exLover: { th: 'แฟนเก่า', en: 'your ex' },
  family: { th: 'คนในครอบครัวคนนั้น', en: 'your family member' },
  stranger: { th: 'คนที่เพิ่งรู้จัก', en: 'the person you just met' },
};

function whoOf(name: string, rel: Relationship | undefined): Who {
  if (name) return { th: name, en: name, poss: `${name}’s`, named: true };
  if (rel) {
    const b = BY_BOND[rel];
    return { th: b.th, en: b.en, poss: `${b.en}’s`, named: false };
  }
  return { th: 'คนคนนั้น', en: 'this person', poss: 'their', named: false };
}

/** What the question asks about, in this reading's terms. */
type Asked = 'ex-return' | 'admirer' | 'still' | 'talking' | 'who' | 'other' | 'none';

function askedOf(text: string, rel: Relationship | undefined): Asked {
  if (!text) return 'none';
  if (/แฟนเก่า|คนเก่า|\bex\b/i.test(text) || (rel === 'exLover' && /กลับมา|ติดต่อ/.test(text)))
    return 'ex-return';
  if (/แอบชอบ|ใครชอบ|มีใครสนใจ|แอบมอง|secret admirer|has a crush/i.test(text)) return 'admirer';
  if (/คนที่คุย|คุยด้วย|คุยอยู่|talking to/i.test(text)) return 'talking';
  if (/ยังคิดถึง|still miss|still think/i.test(text)) return 'still';
  if (/ใคร/.test(text)) return 'who';
  return 'other';
}

interface Ctx {
  w: Who;
  rel: Relationship | undefined;
  tier: Tier;
  asked: Asked;
  d: DayContext;
  seeker: PersonContext;
  sri: Weekday;
  sriNext: Bi;
  window: Bi;
  intent: QuestionIntent;
}

// ---------------------------------------------------------------------------------------------
// Ways of thinking of someone
// ---------------------------------------------------------------------------------------------

const MODES: Record<ThoughtMode, { label: Bi; gist: Bi; text: readonly Frag<Ctx>[] }> = {
  longing: {
    label: { th: 'คิดถึงแบบอยากเจอ', en: 'longing to see you' },
    gist: { th: 'คิดถึงคุณแบบอยากเจอหน้า', en: 'miss you and want to see you' },
    text: [
      (c) => ({
        th: `${c.w.th}อาจคิดถึงคุณแบบอยากเจอหน้า อยากได้ยินเสียง และอยากรู้ว่าวันนี้คุณเป็นอย่างไร`,
        en: `${capitalise(c.w.en)} may miss you in the way of wanting to see you, hear your voice and know how your day went.`,
      }),
      (c) => ({
        th: `ความคิดถึงแบบนี้มักมาพร้อมความอยากรู้ว่าวันนี้คุณทำอะไรอยู่ ${c.w.th}อาจหยิบโทรศัพท์ขึ้นมาแล้ววางลงหลายครั้ง`,
        en: `This kind of missing comes with wondering what you are doing today; ${c.w.en} may pick up the phone and put it down more than once.`,
      }),
    ],
  },
  nostalgic: {
    label: { th: 'คิดถึงความทรงจำเก่า', en: 'remembering old times' },
    gist: { th: 'นึกถึงคุณผ่านความทรงจำเก่า', en: 'think of you through old memories' },
    text: [
      (c) => ({
        th: `${c.w.th}มีแนวโน้มนึกถึงคุณผ่านความทรงจำ เช่น เพลงเก่า สถานที่ หรือเรื่องที่เคยหัวเราะด้วยกัน`,
        en: `${capitalise(c.w.en)} is likely to think of you through memories — an old song, a place, something you laughed at together.`,
      }),
      (c) => ({
        th: `ความคิดถึงของ${c.w.th}อาจเป็นแบบย้อนมองอดีต คิดถึงช่วงเวลาที่มีคุณมากกว่าคิดถึงอนาคตร่วมกัน`,
        en: `${capitalise(c.w.poss)} thoughts may look back — missing the times you were there more than picturing a future.`,
      }),
    ],
  },
  curious: {
    label: { th: 'อยากรู้ความเป็นไปของคุณ', en: 'curious about you' },
    gist: { th: 'อยากรู้ความเป็นไปของคุณ', en: 'wonder how you are' },
    text: [
      (c) => ({
        th: `${c.w.th}อาจอยากรู้ว่าช่วงนี้คุณเป็นอย่างไร และแอบดูความเคลื่อนไหวของคุณอยู่เงียบ ๆ`,
        en: `${capitalise(c.w.en)} may wonder how you are and quietly follow your news.`,
      }),
      (c) => ({
        th: `ความสนใจของ${c.w.th}อาจเป็นแบบอยากรู้มากกว่าอยากเข้าหา ยังดูอยู่ห่าง ๆ ก่อนตัดสินใจอะไร`,
        en: `${capitalise(c.w.poss)} interest may be more curiosity than approach — watching from a distance before deciding anything.`,
      }),
    ],
  },
  admiring: {
    label: { th: 'ชื่นชมในตัวคุณ', en: 'admiring you' },
    gist: { th: 'ชื่นชมคุณอยู่ในใจ', en: 'admire you quietly' },
    text: [
      (c) => ({
        th: `${c.w.th}อาจชื่นชมความตั้งใจและความสามารถของคุณ และพูดถึงคุณในทางที่ดีกับคนอื่น`,
        en: `${capitalise(c.w.en)} may admire your determination and ability, and speak well of you to others.`,
      }),
      (c) => ({
        th: `ในสายตาของ${c.w.th} คุณอาจเป็นคนที่น่านับถือ ความคิดถึงจึงปนกับความเกรงใจ`,
        en: `In ${c.w.poss} eyes you may be someone to look up to, so the thought of you comes with some shyness.`,
      }),
    ],
  },
  worried: {
    label: { th: 'เป็นห่วงคุณ', en: 'worried about you' },
    gist: { th: 'เป็นห่วงคุณอยู่ลึก ๆ', en: 'worry about you deep down' },
    text: [
      (c) => ({
        th: `${c.w.th}อาจเป็นห่วงคุณอยู่ลึก ๆ อยากรู้ว่าคุณสบายดีไหม แต่ไม่แน่ใจว่าควรถามตรง ๆ หรือเปล่า`,
        en: `${capitalise(c.w.en)} may be quietly worried and want to know you are well, but is unsure whether to ask.`,
      }),
      (c) => ({
        th: `ความคิดถึงของ${c.w.th}อาจออกมาในรูปความห่วงใย เช่น อยากรู้ว่าคุณกินอิ่มนอนหลับดีไหม`,
        en: `${capitalise(c.w.poss)} thoughts may come out as concern — whether you are eating and sleeping well.`,
      }),
    ],
  },
  regretful: {
    label: { th: 'คิดถึงพร้อมความเสียดาย', en: 'thinking of you with regret' },
    gist: { th: 'นึกถึงคุณพร้อมความเสียดาย', en: 'think of you with regret' },
    text: [
      (c) => ({
        th: `${c.w.th}อาจนึกถึงคุณพร้อมความเสียดาย มีบางคำพูดหรือการกระทำที่อยากย้อนกลับไปแก้`,
        en: `${capitalise(c.w.en)} may think of you with regret — words or actions ${c.w.named ? c.w.en : 'they'} would like to take back.`,
      }),
      (c) => ({
        th: `ความคิดถึงของ${c.w.th}อาจมีความรู้สึกผิดปนอยู่ จึงยังไม่กล้าเป็นฝ่ายเริ่ม`,
        en: `${capitalise(c.w.poss)} thoughts may carry some guilt, which keeps ${c.w.named ? c.w.en : 'them'} from making the first move.`,
      }),
    ],
  },
};

const RELATIONSHIP_MODES: Record<Relationship, readonly ThoughtMode[]> = {
  friend: ['nostalgic', 'curious', 'worried', 'admiring'],
  colleague: ['admiring', 'curious', 'worried'],
  crush: ['longing', 'curious', 'admiring'],
  exLover: ['regretful', 'nostalgic', 'longing', 'curious'],
  family: ['worried', 'longing', 'nostalgic'],
  stranger: ['curious', 'admiring'],
};

/** The ways a question itself points to. */
const ASKED_MODES: Record<Asked, readonly ThoughtMode[] | null> = {
  'ex-return': ['regretful', 'nostalgic', 'longing'],
  admirer: ['admiring', 'curious', 'longing'],
  still: ['nostalgic', 'longing', 'worried'],
  talking: ['longing', 'curious'],
  who: null,
  other: null,
  none: null,
};

// ---------------------------------------------------------------------------------------------
// The question, the moments, what comes next
// ---------------------------------------------------------------------------------------------

const ANSWERS: Record<Exclude<Asked, 'none'>, Record<Tier, readonly Frag<Ctx>[]>> = {
  'ex-return': {
    high: [
      {
        th: 'มีแนวโน้มที่แฟนเก่าจะกลับมาทักทาย โดยมักเริ่มจากเรื่องเล็ก ๆ เช่น ถามไถ่ทั่วไปหรือกดถูกใจโพสต์',
        en: 'Your ex may well get back in touch, usually starting small — a casual hello or a like on a post.',
      },
      {
        th: 'ดวงเอนไปทางที่เขายังนึกถึงคุณและอาจหาเหตุติดต่อมา แต่การติดต่อกลับไม่ได้แปลว่าพร้อมเริ่มใหม่เสมอไป',
        en: 'The stars lean towards them still thinking of you and finding a reason to write — though contact is not always readiness to start again.',
      },
    ],
    mid: [
      {
        th: 'ความคิดถึงยังมีอยู่ แต่การติดต่อกลับมาขึ้นกับว่าเขาพร้อมเผชิญเรื่องที่ค้างไว้หรือยัง',
        en: 'The missing is still there, but getting in touch depends on whether they are ready to face what was left unsaid.',
      },
      {
        th: 'เขาอาจแวะดูความเป็นไปของคุณอยู่ห่าง ๆ แต่ยังไม่แน่ใจว่าการทักมาจะเปิดแผลเก่าหรือเปล่า',
        en: 'They may look in on your life from afar, unsure whether writing would reopen old wounds.',
      },
    ],
    low: [
      {
        th: 'ช่วงนี้ยังไม่เห็นสัญญาณการติดต่อกลับ เขาอาจกำลังพยายามเดินหน้าต่อในแบบของตัวเอง',
        en: 'There is no sign of contact for now; they may be trying to move on in their own way.',
      },
      {
        th: 'ดวงช่วงนี้ไม่ได้ชี้ว่าเขาจะกลับมาติดต่อเร็ว ๆ นี้ ความเงียบจากฝั่งเขาอาจเป็นวิธีปิดเรื่องเก่า',
        en: 'The stars do not point to contact soon; their silence may be their way of closing the chapter.',
      },
    ],
  },
  admirer: {
    high: [
      {
        th: 'ดวงชี้ว่ามีคนรอบตัวที่แอบมองคุณอยู่ อาจเป็นคนที่คุณคุ้นหน้าแต่ไม่ค่อยได้คุยด้วย',
        en: 'The stars suggest someone around you is quietly watching — perhaps a familiar face you rarely talk to.',
      },
      {
        th: 'มีแนวโน้มว่ามีคนสนใจคุณมากกว่าที่คุณรู้ตัว โดยเฉพาะในวงที่คุณไปเป็นประจำ',
        en: 'Someone is likely more interested in you than you realise, especially in a circle you see regularly.',
      },
    ],
    mid: [
      {
        th: 'อาจมีคนที่ชื่นชมคุณอยู่เงียบ ๆ แต่ยังไม่กล้าแสดงออก เพราะไม่แน่ใจว่าคุณจะรับรู้อย่างไร',
        en: 'Someone may admire you quietly but not dare show it, unsure how you would take it.',
      },
      {
        th: 'ความสนใจจากคนรอบตัวมีอยู่ แต่ยังอยู่ในขั้นดูห่าง ๆ ยังไม่ถึงขั้นจะเข้ามาหา',
        en: 'There is interest around you, still at the watching-from-afar stage.',
      },
    ],
    low: [
      {
        th: 'ช่วงนี้ยังไม่เห็นใครที่ชัดเจน ความสนใจจากคนรอบตัวยังเป็นแบบเพื่อนมากกว่า',
        en: 'No one stands out clearly for now; the interest around you is friendly more than anything.',
      },
      {
        th: 'ดวงยังไม่ชี้ถึงใครที่แอบชอบอย่างจริงจัง แต่เป็นช่วงที่คนรอบตัวเอ็นดูคุณอยู่',
        en: 'The stars do not point to a serious admirer yet, though people around you are fond of you.',
      },
    ],
  },
  still: {
    high: [
      (c) => ({
        th: `มีแนวโน้มว่า${c.w.th}ยังนึกถึงคุณอยู่บ่อย แม้จะไม่ได้แสดงออกให้เห็น`,
        en: `${capitalise(c.w.en)} likely still thinks of you often, even without showing it.`,
      }),
      (c) => ({
        th: `ความคิดถึงของ${c.w.th}ยังไม่ได้หายไปไหน คุณยังอยู่ในความคิดของเขาบ่อยกว่าที่คิด`,
        en: `${capitalise(c.w.poss)} missing you has not gone anywhere; you are in their thoughts more than you think.`,
      }),
    ],
    mid: [
      (c) => ({
        th: `${c.w.th}ยังนึกถึงคุณเป็นช่วง ๆ โดยเฉพาะเวลาที่มีอะไรมากระตุ้นความทรงจำ`,
        en: `${capitalise(c.w.en)} still thinks of you now and then, especially when something stirs a memory.`,
      }),
      (c) => ({
        th: `${c.w.th}ยังคิดถึงอยู่ แต่เป็นความคิดถึงที่เลือกเก็บไว้ ไม่ได้ตั้งใจจะบอก`,
        en: `${capitalise(c.w.en)} still misses you, but keeps it quiet rather than saying it.`,
      }),
    ],
    low: [
      (c) => ({
        th: `ช่วงนี้ใจของ${c.w.th}อาจอยู่กับเรื่องอื่นเป็นหลัก ความคิดถึงยังมีแต่ไม่ได้อยู่หน้าสุด`,
        en: `${capitalise(c.w.poss)} mind may be mostly elsewhere; the thought of you is there but not in front.`,
      }),
      (c) => ({
        th: `${c.w.th}อาจนึกถึงคุณบ้างในบางวัน แต่ชีวิตช่วงนี้พาเขาไปอีกทาง`,
        en: `${capitalise(c.w.en)} may think of you on some days, but life is taking them another way.`,
      }),
    ],
  },
  talking: {
    high: [
      {
        th: 'คนที่คุณคุยอยู่ตอนนี้มีแนวโน้มนึกถึงคุณนอกเวลาที่คุยกันด้วย เป็นสัญญาณที่ดีของความสัมพันธ์ที่กำลังก่อตัว',
        en: 'The person you are talking to likely thinks of you outside your chats too — a good sign for a bond taking shape.',
      },
      {
        th: 'ดวงเอนไปทางที่คนที่คุยด้วยคิดถึงคุณจริง และอาจกำลังรอจังหวะชวนเจอกันนอกจอ',
        en: 'The stars lean towards the person you talk to truly missing you, perhaps waiting for a chance to meet offline.',
      },
    ],
    mid: [
      {
        th: 'คนที่คุยด้วยนึกถึงคุณอยู่บ้าง แต่ยังอยู่ในช่วงดูใจ ความสม่ำเสมอของเขาจะบอกได้ชัดกว่าคำพูด',
        en: 'The person you are talking to thinks of you somewhat, still weighing things; their consistency will say more than words.',
      },
      {
        th: 'เขานึกถึงคุณในแบบคนที่คุยแล้วสบายใจ แต่ยังไม่ได้คิดไกลไปถึงความสัมพันธ์ที่ชัดเจน',
        en: 'They think of you as someone easy to talk to, without yet thinking as far as a clear relationship.',
      },
    ],
    low: [
      {
        th: 'คนที่คุยด้วยอาจยังมีเรื่องอื่นในใจมากกว่า ลองดูจากการกระทำในอีกไม่กี่สัปดาห์',
        en: 'The person you are talking to may have more on their mind than this; watch their actions over the next few weeks.',
      },
      {
        th: 'ช่วงนี้เขาอาจคุยกับคุณตามจังหวะมากกว่าคิดถึงจริงจัง อย่าเพิ่งฝากใจทั้งหมด',
        en: 'For now they may chat along more than truly miss you; do not give your whole heart yet.',
      },
    ],
  },
  who: {
    high: [
      {
        th: 'ดวงชี้ไปที่คนที่เคยมีเรื่องราวร่วมกับคุณ อาจเป็นคนที่ไม่ได้คุยกันนานแล้ว',
        en: 'The stars point to someone who once shared a story with you — perhaps someone you have not spoken to in a while.',
      },
      {
        th: 'มีแนวโน้มว่าคนที่กำลังคิดถึงคุณคือคนที่เคยใกล้ชิดกันมาก่อน และยังเก็บความทรงจำดี ๆ ไว้',
        en: 'Whoever misses you is likely someone once close, who still keeps good memories.',
      },
    ],
    mid: [
      {
        th: 'คนที่กำลังนึกถึงคุณน่าจะเป็นคนใกล้ตัว เพื่อนหรือคนที่ทำงานด้วยกัน มากกว่าคนไกล',
        en: 'Whoever is thinking of you is likely close by — a friend or colleague rather than someone far away.',
      },
      {
        th: 'ความคิดถึงที่ส่งมาน่าจะมาจากคนที่เจอกันอยู่บ้าง แต่ไม่ได้คุยกันลึกซึ้ง',
        en: 'The pull likely comes from someone you see now and then but rarely talk with deeply.',
      },
    ],
    low: [
      {
        th: 'ช่วงนี้ความคิดถึงที่ส่งมาไม่ได้ชัดจากใครคนหนึ่ง แต่คนในครอบครัวยังนึกถึงคุณเสมอ',
        en: 'No one person stands out now, but your family keeps you in mind as always.',
      },
      {
        th: 'ดวงยังไม่ชี้ชัดถึงใคร ความคิดถึงรอบตัวคุณเป็นแบบห่วงใยทั่วไปมากกว่า',
        en: 'The stars do not single anyone out; the thoughts around you are general care more than anything.',
      },
    ],
  },
  other: {
    high: [
      {
        th: 'ดวงตอบรับในทางที่ดี ความคิดถึงที่คุณรู้สึกได้มีแนวโน้มเป็นของจริง',
        en: 'The stars answer kindly; the pull you feel is likely real.',
      },
      {
        th: 'คำตอบเอนไปทางที่ดี มีคนนึกถึงคุณอยู่มากกว่าที่คุณคิด',
        en: 'The answer leans well: someone thinks of you more than you know.',
      },
    ],
    mid: [
      {
        th: 'คำตอบยังไม่ชัดนัก มีความคิดถึงอยู่บ้าง แต่ยังไม่มากพอให้เขาลงมือ',
        en: 'The answer is unclear: there is some thought of you, not yet enough to act on.',
      },
      {
        th: 'ดวงบอกว่ามีความคิดถึงอยู่ แต่ยังปนกับความลังเล',
        en: 'The stars show some missing, mixed with hesitation.',
      },
    ],
    low: [
      {
        th: 'ช่วงนี้ความคิดของเขายังไม่ได้อยู่ที่คุณเป็นหลัก',
        en: 'For now their thoughts are mostly elsewhere.',
      },
      {
        th: 'ดวงช่วงนี้ยังเงียบในเรื่องนี้ ให้เวลาอีกสักพักแล้วค่อยดูใหม่',
        en: 'The stars are quiet on this for now; give it a while and look again.',
      },
    ],
  },
};

/** "Who is thinking of me?" asked about someone already named: read for that person. */
const WHO_TARGET: Record<Tier, Frag<Ctx>> = {
  high: (c) => ({
    th: `ดวงชี้ว่า${c.w.th}เป็นหนึ่งในคนที่มีแนวโน้มนึกถึงคุณอยู่ในช่วงนี้`,
    en: `The stars suggest ${c.w.en} is among those likely to be thinking of you now.`,
  }),
  mid: (c) => ({
    th: `${c.w.th}อาจเป็นหนึ่งในคนที่นึกถึงคุณเป็นระยะ แต่ก็อาจมีคนใกล้ตัวคนอื่นที่คิดถึงคุณอยู่ด้วย`,
    en: `${capitalise(c.w.en)} may be one of those who think of you now and then, alongside others close to you.`,
  }),
  low: (c) => ({
    th: `ช่วงนี้ยังไม่ชัดว่า${c.w.th}นึกถึงคุณมากนัก คนที่นึกถึงคุณอยู่อาจเป็นคนใกล้ตัวคนอื่น`,
    en: `It is not clear that ${c.w.en} thinks of you much right now; whoever does may be someone else close by.`,
  }),
};

/** For each question, a thing the asker can decide themselves. */
const ASKED_SELF: Record<Exclude<Asked, 'none'>, readonly Bi[]> = {
  'ex-return': [
    {
      th: 'ก่อนจะรอข้อความ ลองถามตัวเองว่าถ้าเขาทักมาจริง คุณอยากตอบว่าอะไร',
      en: 'Before waiting for a message, ask yourself what you would want to say if it came.',
    },
    {
      th: 'ถ้าเขาติดต่อมาจริง ให้ถามตัวเองก่อนว่าเรื่องที่ทำให้เลิกกันเปลี่ยนไปแล้วหรือยัง',
      en: 'If they do write, first ask yourself whether what ended things has really changed.',
    },
  ],
  admirer: [
    {
      th: 'ถ้าอยากรู้ว่าเป็นใคร ลองเปิดตัวเองให้คนรอบข้างเข้าหาได้ง่ายขึ้น ยิ้มและทักทายให้มากขึ้นอีกนิด',
      en: 'If you want to know who, make yourself easier to approach — smile and say hello a little more.',
    },
    {
      th: 'สังเกตคนที่อยู่ใกล้ ๆ ในวันที่คุณไม่ได้สนใจใคร บางครั้งคนที่ชอบคุณคือคนที่อยู่ตรงนั้นเสมอ',
      en: 'Notice who is near on days you are not looking; sometimes the one who likes you is the one always there.',
    },
  ],
  still: [
    {
      th: 'ความคิดถึงของอีกฝั่งไม่ได้กำหนดว่าคุณต้องทำอะไร สิ่งที่คุณอยากได้จากความสัมพันธ์นี้สำคัญกว่า',
      en: 'Their missing you does not decide what you must do; what you want from this matters more.',
    },
    {
      th: 'ถ้าคุณเองก็ยังคิดถึง ลองถามตัวเองว่าอยากได้อะไรจากการกลับมาคุยกันอีกครั้ง',
      en: 'If you still miss them too, ask yourself what you would want from talking again.',
    },
  ],
  talking: [
    {
      th: 'ดูว่าเขาเป็นฝ่ายเริ่มคุยบ้างไหม และจำเรื่องที่คุณเล่าได้หรือเปล่า นั่นคือคำตอบที่จับต้องได้',
      en: 'Notice whether they start conversations too and remember what you told them — that is the tangible answer.',
    },
    {
      th: 'ความคิดถึงที่จริงมักมาพร้อมความสม่ำเสมอ ลองดูว่าเขาหายไปนานแค่ไหนเวลาไม่ได้คุยกัน',
      en: 'Real missing comes with consistency; see how long they vanish when you are not talking.',
    },
  ],
  who: [
    {
      th: 'คนที่นึกถึงคุณมักเป็นคนที่คุณเคยให้ความอบอุ่นไว้ ลองนึกดูว่าช่วงนี้ใครหายเงียบไปบ้าง',
      en: 'Those who think of you are often people you once gave warmth to; think of who has gone quiet lately.',
    },
    {
      th: 'ถ้ามีใครผุดขึ้นมาในใจตอนอ่านคำทำนายนี้ ลองทักไปถามไถ่เขาดู ไม่เสียหายอะไร',
      en: 'If someone came to mind as you read this, drop them a hello — there is no harm in it.',
    },
  ],
  other: [
    {
      th: 'สิ่งที่ดวงบอกได้คือแนวโน้ม ส่วนคำตอบที่แน่นอนต้องมาจากการคุยกันจริง',
      en: 'The stars show leanings; a sure answer only comes from really talking.',
    },
  ],
};

/** When the question asks "when" or names a time, the window in its own words. */
const ASKED_WHEN: Record<Exclude<Asked, 'none'>, Frag<Ctx>> = {
  'ex-return': (c) => ({
    th: `ถ้าจะมีการติดต่อกลับมา มีแนวโน้มเป็น${c.window.th}`,
    en: `If they get back in touch, it is likely ${c.window.en}.`,
  }),
  admirer: (c) => ({
    th: `ความสนใจนี้มีแนวโน้มจะเผยออกมาให้เห็น${c.window.th}`,
    en: `This interest is likely to show ${c.window.en}.`,
  }),
  still: (c) => ({
    th: `ถ้าความคิดถึงนี้จะกลายเป็นการติดต่อ มีแนวโน้มเป็น${c.window.th}`,
    en: `If this missing turns into contact, it is likely ${c.window.en}.`,
  }),
  talking: (c) => ({
    th: `ท่าทีที่ชัดขึ้นของเขามีแนวโน้มมา${c.window.th}`,
    en: `A clearer stance from them is likely ${c.window.en}.`,
  }),
  who: (c) => ({
    th: `ข่าวจากคนที่นึกถึงคุณมีแนวโน้มมาถึง${c.window.th}`,
    en: `News from whoever misses you is likely ${c.window.en}.`,
  }),
  other: (c) => ({
    th: `ความชัดเจนเรื่องนี้มีแนวโน้มมา${c.window.th}`,
    en: `Clarity on this is likely ${c.window.en}.`,
  }),
};

const TRIGGERS: Record<Relationship | 'none', readonly Bi[]> = {
  friend: [
    { th: 'เวลาเจอมุกหรือเรื่องที่เคยเล่าให้กันฟัง', en: 'when a joke or story you once shared comes up' },
    { th: 'ตอนเพื่อนในกลุ่มนัดรวมตัว', en: 'when the group gets together' },
  ],
  colleague: [
    { th: 'ระหว่างวันทำงานที่ต้องการคนช่วยคิด', en: 'on workdays when they need someone to think with' },
    { th: 'ตอนเห็นงานที่คุณเคยทำไว้', en: 'when they see work you once did' },
  ],
  crush: [
    {
      th: 'ก่อนนอน หรือเวลาเห็นรูปของคุณผ่านตา',
      en: 'before sleep, or when your photo crosses their screen',
    },
    { th: 'ตอนเจอสิ่งที่คุณน่าจะชอบ', en: 'when they come across something you would like' },
  ],
  exLover: [
    {
      th: 'ตอนได้ยินเพลงเก่าหรือผ่านสถานที่ที่เคยไปด้วยกัน',
      en: 'when an old song plays or they pass a place you went together',
    },
    { th: 'ในวันที่เหงาหรือวันสำคัญที่เคยฉลองด้วยกัน', en: 'on lonely days or dates you once celebrated' },
  ],
  family: [
    { th: 'เวลากินข้าวหรือช่วงวันหยุดยาว', en: 'at mealtimes or on long holidays' },
    { th: 'ตอนเห็นของที่คุณชอบ', en: 'when they see something you like' },
  ],
  stranger: [{ th: 'ตอนนึกถึงบทสนทนาสั้น ๆ ที่เคยมี', en: 'when they recall the short talk you had' }],
  none: [
    { th: 'ช่วงค่ำที่ว่างจากเรื่องอื่น', en: 'in the quiet of the evening' },
    { th: 'ตอนเจอสิ่งที่ทำให้นึกถึงคุณโดยบังเอิญ', en: 'when something happens to remind them of you' },
  ],
};

const FREQUENCY: Record<Tier, readonly Frag<Ctx>[]> = {
  high: [
    (c) => ({
      th: `ดวงช่วงนี้ชี้ว่า${c.w.th}มีแนวโน้มนึกถึงคุณบ่อย`,
      en: `The stars suggest ${c.w.en} is likely to think of you often`,
    }),
    (c) => ({
      th: `ความคิดถึงจาก${c.w.th}ช่วงนี้ค่อนข้างชัด`,
      en: `The pull from ${c.w.en} is fairly clear right now`,
    }),
  ],
  mid: [
    (c) => ({
      th: `${c.w.th}อาจนึกถึงคุณเป็นระยะ`,
      en: `${capitalise(c.w.en)} may think of you from time to time`,
    }),
    (c) => ({
      th: `ความคิดถึงจาก${c.w.th}มีอยู่ แต่มาเป็นช่วง ๆ`,
      en: `There is some pull from ${c.w.en}, coming and going`,
    }),
  ],
  low: [
    (c) => ({
      th: `ช่วงนี้${c.w.th}อาจนึกถึงคุณนาน ๆ ครั้ง`,
      en: `${capitalise(c.w.en)} may think of you only now and then`,
    }),
    (c) => ({
      th: `ความคิดถึงจาก${c.w.th}ตอนนี้ยังเบา ๆ`,
      en: `The pull from ${c.w.en} is light for now`,
    }),
  ],
};

const HONESTY: readonly Bi[] = [
  {
    th: 'ไม่มีใครวัดใจคนอื่นออกมาเป็นตัวเลขได้ ดวงบอกได้แค่แนวโน้มและจังหวะ',
    en: 'No one can measure another heart in numbers; the stars show only leanings and timing.',
  },
  {
    th: 'นี่คือแนวโน้มตามดวง ไม่ใช่การอ่านใจ สิ่งที่เขาทำจริงจะบอกได้ชัดที่สุด',
    en: 'This is a leaning by the stars, not mind-reading; what they actually do says most.',
  },
];

const DURATION_LINES: Record<KnownDuration, Bi> = {
  under1m: {
    th: 'การรู้จักกันไม่ถึงเดือนทำให้ความคิดถึงยังเป็นแบบอยากรู้จักมากกว่าผูกพัน',
    en: 'Knowing each other under a month, the pull is curiosity more than attachment.',
  },
  '1-6m': {
    th: 'รู้จักกันมาไม่กี่เดือน ความคิดถึงกำลังเปลี่ยนจากความแปลกใหม่เป็นความคุ้นเคย',
    en: 'A few months in, the pull is turning from novelty to familiarity.',
  },
  '6-12m': {
    th: 'รู้จักกันเกือบปี คุณกลายเป็นส่วนหนึ่งของความทรงจำประจำวันของเขาแล้ว',
    en: 'Nearly a year in, you have become part of their everyday memories.',
  },
  '1-3y': {
    th: 'หลายปีที่รู้จักกันทำให้มีเรื่องให้นึกถึงมากมาย ความคิดถึงจึงมาได้จากหลายทาง',
    en: 'Years of knowing each other leave much to remember, so thoughts of you come from many directions.',
  },
  over3y: {
    th: 'ความผูกพันที่ยาวกว่าสามปีทำให้คุณอยู่ในความคิดของเขาแบบเงียบ ๆ แม้ในวันที่ไม่ได้คุยกัน',
    en: 'More than three years together keeps you quietly in their thoughts, even on days you do not talk.',
  },
};

const DAY_ROLE_HINT: Record<TaksaRoleId, Bi> = {
  companions: {
    th: 'ข่าวคราวมักมาผ่านคนใกล้ตัวหรือเพื่อนร่วมกัน',
    en: 'news tends to come through people close to you or mutual friends',
  },
  longevity: {
    th: 'เหมาะกับการดูแลใจตัวเองมากกว่าการรอข้อความ',
    en: 'better for tending your own heart than waiting for messages',
  },
  power: {
    th: 'ถ้าคุณเป็นฝ่ายเริ่ม คำพูดของคุณจะมีน้ำหนัก',
    en: 'if you make the first move, your words will carry weight',
  },
  fortune: {
    th: 'เสน่ห์ของคุณเด่น คนที่นึกถึงคุณจะรู้สึกได้ง่ายขึ้น',
    en: 'your charm is strong, and whoever thinks of you feels it more easily',
  },
  foundation: {
    th: 'ความคิดถึงที่มั่นคงมักมาจากคนที่รู้จักกันมานาน',
    en: 'steady thoughts tend to come from people who have known you long',
  },
  diligence: {
    th: 'ความสัมพันธ์ต้องอาศัยการดูแลมากกว่าการรอ',
    en: 'bonds need tending more than waiting',
  },
  support: {
    th: 'ผู้ใหญ่หรือเพื่อนที่ไว้ใจอาจเป็นคนนำข่าวดีมา',
    en: 'an elder or trusted friend may bring good news',
  },
  misfortune: {
    th: 'อย่าตีความสัญญาณเล็ก ๆ เกินจริงในวันนี้',
    en: 'do not over-read small signs today',
  },
};

const NEXT: Record<Tier, readonly Frag<Ctx>[]> = {
  high: [
    (c) => ({
      th: `มีแนวโน้มที่${c.w.th}จะเป็นฝ่ายทักมาก่อน อาจเป็นข้อความสั้น ๆ หรือการกดถูกใจโพสต์`,
      en: `${capitalise(c.w.en)} may reach out first — a short message or a like on a post.`,
    }),
    (c) => ({
      th: `${c.w.th}อาจกำลังหาจังหวะคุยกับคุณ ถ้าคุณเปิดทางนิดเดียว บทสนทนาก็เกิดได้`,
      en: `${capitalise(c.w.en)} may be looking for a chance to talk; the smallest opening from you could start it.`,
    }),
  ],
  mid: [
    (c) => ({
      th: `${c.w.th}ยังลังเลที่จะติดต่อ อาจรอให้คุณเริ่ม หรือรอโอกาสที่เป็นธรรมชาติ`,
      en: `${capitalise(c.w.en)} is hesitant to get in touch, perhaps waiting for you or for a natural chance.`,
    }),
    (c) => ({
      th: `${c.w.th}อาจติดต่อทางอ้อม เช่น ฝากถามเพื่อน หรือแวะไปในที่ที่คุณอยู่`,
      en: `${capitalise(c.w.en)} may reach you indirectly — asking a friend about you, or turning up where you are.`,
    }),
  ],
  low: [
    (c) => ({
      th: `ช่วงนี้${c.w.th}ยังไม่น่าจะติดต่อมา ใจยังวุ่นกับเรื่องของตัวเอง`,
      en: `${capitalise(c.w.en)} is unlikely to reach out just now, busy with ${c.w.poss} own life.`,
    }),
    (c) => ({
      th: `${c.w.th}นึกถึงคุณเป็นครั้งคราว แต่ยังไม่มีแรงผลักให้ลงมือติดต่อ`,
      en: `${capitalise(c.w.en)} thinks of you now and then, with nothing yet pushing ${c.w.named ? c.w.en : 'them'} to get in touch.`,
    }),
  ],
};

// ---------------------------------------------------------------------------------------------
// Signs worth watching: behaviour first, folk belief as folk belief
// ---------------------------------------------------------------------------------------------

const BEHAVIOUR_SIGNS: Record<'ex' | 'admirer' | 'close' | 'any', readonly Bi[]> = {
  ex: [
    { th: 'เขากลับมาดูสตอรี่ของคุณบ่อยขึ้น', en: 'They start watching your stories again.' },
    { th: 'เพื่อนร่วมกันเล่าว่าเขาถามถึงคุณ', en: 'A mutual friend mentions they asked about you.' },
    {
      th: 'มีข้อความสั้น ๆ ในวันสำคัญ เช่น วันเกิดหรือวันครบรอบเดิม',
      en: 'A short message on a special date — your birthday or an old anniversary.',
    },
    {
      th: 'เขาโพสต์เพลงหรือคำพูดที่เคยมีความหมายกับคุณสองคน',
      en: 'They post a song or words that once meant something to you both.',
    },
    {
      th: 'เขาปลดบล็อกหรือกลับมาติดตามช่องทางของคุณอีกครั้ง',
      en: 'They unblock you or follow you again somewhere.',
    },
  ],
  admirer: [
    {
      th: 'มีคนจำรายละเอียดเล็ก ๆ ที่คุณเคยพูดได้แม่นผิดปกติ',
      en: 'Someone remembers small things you said unusually well.',
    },
    {
      th: 'มีคนหาเรื่องคุยด้วยบ่อยขึ้น แม้เป็นเรื่องไม่สำคัญ',
      en: 'Someone finds reasons to talk to you more, even about nothing.',
    },
    { th: 'มีคนคอยช่วยเหลือโดยที่คุณไม่ได้ขอ', en: 'Someone helps you without being asked.' },
    {
      th: 'มีคนกดถูกใจโพสต์เก่า ๆ ของคุณย้อนหลังไปไกล',
      en: 'Someone likes your old posts from far back.',
    },
    {
      th: 'มีคนเขินหรือเปลี่ยนท่าทีเล็กน้อยเวลาคุณเข้าไปคุยด้วย',
      en: 'Someone gets a little shy or changes manner when you talk to them.',
    },
  ],
  close: [
    { th: 'เขาตอบข้อความเร็วขึ้นหรือยาวขึ้นกว่าเดิม', en: 'Their replies get quicker or longer.' },
    {
      th: 'เขาชวนคุยต่อแม้เรื่องที่คุยจะจบไปแล้ว',
      en: 'They keep the conversation going after the topic has ended.',
    },
    { th: 'เขาส่งอะไรที่ทำให้นึกถึงคุณมาให้ดู', en: 'They send you something that made them think of you.' },
    {
      th: 'เขาจำเรื่องที่คุณเล่าไว้เมื่อหลายวันก่อนแล้วถามต่อ',
      en: 'They remember something you told them days ago and ask about it.',
    },
    {
      th: 'เขาทักมาในเวลาที่ไม่มีเหตุผลอะไรเป็นพิเศษ',
      en: 'They message you for no particular reason.',
    },
  ],
  any: [
    {
      th: 'เห็นชื่อหรือรูปของเขาผ่านตาบ่อยขึ้นในโซเชียล',
      en: 'Their name or picture crosses your screen more often.',
    },
    {
      th: 'มีเพื่อนร่วมกันพูดถึงเขาขึ้นมาโดยไม่ได้ตั้งใจ',
      en: 'A mutual friend mentions them out of nowhere.',
    },
    {
      th: 'เจอสิ่งของที่เกี่ยวกับความทรงจำร่วมกันโดยบังเอิญ',
      en: 'You stumble on something tied to a shared memory.',
    },
    {
      th: 'มีคนทักมาถามไถ่หลังจากหายไปนาน',
      en: 'Someone gets in touch after a long silence.',
    },
    {
      th: 'มีคนส่งต่อเรื่องตลกหรือข่าวที่รู้ว่าคุณจะชอบ',
      en: 'Someone forwards a joke or news they know you would like.',
    },
  ],
};

const FOLK_SIGNS: readonly Bi[] = [
  {
    th: 'จามหรือสะอึกขึ้นมาเฉย ๆ ซึ่งความเชื่อโบราณว่ามีคนพูดถึง',
    en: 'Sneezing or hiccupping out of the blue — old belief says someone is talking about you.',
  },
  {
    th: 'หูร้อนหรือหูแดงโดยไม่มีสาเหตุ ตามความเชื่อเก่าว่ามีคนนึกถึง',
    en: 'Ears feeling warm for no reason, which folk belief reads as someone thinking of you.',
  },
  {
    th: 'ฝันเห็นคนคนนั้น หรือฝันถึงที่ที่เคยไปด้วยกัน ซึ่งคนโบราณถือเป็นลางว่ามีคนคิดถึง',
    en: 'Dreaming of them or a place you went together, an old sign of being missed.',
  },
  {
    th: 'นึกถึงใครขึ้นมาแล้วได้ข่าวจากคนนั้นในวันเดียวกัน ซึ่งคนไทยมักถือว่าใจถึงกัน',
    en: 'Thinking of someone and hearing from them the same day — what Thai people call hearts reaching each other.',
  },
];

function signGroup(asked: Asked, rel: Relationship | undefined): keyof typeof BEHAVIOUR_SIGNS {
  if (asked === 'ex-return' || rel === 'exLover') return 'ex';
  if (asked === 'admirer' || asked === 'who') return 'admirer';
  if (asked === 'talking' || asked === 'still' || rel === 'crush' || rel === 'friend')
    return 'close';
  return 'any';
}

const ADVICE: Record<Tier, readonly Frag<Ctx>[]> = {
  high: [
    {
      th: 'ถ้าคุณเองก็คิดถึง ส่งข้อความสั้น ๆ ที่อบอุ่นไปก่อนได้ ไม่ต้องรอให้เป็นฝ่ายถูกทัก',
      en: 'If you miss them too, send a short warm message first; no need to wait to be asked.',
    },
    {
      th: 'เปิดใจรับการติดต่อที่อาจมาถึง และตอบด้วยความจริงใจโดยไม่ต้องเล่นตัว',
      en: 'Be open to contact that may come, and reply sincerely without games.',
    },
  ],
  mid: [
    {
      th: 'สร้างโอกาสเจอกันแบบเป็นธรรมชาติ เช่น ชวนในกิจกรรมกลุ่ม แล้วให้ความสัมพันธ์ค่อย ๆ เดินต่อ',
      en: 'Create natural chances to meet, such as a group outing, and let things unfold.',
    },
    {
      th: 'อย่าคิดแทนเขามากเกินไป ใช้ชีวิตของคุณให้มีความสุข คนที่คิดถึงจะเข้ามาเองเมื่อพร้อม',
      en: 'Do not over-guess their mind; live happily, and whoever misses you will come when ready.',
    },
  ],
  low: [
    {
      th: 'ช่วงนี้ให้ความสำคัญกับตัวเองก่อน ถ้าความสัมพันธ์นี้ใช่ จังหวะที่เหมาะจะกลับมาเอง',
      en: 'Put yourself first for now; if this bond is meant to be, the moment will return.',
    },
    {
      th: 'ความสุขของคุณไม่ควรขึ้นอยู่กับว่าใครจะนึกถึงหรือไม่ เติมวันของคุณด้วยสิ่งที่ชอบ',
      en: 'Your happiness should not hang on whether someone thinks of you; fill your days with what you love.',
    },
  ],
};

/** A word for the asker by the way the other person may be thinking. */
const MODE_ADVICE: Record<ThoughtMode, readonly Bi[]> = {
  longing: [
    {
      th: 'ความคิดถึงแบบอยากเจอจะชัดขึ้นเมื่อได้เจอกันจริง ถ้าจะนัด ให้เป็นที่สบาย ๆ ไม่กดดัน',
      en: 'Longing to meet clears up when you actually meet; if you arrange it, keep it easy and pressure-free.',
    },
  ],
  nostalgic: [
    {
      th: 'ความทรงจำดี ๆ เป็นสะพานได้ แต่ความสัมพันธ์ที่จะไปต่อต้องสร้างจากวันนี้ ไม่ใช่วันเก่า',
      en: 'Good memories can be a bridge, but a bond that goes on must be built from today, not the past.',
    },
  ],
  curious: [
    {
      th: 'ถ้าเขาอยากรู้ความเป็นไปของคุณ ใช้ชีวิตให้มีความสุขและแบ่งปันเรื่องดี ๆ ตามปกติก็พอ',
      en: 'If they are curious about you, just live happily and share good things as usual.',
    },
  ],
  admiring: [
    {
      th: 'คนที่ชื่นชมมักเกรงใจ ถ้าอยากให้เข้ามาใกล้ ลองเป็นฝ่ายเปิดบทสนทนาแบบเป็นกันเอง',
      en: 'Admirers tend to hold back; if you want them closer, open a friendly conversation yourself.',
    },
  ],
  worried: [
    {
      th: 'ถ้ามีคนเป็นห่วง การส่งข่าวสั้น ๆ ว่าคุณสบายดีก็ช่วยให้ใจเขาเบาลงได้',
      en: 'If someone worries, a short note that you are well can ease their mind.',
    },
  ],
  regretful: [
    {
      th: 'ความเสียดายของคนอื่นไม่ใช่หน้าที่ของคุณที่ต้องแก้ ให้ฟังใจตัวเองว่าอยากเปิดประตูให้อีกครั้งหรือไม่',
      en: 'Someone else’s regret is not yours to fix; listen to whether you want to open the door again.',
    },
  ],
};

/** How thinking of someone shows, by the bond. */
const REL_HOW: Record<Relationship | 'none', readonly Bi[]> = {
  friend: [
    {
      th: 'ในฐานะเพื่อน ความคิดถึงแบบนี้มักซ่อนอยู่ในมุกตลกและการถามไถ่แบบไม่ตั้งใจ',
      en: 'Between friends, this shows in jokes and casual check-ins.',
    },
    {
      th: 'เพื่อนที่คิดถึงมักไม่พูดตรง ๆ แต่จะชวนคุณเข้ามาในเรื่องที่เขาทำ',
      en: 'A friend who misses you rarely says it, but pulls you into what they are doing.',
    },
  ],
  colleague: [
    {
      th: 'ในที่ทำงาน ความคิดถึงแบบนี้มักออกมาเป็นการช่วยเหลือหรือการถามความเห็นคุณก่อนคนอื่น',
      en: 'At work it shows as help, or asking your view before anyone else’s.',
    },
  ],
  crush: [
    {
      th: 'สำหรับคนที่คุณแอบชอบ ความคิดถึงอาจซ่อนอยู่ในการตอบข้อความที่ใส่ใจกว่าปกติ',
      en: 'With your crush, it may hide in replies more careful than usual.',
    },
    {
      th: 'ถ้าเขาคิดถึงคุณแบบนี้ มักสังเกตได้จากการที่เขาจำเรื่องเล็ก ๆ ของคุณได้',
      en: 'If they think of you like this, it shows in the small things they remember.',
    },
  ],
  exLover: [
    {
      th: 'สำหรับแฟนเก่า ความคิดถึงแบบนี้มักมาในคืนที่เหงาหรือวันที่มีอะไรชวนให้นึกถึงอดีต',
      en: 'For an ex, it tends to come on lonely nights or days that recall the past.',
    },
    {
      th: 'แฟนเก่าที่คิดถึงมักเลือกดูอยู่ห่าง ๆ ก่อน เพราะยังไม่แน่ใจว่าควรกลับมาในบทไหน',
      en: 'An ex who misses you often watches from afar first, unsure what role to return in.',
    },
  ],
  family: [
    {
      th: 'ในครอบครัว ความคิดถึงมักออกมาเป็นคำถามธรรมดา ๆ เช่น กินข้าวหรือยัง',
      en: 'In families it comes out as plain questions — have you eaten yet?',
    },
  ],
  stranger: [
    {
      th: 'สำหรับคนที่เพิ่งรู้จัก ความคิดถึงยังเป็นความประทับใจที่ค้างอยู่ในใจมากกว่าความผูกพัน',
      en: 'For someone new, it is a lingering impression more than attachment.',
    },
  ],
  none: [
    {
      th: 'ความคิดถึงแบบนี้มักไม่ดัง แต่สังเกตได้จากความใส่ใจเล็ก ๆ ที่ส่งมา',
      en: 'This kind of missing is quiet, but shows in small attentions.',
    },
    {
      th: 'คนที่คิดถึงคุณแบบนี้อาจไม่ได้บอก แต่จะอยู่ใกล้ ๆ เมื่อคุณต้องการ',
      en: 'Someone who misses you this way may not say so, but will be near when you need them.',
    },
  ],
};

/** A step the asker can take, by the bond. */
const REL_ADVICE: Record<Relationship | 'none', readonly Bi[]> = {
  friend: [
    {
      th: 'ชวนเพื่อนคนนี้ไปทำสิ่งที่เคยทำด้วยกันสักครั้ง',
      en: 'Invite this friend to something you used to do together.',
    },
    {
      th: 'ส่งเรื่องที่ทำให้นึกถึงเขาไปให้ดู เป็นการทักที่ไม่ต้องมีเหตุผล',
      en: 'Send them something that reminded you of them — a hello that needs no reason.',
    },
  ],
  colleague: [
    {
      th: 'ขอบคุณเพื่อนร่วมงานคนนี้ในเรื่องที่เขาช่วย จะเปิดทางให้คุยกันมากขึ้น',
      en: 'Thank this colleague for their help; it opens the way to talk more.',
    },
  ],
  crush: [
    {
      th: 'ลองเป็นฝ่ายเริ่มบทสนทนาด้วยเรื่องที่เขาสนใจ ความกล้าเล็ก ๆ ช่วยให้เห็นใจกันชัดขึ้น',
      en: 'Start a conversation about something they love; a little courage makes hearts clearer.',
    },
    {
      th: 'ชวนเขาคุยต่อจากเรื่องที่เขาเคยเล่าไว้ แล้วดูว่าเขาตอบรับอย่างไร',
      en: 'pick up a story they once told you and see how they respond.',
    },
  ],
  exLover: [
    {
      th: 'จดสิ่งที่คุณอยากได้จากความสัมพันธ์ครั้งต่อไปไว้สักหน้า ถ้าแฟนเก่าติดต่อมา คุณจะตอบได้ด้วยใจที่นิ่ง',
      en: 'write down what you want from your next relationship, so that if your ex writes you can answer calmly.',
    },
    {
      th: 'นัดเพื่อนสนิทไปทำอะไรสนุก ๆ สักวัน ให้ใจได้พักจากการรอข้อความ',
      en: 'plan a fun day with a close friend, to give your heart a rest from waiting for messages.',
    },
  ],
  family: [
    {
      th: 'โทรหาคนในครอบครัวคนนี้สักครั้ง แม้เพียงถามว่าสบายดีไหม',
      en: 'Call this family member once, even just to ask how they are.',
    },
  ],
  stranger: [
    {
      th: 'ถ้าอยากรู้จักมากขึ้น หาโอกาสคุยต่อจากเรื่องที่เคยคุยกันไว้',
      en: 'If you want to know them better, pick up where your last talk left off.',
    },
  ],
  none: [
    {
      th: 'ทักคนที่ผุดขึ้นมาในใจระหว่างอ่านคำทำนายนี้ดูสักคน',
      en: 'Message whoever came to mind as you read this.',
    },
    {
      th: 'โทรหาคนที่ไม่ได้คุยกันนานสักคน ความคิดถึงมักมาจากคนที่เราเคยใส่ใจ',
      en: 'call someone you have not spoken to in a while; those who miss us are those we once cared for.',
    },
  ],
};

const QUOTE_LEADS: readonly ((q: string) => Bi)[] = [
  (q) => ({ th: `ที่ถามว่า “${q}”`, en: `You asked “${q}”.` }),
  (q) => ({ th: `สำหรับคำถาม “${q}”`, en: `On “${q}”:` }),
];

/** What the asker may be remembered for: a strength of their birth day, or of their animal. */
function rememberedFor(seeker: PersonContext, w: Who, rng: Rng): Bi | null {
  if (seeker.traits && seeker.weekday) {
    const i = Math.floor(rng() * seeker.traits.strengthsTh.length);
    return {
      th: `สิ่งที่${w.named ? w.th : 'เขา'}มักนึกถึงในตัวคุณคือ${seeker.traits.strengthsTh[i] ?? ''} ซึ่งเป็นจุดเด่นของคนเกิด${dayTh(seeker.weekday)}`,
      en: `What ${w.named ? w.en : 'they'} may remember most in you is your ${seeker.traits.strengthsEn[i] ?? ''}, a mark of a ${dayEn(seeker.weekday)} birth.`,
    };
  }
  if (seeker.animal) {
    return {
      th: `${seeker.animal.strengthTh}แบบคนปี${seeker.animal.yearNameTh}คือสิ่งที่ทำให้คุณติดอยู่ในความคิดของคนอื่น`,
      en: `Your ${seeker.animal.strengthEn}, true to the ${seeker.animal.nameEn}, is what keeps you in others’ thoughts.`,
    };
  }
  return null;
}

export function thinkingPersonReading(
  input: ThinkingPersonInput,
): ReadingResult<'thinking-person'> {
  const target = input.target ?? {};
  checkOption(target.relationship, RELATIONSHIPS, 'target.relationship');
  checkOption(target.gender, GENDERS, 'target.gender');
  checkOption(target.knownDuration, KNOWN_DURATIONS, 'target.knownDuration');
  const d = dayContext(input.date);
  const seeker = personContext(input.seeker, d, 'seeker');
  const other = personContext(target, d, 'target');
  const rng = readingRng('thinking-person', input);
  const intent = analyseQuestion(input.question);
  const asked = askedOf(intent.text, target.relationship);
  const w = whoOf(
    cleanName(target.name),
    target.relationship ?? (asked === 'ex-return' ? 'exLover' : undefined),
  );

  let score = 58 + intBetween(rng, -14, 14);
  if (target.knownDuration === 'over3y' || target.knownDuration === '1-3y') score += 3;
  if (seeker.dayRole) score += seeker.dayRole.tone * 3;
  if (seeker.animal && other.animal)
    score += Math.round(animalRelation(seeker.animal, other.animal).effect / 4);
  score = clampScore(score);
  const tier = tierOf(score);
  const lucky = luckyFor(seeker, d, rng);
  const owner = seeker.weekday ?? d.weekday;
  const sri = weekdayInRole(owner.id, 'fortune');
  const c: Ctx = {
    w,
    rel: target.relationship,
    tier,
    asked,
    d,
    seeker,
    sri,
    sriNext: nextDayOf(d, sri),
    window: windowFor(intent, d, tier),
    intent,
  };

  const modePool =
    ASKED_MODES[asked] ??
    (target.relationship ? RELATIONSHIP_MODES[target.relationship] : THOUGHT_MODES);
  const [firstId, secondId] = pickMany(rng, modePool, 2) as [ThoughtMode, ThoughtMode | undefined];
  const mode = MODES[firstId];
  const second = secondId ? MODES[secondId] : null;
  const q = quoteQuestion(input.question);
  const rel = target.relationship ? RELATIONSHIP_LABELS[target.relationship] : null;
  // The window is said once: in the answer when there is a question, else in what comes next.
  const answered = q !== '' && asked !== 'none';

  const sections: ReadingSection[] = [];
  if (answered) {
    const lead = pick(rng, QUOTE_LEADS)(q);
    const aboutTarget = asked === 'who' && (w.named || target.relationship !== undefined);
    const answer = aboutTarget
      ? pickFrag(rng, [WHO_TARGET[tier]], c)
      : pickFrag(rng, ANSWERS[asked][tier], c);
    sections.push(
      section('answer', { th: 'คำตอบของคำถาม', en: 'Your question' }, [
        { th: `${lead.th} ${answer.th}`, en: `${lead.en} ${answer.en}` },
        pickFrag(rng, [ASKED_WHEN[asked]], c),
        pick(rng, ASKED_SELF[asked]),
      ]),
    );
  }

  const trigger = pick(rng, TRIGGERS[target.relationship ?? 'none']);
  const frequency = pickFrag(rng, FREQUENCY[tier], c);
  const dayHint =
    seeker.weekday && seeker.dayRole
      ? {
          th: `${dayTh(d.weekday)}นี้เป็นวัน${seeker.dayRole.nameTh}ของคนเกิด${dayTh(seeker.weekday)} ${DAY_ROLE_HINT[seeker.dayRole.id].th}`,
          en: `This ${dayEn(d.weekday)} is the ${seeker.dayRole.nameEn} (${seeker.dayRole.nameTh}) day for a ${dayEn(seeker.weekday)} birth: ${DAY_ROLE_HINT[seeker.dayRole.id].en}.`,
        }
      : null;
  sections.push(
    section(
      'intensity',
      { th: 'ความคิดถึงในช่วงนี้', en: 'How they may be thinking of you now' },
      present([
        tier === 'low'
          ? {
              th: `${frequency.th} และมักเป็น${trigger.th}`,
              en: `${frequency.en}, mostly ${trigger.en}.`,
            }
          : {
              th: `${frequency.th} โดยเฉพาะ${trigger.th}`,
              en: `${frequency.en}, especially ${trigger.en}.`,
            },
        target.knownDuration ? DURATION_LINES[target.knownDuration] : null,
        dayHint,
        pick(rng, HONESTY),
      ]),
    ),
    section(
      'how',
      { th: `เขาคิดถึงคุณแบบไหน: ${mode.label.th}`, en: `How they think of you: ${mode.label.en}` },
      present([
        pickFrag(rng, mode.text, c),
        second
          ? {
              th: `อีกแบบที่อาจปนอยู่คือ${second.label.th}`,
              en: `Mixed in, perhaps: ${second.label.en}.`,
            }
          : null,
        pick(rng, REL_HOW[target.relationship ?? 'none']),
        rememberedFor(seeker, w, rng),
      ]),
    ),
    section(
      'next',
      { th: 'สิ่งที่อาจเกิดขึ้นต่อไป', en: 'What may happen next' },
      present([
        pickFrag(rng, NEXT[tier], c),
        answered
          ? {
              th: `วันที่มีโอกาสได้ข่าวมากที่สุดคือ${dayTh(sri)} ซึ่งเป็นวันศรีของ${seeker.weekday ? 'คุณ' : `${dayTh(d.weekday)}ที่ถาม`} วันที่ใกล้ที่สุดคือ${c.sriNext.th}`,
              en: `The likeliest day for news is ${dayEn(sri)}, the fortune day ${seeker.weekday ? 'for you' : `of the ${dayEn(d.weekday)} you asked on`}; the nearest is ${c.sriNext.en}.`,
            }
          : {
              th: `จังหวะที่มีโอกาสได้ข่าวมากที่สุดอยู่${c.window.th} โดยเฉพาะใน${dayTh(sri)}ซึ่งเป็นวันศรีของ${seeker.weekday ? 'คุณ' : `${dayTh(d.weekday)}ที่ถาม`}`,
              en: `News is most likely ${c.window.en}, especially on ${dayEn(sri)}, the fortune day ${seeker.weekday ? 'for you' : `of the ${dayEn(d.weekday)} you asked on`}.`,
            },
      ]),
    ),
  );

  const group = signGroup(asked, target.relationship);
  const behaviour = pickMany(rng, BEHAVIOUR_SIGNS[group], 2);
  const signs = [...behaviour, pick(rng, FOLK_SIGNS)];
  sections.push(
    section('signs', { th: 'สัญญาณที่น่าสังเกต', en: 'Signs worth watching' }, [
      ...signs.map((s, i) => ({ th: `${i + 1}. ${s.th}`, en: `${i + 1}. ${s.en}` })),
      pick(rng, [
        {
          th: `ถ้าสัญญาณแบบนี้เกิดใน${dayTh(sri)}ซึ่งเป็นวันศรี ให้ถือว่าน่าใส่ใจเป็นพิเศษ`,
          en: `If such signs come on ${dayEn(sri)}, the fortune day, pay them special attention.`,
        },
        {
          th: `สัญญาณเหล่านี้เป็นเครื่องสังเกต ไม่ใช่หลักฐาน ${dayTh(sri)}เป็นวันที่มักเห็นชัดที่สุด`,
          en: `These are things to notice, not proof; ${dayEn(sri)} is when they tend to show most clearly.`,
        },
      ]),
    ]),
  );

  const colour = lucky.coloursTh[0];
  const colourEn = lucky.coloursEn[0];
  sections.push(
    luckySection(
      lucky,
      colour && colourEn
        ? {
            th: `ถ้าจะเป็นฝ่ายทักหรือนัดเจอ${w.named ? w.th : rel ? `${rel.th}คนนี้` : 'คนที่คุณนึกถึง'} ลองหยิบ${colour}ติดตัวไปด้วย`,
            en: `If you reach out to or meet ${w.named ? w.en : rel ? `this ${rel.en}` : 'the person on your mind'}, carry something ${colourEn}.`,
          }
        : undefined,
    ),
  );

  const who = w.named || target.relationship ? w.th : 'คนที่คุณนึกถึง';
  const whoEn = w.named || target.relationship ? w.en : 'the person you have in mind';
  const gist = pick(rng, [
    {
      th: `ตามดวงช่วงนี้ ${who}มีแนวโน้ม${mode.gist.th}`,
      en: `By the stars, ${whoEn} may ${mode.gist.en}`,
    },
    {
      th: `ช่วงนี้${who}อาจกำลัง${mode.gist.th}`,
      en: `These days ${whoEn} may ${mode.gist.en}`,
    },
  ]);
  const tone = {
    high: { th: 'และค่อนข้างชัดในช่วงนี้', en: 'and fairly clear right now' },
    mid: { th: 'แต่มาเป็นช่วง ๆ', en: 'coming and going' },
    low: { th: 'แต่ยังเบาอยู่ในตอนนี้', en: 'though light for now' },
  }[tier];
  const summaryTh = `${gist.th} ${tone.th} ณ วันที่ ${d.dateTh}`;
  const summaryEn = `${gist.en}, ${tone.en} — as of ${d.dateEn}.`;
  const adviceA = pickFrag(rng, ADVICE[tier], c);
  const adviceB = pick(rng, MODE_ADVICE[firstId]);
  const step = pick(rng, REL_ADVICE[target.relationship ?? 'none']);
  const month = THAI_MONTHS[d.date.month - 1] ?? '';
  const monthEn = ENGLISH_MONTHS[d.date.month - 1] ?? '';
  const when = pick(rng, [
    { th: `ก่อนสิ้นเดือน${month}นี้`, en: `Before the end of ${monthEn},` },
    { th: 'ภายในสัปดาห์นี้', en: 'This week,' },
    sri.id === 'wednesday-night'
      ? { th: 'ในคืนวันพุธที่จะถึง', en: 'On the coming Wednesday evening,' }
      : { th: `ใน${dayTh(sri)}ที่จะถึง`, en: `On the coming ${dayEn(sri)},` },
  ]);
  const adviceC = { th: `${when.th} ${step.th}`, en: `${when.en} ${lowerFirst(step.en)}` };

  return {
    kind: 'thinking-person',
    date: d.iso,
    titleTh: 'ใครกำลังคิดถึงคุณ',
    titleEn: 'Who is thinking of you',
    summaryTh,
    summaryEn,
    sections,
    luckyColoursTh: lucky.coloursTh,
    luckyColoursEn: lucky.coloursEn,
    luckyNumbers: lucky.numbers,
    score0to100: score,
    adviceTh: `${adviceB.th} ${adviceC.th} ${adviceA.th}`,
    adviceEn: `${adviceB.en} ${adviceC.en} ${adviceA.en}`,
  };
}
