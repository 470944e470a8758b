import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastHost } from '../components/ui/toast-host.tsx';
import { SessionProvider } from '../features/auth/session-context.tsx';
import { useSettingsSync } from '../features/settings/hooks/use-settings-sync.ts';
import { i18n } from '../i18n/i18n.ts';
import { createQueryClient } from './query-client.ts';
import { session } from './session.ts';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useSettingsSync();
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider session={session}>{children}</SessionProvider>
        <ToastHost />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
