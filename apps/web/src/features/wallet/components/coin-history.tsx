import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { coinTransactionsKey, useRecentCoinTransactions } from '../api/coin-transactions.ts';
import { BALANCE_UPDATED_EVENT } from '../stores/wallet-store.ts';
import { CoinTransactionRow } from './coin-transaction-row.tsx';

/** Any coin movement (a reading, a purchase, another tab) refreshes the lists of them. */
export function useRefreshOnBalanceChange() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: coinTransactionsKey });
    window.addEventListener(BALANCE_UPDATED_EVENT, refetch);
    return () => window.removeEventListener(BALANCE_UPDATED_EVENT, refetch);
  }, [queryClient]);
}

/** The profile's card: the latest few coin movements and the way to the whole history. */
export function CoinHistory({ fullHistoryPath }: { fullHistoryPath: string }) {
  const { t } = useTranslation();
  const history = useRecentCoinTransactions();
  const data = history.data;
  useRefreshOnBalanceChange();

  return (
    <Card className="flex flex-col gap-3" aria-labelledby="coin-history-title">
      <h2 id="coin-history-title" className="text-lg font-bold">
        {t('coins.history.title')}
      </h2>
      {history.isPending ? <p>{t('coins.history.loading')}</p> : null}
      {history.isError && !data ? (
        <div className="flex flex-col gap-3">
          <p role="alert">{t('coins.history.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void history.refetch()}>
            {t('coins.history.retry')}
          </Button>
        </div>
      ) : null}
      {data && data.items.length === 0 ? (
        <p className="text-slate-700 dark:text-indigo-200">{t('coins.history.empty')}</p>
      ) : null}
      {data && data.items.length > 0 ? (
        <>
          <ul
            className="-mx-4 divide-y divide-amber-100 dark:divide-indigo-800"
            data-testid="coin-history"
          >
            {data.items.map((item) => (
              <CoinTransactionRow key={`${item.status}:${item.id}`} item={item} />
            ))}
          </ul>
          <Link
            to={fullHistoryPath}
            className="self-start font-semibold text-indigo-800 underline underline-offset-4 hover:text-indigo-600 dark:text-amber-300 dark:hover:text-amber-200"
          >
            {t('coins.history.seeAll')}
          </Link>
        </>
      ) : null}
    </Card>
  );
}
