import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ArrowRightIcon } from '../../components/ui/icons.tsx';
import { Screen } from '../../components/ui/screen.tsx';
import { paths, PRODUCT_CHAT_TEST_SUFFIX } from '../../config/paths.ts';
import { api, requireData } from '../../lib/api-client.ts';
import { formatNumber } from '../../lib/format-number.ts';

interface Health {
  status: 'ok' | 'degraded';
  db: 'ok' | 'down';
  version: string;
  uptimeS: number;
}

/** The test pages of spec §2 that support opens from here. */
const TEST_PAGES = [
  { to: paths.palmAnalysisTest, label: 'palm.testHub.pages.palm' },
  { to: `/palm${PRODUCT_CHAT_TEST_SUFFIX}`, label: 'palm.testHub.pages.chat' },
] as const;

/** `/test`: the list of test pages and the server's health (`GET /health`). */
export function TestRoute() {
  const { t, i18n } = useTranslation();
  const health = useQuery({
    queryKey: ['system', 'health'],
    queryFn: async () => requireData(await api.get<Health>('/health', { maxRetries: 0 })),
    retry: false,
    staleTime: 0,
  });
  const stateText = (value: 'ok' | 'degraded' | 'down') => t(`palm.testHub.${value}`);

  return (
    <Screen title={t('screens.test')} lead={t('palm.testHub.lead')}>
      <section aria-labelledby="test-pages-heading" className="flex flex-col gap-3">
        <h2
          id="test-pages-heading"
          className="text-lg font-bold text-indigo-950 dark:text-amber-100"
        >
          {t('palm.testHub.pagesTitle')}
        </h2>
        <ul className="flex flex-col gap-2">
          {TEST_PAGES.map((page) => (
            <li key={page.to}>
              <Link
                to={page.to}
                className="flex min-h-12 items-center justify-between gap-3 rounded-2xl bg-white px-4 py-3 font-semibold text-indigo-900 ring-1 ring-amber-200 hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-amber-500 dark:bg-indigo-900/70 dark:text-amber-100 dark:ring-indigo-800"
              >
                <span>
                  {t(page.label)}
                  <span className="block text-xs font-normal text-slate-600 dark:text-indigo-300">
                    {page.to}
                  </span>
                </span>
                <ArrowRightIcon className="size-5 shrink-0" />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <Card className="flex flex-col gap-3" aria-labelledby="test-health-heading">
        <h2 id="test-health-heading" className="text-lg font-bold">
          {t('palm.testHub.healthTitle')}{' '}
          <code className="text-sm font-normal">/api/v1/health</code>
        </h2>
        <div aria-live="polite">
          {health.isPending || health.isFetching ? (
            <p>{t('palm.testHub.checking')}</p>
          ) : health.isError ? (
            <p role="alert" className="text-red-700 dark:text-red-300">
              {t('palm.testHub.failed')}
            </p>
          ) : (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-testid="health">
              <dt>{t('palm.testHub.status')}</dt>
              <dd className="font-semibold">{stateText(health.data.status)}</dd>
              <dt>{t('palm.testHub.database')}</dt>
              <dd className="font-semibold">{stateText(health.data.db)}</dd>
              <dt>{t('palm.testHub.version')}</dt>
              <dd className="font-semibold">{health.data.version}</dd>
              <dt>{t('palm.testHub.uptime')}</dt>
              <dd className="font-semibold">
                {t('palm.testHub.uptimeValue', {
                  seconds: formatNumber(health.data.uptimeS, i18n.language),
                })}
              </dd>
            </dl>
          )}
        </div>
        <Button
          variant="secondary"
          onClick={() => void health.refetch()}
          disabled={health.isFetching}
        >
          {t('palm.testHub.refresh')}
        </Button>
      </Card>
    </Screen>
  );
}
