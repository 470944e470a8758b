/** Invisible characters a Thai keyboard or a paste may leave inside words. */
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff]/g;

/** Text as the FAQ search compares it: NFC, lower case, invisible marks gone, spaces single. */
export function normaliseForSearch(text: string): string {
  return text.normalize('NFC').replace(INVISIBLE, '').toLocaleLowerCase().replace(/\s+/g, ' ');
}

/**
 * Whether a question matches what was typed: every word of the query (Thai is written without
 * spaces, so usually one) appears somewhere in the question or its answer. An empty query
 * matches everything.
 */
export function matchesQuery(query: string, question: string, answer: string): boolean {
  const words = normaliseForSearch(query).trim().split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normaliseForSearch(`${question} ${answer}`);
  return words.every((word) => haystack.includes(word));
}
