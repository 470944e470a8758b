import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { paths } from '../../../config/paths.ts';
import type { FailureReason } from '../lib/failure-reason.ts';

interface FailureDetailsProps {
  reason: FailureReason;
  /** A reviewer's own words, shown under the explanation. */
  detail?: string | null;
}

/** Why the payment did not go through and what to do next. */
export function PaymentFailureDetails({ reason, detail }: FailureDetailsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2" data-testid="payment-failure" data-reason={reason}>
      <p className="flex items-center gap-2 text-lg font-bold text-red-800 dark:text-red-300">
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-red-100 text-base dark:bg-red-950"
        >
          !
        </span>
        {t(`payments.failure.reasons.${reason}.title`)}
      </p>
      <p className="text-slate-700 dark:text-indigo-100">
        {t(`payments.failure.reasons.${reason}.body`)}
      </p>
      {detail ? (
        <p className="text-sm text-slate-600 dark:text-indigo-200">
          {t('payments.failure.detail', { reason: detail })}
        </p>
      ) : null}
    </div>
  );
}

interface PaymentFailureModalProps extends FailureDetailsProps {
  open: boolean;
  onClose: () => void;
}

/** The payment failure modal (spec §2): the reason, "try again" (back to the packages), close. */
export function PaymentFailureModal({ open, reason, detail, onClose }: PaymentFailureModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('payments.failure.title')}
      onClose={onClose}
      closeLabel={t('payments.close')}
    >
      <div className="flex flex-col gap-5">
        <PaymentFailureDetails reason={reason} detail={detail} />
        <div className="flex flex-col gap-3">
          <Link to={paths.wallet} className={buttonClassName('primary')}>
            {t('payments.retry')}
          </Link>
          <Button variant="secondary" onClick={onClose}>
            {t('payments.close')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
