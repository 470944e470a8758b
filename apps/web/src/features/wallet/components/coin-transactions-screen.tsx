import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { useCoinTransactions, type CoinTransaction } from '../api/coin-transactions.ts';
import { dayHeading, dayOf } from '../lib/coin-transaction-words.ts';
import { useRefreshOnBalanceChange } from './coin-history.tsx';
import { CoinTransactionRow } from './coin-transaction-row.tsx';
import { WalletSummary } from './wallet-summary.tsx';

interface CoinTransactionsScreenProps {
  /** Whether someone is signed in (the history is theirs). */
  signedIn: boolean;
  checkingSignIn: boolean;
  onSignIn: () => void;
  /** Where coins are bought (`/wallet`). */
  topUpPath: string;
}

/** Consecutive rows of the same local day, in order. */
function byDay(
  items: CoinTransaction[],
): { day: string; first: string; items: CoinTransaction[] }[] {
  const groups: { day: string; first: string; items: CoinTransaction[] }[] = [];
  for (const item of items) {
    const day = dayOf(item.createdAt);
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, first: item.createdAt, items: [item] });
  }
  return groups;
}

/** `/wallet/history`: every movement of the user's coins, newest first, by day, 20 at a time. */
export function CoinTransactionsScreen({
  signedIn,
  checkingSignIn,
  onSignIn,
  topUpPath,
}: CoinTransactionsScreenProps) {
  const { t } = useTranslation();
  const history = useCoinTransactions(signedIn);
  useRefreshOnBalanceChange();
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];

  let content;
  if (checkingSignIn) {
    content = <p role="status">{t('coins.history.checkingSignIn')}</p>;
  } else if (!signedIn) {
    content = (
      <Card className="flex flex-col items-center gap-3 text-center">
        <h2 className="text-lg font-bold">{t('coins.history.signInTitle')}</h2>
        <p className="text-slate-700 dark:text-indigo-200">{t('coins.history.signInBody')}</p>
        <Button onClick={onSignIn}>{t('coins.history.signIn')}</Button>
      </Card>
    );
  } else if (history.isPending) {
    content = <p role="status">{t('coins.history.loading')}</p>;
  } else if (history.isError && !history.data) {
    content = (
      <Card className="flex flex-col gap-3">
        <p role="alert">{t('coins.history.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void history.refetch()}>
          {t('coins.history.retry')}
        </Button>
      </Card>
    );
  } else if (items.length === 0) {
    content = (
      <Card className="flex flex-col items-center gap-4 text-center">
        <p className="text-slate-700 dark:text-indigo-200">{t('coins.history.empty')}</p>
        <Link to={topUpPath} className={buttonClassName('primary')}>
          {t('coins.history.topUp')}
        </Link>
      </Card>
    );
  } else {
    content = (
      <>
        <WalletSummary topUpPath={topUpPath} />
        <div
          className="space-y-4"
          aria-label={t('coins.history.list')}
          aria-busy={history.isFetching}
          role="region"
          data-testid="coin-transactions"
        >
          {byDay(items).map((group) => (
            <section key={group.day} aria-labelledby={`coin-day-${group.day}`}>
              <h2
                id={`coin-day-${group.day}`}
                className="mb-2 px-1 text-sm font-semibold text-amber-800 dark:text-amber-300"
              >
                {dayHeading(t, group.first)}
              </h2>
              <ul className="divide-y divide-amber-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-amber-200 dark:divide-indigo-800 dark:bg-indigo-900/70 dark:ring-indigo-800">
                {group.items.map((item) => (
                  <CoinTransactionRow key={`${item.status}:${item.id}`} item={item} />
                ))}
              </ul>
            </section>
          ))}
        </div>
        {history.isFetchNextPageError ? (
          <p role="alert" className="text-center text-sm">
            {t('coins.history.loadFailed')}
          </p>
        ) : null}
        {history.hasNextPage ? (
          <div className="flex justify-center">
            <Button
              variant="secondary"
              disabled={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              {history.isFetchingNextPage
                ? t('coins.history.loadingMore')
                : t('coins.history.loadMore')}
            </Button>
          </div>
        ) : (
          <p className="text-center text-sm text-slate-600 dark:text-indigo-300">
            {t('coins.history.allShown')}
          </p>
        )}
      </>
    );
  }

  return (
    <Screen title={t('coins.history.title')} lead={t('coins.history.lead')}>
      {content}
    </Screen>
  );
}
