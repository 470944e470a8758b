import { readTabStorage, writeTabStorage } from '../../../lib/storage.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { trackReferral } from '../api/track-referral.ts';
import { guessPlatform } from './guess-platform.ts';

function trackedCodes(): string[] {
  return (readTabStorage(STORAGE_KEYS.refTracked) ?? '').split('\n').filter(Boolean);
}

function remember(codes: string[]): void {
  writeTabStorage(STORAGE_KEYS.refTracked, codes.join('\n'));
}

export interface TrackOnceDeps {
  track?: typeof trackReferral;
  referrer?: string;
  userAgent?: string;
}

/**
 * Counts a visit through `code`'s link once per browser session (spec §4 "Referral"): the mark is
 * set before the call, so two tabs opening at once count it once, and removed when the call
 * fails, so the next page load tries again. Resolves whether a call was made.
 */
export async function trackReferralOnce(code: string, deps: TrackOnceDeps = {}): Promise<boolean> {
  if (trackedCodes().includes(code)) return false;
  remember([...trackedCodes(), code]);
  const track = deps.track ?? trackReferral;
  const userAgent = deps.userAgent ?? navigator.userAgent;
  try {
    await track({
      referralCode: code,
      userAgent,
      platform: guessPlatform(deps.referrer ?? document.referrer, userAgent),
    });
    return true;
  } catch {
    remember(trackedCodes().filter((c) => c !== code));
    return true;
  }
}
