import type { Weekday } from '../weekday.ts';
import { forbiddenFor, forbiddenRecommendations } from './colours-and-days.ts';

/**
 * The promises the built-in engine keeps, checked on text someone else wrote (a language model):
 * no numbers to play the lottery with, no certainty about health, the law or money, no colour or
 * day that is the reader's กาลกิณี, at most four lucky numbers. A text that breaks one is not
 * shown: it is asked for once more, then written by the built-in engine.
 */

/** The most lucky numbers a reading gives (the built-in engine's four: two of lore, two drawn). */
export const MAX_LUCKY_NUMBERS = 4;

export type WrittenProblem =
  | 'lottery-numbers'
  | 'health-certainty'
  | 'legal-certainty'
  | 'money-certainty'
  | 'kalakini'
  | 'too-many-numbers';

export interface WrittenFinding {
  problem: WrittenProblem;
  /** The words that broke it. */
  evidence: string;
}

const RULES: readonly { problem: WrittenProblem; pattern: RegExp }[] = [
  {
    problem: 'lottery-numbers',
    pattern:
      /(?:เลขเด็ด|เลขท้าย|หวย|ลอตเตอรี่|ล็อตเตอรี่|ลอตเตอรี|สลาก|งวด(?:นี้|หน้า)|lottery|lotto)[^.\n]{0,40}?\d|\d[^.\n]{0,25}?(?:เลขเด็ด|งวดนี้|งวดหน้า|ถูกหวย|lottery)/i,
  },
  {
    problem: 'health-certainty',
    pattern:
      /(?:เป็น|ป่วยเป็น|ติด)(?:โรค)?(?:มะเร็ง|เบาหวาน|ความดัน|โรคหัวใจ|ซึมเศร้า|เนื้องอก|โรค\S{1,12}?)\s*(?:แน่นอน|แน่ๆ|แน่ ๆ|ชัวร์|100)|(?<!อย่า)(?<!อย่า )(?<!ไม่ควร)หยุด(?:กิน|ทาน|ใช้)?ยา(?:ได้เลย|ได้แล้ว|เลย|ทันที)|ไม่(?:ต้อง|จำเป็นต้อง)(?:ไป)?(?:หาหมอ|พบแพทย์|กินยา|ทานยา|รักษา)|หายขาด(?:ได้)?(?:แน่นอน|แน่ๆ|แน่)|(?:stop|quit)\s+taking\s+(?:your\s+)?(?:medication|medicine|pills)|you\s+(?:definitely|certainly|surely)\s+have\s+\w+|(?:no|don'?t)\s+need\s+(?:to\s+see\s+)?a\s+doctor/i,
  },
  {
    problem: 'legal-certainty',
    pattern:
      /ชนะคดี(?:แน่นอน|แน่ๆ|แน่ ๆ|ชัวร์)|(?:ไม่ต้อง|ไม่จำเป็นต้อง)(?:จ้าง|ปรึกษา|มี)ทนาย|(?:will|sure to)\s+win\s+(?:the|your)\s+(?:case|lawsuit)/i,
  },
  {
    problem: 'money-certainty',
    pattern:
      /(?:รวย|กำไร|ได้กำไร|ได้เงิน|ถูกรางวัล|ถูกหวย|ราคาขึ้น|หุ้นขึ้น)(?:แน่นอน|แน่ๆ|แน่ ๆ|ชัวร์|100\s*%)|ไม่มีทางขาดทุน|ขาดทุนไม่ได้แน่|guaranteed\s+(?:profit|returns?|win|to\s+(?:rise|win))|(?:can'?t|cannot|won'?t)\s+lose\s+money/i,
  },
];

/** Everything in `text` that breaks a promise, with the people it is written for. */
export function checkWritten(
  text: string,
  options: { people?: readonly Weekday[]; luckyNumbers?: readonly number[] } = {},
): WrittenFinding[] {
  const found: WrittenFinding[] = [];
  for (const rule of RULES) {
    const match = rule.pattern.exec(text);
    if (match) found.push({ problem: rule.problem, evidence: match[0] });
  }
  if (options.people && options.people.length > 0) {
    for (const r of forbiddenRecommendations(text, forbiddenFor(options.people))) {
      found.push({ problem: 'kalakini', evidence: r.clause });
    }
  }
  if ((options.luckyNumbers?.length ?? 0) > MAX_LUCKY_NUMBERS) {
    found.push({ problem: 'too-many-numbers', evidence: options.luckyNumbers!.join(', ') });
  }
  return found;
}
