import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { useRefundSession } from '../api/refund-session.ts';
import { useAdminErrorText } from '../lib/server-error.ts';
import type { AdminSessionDetail } from '../types.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { OutcomeLine, type Outcome } from './outcome-line.tsx';

const REASON_MIN = 3;
const REASON_MAX = 500;

/**
 * Gives a reading's coins back after a confirmation with a reason: a held reading is stopped and
 * its hold released, a charged one gets a refund transfer. Once only: a second try is 409.
 */
export function RefundReading({ session }: { session: AdminSessionDetail }) {
  const { t } = useTranslation();
  const errorText = useAdminErrorText();
  const refund = useRefundSession();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const trimmed = reason.trim();
  const reasonOk = trimmed.length >= REASON_MIN;
  const coins = session.coins;

  function send() {
    if (refund.isPending || !reasonOk) return;
    refund.mutate(
      { sessionId: session.id, reason: trimmed },
      {
        onSuccess: (result) => {
          setOutcome({
            ok: true,
            text: t('admin.readings.refunded', {
              count: result.coins,
              method: t(`admin.readings.refundMethods.${result.method}`),
              balance: result.balance,
            }),
          });
          setOpen(false);
          setReason('');
        },
        onError: (error) => {
          setOutcome({
            ok: false,
            text: errorText(error, { CONFLICT: t('admin.readings.refundConflict') }),
          });
          setOpen(false);
        },
      },
    );
  }

  return (
    <div className="space-y-2">
      <OutcomeLine outcome={outcome} />
      {coins === 'held' || coins === 'charged' ? (
        <Button variant="danger" onClick={() => setOpen(true)}>
          {t('admin.readings.refund')}
        </Button>
      ) : !outcome?.ok ? (
        <p className="text-sm text-slate-600 dark:text-indigo-300">
          {t(`admin.readings.noRefund.${coins}`)}
        </p>
      ) : null}
      <ConfirmDialog
        open={open}
        title={t('admin.readings.refundTitle')}
        confirmLabel={t('admin.readings.confirmRefund')}
        onConfirm={send}
        onCancel={() => setOpen(false)}
        busy={refund.isPending}
        confirmDisabled={!reasonOk}
        danger
      >
        <p>
          {t(
            session.coins === 'held' ? 'admin.readings.refundHeld' : 'admin.readings.refundCharged',
            { count: session.cost, user: session.userId },
          )}
        </p>
        <TextAreaField
          label={t('admin.readings.refundReason')}
          value={reason}
          maxLength={REASON_MAX}
          onChange={(e) => setReason(e.target.value)}
          hint={reasonOk ? undefined : t('admin.common.reasonShort')}
        />
      </ConfirmDialog>
    </div>
  );
}
