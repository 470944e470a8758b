import { paths } from '../../config/paths.ts';
import { useAuthStore } from '../../features/auth/stores/auth-store.ts';
import { useLoginModal } from '../../features/auth/stores/login-modal-store.ts';
import { CoinTransactionsScreen } from '../../features/wallet/components/coin-transactions-screen.tsx';

/** `/wallet/history`: the signed-in user's coin history; a guest is asked to sign in. */
export function WalletHistoryRoute() {
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const checkingSignIn = useAuthStore((s) => s.isLoading);
  const onSignIn = useLoginModal((s) => s.show);
  return (
    <CoinTransactionsScreen
      signedIn={signedIn}
      checkingSignIn={checkingSignIn}
      onSignIn={onSignIn}
      topUpPath={paths.wallet}
    />
  );
}
