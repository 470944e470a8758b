import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { isSharedReadingAddress, paths } from '../config/paths.ts';
import { LoginModal } from '../features/auth/components/login-modal.tsx';
import { useAuthStore } from '../features/auth/stores/auth-store.ts';
import { PdpaModal } from '../features/guest/components/pdpa-modal.tsx';
import { useAccountSettingsSync } from '../features/settings/hooks/use-account-settings-sync.ts';
import { guestSession, session } from './session.ts';
import { useStartupOverlaysState } from './startup-overlays-state.ts';

/**
 * Start-up of identity (spec §4): the signed-in user is checked first, then a guest is resumed or
 * created for everyone else, and the PDPA modal shows for a guest without consent. On a shared
 * reading the consent is asked in a sheet at the page's foot instead, so the visitor sees what
 * was shared first; once they go anywhere else undecided, it is the modal again.
 */
export function IdentityBootstrap() {
  const [needsConsent, setNeedsConsent] = useState(false);
  const { pathname, search } = useLocation();
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const isLoading = useAuthStore((s) => s.isLoading);
  useAccountSettingsSync(isAuthenticated);

  useEffect(() => {
    void session.initialize();
  }, []);

  useEffect(() => {
    if (isLoading) return;
    let cancelled = false;
    void guestSession.initialize(isAuthenticated).then((result) => {
      if (cancelled) return;
      setNeedsConsent(result.needsConsent);
      // Both at once: the overlays after the consent never see "settled" without "asking".
      useStartupOverlaysState.setState({
        identitySettled: true,
        pdpaOpen: result.needsConsent && !isAuthenticated,
      });
    });
    return () => {
      cancelled = true;
    };
  }, [isAuthenticated, isLoading]);

  // The overlays after this one (welcome popup, cookie banner) wait while the consent is asked.
  const pdpaOpen = needsConsent && !isAuthenticated;
  useEffect(() => {
    useStartupOverlaysState.setState({ pdpaOpen });
  }, [pdpaOpen]);

  return (
    <>
      <LoginModal />
      <PdpaModal
        open={needsConsent && !isAuthenticated}
        presentation={isSharedReadingAddress(pathname, search) ? 'sheet' : 'modal'}
        privacyPath={paths.privacy}
        onDecide={async (consent) => {
          await guestSession.decideConsent(consent);
          setNeedsConsent(false);
        }}
      />
    </>
  );
}
