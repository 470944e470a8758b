import { readCookie, writeCookie } from '../../../lib/cookies.ts';
import { COOKIE_NAMES } from '../../../lib/storage-keys.ts';

/** What this browser's visits say (spec §3 cookies: prefix fortune_, 365 days). */
export interface VisitState {
  /** This is the first visit of this browser. */
  isFirstVisit: boolean;
  /** Visits so far, this one included. */
  visitCount: number;
  /** The welcome popup was shown here before. */
  hasSeenFirstTimePopup: boolean;
}

/** Visits are counted once per page load, however often the app asks. */
let counted: VisitState | null = null;

/**
 * Counts this visit: `fortune_hasVisited` set, `fortune_visitCount` one up, each kept another
 * 365 days. The first call of a page load counts; later calls answer the same.
 */
export function recordVisit(): VisitState {
  if (counted) return counted;
  const before = Number.parseInt(readCookie(COOKIE_NAMES.visitCount) ?? '', 10);
  const visitsBefore = Number.isFinite(before) && before > 0 ? before : 0;
  const isFirstVisit = readCookie(COOKIE_NAMES.hasVisited) !== 'true' && visitsBefore === 0;
  const visitCount = visitsBefore + 1;
  writeCookie(COOKIE_NAMES.hasVisited, 'true');
  writeCookie(COOKIE_NAMES.visitCount, String(visitCount));
  counted = {
    isFirstVisit,
    visitCount,
    hasSeenFirstTimePopup: readCookie(COOKIE_NAMES.hasSeenFirstTimePopup) === 'true',
  };
  return counted;
}

/** The welcome popup was seen (shown and closed): it never shows again in this browser. */
export function markFirstTimePopupSeen(): void {
  writeCookie(COOKIE_NAMES.hasSeenFirstTimePopup, 'true');
  if (counted) counted = { ...counted, hasSeenFirstTimePopup: true };
}

/** Whether the welcome popup is due: never seen here. */
export function firstTimePopupDue(): boolean {
  return readCookie(COOKIE_NAMES.hasSeenFirstTimePopup) !== 'true';
}

/** Tests start each page load afresh. */
export function forgetCountedVisit(): void {
  counted = null;
}
