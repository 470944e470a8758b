import { api, requireData } from '../../../lib/api-client.ts';
import type { ConsentChoices } from '../lib/consent-choice.ts';

/** POST /consents/cookies: one record per consent-mode key, for the signed-in user or guest. */
export async function saveCookieConsent(choices: ConsentChoices): Promise<{ recorded: number }> {
  // The keys are snake_case already; the client's key casing leaves them as they are.
  return requireData(await api.post<{ recorded: number }>('/consents/cookies', choices));
}
