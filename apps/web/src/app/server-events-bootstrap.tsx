import { useEffect } from 'react';
import { useAuthStore } from '../features/auth/stores/auth-store.ts';
import { serverEvents } from '../lib/server-events.ts';
import { useServerEvent, useServerEventsOpened } from '../lib/use-server-event.ts';
import { session, wallet } from './session.ts';

/**
 * The tab's live events: one `/events` connection while a user is signed in, closed on sign-out.
 * The wallet follows `balance.updated`, and is fetched again whenever the stream (re)opens, since
 * events missed while it was down are not replayed.
 */
export function ServerEventsBootstrap() {
  const signedIn = useAuthStore((s) => s.isAuthenticated);

  useEffect(() => {
    serverEvents.setUnauthorizedHandler(() => session.handleUnauthorized());
    return () => serverEvents.setUnauthorizedHandler(undefined);
  }, []);

  useEffect(() => {
    if (!signedIn) return;
    serverEvents.start();
    return () => serverEvents.stop();
  }, [signedIn]);

  // The spendable coins, as the wallet shows them (held coins are spoken for).
  useServerEvent('balance.updated', (event) => wallet.set(event.balance - event.held));
  useServerEventsOpened(() => void wallet.refresh());
  return null;
}
