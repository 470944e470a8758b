/**
 * The animal-year lore the oracle follows, written down as facts to check `thai-calendar.ts`
 * against: which animals are ชง with each year as Thai practice counts them, the milder ไห่ pairs,
 * the supportive pairs, and which animal a date belongs to under the product's count.
 */
import type { AnimalId } from '../thai-calendar.ts';
import type { LoreSourceId } from './sources.ts';

/**
 * Thai ปีชง practice counts four animals ชง with every year: the opposite animal, six years
 * away (ชงตรง, also called ปะทะ — Chinese 冲), and three ชงร่วม — the year's own animal (ปีคัก),
 * and the two animals three years away on either side, named ปีผั่ว (Chinese 破) and ปีเฮ้ง
 * (Chinese 刑; Thai tables give the name to the other three-apart animal even where Chinese
 * lists have no 刑 for the pair). ไห่ (Chinese 害) is a milder relation of its own and not ชง.
 */
export interface ChongFact {
  /** ชงตรง (ปะทะ): six years away. */
  direct: AnimalId;
  /** ชงร่วม ปีผั่ว: the 破 partner, three years away. */
  phua: AnimalId;
  /** ชงร่วม ปีเฮ้ง: the other animal three years away. */
  heng: AnimalId;
}

export const CHONG_FACTS: { sources: readonly LoreSourceId[]; years: Record<AnimalId, ChongFact> } =
  {
    sources: [
      'missinklist-chong-table',
      'payyapro-chong-2568',
      'primo-chong-2569',
      'thethaiger-chong-2564',
      'prachachat-chong-2565',
      'chinese-xing-hai-po',
    ],
    years: {
      rat: { direct: 'horse', phua: 'rooster', heng: 'rabbit' },
      ox: { direct: 'goat', phua: 'dragon', heng: 'dog' },
      tiger: { direct: 'monkey', phua: 'pig', heng: 'snake' },
      rabbit: { direct: 'rooster', phua: 'horse', heng: 'rat' },
      dragon: { direct: 'dog', phua: 'ox', heng: 'goat' },
      snake: { direct: 'pig', phua: 'monkey', heng: 'tiger' },
      horse: { direct: 'rat', phua: 'rabbit', heng: 'rooster' },
      goat: { direct: 'ox', phua: 'dog', heng: 'dragon' },
      monkey: { direct: 'tiger', phua: 'snake', heng: 'pig' },
      rooster: { direct: 'rabbit', phua: 'rat', heng: 'horse' },
      dog: { direct: 'dragon', phua: 'goat', heng: 'ox' },
      pig: { direct: 'snake', phua: 'tiger', heng: 'monkey' },
    },
  };

/**
 * ไห่ (六害, "harm"): six pairs. Where a pair is also three years apart (ขาล–มะเส็ง, วอก–กุน) Thai
 * practice counts it as ชงร่วม, the stronger relation.
 */
export const HAI_FACTS: {
  sources: readonly LoreSourceId[];
  pairs: readonly [AnimalId, AnimalId][];
} = {
  sources: ['chinese-xing-hai-po'],
  pairs: [
    ['rat', 'goat'],
    ['ox', 'horse'],
    ['tiger', 'snake'],
    ['rabbit', 'dragon'],
    ['monkey', 'pig'],
    ['rooster', 'dog'],
  ],
};

/**
 * ลักฮะ (六合, secret friends). Two of the pairs (ขาล–กุน, มะเส็ง–วอก) are also ปีผั่ว: as a year
 * they count as ชงร่วม; between two people the reading says both.
 */
export const HARMONY_FACTS: {
  sources: readonly LoreSourceId[];
  pairs: readonly [AnimalId, AnimalId][];
} = {
  sources: ['fengshuirich-six-harmonies'],
  pairs: [
    ['rat', 'ox'],
    ['tiger', 'pig'],
    ['rabbit', 'dog'],
    ['dragon', 'rooster'],
    ['snake', 'monkey'],
    ['horse', 'goat'],
  ],
};

/**
 * When the animal changes. The product counts the animal year by the calendar year, changing on
 * 1 January (docs/decisions/012): for January–April births this is the animal on a Thai birth
 * certificate. Thai astrology changes on ขึ้น ๑ ค่ำ เดือน ๕ (March–April), some at เถลิงศก
 * (15–17 April), the Chinese count at ลิบชุน or the Chinese new year (21 January – 20 February):
 * dates from January to April therefore carry a note.
 */
export const ANIMAL_YEAR_FACTS: {
  sources: readonly LoreSourceId[];
  /** The product's count: the animal of each date. */
  dates: readonly { date: string; animal: AnimalId; noted: boolean }[];
  /** Chinese new year days, for the Chinese count's animal of nearby dates. */
  chineseNewYear: readonly { date: string; animal: AnimalId }[];
} = {
  sources: [
    'amarin-animal-year',
    'astroneemo-animal-year',
    'blockdit-animal-year',
    'tawanfengshui-2567',
    'prachachat-chong-2565',
  ],
  dates: [
    { date: '2021-12-31', animal: 'ox', noted: false },
    { date: '2022-01-01', animal: 'tiger', noted: true },
    { date: '2022-01-31', animal: 'tiger', noted: true },
    { date: '2022-02-01', animal: 'tiger', noted: true },
    { date: '2023-12-31', animal: 'rabbit', noted: false },
    { date: '2024-01-01', animal: 'dragon', noted: true },
    { date: '2024-02-09', animal: 'dragon', noted: true },
    { date: '2024-04-16', animal: 'dragon', noted: true },
    { date: '2024-04-30', animal: 'dragon', noted: true },
    { date: '2024-05-01', animal: 'dragon', noted: false },
    // The birth-certificate example: born 25 Jan 2016, ปีวอก.
    { date: '2016-01-25', animal: 'monkey', noted: true },
    { date: '2026-01-01', animal: 'horse', noted: true },
    { date: '2026-06-01', animal: 'horse', noted: false },
  ],
  chineseNewYear: [
    { date: '2022-02-01', animal: 'tiger' },
    { date: '2024-02-10', animal: 'dragon' },
  ],
};
