import { useLocation, useNavigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { useAuthStore } from '../features/auth/stores/auth-store.ts';
import { useLoginModal } from '../features/auth/stores/login-modal-store.ts';
import { DeductionConsentModal } from '../features/wallet/components/deduction-consent-modal.tsx';
import { InsufficientCoinsModal } from '../features/wallet/components/insufficient-coins-modal.tsx';
import { LowBalanceHint } from '../features/wallet/components/low-balance-hint.tsx';
import { InvitePrompt } from '../features/referral/components/invite-prompt.tsx';
import { useCoinPrompts } from '../features/wallet/stores/coin-prompts-store.ts';
import { WelcomeModal } from '../features/wallet/components/welcome-modal.tsx';
import { readStorage } from '../lib/storage.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { welcomeClaimed, welcomeNoLongerOffered } from './welcome-bonus.ts';

/**
 * A signed-in user's coin prompts: welcome bonus, not enough coins, consent, low balance, and
 * the invite prompt (both invitations lead to `/invite`, where the user's own link is shared).
 */
export function WalletPrompts() {
  const isNewUser = useAuthStore((s) => s.user?.isNewUser ?? false);
  const welcomePending = isNewUser && readStorage(STORAGE_KEYS.hasClaimedWelcome) !== 'true';
  // One modal at a time: the welcome waits for the sign-in modal and the coin prompts. (The
  // PDPA consent is a guest's, and these prompts are for signed-in users only.)
  const loginOpen = useLoginModal((s) => s.open);
  const coinPromptOpen = useCoinPrompts((s) => s.insufficient !== null || s.deduction !== null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const invite = () => void navigate(paths.invite);

  return (
    <>
      <WelcomeModal
        eligible={welcomePending}
        blocked={loginOpen || coinPromptOpen}
        onClaimed={welcomeClaimed}
        onAlreadyClaimed={welcomeNoLongerOffered}
      />
      <InsufficientCoinsModal topUpPath={paths.profile} />
      <DeductionConsentModal />
      {/* "Coins running low" is no news before the welcome coins are claimed. */}
      <LowBalanceHint active={!welcomePending} onInvite={invite} />
      <InvitePrompt
        active={!welcomePending && !loginOpen && !coinPromptOpen}
        pathname={pathname}
        onInvite={invite}
      />
    </>
  );
}
