import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths.ts';
import { ProfileScreen } from '../../features/auth/components/profile-screen.tsx';
import { useAuthStore } from '../../features/auth/stores/auth-store.ts';
import { InviteLink } from '../../features/referral/components/invite-link.tsx';
import { CoinHistory } from '../../features/wallet/components/coin-history.tsx';
import { WalletSummary } from '../../features/wallet/components/wallet-summary.tsx';
import { WelcomeBonusOffer } from '../../features/wallet/components/welcome-bonus-offer.tsx';
import { welcomeClaimed } from '../welcome-bonus.ts';
import { AccountPrivacyRights } from './account-privacy-rights.tsx';

/**
 * `/profile`: the profile, with the wallet next to it — welcome coins still to claim, the
 * coins that can be spent, the way to buy more (the insufficient-coins prompt sends users here)
 * and the latest coin movements with the way to the whole history — and the
 * user's PDPA rights: their consent, a copy of their data, deleting the account.
 */
export function ProfileRoute() {
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const isNewUser = useAuthStore((s) => s.user?.isNewUser ?? false);
  const isAdmin = useAuthStore((s) => s.user?.role === 'admin');
  const { t } = useTranslation();
  return (
    <ProfileScreen privacy={signedIn ? <AccountPrivacyRights /> : null}>
      {signedIn ? (
        <>
          <WelcomeBonusOffer eligible={isNewUser} onClaimed={welcomeClaimed} />
          <WalletSummary topUpPath={paths.wallet} />
          <InviteLink to={paths.invite} />
          <CoinHistory fullHistoryPath={paths.walletHistory} />
          {isAdmin ? (
            <Link
              to={paths.admin}
              className="block rounded-2xl bg-indigo-800 px-5 py-4 font-semibold text-amber-50 dark:bg-amber-400 dark:text-indigo-950"
            >
              {t('admin.openFromProfile')}
            </Link>
          ) : null}
        </>
      ) : null}
    </ProfileScreen>
  );
}
