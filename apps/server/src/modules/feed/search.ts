/**
 * Thai search without spaces. Thai is written without spaces between words, so PostgreSQL's
 * parser would take a whole run of Thai as one "word". Text is cut into words here, with ICU's
 * dictionary (`Intl.Segmenter`), both when an article is written (its `search_title` and
 * `search_body` hold the words, space-separated) and when a query arrives; PostgreSQL's `simple`
 * configuration then matches word for word.
 *
 * The dictionary sometimes cuts a run differently in context than alone ("ตามพระ" is cut
 * "ตามพ|ระ", while "พระ" alone is a word), so a query also matches where its words, joined,
 * appear inside the joined words of the text: a substring match that needs no dictionary.
 */

const segmenter = new Intl.Segmenter('th', { granularity: 'word' });

/** Longest word kept: a longer one is noise (a pasted link, a run of letters). */
const MAX_WORD_LENGTH = 64;
/** Words of a query used: enough for any real question. */
const MAX_QUERY_WORDS = 12;

/** Letters, combining marks (Thai vowels and tone marks) and digits; nothing else. */
const NOT_WORD_CHARACTER = /[^\p{L}\p{M}\p{N}]/gu;

/** The words of a text, lower-cased, in order: what search columns hold and queries ask. */
export function searchWords(text: string): string[] {
  const words: string[] = [];
  for (const part of segmenter.segment(text.normalize('NFC').toLowerCase())) {
    if (!part.isWordLike) continue;
    const word = part.segment.replace(NOT_WORD_CHARACTER, '');
    if (word.length > 0 && word.length <= MAX_WORD_LENGTH) words.push(word);
  }
  return words;
}

/** A search column's text: the words of every part, space-separated. */
export function searchText(...parts: ReadonlyArray<string | null | undefined>): string {
  return parts
    .filter((part): part is string => Boolean(part))
    .flatMap(searchWords)
    .join(' ');
}

export interface SearchQuery {
  /** For `to_tsquery('simple', …)`: every word, the last one also as a prefix (`:*`). */
  tsquery: string;
  /** The query's words joined without spaces, to find inside the text's joined words. */
  compact: string;
  words: string[];
}

/**
 * A typed query as words for full-text search, or null when it has no words at all (only
 * punctuation or symbols). The words hold letters, marks and digits only, so the `tsquery` text
 * cannot carry an operator of its own.
 */
export function searchQueryOf(q: string): SearchQuery | null {
  const all = searchWords(q).slice(0, MAX_QUERY_WORDS * 2);
  const words = [...new Set(all)].slice(0, MAX_QUERY_WORDS);
  if (words.length === 0) return null;
  const last = words.length - 1;
  return {
    tsquery: words.map((word, i) => (i === last ? `${word}:*` : word)).join(' & '),
    compact: all.join(''),
    words,
  };
}
