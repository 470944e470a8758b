import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { usePayments, type PaymentFilters } from '../api/get-payments.ts';
import { useReviewPayment } from '../api/review-payment.ts';
import { useSlipImage } from '../api/slip-image.ts';
import { formatBaht, formatDateTime } from '../lib/dates.ts';
import { isUuid } from '../lib/ids.ts';
import { useAdminErrorText } from '../lib/server-error.ts';
import { useFilterDraft, useListParams } from '../lib/use-list-params.ts';
import type { AdminPayment, PaymentStatus } from '../types.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Fact } from './facts.tsx';
import { FilterForm } from './filter-form.tsx';
import { ListState } from './list-state.tsx';
import { Pager } from './pager.tsx';
import { Pill, type PillTone } from './pill.tsx';

const STATUSES: readonly PaymentStatus[] = [
  'verifying',
  'pending',
  'success',
  'failed',
  'expired',
  'cancelled',
];
const METHODS = ['promptpay', 'card'] as const;
const STATUS_TONE: Record<PaymentStatus, PillTone> = {
  pending: 'neutral',
  verifying: 'gold',
  success: 'success',
  failed: 'danger',
  expired: 'neutral',
  cancelled: 'neutral',
};

/** The slip queue by default: payments whose slip waits for review. */
const DEFAULT_FILTERS: PaymentFilters = {
  status: 'verifying',
  method: '',
  userId: '',
  from: '',
  to: '',
};

function PaymentFiltersForm({
  filters,
  onApply,
  onClear,
}: {
  filters: PaymentFilters;
  onApply: (next: PaymentFilters) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const { draft, set } = useFilterDraft(filters);
  const [checked, setChecked] = useState(false);
  const userId = draft.userId.trim();
  const userIdError = checked && userId !== '' && !isUuid(userId);
  const rangeError = checked && draft.from !== '' && draft.to !== '' && draft.from > draft.to;

  function apply() {
    setChecked(true);
    if ((userId !== '' && !isUuid(userId)) || (draft.from && draft.to && draft.from > draft.to)) {
      return;
    }
    setChecked(false);
    onApply({ ...draft, userId });
  }

  return (
    <FilterForm onApply={apply} onClear={onClear}>
      <SelectField
        label={t('admin.payments.status')}
        value={draft.status as PaymentStatus | ''}
        placeholder={t('admin.common.all')}
        options={STATUSES.map((value) => ({
          value,
          label: t(`admin.payments.statuses.${value}`),
        }))}
        onChange={(value) => set('status', value)}
      />
      <SelectField
        label={t('admin.payments.method')}
        value={draft.method as (typeof METHODS)[number] | ''}
        placeholder={t('admin.common.all')}
        options={METHODS.map((value) => ({ value, label: t(`admin.payments.methods.${value}`) }))}
        onChange={(value) => set('method', value)}
      />
      <TextField
        className="col-span-2"
        label={t('admin.common.userId')}
        value={draft.userId}
        spellCheck={false}
        autoComplete="off"
        error={userIdError ? t('admin.common.userIdInvalid') : null}
        onChange={(e) => set('userId', e.target.value)}
      />
      <TextField
        type="date"
        label={t('admin.common.from')}
        value={draft.from}
        max={draft.to || undefined}
        onChange={(e) => set('from', e.target.value)}
      />
      <TextField
        type="date"
        label={t('admin.common.to')}
        value={draft.to}
        min={draft.from || undefined}
        error={rangeError ? t('admin.common.rangeInvalid') : null}
        onChange={(e) => set('to', e.target.value)}
      />
    </FilterForm>
  );
}

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

type Pending = { payment: AdminPayment; approve: boolean } | null;

/**
 * `/admin/payments`: slips waiting for review, each approved or rejected after a second yes; the
 * filters find any other payment (by status, method, buyer and Bangkok days).
 */
export function PaymentsQueue() {
  const { t, i18n } = useTranslation();
  const errorText = useAdminErrorText();
  const { filters, page, apply, setPage, clear } = useListParams(DEFAULT_FILTERS);
  const list = usePayments(filters, page);
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
        toast.error(t('admin.payments.failed', { message: errorText(error) }));
        close();
      },
    });
  }

  const items = list.data?.items ?? [];
  const buyerOf = (p: AdminPayment) => p.userEmail ?? p.userId;
  const isQueue = filters.status === 'verifying';
  return (
    <Screen
      title={t('admin.payments.title')}
      lead={isQueue ? t('admin.payments.lead') : t('admin.payments.leadAll')}
    >
      <PaymentFiltersForm filters={filters} onApply={apply} onClear={clear} />
      <ListState
        query={list}
        empty={isQueue ? t('admin.payments.empty') : t('admin.payments.emptyFiltered')}
      />
      <ul className="space-y-4">
        {items.map((payment) => {
          const slip = payment.slips.at(-1);
          const waiting = payment.status === 'verifying';
          return (
            <li key={payment.paymentId} data-testid="slip-review">
              <Card className="grid gap-4 sm:grid-cols-2">
                {waiting || slip ? <SlipImage payment={payment} /> : null}
                <div className="space-y-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="text-2xl font-bold tabular-nums">
                      {t('admin.common.baht', {
                        amount: formatBaht(payment.amountThb, i18n.language),
                      })}
                    </p>
                    <Pill tone={STATUS_TONE[payment.status]}>
                      {t(`admin.payments.statuses.${payment.status}`)}
                    </Pill>
                  </div>
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
                    <Fact
                      label={t('admin.payments.method')}
                      value={t(`admin.payments.methods.${payment.method}`)}
                    />
                    <Fact
                      label={t('admin.payments.createdAt')}
                      value={formatDateTime(payment.createdAt, i18n.language)}
                    />
                    {payment.failureReason ? (
                      <Fact
                        label={t('admin.payments.failureReason')}
                        value={payment.failureReason}
                      />
                    ) : null}
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
                  {waiting ? (
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
                  ) : null}
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
