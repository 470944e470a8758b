import { useMemo } from 'react';
import { useAuthStore } from '../../features/auth/stores/auth-store.ts';
import { useLoginModal } from '../../features/auth/stores/login-modal-store.ts';
import type { ReadingServices } from '../../features/readings/types.ts';
import { useCoinCosts } from '../../features/wallet/api/coins.ts';
import { confirmDeduction } from '../../features/wallet/lib/deduction-consent.ts';
import { useCoinPrompts } from '../../features/wallet/stores/coin-prompts-store.ts';
import { wallet } from '../session.ts';

/** Coins per kind id, palm included (`hand_reading_cost`), from the price list. */
export function useReadingCosts(): Partial<Record<string, number>> | undefined {
  const costs = useCoinCosts();
  return useMemo(
    () =>
      costs.data ? { ...costs.data.readingCosts, palm: costs.data.handReadingCost } : undefined,
    [costs.data],
  );
}

const refreshBalance = () => void wallet.refresh();

/** Whether the user is signed in (or still being checked), and the login modal. */
export function useReadingAuth() {
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const checkingSignIn = useAuthStore((s) => s.isLoading);
  const onSignIn = useLoginModal((s) => s.show);
  return { signedIn, checkingSignIn, onSignIn };
}

/**
 * What the reading screens need from the rest of the app, composed here so that the readings
 * feature imports no other feature: sign-in and its modal, the spendable coins, the wallet's
 * consent and not-enough-coins prompts, the balance refresh, and the price list.
 */
export function useReadingServices(): ReadingServices {
  const { signedIn, checkingSignIn, onSignIn } = useReadingAuth();
  const onInsufficientCoins = useCoinPrompts((s) => s.showInsufficient);
  const costs = useReadingCosts();
  return useMemo(
    () => ({
      signedIn,
      checkingSignIn,
      onSignIn,
      spendableCoins: () => wallet.spendable(),
      confirmSpend: confirmDeduction,
      onInsufficientCoins,
      onBalanceChanged: refreshBalance,
      costs,
    }),
    [signedIn, checkingSignIn, onSignIn, onInsufficientCoins, costs],
  );
}
