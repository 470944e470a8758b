import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { SettingsIcon } from '../components/ui/icons.tsx';
import { paths } from '../config/paths.ts';
import { useAuthStore } from '../features/auth/stores/auth-store.ts';
import { deferred } from './on-demand.tsx';

/** Signed-in only, so fetched when someone is. */
const BalanceChip = deferred(
  async () => (await import('../features/wallet/components/balance-chip.tsx')).BalanceChip,
);

/** Signed-in only too; with the data cache its unread count lives in. */
const NotificationBell = deferred(async () => {
  const [{ NotificationBell: Bell }, { ScreenProviders }] = await Promise.all([
    import('../features/notifications/components/notification-bell.tsx'),
    import('./screen-providers.tsx'),
  ]);
  return function ProvidedNotificationBell(props: { userId: string; notificationsPath: string }) {
    return (
      <ScreenProviders>
        <Bell {...props} />
      </ScreenProviders>
    );
  };
});

export function AppHeader() {
  const { t } = useTranslation();
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const userId = useAuthStore((s) => s.user?.id ?? null);
  return (
    <header className="sticky top-0 z-20 flex items-center justify-between bg-indigo-900 px-4 py-2 text-amber-300 shadow-md dark:border-b dark:border-indigo-800 dark:bg-indigo-950">
      <Link
        to={paths.home}
        aria-label={t('header.home')}
        className="flex min-h-11 items-center gap-2 rounded-full pe-2 focus-visible:outline-2 focus-visible:outline-amber-400"
      >
        <img src="/splash.svg" alt="" width={36} height={36} className="size-9 rounded-xl" />
        <span className="text-2xl font-bold tracking-wide">{t('app.name')}</span>
      </Link>
      <div className="flex items-center gap-2">
        {signedIn ? <BalanceChip walletPath={paths.wallet} /> : null}
        {signedIn && userId ? (
          <NotificationBell userId={userId} notificationsPath={paths.notifications} />
        ) : null}
        <NavLink
          to={paths.settings}
          aria-label={t('header.settings')}
          title={t('header.settings')}
          className={({ isActive }) =>
            `flex size-11 items-center justify-center rounded-full transition-colors hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-amber-400 ${isActive ? 'bg-indigo-800 text-amber-200' : 'text-amber-300'}`
          }
        >
          <SettingsIcon />
        </NavLink>
      </div>
    </header>
  );
}
