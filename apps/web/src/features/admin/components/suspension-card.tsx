import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { useSuspension } from '../api/get-suspension.ts';
import { useRestoreUser } from '../api/restore-user.ts';
import { useSuspendUser } from '../api/suspend-user.ts';
import { formatDateTime } from '../lib/dates.ts';
import { useAdminErrorText } from '../lib/server-error.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { OutcomeLine, type Outcome } from './outcome-line.tsx';
import { Pill } from './pill.tsx';

const REASON_MIN = 3;
const REASON_MAX = 500;

/**
 * Whether the account is suspended, and suspending (a reason required) or restoring it (a reason
 * optional), each after a confirmation.
 */
export function SuspensionCard({ userId, userLabel }: { userId: string; userLabel: string }) {
  const { t, i18n } = useTranslation();
  const errorText = useAdminErrorText();
  const state = useSuspension(userId);
  const suspend = useSuspendUser();
  const restore = useRestoreUser();
  const [asking, setAsking] = useState<'suspend' | 'restore' | null>(null);
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const trimmed = reason.trim();
  const busy = suspend.isPending || restore.isPending;
  const suspendedAt = state.data?.suspendedAt ?? null;
  const known = state.data !== undefined;

  function close() {
    setAsking(null);
    setReason('');
  }

  function send() {
    if (busy || !asking) return;
    if (asking === 'suspend') {
      if (trimmed.length < REASON_MIN) return;
      suspend.mutate(
        { userId, reason: trimmed },
        {
          onSuccess: () => setOutcome({ ok: true, text: t('admin.suspension.suspendedDone') }),
          onError: (error) =>
            setOutcome({
              ok: false,
              text: errorText(error, {
                CONFLICT: t('admin.suspension.suspendConflict'),
                VALIDATION_FAILED: t('admin.suspension.invalid'),
              }),
            }),
          onSettled: close,
        },
      );
      return;
    }
    restore.mutate(
      { userId, reason: trimmed },
      {
        onSuccess: () => setOutcome({ ok: true, text: t('admin.suspension.restoredDone') }),
        onError: (error) =>
          setOutcome({
            ok: false,
            text: errorText(error, { CONFLICT: t('admin.suspension.restoreConflict') }),
          }),
        onSettled: close,
      },
    );
  }

  return (
    <Card className="space-y-3" data-testid="suspension">
      <h2 className="text-lg font-bold">{t('admin.suspension.title')}</h2>
      {state.isLoading ? <p role="status">{t('admin.common.loading')}</p> : null}
      {known ? (
        suspendedAt ? (
          <div className="space-y-1">
            <Pill tone="danger">
              {t('admin.suspension.suspended', {
                date: formatDateTime(suspendedAt, i18n.language),
              })}
            </Pill>
            {state.data?.suspendedReason ? (
              <p className="text-sm">
                {t('admin.common.reasonShown', { reason: state.data.suspendedReason })}
              </p>
            ) : null}
          </div>
        ) : (
          <Pill tone="success">{t('admin.suspension.active')}</Pill>
        )
      ) : state.isError ? (
        <p className="text-sm">{t('admin.suspension.unknown')}</p>
      ) : null}
      <OutcomeLine outcome={outcome} />
      <div className="flex flex-wrap gap-2">
        {!known || !suspendedAt ? (
          <Button variant="danger" disabled={busy} onClick={() => setAsking('suspend')}>
            {t('admin.suspension.suspend')}
          </Button>
        ) : null}
        {!known || suspendedAt ? (
          <Button variant="secondary" disabled={busy} onClick={() => setAsking('restore')}>
            {t('admin.suspension.restore')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={asking === 'suspend'}
        title={t('admin.suspension.suspendTitle')}
        confirmLabel={t('admin.suspension.confirmSuspend')}
        onConfirm={send}
        onCancel={close}
        busy={busy}
        confirmDisabled={trimmed.length < REASON_MIN}
        danger
      >
        <p>{t('admin.suspension.suspendBody', { user: userLabel })}</p>
        <TextAreaField
          label={t('admin.suspension.suspendReason')}
          value={reason}
          maxLength={REASON_MAX}
          hint={trimmed.length < REASON_MIN ? t('admin.common.reasonShort') : undefined}
          onChange={(e) => setReason(e.target.value)}
        />
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'restore'}
        title={t('admin.suspension.restoreTitle')}
        confirmLabel={t('admin.suspension.confirmRestore')}
        onConfirm={send}
        onCancel={close}
        busy={busy}
        confirmDisabled={trimmed.length > 0 && trimmed.length < REASON_MIN}
      >
        <p>{t('admin.suspension.restoreBody', { user: userLabel })}</p>
        <TextAreaField
          label={t('admin.suspension.restoreReason')}
          value={reason}
          maxLength={REASON_MAX}
          hint={
            trimmed.length > 0 && trimmed.length < REASON_MIN
              ? t('admin.common.reasonShort')
              : undefined
          }
          onChange={(e) => setReason(e.target.value)}
        />
      </ConfirmDialog>
    </Card>
  );
}
