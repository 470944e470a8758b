import { pick, type Rng } from '../seed.ts';
import type { Bi } from '../text.ts';

/**
 * One rule for lottery numbers, in every reading, the chat and the palm follow-up: a request for
 * numbers to play is kindly refused — no reading gives them. Selling lottery tickets is a trade,
 * not a gamble: "จะเปิดแผงลอตเตอรี่แผงที่สองดีไหม" is a question about work.
 */

/** Words for the lottery and for numbers to play. */
const LOTTERY =
  /หวย|ลอตเตอรี่|ล็อตเตอรี่|ลอตเตอรี|ล็อตเตอรี|สลาก|เลขเด็ด|เลขท้าย|ถูกรางวัล|รางวัลที่\s*1|รางวัลที่หนึ่ง|เลข.{0,12}งวด|งวด.{0,12}เลข|lottery|lotto|winning numbers?/i;

/**
 * The lottery as someone's trade: selling tickets, a stall, a licensed agent. Taken out of the
 * question before the lottery words are looked for.
 */
export const LOTTERY_TRADE =
  /(?:ขาย|แผง|ร้าน|ตัวแทน(?:จำหน่าย)?|รับ(?:มา)?ขาย|จำหน่าย|ค้าขาย|ทุนซื้อ|ลงทุนซื้อ|โควตา)\s*(?:ของ)?\s*(?:หวย|ลอตเตอรี่|ล็อตเตอรี่|ลอตเตอรี|ล็อตเตอรี|สลาก(?:กินแบ่ง(?:รัฐบาล)?)?)|(?:lottery|lotto)\s+(?:stall|shop|seller|vendor|business|agent)|sell(?:s|ing)?\s+lottery/gi;

/** The question with any lottery trade taken out (what a gambling check should read). */
export function withoutLotteryTrade(text: string): string {
  return text.replace(LOTTERY_TRADE, ' ');
}

/** True when the text asks about the lottery to play it, not to sell it. */
export function asksAboutLottery(text: string): boolean {
  return LOTTERY.test(withoutLotteryTrade(text));
}

/** True when the text speaks of the lottery as a trade (a seller, a stall). */
export function speaksOfLotteryTrade(text: string): boolean {
  LOTTERY_TRADE.lastIndex = 0;
  const found = LOTTERY_TRADE.test(text);
  LOTTERY_TRADE.lastIndex = 0;
  return found;
}

/** The kind refusal of numbers to play, the same wherever it is said. */
export const LOTTERY_REFUSALS: readonly Bi[] = [
  {
    th: 'ขออนุญาตไม่ให้เลขสำหรับงวดนี้ เพราะดวงไม่ได้มีไว้สำหรับการเสี่ยงโชคหรือหวย เงินที่ตั้งใจจะซื้อ ถ้าเก็บไว้จะเป็นโชคที่จับต้องได้กว่า',
    en: 'Forgive us for giving no numbers: a reading is not for gambling or the lottery. The money meant for tickets is surer luck kept.',
  },
  {
    th: 'คำทำนายไม่ใช่เครื่องมือสำหรับเล่นหวยหรือการพนัน จึงไม่มีเลขให้ในรอบนี้ ถ้าอยากลุ้นเพื่อความสนุก ใช้เงินแค่ส่วนที่เสียแล้วไม่เดือดร้อน',
    en: 'A reading is not a tool for the lottery or gambling, so there are no numbers this time; if you play for fun, use only money you can lose.',
  },
];

export function refuseLotteryNumbers(rng: Rng): Bi {
  return pick(rng, LOTTERY_REFUSALS);
}
