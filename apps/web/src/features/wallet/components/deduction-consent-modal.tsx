import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { settleDeduction } from '../lib/deduction-consent.ts';
import { useCoinPrompts } from '../stores/coin-prompts-store.ts';

/** Lists what will be spent; "remember my choice" is saved only when ticked. */
export function DeductionConsentModal() {
  const { t } = useTranslation();
  const deduction = useCoinPrompts((s) => s.deduction);
  const [remember, setRemember] = useState(false);
  const total = deduction?.items.reduce((sum, item) => sum + item.coins, 0) ?? 0;
  const decide = (accepted: boolean) => {
    settleDeduction(accepted, remember);
    setRemember(false);
  };
  return (
    <Modal
      open={deduction !== null}
      title={t('wallet.consentTitle')}
      onClose={() => decide(false)}
      closeLabel={t('wallet.close')}
    >
      <div className="flex flex-col gap-4">
        <p>{t('wallet.consentBody')}</p>
        <ul className="flex flex-col gap-2">
          {deduction?.items.map((item) => (
            <li
              key={item.label}
              className="flex justify-between gap-4 rounded-xl bg-amber-50 px-3 py-2 dark:bg-indigo-950"
            >
              <span>{item.label}</span>
              <span className="font-semibold">{t('wallet.coins', { count: item.coins })}</span>
            </li>
          ))}
        </ul>
        <p className="text-right font-bold">{t('wallet.consentTotal', { count: total })}</p>
        <label className="flex items-center gap-3">
          <input
            type="checkbox"
            className="size-5"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
          />
          {t('wallet.consentRemember')}
        </label>
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={() => decide(false)}>
            {t('wallet.consentCancel')}
          </Button>
          <Button onClick={() => decide(true)}>{t('wallet.consentAccept')}</Button>
        </div>
      </div>
    </Modal>
  );
}
