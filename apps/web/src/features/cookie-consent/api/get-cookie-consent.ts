import { api, requireData } from '../../../lib/api-client.ts';
import { CONSENT_KEYS, type ConsentChoices } from '../lib/consent-choice.ts';

export interface ServerCookieConsent {
  choices: ConsentChoices;
  decidedAt: string;
}

const camelCase = (key: string) =>
  key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * GET /consents/cookies: the latest choice recorded for the signed-in user or guest, or null
 * when none was (the server answers `data: null`).
 */
export async function fetchCookieConsent(): Promise<ServerCookieConsent | null> {
  const data = requireData(
    await api.get<{ choices: Record<string, string>; decidedAt: string } | null>(
      '/consents/cookies',
    ),
  );
  if (!data) return null;
  // Answers arrive camelCased (`adStorage`); the consent-mode keys keep their own spelling here.
  const choices = Object.fromEntries(
    CONSENT_KEYS.map((key) => {
      const value = data.choices[camelCase(key)] ?? data.choices[key];
      return [key, value === 'granted' ? 'granted' : 'denied'];
    }),
  ) as ConsentChoices;
  return { choices: { ...choices, security_storage: 'granted' }, decidedAt: data.decidedAt };
}
