import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { Card } from '../../../components/ui/card.tsx';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { usePalmSessions } from '../api/palm-sessions.ts';
import { calendarMoment, whenWords } from '../../../lib/calendar-words.ts';
import { palmSessionPath } from '../lib/share-link.ts';
import type { PalmSession } from '../types.ts';
import { PalmPhoto } from './palm-photo.tsx';

const STATUS_STYLE: Record<PalmSession['status'], string> = {
  created:
    'bg-slate-100 text-slate-700 ring-slate-300 dark:bg-indigo-950 dark:text-indigo-200 dark:ring-indigo-700',
  started:
    'bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-400/15 dark:text-amber-200 dark:ring-amber-400/40',
  processing:
    'bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-400/15 dark:text-amber-200 dark:ring-amber-400/40',
  completed:
    'bg-emerald-50 text-emerald-800 ring-emerald-300 dark:bg-emerald-400/10 dark:text-emerald-200 dark:ring-emerald-400/40',
  failed:
    'bg-red-50 text-red-800 ring-red-200 dark:bg-red-950/40 dark:text-red-200 dark:ring-red-900',
};

function SessionRow({ session }: { session: PalmSession }) {
  const { t } = useTranslation();
  const moment = calendarMoment(session.createdAt);
  const when = moment ? whenWords(t, moment) : '';
  return (
    <li>
      <Link
        to={palmSessionPath(session.sessionId)}
        aria-label={`${t('palm.list.open', { date: when })} · ${t(`palm.list.status.${session.status}`)}`}
        className="flex items-center gap-3 rounded-2xl bg-white p-3 ring-1 ring-amber-200 transition-colors hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 dark:bg-indigo-900/70 dark:ring-indigo-800 dark:hover:bg-indigo-900"
        data-testid="palm-session-row"
      >
        <PalmPhoto
          path={session.image?.thumbnailPath}
          alt=""
          className="size-16 shrink-0 rounded-xl"
        />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="truncate font-semibold text-indigo-950 dark:text-amber-100">
            {session.title ?? t('palm.list.untitled')}
          </span>
          <span className="text-sm text-slate-600 dark:text-indigo-300">{when}</span>
          <span
            className={`self-start rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${STATUS_STYLE[session.status]}`}
          >
            {t(`palm.list.status.${session.status}`)}
          </span>
        </span>
        <ArrowRightIcon className="size-5 shrink-0 text-indigo-700 dark:text-amber-300" />
      </Link>
    </li>
  );
}

/** The user's palm readings, newest first, 20 at a time, each with its photo and status. */
export function PalmSessionList() {
  const { t } = useTranslation();
  const sessions = usePalmSessions();
  const items = sessions.data?.pages.flatMap((page) => page.items) ?? [];
  const total = sessions.data?.pages[0]?.totalCount ?? 0;

  return (
    <div className="flex flex-col gap-4">
      <Link to={paths.fortuneTelling} className={buttonClassName('primary', 'min-h-12 w-full')}>
        {t('palm.list.new')}
      </Link>
      {sessions.isPending ? (
        <p className="text-slate-700 dark:text-indigo-200">{t('palm.loading')}</p>
      ) : sessions.isError && items.length === 0 ? (
        <Card className="flex flex-col gap-3">
          <p role="alert">{t('palm.list.failed')}</p>
          <Button variant="secondary" onClick={() => void sessions.refetch()}>
            {t('palm.retry')}
          </Button>
        </Card>
      ) : items.length === 0 ? (
        <Card className="text-center text-slate-700 dark:text-indigo-200">
          {t('palm.list.empty')}
        </Card>
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-indigo-300">
            {t('palm.list.count', { count: total })}
          </p>
          <ul className="flex flex-col gap-3" data-testid="palm-sessions">
            {items.map((session) => (
              <SessionRow key={session.sessionId} session={session} />
            ))}
          </ul>
          {sessions.hasNextPage ? (
            <Button
              variant="secondary"
              onClick={() => void sessions.fetchNextPage()}
              disabled={sessions.isFetchingNextPage}
            >
              {sessions.isFetchingNextPage ? t('palm.loading') : t('palm.list.loadMore')}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
