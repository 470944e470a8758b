import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isSharedReadingAddress, isSplashSkippedPath, paths } from '../config/paths.ts';
import { useAuthStore } from '../features/auth/stores/auth-store.ts';
import { CookieConsentHost } from '../features/cookie-consent/components/cookie-consent-host.tsx';
import { FirstVisitPopup } from '../features/cookie-consent/components/first-visit-popup.tsx';
import { createCookieConsent } from '../features/cookie-consent/cookie-consent.ts';
import { markFirstTimePopupSeen, recordVisit } from '../features/cookie-consent/lib/visits.ts';
import { readStorage } from '../lib/storage.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { guestSession } from './session.ts';
import { useStartupOverlaysState } from './startup-overlays-state.ts';

/** The cookie choice, recorded for the signed-in user or else the guest of this browser. */
const cookieConsent = createCookieConsent({
  hasIdentity: () => Boolean(readStorage(STORAGE_KEYS.token)) || guestSession.sessionId() !== null,
});

/**
 * The start-up overlays in their order (spec §2): the PDPA consent first (`IdentityBootstrap`),
 * then the first-visit welcome, then the cookie banner; never two at once. Sign-in callbacks and
 * payment returns show none of them; a shared reading shows only the banner.
 */
export function StartupOverlays() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const identitySettled = useStartupOverlaysState((s) => s.identitySettled);
  const pdpaOpen = useStartupOverlaysState((s) => s.pdpaOpen);
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const [visit] = useState(recordVisit);
  const [welcomed, setWelcomed] = useState(visit.hasSeenFirstTimePopup);

  const passingThrough = isSplashSkippedPath(pathname);
  const welcomeWanted =
    !welcomed && !isAuthenticated && !passingThrough && !isSharedReadingAddress(pathname, search);
  const welcomeOpen = welcomeWanted && identitySettled && !pdpaOpen;

  function closeWelcome(to: string) {
    markFirstTimePopupSeen();
    setWelcomed(true);
    if (to !== pathname) void navigate(to);
  }

  return (
    <>
      <FirstVisitPopup
        open={welcomeOpen}
        onStart={() => closeWelcome(paths.loveSticks)}
        onLater={() => closeWelcome(paths.home)}
      />
      <CookieConsentHost
        consent={cookieConsent}
        allowed={identitySettled && !pdpaOpen && !welcomeWanted && !passingThrough}
        privacyPath={paths.privacy}
        identityKey={`${identitySettled}:${isAuthenticated}:${pdpaOpen}`}
      />
    </>
  );
}
