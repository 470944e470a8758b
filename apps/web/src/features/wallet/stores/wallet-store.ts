import { create } from 'zustand';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';

export const BALANCE_UPDATED_EVENT = 'balance-updated';
const CHANNEL = 'duangdee-wallet';

export interface WalletState {
  balance: number;
  lastUpdated: string | null;
  loading: boolean;
  error: string | null;
}

const initial: WalletState = { balance: 0, lastUpdated: null, loading: false, error: null };

function readPersisted(): WalletState {
  try {
    const raw = readStorage(STORAGE_KEYS.wallet);
    if (!raw) return initial;
    const parsed = JSON.parse(raw) as Partial<WalletState>;
    return {
      ...initial,
      balance: typeof parsed.balance === 'number' && parsed.balance >= 0 ? parsed.balance : 0,
      lastUpdated: typeof parsed.lastUpdated === 'string' ? parsed.lastUpdated : null,
    };
  } catch {
    return initial;
  }
}

export const useWalletStore = create<WalletState>(() => readPersisted());

let channel: BroadcastChannel | null = null;
function broadcastChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  channel ??= new BroadcastChannel(CHANNEL);
  return channel;
}

/**
 * Every balance change is stored, dispatched as a `balance-updated` event in this tab and posted
 * to the other tabs.
 */
export function publishBalance(balance: number, options: { fromOtherTab?: boolean } = {}) {
  const safe = Math.max(0, Math.floor(balance));
  const lastUpdated = new Date().toISOString();
  useWalletStore.setState({ balance: safe, lastUpdated, error: null });
  writeStorage(STORAGE_KEYS.wallet, JSON.stringify({ balance: safe, lastUpdated }));
  writeStorage(STORAGE_KEYS.walletBalance, String(safe));
  writeStorage(STORAGE_KEYS.coinBalance, String(safe));
  writeStorage(STORAGE_KEYS.walletLastUpdated, lastUpdated);
  window.dispatchEvent(new CustomEvent(BALANCE_UPDATED_EVENT, { detail: { balance: safe } }));
  if (!options.fromOtherTab) broadcastChannel()?.postMessage({ balance: safe });
}

/** Listens for balances posted by other tabs; returns the unsubscribe. */
export function listenToOtherTabs(): () => void {
  const bc = broadcastChannel();
  if (!bc) return () => {};
  const onMessage = (event: MessageEvent<{ balance?: unknown }>) => {
    if (typeof event.data.balance === 'number')
      publishBalance(event.data.balance, { fromOtherTab: true });
  };
  bc.addEventListener('message', onMessage);
  return () => bc.removeEventListener('message', onMessage);
}

export function clearWallet(): void {
  useWalletStore.setState(initial);
  removeStorage(STORAGE_KEYS.wallet);
  removeStorage(STORAGE_KEYS.walletBalance);
  removeStorage(STORAGE_KEYS.coinBalance);
  removeStorage(STORAGE_KEYS.walletLastUpdated);
}
