import type { ReadingResultView } from '@duangdee/contract/readings';
import type { BirthProfile } from './repo.ts';

/** Result details that speak of the asker rather than the reading. */
const PERSONAL_KEYS = new Set(['phone', 'question', 'pairing']);

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

const MASK = '•••';

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

/** A pattern for a phone number however it was written: its digits with any separators. */
function phonePattern(number: string): RegExp | null {
  let digits = number.replace(/\D/g, '');
  if (digits.startsWith('66') && digits.length > 9) digits = digits.slice(2);
  if (digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length < 6) return null;
  return new RegExp(`(?:\\+?66|0)?[\\s-]*${digits.split('').join('[\\s-]*')}`, 'g');
}

/**
 * The patterns of what must not leave with a shared link: the names, questions and stories of the
 * request, the asker's own names, and phone numbers in any format.
 */
export function sharingSecrets(input: unknown, profile: BirthProfile | undefined): RegExp[] {
  const texts = freeTexts(input);
  for (const name of [profile?.fullName, profile?.firstName, profile?.lastName]) {
    if (name) texts.push(name);
  }
  const patterns: RegExp[] = [];
  for (const text of texts) {
    const trimmed = text.trim();
    if (trimmed.length < 2) continue;
    patterns.push(new RegExp(escape(trimmed), 'gi'));
    const phone = /^[\d\s+()-]{9,}$/.test(trimmed) ? phonePattern(trimmed) : null;
    if (phone) patterns.push(phone);
  }
  // Longest first, so a full name is masked before its first name.
  return patterns.sort((a, b) => b.source.length - a.source.length);
}

function scrub(value: unknown, secrets: RegExp[]): unknown {
  if (typeof value === 'string') {
    return secrets.reduce((text, pattern) => text.replace(pattern, MASK), value);
  }
  if (Array.isArray(value)) return value.map((v) => scrub(v, secrets));
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
  return scrub(result, secrets) as T;
}
