import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { SessionProvider } from '../features/auth/session-context.tsx';
import { createQueryClient } from './query-client.ts';
import { session } from './session.ts';

/** The app's one data cache, shared by every screen for the life of the page. */
const appQueryClient = createQueryClient();

/**
 * What the screens past the home page need: the data cache and the session (with the API client
 * behind both). They come with the first such screen, not with the first paint; every screen is
 * wrapped in these, all sharing the one cache and session. Inside a cache of its own (a test's),
 * that one is kept.
 */
export function ScreenProviders({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  return (
    <QueryClientProvider client={outer ?? appQueryClient}>
      <SessionProvider session={session}>{children}</SessionProvider>
    </QueryClientProvider>
  );
}
