import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CoinIcon } from '../../../components/ui/icons.tsx';
import { useWalletStore } from '../stores/wallet-store.ts';
import { formatNumber } from '../../../lib/format-number.ts';

/** The balance in the header; a tap opens the wallet. */
export function BalanceChip({ walletPath }: { walletPath: string }) {
  const { t, i18n } = useTranslation();
  const balance = useWalletStore((s) => s.balance);
  return (
    <Link
      to={walletPath}
      aria-label={`${t('wallet.balanceLabel')}: ${t('wallet.coins', { count: balance })}`}
      data-testid="balance-chip"
      className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-amber-300 px-3 text-sm font-bold text-indigo-950 hover:bg-amber-200"
    >
      <CoinIcon />
      {formatNumber(balance, i18n.language)}
    </Link>
  );
}
