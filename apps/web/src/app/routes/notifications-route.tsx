import { useAuthStore } from '../../features/auth/stores/auth-store.ts';
import { useLoginModal } from '../../features/auth/stores/login-modal-store.ts';
import { NotificationsScreen } from '../../features/notifications/components/notifications-screen.tsx';

/** `/notifications`: the signed-in user's notifications. */
export function NotificationsRoute() {
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const checkingSignIn = useAuthStore((s) => s.isLoading);
  const onSignIn = useLoginModal((s) => s.show);
  return (
    <NotificationsScreen
      userId={signedIn ? userId : null}
      checkingSignIn={checkingSignIn}
      onSignIn={onSignIn}
    />
  );
}
