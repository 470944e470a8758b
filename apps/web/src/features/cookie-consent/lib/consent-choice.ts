import { readStorage, writeStorage } from '../../../lib/storage.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';

/** The consent-mode keys of spec §3 "Consent preferences", each granted or denied. */
export const CONSENT_KEYS = [
  'ad_storage',
  'ad_user_data',
  'ad_personalization',
  'analytics_storage',
  'functionality_storage',
  'personalization_storage',
  'security_storage',
] as const;
export type ConsentKey = (typeof CONSENT_KEYS)[number];
export type ConsentChoices = Record<ConsentKey, 'granted' | 'denied'>;

/**
 * What a visitor decides about: four plain categories, each standing for the keys it sets. The
 * necessary one (security) is always on and cannot be switched off.
 */
export const CONSENT_CATEGORIES = {
  necessary: ['security_storage'],
  functional: ['functionality_storage', 'personalization_storage'],
  analytics: ['analytics_storage'],
  ads: ['ad_storage', 'ad_user_data', 'ad_personalization'],
} as const satisfies Record<string, readonly ConsentKey[]>;
export type ConsentCategory = keyof typeof CONSENT_CATEGORIES;
export const OPTIONAL_CATEGORIES = ['functional', 'analytics', 'ads'] as const;
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];

/** Every key denied, except the security storage the app cannot work without. */
export function defaultChoices(): ConsentChoices {
  const choices = Object.fromEntries(CONSENT_KEYS.map((key) => [key, 'denied'])) as ConsentChoices;
  choices.security_storage = 'granted';
  return choices;
}

export function acceptAllChoices(): ConsentChoices {
  return Object.fromEntries(CONSENT_KEYS.map((key) => [key, 'granted'])) as ConsentChoices;
}

/** The keys of the categories switched on (necessary always), the rest denied. */
export function choicesFor(enabled: Partial<Record<OptionalCategory, boolean>>): ConsentChoices {
  const choices = defaultChoices();
  for (const category of OPTIONAL_CATEGORIES) {
    if (!enabled[category]) continue;
    for (const key of CONSENT_CATEGORIES[category]) choices[key] = 'granted';
  }
  return choices;
}

/** Whether a category is on: all of its keys granted. */
export function isCategoryOn(choices: ConsentChoices, category: ConsentCategory): boolean {
  return CONSENT_CATEGORIES[category].every((key) => choices[key] === 'granted');
}

/** The choice as this browser keeps it. */
export interface StoredConsent {
  choices: ConsentChoices;
  decidedAt: string;
  /** Whether the server has recorded it (false while there is nobody to record it for yet). */
  synced: boolean;
}

function isChoices(value: unknown): value is ConsentChoices {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return CONSENT_KEYS.every((key) => record[key] === 'granted' || record[key] === 'denied');
}

/** The stored choice, or null when there is none (or it is unreadable). */
export function readStoredConsent(): StoredConsent | null {
  const raw = readStorage(STORAGE_KEYS.cookieConsent);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredConsent>;
    if (!isChoices(parsed.choices) || typeof parsed.decidedAt !== 'string') return null;
    // Security storage is not the visitor's to refuse, whatever was stored.
    return {
      choices: { ...parsed.choices, security_storage: 'granted' },
      decidedAt: parsed.decidedAt,
      synced: parsed.synced === true,
    };
  } catch {
    return null;
  }
}

export function writeStoredConsent(consent: StoredConsent): void {
  writeStorage(STORAGE_KEYS.cookieConsent, JSON.stringify(consent));
}
