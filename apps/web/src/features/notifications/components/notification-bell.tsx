import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { useLiveNotifications } from '../lib/use-live-notifications.ts';
import { BellIcon } from './bell-icon.tsx';
import { formatNumber } from '../../../lib/format-number.ts';

interface NotificationBellProps {
  userId: string;
  notificationsPath: string;
}

/** The header's bell: how many notifications are unread, kept live; a tap opens the list. */
export function NotificationBell({ userId, notificationsPath }: NotificationBellProps) {
  const { t, i18n } = useTranslation();
  useLiveNotifications(userId);
  const unread = useUnreadCount(userId).data ?? 0;
  const label =
    unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');
  const shown = unread > 99 ? '99+' : formatNumber(unread, i18n.language);
  return (
    <NavLink
      to={notificationsPath}
      aria-label={label}
      title={label}
      data-testid="notification-bell"
      data-unread={unread}
      className={({ isActive }) =>
        `relative flex size-11 items-center justify-center rounded-full transition-colors hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-amber-400 ${isActive ? 'bg-indigo-800 text-amber-200' : 'text-amber-300'}`
      }
    >
      <BellIcon />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-testid="notification-badge"
          className="absolute top-1 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-rose-600 px-1 text-xs leading-none font-bold text-white ring-2 ring-indigo-900 dark:ring-indigo-950"
        >
          {shown}
        </span>
      ) : null}
    </NavLink>
  );
}
