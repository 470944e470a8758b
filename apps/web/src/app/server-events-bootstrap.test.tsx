import { render, waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialAuthState, useAuthStore } from '../features/auth/stores/auth-store.ts';
import { useWalletStore } from '../features/wallet/stores/wallet-store.ts';
import { serverEvents } from '../lib/server-events.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { liveEventsStream, ok, stubServer } from '../test/stub-server.tsx';
import { ServerEventsBootstrap } from './server-events-bootstrap.tsx';

afterEach(() => {
  serverEvents.stop();
  useAuthStore.setState({ ...initialAuthState });
  vi.unstubAllGlobals();
});

describe('ServerEventsBootstrap', () => {
  it('opens one stream while signed in, follows balance.updated, and closes on sign-out', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'header.payload.signature');
    useAuthStore.setState({
      isAuthenticated: true,
      isLoading: false,
      token: 'header.payload.signature',
    });
    const live = liveEventsStream();
    const server = stubServer({
      'GET /events': () => live.respond(),
      'GET /coins/balance': () => ok({ balance: 1000, held: 0, available: 1000, updated_at: null }),
    });
    render(<ServerEventsBootstrap />);
    await waitFor(() => expect(live.connected).toBe(true));
    // Opened: the balance is fetched, since missed events are not replayed.
    await waitFor(() => expect(useWalletStore.getState().balance).toBe(1000));

    live.send('balance.updated', { balance: 390, held: 0, available: 390, updated_at: null });
    await waitFor(() => expect(useWalletStore.getState().balance).toBe(390));
    // A malformed event is ignored.
    live.send('balance.updated', { balance: 'lots' });
    expect(server.callsTo('GET /events')).toHaveLength(1);

    act(() => useAuthStore.setState({ isAuthenticated: false }));
    expect(serverEvents.state()).toBe('stopped');
    expect(useWalletStore.getState().balance).toBe(390);
  });

  it('does not connect for a signed-out visitor', () => {
    const server = stubServer({});
    render(<ServerEventsBootstrap />);
    expect(server.calls).toEqual([]);
    expect(serverEvents.state()).not.toBe('open');
  });
});
