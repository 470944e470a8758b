import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { CoinIcon } from '../../../components/ui/icons.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { readTabStorage, writeStorage, writeTabStorage } from '../../../lib/storage.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useWelcomeBonus } from '../api/welcome-bonus.ts';
import { useClaimWelcome } from '../hooks/use-claim-welcome.ts';

interface WelcomeModalProps {
  /** A signed-in user the session still marks as new (the welcome coins not yet claimed). */
  eligible: boolean;
  /** Another modal is showing (sign-in, a coin prompt): this one waits for it to close. */
  blocked: boolean;
  onClaimed: (balance: number) => void;
  /** The server says the coins were claimed already (on another device). */
  onAlreadyClaimed: () => void;
}

/**
 * The welcome modal (spec §2, §4): offers a new user the welcome coins, the amount as the
 * server has it; they arrive when the user taps to claim them. Closing it leaves them to claim
 * from the profile; it does not come back in this browser session (decision 021).
 */
export function WelcomeModal({
  eligible,
  blocked,
  onClaimed,
  onAlreadyClaimed,
}: WelcomeModalProps) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(
    () => readTabStorage(STORAGE_KEYS.welcomeDismissed) === 'true',
  );
  const status = useWelcomeBonus(eligible && !dismissed);
  const { claim, busy } = useClaimWelcome(onClaimed);
  const alreadyClaimed = status.data?.claimable === false;

  useEffect(() => {
    if (!eligible || !alreadyClaimed) return;
    writeStorage(STORAGE_KEYS.hasClaimedWelcome, 'true');
    onAlreadyClaimed();
  }, [eligible, alreadyClaimed, onAlreadyClaimed]);

  // Shown once the server has answered (or failed to: the claim still works without the amount).
  const open = eligible && !dismissed && !blocked && !alreadyClaimed && !status.isPending;
  const amount = status.data?.amount;

  const close = useCallback(() => {
    writeTabStorage(STORAGE_KEYS.welcomeDismissed, 'true');
    setDismissed(true);
  }, []);

  return (
    <Modal
      open={open}
      title={
        amount ? t('coins.welcome.title', { count: amount }) : t('coins.welcome.titleNoAmount')
      }
      onClose={busy ? undefined : close}
      closeLabel={t('wallet.close')}
    >
      <div className="flex flex-col gap-4" data-testid="welcome-modal">
        <CoinIcon width={72} height={72} className="mx-auto" />
        <p>{t('coins.welcome.body')}</p>
        <Button disabled={busy} onClick={() => void claim()}>
          {busy ? t('coins.welcome.claiming') : t('coins.welcome.claim')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={close}>
          {t('coins.welcome.later')}
        </Button>
        <p className="text-center text-sm text-slate-600 dark:text-indigo-300">
          {t('coins.welcome.laterHint')}
        </p>
      </div>
    </Modal>
  );
}
