import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { BALANCE_UPDATED_EVENT, useWalletStore } from './stores/wallet-store.ts';
import { createWallet } from './wallet.ts';

const TOKEN = 'a.b.c-long-enough';

function setup(
  load = vi.fn(async () => ({ balance: 1000, held: 0, updatedAt: null })),
  signedIn = true,
) {
  const wallet = createWallet({
    token: () => (signedIn ? TOKEN : null),
    isAuthenticated: () => signedIn,
    load,
  });
  return { wallet, load };
}

afterEach(() =>
  useWalletStore.setState({ balance: 0, lastUpdated: null, loading: false, error: null }),
);

describe('wallet', () => {
  it('shares one request between concurrent fetches and stores the balance', async () => {
    const { wallet, load } = setup();
    const results = await Promise.all([wallet.fetch(), wallet.fetch(), wallet.fetch()]);
    expect(results).toEqual([1000, 1000, 1000]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.wallet) ?? '{}')).toMatchObject({
      balance: 1000,
    });
    await wallet.refresh();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the coins that can be spent: those held for a reading in progress are not', async () => {
    const { wallet } = setup(vi.fn(async () => ({ balance: 1000, held: 600, updatedAt: null })));
    expect(await wallet.fetch()).toBe(400);
    expect(useWalletStore.getState().balance).toBe(400);
  });

  it('knows the spendable coins: fetched first when not known yet, then from the store', async () => {
    // A figure stored by an earlier visit is not trusted: the first ask goes to the server.
    useWalletStore.setState({ balance: 5000, lastUpdated: new Date().toISOString() });
    const { wallet, load } = setup(
      vi.fn(async () => ({ balance: 1000, held: 995, updatedAt: null })),
    );
    expect(await wallet.spendable()).toBe(5);
    expect(load).toHaveBeenCalledTimes(1);
    wallet.set(40);
    expect(await wallet.spendable()).toBe(40);
    expect(load).toHaveBeenCalledTimes(1);
    wallet.clear();
    expect(await wallet.spendable()).toBe(5);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('cannot know the spendable coins of a signed-out user', async () => {
    const { wallet, load } = setup(undefined, false);
    expect(await wallet.spendable()).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('broadcasts every change as a balance-updated event', () => {
    const { wallet } = setup();
    const seen: number[] = [];
    const listener = (e: Event) =>
      seen.push((e as CustomEvent<{ balance: number }>).detail.balance);
    window.addEventListener(BALANCE_UPDATED_EVENT, listener);
    wallet.set(100);
    wallet.add(50);
    wallet.deduct(30);
    wallet.deduct(500);
    window.removeEventListener(BALANCE_UPDATED_EVENT, listener);
    expect(seen).toEqual([100, 150, 120, 0]);
  });

  it('does not fetch without a token, a signed-in user, or a plausible token', async () => {
    const load = vi.fn();
    const none = createWallet({ token: () => null, isAuthenticated: () => true, load });
    await none.fetch();
    expect(useWalletStore.getState().error).toBe('noToken');
    const out = createWallet({ token: () => TOKEN, isAuthenticated: () => false, load });
    await out.fetch();
    expect(useWalletStore.getState().error).toBe('notAuthenticated');
    const short = createWallet({ token: () => 'abc', isAuthenticated: () => true, load });
    await short.fetch();
    expect(useWalletStore.getState().error).toBe('invalidToken');
    expect(load).not.toHaveBeenCalled();
  });

  it('names server, sign-in and network failures', async () => {
    for (const [error, key] of [
      [new ApiError({ status: 500, message: 'Server error (500): x' }), 'server'],
      [new ApiError({ status: 401, message: 'auth' }), 'signInAgain'],
      [new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'net' }), 'network'],
    ] as const) {
      const { wallet } = setup(vi.fn(async () => Promise.reject(error)));
      await wallet.fetch();
      expect(useWalletStore.getState().error).toBe(key);
    }
  });
});
