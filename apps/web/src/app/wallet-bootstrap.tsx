import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useAuthStore } from '../features/auth/stores/auth-store.ts';
import { listenToOtherTabs, useWalletStore } from '../features/wallet/stores/wallet-store.ts';
import { i18n } from '../i18n/i18n.ts';
import { removeStorage, removeTabStorage } from '../lib/storage.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { deferred } from './on-demand.tsx';
import { wallet } from './session.ts';

/** The coin prompts are for signed-in users only: fetched once someone is. */
const WalletPrompts = deferred(async () => (await import('./wallet-prompts.tsx')).WalletPrompts);

/** The wallet for signed-in users: balance kept fresh, welcome bonus, and the coin prompts. */
export function WalletBootstrap() {
  const signedIn = useAuthStore((s) => s.isAuthenticated);

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
      removeTabStorage(STORAGE_KEYS.welcomeDismissed);
    };
    window.addEventListener('duangdee:signed-out', clear);
    return () => window.removeEventListener('duangdee:signed-out', clear);
  }, []);

  if (!signedIn) return null;
  return <WalletPrompts />;
}
