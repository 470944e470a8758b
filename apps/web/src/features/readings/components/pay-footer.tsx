import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { formatNumber } from '../../../lib/format-number.ts';
import type { ReadingServices } from '../types.ts';

interface PayFooterProps {
  services: Pick<ReadingServices, 'signedIn' | 'checkingSignIn' | 'onSignIn'>;
  /** The price from the price list, when it has loaded. */
  cost: number | undefined;
  busy: boolean;
  /** The submit text, with the price in it when there is one. */
  label: (amount: string | undefined) => string;
}

/** The form's last part: pay and start, or sign in first (and come back to this reading). */
export function PayFooter({ services, cost, busy, label }: PayFooterProps) {
  const { t, i18n } = useTranslation();
  if (services.checkingSignIn) {
    return (
      <p className="text-center text-slate-700 dark:text-indigo-200" role="status">
        {t('readings.pay.checkingSignIn')}
      </p>
    );
  }
  const amount = cost === undefined ? undefined : formatNumber(cost, i18n.language);
  if (!services.signedIn) {
    // The form's own submit: it checks the answers, keeps them, then opens the sign-in.
    return (
      <div className="flex flex-col gap-2" data-testid="readings-sign-in">
        <Button type="submit" className="w-full text-lg">
          {t('readings.pay.signInToRead')}
        </Button>
        <p className="text-center text-sm text-slate-700 dark:text-indigo-200">
          {amount === undefined
            ? t('readings.pay.signInBody')
            : t('readings.pay.signInBodyWithPrice', { amount })}
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <Button type="submit" disabled={busy} className="w-full text-lg" data-testid="pay-reading">
        {busy ? t('readings.pay.working') : label(amount)}
      </Button>
      {amount !== undefined ? (
        <p className="text-center text-sm text-slate-700 dark:text-indigo-200">
          {t('readings.pay.priceNote', { amount })}
        </p>
      ) : null}
    </div>
  );
}
