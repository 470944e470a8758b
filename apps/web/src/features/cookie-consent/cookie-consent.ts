import { saveCookieConsent } from './api/save-cookie-consent.ts';
import { fetchCookieConsent, type ServerCookieConsent } from './api/get-cookie-consent.ts';
import {
  readStoredConsent,
  writeStoredConsent,
  type ConsentChoices,
  type StoredConsent,
} from './lib/consent-choice.ts';

export interface CookieConsentDeps {
  /** Whether the server has someone to record a choice for: a signed-in user or a guest. */
  hasIdentity: () => boolean;
  save?: (choices: ConsentChoices) => Promise<unknown>;
  load?: () => Promise<ServerCookieConsent | null>;
  now?: () => Date;
}

/**
 * The cookie choice (spec §3 "Consent preferences", §4, §8): kept in this browser first, then
 * sent to the server. A failed or impossible send (no guest session yet) still counts as done;
 * the choice waits, marked unsent, and goes once there is someone to record it for.
 */
export function createCookieConsent(deps: CookieConsentDeps) {
  const save = deps.save ?? saveCookieConsent;
  const load = deps.load ?? fetchCookieConsent;
  const now = deps.now ?? (() => new Date());

  async function send(consent: StoredConsent): Promise<StoredConsent> {
    if (consent.synced || !deps.hasIdentity()) return consent;
    try {
      await save(consent.choices);
    } catch {
      return consent;
    }
    // Only if it is still the latest choice: a newer one is sent on its own.
    if (readStoredConsent()?.decidedAt !== consent.decidedAt) return consent;
    const synced = { ...consent, synced: true };
    writeStoredConsent(synced);
    return synced;
  }

  return {
    current: readStoredConsent,

    /** Stores the choice here, then tries the server; resolves once stored, whatever the server. */
    async choose(choices: ConsentChoices): Promise<{ ok: true }> {
      const consent: StoredConsent = {
        choices: { ...choices, security_storage: 'granted' },
        decidedAt: now().toISOString(),
        synced: false,
      };
      writeStoredConsent(consent);
      await send(consent);
      return { ok: true };
    },

    /** Sends a choice the server does not have yet, when there is now someone to record it for. */
    async syncPending(): Promise<void> {
      const stored = readStoredConsent();
      if (stored) await send(stored);
    },

    /**
     * With no choice stored here, the one the server has for this user or guest (made on another
     * device, or before the browser's storage was cleared) is taken over; null when none.
     */
    async adoptFromServer(): Promise<StoredConsent | null> {
      const stored = readStoredConsent();
      if (stored) return stored;
      if (!deps.hasIdentity()) return null;
      let remote: ServerCookieConsent | null;
      try {
        remote = await load();
      } catch {
        return null;
      }
      // A choice made meanwhile, here, wins.
      if (!remote || readStoredConsent()) return readStoredConsent();
      const adopted = { choices: remote.choices, decidedAt: remote.decidedAt, synced: true };
      writeStoredConsent(adopted);
      return adopted;
    },
  };
}

export type CookieConsent = ReturnType<typeof createCookieConsent>;
