import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useAdjustCoins } from '../api/adjust-coins.ts';
import { useAdminErrorText } from '../lib/server-error.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

const MAX_ABS = 10_000_000;

function newKey(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * Adds or deducts coins with a reason, after a confirmation. One Idempotency-Key belongs to one
 * submission: a retry (double click, a failed answer) sends the same key, so the server adjusts
 * once; only a new amount or reason starts a new key.
 */
export function AdjustCoinsForm({ userId, userLabel }: { userId: string; userLabel: string }) {
  const { t } = useTranslation();
  const errorText = useAdminErrorText();
  const adjust = useAdjustCoins();
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const key = useRef<string | null>(null);

  const amount = Number(amountText.trim());
  function edit(apply: () => void) {
    apply();
    key.current = null;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (!/^-?\d+$/.test(amountText.trim()) || amount === 0 || Math.abs(amount) > MAX_ABS) {
      next.amount = t('admin.users.adjustAmountInvalid');
    }
    if (reason.trim().length < 3) next.reason = t('admin.users.adjustReasonShort');
    setErrors(next);
    if (next.amount || next.reason) return;
    setConfirming(true);
  }

  function send() {
    if (adjust.isPending) return;
    key.current ??= newKey();
    adjust.mutate(
      { userId, amount, reason: reason.trim(), idempotencyKey: key.current },
      {
        onSuccess: (transfer) => {
          toast.success(t('admin.users.adjusted', { count: transfer.balanceAfter }));
          key.current = null;
          setAmountText('');
          setReason('');
          setConfirming(false);
        },
        onError: (error) => {
          toast.error(t('admin.users.adjustFailed', { message: errorText(error) }));
          setConfirming(false);
        },
      },
    );
  }

  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-bold">{t('admin.users.adjustTitle')}</h2>
      <form noValidate onSubmit={submit} className="space-y-3">
        <TextField
          label={t('admin.users.adjustAmount')}
          inputMode="numeric"
          value={amountText}
          error={errors.amount}
          onChange={(e) => edit(() => setAmountText(e.target.value))}
        />
        <TextAreaField
          label={t('admin.users.adjustReason')}
          hint={t('admin.users.adjustReasonHint')}
          value={reason}
          maxLength={500}
          error={errors.reason}
          onChange={(e) => edit(() => setReason(e.target.value))}
        />
        <Button type="submit" disabled={adjust.isPending}>
          {t('admin.users.adjustSubmit')}
        </Button>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('admin.users.adjustConfirmTitle')}
        confirmLabel={t('admin.users.adjustConfirm')}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
        busy={adjust.isPending}
        danger={amount < 0}
      >
        <p>
          {t(amount < 0 ? 'admin.users.adjustConfirmRemove' : 'admin.users.adjustConfirmAdd', {
            count: Math.abs(amount),
            user: userLabel,
            reason: reason.trim(),
          })}
        </p>
      </ConfirmDialog>
    </Card>
  );
}
