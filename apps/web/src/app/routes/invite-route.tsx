import { useCallback } from 'react';
import { useAuthStore } from '../../features/auth/stores/auth-store.ts';
import { useLoginModal } from '../../features/auth/stores/login-modal-store.ts';
import { InviteScreen } from '../../features/referral/components/invite-screen.tsx';
import { wallet } from '../session.ts';

/** `/invite`: the referral programme; a claim refreshes the wallet's balance. */
export function InviteRoute() {
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const checkingSignIn = useAuthStore((s) => s.isLoading);
  const onSignIn = useLoginModal((s) => s.show);
  const onClaimed = useCallback(() => void wallet.refresh(), []);
  return (
    <InviteScreen
      userId={signedIn ? userId : null}
      checkingSignIn={checkingSignIn}
      onSignIn={onSignIn}
      onClaimed={onClaimed}
    />
  );
}
