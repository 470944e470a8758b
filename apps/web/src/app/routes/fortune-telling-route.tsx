import { useProfile } from '../../features/auth/api/profile.ts';
import { PalmWizard } from '../../features/palm/components/palm-wizard.tsx';
import { FollowUpChat } from './follow-up-chat.tsx';
import { useCoinSpending } from './use-coin-spending.ts';
import { usePaymentAuth } from './use-payment-auth.ts';

/** `/fortune-telling`: the palm wizard, with sign-in, the wallet's prompts and the follow-up chat. */
export function FortuneTellingRoute() {
  const auth = usePaymentAuth();
  const spending = useCoinSpending();
  // The profile's gender picks the hand Thai practice reads (ชายซ้าย หญิงขวา).
  const profile = useProfile(auth.signedIn);
  return (
    <PalmWizard
      signedIn={auth.signedIn}
      checkingSignIn={auth.checkingSignIn}
      onSignIn={auth.onSignIn}
      readerGender={profile.data?.gender ?? null}
      {...spending}
      renderFollowUp={(followUp) => <FollowUpChat {...followUp} />}
    />
  );
}
