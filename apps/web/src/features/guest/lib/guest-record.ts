import { readCookie, removeCookie, writeCookie } from '../../../lib/cookies.ts';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage.ts';
import { COOKIE_NAMES, STORAGE_KEYS } from '../../../lib/storage-keys.ts';

/** The guest as the browser keeps it (spec §3 "Guest user", client record). */
export interface GuestRecord {
  id: string;
  sessionId: string;
  createdAt: string;
  lastActiveAt: string;
  pdpaConsent: boolean | null;
  pdpaConsentAt: string | null;
  /** A guest made locally because the server could not be reached; it has no server session. */
  isLocalFallback?: boolean;
}

function isGuestRecord(value: unknown): value is GuestRecord {
  const v = value as Partial<GuestRecord> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.id === 'string' &&
    v.id.length > 0 &&
    typeof v.sessionId === 'string' &&
    v.sessionId.length > 0
  );
}

/**
 * The stored guest, or null. Data is valid only with an id and a session id, and the id must match
 * the stored guest id; anything else is corrupt and removed.
 */
export function readGuestRecord(): GuestRecord | null {
  const raw = readCookie(COOKIE_NAMES.guestUser);
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    clearGuestRecord();
    return null;
  }
  if (!isGuestRecord(parsed) || parsed.id !== readStorage(STORAGE_KEYS.guestUserId)) {
    clearGuestRecord();
    return null;
  }
  return parsed;
}

export function saveGuestRecord(record: GuestRecord): void {
  writeCookie(COOKIE_NAMES.guestUser, JSON.stringify(record));
  writeStorage(STORAGE_KEYS.guestUserId, record.id);
  if (record.pdpaConsent !== null)
    writeCookie(COOKIE_NAMES.pdpaConsent, String(record.pdpaConsent));
}

/**
 * Whether this browser has given PDPA consent (the `fortune_pdpaConsent` cookie). It outlives
 * the guest record, which goes at sign-in (the guest is carried into the account), so the
 * consent given here is still known when a new guest starts after a sign-out.
 */
export function readRememberedConsent(): boolean {
  return readCookie(COOKIE_NAMES.pdpaConsent) === 'true';
}

/**
 * Sets what this browser remembers of the PDPA consent after a signed-in user gave or withdrew
 * it: given, the next guest here is not asked again; withdrawn, the cookie goes, so the guest
 * flow asks again (decision 016).
 */
export function rememberBrowserConsent(given: boolean): void {
  if (given) writeCookie(COOKIE_NAMES.pdpaConsent, 'true');
  else removeCookie(COOKIE_NAMES.pdpaConsent);
}

export function clearGuestRecord(): void {
  removeCookie(COOKIE_NAMES.guestUser);
  removeStorage(STORAGE_KEYS.guestUserId);
}
