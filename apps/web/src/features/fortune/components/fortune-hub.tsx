import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { CoinIcon } from '../../../components/ui/icons.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { READING_KINDS } from '../reading-kinds.ts';
import { ReadingKindIcon } from './reading-kind-icon.tsx';

interface FortuneHubProps {
  /**
   * Coins per reading kind id (`palm`, `career`, …) from the price list; a kind without a price
   * (still loading, or the list failed) shows none.
   */
  costs?: Partial<Record<string, number>>;
}

/** Every reading kind as a card that opens its screen, with what it costs. */
export function FortuneHub({ costs }: FortuneHubProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-US' : 'th-TH';
  return (
    <Screen title={t('fortune.title')} lead={t('fortune.subtitle')}>
      <ul className="grid gap-3 sm:grid-cols-2" data-testid="reading-kinds">
        {READING_KINDS.map((kind) => (
          <li key={kind.id}>
            <Link
              to={kind.path}
              className="flex h-full gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-amber-200 transition hover:ring-amber-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 dark:bg-indigo-900/70 dark:ring-indigo-800 dark:hover:ring-amber-300"
            >
              <span
                aria-hidden="true"
                className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-800 dark:bg-indigo-800 dark:text-amber-300"
              >
                <ReadingKindIcon kind={kind.id} />
              </span>
              <span className="flex min-w-0 flex-col gap-1">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-indigo-950 dark:text-amber-100">
                    {t(`fortune.kinds.${kind.key}.title`)}
                  </span>
                  {costs?.[kind.id] !== undefined ? (
                    <Badge>
                      <CoinIcon className="me-1 size-3.5" />
                      {t('fortune.price', { amount: costs[kind.id]?.toLocaleString(locale) })}
                    </Badge>
                  ) : null}
                </span>
                <span className="text-sm text-slate-700 dark:text-indigo-200">
                  {t(`fortune.kinds.${kind.key}.description`)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Screen>
  );
}
