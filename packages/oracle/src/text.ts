/** A text in Thai and English. The oracle always writes both. */
export interface Bi {
  th: string;
  en: string;
}

/** Joins sentences: Thai separates them with a space, English with a space after the full stop. */
export function joinBi(parts: readonly Bi[]): Bi {
  return {
    th: parts
      .map((p) => p.th.trim())
      .filter(Boolean)
      .join(' '),
    en: parts
      .map((p) => p.en.trim())
      .filter(Boolean)
      .join(' '),
  };
}

/** Joins words into a Thai list ("ก, ข และ ค") and an English one ("a, b and c"). */
export function listTh(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(' ')} และ${items[items.length - 1]}`;
}

export function listEn(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Upper-cases the first letter of an English sentence. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Lower-cases the first letter (for a sentence continued after a colon). */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * A person's name made safe for use inside a reading: control characters, angle brackets and
 * runs of spaces removed, cut to 40 characters. Empty when nothing usable is left.
 */
export function cleanName(name: string | undefined): string {
  if (!name) return '';
  return (
    name
      .replace(/\s+/g, ' ')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f<>{}]/g, '')
      .replace(/ {2,}/g, ' ')
      .trim()
      .slice(0, 40)
      .trim()
  );
}
