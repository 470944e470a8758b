import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { paths } from '../../../config/paths.ts';
import { useObjectUrl } from '../../../lib/use-object-url.ts';
import { isConnectionProblem, usePaymentStatus } from '../api/payment-status.ts';
import { downloadQrImage, useQrImage } from '../api/qr-image.ts';
import { failureDetailOf, failureReasonOf, type FailureReason } from '../lib/failure-reason.ts';
import { formatNumber } from '../../../lib/format-number.ts';
import { formatBaht, formatCountdown } from '../lib/format.ts';
import { announcePaymentSucceeded } from '../lib/payment-events.ts';
import { useCountdown } from '../lib/use-countdown.ts';
import type { Payment, PaymentStatus } from '../types.ts';
import { PaymentFailureModal } from './payment-failure-modal.tsx';
import { PaymentStatusBadge } from './payment-status-badge.tsx';
import { PaymentSuccessModal } from './payment-success-modal.tsx';
import { SignInPrompt } from './sign-in-prompt.tsx';
import { SlipUpload } from './slip-upload.tsx';

/** The sandbox provider's bank simulator for a payment (development and tests only). */
export function sandboxPagePath(paymentId: string): string {
  return `/api/v1/sandbox/payments/${encodeURIComponent(paymentId)}`;
}

interface PaymentScreenProps {
  signedIn: boolean;
  checkingSignIn?: boolean;
  onSignIn: () => void;
}

function QrImage({ payment, expired }: { payment: Payment; expired: boolean }) {
  const { t, i18n } = useTranslation();
  const image = useQrImage(payment.qrImageUrl);
  const url = useObjectUrl(image.data);
  const alt = t('payments.payment.qrAlt', { amount: formatBaht(payment.amountThb, i18n.language) });
  return (
    <div className="flex size-60 items-center justify-center rounded-2xl bg-white p-2 ring-1 ring-amber-200 dark:ring-indigo-700">
      {url ? (
        <img
          src={url}
          alt={alt}
          width={224}
          height={224}
          data-testid="payment-qr"
          className={`size-56 ${expired ? 'opacity-25 grayscale' : ''}`}
        />
      ) : (
        <p className="text-center text-sm text-slate-600">
          {image.isError ? t('payments.payment.qrFailed') : t('payments.payment.qrLoading')}
        </p>
      )}
    </div>
  );
}

function PaymentCode({ code }: { code: string }) {
  const { t } = useTranslation();
  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(code);
      toast.success(t('payments.payment.copied'));
    } catch {
      toast.error(t('payments.payment.copyFailed'));
    }
  }
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl bg-amber-50 px-4 py-2 dark:bg-indigo-950">
      <div className="min-w-0">
        <p className="text-xs text-slate-600 dark:text-indigo-300">{t('payments.payment.code')}</p>
        <p className="font-mono text-lg font-bold tracking-wider" data-testid="payment-code">
          {code}
        </p>
      </div>
      <Button
        variant="secondary"
        className="min-h-10 px-4 text-sm"
        onClick={() => void copy()}
        aria-label={t('payments.payment.copyLabel', { code })}
      >
        {t('payments.payment.copy')}
      </Button>
    </div>
  );
}

function Countdown({ secondsLeft }: { secondsLeft: number }) {
  const { t } = useTranslation();
  const urgent = secondsLeft <= 60;
  return (
    <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-indigo-200">
      {t('payments.payment.expiresIn')}
      <span
        data-testid="payment-countdown"
        role="timer"
        aria-label={t('payments.payment.expiresInLabel', {
          minutes: Math.floor(secondsLeft / 60),
          seconds: secondsLeft % 60,
        })}
        className={`font-mono text-lg font-bold tabular-nums ${urgent ? 'text-red-700 dark:text-red-300' : 'text-indigo-950 dark:text-amber-100'}`}
      >
        {formatCountdown(secondsLeft)}
      </span>
    </p>
  );
}

function SandboxBadge() {
  const { t } = useTranslation();
  return (
    <span
      data-testid="sandbox-badge"
      className="inline-flex rounded-full bg-red-700 px-3 py-1 text-sm font-bold tracking-wide whitespace-nowrap text-white"
    >
      {t('payments.payment.sandboxBadge')}
    </span>
  );
}

function SandboxNotice({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-3 bg-red-50 ring-red-200 dark:bg-red-950/40 dark:ring-red-900">
      <p className="text-sm text-red-900 dark:text-red-100">{t('payments.payment.sandboxNote')}</p>
      <a href={sandboxPagePath(paymentId)} className={buttonClassName('secondary')}>
        {t('payments.payment.sandboxLink')}
      </a>
    </Card>
  );
}

function PayingSteps() {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-lg font-bold">{t('payments.payment.steps.title')}</h2>
      <ol className="list-inside list-decimal space-y-1 text-slate-700 dark:text-indigo-200">
        <li>{t('payments.payment.steps.save')}</li>
        <li>{t('payments.payment.steps.scan')}</li>
        <li>{t('payments.payment.steps.confirm')}</li>
      </ol>
    </Card>
  );
}

/** `/payment?payment_id=…`: the PromptPay QR, its countdown, live status and the slip upload. */
export function PaymentScreen({ signedIn, checkingSignIn = false, onSignIn }: PaymentScreenProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [params] = useSearchParams();
  const paymentId = params.get('payment_id');
  const status = usePaymentStatus(paymentId, signedIn);
  const payment = status.data;
  const secondsLeft = useCountdown(payment?.expiresAt);
  const [saving, setSaving] = useState(false);
  const [dismissed, setDismissed] = useState<string | null>(null);

  // The QR ran out on this phone's clock before the server said so: show it, and ask again.
  const timedOut = payment?.status === 'pending' && secondsLeft === 0;
  const shown: PaymentStatus | undefined = timedOut ? 'expired' : payment?.status;
  const refetch = status.refetch;
  useEffect(() => {
    if (timedOut) void refetch();
  }, [timedOut, refetch]);

  useEffect(() => {
    if (payment?.status === 'success') announcePaymentSucceeded(payment);
  }, [payment]);

  const connectionLost = status.isError && isConnectionProblem(status.error);
  let failure: FailureReason | null = null;
  if (payment && shown) failure = failureReasonOf({ ...payment, status: shown });
  if (!failure && connectionLost) failure = 'connection';
  // Each problem opens the modal once (a lost connection again only after it came back).
  const failureKey =
    failure === 'connection' ? `connection:${status.dataUpdatedAt}` : (failure ?? null);

  async function saveImage() {
    if (!payment) return;
    setSaving(true);
    try {
      await downloadQrImage(payment);
    } catch {
      toast.error(t('payments.payment.saveFailed'));
    } finally {
      setSaving(false);
    }
  }

  const title = t('payments.payment.title');
  if (checkingSignIn) {
    return (
      <Screen title={title}>
        <p>{t('payments.wallet.checkingSignIn')}</p>
      </Screen>
    );
  }
  if (!signedIn) {
    return (
      <Screen title={title}>
        <SignInPrompt onSignIn={onSignIn} />
      </Screen>
    );
  }
  if (!paymentId || (status.isError && !payment && !connectionLost)) {
    return (
      <Screen title={t('payments.payment.missingTitle')}>
        <Card className="flex flex-col gap-4">
          <p>{t('payments.payment.missingBody')}</p>
          <Link to={paths.wallet} className={buttonClassName('primary')}>
            {t('payments.backToWallet')}
          </Link>
        </Card>
      </Screen>
    );
  }
  if (!payment) {
    return (
      <Screen title={title}>
        {status.isError ? (
          <Card className="flex flex-col gap-3">
            <p role="alert">{t('payments.payment.loadFailed')}</p>
            <Button variant="secondary" onClick={() => void status.refetch()}>
              {t('payments.retry')}
            </Button>
          </Card>
        ) : (
          <p aria-busy="true">{t('payments.payment.loading')}</p>
        )}
        <PaymentFailureModal
          open={failureKey !== null && dismissed !== failureKey}
          reason={failure ?? 'connection'}
          onClose={() => setDismissed(failureKey)}
        />
      </Screen>
    );
  }

  const open = shown === 'pending';
  const showQr = payment.qrImageUrl !== null && (open || shown === 'expired');
  return (
    <Screen title={title}>
      <Card className="flex flex-col items-center gap-4">
        <div className="flex w-full flex-wrap items-center justify-between gap-2">
          {payment.sandbox ? (
            <SandboxBadge />
          ) : (
            <span className="text-sm text-slate-600 dark:text-indigo-300">
              {t('payments.payment.statusLabel')}
            </span>
          )}
          {shown ? (
            <span data-testid="payment-status" role="status">
              <PaymentStatusBadge status={shown} large>
                {t(`payments.status.${shown}`)}
              </PaymentStatusBadge>
            </span>
          ) : null}
        </div>
        <dl className="grid w-full grid-cols-2 gap-3 text-center">
          <div className="rounded-xl bg-amber-50 p-3 dark:bg-indigo-950">
            <dt className="text-xs text-slate-600 dark:text-indigo-300">
              {t('payments.payment.amount')}
            </dt>
            <dd className="text-xl font-bold whitespace-nowrap" data-testid="payment-amount">
              {t('payments.baht', { amount: formatBaht(payment.amountThb, language) })}
            </dd>
          </div>
          <div className="rounded-xl bg-amber-50 p-3 dark:bg-indigo-950">
            <dt className="text-xs text-slate-600 dark:text-indigo-300">
              {t('payments.payment.coins')}
            </dt>
            <dd className="text-xl font-bold whitespace-nowrap text-amber-700 dark:text-amber-300">
              {t('payments.coins', { amount: formatNumber(payment.coins, language) })}
            </dd>
          </div>
        </dl>
        {showQr ? <QrImage payment={payment} expired={!open} /> : null}
        {open && secondsLeft !== null ? <Countdown secondsLeft={secondsLeft} /> : null}
        {shown ? (
          <p className="text-center text-slate-700 dark:text-indigo-200">
            {t(`payments.statusHelp.${shown}`, {
              coins: formatNumber(payment.coins, language),
            })}
          </p>
        ) : null}
        <div className="w-full">
          <PaymentCode code={payment.paymentCode} />
        </div>
        {open && payment.qrImageUrl ? (
          <Button onClick={() => void saveImage()} disabled={saving} className="w-full">
            {saving ? t('payments.payment.saving') : t('payments.payment.saveImage')}
          </Button>
        ) : null}
        {!open && shown !== 'verifying' ? (
          <Link to={paths.wallet} className={buttonClassName('secondary', 'w-full')}>
            {shown === 'success' ? t('payments.backToWallet') : t('payments.payment.newPayment')}
          </Link>
        ) : null}
      </Card>
      {payment.sandbox && open ? <SandboxNotice paymentId={payment.paymentId} /> : null}
      {open ? <PayingSteps /> : null}
      {open && payment.method === 'promptpay' ? <SlipUpload paymentId={payment.paymentId} /> : null}

      <PaymentSuccessModal
        open={payment.status === 'success' && dismissed !== 'success'}
        coins={payment.coins}
        onClose={() => setDismissed('success')}
      />
      <PaymentFailureModal
        open={failureKey !== null && dismissed !== failureKey}
        reason={failure ?? 'connection'}
        detail={failureDetailOf(payment)}
        onClose={() => setDismissed(failureKey)}
      />
    </Screen>
  );
}
