import { requireData, type ApiClient } from '../../lib/api-client.ts';
import { getClientId } from '../../lib/client-id.ts';
import { randomId } from '../../lib/random-id.ts';
import {
  clearGuestRecord,
  readGuestRecord,
  readRememberedConsent,
  saveGuestRecord,
  type GuestRecord,
} from './lib/guest-record.ts';

export const GUEST_INIT_RETRIES = 3;
export const GUEST_MESSAGES = { initFailed: 'Failed to initialize guest user' } as const;

interface ServerGuest {
  guestUser: {
    id: string;
    sessionId: string;
    hasAcceptedPdpa: boolean;
    pdpaAcceptedAt: string | null;
    createdAt: string;
    lastActiveAt: string | null;
  };
}

export interface GuestSessionDeps {
  api: ApiClient;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  deviceId?: () => string;
}

/** Spec §4 "Guest": 2 s doubling plus up to 1 s of jitter between tries. */
export function guestRetryDelayMs(attempt: number, random: () => number = Math.random): number {
  return 2000 * 2 ** attempt + Math.floor(random() * 1000);
}

function toRecord(guest: ServerGuest['guestUser']): GuestRecord {
  return {
    id: guest.id,
    sessionId: guest.sessionId,
    createdAt: guest.createdAt,
    lastActiveAt: guest.lastActiveAt ?? new Date().toISOString(),
    pdpaConsent: guest.hasAcceptedPdpa ? true : null,
    pdpaConsentAt: guest.pdpaAcceptedAt,
  };
}

export function createGuestSession(deps: GuestSessionDeps) {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const random = deps.random ?? Math.random;

  return {
    current: readGuestRecord,
    /** The session id the api client sends as X-Guest-Session. */
    sessionId: () => {
      const record = readGuestRecord();
      return record && !record.isLocalFallback ? record.sessionId : null;
    },

    /**
     * Signed in: guest data goes. Otherwise the stored guest is checked with the server (same
     * session → same guest) or created; after 3 failed tries a local guest without consent is used.
     * Consent this browser already gave is given to the guest too, so a returning browser (after
     * a sign-out, say, which starts a new guest) is not asked again.
     * Returns the guest and whether the PDPA modal must be shown.
     */
    async initialize(
      isAuthenticated: boolean,
    ): Promise<{ guest: GuestRecord | null; needsConsent: boolean }> {
      if (isAuthenticated) {
        clearGuestRecord();
        return { guest: null, needsConsent: false };
      }
      const stored = readGuestRecord();
      // Read before the server answers: its answer sets the cookie to the new guest's state.
      const remembered = readRememberedConsent();
      for (let attempt = 0; attempt < GUEST_INIT_RETRIES; attempt++) {
        try {
          const result = requireData(
            await deps.api.post<ServerGuest>(
              '/auth/guest',
              {
                // The device id must be stable across visits: the server pairs it with the session.
                deviceId: deps.deviceId?.() ?? getClientId(),
                // Recorded by the server as consent of this guest (a no-op when it has it).
                ...(remembered ? { acceptPdpa: true } : {}),
              },
              {
                headers:
                  stored && !stored.isLocalFallback ? { 'X-Guest-Session': stored.sessionId } : {},
              },
            ),
          );
          const record = toRecord(result.guestUser);
          // Consent decided locally while the server was away is kept until it can be sent.
          if (stored?.id === record.id && record.pdpaConsent === null) {
            record.pdpaConsent = stored.pdpaConsent;
            record.pdpaConsentAt = stored.pdpaConsentAt;
          }
          saveGuestRecord(record);
          return { guest: record, needsConsent: record.pdpaConsent !== true };
        } catch {
          if (attempt < GUEST_INIT_RETRIES - 1) await sleep(guestRetryDelayMs(attempt, random));
        }
      }
      const fallback: GuestRecord = stored ?? {
        id: `local-${randomId()}`,
        sessionId: `local-${randomId()}`,
        createdAt: new Date().toISOString(),
        lastActiveAt: new Date().toISOString(),
        pdpaConsent: remembered ? true : null,
        pdpaConsentAt: null,
        isLocalFallback: true,
      };
      saveGuestRecord(fallback);
      return { guest: fallback, needsConsent: fallback.pdpaConsent !== true };
    },

    /**
     * Accept stores consent; decline removes the guest. When the server call fails the decision is
     * saved locally and reported as done (spec §4, §8).
     */
    async decideConsent(consent: boolean): Promise<{ ok: true }> {
      const record = readGuestRecord();
      if (!record) return { ok: true };
      if (!record.isLocalFallback) {
        await deps.api
          .post('/guest/pdpa-consent', { sessionId: record.sessionId, consent })
          .catch(() => undefined);
      }
      if (consent) {
        saveGuestRecord({ ...record, pdpaConsent: true, pdpaConsentAt: new Date().toISOString() });
      } else {
        clearGuestRecord();
      }
      return { ok: true };
    },
  };
}

export type GuestSession = ReturnType<typeof createGuestSession>;
