import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { Card } from '../../../components/ui/card.tsx';
import { CoinIcon } from '../../../components/ui/icons.tsx';
import { useWalletStore } from '../stores/wallet-store.ts';

/** The coins the user can spend now (as the header shows them) and the way to buy more. */
export function WalletSummary({ topUpPath }: { topUpPath: string }) {
  const { t } = useTranslation();
  const balance = useWalletStore((s) => s.balance);
  return (
    <Card
      className="flex flex-wrap items-center gap-x-4 gap-y-3"
      aria-labelledby="wallet-summary-title"
      data-testid="wallet-summary"
    >
      <CoinIcon className="size-10 shrink-0" />
      <div className="min-w-0 flex-1">
        <h2
          id="wallet-summary-title"
          className="text-sm font-semibold text-slate-700 dark:text-indigo-200"
        >
          {t('wallet.spendableTitle')}
        </h2>
        <p
          className="text-2xl font-bold whitespace-nowrap text-indigo-950 dark:text-amber-100"
          data-testid="wallet-spendable"
        >
          {t('wallet.coins', { count: balance })}
        </p>
      </div>
      <Link to={topUpPath} className={buttonClassName('primary', 'shrink-0')}>
        {t('wallet.topUp')}
      </Link>
    </Card>
  );
}
