import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { useCoinPrompts } from '../stores/coin-prompts-store.ts';

/** "Need {required} but have {current}", with the way to get coins. */
export function InsufficientCoinsModal({ topUpPath }: { topUpPath: string }) {
  const { t } = useTranslation();
  const insufficient = useCoinPrompts((s) => s.insufficient);
  const close = useCoinPrompts((s) => s.closeInsufficient);
  return (
    <Modal
      open={insufficient !== null}
      title={t('wallet.insufficientTitle')}
      onClose={close}
      closeLabel={t('wallet.close')}
    >
      <div className="flex flex-col gap-4">
        <p className="text-lg font-semibold">
          {t('wallet.insufficientBody', {
            required: insufficient?.required ?? 0,
            current: insufficient?.current ?? 0,
          })}
        </p>
        <p>{t('wallet.insufficientHow')}</p>
        <Link to={topUpPath} onClick={close} className={buttonClassName('primary')}>
          {t('wallet.insufficientCta')}
        </Link>
      </div>
    </Modal>
  );
}
