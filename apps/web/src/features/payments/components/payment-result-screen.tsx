import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { paths } from '../../../config/paths.ts';
import { isConnectionProblem, usePaymentStatus } from '../api/payment-status.ts';
import { useStripeSuccess } from '../api/stripe-success.ts';
import {
  failureDetailOf,
  failureReasonFromQuery,
  failureReasonOf,
  type FailureReason,
} from '../lib/failure-reason.ts';
import { announcePaymentSucceeded } from '../lib/payment-events.ts';
import { paymentPath } from '../lib/payment-path.ts';
import type { Payment } from '../types.ts';
import { PaymentFailureDetails } from './payment-failure-modal.tsx';
import { PaymentStatusBadge } from './payment-status-badge.tsx';
import { PaymentSuccessDetails } from './payment-success-modal.tsx';
import { SignInPrompt } from './sign-in-prompt.tsx';

interface PaymentResultScreenProps {
  /** `/payment/success` or `/payment/cancel`: where the provider sent the browser back to. */
  outcome: 'success' | 'cancel';
  signedIn: boolean;
  checkingSignIn?: boolean;
  onSignIn: () => void;
}

function FailureCard({ reason, detail }: { reason: FailureReason; detail?: string | null }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-5">
      <PaymentFailureDetails reason={reason} detail={detail} />
      <Link to={paths.wallet} className={buttonClassName('primary')}>
        {t('payments.retry')}
      </Link>
    </Card>
  );
}

/** The payment a return address names: `payment_id` (QR, sandbox) or Stripe's `session_id`. */
function useReturnedPayment(enabled: boolean) {
  const [params] = useSearchParams();
  const paymentId = params.get('payment_id');
  const sessionId = paymentId ? null : params.get('session_id');
  const byId = usePaymentStatus(paymentId, enabled);
  const bySession = useStripeSuccess(sessionId, enabled);
  return {
    query: sessionId ? bySession : byId,
    hasReference: Boolean(paymentId ?? sessionId),
    queryReason: params.get('reason'),
  };
}

function SettledPayment({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (payment.status === 'success') announcePaymentSucceeded(payment);
  }, [payment]);

  if (payment.status === 'success') {
    return (
      <Screen title={t('payments.success.title')}>
        <Card className="flex flex-col gap-5">
          <PaymentSuccessDetails coins={payment.coins} />
          <Link to={paths.fortune} className={buttonClassName('primary')}>
            {t('payments.success.cta')}
          </Link>
          <Link to={paths.wallet} className={buttonClassName('secondary')}>
            {t('payments.backToWallet')}
          </Link>
        </Card>
      </Screen>
    );
  }

  const reason = failureReasonOf(payment);
  if (reason) {
    return (
      <Screen title={t('payments.failure.title')}>
        <FailureCard reason={reason} detail={failureDetailOf(payment)} />
      </Screen>
    );
  }

  if (payment.status === 'cancelled') {
    return (
      <Screen title={t('payments.failure.reasons.cancelled.title')}>
        <FailureCard reason="cancelled" />
      </Screen>
    );
  }

  // Pending or verifying: the provider sent the user back before it settled. Polling goes on.
  const resumeQr = payment.status === 'pending' && payment.qrImageUrl !== null;
  return (
    <Screen title={t('payments.result.verifyingTitle')}>
      <Card className="flex flex-col items-center gap-4 text-center" aria-live="polite">
        <span data-testid="payment-status">
          <PaymentStatusBadge status={payment.status} large>
            {t(`payments.status.${payment.status}`)}
          </PaymentStatusBadge>
        </span>
        <p>{t('payments.result.verifyingBody')}</p>
        {resumeQr ? (
          <Link
            to={paymentPath(payment.paymentId)}
            className={buttonClassName('secondary', 'w-full')}
          >
            {t('payments.payment.title')}
          </Link>
        ) : null}
      </Card>
    </Screen>
  );
}

function SuccessReturn({
  signedIn,
  checkingSignIn,
  onSignIn,
}: Omit<PaymentResultScreenProps, 'outcome'>) {
  const { t } = useTranslation();
  const { query, hasReference } = useReturnedPayment(signedIn);
  const payment = query.data;

  if (!hasReference) {
    return (
      <Screen title={t('payments.payment.missingTitle')}>
        <Card className="flex flex-col gap-4">
          <p>{t('payments.result.missingBody')}</p>
          <Link to={paths.wallet} className={buttonClassName('primary')}>
            {t('payments.backToWallet')}
          </Link>
        </Card>
      </Screen>
    );
  }
  if (checkingSignIn || (signedIn && !payment && query.isPending)) {
    return (
      <Screen title={t('payments.result.verifyingTitle')}>
        <p aria-busy="true">{t('payments.payment.loading')}</p>
      </Screen>
    );
  }
  if (!signedIn) {
    return (
      <Screen title={t('payments.result.verifyingTitle')}>
        <SignInPrompt onSignIn={onSignIn} />
      </Screen>
    );
  }
  if (payment) return <SettledPayment payment={payment} />;
  if (isConnectionProblem(query.error)) {
    return (
      <Screen title={t('payments.result.checkFailed')}>
        <Card className="flex flex-col gap-5">
          <PaymentFailureDetails reason="connection" />
          <Button onClick={() => void query.refetch()}>{t('payments.retry')}</Button>
        </Card>
      </Screen>
    );
  }
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

function CancelReturn({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const { query, queryReason } = useReturnedPayment(signedIn);
  const payment = query.data;
  // The provider's reason in the address wins; else the payment's own state, if it is settled.
  const reason = queryReason
    ? failureReasonFromQuery(queryReason)
    : ((payment && failureReasonOf(payment)) ?? 'cancelled');
  const title =
    reason === 'cancelled'
      ? t('payments.failure.reasons.cancelled.title')
      : t('payments.failure.title');
  return (
    <Screen title={title}>
      <FailureCard reason={reason} detail={payment ? failureDetailOf(payment) : null} />
    </Screen>
  );
}

/** Where a payment provider sends the browser back: `/payment/success` and `/payment/cancel`. */
export function PaymentResultScreen({
  outcome,
  signedIn,
  checkingSignIn = false,
  onSignIn,
}: PaymentResultScreenProps) {
  return outcome === 'success' ? (
    <SuccessReturn signedIn={signedIn} checkingSignIn={checkingSignIn} onSignIn={onSignIn} />
  ) : (
    <CancelReturn signedIn={signedIn} />
  );
}
