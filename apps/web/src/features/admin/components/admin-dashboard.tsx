import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useOverview } from '../api/get-overview.ts';
import { useReconcile } from '../api/get-reconcile.ts';
import { bangkokToday, daysBefore, daysInRange, formatBaht } from '../lib/dates.ts';
import type { Overview, Reconciliation } from '../types.ts';
import { formatNumber } from '../../../lib/format-number.ts';

const DailyChart = lazy(async () => ({
  default: (await import('./daily-chart.tsx')).DailyChart,
}));

/** The overview's default: the last 30 Bangkok days, today included. */
const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;

function Stat({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: string;
  note?: string;
  testId: string;
}) {
  return (
    <Card className="space-y-1 p-4" data-testid={testId}>
      <h2 className="text-sm font-medium text-slate-600 dark:text-indigo-300">{label}</h2>
      <p className="text-2xl font-bold text-indigo-950 tabular-nums dark:text-amber-100">{value}</p>
      {note ? <p className="text-xs text-slate-600 dark:text-indigo-300">{note}</p> : null}
    </Card>
  );
}

function sum(values: Record<string, number>): number {
  return Object.values(values).reduce((a, b) => a + b, 0);
}

function Totals({ overview }: { overview: Overview }) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <Stat
        testId="stat-revenue"
        label={t('admin.dashboard.revenue')}
        value={t('admin.common.baht', {
          amount: formatBaht(overview.revenueThb.total, i18n.language),
        })}
      />
      <Stat
        testId="stat-users"
        label={t('admin.dashboard.users')}
        value={n(overview.users.total)}
        note={t('admin.dashboard.usersNew', {
          today: overview.users.newToday,
          week: overview.users.new7d,
        })}
      />
      <Stat
        testId="stat-guests"
        label={t('admin.dashboard.guests')}
        value={n(overview.guests.newInRange)}
      />
      <Stat
        testId="stat-readings"
        label={t('admin.dashboard.readings')}
        value={n(sum(overview.readingsByKind))}
      />
      <Stat
        testId="stat-spent"
        label={t('admin.dashboard.coinsSpent')}
        value={n(overview.coins.spent)}
      />
      <Stat
        testId="stat-bought"
        label={t('admin.dashboard.coinsBought')}
        value={n(overview.coins.bought)}
      />
      <Stat
        testId="stat-granted"
        label={t('admin.dashboard.coinsGranted')}
        value={n(overview.coins.granted)}
      />
      <Stat
        testId="stat-refunded"
        label={t('admin.dashboard.coinsRefunded')}
        value={n(overview.coins.refunded)}
      />
      <Stat
        testId="stat-active"
        label={t('admin.dashboard.activeToday')}
        value={n(overview.dailyActiveUsers.at(-1)?.count ?? 0)}
      />
    </div>
  );
}

const LEDGER_ISSUES = [
  'unbalancedTransfers',
  'mismatches',
  'heldMismatches',
  'negativeBalances',
  'heldOverBalance',
] as const;

function Ledger({ result }: { result: Reconciliation }) {
  const { t } = useTranslation();
  if (result.ok) {
    return (
      <p className="font-semibold text-emerald-700 dark:text-emerald-300" data-testid="ledger">
        ✓ {t('admin.dashboard.ledgerOk', { count: result.walletsChecked })}
      </p>
    );
  }
  return (
    <div className="space-y-2" data-testid="ledger">
      <p className="font-semibold text-red-700 dark:text-red-300">
        ✗ {t('admin.dashboard.ledgerBad')}
      </p>
      {LEDGER_ISSUES.filter((issue) => (result[issue] ?? []).length > 0).map((issue) => (
        <details key={issue} className="text-sm">
          <summary>
            {t(`admin.dashboard.ledgerIssue.${issue}`)} ({result[issue].length})
          </summary>
          <pre className="mt-1 overflow-x-auto rounded-lg bg-slate-100 p-2 text-xs dark:bg-indigo-950">
            {JSON.stringify(result[issue], null, 2)}
          </pre>
        </details>
      ))}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-bold text-indigo-950 dark:text-amber-100">{title}</h2>
      {children}
    </Card>
  );
}

/** `/admin`: the totals of a range of days, the daily chart, the slips waiting and the ledger check. */
export function AdminDashboard({ paymentsPath }: { paymentsPath: string }) {
  const { t } = useTranslation();
  const [to, setTo] = useState(() => bangkokToday());
  const [from, setFrom] = useState(() => daysBefore(bangkokToday(), DEFAULT_DAYS - 1));
  const days = daysInRange(from, to);
  const rangeOk = Number.isFinite(days) && days >= 1 && days <= MAX_DAYS;
  const [range, setRange] = useState({ from, to });
  if (rangeOk && (range.from !== from || range.to !== to)) setRange({ from, to });
  const overview = useOverview(range.from, range.to);
  const ledger = useReconcile();
  const data = overview.data;

  return (
    <Screen title={t('admin.dashboard.title')}>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          type="date"
          label={t('admin.dashboard.from')}
          value={from}
          max={to}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField
          type="date"
          label={t('admin.dashboard.to')}
          value={to}
          min={from}
          onChange={(e) => setTo(e.target.value)}
        />
      </div>
      {rangeOk ? null : (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t('admin.dashboard.rangeInvalid')}
        </p>
      )}

      {data ? (
        <Card className="flex flex-wrap items-center justify-between gap-3" data-testid="waiting">
          <p className="font-semibold">
            {data.paymentsWaitingReview > 0
              ? t('admin.dashboard.waiting', { count: data.paymentsWaitingReview })
              : t('admin.dashboard.waitingNone')}
          </p>
          <Link
            to={paymentsPath}
            className={buttonClassName(data.paymentsWaitingReview > 0 ? 'gold' : 'secondary')}
          >
            {t('admin.dashboard.openQueue')}
          </Link>
        </Card>
      ) : null}

      {overview.isError && !data ? (
        <div role="alert" className="space-y-2">
          <p>{t('admin.common.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void overview.refetch()}>
            {t('admin.common.retry')}
          </Button>
        </div>
      ) : null}
      {!data && overview.isLoading ? <p role="status">{t('admin.common.loading')}</p> : null}
      {data ? <Totals overview={data} /> : null}

      {data ? (
        <Section title={t('admin.dashboard.chartTitle')}>
          {data.series.length === 0 ? (
            <p>{t('admin.dashboard.chartEmpty')}</p>
          ) : (
            <Suspense fallback={<div className="h-[200px]" />}>
              <DailyChart
                series={data.series}
                revenueLabel={t('admin.dashboard.chartRevenue')}
                readingsLabel={t('admin.dashboard.chartReadings')}
              />
            </Suspense>
          )}
        </Section>
      ) : null}

      <Section title={t('admin.dashboard.ledgerTitle')}>
        {ledger.data ? <Ledger result={ledger.data} /> : null}
        {ledger.isLoading ? <p role="status">{t('admin.dashboard.ledgerChecking')}</p> : null}
        {ledger.isError ? <p role="alert">{t('admin.common.loadFailed')}</p> : null}
      </Section>
    </Screen>
  );
}
