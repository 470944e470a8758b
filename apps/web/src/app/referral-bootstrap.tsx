import { useEffect } from 'react';
import { useAuthStore } from '../features/auth/stores/auth-store.ts';
import { processReferral } from '../features/referral/api/process-referral.ts';
import { trackReferralOnce } from '../features/referral/lib/track-once.ts';
import { ApiError } from '../lib/api-error.ts';
import { readStorage, removeStorage } from '../lib/storage.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';

/**
 * The invite code a `?ref=` link left (see capture-referral-code.ts): its visit is counted once
 * per browser session, and a sign-in that did not carry it (a provider's sign-in: the e-mail code
 * sends it and forgets it) names the inviter afterwards. The server decides whether it counts;
 * a refusal or a success forgets the code, a network failure keeps it for the next page load.
 */
export function ReferralBootstrap() {
  const signedIn = useAuthStore((s) => s.isAuthenticated);

  useEffect(() => {
    const code = readStorage(STORAGE_KEYS.ref);
    if (code) void trackReferralOnce(code);
  }, []);

  useEffect(() => {
    const code = readStorage(STORAGE_KEYS.ref);
    if (!signedIn || !code) return;
    processReferral(code).then(
      () => removeStorage(STORAGE_KEYS.ref),
      (error: unknown) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          removeStorage(STORAGE_KEYS.ref);
        }
      },
    );
  }, [signedIn]);

  return null;
}
