/**
 * What palmistry does and does not say about the length of a life, death, illness and accidents,
 * written down as facts with their sources: the palm reading and the chat answer such fears from
 * these sentences and nothing else. Palmists themselves read the life line for vitality and the
 * way a life is lived, not for its length, and nothing in a palm foretells an illness, an accident
 * or a death — so a fear is answered plainly and kindly, with no forecast of any kind.
 */
import type { Bi } from '../text.ts';
import type { LoreSourceId } from './sources.ts';

/** The fears a question about a palm can voice. `life-line`: a short or broken life line. */
export const LIFE_FEARS = ['death', 'lifespan', 'life-line', 'illness', 'accident'] as const;
export type LifeFear = (typeof LIFE_FEARS)[number];

export const PALM_FEAR_FACTS: {
  sources: readonly LoreSourceId[];
  /** What the life line speaks of in palmistry. */
  lifeLine: Bi;
  /** The plain answer to each fear: what a palm cannot tell. */
  notForetold: Record<LifeFear, Bi>;
  /** For a worry about health: where a real answer is found. */
  seeADoctor: Bi;
  /** What is in one's own hands, said after the plain answer. */
  inYourHands: readonly Bi[];
} = {
  sources: [
    'myfreehoroscopes-life-line',
    'psychiclibrary-life-line',
    'excite-hoshi-life-line',
    'reference-palmistry',
  ],
  lifeLine: {
    th: 'ในตำราลายมือ เส้นชีวิตบอกถึงพลังชีวิตและวิถีที่คุณใช้ชีวิต ว่าใช้แรงอย่างไร ฟื้นตัวอย่างไร ไม่ได้บอกว่าชีวิตจะยาวหรือสั้น',
    en: 'In palmistry the life line speaks of vitality and the way you live — how you spend your energy and how you recover — not of how long a life will be.',
  },
  notForetold: {
    death: {
      th: 'ไม่มีเส้นไหนในฝ่ามือที่บอกได้ว่าชีวิตจะจบลงเมื่อไร แม้แต่หมอดูลายมือเองก็ไม่อ่านเรื่องนี้จากมือ คำตอบนี้จึงไม่มีการทำนายใด ๆ',
      en: 'No line in a palm can tell when a life will end — palm readers themselves do not read that from a hand — so there is no prediction in this answer.',
    },
    lifespan: {
      th: 'ความยาวของเส้นชีวิตไม่ใช่จำนวนปีของชีวิต เส้นสั้นไม่ได้แปลว่าอายุสั้น และเส้นยาวก็ไม่ใช่คำสัญญาว่าอายุยืน',
      en: 'The length of the life line is not a count of years: a short line does not mean a short life, and a long one is no promise of a long one.',
    },
    'life-line': {
      th: 'เส้นชีวิตที่ดูสั้นหรือขาดในภาพไม่ได้แปลว่าชีวิตจะสั้นหรือขาดตอน ตำราอ่านรอยขาดว่าเป็นจุดเปลี่ยนของวิถีชีวิต เช่น ย้ายที่อยู่หรือเริ่มงานใหม่ และเส้นที่เห็นเป็นช่วง ๆ ในภาพก็มักเป็นเรื่องของแสงกับมุมกล้อง',
      en: 'A life line that looks short or broken in a photo does not mean a short or broken life: palmistry reads a break as a change in the way you live — a move, a new start — and a line seen only in stretches is usually a matter of light and angle.',
    },
    illness: {
      th: 'ลายมือบอกไม่ได้ว่าจะป่วยหรือจะเป็นโรคอะไร ไม่มีเส้นไหนในฝ่ามือที่ทำนายความเจ็บป่วยได้',
      en: 'A palm cannot tell whether you will fall ill or with what: no line in it foretells an illness.',
    },
    accident: {
      th: 'ลายมือบอกล่วงหน้าไม่ได้ว่าจะเกิดอุบัติเหตุหรือเคราะห์ร้าย ไม่มีเส้นไหนที่เป็นลางแบบนั้น',
      en: 'A palm cannot warn of an accident or misfortune ahead: no line is an omen of that kind.',
    },
  },
  seeADoctor: {
    th: 'ถ้ามีเรื่องสุขภาพที่กังวลอยู่ การไปพบแพทย์หรือตรวจสุขภาพจะให้คำตอบที่จริงกว่าลายมือ และช่วยให้ใจเบาลงได้มาก',
    en: 'If there is a health worry on your mind, a doctor or a check-up will give you a truer answer than any palm, and a lot more peace of mind.',
  },
  inYourHands: [
    {
      th: 'สิ่งที่อยู่ในมือคุณจริง ๆ คือการดูแลตัวเองทีละวัน นอนให้พอ กินให้ดี ขยับร่างกาย และมีคนที่คุยด้วยได้เวลาใจไม่สบาย',
      en: 'What truly is in your hands is looking after yourself day by day: enough sleep, good food, moving your body, and someone to talk to when your heart is heavy.',
    },
    {
      th: 'ความกังวลแบบนี้เกิดขึ้นได้กับทุกคน ลองเล่าให้คนที่ไว้ใจฟัง แล้วใช้แรงใจไปกับการดูแลตัวเองและคนที่รัก ซึ่งเป็นสิ่งที่ทำได้ตั้งแต่วันนี้',
      en: 'A worry like this comes to everyone. Share it with someone you trust, and put your energy into caring for yourself and the people you love — something you can do from today.',
    },
  ],
};
