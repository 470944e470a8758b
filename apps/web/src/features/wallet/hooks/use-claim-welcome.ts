import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { rememberAnswer } from '../../../lib/remember-answer.ts';
import { writeStorage } from '../../../lib/storage.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { claimWelcomeBonus } from '../api/coins.ts';
import { welcomeBonusKey, type WelcomeBonusStatus } from '../api/welcome-bonus.ts';

/**
 * Claims the welcome coins (POST /coins/grant-welcome): marks them claimed, tells the app the
 * new balance and says how many arrived. Resolves true once they are claimed (by this call or an
 * earlier one elsewhere), false when the claim failed and may be tried again.
 */
export function useClaimWelcome(onClaimed: (balance: number) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const claim = useCallback(async (): Promise<boolean> => {
    setBusy(true);
    try {
      const result = await claimWelcomeBonus();
      writeStorage(STORAGE_KEYS.hasClaimedWelcome, 'true');
      await rememberAnswer<WelcomeBonusStatus>(queryClient, welcomeBonusKey, (status) =>
        status ? { ...status, claimable: false } : status,
      );
      onClaimed(result.balance);
      if (result.granted > 0) toast.success(t('wallet.welcomeGranted', { count: result.granted }));
      return true;
    } catch {
      toast.error(t('wallet.welcomeError'));
      return false;
    } finally {
      setBusy(false);
    }
  }, [onClaimed, queryClient, t]);

  return { claim, busy };
}
