import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { CoinIcon } from '../../../components/ui/icons.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { writeStorage } from '../../../lib/storage.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { claimWelcomeBonus } from '../api/coins.ts';

interface WelcomeModalProps {
  /** A signed-in user the server still marks as new. */
  eligible: boolean;
  onClaimed: (balance: number) => void;
}

/**
 * The welcome bonus: claimed automatically once for a new user; the amount is whatever the server
 * granted. On failure the modal stays with a button to try again.
 */
export function WelcomeModal({ eligible, onClaimed }: WelcomeModalProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const attempted = useRef(false);

  const claim = useCallback(async () => {
    setBusy(true);
    try {
      const result = await claimWelcomeBonus();
      writeStorage(STORAGE_KEYS.hasClaimedWelcome, 'true');
      onClaimed(result.balance);
      if (result.granted > 0) toast.success(t('wallet.welcomeGranted', { count: result.granted }));
      setOpen(false);
    } catch {
      toast.error(t('wallet.welcomeError'));
    } finally {
      setBusy(false);
    }
  }, [onClaimed, t]);

  useEffect(() => {
    if (!eligible || attempted.current) return;
    attempted.current = true;
    setOpen(true);
    void claim();
  }, [eligible, claim]);

  return (
    <Modal
      open={open}
      title={t('wallet.welcomeTitle')}
      onClose={() => setOpen(false)}
      closeLabel={t('wallet.close')}
    >
      <div className="flex flex-col gap-4">
        <CoinIcon width={64} height={64} className="mx-auto" />
        <p>{t('wallet.welcomeBody')}</p>
        <Button disabled={busy} onClick={() => void claim()}>
          {busy ? t('wallet.welcomeClaiming') : t('wallet.welcomeClaim')}
        </Button>
      </div>
    </Modal>
  );
}
