import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { CoinIcon } from '../../../components/ui/icons.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { paths } from '../../../config/paths.ts';
import { formatNumber } from '../../../lib/format-number.ts';

/** The coins that arrived, big and gold. */
export function PaymentSuccessDetails({ coins }: { coins: number }) {
  const { t, i18n } = useTranslation();
  const amount = formatNumber(coins, i18n.language);
  return (
    <div className="flex flex-col items-center gap-2 text-center" data-testid="payment-success">
      <div className="flex items-center gap-2 text-4xl font-bold text-amber-600 dark:text-amber-300">
        <CoinIcon className="size-10" />
        <span>+{amount}</span>
      </div>
      <p className="text-lg font-semibold">{t('payments.success.body', { coins: amount })}</p>
      <p className="text-slate-700 dark:text-indigo-200">{t('payments.success.thanks')}</p>
    </div>
  );
}

interface PaymentSuccessModalProps {
  open: boolean;
  coins: number;
  onClose: () => void;
}

/** The payment-success modal (spec §2 overlays): coins added, on to a reading. */
export function PaymentSuccessModal({ open, coins, onClose }: PaymentSuccessModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('payments.success.title')}
      onClose={onClose}
      closeLabel={t('payments.close')}
    >
      <div className="flex flex-col gap-5">
        <PaymentSuccessDetails coins={coins} />
        <div className="flex flex-col gap-3">
          <Link to={paths.fortune} className={buttonClassName('primary')}>
            {t('payments.success.cta')}
          </Link>
          <Button variant="secondary" onClick={onClose}>
            {t('payments.close')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
