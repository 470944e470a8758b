import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { CoinIcon } from '../../../components/ui/icons.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { formatNumber } from '../../../lib/format-number.ts';

/** One card of the hub: a reading, where it opens, what it costs. */
export interface HubEntry {
  id: string;
  title: string;
  description: string;
  path: string;
  icon: ReactNode;
  /** Coins, when the price list has loaded (a kind without a price shows none). */
  cost?: number | undefined;
  /** A visitor may try it free before signing in (the day's เซียมซี). */
  freeToTry?: boolean;
}

/** Every reading as a card that opens its screen, with what it costs (spec §2 `/fortune`). */
export function FortuneHub({ entries }: { entries: readonly HubEntry[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Screen title={t('fortune.title')} lead={t('fortune.subtitle')}>
      <ul className="grid gap-3 sm:grid-cols-2" data-testid="reading-kinds">
        {entries.map((entry) => (
          <li key={entry.id}>
            <Link
              to={entry.path}
              className="flex h-full gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-amber-200 transition hover:ring-amber-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 dark:bg-indigo-900/70 dark:ring-indigo-800 dark:hover:ring-amber-300"
            >
              <span
                aria-hidden="true"
                className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-800 dark:bg-indigo-800 dark:text-amber-300"
              >
                {entry.icon}
              </span>
              <span className="flex min-w-0 flex-col gap-1">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-indigo-950 dark:text-amber-100">
                    {entry.title}
                  </span>
                  {entry.cost !== undefined ? (
                    <Badge>
                      <CoinIcon className="me-1 size-3.5" />
                      {t('fortune.price', { amount: formatNumber(entry.cost, i18n.language) })}
                    </Badge>
                  ) : null}
                  {entry.freeToTry ? <Badge tone="success">{t('fortune.freeToTry')}</Badge> : null}
                </span>
                <span className="text-sm text-slate-700 dark:text-indigo-200">
                  {entry.description}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Screen>
  );
}
