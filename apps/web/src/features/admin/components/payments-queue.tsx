import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { usePayments } from '../api/get-payments.ts';
import { useReviewPayment } from '../api/review-payment.ts';
import { useSlipImage } from '../api/slip-image.ts';
import { formatBaht, formatDateTime } from '../lib/dates.ts';
import type { AdminPayment } from '../types.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Pager } from './pager.tsx';

function SlipImage({ payment }: { payment: AdminPayment }) {
  const { t } = useTranslation();
  const slip = payment.slips.at(-1);
  const image = useSlipImage(payment.paymentId, slip?.id ?? '');
  if (!slip) return <p className="text-sm">{t('admin.payments.noSlip')}</p>;
  if (image.url) {
    return (
      <a href={image.url} target="_blank" rel="noreferrer" className="block">
        <img
          src={image.url}
          alt={t('admin.payments.slipAlt', { code: payment.paymentCode })}
          className="max-h-96 w-full rounded-xl bg-slate-100 object-contain dark:bg-indigo-950"
        />
      </a>
    );
  }
  return (
    <p className="rounded-xl bg-slate-100 p-6 text-center text-sm dark:bg-indigo-950">
      {image.isError ? t('admin.payments.slipUnavailable') : t('admin.payments.slipLoading')}
    </p>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3 text-sm">
      <dt className="text-slate-600 dark:text-indigo-300">{label}</dt>
      <dd className="text-end font-medium break-all">{value}</dd>
    </div>
  );
}

type Pending = { payment: AdminPayment; approve: boolean } | null;

/** `/admin/payments`: slips waiting for review, each approved or rejected after a second yes. */
export function PaymentsQueue() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const list = usePayments('verifying', page);
  const review = useReviewPayment();
  const [pending, setPending] = useState<Pending>(null);
  const [reason, setReason] = useState('');
  const reasonOk = reason.trim().length >= 3;

  function close() {
    setPending(null);
    setReason('');
  }

  function decide() {
    if (!pending) return;
    const decision = pending.approve
      ? { paymentId: pending.payment.paymentId, approve: true as const }
      : { paymentId: pending.payment.paymentId, approve: false as const, reason: reason.trim() };
    review.mutate(decision, {
      onSuccess: () => {
        toast.success(
          decision.approve ? t('admin.payments.approved') : t('admin.payments.rejected'),
        );
        close();
      },
      onError: (error) => {
        toast.error(t('admin.payments.failed', { message: error.message }));
        close();
      },
    });
  }

  const items = list.data?.items ?? [];
  const buyerOf = (p: AdminPayment) => p.userEmail ?? p.userId;
  return (
    <Screen title={t('admin.payments.title')} lead={t('admin.payments.lead')}>
      {list.isLoading ? <p role="status">{t('admin.common.loading')}</p> : null}
      {list.isError ? (
        <div role="alert" className="space-y-2">
          <p>{t('admin.common.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('admin.common.retry')}
          </Button>
        </div>
      ) : null}
      {list.data && items.length === 0 ? <Card>{t('admin.payments.empty')}</Card> : null}
      <ul className="space-y-4">
        {items.map((payment) => {
          const slip = payment.slips.at(-1);
          return (
            <li key={payment.paymentId} data-testid="slip-review">
              <Card className="grid gap-4 sm:grid-cols-2">
                <SlipImage payment={payment} />
                <div className="space-y-3">
                  <p className="text-2xl font-bold tabular-nums">
                    {t('admin.common.baht', {
                      amount: formatBaht(payment.amountThb, i18n.language),
                    })}
                  </p>
                  <dl className="space-y-1">
                    <Fact
                      label={t('admin.payments.expected')}
                      value={t('admin.common.baht', {
                        amount: formatBaht(payment.amountThb, i18n.language),
                      })}
                    />
                    <Fact
                      label={t('admin.payments.coins')}
                      value={t('admin.common.coins', { count: payment.coins })}
                    />
                    <Fact label={t('admin.payments.buyer')} value={buyerOf(payment)} />
                    <Fact label={t('admin.payments.code')} value={payment.paymentCode} />
                    {slip ? (
                      <>
                        <Fact
                          label={t('admin.payments.sentAt')}
                          value={formatDateTime(slip.createdAt, i18n.language)}
                        />
                        <Fact
                          label={t('admin.payments.bank')}
                          value={slip.sendingBank ?? t('admin.common.none')}
                        />
                        <Fact
                          label={t('admin.payments.transRef')}
                          value={slip.transRef ?? t('admin.common.none')}
                        />
                      </>
                    ) : null}
                  </dl>
                  <div className="flex gap-2">
                    <Button onClick={() => setPending({ payment, approve: true })}>
                      {t('admin.payments.approve')}
                    </Button>
                    <Button
                      variant="secondary"
                      onClick={() => setPending({ payment, approve: false })}
                    >
                      {t('admin.payments.reject')}
                    </Button>
                  </div>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
      {list.data ? <Pager page={page} pages={list.data.totalPages} onPage={setPage} /> : null}

      <ConfirmDialog
        open={pending?.approve === true}
        title={t('admin.payments.confirmApproveTitle')}
        confirmLabel={t('admin.payments.confirmApprove')}
        onConfirm={decide}
        onCancel={close}
        busy={review.isPending}
      >
        {pending ? (
          <p>
            {t('admin.payments.confirmApproveBody', {
              amount: formatBaht(pending.payment.amountThb, i18n.language),
              coins: pending.payment.coins,
              buyer: buyerOf(pending.payment),
            })}
          </p>
        ) : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={pending?.approve === false}
        title={t('admin.payments.confirmRejectTitle')}
        confirmLabel={t('admin.payments.confirmReject')}
        onConfirm={decide}
        onCancel={close}
        busy={review.isPending}
        confirmDisabled={!reasonOk}
        danger
      >
        <TextAreaField
          label={t('admin.payments.rejectReason')}
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
          hint={reasonOk ? undefined : t('admin.payments.rejectReasonShort')}
        />
      </ConfirmDialog>
    </Screen>
  );
}
