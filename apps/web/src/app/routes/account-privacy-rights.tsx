import { useSession } from '../../features/auth/session-context.tsx';
import { useAuthStore } from '../../features/auth/stores/auth-store.ts';
import { rememberBrowserConsent } from '../../features/guest/lib/guest-record.ts';
import { PrivacyRights } from '../../features/privacy/components/privacy-rights.tsx';

/**
 * The signed-in user's PDPA rights (`/privacy`, `/profile`), wired to the rest of the app: the
 * browser remembers the consent as the guest flow reads it, the signed-in user carries it, and
 * an erased account signs out.
 */
export function AccountPrivacyRights() {
  const session = useSession();
  return (
    <PrivacyRights
      onConsentChanged={(given, at) => {
        rememberBrowserConsent(given);
        useAuthStore.setState((state) => ({
          user: state.user ? { ...state.user, pdpaConsent: given, pdpaConsentAt: at } : null,
        }));
      }}
      onAccountDeleted={async () => {
        // The person behind this browser's consent is gone: the next visitor is asked afresh.
        rememberBrowserConsent(false);
        await session.logout();
      }}
    />
  );
}
