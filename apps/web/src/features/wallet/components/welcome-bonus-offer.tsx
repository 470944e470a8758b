import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CoinIcon } from '../../../components/ui/icons.tsx';
import { useWelcomeBonus } from '../api/welcome-bonus.ts';
import { useClaimWelcome } from '../hooks/use-claim-welcome.ts';

/**
 * The profile's card for welcome coins not yet claimed (the modal was closed): claim them here
 * whenever. Nothing shows once they are claimed.
 */
export function WelcomeBonusOffer({
  eligible,
  onClaimed,
}: {
  eligible: boolean;
  onClaimed: (balance: number) => void;
}) {
  const { t } = useTranslation();
  const status = useWelcomeBonus(eligible);
  const { claim, busy } = useClaimWelcome(onClaimed);
  if (!eligible || !status.data?.claimable) return null;
  return (
    <Card
      className="flex flex-wrap items-center gap-x-4 gap-y-3 bg-amber-50 dark:bg-indigo-900"
      aria-labelledby="welcome-offer-title"
      data-testid="welcome-offer"
    >
      <CoinIcon className="size-12 shrink-0" />
      <div className="min-w-0 flex-1">
        <h2 id="welcome-offer-title" className="font-bold">
          {t('coins.welcome.offerTitle')}
        </h2>
        <p className="text-sm text-slate-700 dark:text-indigo-200">
          {t('coins.welcome.offerBody')}
        </p>
      </div>
      <Button className="w-full" disabled={busy} onClick={() => void claim()}>
        {busy
          ? t('coins.welcome.claiming')
          : t('coins.welcome.title', { count: status.data.amount })}
      </Button>
    </Card>
  );
}
