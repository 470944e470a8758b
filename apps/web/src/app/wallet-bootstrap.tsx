import { useCallback, useEffect } from 'react';
import toast from 'react-hot-toast';
import { paths } from '../config/paths.ts';
import { useAuthStore } from '../features/auth/stores/auth-store.ts';
import { DeductionConsentModal } from '../features/wallet/components/deduction-consent-modal.tsx';
import { InsufficientCoinsModal } from '../features/wallet/components/insufficient-coins-modal.tsx';
import { LowBalanceHint } from '../features/wallet/components/low-balance-hint.tsx';
import { WelcomeModal } from '../features/wallet/components/welcome-modal.tsx';
import { listenToOtherTabs, useWalletStore } from '../features/wallet/stores/wallet-store.ts';
import { i18n } from '../i18n/i18n.ts';
import { readStorage, removeStorage } from '../lib/storage.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { wallet } from './session.ts';

/** Share the app with a friend (the referral programme adds the reward code to this link). */
async function inviteFriend() {
  const url = window.location.origin;
  if (navigator.share) await navigator.share({ url }).catch(() => undefined);
  else await navigator.clipboard?.writeText(url).catch(() => undefined);
}

/** The wallet for signed-in users: balance kept fresh, welcome bonus, and the coin prompts. */
export function WalletBootstrap() {
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const isNewUser = useAuthStore((s) => s.user?.isNewUser ?? false);

  useEffect(() => listenToOtherTabs(), []);

  useEffect(() => {
    if (!signedIn) return;
    void wallet.fetch().then((balance) => {
      const error = useWalletStore.getState().error;
      // Guard keys (no token yet…) are silent; a failed call is told in Thai.
      if (
        balance === null &&
        (error === 'server' || error === 'network' || error === 'signInAgain')
      ) {
        toast.error(i18n.t(`wallet.errors.${error}`));
      }
    });
    const refresh = () => void wallet.refresh();
    window.addEventListener('duangdee:payment-succeeded', refresh);
    return () => window.removeEventListener('duangdee:payment-succeeded', refresh);
  }, [signedIn]);

  useEffect(() => {
    const clear = () => {
      wallet.clear();
      removeStorage(STORAGE_KEYS.hasClaimedWelcome);
    };
    window.addEventListener('duangdee:signed-out', clear);
    return () => window.removeEventListener('duangdee:signed-out', clear);
  }, []);

  const onClaimed = useCallback((balance: number) => {
    wallet.set(balance);
    useAuthStore.setState((s) => ({ user: s.user ? { ...s.user, isNewUser: false } : null }));
  }, []);

  if (!signedIn) return null;
  return (
    <>
      <WelcomeModal
        eligible={isNewUser && readStorage(STORAGE_KEYS.hasClaimedWelcome) !== 'true'}
        onClaimed={onClaimed}
      />
      <InsufficientCoinsModal topUpPath={paths.profile} />
      <DeductionConsentModal />
      <LowBalanceHint active={signedIn} onInvite={() => void inviteFriend()} />
    </>
  );
}
