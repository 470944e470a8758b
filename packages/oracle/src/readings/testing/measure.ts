/**
 * Measures of how personal a reading is, for the content tests: the paragraphs of a reading, how
 * many of them another person's reading repeats word for word, and how much of a reading's text
 * changes when one input changes.
 */

export interface ReadingText {
  summaryTh: string;
  sections: ReadonlyArray<{ id: string; bodyTh: string }>;
  adviceTh: string;
}

const THAI_LETTER = /[\u0E01-\u0E2E\u0E30-\u0E4E]/g;

export function thaiLetters(text: string): number {
  return text.match(THAI_LETTER)?.length ?? 0;
}

/** The summary, every section body and the advice: the paragraphs a user reads. */
export function paragraphs(reading: ReadingText): string[] {
  return [reading.summaryTh, ...reading.sections.map((s) => s.bodyTh), reading.adviceTh];
}

/**
 * Of all paragraphs of 60+ Thai letters across `readings`, the share that appear word for word
 * in another reading of the set.
 */
export function sharedParagraphShare(readings: readonly ReadingText[]): {
  share: number;
  examples: string[];
} {
  const owners = new Map<string, Set<number>>();
  readings.forEach((reading, i) => {
    for (const p of paragraphs(reading)) {
      if (thaiLetters(p) < 60) continue;
      const set = owners.get(p) ?? new Set<number>();
      set.add(i);
      owners.set(p, set);
    }
  });
  let total = 0;
  let shared = 0;
  const examples: string[] = [];
  readings.forEach((reading) => {
    for (const p of paragraphs(reading)) {
      if (thaiLetters(p) < 60) continue;
      total += 1;
      if ((owners.get(p)?.size ?? 0) > 1) {
        shared += 1;
        if (examples.length < 5 && !examples.includes(p)) examples.push(p);
      }
    }
  });
  return { share: total === 0 ? 0 : shared / total, examples };
}

function shingles(text: string, size = 12): Set<string> {
  const compact = text.replace(/\s+/g, ' ');
  const out = new Set<string>();
  for (let i = 0; i + size <= compact.length; i += 1) out.add(compact.slice(i, i + size));
  return out;
}

/** The share of `after`'s text (12-character shingles) that `before` does not contain. */
export function changedShare(before: ReadingText, after: ReadingText): number {
  const a = shingles(paragraphs(before).join(' '));
  const b = shingles(paragraphs(after).join(' '));
  if (b.size === 0) return 0;
  let fresh = 0;
  for (const s of b) if (!a.has(s)) fresh += 1;
  return fresh / b.size;
}
