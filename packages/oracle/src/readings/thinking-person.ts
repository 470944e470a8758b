/**
 * ดูว่าใครคิดถึงคุณ (thinking person): whether someone is thinking of the person asking, how
 * strongly and in what way, what they may do next and the signs to look for.
 */
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
import { intBetween, pick, pickMany } from '../seed.ts';
import { capitalise, cleanName, type Bi } from '../text.ts';
import { animalRelation, weekdayInRole } from '../thai-calendar.ts';
import {
  checkOption,
  clampScore,
  dayContext,
  dayEn,
  dayRoleLine,
  dayTh,
  luckyFor,
  luckySection,
  personContext,
  present,
  quoteQuestion,
  readingRng,
  section,
  tierOf,
  type ReadingResult,
  type Tier,
} from './common.ts';

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

/** The other person: a name, or "this person" (always grammatically singular in English). */
interface Who {
  th: string;
  en: string;
  poss: string;
}

function whoOf(name: string): Who {
  return name
    ? { th: name, en: name, poss: `${name}’s` }
    : { th: 'คนคนนั้น', en: 'this person', poss: 'their' };
}

const MODES: Record<ThoughtMode, { label: Bi; text: (w: Who) => Bi }> = {
  longing: {
    label: { th: 'คิดถึงแบบอยากเจอ', en: 'longing to see you' },
    text: (w) => ({
      th: `${w.th}คิดถึงคุณแบบอยากเจอหน้า อยากได้ยินเสียง โดยเฉพาะช่วงค่ำก่อนนอน`,
      en: `${capitalise(w.en)} misses you and wants to see you and hear your voice, especially late in the evening.`,
    }),
  },
  nostalgic: {
    label: { th: 'คิดถึงความทรงจำเก่า', en: 'remembering old times' },
    text: (w) => ({
      th: `${w.th}นึกถึงคุณผ่านความทรงจำ เพลงเก่า สถานที่ หรือเรื่องตลกที่เคยหัวเราะด้วยกัน`,
      en: `${capitalise(w.en)} thinks of you through memories — an old song, a place, a joke you once laughed at together.`,
    }),
  },
  curious: {
    label: { th: 'อยากรู้ความเป็นไปของคุณ', en: 'curious about you' },
    text: (w) => ({
      th: `${w.th}อยากรู้ว่าช่วงนี้คุณเป็นอย่างไร อาจแอบดูความเคลื่อนไหวของคุณอยู่เงียบ ๆ`,
      en: `${capitalise(w.en)} wonders how you are doing and may be quietly following your news.`,
    }),
  },
  admiring: {
    label: { th: 'ชื่นชมในตัวคุณ', en: 'admiring you' },
    text: (w) => ({
      th: `${w.th}ชื่นชมความสามารถและความตั้งใจของคุณ และมักพูดถึงคุณในทางที่ดีกับคนอื่น`,
      en: `${capitalise(w.en)} admires your ability and determination, and speaks well of you to others.`,
    }),
  },
  worried: {
    label: { th: 'เป็นห่วงคุณ', en: 'worried about you' },
    text: (w) => ({
      th: `${w.th}เป็นห่วงคุณอยู่ลึก ๆ อยากรู้ว่าคุณสบายดีไหม แต่ไม่แน่ใจว่าควรถามตรง ๆ หรือเปล่า`,
      en: `${capitalise(w.en)} is quietly worried about you and wants to know you are well, but unsure whether to ask.`,
    }),
  },
  regretful: {
    label: { th: 'คิดถึงพร้อมความเสียดาย', en: 'thinking of you with regret' },
    text: (w) => ({
      th: `${w.th}นึกถึงคุณพร้อมความเสียดาย อาจมีคำพูดหรือการกระทำบางอย่างที่อยากย้อนกลับไปแก้`,
      en: `${capitalise(w.en)} thinks of you with some regret — perhaps words or actions ${w.en === 'this person' ? 'they' : w.en} would like to take back.`,
    }),
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

const NEXT: Record<Tier, readonly ((w: Who) => Bi)[]> = {
  high: [
    (w) => ({
      th: `มีแนวโน้มที่${w.th}จะติดต่อมาก่อนในเร็ว ๆ นี้ อาจเป็นข้อความสั้น ๆ หรือการกดถูกใจโพสต์`,
      en: `${capitalise(w.en)} may well reach out first soon — perhaps a short message or a like on a post.`,
    }),
    (w) => ({
      th: `${w.th}กำลังหาจังหวะคุยกับคุณ ถ้าคุณส่งสัญญาณเปิดทางเพียงนิดเดียว บทสนทนาจะเกิดขึ้นทันที`,
      en: `${capitalise(w.en)} is looking for a chance to talk; the smallest opening from you will start a conversation.`,
    }),
  ],
  mid: [
    (w) => ({
      th: `${w.th}ยังลังเลที่จะติดต่อ อาจรอให้คุณเป็นฝ่ายเริ่ม หรือรอโอกาสที่เป็นธรรมชาติ`,
      en: `${capitalise(w.en)} is hesitant to get in touch and may be waiting for you to begin, or for a natural chance.`,
    }),
    (w) => ({
      th: `${w.th}อาจติดต่อผ่านทางอ้อม เช่น ฝากถามเพื่อน หรือแวะมาในที่ที่คุณอยู่`,
      en: `${capitalise(w.en)} may reach you indirectly — asking a friend about you, or turning up where you are.`,
    }),
  ],
  low: [
    (w) => ({
      th: `ช่วงนี้${w.th}ยังไม่น่าจะติดต่อมา ใจยังวุ่นกับเรื่องของตัวเอง ให้เวลาเป็นผู้ตอบ`,
      en: `${capitalise(w.en)} is unlikely to reach out just now, busy with ${w.poss} own life; let time answer.`,
    }),
    (w) => ({
      th: `${w.th}นึกถึงคุณเป็นครั้งคราว แต่ยังไม่มีแรงผลักให้ลงมือติดต่อ`,
      en: `${capitalise(w.en)} thinks of you now and then, but nothing yet pushes ${w.en === 'this person' ? 'them' : w.en} to get in touch.`,
    }),
  ],
};

const SIGNS: readonly Bi[] = [
  {
    th: 'จามหรือสะอึกขึ้นมาเฉย ๆ ตามความเชื่อโบราณว่ามีคนพูดถึง',
    en: 'Sneezing or hiccupping out of the blue — old belief says someone is talking about you.',
  },
  {
    th: 'ฝันเห็นคนคนนั้น หรือฝันถึงสถานที่ที่เคยไปด้วยกัน',
    en: 'Dreaming of them, or of a place you went together.',
  },
  {
    th: 'ได้ยินเพลงที่ทำให้นึกถึงเขาบ่อยผิดปกติ',
    en: 'Hearing a song that reminds you of them unusually often.',
  },
  {
    th: 'เห็นชื่อหรือรูปของเขาผ่านตาบ่อยขึ้นในโซเชียล',
    en: 'Their name or picture crossing your screen more often.',
  },
  {
    th: 'มีเพื่อนร่วมกันพูดถึงเขาขึ้นมาโดยไม่ได้ตั้งใจ',
    en: 'A mutual friend mentioning them out of nowhere.',
  },
  {
    th: 'รู้สึกร้อนหูหรือหูแดงขึ้นมาโดยไม่มีสาเหตุ',
    en: 'Ears feeling warm for no reason.',
  },
  {
    th: 'นึกถึงเขาขึ้นมาพร้อมกับที่เขาส่งข้อความมาพอดี',
    en: 'Thinking of them just as a message from them arrives.',
  },
  {
    th: 'เจอสิ่งของที่เกี่ยวกับความทรงจำร่วมกันโดยบังเอิญ',
    en: 'Stumbling on something tied to a shared memory.',
  },
];

const ADVICE: Record<Tier, readonly Bi[]> = {
  high: [
    {
      th: 'ถ้าคุณเองก็คิดถึง ลองส่งข้อความสั้น ๆ ที่อบอุ่นไปก่อน ไม่ต้องรอให้เป็นฝ่ายถูกทัก',
      en: 'If you miss them too, send a short warm message first — no need to wait to be asked.',
    },
    {
      th: 'เปิดใจรับการติดต่อที่กำลังจะมา และตอบกลับด้วยความจริงใจ ไม่ต้องเล่นตัว',
      en: 'Be open to the contact that is coming, and reply sincerely — no games.',
    },
  ],
  mid: [
    {
      th: 'สร้างโอกาสให้ได้เจอกันแบบเป็นธรรมชาติ เช่น ชวนในกิจกรรมกลุ่ม แล้วให้ความสัมพันธ์ค่อย ๆ เดินต่อ',
      en: 'Create natural chances to meet — a group outing, say — and let things unfold from there.',
    },
    {
      th: 'อย่าคิดแทนเขามากเกินไป ใช้ชีวิตของคุณให้มีความสุข พลังดีจะดึงดูดคนที่คิดถึงให้เข้ามาเอง',
      en: 'Do not over-guess their mind; live happily, and good energy will draw them in.',
    },
  ],
  low: [
    {
      th: 'ช่วงนี้ให้ความสำคัญกับตัวเองก่อน ถ้าความสัมพันธ์นี้ใช่ จังหวะที่เหมาะจะกลับมาเอง',
      en: 'Put yourself first for now; if this bond is meant to be, the right moment will come back.',
    },
    {
      th: 'ไม่ต้องรอคำตอบจากใคร ความสุขของคุณไม่ควรขึ้นอยู่กับการที่ใครจะนึกถึงหรือไม่',
      en: 'Do not wait on anyone’s answer; your happiness should not hang on whether someone thinks of you.',
    },
  ],
};

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
  const w = whoOf(cleanName(target.name));

  let score = 58 + intBetween(rng, -14, 14);
  if (target.knownDuration === 'over3y' || target.knownDuration === '1-3y') score += 3;
  if (seeker.dayRole) score += seeker.dayRole.tone * 3;
  if (seeker.animal && other.animal)
    score += Math.round(animalRelation(seeker.animal, other.animal).effect / 4);
  score = clampScore(score);
  const tier = tierOf(score);
  const lucky = luckyFor(seeker, d, rng);

  const modes = target.relationship ? RELATIONSHIP_MODES[target.relationship] : THOUGHT_MODES;
  const mode = MODES[pick(rng, modes)];
  const next = pick(rng, NEXT[tier])(w);
  const signs = pickMany(rng, SIGNS, 2);
  const q = quoteQuestion(input.question);
  const owner = seeker.weekday ?? d.weekday;
  const sri = weekdayInRole(owner.id, 'fortune');
  const rel = target.relationship ? RELATIONSHIP_LABELS[target.relationship] : null;

  const intensityTh = tier === 'high' ? 'บ่อยมาก' : tier === 'mid' ? 'เป็นระยะ' : 'นาน ๆ ครั้ง';
  const intensityEn =
    tier === 'high' ? 'very often' : tier === 'mid' ? 'from time to time' : 'only now and then';

  const sections = [
    section(
      'intensity',
      { th: 'เขาคิดถึงคุณมากแค่ไหน', en: 'How much they think of you' },
      present([
        {
          th: `พลังความคิดถึงที่ส่งมาถึงคุณอยู่ที่ราว ${score}% ${w.th}${rel ? ` (${rel.th}) ` : ''}นึกถึงคุณ${intensityTh}`,
          en: `The pull of their thoughts reaching you is around ${score}%: ${w.en}${rel ? ` (${rel.en})` : ''} thinks of you ${intensityEn}.`,
        },
        q
          ? {
              th: `สำหรับคำถาม “${q}” ${tier === 'high' ? 'คำตอบคือใช่ และชัดเจนกว่าที่คุณคาด' : tier === 'mid' ? 'คำตอบคือมีบ้าง แต่ยังไม่มากพอให้เขาลงมือ' : 'ช่วงนี้ความคิดของเขายังไม่ได้อยู่ที่คุณเป็นหลัก'}`,
              en: `As for “${q}”: ${tier === 'high' ? 'yes — more clearly than you expect' : tier === 'mid' ? 'somewhat, though not yet enough for them to act' : 'for now their thoughts are mostly elsewhere'}.`,
            }
          : null,
        dayRoleLine(seeker, d),
      ]),
    ),
    section(
      'how',
      { th: `เขาคิดถึงคุณแบบไหน: ${mode.label.th}`, en: `How they think of you: ${mode.label.en}` },
      [mode.text(w)],
    ),
    section('next', { th: 'สิ่งที่อาจเกิดขึ้นต่อไป', en: 'What may happen next' }, [
      next,
      {
        th: `วันที่มีโอกาสได้ข่าวจากเขามากที่สุดคือ${dayTh(sri)} ซึ่งเป็นวันศรีของคุณ`,
        en: `You are most likely to hear from them on ${dayEn(sri)}, your fortune day.`,
      },
    ]),
    section(
      'signs',
      { th: 'สัญญาณที่บอกว่ามีคนคิดถึง', en: 'Signs someone is thinking of you' },
      signs.map((s, i) => ({
        th: `${i + 1}. ${s.th}`,
        en: `${i + 1}. ${s.en}`,
      })),
    ),
    luckySection(lucky),
  ];

  const advice = pick(rng, ADVICE[tier]);
  const summaryTh = `${w.th === 'คนคนนั้น' ? 'คนที่คุณนึกถึง' : w.th}คิดถึงคุณ${intensityTh} (${score}%) ในแบบ${mode.label.th} ${next.th}`;
  const summaryEn = `${capitalise(w.en === 'this person' ? 'the person you have in mind' : w.en)} thinks of you ${intensityEn} (${score}%), ${mode.label.en}. ${next.en}`;

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
    adviceTh: advice.th,
    adviceEn: advice.en,
  };
}
