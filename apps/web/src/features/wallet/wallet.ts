import { ApiError } from '../../lib/api-error.ts';
import { fetchBalance } from './api/coins.ts';
import { clearWallet, publishBalance, useWalletStore } from './stores/wallet-store.ts';

/** Why a wallet fetch did not run or failed; the UI shows the Thai text for the key. */
export type WalletErrorKey =
  | 'noToken'
  | 'notAuthenticated'
  | 'invalidToken'
  | 'server'
  | 'signInAgain'
  | 'network'
  | 'unknown';

export const WALLET_GUARD_MESSAGES = {
  noToken: 'no auth token',
  notAuthenticated: 'not authenticated',
  invalidToken: 'invalid token format',
} as const;

export interface WalletDeps {
  token: () => string | null;
  isAuthenticated: () => boolean;
  load?: typeof fetchBalance;
}

export function walletErrorKey(error: unknown): WalletErrorKey {
  if (!(error instanceof ApiError)) return 'unknown';
  if (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT') return 'network';
  if (error.status === 401) return 'signInAgain';
  if (error.status >= 500 || /500/.test(error.message)) return 'server';
  return 'unknown';
}

/**
 * Wallet operations of spec §4: fetch (concurrent calls share one request), refresh, add, deduct,
 * set, clear; and the spendable coins to check a price against.
 */
export function createWallet(deps: WalletDeps) {
  const load = deps.load ?? fetchBalance;
  let inFlight: Promise<number | null> | null = null;
  // The stored balance may be from an earlier visit: trust it once this page has asked the server.
  let loaded = false;

  function guard(): WalletErrorKey | null {
    const token = deps.token();
    if (!token) return 'noToken';
    if (!deps.isAuthenticated()) return 'notAuthenticated';
    if (token.length < 10) return 'invalidToken';
    return null;
  }

  async function fetchNow(): Promise<number | null> {
    const blocked = guard();
    if (blocked) {
      useWalletStore.setState({ error: blocked, loading: false });
      return null;
    }
    useWalletStore.setState({ loading: true, error: null });
    try {
      // Coins held for a reading still being made are spoken for: show what can be spent.
      const { balance, held } = await load();
      const spendable = Math.max(0, balance - held);
      publishBalance(spendable);
      useWalletStore.setState({ loading: false });
      loaded = true;
      return spendable;
    } catch (error) {
      useWalletStore.setState({ loading: false, error: walletErrorKey(error) });
      return null;
    }
  }

  return {
    fetch(): Promise<number | null> {
      inFlight ??= fetchNow().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    refresh(): Promise<number | null> {
      return this.fetch();
    },
    /**
     * The coins that can be spent now, to check a price before asking for consent: the known
     * balance, or a fetch first when it is not known yet (or is being fetched). Null when it
     * cannot be known; the server decides then.
     */
    spendable(): Promise<number | null> {
      if (loaded && !inFlight) return Promise.resolve(useWalletStore.getState().balance);
      return this.fetch();
    },
    add(amount: number) {
      publishBalance(useWalletStore.getState().balance + Math.max(0, amount));
    },
    /** The local view after a server-confirmed spend; never below zero. */
    deduct(amount: number) {
      publishBalance(Math.max(0, useWalletStore.getState().balance - Math.max(0, amount)));
    },
    set(balance: number) {
      publishBalance(balance);
    },
    clear() {
      loaded = false;
      clearWallet();
    },
  };
}

export type Wallet = ReturnType<typeof createWallet>;
