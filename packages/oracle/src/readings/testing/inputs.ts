/**
 * Generated inputs for the content tests: varied, realistic requests as Thai users fill the forms
 * (some with names and birth data, some without; questions in their own words), drawn from a
 * seeded PRNG so a failure can be reproduced.
 */
import {
  AGE_RANGES,
  EXPERIENCE_LEVELS,
  GENDERS,
  KNOWN_DURATIONS,
  RELATIONSHIPS,
  RELATIONSHIP_TYPES,
} from '../../options.ts';
import { createRng, intBetween, pick, pickMany, type Rng } from '../../seed.ts';
import type { TopicInputs, TopicKind } from '../../topic-readings.ts';
import { CAREER_OBJECTIVES, INDUSTRIES } from '../career.ts';
import { FINANCE_GOALS, INCOME_SOURCES } from '../finance.ts';
import { LOVE_STATUSES } from '../love.ts';
import { LUCK_FOCUSES } from '../luck.ts';
import { OBSTACLE_CHALLENGES, RESOLUTION_FOCUSES } from '../obstacles.ts';
import { THEIR_FEELINGS_FOCUSES } from '../their-feelings.ts';

const NAMES = [
  'สมชาย',
  'สมหญิง',
  'ปิยะนุช',
  'ธนพล',
  'กนกวรรณ',
  'ณัฐวุฒิ',
  'พิมพ์ชนก',
  'อรุณี',
  'วรวุฒิ',
  'ศิริพร',
  'เอ',
  'บี',
  'แนน',
  'ต้น',
  'ปลา',
  'มิ้นท์',
  'เจมส์',
  'ฝน',
  'บอส',
  'น้ำหวาน',
  'จิราพร',
  'อนุชา',
  'สุภาวดี',
  'กิตติพงษ์',
  'ชลธิชา',
  'ภานุวัฒน์',
  'วิภาวรรณ',
  'ธีรเดช',
  'มาลี',
  'ประเสริฐ',
];

/** Questions people type, by kind; a reading must answer the one it was asked. */
export const QUESTIONS: Record<Exclude<TopicKind, 'daily'>, readonly string[]> = {
  career: [
    'ปีนี้จะได้เลื่อนตำแหน่งไหม',
    'ควรลาออกไปหางานใหม่ดีไหม',
    'หัวหน้าใหม่จะเข้ากับเราได้ไหม',
    'สัมภาษณ์งานสัปดาห์หน้าจะผ่านไหม',
    'อยากเปิดร้านกาแฟเป็นของตัวเอง ควรเริ่มตอนไหน',
    'งานช่วงนี้หนักมาก จะดีขึ้นเมื่อไหร่',
    'เพื่อนร่วมงานชอบเอาผลงานเราไป ทำอย่างไรดี',
    'จะสอบข้าราชการติดไหม',
    'ย้ายไปทำงานต่างประเทศดีไหม',
    'เดือนหน้าจะได้ขึ้นเงินเดือนไหม',
  ],
  finance: [
    'ปีนี้จะเก็บเงินได้ไหม',
    'หนี้บัตรเครดิตจะหมดเมื่อไหร่',
    'ควรซื้อคอนโดปีนี้หรือรอก่อน',
    'ค้าขายออนไลน์จะดีขึ้นไหม',
    'เงินช่วงนี้ไม่พอใช้เลย จะผ่านไปได้ไหม',
    'ควรให้ญาติยืมเงินไหม',
    'ลงทุนกองทุนเพิ่มดีไหม',
    'เดือนหน้าจะมีรายได้เสริมเข้ามาไหม',
    'อยากปิดหนี้บ้านให้เร็วขึ้น',
  ],
  love: [
    'เมื่อไหร่จะเจอคนที่ใช่',
    'แฟนจะขอแต่งงานปีนี้ไหม',
    'ควรกลับไปคืนดีกับแฟนเก่าไหม',
    'คนที่คุยอยู่จะจริงจังกับเราไหม',
    'ทะเลาะกับแฟนบ่อย จะไปต่อได้ไหม',
    'จะมีแฟนภายในปีนี้ไหม',
    'เขาอ่านแต่ไม่ตอบมาสามวันแล้ว',
    'อยู่ด้วยกันมานาน รู้สึกจืดจาง ทำอย่างไรดี',
    'ควรบอกชอบเพื่อนสนิทไหม',
    'เพิ่งเลิกกัน จะลืมเขาได้เมื่อไหร่',
  ],
  luck: [
    'ช่วงนี้ไม่มีอะไรดีเลย จะดีขึ้นเมื่อไหร่',
    'เดือนนี้ควรเริ่มอะไรใหม่ไหม',
    'ขอเลขเด็ดงวดนี้หน่อย',
    'วันไหนเหมาะกับการเซ็นสัญญา',
    'ปีหน้าดวงจะเป็นอย่างไร',
    'สัปดาห์นี้จะมีโชคเรื่องงานไหม',
    'ควรไปทำบุญที่ไหนดี',
    'ลูกจะสอบเข้ามหาวิทยาลัยได้ไหม',
    'จะได้เดินทางไปต่างประเทศปีนี้ไหม',
  ],
  obstacles: [
    'ทำอย่างไรเรื่องงานจะดีขึ้น',
    'ทำไมทำอะไรก็ติดขัดไปหมด',
    'ปัญหากับแม่สามีจะคลี่คลายไหม',
    'หนี้สินจะหมดไหม',
    'จะผ่านช่วงนี้ไปได้อย่างไร',
    'คดีความจะจบเมื่อไหร่',
  ],
  compatibility: [
    'เราสองคนจะไปด้วยกันได้ยาวไหม',
    'ควรแต่งงานกันปีนี้ไหม',
    'จะหุ้นธุรกิจด้วยกันดีไหม',
    'ทำไมเราทะเลาะกันบ่อย',
    'เขาจะเข้ากับครอบครัวเราได้ไหม',
    'เป็นเพื่อนกันแบบนี้ดีแล้วใช่ไหม',
  ],
  'their-feelings': [
    'เขารู้สึกอย่างไรกับเรา',
    'เขาจะกลับมาไหม',
    'เขาคิดกับเราแค่เพื่อนหรือเปล่า',
    'ควรทักไปก่อนไหม',
    'เขามีคนอื่นหรือเปล่า',
  ],
  'thinking-person': [
    'เขายังคิดถึงเราอยู่ไหม',
    'มีใครแอบชอบเราอยู่หรือเปล่า',
    'แฟนเก่าจะติดต่อกลับมาไหม',
    'คนที่คุยด้วยช่วงนี้คิดถึงเราบ้างไหม',
    'ใครกำลังคิดถึงเราอยู่',
  ],
};

const SITUATIONS = [
  'เขาอ่านแต่ไม่ตอบมาสามวันแล้ว',
  'เจอกันที่ทำงานทุกวัน แต่ไม่ค่อยได้คุยกันเป็นส่วนตัว',
  'เพิ่งทะเลาะกันเรื่องเล็ก ๆ แล้วเขาก็เงียบไป',
  'คุยกันทุกคืนมาเดือนกว่าแล้ว',
  'เขาเพิ่งเลิกกับแฟนเก่า',
  'เราเป็นเพื่อนสนิทกันมานาน',
  'เขาชวนไปกินข้าวบ่อย ๆ',
  'ไม่ได้เจอกันมาหลายเดือนเพราะเขาย้ายไปทำงานต่างจังหวัด',
];

const FEELINGS = [
  'ชอบเขามาก แต่ไม่กล้าบอก',
  'สับสน ไม่รู้ว่าควรไปต่อหรือพอ',
  'ยังคิดถึงเขาทุกวัน',
  'รู้สึกน้อยใจที่เขาไม่ค่อยสนใจ',
  'อยากให้ชัดเจนสักที',
];

const STORIES = [
  'หัวหน้ากดดันทุกวัน งานล้นจนไม่มีเวลาพัก',
  'ค้าขายเงียบมาสามเดือนแล้ว',
  'มีปัญหากับครอบครัวฝั่งแฟน',
  'สุขภาพไม่ค่อยดีทำให้ทำงานไม่เต็มที่',
  'เพิ่งโดนเลิกจ้างและยังหางานใหม่ไม่ได้',
  'เพื่อนยืมเงินแล้วไม่คืน',
];

function isoDate(rng: Rng, fromYear: number, toYear: number): string {
  const year = intBetween(rng, fromYear, toYear);
  const month = intBetween(rng, 1, 12);
  const day = intBetween(rng, 1, 28);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function maybe<T>(rng: Rng, chance: number, value: () => T): T | undefined {
  return rng() < chance ? value() : undefined;
}

const clock = (rng: Rng) =>
  `${String(intBetween(rng, 0, 23)).padStart(2, '0')}:${String(intBetween(rng, 0, 59)).padStart(2, '0')}`;

function person(rng: Rng, birthChance = 0.75) {
  return {
    name: maybe(rng, 0.5, () => pick(rng, NAMES)),
    birthDate: maybe(rng, birthChance, () => isoDate(rng, 1960, 2006)),
    birthTime: maybe(rng, 0.25, () => clock(rng)),
    gender: maybe(rng, 0.7, () => pick(rng, GENDERS)),
  };
}

/** One generated request of `kind` (the `index`th of a seeded series). */
export function generatedInput<K extends TopicKind>(kind: K, index: number): TopicInputs[K] {
  const rng = createRng(`content-test:${kind}:${index}`);
  const date = isoDate(rng, 2026, 2027);
  const question = (k: Exclude<TopicKind, 'daily'>) =>
    maybe(rng, 0.75, () => pick(rng, QUESTIONS[k]));
  const inputs: { [T in TopicKind]: () => TopicInputs[T] } = {
    career: () => ({
      date,
      ...person(rng),
      experienceLevel: maybe(rng, 0.8, () => pick(rng, EXPERIENCE_LEVELS)),
      industry: maybe(rng, 0.8, () => pick(rng, INDUSTRIES)),
      objective: maybe(rng, 0.8, () => pick(rng, CAREER_OBJECTIVES)),
      question: question('career'),
    }),
    finance: () => ({
      date,
      ...person(rng),
      incomeSource: maybe(rng, 0.8, () => pick(rng, INCOME_SOURCES)),
      goal: maybe(rng, 0.8, () => pick(rng, FINANCE_GOALS)),
      question: question('finance'),
    }),
    love: () => ({
      date,
      ...person(rng),
      status: maybe(rng, 0.85, () => pick(rng, LOVE_STATUSES)),
      partner: maybe(rng, 0.4, () => person(rng)),
      question: question('love'),
    }),
    luck: () => ({
      date,
      ...person(rng),
      focus: maybe(rng, 0.8, () => pick(rng, LUCK_FOCUSES)),
      question: question('luck'),
    }),
    obstacles: () => ({
      date,
      ...person(rng),
      currentChallenges: pickMany(rng, OBSTACLE_CHALLENGES, intBetween(rng, 1, 3)),
      context: maybe(rng, 0.6, () => pick(rng, STORIES)),
      resolutionFocus: maybe(rng, 0.7, () => pick(rng, RESOLUTION_FOCUSES)),
      question: question('obstacles'),
    }),
    compatibility: () => ({
      date,
      personA: { ...person(rng, 1), birthDate: isoDate(rng, 1965, 2005) },
      personB: { ...person(rng, 1), birthDate: isoDate(rng, 1965, 2005) },
      relationshipType: maybe(rng, 0.9, () => pick(rng, RELATIONSHIP_TYPES)),
      question: question('compatibility'),
    }),
    'their-feelings': () => ({
      date,
      seeker: maybe(rng, 0.6, () => person(rng)),
      target: {
        name: maybe(rng, 0.6, () => pick(rng, NAMES)),
        relationship: pick(rng, RELATIONSHIPS),
        gender: maybe(rng, 0.7, () => pick(rng, GENDERS)),
        ageRange: maybe(rng, 0.5, () => pick(rng, AGE_RANGES)),
        knownDuration: maybe(rng, 0.6, () => pick(rng, KNOWN_DURATIONS)),
      },
      context: {
        specificSituation: maybe(rng, 0.7, () => pick(rng, SITUATIONS)),
        yourFeelings: maybe(rng, 0.5, () => pick(rng, FEELINGS)),
        questionFocus: question('their-feelings'),
      },
      wantToKnow: pickMany(rng, THEIR_FEELINGS_FOCUSES, intBetween(rng, 1, 3)),
    }),
    'thinking-person': () => ({
      date,
      seeker: maybe(rng, 0.6, () => person(rng)),
      target: maybe(rng, 0.7, () => ({
        name: maybe(rng, 0.6, () => pick(rng, NAMES)),
        relationship: pick(rng, RELATIONSHIPS),
        knownDuration: maybe(rng, 0.5, () => pick(rng, KNOWN_DURATIONS)),
      })),
      question: question('thinking-person'),
    }),
    daily: () => ({
      date,
      birthDate: maybe(rng, 0.8, () => isoDate(rng, 1960, 2006)),
      name: maybe(rng, 0.5, () => pick(rng, NAMES)),
    }),
  };
  return inputs[kind]();
}
