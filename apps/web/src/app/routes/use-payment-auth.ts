import { useAuthStore } from '../../features/auth/stores/auth-store.ts';
import { useLoginModal } from '../../features/auth/stores/login-modal-store.ts';

/** What the payment screens need from sign-in: whether, whether still checking, and the modal. */
export function usePaymentAuth() {
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const checkingSignIn = useAuthStore((s) => s.isLoading);
  const onSignIn = useLoginModal((s) => s.show);
  return { signedIn, checkingSignIn, onSignIn };
}
