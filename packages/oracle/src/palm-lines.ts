/**
 * Palm reading (ลายมือ) from measured line features. The server traces each line through the part
 * of the palm where palmistry places it and measures what the photo shows: how far it runs, how
 * deep it is, which way it leans, where it forks, where a clearly seen line stops and starts
 * again, and how much of its course the photo showed at all. This module turns those numbers
 * into Thai and English text, following the Thai names of the lines: เส้นชีวิต, เส้นสมอง, เส้นใจ,
 * เส้นวาสนา, เส้นอาทิตย์ and เส้นพุธ (see `lore/palm-line-names.ts`).
 *
 * Honest on purpose:
 * - a line is described only from what was measured; one the photo did not show is said plainly
 *   to be unclear, with what would make it visible, and nothing is read into it;
 * - a line seen only in stretches is not read as broken: a break needs a clearly seen line that
 *   stops and starts again (`breakCount`), not gaps in detection;
 * - no line says anything about health (the Mercury line included, missing or not), and the life
 *   line never speaks of how long someone will live;
 * - a missing fate line means a self-made path, not a lack of fortune.
 * Readings are tendencies, not facts.
 */
import { answerPalmQuestion, type PalmQuestionAnswer } from './palm-question.ts';
export type { PalmQuestionAnswer, PalmQuestionTopic } from './palm-question.ts';
import { createRng, intBetween, pick, seedOf, type Rng } from './seed.ts';
import { joinBi, type Bi } from './text.ts';
import { WEEKDAYS, WEEKDAY_LORE, type WeekdayId } from './weekday.ts';

export const PALM_LINE_IDS = ['life', 'head', 'heart', 'fate', 'sun', 'mercury'] as const;
export type PalmLineId = (typeof PALM_LINE_IDS)[number];

/** Lines palmistry says a palm may lack: their absence is itself read (kindly). */
export const OPTIONAL_PALM_LINES: readonly PalmLineId[] = ['fate', 'sun', 'mercury'];

/** What image analysis gives per line. */
export interface PalmLineFeatures {
  /** Depth of the crease where it was found: 0 faint … 1 deep. */
  strength: number;
  /** How far the line runs across its region: 0 short … 1 long. */
  length: number;
  /** Change of orientation along the line: 0 straight … 1 strongly curved. */
  curvature: number;
  /**
   * Share of the line's course where no crease was found, 0 … 1. Gaps in detection, whatever
   * their cause (a faint crease, uneven light): never read as breaks on its own.
   */
  breaks: number;
  /**
   * Confidence (0–1) that the line is there at all. Without it a line counts as seen when
   * `strength >= 0.2` and `length >= 0.15`.
   */
  presence?: number;
  /** Share (0–1) of the line's course where the photo showed the crease; `1 − breaks` without it. */
  coverage?: number;
  /** Places where a clearly seen line stops and starts again: the evidence a break needs. */
  breakCount?: number;
  /** Evidence (0–1) of a branch at the line's start / at its end. */
  forkStart?: number;
  forkEnd?: number;
  /** Which way the line leans, −1 … 1; what each end means per line is in `LINE_DIRECTIONS`. */
  direction?: number;
}

export type PalmFeatures = Record<PalmLineId, PalmLineFeatures>;

/**
 * What `direction` means for each line (the analysis measures it so): `+1` is the first
 * description, `−1` the second. The Sun and Mercury lines have none; their shape is read from
 * `curvature`.
 */
export const LINE_DIRECTIONS: Partial<Record<PalmLineId, { plus: string; minus: string }>> = {
  life: { plus: 'sweeps wide into the palm', minus: 'hugs the base of the thumb' },
  head: {
    plus: 'slopes down towards the mount of the Moon',
    minus: 'rises towards the heart line',
  },
  heart: { plus: 'ends rising towards the index finger', minus: 'runs low towards the head line' },
  fate: { plus: 'starts on the little-finger side', minus: 'starts beside the life line' },
};

export type LineLength = 'short' | 'medium' | 'long';
export type LineDepth = 'faint' | 'clear' | 'deep';
export type LineCurvature = 'straight' | 'curved';
/** `high` and `low` are the two ends of `LINE_DIRECTIONS`; `typical` lies between. */
export type LineLean = 'high' | 'typical' | 'low';
export type LineFork = 'none' | 'start' | 'end' | 'both';

export interface PalmLineCategory {
  /** Whether the photo showed the line clearly enough to read it. */
  present: boolean;
  /** `patchy`: seen only in stretches, so gaps are not read as breaks. */
  coverage: 'whole' | 'patchy';
  length: LineLength;
  depth: LineDepth;
  curvature: LineCurvature;
  lean: LineLean;
  fork: LineFork;
  /** Places where the clearly seen line stops and starts again. */
  breakCount: number;
  broken: boolean;
}

function unit(n: number | undefined): number {
  if (n === undefined || !Number.isFinite(n)) return 0;
  return Math.min(1, Math.max(0, n));
}

/**
 * Below this share of its course seen, a line is read only from the parts that show, and none of
 * its breaks is read: on a patchy trace a stop cannot be told from a missed stretch.
 */
const WHOLE_COVERAGE = 0.75;
/** How far `direction` must go from 0 before the line reads as leaning one way. */
const LEAN_CLEAR = 0.35;

/**
 * Numbers → categories: thirds for length and depth, halves for curvature. Every line is
 * categorised alike; the id is for callers that read one line at a time.
 */
export function categorizeLine(_id: PalmLineId, f: PalmLineFeatures): PalmLineCategory {
  const strength = unit(f.strength);
  const length = unit(f.length);
  const present =
    f.presence !== undefined ? unit(f.presence) >= 0.5 : strength >= 0.2 && length >= 0.15;
  const coverage = coverageOf(f);
  const breakCount =
    present && coverage >= WHOLE_COVERAGE
      ? Math.max(0, Math.floor(Number.isFinite(f.breakCount) ? (f.breakCount as number) : 0))
      : 0;
  const direction = Number.isFinite(f.direction) ? (f.direction as number) : 0;
  const forkStart = unit(f.forkStart) >= 0.5;
  const forkEnd = unit(f.forkEnd) >= 0.5;
  return {
    present,
    coverage: coverage >= WHOLE_COVERAGE ? 'whole' : 'patchy',
    length: length < 1 / 3 ? 'short' : length < 2 / 3 ? 'medium' : 'long',
    depth: strength < 1 / 3 ? 'faint' : strength < 2 / 3 ? 'clear' : 'deep',
    curvature: unit(f.curvature) < 0.5 ? 'straight' : 'curved',
    lean: direction >= LEAN_CLEAR ? 'high' : direction <= -LEAN_CLEAR ? 'low' : 'typical',
    fork: forkStart && forkEnd ? 'both' : forkStart ? 'start' : forkEnd ? 'end' : 'none',
    breakCount,
    broken: breakCount > 0,
  };
}

// ---------------------------------------------------------------------------------------------
// The words
// ---------------------------------------------------------------------------------------------

/** Two ways to say a thing, picked by the reading's seed. */
type Said = readonly [Bi, Bi];

export interface LineTexts {
  nameTh: string;
  nameEn: string;
  /** The weekday whose planet rules the line's part of the palm (for lucky colours and numbers). */
  planetDay: WeekdayId;
  /**
   * The course the line runs, for "about half of …", and where a full-length line ends (empty
   * when the course already names it).
   */
  courseTh: string;
  courseEn: string;
  endTh: string;
  endEn: string;
  /** How the line lies in the photo, by lean (or by curvature for the Sun and Mercury lines). */
  shape: Record<LineLean, Bi> | Record<LineCurvature, Bi>;
  length: Record<LineLength, Said>;
  depth: Record<LineDepth, Said>;
  /** What the lean (or curvature) means. */
  lean: Record<LineLean, Bi> | Record<LineCurvature, Bi>;
  forkStart: Bi;
  forkEnd: Bi;
  breakOnce: Bi;
  breakOften: Bi;
  /** For a line a palm may lack: what palmistry says when it is truly missing. */
  missing?: Bi;
}

const byCurvature = (t: LineTexts) => 'straight' in t.shape;

/** The English name inside a sentence: "your life line", but "your Sun line". */
function nameInSentenceEn(t: LineTexts): string {
  return /^(Sun|Mercury) /.test(t.nameEn) ? t.nameEn : t.nameEn.toLowerCase();
}

export const PALM_LINE_TEXTS: Record<PalmLineId, LineTexts> = {
  life: {
    nameTh: 'เส้นชีวิต',
    nameEn: 'Life line',
    planetDay: 'friday',
    courseTh: 'แนวโค้งรอบโคนนิ้วโป้ง',
    courseEn: 'the arc round the base of the thumb',
    endTh: 'ข้อมือ',
    endEn: 'the wrist',
    shape: {
      high: { th: 'โค้งกว้างออกมากลางฝ่ามือ', en: 'sweeps wide into the palm' },
      typical: { th: 'โค้งพอดี ไม่กว้างไม่แคบ', en: 'arcs neither wide nor tight' },
      low: { th: 'โค้งแนบชิดโคนนิ้วโป้ง', en: 'hugs the base of the thumb' },
    },
    length: {
      short: [
        {
          th: 'ตำราไม่ได้อ่านความยาวของเส้นนี้เป็นจำนวนปี เส้นที่สั้นบอกถึงคนที่ใช้พลังเป็นช่วง ๆ ทุ่มสุดตัวกับเรื่องตรงหน้าแล้วค่อยพัก',
          en: 'Palmistry does not read this line’s length as years; a short life line marks someone who spends energy in bursts, giving everything to what is in front of them, then pausing.',
        },
        {
          th: 'เส้นชีวิตที่สั้นไม่ได้บอกจำนวนปีของชีวิต แต่บอกว่าคุณชอบเปลี่ยนจังหวะ เบื่อความซ้ำเดิมง่าย และมักเปิดบทใหม่ของชีวิตด้วยตัวเอง',
          en: 'A short life line says nothing of how many years you have; it says you like to change pace, tire of sameness quickly and often open new chapters yourself.',
        },
      ],
      medium: [
        {
          th: 'ความยาวระดับนี้บอกถึงพลังที่ใช้อย่างรู้จังหวะ รู้ว่าเมื่อไรควรเร่งและเมื่อไรควรผ่อน',
          en: 'A length like this speaks of energy used with a sense of timing — knowing when to push and when to ease off.',
        },
        {
          th: 'ตำราอ่านเส้นชีวิตยาวปานกลางว่าเป็นคนหนักแน่นพอดี ๆ ไม่หักโหมและไม่ปล่อยให้ชีวิตนิ่งเกินไป',
          en: 'A life line of middle length reads as steadiness in good measure: you neither overdo things nor let life stand still.',
        },
      ],
      long: [
        {
          th: 'เส้นที่ยาวต่อเนื่องเป็นลักษณะของคนอึด ทำเรื่องยาว ๆ ได้โดยไม่หมดไฟ ล้มแล้วลุกได้ไว',
          en: 'A long, continuous life line belongs to someone with staying power, who sees long projects through without burning out and gets up quickly after a fall.',
        },
        {
          th: 'ตำราถือว่าเส้นชีวิตที่ยาวบอกถึงแรงใจสำรองที่มีมาก เจอเรื่องหนักแค่ไหนก็ยังมีแรงไปต่อ',
          en: 'Palmistry takes a long life line as deep reserves of will: however hard things get, you still have the strength to carry on.',
        },
      ],
    },
    depth: {
      faint: [
        {
          th: 'ลายที่บางบอกว่าพลังของคุณขึ้นลงตามคนรอบตัวและบรรยากาศ อยู่ในที่ที่ใช่แล้วจะเปล่งประกายเต็มที่',
          en: 'A fine line says your energy rises and falls with the people and mood around you; in the right place you shine fully.',
        },
        {
          th: 'เส้นชีวิตที่บางเป็นลักษณะของคนไวต่อสิ่งรอบตัว รับรู้บรรยากาศของที่ที่ไปได้เร็ว',
          en: 'A fine life line marks someone sensitive to their surroundings, quick to sense the mood of a place.',
        },
      ],
      clear: [
        {
          th: 'ลายที่ชัดสม่ำเสมอบอกถึงใจที่มั่นคง ทำอะไรก็มีจังหวะของตัวเอง',
          en: 'A clear, even line shows a steady heart that keeps its own rhythm.',
        },
        {
          th: 'เส้นที่ชัดเจนบอกว่าคุณรู้ว่าแรงของตัวเองหมดไปกับอะไร และเลือกทุ่มให้ถูกที่',
          en: 'A clear line says you know where your energy goes and choose to spend it well.',
        },
      ],
      deep: [
        {
          th: 'ลายที่ลึกบอกถึงความมุ่งมั่นสูง ตั้งใจอะไรแล้วไม่ค่อยถอย',
          en: 'A deep line shows strong determination: once you set your mind on something you rarely back down.',
        },
        {
          th: 'ตำราอ่านเส้นชีวิตที่ลึกว่าเป็นคนมีไฟในตัว กระตือรือร้น และพาให้คนรอบข้างมีแรงตามไปด้วย',
          en: 'Palmistry reads a deep life line as inner fire: eager, and able to lift the spirits of those around you.',
        },
      ],
    },
    lean: {
      high: {
        th: 'เส้นที่โค้งกว้างเป็นลักษณะของคนใจกว้าง ชอบออกไปพบผู้คน ลองของใหม่ และไม่กลัวการเดินทาง',
        en: 'A wide sweep marks a generous, outgoing nature that likes meeting people, trying new things and travelling.',
      },
      typical: {
        th: 'ความโค้งระดับนี้บอกถึงคนที่อยู่ได้ทั้งกับบ้านและกับโลกข้างนอก ไม่ติดที่และไม่ร่อนเร่',
        en: 'An arc like this belongs to someone at ease both at home and out in the world — neither rooted to one spot nor restless.',
      },
      low: {
        th: 'เส้นที่โค้งแนบโคนนิ้วโป้งเป็นลักษณะของคนรักบ้าน รอบคอบ และให้ความสำคัญกับความมั่นคงของคนใกล้ตัว',
        en: 'A line hugging the thumb marks someone home-loving and careful, who puts the security of those close to them first.',
      },
    },
    forkStart: {
      th: 'ต้นเส้นมีแขนงแยก ตำราว่าตั้งแต่เล็กคุณได้แรงหล่อหลอมจากสองทาง ทั้งจากครอบครัวและจากทางที่เลือกเอง',
      en: 'The line branches at its start: palmistry says two influences shaped you early — your family and a path of your own.',
    },
    forkEnd: {
      th: 'ปลายเส้นแตกเป็นสองทางใกล้ข้อมือ ตำราว่าชีวิตมักได้แบ่งอยู่สองที่ หรือได้ไปตั้งหลักไกลจากบ้านเกิด',
      en: 'The line splits in two near the wrist: palmistry says life is often shared between two places, or settles far from where you were born.',
    },
    breakOnce: {
      th: 'ในภาพเห็นเส้นชีวิตขาดตอนหนึ่งช่วงแล้วลากต่อ ตำราอ่านว่าเป็นจุดเปลี่ยนสำคัญ เช่น ย้ายที่อยู่หรือเปลี่ยนวิถีชีวิต แล้วเริ่มบทใหม่ได้ดี',
      en: 'The photo shows the life line stop once and carry on: palmistry reads a major turning point — a move or a new way of life — followed by a good new chapter.',
    },
    breakOften: {
      th: 'ในภาพเห็นเส้นชีวิตขาดตอนหลายช่วงแล้วลากต่อทุกครั้ง ตำราว่าชีวิตของคุณมีหลายบท และแต่ละบทเริ่มใหม่ได้ด้วยแรงของตัวเอง',
      en: 'The photo shows the life line break off several times and carry on each time: palmistry says your life runs in chapters, each begun anew by your own strength.',
    },
  },
  head: {
    nameTh: 'เส้นสมอง',
    nameEn: 'Head line',
    planetDay: 'tuesday',
    courseTh: 'ความกว้างฝ่ามือ',
    courseEn: 'the width of the palm',
    endTh: 'ขอบมือฝั่งนิ้วก้อย',
    endEn: 'the little-finger edge',
    shape: {
      high: { th: 'ลาดลงไปทางเนินจันทร์', en: 'slopes down towards the mount of the Moon' },
      typical: {
        th: 'ทอดเกือบตรง ลาดลงเพียงเล็กน้อย',
        en: 'runs nearly straight, dipping only a little',
      },
      low: { th: 'เชิดขึ้นไปทางเส้นใจ', en: 'rises towards the heart line' },
    },
    length: {
      short: [
        {
          th: 'เส้นสมองที่สั้นบอกถึงคนคิดไวตัดสินใจไว ชอบลงมือมากกว่าคิดวนไปมา และเก่งกับเรื่องเฉพาะหน้า',
          en: 'A short head line marks a quick thinker and quick decider who prefers doing to going round in circles, at their best with the problem at hand.',
        },
        {
          th: 'ตำราอ่านเส้นสมองสั้นว่าเป็นคนเน้นของจริง อยากเห็นผลเร็ว และไม่ชอบเสียเวลากับทฤษฎียืดยาว',
          en: 'Palmistry reads a short head line as practical and results-minded, with little patience for long theory.',
        },
      ],
      medium: [
        {
          th: 'ความยาวพอดีบอกถึงความคิดที่รอบด้านในระดับที่ยังลงมือได้จริง ไม่คิดน้อยไปและไม่คิดมากจนไม่ได้ทำ',
          en: 'A middle length speaks of thinking that is thorough yet still gets done — neither too little nor so much that nothing happens.',
        },
        {
          th: 'เส้นสมองยาวปานกลางเป็นลักษณะของคนมีเหตุผล ชั่งน้ำหนักเป็น และอธิบายความคิดของตัวเองได้ชัด',
          en: 'A head line of middle length marks a reasonable mind that weighs things up and explains itself clearly.',
        },
      ],
      long: [
        {
          th: 'เส้นสมองที่ยาวบอกถึงคนคิดลึกและคิดไกล มองเห็นภาพรวมและผลที่จะตามมาได้หลายขั้น',
          en: 'A long head line shows a deep, far-sighted thinker who sees the whole picture and the consequences several steps ahead.',
        },
        {
          th: 'ตำราอ่านเส้นสมองยาวว่าเป็นคนละเอียด ชอบเรียนรู้ และวางแผนระยะยาวได้ดี',
          en: 'Palmistry reads a long head line as careful, fond of learning and good at long-range planning.',
        },
      ],
    },
    depth: {
      faint: [
        {
          th: 'ลายที่บางบอกว่ามีความคิดแล่นเข้ามามาก แต่บางครั้งจับจุดเดียวได้ยาก การจดเรื่องสำคัญเรียงเป็นลำดับจะช่วยได้มาก',
          en: 'A fine line says ideas come thick and fast, though settling on one can be hard — writing priorities down in order helps a lot.',
        },
        {
          th: 'เส้นสมองที่บางเป็นลักษณะของคนเปิดรับความคิดใหม่ง่ายและฟังคนอื่นเก่ง แต่ควรให้เวลาตัวเองก่อนตัดสินใจ',
          en: 'A fine head line marks an open mind that takes in new ideas and listens well, but should give itself time before deciding.',
        },
      ],
      clear: [
        {
          th: 'ลายที่ชัดบอกถึงความคิดแจ่มใส พูดอะไรคนฟังก็เข้าใจง่าย',
          en: 'A clear line speaks of lucid thinking that others follow easily.',
        },
        {
          th: 'เส้นที่ชัดเจนบอกว่าคุณคิดเป็นขั้นเป็นตอน แยกเรื่องสำคัญออกจากเรื่องรองได้',
          en: 'A clear line says you think step by step and can sort what matters from what does not.',
        },
      ],
      deep: [
        {
          th: 'ลายที่ลึกบอกถึงสมาธิสูง ความจำดี และความเชื่อมั่นในความคิดของตัวเอง',
          en: 'A deep line shows strong concentration, a good memory and confidence in your own judgement.',
        },
        {
          th: 'ตำราอ่านเส้นสมองที่ลึกว่าเป็นคนตั้งใจจริง จับเรื่องไหนแล้วทำจนเข้าใจถึงแก่น',
          en: 'Palmistry reads a deep head line as real application: whatever you take up, you work at until you understand it to the core.',
        },
      ],
    },
    lean: {
      high: {
        th: 'เส้นที่ลาดลงหาเนินจันทร์บอกถึงจินตนาการสูง มีหัวศิลปะ และคิดนอกกรอบได้เก่ง',
        en: 'A line sloping towards the mount of the Moon shows a vivid imagination, an artistic streak and a gift for thinking outside the box.',
      },
      typical: {
        th: 'เส้นที่ทอดเกือบตรงบอกถึงความคิดเป็นระบบ ชอบเหตุผล ตัวเลข และข้อเท็จจริง โดยยังมีมุมสร้างสรรค์ของตัวเอง',
        en: 'A nearly straight line speaks of systematic thinking that likes reason, numbers and facts, with a creative corner of its own.',
      },
      low: {
        th: 'เส้นที่เชิดขึ้นหาเส้นใจเป็นลักษณะของคนคิดแบบนักปฏิบัติ มองเรื่องเงินและผลลัพธ์ได้ชัด',
        en: 'A line rising towards the heart line marks a practical thinker with a clear eye for money and results.',
      },
    },
    forkStart: {
      th: 'ต้นเส้นสมองมีแขนงแยก ตำราว่าช่วงแรกของชีวิตคุณได้วิธีคิดจากสองทางที่ต่างกัน แล้วหลอมเป็นแบบของตัวเอง',
      en: 'The head line branches at its start: palmistry says early on you took in two different ways of thinking and forged your own from them.',
    },
    forkEnd: {
      th: 'ปลายเส้นสมองแตกเป็นสองแฉก ตำราเรียกว่าแฉกนักเขียน คือมองเรื่องเดียวได้สองมุม และผสมจินตนาการเข้ากับความเป็นจริงได้ดี',
      en: 'The head line forks at its end — the “writer’s fork”: you see one matter from two sides and blend imagination with realism.',
    },
    breakOnce: {
      th: 'ในภาพเห็นเส้นสมองขาดหนึ่งช่วงแล้วลากต่อ ตำราอ่านว่าเป็นการเปลี่ยนแนวคิดหรือเปลี่ยนสายงานครั้งสำคัญ ที่ทำให้มุมมองกว้างขึ้น',
      en: 'The photo shows the head line stop once and carry on: palmistry reads a major change of outlook or career that broadens your view.',
    },
    breakOften: {
      th: 'ในภาพเห็นเส้นสมองขาดเป็นช่วง ๆ หลายตอนแล้วลากต่อ ตำราว่าความสนใจของคุณเปลี่ยนมาหลายเรื่อง และแต่ละเรื่องเติมความรู้ให้กัน',
      en: 'The photo shows the head line break off several times and carry on: palmistry says your interests have moved through several fields, each adding to the others.',
    },
  },
  heart: {
    nameTh: 'เส้นใจ',
    nameEn: 'Heart line',
    planetDay: 'thursday',
    courseTh: 'แนวใต้โคนนิ้ว',
    courseEn: 'the stretch beneath the fingers',
    endTh: 'ใต้นิ้วชี้',
    endEn: 'the index finger',
    shape: {
      high: {
        th: 'ปลายโค้งขึ้นหาโคนนิ้วชี้กับนิ้วกลาง',
        en: 'curves up at its end towards the index and middle fingers',
      },
      typical: { th: 'พาดค่อนข้างตรง', en: 'runs fairly straight' },
      low: { th: 'ปลายทอดต่ำลงมาทางเส้นสมอง', en: 'runs low at its end, towards the head line' },
    },
    length: {
      short: [
        {
          th: 'เส้นใจที่สั้นบอกถึงคนรักแบบเรียบง่าย ไม่ชอบแสดงออกมาก และให้ค่ากับพื้นที่ส่วนตัว',
          en: 'A short heart line marks a simple way of loving — not showy, and valuing personal space.',
        },
        {
          th: 'ตำราอ่านเส้นใจสั้นว่าเป็นคนเลือกคบ ให้ใจใครไม่ง่าย แต่ให้แล้วก็ชัดเจน',
          en: 'Palmistry reads a short heart line as choosy: you do not give your heart easily, but when you do, it is plain to see.',
        },
      ],
      medium: [
        {
          th: 'ความยาวพอดีบอกถึงความรักที่สมดุล ให้และรับได้พอเหมาะ โดยไม่ทุ่มจนลืมตัวเอง',
          en: 'A middle length speaks of balanced love, giving and receiving in good measure without losing yourself.',
        },
        {
          th: 'เส้นใจยาวปานกลางเป็นลักษณะของคนอบอุ่นแต่มีขอบเขต ใส่ใจคนอื่นได้โดยยังดูแลใจตัวเองเป็น',
          en: 'A heart line of middle length marks warmth with boundaries: you care for others while still looking after your own heart.',
        },
      ],
      long: [
        {
          th: 'เส้นใจที่ยาวบอกถึงคนรักลึกซึ้งและทุ่มเท เอาใจใส่คนรอบตัวอย่างละเอียด',
          en: 'A long heart line shows deep, devoted love and close attention to the people around you.',
        },
        {
          th: 'ตำราอ่านเส้นใจยาวว่าเป็นคนใจกว้าง ให้อภัยเก่ง และมองหาความสัมพันธ์ที่ยืนยาว',
          en: 'Palmistry reads a long heart line as big-hearted, forgiving and looking for bonds that last.',
        },
      ],
    },
    depth: {
      faint: [
        {
          th: 'ลายที่บางบอกถึงใจที่อ่อนไหว รับรู้ความรู้สึกของคนอื่นได้ไว และถูกกระทบได้ง่ายเช่นกัน',
          en: 'A fine line shows a sensitive heart that picks up others’ feelings quickly — and is easily moved itself.',
        },
        {
          th: 'เส้นใจที่บางเป็นลักษณะของคนละเอียดอ่อน ต้องการคนที่พูดกันตรง ๆ อย่างอ่อนโยน',
          en: 'A fine heart line marks a tender nature that needs someone who speaks plainly and gently.',
        },
      ],
      clear: [
        {
          th: 'ลายที่ชัดบอกถึงอารมณ์ที่มั่นคง รู้ว่าตัวเองต้องการอะไรในความรัก',
          en: 'A clear line shows steady feelings and knowing what you want in love.',
        },
        {
          th: 'เส้นใจที่ชัดเจนบอกว่าคุณแสดงความรู้สึกได้ตรงกับที่คิด คนใกล้ตัวจึงวางใจได้',
          en: 'A clear heart line says you show your feelings as they are, so those close to you can rely on you.',
        },
      ],
      deep: [
        {
          th: 'ลายที่ลึกบอกถึงความรักที่แรงและซื่อสัตย์ พร้อมปกป้องคนที่รักเต็มที่',
          en: 'A deep line shows strong, faithful love, ready to stand up for those you love.',
        },
        {
          th: 'ตำราอ่านเส้นใจที่ลึกว่าเป็นคนรักจริงจัง จำความรู้สึกได้นาน ทั้งเรื่องที่ทำให้ยิ้มและเรื่องที่ทำให้เสียใจ',
          en: 'Palmistry reads a deep heart line as serious in love, with feelings that last — the happy ones and the sad ones alike.',
        },
      ],
    },
    lean: {
      high: {
        th: 'ปลายเส้นที่โค้งขึ้นหาโคนนิ้วบอกถึงคนแสดงความรักอย่างเปิดเผยและอบอุ่น มีอุดมคติในความรัก',
        en: 'An end curving up towards the fingers shows someone open and warm in love, with ideals about it.',
      },
      typical: {
        th: 'เส้นที่พาดค่อนข้างตรงบอกถึงคนสุขุมในเรื่องหัวใจ ไม่หวือหวาแต่มั่นคง',
        en: 'A fairly straight line shows a calm heart — not showy, but steady.',
      },
      low: {
        th: 'ปลายเส้นที่ทอดต่ำลงมาบอกถึงคนที่ใช้เหตุผลประกอบความรู้สึก คิดก่อนรัก และแสดงความรักผ่านการกระทำ',
        en: 'An end running low shows someone who lets reason walk beside feeling, thinks before loving and shows love in deeds.',
      },
    },
    forkStart: {
      th: 'ต้นเส้นใจมีแขนงแยก ตำราว่าความรักของคุณมักงอกงามจากมิตรภาพ',
      en: 'The heart line branches at its start: palmistry says your loves tend to grow out of friendship.',
    },
    forkEnd: {
      th: 'ปลายเส้นใจแตกเป็นแฉก ตำราว่าคุณรักด้วยหัวใจและเหตุผลไปพร้อมกัน อบอุ่นแต่ไม่หลงทาง',
      en: 'The heart line forks at its end: palmistry says you love with heart and head together — warm, yet never lost.',
    },
    breakOnce: {
      th: 'ในภาพเห็นเส้นใจขาดหนึ่งช่วงแล้วลากต่อ ตำราอ่านว่าเคยมีจุดเปลี่ยนทางใจครั้งสำคัญ ที่ทำให้เข้าใจความรักและเข้าใจตัวเองมากขึ้น',
      en: 'The photo shows the heart line stop once and carry on: palmistry reads a turning point of the heart that taught you more about love and about yourself.',
    },
    breakOften: {
      th: 'ในภาพเห็นเส้นใจขาดเป็นช่วง ๆ หลายตอนแล้วลากต่อ ตำราว่าหัวใจผ่านการเปลี่ยนแปลงมาหลายครั้ง และทุกครั้งทำให้รู้ชัดขึ้นว่าต้องการความรักแบบไหน',
      en: 'The photo shows the heart line break off several times and carry on: palmistry says your heart has changed course more than once, each time learning better what kind of love it wants.',
    },
  },
  fate: {
    nameTh: 'เส้นวาสนา',
    nameEn: 'Fate line',
    planetDay: 'saturday',
    courseTh: 'ทางจากข้อมือขึ้นไปหานิ้วกลาง',
    courseEn: 'the way from the wrist to the middle finger',
    endTh: '',
    endEn: '',
    shape: {
      high: { th: 'เริ่มจากฝั่งเนินจันทร์ด้านนิ้วก้อย', en: 'starts on the little-finger side' },
      typical: { th: 'เริ่มกลางฝ่ามือเหนือข้อมือ', en: 'starts in the middle, above the wrist' },
      low: { th: 'เริ่มชิดเส้นชีวิตฝั่งนิ้วโป้ง', en: 'starts beside the life line' },
    },
    length: {
      short: [
        {
          th: 'เส้นวาสนาที่สั้นบอกว่าวาสนาเด่นชัดในบางช่วงของชีวิต งานจะลงตัวเมื่อคุณรู้ชัดว่าตัวเองต้องการอะไร',
          en: 'A short fate line says fortune shines in one chapter of life; work falls into place once you know clearly what you want.',
        },
        {
          th: 'ตำราอ่านเส้นวาสนาสั้นว่างานเป็นรูปเป็นร่างในช่วงใดช่วงหนึ่ง ส่วนช่วงอื่นคุณเลือกทางได้อย่างอิสระ',
          en: 'Palmistry reads a short fate line as work taking shape in one stretch of life, leaving you free to choose your way in the rest.',
        },
      ],
      medium: [
        {
          th: 'ความยาวพอดีบอกว่าเส้นทางการงานจะชัดขึ้นเรื่อย ๆ ตามประสบการณ์',
          en: 'A middle length says your path in work grows clearer with experience.',
        },
        {
          th: 'เส้นวาสนายาวปานกลางเป็นลักษณะของคนที่ค่อย ๆ สร้างงานจนมั่นคง',
          en: 'A fate line of middle length marks someone who builds their work up steadily until it stands firm.',
        },
      ],
      long: [
        {
          th: 'เส้นวาสนาที่ยาวบอกว่าคุณรู้เป้าหมายตั้งแต่เนิ่น ๆ และเดินทางที่เลือกได้อย่างมั่นคง',
          en: 'A long fate line says you knew your aims early and walk your chosen road steadily.',
        },
        {
          th: 'ตำราอ่านเส้นวาสนายาวว่าเส้นทางการงานต่อเนื่อง มีงานให้ทำเสมอและมีคนเห็นฝีมือ',
          en: 'Palmistry reads a long fate line as a continuous working path, with work always at hand and people who see your skill.',
        },
      ],
    },
    depth: {
      faint: [
        {
          th: 'ลายที่บางบอกว่าความสำเร็จมาจากแรงของตัวเองเป็นหลัก ยิ่งลงมือยิ่งเห็นผล',
          en: 'A fine line says success comes mostly from your own effort — the more you act, the more you see.',
        },
        {
          th: 'เส้นวาสนาที่บางเป็นลักษณะของคนยืดหยุ่น ปรับทางเดินได้ตามโอกาสที่เข้ามา',
          en: 'A fine fate line marks a flexible path that bends towards the chances that come.',
        },
      ],
      clear: [
        {
          th: 'ลายที่ชัดบอกว่างานมีทิศทาง และมักได้โอกาสในจังหวะที่เหมาะ',
          en: 'A clear line says your work has direction and chances tend to come at the right moment.',
        },
        {
          th: 'เส้นวาสนาที่ชัดเจนบอกว่าคุณรู้ว่ากำลังเดินไปทางไหน คนรอบตัวจึงกล้าฝากงาน',
          en: 'A clear fate line says you know where you are heading, so people trust you with their work.',
        },
      ],
      deep: [
        {
          th: 'ลายที่ลึกบอกถึงแรงหนุนจากผู้ใหญ่และโชคชะตา งานใหญ่มักเดินมาหาเอง',
          en: 'A deep line speaks of backing from elders and from fortune; big work tends to find you.',
        },
        {
          th: 'ตำราอ่านเส้นวาสนาที่ลึกว่าเป็นคนมีหลักในชีวิตชัด รับผิดชอบงานใหญ่ได้',
          en: 'Palmistry reads a deep fate line as firm principles and the shoulders for large responsibilities.',
        },
      ],
    },
    lean: {
      high: {
        th: 'เส้นที่เริ่มจากฝั่งเนินจันทร์บอกว่าวาสนามาจากผู้คน ความสัมพันธ์ และการเป็นที่รู้จัก',
        en: 'A line starting on the little-finger side says fortune comes through people, connections and being known.',
      },
      typical: {
        th: 'เส้นที่เริ่มกลางฝ่ามือบอกว่าคุณสร้างทางเดินของตัวเองอย่างเป็นอิสระ',
        en: 'A line starting in the middle says you build your own way, independently.',
      },
      low: {
        th: 'เส้นที่เริ่มชิดเส้นชีวิตบอกว่าช่วงแรกของการงานได้แรงหนุนจากครอบครัว แล้วค่อยต่อยอดด้วยตัวเอง',
        en: 'A line starting beside the life line says family backed the start of your working life, and you built on it yourself.',
      },
    },
    forkStart: {
      th: 'ต้นเส้นวาสนามีสองแขนงมาบรรจบ ตำราว่าการงานได้แรงหนุนจากสองทาง ทั้งจากตัวคุณเองและจากคนรอบข้าง',
      en: 'Two branches meet at the start of the fate line: palmistry says your work draws on two sources — yourself and the people around you.',
    },
    forkEnd: {
      th: 'ปลายเส้นวาสนาแตกแฉก ตำราว่าบั้นปลายของการงานมีทางให้เลือกมากกว่าหนึ่ง และทำได้ดีทั้งสองทาง',
      en: 'The fate line forks at its end: palmistry says later in your working life there is more than one road, and you can do well on either.',
    },
    breakOnce: {
      th: 'ในภาพเห็นเส้นวาสนาขาดหนึ่งช่วงแล้วลากต่อ ตำราอ่านว่าเป็นการเปลี่ยนงานหรือเปลี่ยนทิศทาง ซึ่งมักพาไปสู่สิ่งที่ใช่มากขึ้น',
      en: 'The photo shows the fate line stop once and carry on: palmistry reads a change of job or direction, usually towards what suits you better.',
    },
    breakOften: {
      th: 'ในภาพเห็นเส้นวาสนาขาดเป็นช่วง ๆ หลายตอน ตำราว่าการงานเปลี่ยนมาหลายครั้ง และแต่ละครั้งสะสมประสบการณ์ให้ก้าวต่อไป',
      en: 'The photo shows the fate line break off several times: palmistry says your work has changed more than once, each change adding experience for the next step.',
    },
    missing: {
      th: 'ตำราถือว่าคนที่ไม่มีเส้นวาสนาชัดเป็นคนขีดเส้นทางชีวิตเอง ไม่ยึดติดกรอบ และเปลี่ยนทิศได้อย่างอิสระ ซึ่งไม่ได้แปลว่าไม่มีวาสนา',
      en: 'Palmistry takes a palm without a clear fate line as someone who draws their own path, free of set frames and able to change course — which does not mean a lack of fortune.',
    },
  },
  sun: {
    nameTh: 'เส้นอาทิตย์',
    nameEn: 'Sun line',
    planetDay: 'sunday',
    courseTh: 'ทางขึ้นไปหานิ้วนาง',
    courseEn: 'the way up to the ring finger',
    endTh: '',
    endEn: '',
    shape: {
      straight: { th: 'ลากขึ้นค่อนข้างตรง', en: 'climbs fairly straight' },
      curved: { th: 'ลากขึ้นเป็นแนวโค้ง', en: 'climbs in a curve' },
    },
    length: {
      short: [
        {
          th: 'เส้นอาทิตย์ที่สั้นบอกว่าชื่อเสียงและความสำเร็จมักมาเมื่อผ่านประสบการณ์มาพอสมควร และอยู่ได้นาน',
          en: 'A short Sun line says recognition tends to come once you have some experience behind you — and to last.',
        },
        {
          th: 'ตำราอ่านเส้นอาทิตย์สั้นว่าความภูมิใจของคุณมาจากผลงานเด่นไม่กี่ชิ้น มากกว่าการอยู่ในสายตาคนตลอดเวลา',
          en: 'Palmistry reads a short Sun line as pride in a few standout pieces of work rather than being in the public eye all the time.',
        },
      ],
      medium: [
        {
          th: 'ความยาวพอดีบอกว่าผลงานของคุณเป็นที่ยอมรับในวงการหรือในกลุ่มของตัวเอง',
          en: 'A middle length says your work is respected in your field or your circle.',
        },
        {
          th: 'เส้นอาทิตย์ยาวปานกลางเป็นลักษณะของคนที่คนรอบตัวเห็นฝีมือและชื่นชมอย่างจริงใจ',
          en: 'A Sun line of middle length marks someone whose skill the people around them see and sincerely admire.',
        },
      ],
      long: [
        {
          th: 'เส้นอาทิตย์ที่ยาวบอกถึงแนวโน้มจะเป็นที่รู้จักกว้างขวางและได้รับการยกย่องในสิ่งที่ทำ',
          en: 'A long Sun line shows a tendency to be widely known and praised for what you do.',
        },
        {
          th: 'ตำราอ่านเส้นอาทิตย์ยาวว่าคุณมีความสุขกับงานที่ทำ และความสุขนั้นส่องออกมาให้คนอื่นเห็น',
          en: 'Palmistry reads a long Sun line as joy in your work, a joy that shines out for others to see.',
        },
      ],
    },
    depth: {
      faint: [
        {
          th: 'ลายที่บางบอกว่าพรสวรรค์ยังรอเวทีอยู่ ลองเปิดให้คนอื่นได้เห็นผลงานมากขึ้น',
          en: 'A fine line says your talent is still waiting for its stage — let more people see your work.',
        },
        {
          th: 'เส้นอาทิตย์ที่บางเป็นลักษณะของคนถ่อมตัว ทำดีโดยไม่รอคำชม',
          en: 'A fine Sun line marks a modest person who does good work without waiting for praise.',
        },
      ],
      clear: [
        {
          th: 'ลายที่ชัดบอกถึงเสน่ห์และความสามารถที่คนรอบข้างมองเห็น',
          en: 'A clear line shows charm and ability that those around you notice.',
        },
        {
          th: 'เส้นอาทิตย์ที่ชัดเจนบอกว่าคุณมีรสนิยมของตัวเอง และงานที่ทำมีเอกลักษณ์',
          en: 'A clear Sun line says you have your own taste and your work has a style of its own.',
        },
      ],
      deep: [
        {
          th: 'ลายที่ลึกบอกถึงความสำเร็จที่โดดเด่น มีบารมี และเป็นแรงบันดาลใจให้คนอื่น',
          en: 'A deep line shows standout success, presence and the power to inspire.',
        },
        {
          th: 'ตำราอ่านเส้นอาทิตย์ที่ลึกว่าเป็นคนมีแสงในตัว ไปที่ไหนก็มีคนจดจำ',
          en: 'Palmistry reads a deep Sun line as an inner light: wherever you go, people remember you.',
        },
      ],
    },
    lean: {
      straight: {
        th: 'เส้นที่ลากขึ้นตรงบอกว่าความสำเร็จมาจากความเชี่ยวชาญเฉพาะทาง',
        en: 'A straight line says success comes from specialist mastery.',
      },
      curved: {
        th: 'เส้นที่โค้งบอกว่าความสำเร็จมาจากศิลปะ ความคิดสร้างสรรค์ และการสื่อสารกับผู้คน',
        en: 'A curving line says success comes through art, creativity and reaching people.',
      },
    },
    forkStart: {
      th: 'ต้นเส้นอาทิตย์มีแขนงแยก ตำราว่าความสำเร็จของคุณได้แรงหนุนจากสองทาง',
      en: 'The Sun line branches at its start: palmistry says your success draws on two sources.',
    },
    forkEnd: {
      th: 'ปลายเส้นอาทิตย์แตกแฉก ตำราว่าคุณมีพรสวรรค์มากกว่าหนึ่งด้าน และทุกด้านพาไปสู่ความสำเร็จได้',
      en: 'The Sun line forks at its end: palmistry says you have more than one talent, and each can lead to success.',
    },
    breakOnce: {
      th: 'ในภาพเห็นเส้นอาทิตย์ขาดหนึ่งช่วงแล้วลากต่อ ตำราว่าชื่อเสียงอาจเงียบไปบ้างช่วงหนึ่ง แต่กลับมาได้ด้วยฝีมือ',
      en: 'The photo shows the Sun line stop once and carry on: palmistry says your standing may go quiet for a while, then return on the strength of your skill.',
    },
    breakOften: {
      th: 'ในภาพเห็นเส้นอาทิตย์ขาดเป็นช่วง ๆ หลายตอน ตำราว่าความสำเร็จมาเป็นระลอก แต่ละระลอกมาจากความสนใจคนละเรื่อง',
      en: 'The photo shows the Sun line break off several times: palmistry says success comes in waves, each from a different interest.',
    },
    missing: {
      th: 'ตำราถือว่าการไม่มีเส้นอาทิตย์เป็นเรื่องปกติ ความสำเร็จของคนแบบนี้มักมาจากการทำงานเงียบ ๆ อย่างสม่ำเสมอ มากกว่าการเป็นจุดสนใจ',
      en: 'Palmistry counts a palm without a Sun line as ordinary: success for such a person tends to come from quiet, steady work rather than the spotlight.',
    },
  },
  mercury: {
    nameTh: 'เส้นพุธ',
    nameEn: 'Mercury line',
    planetDay: 'wednesday-day',
    courseTh: 'ทางขึ้นไปหานิ้วก้อย',
    courseEn: 'the way up to the little finger',
    endTh: '',
    endEn: '',
    shape: {
      straight: { th: 'ลากขึ้นค่อนข้างตรง', en: 'climbs fairly straight' },
      curved: { th: 'ลากขึ้นเป็นแนวโค้ง', en: 'climbs in a curve' },
    },
    length: {
      short: [
        {
          th: 'เส้นพุธที่สั้นบอกถึงการสื่อสารที่กระชับ ตรงประเด็น และตัดสินใจเรื่องการค้าได้ไว',
          en: 'A short Mercury line shows concise, to-the-point communication and quick business decisions.',
        },
        {
          th: 'ตำราอ่านเส้นพุธสั้นว่าเป็นคนพูดน้อย แต่พูดทีไรตรงจุด',
          en: 'Palmistry reads a short Mercury line as someone of few words, each of them on target.',
        },
      ],
      medium: [
        {
          th: 'ความยาวพอดีบอกถึงหัวการค้าและการเจรจาที่น่าไว้ใจ',
          en: 'A middle length shows sound business sense and trustworthy negotiating.',
        },
        {
          th: 'เส้นพุธยาวปานกลางเป็นลักษณะของคนพูดจาฉะฉาน อธิบายเรื่องยากให้ง่ายได้',
          en: 'A Mercury line of middle length marks an articulate speaker who makes hard things simple.',
        },
      ],
      long: [
        {
          th: 'เส้นพุธที่ยาวบอกถึงคนพูดเก่ง โน้มน้าวใจคนได้ดี และเห็นโอกาสทางธุรกิจก่อนคนอื่น',
          en: 'A long Mercury line shows a persuasive talker who spots business openings before others do.',
        },
        {
          th: 'ตำราอ่านเส้นพุธยาวว่ามีไหวพริบทางการค้าสูง และมีเครือข่ายคนรู้จักกว้าง',
          en: 'Palmistry reads a long Mercury line as sharp commercial wit and a wide network.',
        },
      ],
    },
    depth: {
      faint: [
        {
          th: 'ลายที่บางบอกถึงคนที่ฟังมากกว่าพูด และได้เปรียบตรงที่อ่านคนออก',
          en: 'A fine line shows someone who listens more than they speak — and gains by reading people well.',
        },
        {
          th: 'เส้นพุธที่บางเป็นลักษณะของคนสื่อสารอย่างนุ่มนวล ไม่ชอบการต่อรองที่แข็งกร้าว',
          en: 'A fine Mercury line marks a gentle communicator who dislikes hard bargaining.',
        },
      ],
      clear: [
        {
          th: 'ลายที่ชัดบอกถึงการสื่อสารที่ชัดเจนและน่าเชื่อถือ',
          en: 'A clear line shows clear, credible communication.',
        },
        {
          th: 'เส้นพุธที่ชัดเจนบอกว่าคุณเจรจาเป็น รู้ว่าควรพูดอะไรในจังหวะไหน',
          en: 'A clear Mercury line says you negotiate well and know what to say, and when.',
        },
      ],
      deep: [
        {
          th: 'ลายที่ลึกบอกถึงไหวพริบทางธุรกิจที่เฉียบคมและการต่อรองที่เก่ง',
          en: 'A deep line shows sharp business instinct and strong negotiating.',
        },
        {
          th: 'ตำราอ่านเส้นพุธที่ลึกว่าเป็นคนมีหัวการค้าอยู่ในตัว',
          en: 'Palmistry reads a deep Mercury line as trade in the blood.',
        },
      ],
    },
    lean: {
      straight: {
        th: 'เส้นที่ลากขึ้นตรงบอกถึงการสื่อสารที่ตรงไปตรงมา',
        en: 'A straight line shows plain, direct communication.',
      },
      curved: {
        th: 'เส้นที่โค้งบอกถึงการใช้สัญชาตญาณในการค้าและการอ่านใจคน',
        en: 'A curving line shows intuition in trade and in reading people.',
      },
    },
    forkStart: {
      th: 'ต้นเส้นพุธมีแขนงแยก ตำราว่าคุณได้วิชาทำมาค้าขายมาจากสองทาง',
      en: 'The Mercury line branches at its start: palmistry says you learned your trade from two quarters.',
    },
    forkEnd: {
      th: 'ปลายเส้นพุธแตกแฉก ตำราว่าคุณใช้ได้ทั้งคำพูดและตัวเลข',
      en: 'The Mercury line forks at its end: palmistry says you are good with both words and numbers.',
    },
    breakOnce: {
      th: 'ในภาพเห็นเส้นพุธขาดหนึ่งช่วงแล้วลากต่อ ตำราว่าคุณเคยเปลี่ยนวิธีทำมาหากินหรือเปลี่ยนสนามการค้าครั้งหนึ่ง',
      en: 'The photo shows the Mercury line stop once and carry on: palmistry says you once changed how you earn a living, or where you trade.',
    },
    breakOften: {
      th: 'ในภาพเห็นเส้นพุธขาดเป็นช่วง ๆ หลายตอน ตำราว่าคุณลองทำการค้ามาหลายแบบ และได้บทเรียนจากทุกแบบ',
      en: 'The photo shows the Mercury line break off several times: palmistry says you have tried several kinds of trade and learned from each.',
    },
    missing: {
      th: 'ตำราถือว่าการไม่มีเส้นพุธเป็นเรื่องปกติของคนจำนวนมาก และไม่ได้ทำให้เรื่องการสื่อสารหรือการค้าด้อยลงเลย',
      en: 'Palmistry counts a palm without a Mercury line as common, and no lesser for communication or trade.',
    },
  },
};

/** How much of its course a line runs, in six steps. */
function lengthShape(t: LineTexts, length: number): Bi {
  const c = { th: t.courseTh, en: t.courseEn };
  if (length < 0.2) {
    return {
      th: `สั้นมาก เห็นเพียงช่วงต้นของ${c.th}`,
      en: `is very short, showing only the start of ${c.en}`,
    };
  }
  if (length < 1 / 3) {
    return {
      th: `ค่อนข้างสั้น ยาวราวหนึ่งในสามของ${c.th}`,
      en: `is fairly short, about a third of ${c.en}`,
    };
  }
  if (length < 0.5) return { th: `ยาวราวครึ่งหนึ่งของ${c.th}`, en: `runs about half of ${c.en}` };
  if (length < 2 / 3) return { th: `ยาวเกินครึ่งของ${c.th}`, en: `runs past the middle of ${c.en}` };
  if (length < 0.85) {
    return { th: `ยาวเกือบตลอด${c.th}`, en: `runs almost all of ${c.en}` };
  }
  return {
    th: `ยาวตลอด${c.th}${t.endTh ? `จนถึง${t.endTh}` : ''}`,
    en: `runs the whole of ${c.en}${t.endEn ? `, right to ${t.endEn}` : ''}`,
  };
}

/** How deep the crease looks, in five steps. */
function depthShape(strength: number): Bi {
  if (strength < 0.2) return { th: 'ลายจางมาก', en: 'barely marked' };
  if (strength < 1 / 3) return { th: 'ลายค่อนข้างบาง', en: 'fine' };
  if (strength < 2 / 3) return { th: 'ลายชัดเจน', en: 'clearly marked' };
  if (strength < 0.85) return { th: 'ลายลึกชัด', en: 'deeply etched' };
  return { th: 'ลายลึกและคมเข้ม', en: 'deep and sharply cut' };
}

const SHAPE_OPENERS: readonly Bi[] = [
  { th: '{name}ในภาพ', en: 'In the photo your {name}' },
  { th: 'จากภาพ {name}ของคุณ', en: 'As the photo shows it, your {name}' },
  { th: '{name}ของคุณ', en: 'Your {name}' },
];

const PATCHY: readonly Bi[] = [
  {
    th: 'ในภาพเห็นเส้นนี้เป็นช่วง ๆ ไม่ต่อเนื่อง ซึ่งมักเกิดจากแสงหรือมุมกล้อง จึงอ่านจากส่วนที่เห็นชัดและไม่ถือว่าเป็นเส้นขาด',
    en: 'The photo shows this line only in stretches — usually a matter of light or angle — so it is read from the parts that show and not taken as broken.',
  },
  {
    th: 'เส้นนี้ปรากฏในภาพไม่ครบทั้งเส้น คำอ่านนี้จึงมาจากช่วงที่เห็นชัด ส่วนช่องว่างระหว่างช่วงยังบอกไม่ได้ว่าเป็นรอยขาดจริง',
    en: 'Not all of this line shows in the photo, so this reading comes from the stretches that do; the gaps between them cannot be told apart from a true break.',
  },
];

/** What would let the photo show a line: said with every line that did not show. */
export const RETAKE_ADVICE: Bi = {
  th: 'ถ้าอยากให้อ่านเส้นนี้ ลองถ่ายใหม่ในที่แสงสว่างส่องทั่วฝ่ามือ แตะจอที่ฝ่ามือให้กล้องโฟกัส และกางนิ้วออกให้ฝ่ามือเรียบตึง เส้นจะเห็นชัดขึ้นมาก',
  en: 'To have this line read, take the photo again in light that covers the whole palm, tap the screen on your palm to focus, and spread your fingers so the palm lies flat — the line will show much better.',
};

/** The same, for a photo that showed no line at all. */
export const RETAKE_PALM_ADVICE: Bi = {
  th: 'ถ้าอยากให้อ่านลายมือ ลองถ่ายใหม่ในที่แสงสว่างส่องทั่วฝ่ามือ แตะจอที่ฝ่ามือให้กล้องโฟกัส และกางนิ้วออกให้ฝ่ามือเรียบตึง เส้นจะเห็นชัดขึ้นมาก',
  en: 'To have your palm read, take the photo again in light that covers the whole palm, tap the screen on your palm to focus, and spread your fingers so the palm lies flat — the lines will show much better.',
};

/** The plain statement that opens the text of a line the photo did not show. */
export const LINE_NOT_SEEN: Bi = {
  th: 'เส้นนี้ในภาพยังไม่ชัด',
  en: 'This line does not show clearly in the photo',
};

function notSeenText(t: LineTexts): Bi {
  const statement: Bi = t.missing
    ? {
        th: `${LINE_NOT_SEEN.th} อาจเป็นเพราะภาพ หรือมือของคุณไม่มี${t.nameTh}ก็ได้ ถ้าไม่มีจริง`,
        en: `${LINE_NOT_SEEN.en}: that may be the photo, or your palm may simply have no ${nameInSentenceEn(t)}. If it has none,`,
      }
    : {
        th: `${LINE_NOT_SEEN.th}พอจะอ่าน จึงยังไม่ขอทำนายจาก${t.nameTh}`,
        en: `${LINE_NOT_SEEN.en}, so the ${nameInSentenceEn(t)} is not read.`,
      };
  return joinBi([
    statement,
    ...(t.missing ? [{ th: t.missing.th, en: lowerFirstWord(t.missing.en) }] : []),
    RETAKE_ADVICE,
  ]);
}

/** The lore sentence goes on from "If it has none," so its first word loses its capital. */
function lowerFirstWord(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** How a line lies in the photo, measured: its length, depth and lean, with no name or opener. */
function measuredShape(t: LineTexts, f: PalmLineFeatures, c: PalmLineCategory) {
  const lie = byCurvature(t)
    ? (t.shape as Record<LineCurvature, Bi>)[c.curvature]
    : (t.shape as Record<LineLean, Bi>)[c.lean];
  return { length: lengthShape(t, unit(f.length)), depth: depthShape(unit(f.strength)), lie };
}

/**
 * What the photo showed of a line, as a sentence after its name: Thai "ยาวเกือบตลอด… ลายลึกชัด
 * โค้ง…", English "runs almost all of …; it is deeply etched and …" (no final stop).
 */
export function lineShape(id: PalmLineId, f: PalmLineFeatures): Bi {
  const { length, depth, lie } = measuredShape(PALM_LINE_TEXTS[id], f, categorizeLine(id, f));
  return {
    th: `${length.th} ${depth.th} ${lie.th}`,
    en: `${length.en}; it is ${depth.en} and ${lie.en}`,
  };
}

/** The English name of a line inside a sentence ("life line", but "Sun line"). */
export function lineNameInSentenceEn(id: PalmLineId): string {
  return nameInSentenceEn(PALM_LINE_TEXTS[id]);
}

function shapeSentence(t: LineTexts, f: PalmLineFeatures, c: PalmLineCategory, rng: Rng): Bi {
  const opener = pick(rng, SHAPE_OPENERS);
  const { length, depth, lie } = measuredShape(t, f, c);
  const name = { th: t.nameTh, en: nameInSentenceEn(t) };
  return {
    th: `${opener.th.replace('{name}', name.th)}${length.th} ${depth.th} ${lie.th}`,
    en: `${opener.en.replace('{name}', name.en)} ${length.en}; it is ${depth.en} and ${lie.en}.`,
  };
}

function seenText(t: LineTexts, f: PalmLineFeatures, c: PalmLineCategory, rng: Rng): Bi {
  const meaning = byCurvature(t)
    ? (t.lean as Record<LineCurvature, Bi>)[c.curvature]
    : (t.lean as Record<LineLean, Bi>)[c.lean];
  const forks: Bi[] = [];
  if (c.fork === 'start' || c.fork === 'both') forks.push(t.forkStart);
  if (c.fork === 'end' || c.fork === 'both') forks.push(t.forkEnd);
  const breaks: Bi[] =
    c.coverage === 'patchy'
      ? [pick(rng, PATCHY)]
      : c.breakCount === 1
        ? [t.breakOnce]
        : c.breakCount > 1
          ? [t.breakOften]
          : [];
  return joinBi([
    shapeSentence(t, f, c, rng),
    pick(rng, t.length[c.length]),
    pick(rng, t.depth[c.depth]),
    meaning,
    ...forks,
    ...breaks,
  ]);
}

/**
 * Every fixed sentence a line's text can contain (not the shape sentence, which is built from
 * the measurements), for quoting a reading back in a chat.
 */
export function palmLinePhrases(id: PalmLineId): Bi[] {
  const t = PALM_LINE_TEXTS[id];
  return [
    ...Object.values(t.length).flat(),
    ...Object.values(t.depth).flat(),
    ...Object.values(t.lean as Record<string, Bi>),
    t.forkStart,
    t.forkEnd,
    t.breakOnce,
    t.breakOften,
    ...(t.missing ? [t.missing] : []),
  ];
}

// ---------------------------------------------------------------------------------------------
// The reading
// ---------------------------------------------------------------------------------------------

export interface PalmLineReading {
  id: PalmLineId;
  nameTh: string;
  nameEn: string;
  category: PalmLineCategory;
  /** Share (0–1) of the line's course the photo showed; 0 for a line it did not show. */
  coverage: number;
  /** How strongly the line speaks, 0–100 (0 for a line the photo did not show). */
  score: number;
  readingTh: string;
  readingEn: string;
}

export interface PalmReading {
  lines: PalmLineReading[];
  /** The line that speaks most strongly; null when the photo showed none. */
  dominantLine: PalmLineId | null;
  overallTh: string;
  overallEn: string;
  luckyNumbers: number[];
  luckyColoursTh: string[];
  luckyColoursEn: string[];
  /** The answer to the question typed with the photo; null when none was asked. */
  answer: PalmQuestionAnswer | null;
}

/** The measured coverage, or what the gap share implies when the analysis gave none. */
function coverageOf(f: PalmLineFeatures): number {
  return f.coverage !== undefined ? unit(f.coverage) : 1 - unit(f.breaks);
}

function lineScore(c: PalmLineCategory, f: PalmLineFeatures): number {
  if (!c.present) return 0;
  const s = 30 + 35 * unit(f.strength) + 25 * unit(f.length) + 8 * coverageOf(f);
  return Math.round(Math.min(98, Math.max(10, s)));
}

const OVERALL_OPENINGS: readonly Bi[] = [
  { th: 'ภาพรวมของลายมือนี้', en: 'Taken as a whole, this palm' },
  {
    th: 'เมื่ออ่านทุกเส้นที่เห็นประกอบกัน ลายมือของคุณ',
    en: 'Reading every line that shows together, your palm',
  },
  { th: 'ลายมือที่เห็นในภาพ', en: 'The palm in the photo' },
];

const DOMINANT_LINES: Record<PalmLineId, Bi> = {
  life: {
    th: 'เด่นที่เส้นชีวิต บอกถึงพลังใจและความอดทนที่เป็นฐานของทุกเรื่อง',
    en: 'is led by the life line: drive and endurance are the base of everything.',
  },
  head: {
    th: 'เด่นที่เส้นสมอง ความคิดและการตัดสินใจคือจุดแข็งที่สุดของคุณ',
    en: 'is led by the head line: your thinking and judgement are your greatest strength.',
  },
  heart: {
    th: 'เด่นที่เส้นใจ ความรักและความเข้าใจผู้คนคือพลังที่นำทางชีวิต',
    en: 'is led by the heart line: love and understanding of people drive your life.',
  },
  fate: {
    th: 'เด่นที่เส้นวาสนา มีแรงหนุนและเส้นทางการงานที่ชัดเจน',
    en: 'is led by the fate line: you have backing and a clear path in work.',
  },
  sun: {
    th: 'เด่นที่เส้นอาทิตย์ มีแววจะประสบความสำเร็จและเป็นที่รู้จัก',
    en: 'is led by the Sun line: there are signs of success and recognition.',
  },
  mercury: {
    th: 'เด่นที่เส้นพุธ ไหวพริบและการสื่อสารจะเปิดประตูแห่งโอกาส',
    en: 'is led by the Mercury line: wit and communication will open doors.',
  },
};

const OVERALL_ADVICE: readonly Bi[] = [
  {
    th: 'ลายมือเปลี่ยนได้ตามการใช้ชีวิต ดูแลจุดแข็งให้เปล่งประกาย แล้วค่อย ๆ เติมส่วนที่ยังบาง',
    en: 'Palms change with how we live: let your strengths shine and gently build up the fainter parts.',
  },
  {
    th: 'สิ่งที่ลายมือบอกเป็นเพียงแนวโน้ม ความตั้งใจและการลงมือทำของคุณคือสิ่งที่กำหนดเส้นทางจริง',
    en: 'What a palm shows are tendencies; your intent and actions write the real path.',
  },
  {
    th: 'ลองใช้จุดเด่นของเส้นที่ชัดที่สุดเป็นเข็มทิศในการตัดสินใจช่วงนี้',
    en: 'Use your clearest line as a compass for decisions in the weeks ahead.',
  },
];

const NOTHING_SEEN: Bi = {
  th: 'ภาพนี้ยังไม่เห็นเส้นลายมือชัดพอจะอ่านได้สักเส้น จึงยังไม่ขอทำนายจากลายมือ ลองถ่ายใหม่ในที่แสงสว่างส่องทั่วฝ่ามือ แตะจอให้กล้องโฟกัสที่ฝ่ามือ และกางนิ้วออกให้ฝ่ามือเรียบตึง แล้วค่อยให้อ่านอีกครั้ง',
  en: 'This photo does not show any palm line clearly enough to read, so no reading is made from it. Take it again in light that covers the whole palm, tap the screen to focus on your palm and spread your fingers so it lies flat, then ask again.',
};

function readLine(id: PalmLineId, f: PalmLineFeatures, seed: string): PalmLineReading {
  const t = PALM_LINE_TEXTS[id];
  const category = categorizeLine(id, f);
  // Each line's wording follows its own measurement, so palms that differ read differently.
  const rng = createRng(seedOf('palm-line', seed, id, f));
  const text = category.present ? seenText(t, f, category, rng) : notSeenText(t);
  return {
    id,
    nameTh: t.nameTh,
    nameEn: t.nameEn,
    category,
    coverage: category.present ? Math.round(coverageOf(f) * 100) / 100 : 0,
    score: lineScore(category, f),
    readingTh: text.th,
    readingEn: text.en,
  };
}

/**
 * Reads a palm. `seed` varies the wording (use the session id); what is said comes from
 * `features` alone, and, when the person typed a question with the photo, from that question too:
 * `answer` answers it from the lines palmistry ties to its subject (a fear for a life gets the
 * plain answer that a palm does not foretell it). The lines and the overall picture do not depend
 * on the question.
 */
export function readPalm(
  features: PalmFeatures,
  seed: string,
  question?: string | null,
): PalmReading {
  const rng = createRng(seedOf('palm', seed, features));
  const lines = PALM_LINE_IDS.map((id) => readLine(id, features[id], seed));
  const answer = answerPalmQuestion({ question, lines, features, seed });

  const seen = lines.filter((l) => l.category.present);
  const ranked = [...seen].sort((a, b) => b.score - a.score);
  const dominant = ranked[0];
  if (!dominant) {
    return {
      lines,
      dominantLine: null,
      overallTh: NOTHING_SEEN.th,
      overallEn: NOTHING_SEEN.en,
      luckyNumbers: [],
      luckyColoursTh: [],
      luckyColoursEn: [],
      answer,
    };
  }
  const second = ranked[1] ?? dominant;

  const unseenMain = lines.filter(
    (l) => !l.category.present && !OPTIONAL_PALM_LINES.includes(l.id),
  );
  const unseenOptional = lines.filter(
    (l) => !l.category.present && OPTIONAL_PALM_LINES.includes(l.id),
  );
  const namesTh = (ls: PalmLineReading[]) => ls.map((l) => l.nameTh).join(' ');
  const namesEn = (ls: PalmLineReading[]) =>
    ls.map((l) => nameInSentenceEn(PALM_LINE_TEXTS[l.id])).join(', ');
  const unseenLines: Bi[] = [];
  if (unseenMain.length > 0) {
    unseenLines.push({
      th: `ภาพนี้ยังไม่เห็น${namesTh(unseenMain)}ชัด คำอ่านจึงมาจากเส้นที่เห็นเท่านั้น ถ่ายใหม่ให้เห็นชัดแล้วจะอ่านได้ครบกว่านี้`,
      en: `The photo does not show the ${namesEn(unseenMain)} clearly, so this reading rests on the lines that do show; a clearer photo would let it cover more.`,
    });
  }
  if (unseenOptional.length > 0) {
    unseenLines.push({
      th: `ส่วน${namesTh(unseenOptional)}ที่ยังไม่ปรากฏในภาพ ไม่ใช่ลางร้าย หลายคนก็ไม่มี${unseenOptional.length === 1 ? 'เส้นนี้' : 'เส้นเหล่านี้'}`,
      en: `The ${namesEn(unseenOptional)} not showing in the photo ${unseenOptional.length === 1 ? 'is' : 'are'} no bad omen; many palms have none.`,
    });
  }
  const secondLine: Bi =
    second.id !== dominant.id
      ? {
          th: `รองลงมาคือ${second.nameTh} ซึ่งช่วยเสริมให้ชีวิตสมดุล`,
          en: `Next comes the ${nameInSentenceEn(PALM_LINE_TEXTS[second.id])}, which brings balance.`,
        }
      : { th: '', en: '' };
  const opening = pick(rng, OVERALL_OPENINGS);
  const dom = DOMINANT_LINES[dominant.id];
  const overall = joinBi([
    { th: `${opening.th}${dom.th}`, en: `${opening.en} ${dom.en}` },
    secondLine,
    ...unseenLines,
    pick(rng, OVERALL_ADVICE),
  ]);

  const d1 = WEEKDAYS[PALM_LINE_TEXTS[dominant.id].planetDay];
  const d2 = WEEKDAYS[PALM_LINE_TEXTS[second.id].planetDay];
  const n1 = WEEKDAY_LORE[d1.id].planetNumber;
  const n2 = WEEKDAY_LORE[d2.id].planetNumber;
  const luckyNumbers = [...new Set([n1, n2, intBetween(rng, 0, 9), n1 * 10 + n2])];
  const luckyColoursTh = [...new Set([d1.colourTh, d2.colourTh, ...d1.luckyColoursTh])].slice(0, 3);
  const luckyColoursEn = [
    ...new Set([d1.colourEn, d2.colourEn, ...WEEKDAY_LORE[d1.id].luckyColoursEn]),
  ].slice(0, 3);

  return {
    lines,
    dominantLine: dominant.id,
    overallTh: overall.th,
    overallEn: overall.en,
    luckyNumbers,
    luckyColoursTh,
    luckyColoursEn,
    answer,
  };
}
