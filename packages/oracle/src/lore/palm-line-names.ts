/**
 * The Thai names of the palm lines, written down as facts to check the palmistry text, the chat's
 * keywords and the language-model prompt against. The Sun line is เส้นอาทิตย์: Thai palmistry
 * names the mounts and their lines by the planets of Thai astrology (เนินอาทิตย์ under the ring
 * finger), and สุริยะ is not its name — people may still type it, so the chat understands it.
 */
import type { PalmLineId } from '../palm-lines.ts';
import type { LoreSourceId } from './sources.ts';

export interface PalmLineNameFact {
  th: string;
  en: string;
  /** Other words people use for the line, understood in questions but never written. */
  alsoTyped: readonly string[];
}

export const PALM_LINE_NAME_FACTS: {
  sources: readonly LoreSourceId[];
  lines: Record<PalmLineId, PalmLineNameFact>;
  /** Names the app never writes for a line. */
  notUsed: readonly string[];
} = {
  sources: ['handhoro-main-lines', 'cat888-palmistry', 'muay-ha-fate-line'],
  lines: {
    life: { th: 'เส้นชีวิต', en: 'Life line', alsoTyped: [] },
    head: { th: 'เส้นสมอง', en: 'Head line', alsoTyped: [] },
    heart: { th: 'เส้นใจ', en: 'Heart line', alsoTyped: ['เส้นหัวใจ'] },
    fate: { th: 'เส้นวาสนา', en: 'Fate line', alsoTyped: ['เส้นโชคชะตา'] },
    sun: { th: 'เส้นอาทิตย์', en: 'Sun line', alsoTyped: ['เส้นสุริยะ'] },
    mercury: { th: 'เส้นพุธ', en: 'Mercury line', alsoTyped: [] },
  },
  notUsed: ['เส้นสุริยะ', 'สุริยะ'],
};
