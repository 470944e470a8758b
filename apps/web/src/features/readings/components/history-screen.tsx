import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { paths } from '../../../config/paths.ts';
import { useReadingHistory } from '../api/reading-history.ts';
import { formatNumber } from '../../../lib/format-number.ts';
import { calendarMoment, whenWords } from '../../../lib/calendar-words.ts';
import { isEnglish } from '../lib/format.ts';
import { kindLabelKey } from '../lib/kind-label.ts';
import { historyItemPath } from '../lib/reading-links.ts';
import type { HistoryItem } from '../types.ts';
import { ReadingStatusBadge } from './reading-status-badge.tsx';
import { SignInCard } from './sign-in-card.tsx';

interface HistoryScreenProps {
  signedIn: boolean;
  checkingSignIn: boolean;
  onSignIn: () => void;
  /** The drawing of a kind (the fortune hub's), when the app has one for it. */
  kindIcon?: (kind: string) => ReactNode;
}

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function HistoryRow({
  item,
  kindIcon,
}: {
  item: HistoryItem;
  kindIcon: HistoryScreenProps['kindIcon'];
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const kindName = t(`readings.kinds.${kindLabelKey(item.kind)}`);
  const title = (isEnglish(language) ? item.titleEn : item.titleTh) ?? kindName;
  const moment = calendarMoment(item.createdAt);
  const to = historyItemPath(item);
  const content = (
    <>
      <span
        aria-hidden="true"
        className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-800 dark:bg-indigo-800 dark:text-amber-300"
      >
        {kindIcon?.(item.kind)}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="text-xs font-semibold text-amber-800 dark:text-amber-300">{kindName}</span>
        <span className="leading-snug font-semibold text-indigo-950 dark:text-amber-50">
          {title}
        </span>
        <span className="text-xs text-slate-600 dark:text-indigo-300">
          {moment ? `${whenWords(t, moment)} · ` : null}
          {t('readings.history.cost', { amount: formatNumber(item.cost, language) })}
        </span>
      </span>
      <span className="shrink-0">
        <ReadingStatusBadge status={item.status} />
      </span>
    </>
  );
  const row = 'flex items-start gap-3 px-4 py-3';
  return (
    <li data-testid="history-item" data-kind={item.kind}>
      {to ? (
        <Link
          to={to}
          className={`${row} transition-colors hover:bg-amber-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-amber-500 dark:hover:bg-indigo-900`}
        >
          {content}
        </Link>
      ) : (
        <div className={row}>{content}</div>
      )}
    </li>
  );
}

/** `/history`: the user's readings of every kind, 20 a page, newest first. */
export function HistoryScreen({
  signedIn,
  checkingSignIn,
  onSignIn,
  kindIcon,
}: HistoryScreenProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const history = useReadingHistory(page, signedIn);
  const data = history.data;
  const goTo = (next: number) => setParams(next > 1 ? { page: String(next) } : {});

  return (
    <Screen title={t('readings.history.title')} lead={t('readings.history.lead')}>
      {checkingSignIn ? (
        <p role="status">{t('readings.pay.checkingSignIn')}</p>
      ) : !signedIn ? (
        <SignInCard
          title={t('readings.history.signInTitle')}
          body={t('readings.history.signInBody')}
          action={t('readings.pay.signIn')}
          onSignIn={onSignIn}
        />
      ) : history.isPending ? (
        <p role="status">{t('readings.history.loading')}</p>
      ) : history.isError && !data ? (
        <Card className="flex flex-col gap-3">
          <p role="alert">{t('readings.history.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void history.refetch()}>
            {t('readings.common.retry')}
          </Button>
        </Card>
      ) : data && data.items.length === 0 ? (
        <Card className="flex flex-col items-center gap-4 text-center">
          <p className="text-slate-700 dark:text-indigo-200">{t('readings.history.empty')}</p>
          <Link to={paths.fortune} className={buttonClassName('primary')}>
            {t('readings.history.start')}
          </Link>
        </Card>
      ) : data ? (
        <>
          <ul
            data-testid="reading-history"
            aria-busy={history.isFetching}
            className="divide-y divide-amber-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-amber-200 dark:divide-indigo-800 dark:bg-indigo-900/70 dark:ring-indigo-800"
          >
            {data.items.map((item) => (
              <HistoryRow key={item.sessionId} item={item} kindIcon={kindIcon} />
            ))}
          </ul>
          {data.totalPages > 1 ? (
            <nav
              aria-label={t('readings.history.title')}
              className="flex items-center justify-between gap-2 text-sm"
            >
              <Button
                variant="secondary"
                disabled={!data.hasPreviousPage || history.isFetching}
                onClick={() => goTo(page - 1)}
              >
                {t('readings.history.previous')}
              </Button>
              <span aria-live="polite">
                {t('readings.history.pageOf', { page: data.page, pages: data.totalPages })}
              </span>
              <Button
                variant="secondary"
                disabled={!data.hasNextPage || history.isFetching}
                onClick={() => goTo(page + 1)}
              >
                {t('readings.history.next')}
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}
    </Screen>
  );
}
