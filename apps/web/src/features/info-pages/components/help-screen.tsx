import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { paths } from '../../../config/paths.ts';
import { matchesQuery } from '../lib/faq-search.ts';

/** The questions, by section, as they are true of the product (README, spec). */
export const FAQ_SECTIONS = {
  coins: ['coinsWhat', 'coinsWelcome', 'coinsCost', 'coinsInvite'],
  payments: ['paymentMethods', 'paymentQr', 'paymentPending', 'paymentRefund'],
  slips: ['slipHow', 'slipReview', 'slipReused'],
  readings: ['readingsFree', 'readingsStart', 'readingsRefund', 'readingsPalm', 'readingsShare'],
  account: ['accountSignIn', 'accountGuest', 'accountExport', 'accountDelete'],
} as const;
type Section = keyof typeof FAQ_SECTIONS;
const SECTIONS = Object.keys(FAQ_SECTIONS) as Section[];

/** `/help`: the FAQ, filtered as the visitor types. */
export function HelpScreen() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const searching = query.trim().length > 0;

  const found = SECTIONS.map((section) => ({
    section,
    questions: FAQ_SECTIONS[section].filter((key) =>
      matchesQuery(query, t(`help.faq.${key}.question`), t(`help.faq.${key}.answer`)),
    ),
  })).filter((group) => group.questions.length > 0);
  const count = found.reduce((sum, group) => sum + group.questions.length, 0);

  return (
    <Screen title={t('help.title')} lead={t('help.intro')}>
      <div role="search" className="space-y-2">
        <label htmlFor={searchId} className="block font-semibold">
          {t('help.searchLabel')}
        </label>
        <div className="relative">
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('help.searchPlaceholder')}
            autoComplete="off"
            className="min-h-12 w-full appearance-none rounded-2xl [&::-webkit-search-cancel-button]:appearance-none border border-amber-300 bg-white px-4 pe-12 text-base text-indigo-950 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-amber-500 dark:border-indigo-700 dark:bg-indigo-900 dark:text-amber-50 dark:placeholder:text-indigo-300"
          />
          {searching ? (
            <button
              type="button"
              onClick={() => setQuery('')}
              aria-label={t('help.clear')}
              className="absolute inset-y-0 end-1 my-auto size-10 rounded-full text-xl text-slate-600 hover:bg-amber-100 dark:text-indigo-200 dark:hover:bg-indigo-800"
            >
              ×
            </button>
          ) : null}
        </div>
        <p aria-live="polite" className="text-sm text-slate-700 dark:text-indigo-200">
          {searching
            ? count > 0
              ? t('help.resultCount', { count })
              : t('help.noResults', { query: query.trim() })
            : null}
        </p>
      </div>

      {found.map(({ section, questions }) => (
        <section key={section} aria-labelledby={`faq-${section}`} className="space-y-3">
          <h2
            id={`faq-${section}`}
            className="text-lg font-bold text-indigo-950 dark:text-amber-100"
          >
            {t(`help.sections.${section}`)}
          </h2>
          {questions.map((key) => (
            <details
              key={key}
              data-testid="faq-item"
              // Searching, the matches open: the answer is what was looked for.
              open={searching || undefined}
              className="group rounded-2xl bg-white p-4 shadow-sm ring-1 ring-amber-200 dark:bg-indigo-900/70 dark:ring-indigo-800"
            >
              <summary className="cursor-pointer list-none font-semibold marker:hidden focus-visible:outline-2 focus-visible:outline-amber-500">
                <span className="flex items-center justify-between gap-3">
                  {t(`help.faq.${key}.question`)}
                  <span aria-hidden="true" className="transition-transform group-open:rotate-45">
                    +
                  </span>
                </span>
              </summary>
              <p className="mt-3 leading-relaxed text-slate-700 dark:text-indigo-100">
                {t(`help.faq.${key}.answer`)}
              </p>
            </details>
          ))}
        </section>
      ))}

      <Card className="text-center">
        <h2 className="text-lg font-semibold">{t('help.moreTitle')}</h2>
        <Link to={paths.support} className={buttonClassName('primary', 'mt-3')}>
          {t('help.contactLink')}
        </Link>
      </Card>
    </Screen>
  );
}
