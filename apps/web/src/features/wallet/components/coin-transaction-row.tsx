import { useTranslation } from 'react-i18next';
import type { CoinTransaction } from '../api/coin-transactions.ts';
import {
  timeOfDay,
  transactionStatusNote,
  transactionTitle,
} from '../lib/coin-transaction-words.ts';

const AMOUNT_TONE = {
  in: 'text-emerald-700 dark:text-emerald-300',
  out: 'text-indigo-950 dark:text-amber-50',
  held: 'text-amber-800 dark:text-amber-300',
  voided: 'text-slate-500 line-through dark:text-indigo-300',
} as const;

/**
 * One movement of coins: what it was, when, how many (+ in, − out) and what was left. Held coins
 * say so instead of a balance (nothing has left the wallet yet); released ones are struck out.
 */
export function CoinTransactionRow({ item }: { item: CoinTransaction }) {
  const { t } = useTranslation();
  const note = transactionStatusNote(t, item);
  const tone = item.status === 'posted' ? AMOUNT_TONE[item.direction] : AMOUNT_TONE[item.status];
  const amount =
    item.direction === 'in'
      ? t('coins.history.coinsIn', { count: item.amount })
      : t('coins.history.coinsOut', { count: item.amount });
  const amountLabel =
    item.direction === 'in'
      ? t('coins.history.coinsInLabel', { count: item.amount })
      : t('coins.history.coinsOutLabel', { count: item.amount });

  return (
    <li
      className="flex items-start gap-3 px-4 py-3"
      data-testid="coin-transaction"
      data-status={item.status}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-indigo-950 dark:text-amber-50">
          {transactionTitle(t, item)}
        </p>
        <p className="text-xs text-slate-600 dark:text-indigo-300">
          <time dateTime={item.createdAt}>{timeOfDay(t, item.createdAt)}</time>
          {note ? (
            <>
              {' · '}
              <span
                className={
                  item.status === 'held' ? 'font-semibold text-amber-800 dark:text-amber-300' : ''
                }
              >
                {note}
              </span>
            </>
          ) : null}
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end">
        <span className={`font-bold tabular-nums ${tone}`}>
          <span aria-hidden="true">{amount}</span>
          <span className="sr-only">{amountLabel}</span>
        </span>
        {item.status === 'posted' ? (
          <span className="text-xs text-slate-600 tabular-nums dark:text-indigo-300">
            {t('coins.history.balanceAfter', { count: item.balanceAfter })}
          </span>
        ) : null}
      </div>
    </li>
  );
}
