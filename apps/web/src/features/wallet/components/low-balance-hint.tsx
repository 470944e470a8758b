import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVITE_REWARD_COINS, LOW_BALANCE_THRESHOLD } from '@duangdee/contract/coins';
import { Button } from '../../../components/ui/button.tsx';
import { useWalletStore } from '../stores/wallet-store.ts';

export const LOW_BALANCE_DELAY_MS = 8000;
const SEEN_KEY = 'duangdee_lowBalanceHintSeen';

/** Below 350 coins, after 8 s, once per browser session: invite a friend for 200 coins. */
export function LowBalanceHint({ active, onInvite }: { active: boolean; onInvite: () => void }) {
  const { t } = useTranslation();
  const balance = useWalletStore((s) => s.balance);
  const lastUpdated = useWalletStore((s) => s.lastUpdated);
  const [visible, setVisible] = useState(false);
  const low = active && lastUpdated !== null && balance < LOW_BALANCE_THRESHOLD;

  useEffect(() => {
    if (!low || sessionStorage.getItem(SEEN_KEY)) return;
    const timer = setTimeout(() => {
      sessionStorage.setItem(SEEN_KEY, 'true');
      setVisible(true);
    }, LOW_BALANCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [low]);

  if (!visible || !low) return null;
  return (
    <aside
      role="status"
      className="fixed inset-x-3 bottom-24 z-30 mx-auto flex max-w-[796px] flex-col gap-3 rounded-2xl bg-indigo-900 p-4 text-amber-50 shadow-lg sm:flex-row sm:items-center"
    >
      <p className="flex-1">{t('wallet.lowBalanceText', { count: INVITE_REWARD_COINS })}</p>
      <div className="flex gap-2">
        <Button
          variant="gold"
          onClick={() => {
            // Going to the invite screen answers the hint: it does not follow the visitor there.
            setVisible(false);
            onInvite();
          }}
        >
          {t('wallet.lowBalanceCta')}
        </Button>
        <Button
          variant="secondary"
          className="dark:ring-indigo-300"
          onClick={() => setVisible(false)}
        >
          {t('wallet.lowBalanceDismiss')}
        </Button>
      </div>
    </aside>
  );
}
