import { useAuthStore } from '../../features/auth/stores/auth-store.ts';
import { PrivacyScreen } from '../../features/info-pages/components/privacy-screen.tsx';
import { AccountPrivacyRights } from './account-privacy-rights.tsx';

/** `/privacy`: the policy, and for a signed-in user their consent, data download and deletion. */
export function PrivacyRoute() {
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  return (
    <PrivacyScreen signedIn={signedIn}>{signedIn ? <AccountPrivacyRights /> : null}</PrivacyScreen>
  );
}
