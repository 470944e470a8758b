import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkAsRead } from '../api/mark-as-read.ts';
import { inAppLink } from '../lib/in-app-link.ts';
import type { NotificationItem } from '../types.ts';

interface NotificationsScreenProps {
  /** The signed-in user, or null. */
  userId: string | null;
  checkingSignIn: boolean;
  onSignIn: () => void;
}

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function formatWhen(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(language === 'en' ? 'en-GB' : 'th-TH', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

function NotificationRow({
  item,
  onOpen,
}: {
  item: NotificationItem;
  onOpen: (item: NotificationItem) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <li data-testid="notification" data-read={item.isRead} data-type={item.type}>
      <button
        type="button"
        onClick={() => onOpen(item)}
        className={`flex w-full items-start gap-3 px-4 py-3 text-start transition-colors hover:bg-amber-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-amber-500 dark:hover:bg-indigo-900 ${item.isRead ? '' : 'bg-amber-50/70 dark:bg-indigo-900/60'}`}
      >
        <span
          aria-hidden="true"
          className={`mt-2 size-2.5 shrink-0 rounded-full ${item.isRead ? 'bg-transparent' : 'bg-rose-600'}`}
        />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          {item.isRead ? null : <span className="sr-only">{t('notifications.unread')}: </span>}
          <span
            className={`leading-snug text-indigo-950 dark:text-amber-50 ${item.isRead ? 'font-medium' : 'font-bold'}`}
          >
            {item.title}
          </span>
          <span className="text-sm text-slate-700 dark:text-indigo-200">{item.body}</span>
          <span className="text-xs text-slate-600 dark:text-indigo-300">
            {formatWhen(item.createdAt, i18n.language)}
          </span>
        </span>
      </button>
    </li>
  );
}

/** `/notifications`: the user's notifications, newest first; a tap reads it and opens its page. */
export function NotificationsScreen({
  userId,
  checkingSignIn,
  onSignIn,
}: NotificationsScreenProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const list = useNotifications(userId, page, i18n.language);
  const markAsRead = useMarkAsRead(userId ?? '');
  const data = list.data;
  const hasUnread = data?.items.some((item) => !item.isRead) ?? false;
  const goTo = (next: number) => setParams(next > 1 ? { page: String(next) } : {});
  const onFailed = () => toast.error(t('notifications.markFailed'));

  const open = (item: NotificationItem) => {
    if (!item.isRead) markAsRead.mutate([item.id], { onError: onFailed });
    const link = inAppLink(item.link);
    if (link) void navigate(link);
  };

  return (
    <Screen title={t('notifications.title')} lead={t('notifications.lead')}>
      {checkingSignIn ? (
        <p role="status">{t('notifications.checkingSignIn')}</p>
      ) : !userId ? (
        <Card className="flex flex-col items-center gap-3 text-center">
          <h2 className="text-lg font-bold">{t('notifications.signInTitle')}</h2>
          <p className="text-slate-700 dark:text-indigo-200">{t('notifications.signInBody')}</p>
          <Button onClick={onSignIn}>{t('notifications.signIn')}</Button>
        </Card>
      ) : list.isPending ? (
        <p role="status">{t('notifications.loading')}</p>
      ) : list.isError && !data ? (
        <Card className="flex flex-col gap-3">
          <p role="alert">{t('notifications.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('notifications.retry')}
          </Button>
        </Card>
      ) : data && data.items.length === 0 ? (
        <Card className="text-center text-slate-700 dark:text-indigo-200">
          <p>{t('notifications.empty')}</p>
        </Card>
      ) : data ? (
        <>
          <div className="flex justify-end">
            <Button
              variant="secondary"
              disabled={!hasUnread || markAsRead.isPending}
              onClick={() => markAsRead.mutate('all', { onError: onFailed })}
            >
              {t('notifications.readAll')}
            </Button>
          </div>
          <ul
            data-testid="notifications"
            aria-busy={list.isFetching}
            className="divide-y divide-amber-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-amber-200 dark:divide-indigo-800 dark:bg-indigo-900/70 dark:ring-indigo-800"
          >
            {data.items.map((item) => (
              <NotificationRow key={item.id} item={item} onOpen={open} />
            ))}
          </ul>
          {data.totalPages > 1 ? (
            <nav
              aria-label={t('notifications.title')}
              className="flex items-center justify-between gap-2 text-sm"
            >
              <Button
                variant="secondary"
                disabled={!data.hasPreviousPage || list.isFetching}
                onClick={() => goTo(page - 1)}
              >
                {t('notifications.previous')}
              </Button>
              <span>{t('notifications.pageOf', { page: data.page, pages: data.totalPages })}</span>
              <Button
                variant="secondary"
                disabled={!data.hasNextPage || list.isFetching}
                onClick={() => goTo(page + 1)}
              >
                {t('notifications.next')}
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}
    </Screen>
  );
}
