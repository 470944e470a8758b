import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from './query-client.ts';
import { ScreenProviders } from './screen-providers.tsx';
import { ShellProviders } from './shell-providers.tsx';

/**
 * Every provider a screen can need, with a data cache of its own: for a screen rendered on its
 * own, as tests do.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ShellProviders>
      <QueryClientProvider client={queryClient}>
        <ScreenProviders>{children}</ScreenProviders>
      </QueryClientProvider>
    </ShellProviders>
  );
}
