import type { ReadingResultView } from '@duangdee/contract/readings';
import type { BirthProfile } from './repo.ts';

/** Result details that speak of the asker rather than the reading. */
const PERSONAL_KEYS = new Set(['phone', 'question', 'pairing']);

/** Sections that would rebuild what was asked: a phone number's digit pairs, in order. */
const PERSONAL_SECTIONS = new Set(['pairs']);

/**
 * A phone reading's lucky digits are digits of the number's own good pairs: together with the
 * sum they narrow the number down, so a shared phone reading keeps its colours only.
 */
const PHONE_ONLY_FOR_OWNER = new Set(['lucky']);

/** Request fields a person types about themselves or others. */
const FREE_TEXT_KEYS = new Set([
  'name',
  'question',
  'description',
  'specific_situation',
  'recent_interactions',
  'your_feelings',
  'number',
]);

/** What stands in for a masked name, question or number in a shared reading. */
export const SHARING_MASK = '•••';
const MASK = SHARING_MASK;

function freeTexts(value: unknown, out: string[] = [], key = ''): string[] {
  if (typeof value === 'string') {
    if (FREE_TEXT_KEYS.has(key)) out.push(value);
  } else if (Array.isArray(value)) {
    for (const inner of value) freeTexts(inner, out, key);
  } else if (value && typeof value === 'object') {
    for (const [k, inner] of Object.entries(value)) freeTexts(inner, out, k);
  }
  return out;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Patterns for a phone number however it was written (its digits with any separators), and for
 * each of its two-digit pairs standing alone: a reading names the pairs it weighs, and enough of
 * them in order rebuild the number.
 */
function phonePatterns(number: string): RegExp[] {
  let digits = number.replace(/\D/g, '');
  if (digits.startsWith('66') && digits.length > 9) digits = digits.slice(2);
  if (digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length < 6) return [];
  const local = `0${digits}`;
  const pairs = new Set(Array.from({ length: local.length - 1 }, (_, i) => local.slice(i, i + 2)));
  return [
    new RegExp(`(?:\\+?66|0)?[\\s-]*${digits.split('').join('[\\s-]*')}`, 'g'),
    ...[...pairs].map((pair) => new RegExp(`(?<!\\d)${pair}(?!\\d)`, 'g')),
  ];
}

/**
 * The patterns of what must not leave with a shared link: the names, questions and stories of the
 * request and the question added when it was started, the asker's own names, and phone numbers in
 * any format.
 */
export function sharingSecrets(
  input: unknown,
  profile: BirthProfile | undefined,
  additionalContext: string | null = null,
): RegExp[] {
  const texts = freeTexts(input);
  if (additionalContext) texts.push(additionalContext);
  for (const name of [profile?.fullName, profile?.firstName, profile?.lastName]) {
    if (name) texts.push(name);
  }
  const patterns: RegExp[] = [];
  for (const text of texts) {
    const trimmed = text.trim();
    if (trimmed.length < 2) continue;
    patterns.push(new RegExp(escape(trimmed), 'gi'));
    // A long question is quoted cut short ("…"): its opening, and what follows up to the
    // closing quote, goes too.
    if ([...trimmed].length > 30) {
      patterns.push(new RegExp(`${escape([...trimmed].slice(0, 24).join(''))}[^”"\\n]*`, 'gi'));
    }
    if (/^[\d\s+()-]{9,}$/.test(trimmed)) patterns.push(...phonePatterns(trimmed));
  }
  // Longest first, so a full name is masked before its first name.
  return patterns.sort((a, b) => b.source.length - a.source.length);
}

function scrub(value: unknown, secrets: RegExp[]): unknown {
  if (typeof value === 'string') {
    return secrets.reduce((text, pattern) => text.replace(pattern, MASK), value);
  }
  if (Array.isArray(value)) {
    return value
      .filter((v) => !PERSONAL_SECTIONS.has((v as { id?: unknown } | null)?.id as string))
      .map((v) => scrub(v, secrets));
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !PERSONAL_KEYS.has(k))
        .map(([k, v]) => [k, scrub(v, secrets)]),
    );
  }
  return value;
}

/**
 * A reading as a shared link shows it: the reading itself, with the personal details of the
 * request (names, questions, phone numbers) masked and the asker-specific extras left out.
 */
export function redactForSharing<T extends ReadingResultView>(result: T, secrets: RegExp[]): T {
  const { shared_title_th: titleTh, shared_title_en: titleEn, ...rest } = result;
  const titled =
    typeof titleTh === 'string' && typeof titleEn === 'string'
      ? { ...rest, title_th: titleTh, title_en: titleEn }
      : rest;
  if (result.kind === 'phone-number') {
    const { lucky_numbers: _digits, ...withoutDigits } = titled as ReadingResultView;
    const sections = withoutDigits.sections.filter((s) => !PHONE_ONLY_FOR_OWNER.has(s.id));
    return scrub({ ...withoutDigits, sections }, secrets) as T;
  }
  return scrub(titled, secrets) as T;
}
