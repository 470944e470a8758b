import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useSettingsSync } from '../features/settings/hooks/use-settings-sync.ts';
import { i18n } from '../i18n/i18n.ts';
import { deferred } from './on-demand.tsx';

/** Toasts show on top of whatever is there: fetched once the first screen is up. */
const ToastHost = deferred(
  async () => (await import('../components/ui/toast-host.tsx')).ToastHost,
  { words: 'first-paint' },
);

/**
 * What every screen needs from the first paint: the words and the theme kept in step with the
 * device. The data cache and the session (and the API client behind them) come with the screens
 * that use them (`screen-providers.tsx`); toasts once the first screen is up.
 */
export function ShellProviders({ children }: { children: ReactNode }) {
  useSettingsSync();
  return (
    <I18nextProvider i18n={i18n}>
      {children}
      <ToastHost />
    </I18nextProvider>
  );
}
