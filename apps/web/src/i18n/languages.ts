import { readStorage } from '../lib/storage.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';

export const LANGUAGES = ['th', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'th';

/** BCP 47 locale for dates and numbers; th-TH formats dates in the Buddhist era. */
export const LOCALES: Record<Language, string> = { th: 'th-TH', en: 'en-GB' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function readStoredLanguage(): Language {
  const stored = readStorage(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}
