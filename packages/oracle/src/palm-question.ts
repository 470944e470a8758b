/**
 * The answer a palm reading gives to the question typed with the photo. The question is read by
 * `question.ts` (its subject, a line it names, a fear for a life); the answer names what was
 * asked, reads it from the lines palmistry ties to that subject — love from the heart line, work
 * and study from the head and fate lines, money from the fate, Sun and Mercury lines, energy from
 * the life line, never as a forecast — says what the photo showed of them, and ends with advice
 * one can act on.
 *
 * A fear for a life (its length, its end, an illness, an accident, a short or broken life line)
 * gets the plain, kind answer of `lore/palm-fears.ts`: a palm does not foretell it, with a word
 * about seeing a doctor — and no forecast at all. A line the photo did not show is said to be
 * unclear, never guessed.
 */
import { PALM_FEAR_FACTS, type LifeFear } from './lore/palm-fears.ts';
import {
  lineNameInSentenceEn,
  lineShape,
  PALM_LINE_TEXTS,
  RETAKE_PALM_ADVICE,
  type PalmFeatures,
  type PalmLineId,
  type PalmLineReading,
} from './palm-lines.ts';
import {
  analyseQuestion,
  CHAT_CONSULT_NOTES,
  CHAT_HEALTH_NOTE,
  type ChatSubject,
  type ChatSubtopic,
} from './question.ts';
import { quoteQuestion } from './readings/common.ts';
import { caringReplyEn, caringReplyTh, detectSelfHarm } from './safety.ts';
import { createRng, pick, seedOf, type Rng } from './seed.ts';
import { joinBi, listEn, listTh, type Bi } from './text.ts';

/** What a palm question is about: a subject, a fear, anything else, or a cry for help. */
export type PalmQuestionTopic = ChatSubject | 'other' | 'fear' | 'care';

export interface PalmQuestionAnswer {
  /** The question as quoted in the answer (cleaned, cut to 80 characters). */
  asked: string;
  topic: PalmQuestionTopic;
  /** The fear the question voices; its answer holds no forecast. */
  fear: LifeFear | null;
  /** The lines the answer reads from, in the order it reads them (none for a fear without them). */
  lines: PalmLineId[];
  headingTh: string;
  headingEn: string;
  answerTh: string;
  answerEn: string;
}

export const PALM_ANSWER_HEADING: Bi = { th: 'คำตอบสำหรับคำถามของคุณ', en: 'Your question' };

type Tier = 'strong' | 'steady' | 'fine';
type Topic = ChatSubject | 'other';

/** The lines palmistry reads a subject from, the first the main one. */
const LINES_FOR: Record<Topic, readonly PalmLineId[]> = {
  love: ['heart'],
  work: ['fate', 'head'],
  study: ['head', 'fate'],
  money: ['fate', 'sun', 'mercury'],
  health: ['life'],
  family: ['heart', 'life'],
  travel: ['life', 'fate'],
  luck: ['sun', 'fate'],
  legal: ['head'],
  other: [],
};

const LINES_FOR_SUB: Partial<Record<ChatSubtopic, readonly PalmLineId[]>> = {
  business: ['mercury', 'fate'],
  promotion: ['sun', 'fate'],
  interview: ['head', 'fate'],
  exam: ['head'],
  invest: ['head', 'sun'],
  save: ['fate', 'mercury'],
};

const LABEL: Record<Topic, Bi> = {
  love: { th: 'ความรัก', en: 'love' },
  work: { th: 'การงาน', en: 'work' },
  study: { th: 'การเรียน', en: 'study' },
  money: { th: 'การเงิน', en: 'money' },
  health: { th: 'พลังกายพลังใจ', en: 'energy and wellbeing' },
  family: { th: 'ครอบครัว', en: 'family' },
  travel: { th: 'การเดินทางและการย้ายที่', en: 'travel and moves' },
  luck: { th: 'โชคและความสำเร็จ', en: 'luck and success' },
  legal: { th: 'คดีความและข้อพิพาท', en: 'legal matters' },
  other: { th: 'ที่ถาม', en: 'what you asked' },
};

/** What each line says, by how strongly the photo showed it: a clause after "palmistry reads that". */
const MEANING: Record<PalmLineId, Record<Tier, Bi>> = {
  heart: {
    strong: {
      th: 'คุณรักใครแล้วรักจริง เปิดใจและแสดงความรู้สึกออกมาได้เต็มที่ คนที่อยู่ด้วยจะรู้สึกได้ถึงความอบอุ่นนั้น',
      en: 'you love wholeheartedly and show your feelings openly; whoever is with you can feel that warmth',
    },
    steady: {
      th: 'คุณมีความรู้สึกที่อบอุ่นแต่ไม่หวือหวา ใช้ทั้งใจและเหตุผลไปพร้อมกันในความสัมพันธ์',
      en: 'your feelings are warm without being stormy, and you bring both heart and reason to a relationship',
    },
    fine: {
      th: 'คุณเก็บความรู้สึกไว้ข้างในมากกว่าพูดออกมา ต้องใช้เวลากว่าจะไว้ใจใคร แต่เมื่อไว้ใจแล้วจะแสดงความรักผ่านการกระทำ',
      en: 'you keep your feelings inside more than you say them; trust takes you time, and once you trust, your love shows in what you do',
    },
  },
  head: {
    strong: {
      th: 'คุณคิดอย่างเป็นระบบ วางแผนได้ไกล และจดจ่อกับเรื่องที่ต้องใช้เวลาได้นาน',
      en: 'you think in an orderly way, plan far ahead and can stay with a long task',
    },
    steady: {
      th: 'คุณคิดแบบเน้นของจริง ชั่งน้ำหนักได้พอดี และตัดสินใจในจังหวะที่ไม่ช้าไม่เร็วเกินไป',
      en: 'your thinking is practical and well weighed, and you decide at a sound pace',
    },
    fine: {
      th: 'คุณคิดไวและใช้สัญชาตญาณเก่ง ทำได้ดีที่สุดเมื่อแบ่งงานเป็นช่วงสั้น ๆ แล้วทำทีละขั้น',
      en: 'you think fast and trust your instinct, and do best when the work is cut into short steps',
    },
  },
  fate: {
    strong: {
      th: 'เส้นทางของคุณค่อนข้างชัด มีแรงหนุนจากงานที่ทำมาต่อเนื่อง และคนรอบตัวเห็นความตั้งใจนั้น',
      en: 'your path is fairly clear, carried by steady work that the people around you have noticed',
    },
    steady: {
      th: 'เส้นทางของคุณค่อย ๆ ก่อตัวจากสิ่งที่ลงมือทำ สร้างทีละขั้นแล้วจะมั่นคงขึ้นเรื่อย ๆ',
      en: 'your path takes shape from what you do, growing steadier with each step you build',
    },
    fine: {
      th: 'คุณเป็นคนสร้างทางเดินเอง ไม่ผูกกับเส้นทางเดียว จึงมีอิสระที่จะเปลี่ยนทิศเมื่อเจอสิ่งที่ใช่',
      en: 'you make your own way rather than follow a set one, which leaves you free to change course when the right thing comes',
    },
  },
  sun: {
    strong: {
      th: 'ผลงานของคุณมีแววจะเป็นที่เห็นและได้รับการยอมรับ และการยอมรับนั้นมักพาโอกาสด้านรายได้ตามมา',
      en: 'your work is likely to be seen and recognised, and recognition tends to bring chances to earn',
    },
    steady: {
      th: 'ความสำเร็จของคุณมาจากความพยายามที่สม่ำเสมอ มากกว่าโชคที่มาแบบฉับพลัน',
      en: 'your success comes from steady effort rather than sudden luck',
    },
    fine: {
      th: 'สิ่งที่คุณสร้างจะออกดอกออกผลแบบเงียบ ๆ ค่อยเป็นค่อยไป ไม่หวือหวาแต่ยั่งยืน',
      en: 'what you build bears fruit quietly and gradually — not flashy, but lasting',
    },
  },
  mercury: {
    strong: {
      th: 'คุณมีหัวการค้า คล่องทั้งคำพูดและตัวเลข และเจรจาต่อรองได้ดี',
      en: 'you have a head for trade, at ease with words and with numbers, and good at a bargain',
    },
    steady: {
      th: 'คุณสื่อสารได้ชัดและเข้ากับผู้คนได้ดี ซึ่งช่วยได้มากทั้งในงานและเรื่องเงิน',
      en: 'you communicate clearly and get on with people, which helps in work and money matters alike',
    },
    fine: {
      th: 'คุณเป็นผู้ฟังที่ดีมากกว่านักขาย เรื่องเงินจึงเหมาะกับการคิดให้รอบคอบก่อนตกลง',
      en: 'you are a better listener than a seller, so in money matters it pays to think things through before agreeing',
    },
  },
  life: {
    strong: {
      th: 'คุณมีแรงใจสำรองมาก อึด ทำเรื่องยาว ๆ ได้ และล้มแล้วลุกได้ไว',
      en: 'you have deep reserves of will — staying power for long efforts and a quick recovery after a fall',
    },
    steady: {
      th: 'คุณใช้แรงอย่างรู้จังหวะ รู้ว่าเมื่อไรควรเร่งและเมื่อไรควรพัก',
      en: 'you spend your energy with a sense of timing, knowing when to push and when to rest',
    },
    fine: {
      th: 'คุณใช้พลังเป็นช่วง ๆ ทุ่มเต็มที่แล้วต้องการเวลาพัก และจะมีแรงมากที่สุดเมื่ออยู่ในที่และกับคนที่ใช่',
      en: 'you spend energy in bursts, giving everything and then needing rest, and you are strongest in the right place with the right people',
    },
  },
};

/** Advice one can act on, by subject and by how strongly its main line showed. */
const ADVICE: Record<Topic, Record<'strong' | 'gentle', Bi>> = {
  love: {
    strong: {
      th: 'ช่วงนี้ลองบอกความรู้สึกออกไปตรง ๆ ด้วยคำพูดง่าย ๆ และฟังอีกฝ่ายให้มากพอกับที่พูด ความรักที่คุณให้จะได้กลับมาอย่างมั่นคง',
      en: 'Say what you feel simply and directly, and listen as much as you speak: the love you give will come back steadier for it.',
    },
    gentle: {
      th: 'ลองเริ่มจากเรื่องเล็ก ๆ เช่น ทักไปถามไถ่ หรือบอกสิ่งที่ชอบในตัวเขาสักข้อ ไม่ต้องรีบเปิดใจทั้งหมด ให้ความไว้ใจค่อย ๆ โตขึ้นเอง',
      en: 'Start small — a message to ask how they are, one thing you like about them — and let trust grow at its own pace rather than opening everything at once.',
    },
  },
  work: {
    strong: {
      th: 'ใช้จุดแข็งนี้ด้วยการตั้งเป้าหมายสามเดือนข้างหน้าให้ชัด แล้วเล่าความคืบหน้าให้หัวหน้าหรือคนที่เกี่ยวข้องรู้เป็นระยะ',
      en: 'Put this strength to work: set a clear goal for the next three months and let your manager or the people involved see your progress along the way.',
    },
    gentle: {
      th: 'ลองเลือกทักษะหนึ่งอย่างที่อยากเก่งขึ้น แล้วฝึกทีละนิดทุกสัปดาห์ เส้นทางการงานของคุณจะชัดขึ้นจากสิ่งที่ลงมือทำ',
      en: 'Choose one skill you want to grow and practise it a little every week: your working path will grow clearer from what you do.',
    },
  },
  study: {
    strong: {
      th: 'วางตารางอ่านหนังสือเป็นช่วงยาวได้เลย แต่เว้นเวลาทบทวนท้ายสัปดาห์ไว้ด้วย ความตั้งใจที่มีจะพาไปได้ไกล',
      en: 'You can plan long study sessions — just keep time at the end of each week to review, and your focus will carry you far.',
    },
    gentle: {
      th: 'แบ่งเนื้อหาเป็นชิ้นเล็ก อ่านวันละนิดแต่สม่ำเสมอ และลองทำข้อสอบเก่าทีละชุด จะเห็นความก้าวหน้าชัดกว่าการอ่านรวดเดียว',
      en: 'Cut the material into small pieces, study a little every day and work through past papers one set at a time: progress shows far better than in one long cram.',
    },
  },
  money: {
    strong: {
      th: 'ช่วงนี้เหมาะกับการวางแผนการเงินระยะยาว แบ่งรายได้ส่วนหนึ่งเก็บไว้ก่อนใช้ และต่อยอดจากทักษะที่คนอื่นเห็นคุณค่าอยู่แล้ว',
      en: 'This suits a longer money plan: set part of each income aside before spending, and build on the skills people already value in you.',
    },
    gentle: {
      th: 'เริ่มจากจดรายรับรายจ่ายให้เห็นภาพจริงสักเดือน แล้วตั้งเป้าเก็บเงินก้อนเล็ก ๆ ที่ทำได้จริง ความมั่นคงจะค่อย ๆ ก่อตัวจากตรงนั้น',
      en: 'Begin by writing down what comes in and goes out for a month, then set a small saving goal you can really keep: security builds from there.',
    },
  },
  health: {
    strong: {
      th: 'แรงใจที่มีมากเป็นข้อดี แต่อย่าใช้จนลืมพัก จัดเวลานอนและเวลาว่างให้ตัวเองเหมือนนัดสำคัญนัดหนึ่ง',
      en: 'Plenty of drive is a gift, but do not spend it all without rest: keep time for sleep and for yourself as you would an important appointment.',
    },
    gentle: {
      th: 'ฟังจังหวะของตัวเอง ทำงานหนักเป็นช่วงแล้วพักให้จริง และอยู่กับคนหรือที่ที่ทำให้ใจสบาย แรงจะค่อย ๆ กลับมา',
      en: 'Listen to your own rhythm: work hard in stretches, rest properly in between, and stay near the people and places that put you at ease — your energy will come back.',
    },
  },
  family: {
    strong: {
      th: 'ใช้ความอบอุ่นที่มีเป็นสะพาน ชวนคนในบ้านกินข้าวหรือคุยกันแบบไม่รีบสักมื้อในสัปดาห์นี้',
      en: 'Use your warmth as a bridge: this week, share an unhurried meal or talk with the people at home.',
    },
    gentle: {
      th: 'บางเรื่องในครอบครัวไม่ต้องพูดให้จบในครั้งเดียว ลองแสดงความใส่ใจผ่านการกระทำเล็ก ๆ แล้วค่อย ๆ เปิดใจคุยกัน',
      en: 'Not every family matter needs settling in one talk: show you care through small acts, and let the conversation open gradually.',
    },
  },
  travel: {
    strong: {
      th: 'ถ้ามีแผนเดินทางหรือย้ายที่ เตรียมข้อมูลให้พร้อมแล้วลงมือได้ ตำราว่าคนแบบคุณปรับตัวกับที่ใหม่ได้ดี',
      en: 'If you have a trip or a move in mind, prepare well and go ahead: palmistry says people like you settle into new places well.',
    },
    gentle: {
      th: 'ถ้ายังลังเลเรื่องเดินทางหรือย้ายที่ ลองไปดูสถานที่จริงหรือคุยกับคนที่เคยไปมาก่อน แล้วค่อยตัดสินใจ ไม่ต้องรีบ',
      en: 'If you are unsure about a trip or a move, visit the place or talk to someone who has been there first, then decide — there is no rush.',
    },
  },
  luck: {
    strong: {
      th: 'โชคของคุณมักมากับผลงาน ยิ่งให้คนอื่นได้เห็นสิ่งที่ทำ โอกาสดี ๆ ก็ยิ่งเข้ามา',
      en: 'Your luck tends to come with your work: the more people see what you do, the more good chances find you.',
    },
    gentle: {
      th: 'โชคของคุณมักมาแบบเงียบ ๆ จากความสม่ำเสมอ ทำสิ่งดี ๆ ต่อเนื่องไปแล้วจังหวะที่ใช่จะมาถึงเอง',
      en: 'Your luck tends to arrive quietly, through consistency: keep doing good work and the right moment will come.',
    },
  },
  legal: {
    strong: {
      th: 'ใช้ความคิดที่เป็นระบบเรียงเอกสารและลำดับเหตุการณ์ให้ครบก่อนคุยกับผู้เชี่ยวชาญ',
      en: 'Use your orderly mind to gather the papers and the sequence of events before you speak to an expert.',
    },
    gentle: {
      th: 'อย่าเพิ่งตัดสินใจตอนที่ใจยังร้อน จดสิ่งที่เกิดขึ้นไว้ แล้วค่อย ๆ ปรึกษาคนที่รู้จริง',
      en: 'Do not decide while feelings run high: write down what happened and take it, step by step, to someone who truly knows.',
    },
  },
  other: {
    strong: {
      th: 'ลองใช้จุดเด่นของเส้นที่ชัดที่สุดในมือเป็นเข็มทิศในเรื่องที่ถามมา',
      en: 'Let the strengths of your clearest lines be your compass in what you asked about.',
    },
    gentle: {
      th: 'ค่อย ๆ ทำทีละขั้นในเรื่องที่ถามมา ลายมือบอกแนวโน้ม ส่วนการลงมือทำของคุณคือสิ่งที่กำหนดทางจริง',
      en: 'Take what you asked about one step at a time: a palm shows tendencies, and what you do writes the real path.',
    },
  },
};

const PATCHY_NOTE: Bi = {
  th: 'เส้นนี้เห็นในภาพเป็นช่วง ๆ คำอ่านนี้จึงมาจากส่วนที่เห็นชัดเท่านั้น',
  en: 'This line shows only in stretches, so this rests on the parts that show.',
};

const LOTTERY_NOTE: Bi = {
  th: 'ลายมือไม่ได้บอกเลขรางวัลหรือผลของการเสี่ยงโชค ถ้าจะซื้อก็ซื้อแต่พอสนุกด้วยเงินที่ไม่เดือดร้อนนะ',
  en: 'A palm does not tell winning numbers or how a gamble will go; if you play, play lightly, with money you can spare.',
};

const NOTHING_TO_READ: Bi = {
  th: 'ภาพนี้ยังไม่เห็นเส้นลายมือชัดพอ จึงยังตอบคำถามนี้จากลายมือไม่ได้ และขอไม่เดาให้นะ',
  en: 'This photo does not show the palm’s lines clearly enough to answer it from them, and it would not be fair to guess.',
};

const HEALTH_NOT_READ: Bi = {
  th: 'ส่วนนี้เป็นเรื่องของวิถีการใช้แรง ไม่ใช่คำทำนายสุขภาพ',
  en: 'That is about the way you spend your energy, not a forecast of your health.',
};

function tierOf(line: PalmLineReading): Tier {
  const c = line.category;
  const points =
    (c.depth === 'deep' ? 2 : c.depth === 'clear' ? 1 : 0) +
    (c.length === 'long' ? 2 : c.length === 'medium' ? 1 : 0);
  return points >= 3 ? 'strong' : points === 2 ? 'steady' : 'fine';
}

function opening(rng: Rng, q: string, topic: Topic, lines: readonly PalmLineId[]): Bi {
  const l = LABEL[topic];
  const th = listTh(lines.map((id) => nameTh(id)));
  const en = listEn(lines.map(lineNameInSentenceEn));
  if (topic === 'other') {
    return pick(rng, [
      {
        th: `ที่ถามมาว่า “${q}” ขอตอบจากเส้นที่เด่นที่สุดในมือของคุณ คือ${th}`,
        en: `You asked ${quotedEn(q)} I answer it from the clearest lines in your palm: your ${en}.`,
      },
      {
        th: `สำหรับคำถามว่า “${q}” เส้นที่พูดแทนคุณได้ชัดที่สุดในภาพคือ${th}`,
        en: `Your question was ${quotedEn(q)} The lines that speak most clearly for you in the photo are your ${en}.`,
      },
    ]);
  }
  return pick(rng, [
    {
      th: `ที่ถามมาว่า “${q}” เป็นเรื่อง${l.th} ซึ่งตำราลายมือดูที่${th}เป็นหลัก`,
      en: `You asked ${quotedEn(q)} That is a question of ${l.en}, which palmistry reads mainly from your ${en}.`,
    },
    {
      th: `สำหรับคำถามว่า “${q}” เรื่อง${l.th}แบบนี้ ตำราลายมือให้ดูที่${th}`,
      en: `Your question was ${quotedEn(q)} For ${l.en}, palmistry looks to your ${en}.`,
    },
  ]);
}

const nameTh = (id: PalmLineId) => PALM_LINE_TEXTS[id].nameTh;

/** What the photo showed of a line and what it says on the subject asked. */
function lineParagraph(line: PalmLineReading, f: PalmFeatures[PalmLineId], topic: Topic): Bi {
  const shape = lineShape(line.id, f);
  const meaning = MEANING[line.id][tierOf(line)];
  // The subject is named in the opening; each line says what it shows of it.
  const lens: Bi = { th: 'ตำราอ่านว่า', en: 'palmistry reads that' };
  return joinBi([
    {
      th: `${line.nameTh}ในภาพ${shape.th} ${lens.th}${meaning.th}`,
      en: `In the photo your ${lineNameInSentenceEn(line.id)} ${shape.en}. ${capital(lens.en)} ${meaning.en}.`,
    },
    ...(line.category.coverage === 'patchy' ? [PATCHY_NOTE] : []),
    ...(topic === 'health' && line.id === 'life' ? [HEALTH_NOT_READ] : []),
  ]);
}

/** “…” closing an English sentence: no full stop after a question mark inside the quote. */
function quotedEn(q: string): string {
  return /[?!…]$/.test(q) ? `“${q}”` : `“${q}”.`;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function notSeenParagraph(id: PalmLineId, topic: Topic, optional: boolean): Bi {
  const l = LABEL[topic];
  const ne = lineNameInSentenceEn(id);
  return optional
    ? {
        th: `ส่วน${nameTh(id)}ยังไม่ชัดในภาพ อาจเป็นเพราะภาพ หรือมือของคุณไม่มีเส้นนี้ก็ได้ ซึ่งเป็นเรื่องปกติและไม่ใช่ลางร้าย จึงไม่ได้อ่านเรื่อง${l.th}จากเส้นนี้`,
        en: `Your ${ne} does not show clearly — that may be the photo, or your palm may have none, which is common and no bad sign — so ${l.en} is not read from it.`,
      }
    : {
        th: `ส่วน${nameTh(id)}ซึ่งเป็นเส้นหลักของเรื่อง${l.th} ยังไม่ชัดในภาพ จึงยังไม่ขออ่านเรื่องนี้จากเส้นนั้น`,
        en: `Your ${ne}, a main line for ${l.en}, does not show clearly in the photo, so it is not read for this.`,
      };
}

function fearAnswer(
  rng: Rng,
  q: string,
  fear: LifeFear,
  lines: readonly PalmLineReading[],
  features: PalmFeatures,
): { text: Bi; lines: PalmLineId[] } {
  const open = pick(rng, [
    {
      th: `ที่ถามมาว่า “${q}” ขอตอบตรง ๆ ให้สบายใจนะ`,
      en: `You asked ${quotedEn(q)} Here is a plain answer, to set your mind at rest.`,
    },
    {
      th: `เข้าใจเลยว่าทำไมถึงอยากถามว่า “${q}” ขอตอบอย่างตรงไปตรงมานะ`,
      en: `It is natural to wonder ${quotedEn(q)} Let me answer it plainly.`,
    },
  ]);
  const aboutLife = fear === 'death' || fear === 'lifespan' || fear === 'life-line';
  const life = lines.find((l) => l.id === 'life' && l.category.present);
  const showLife = life && (fear === 'lifespan' || fear === 'life-line');
  const lifeSaid: Bi[] = [];
  if (life && showLife) {
    const shape = lineShape('life', features.life);
    const meaning = MEANING.life[tierOf(life)];
    lifeSaid.push({
      th: `เส้นชีวิตในภาพของคุณ${shape.th} สิ่งที่ตำราอ่านจากเส้นนี้คือ ${meaning.th}`,
      en: `In the photo your life line ${shape.en}. What palmistry reads from it is that ${meaning.en}.`,
    });
  }
  return {
    text: joinBi([
      open,
      PALM_FEAR_FACTS.notForetold[fear],
      ...(aboutLife ? [PALM_FEAR_FACTS.lifeLine] : []),
      ...lifeSaid,
      PALM_FEAR_FACTS.seeADoctor,
      pick(rng, PALM_FEAR_FACTS.inYourHands),
    ]),
    lines: showLife ? ['life'] : [],
  };
}

/**
 * The answer to the question typed with a palm photo, or null when none was asked. Deterministic:
 * the same question, lines and seed give the same words.
 */
export function answerPalmQuestion(input: {
  question: string | null | undefined;
  lines: readonly PalmLineReading[];
  features: PalmFeatures;
  seed: string;
}): PalmQuestionAnswer | null {
  const asked = quoteQuestion(input.question ?? undefined);
  if (!asked) return null;
  const rng = createRng(seedOf('palm-question', input.seed, asked, input.features));
  const answer = (
    topic: PalmQuestionTopic,
    fear: LifeFear | null,
    lines: PalmLineId[],
    text: Bi,
  ): PalmQuestionAnswer => ({
    asked,
    topic,
    fear,
    lines,
    headingTh: PALM_ANSWER_HEADING.th,
    headingEn: PALM_ANSWER_HEADING.en,
    answerTh: text.th,
    answerEn: text.en,
  });

  if (detectSelfHarm(input.question)) {
    return answer('care', null, [], { th: caringReplyTh, en: caringReplyEn });
  }
  const intent = analyseQuestion(input.question);
  if (intent.fear) {
    const { text, lines } = fearAnswer(rng, asked, intent.fear, input.lines, input.features);
    return answer('fear', intent.fear, lines, text);
  }

  const a = intent.analysis;
  const topic: Topic = intent.subject ?? 'other';
  const seen = input.lines.filter((l) => l.category.present);
  const ranked = [...seen].sort((x, y) => y.score - x.score);
  const byId = new Map(input.lines.map((l) => [l.id, l]));
  const wanted: readonly PalmLineId[] = a.line
    ? [a.line]
    : topic === 'other'
      ? ranked.slice(0, 2).map((l) => l.id)
      : ((a.subtopic ? LINES_FOR_SUB[a.subtopic] : undefined) ?? LINES_FOR[topic]);
  const read = wanted.filter((id) => byId.get(id)?.category.present).slice(0, 2);
  // The unclear ones among the two main lines of the subject are named, not every one.
  const unseen = wanted.slice(0, 2).filter((id) => !byId.get(id)?.category.present);

  const notes: Bi[] = [];
  if (a.sensitive.includes('medical')) notes.push(CHAT_CONSULT_NOTES.medical);
  else if (topic === 'health') notes.push(CHAT_HEALTH_NOTE);
  if (topic === 'legal' || a.sensitive.includes('legal')) notes.push(CHAT_CONSULT_NOTES.legal);
  if (a.sensitive.includes('investment')) notes.push(CHAT_CONSULT_NOTES.investment);
  if (intent.lottery) notes.push(LOTTERY_NOTE);

  if (seen.length === 0) {
    const l = LABEL[topic];
    const open: Bi =
      topic === 'other'
        ? { th: `ที่ถามมาว่า “${asked}”`, en: `You asked ${quotedEn(asked)}` }
        : {
            th: `ที่ถามมาว่า “${asked}” เป็นเรื่อง${l.th}`,
            en: `You asked “${asked}”, a question of ${l.en}.`,
          };
    return answer(topic, null, [], joinBi([open, NOTHING_TO_READ, RETAKE_PALM_ADVICE, ...notes]));
  }

  // The lines asked for did not show: the clearest line that did answers instead, and says so.
  const fallback = read.length === 0 ? ranked[0] : undefined;
  const used = fallback ? [fallback.id] : read;
  const parts: Bi[] = [opening(rng, asked, topic, topic === 'other' ? used : wanted.slice(0, 3))];
  for (const id of unseen) {
    parts.push(notSeenParagraph(id, topic, id === 'fate' || id === 'sun' || id === 'mercury'));
  }
  if (fallback) {
    parts.push({
      th: `คำตอบนี้จึงอาศัย${fallback.nameTh} ซึ่งเห็นชัดที่สุดในภาพแทน`,
      en: `So this answer leans instead on your ${lineNameInSentenceEn(fallback.id)}, the clearest line in the photo.`,
    });
  }
  if (topic === 'health') parts.push(PALM_FEAR_FACTS.notForetold.illness);
  for (const id of used) {
    parts.push(lineParagraph(byId.get(id) as PalmLineReading, input.features[id], topic));
  }
  const main = byId.get(used[0] as PalmLineId) as PalmLineReading;
  parts.push(ADVICE[topic][tierOf(main) === 'fine' ? 'gentle' : 'strong']);
  return answer(topic, null, used, joinBi([...parts, ...notes]));
}
