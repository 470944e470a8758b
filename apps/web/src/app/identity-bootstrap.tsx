import { useEffect, useState } from 'react';
import { paths } from '../config/paths.ts';
import { LoginModal } from '../features/auth/components/login-modal.tsx';
import { useAuthStore } from '../features/auth/stores/auth-store.ts';
import { PdpaModal } from '../features/guest/components/pdpa-modal.tsx';
import { useAccountSettingsSync } from '../features/settings/hooks/use-account-settings-sync.ts';
import { guestSession, session } from './session.ts';

/**
 * Start-up of identity (spec §4): the signed-in user is checked first, then a guest is resumed or
 * created for everyone else, and the PDPA modal shows for a guest without consent.
 */
export function IdentityBootstrap() {
  const [needsConsent, setNeedsConsent] = useState(false);
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
      if (!cancelled) setNeedsConsent(result.needsConsent);
    });
    return () => {
      cancelled = true;
    };
  }, [isAuthenticated, isLoading]);

  return (
    <>
      <LoginModal />
      <PdpaModal
        open={needsConsent && !isAuthenticated}
        privacyPath={paths.privacy}
        onDecide={async (consent) => {
          await guestSession.decideConsent(consent);
          setNeedsConsent(false);
        }}
      />
    </>
  );
}
