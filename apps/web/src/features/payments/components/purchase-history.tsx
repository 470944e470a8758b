import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { usePackages } from '../api/packages.ts';
import { usePurchases } from '../api/purchases.ts';
import { formatNumber } from '../../../lib/format-number.ts';
import { formatBaht, formatDateTime } from '../lib/format.ts';
import { paymentPath } from '../lib/payment-path.ts';
import type { Payment } from '../types.ts';
import { PaymentStatusBadge } from './payment-status-badge.tsx';

/**
 * Where an unpaid purchase is paid: its QR screen here, or the card checkout (Stripe's, or the
 * sandbox page) it was sent to. Null once it can no longer be paid.
 */
function continueTarget(payment: Payment): { to: string } | { href: string } | null {
  if (payment.status !== 'pending' || Date.parse(payment.expiresAt) <= Date.now()) return null;
  if (payment.method === 'promptpay') return { to: paymentPath(payment.paymentId) };
  return payment.checkoutUrl ? { href: payment.checkoutUrl } : null;
}

const continueClassName = 'text-sm font-semibold text-indigo-800 underline dark:text-amber-300';

function ContinueLink({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const target = continueTarget(payment);
  if (!target) return null;
  // The card checkout is another site (or the server's page): a full navigation, not a route.
  return 'to' in target ? (
    <Link to={target.to} className={continueClassName}>
      {t('payments.history.continue')}
    </Link>
  ) : (
    <a href={target.href} className={continueClassName}>
      {t('payments.history.continue')}
    </a>
  );
}

/** The signed-in user's coin purchases, newest first, with their status. */
export function PurchaseHistory() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [page, setPage] = useState(1);
  const purchases = usePurchases(page, true);
  const packages = usePackages();
  const packageName = (id: string) => {
    const item = packages.data?.find((p) => p.id === id);
    if (!item) return id;
    return language === 'en' ? item.nameEn : item.nameTh;
  };
  const data = purchases.data;

  return (
    <Card className="flex flex-col gap-4" aria-labelledby="purchase-history-title">
      <h2 id="purchase-history-title" className="text-lg font-bold">
        {t('payments.history.title')}
      </h2>
      {purchases.isPending ? <p>{t('payments.history.loading')}</p> : null}
      {purchases.isError && !data ? (
        <div className="flex flex-col gap-3">
          <p role="alert">{t('payments.history.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void purchases.refetch()}>
            {t('payments.retry')}
          </Button>
        </div>
      ) : null}
      {data && data.items.length === 0 ? (
        <p className="text-slate-700 dark:text-indigo-200">{t('payments.history.empty')}</p>
      ) : null}
      {data && data.items.length > 0 ? (
        <ul className="divide-y divide-amber-100 dark:divide-indigo-800" data-testid="purchases">
          {data.items.map((payment) => (
            <li key={payment.paymentId} className="flex items-start gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {t('payments.coins', { amount: formatNumber(payment.coins, language) })}
                </p>
                <p className="text-sm text-slate-700 dark:text-indigo-200">
                  {packageName(payment.packageId)} ·{' '}
                  {t(`payments.history.methods.${payment.method}`)}
                </p>
                <p className="text-xs text-slate-600 dark:text-indigo-300">
                  {formatDateTime(payment.createdAt, language)}
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <span className="font-bold">
                  {t('payments.baht', { amount: formatBaht(payment.amountThb, language) })}
                </span>
                <PaymentStatusBadge status={payment.status}>
                  {t(`payments.history.status.${payment.status}`)}
                </PaymentStatusBadge>
                <ContinueLink payment={payment} />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {data && data.totalPages > 1 ? (
        <div className="flex items-center justify-between gap-2 text-sm">
          <Button
            variant="secondary"
            disabled={!data.hasPreviousPage || purchases.isFetching}
            onClick={() => setPage((p) => Math.max(1, p - 1))}
          >
            {t('payments.history.previous')}
          </Button>
          <span>{t('payments.history.pageOf', { page: data.page, pages: data.totalPages })}</span>
          <Button
            variant="secondary"
            disabled={!data.hasNextPage || purchases.isFetching}
            onClick={() => setPage((p) => p + 1)}
          >
            {t('payments.history.next')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
