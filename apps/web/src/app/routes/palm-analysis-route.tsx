import { PalmAnalysisScreen } from '../../features/palm/components/palm-analysis-screen.tsx';
import { FollowUpChat } from './follow-up-chat.tsx';
import { useCoinSpending } from './use-coin-spending.ts';
import { usePaymentAuth } from './use-payment-auth.ts';

/** `/palm-analysis`: the user's palm readings, one reading with its chat, or a shared reading. */
export function PalmAnalysisRoute() {
  const auth = usePaymentAuth();
  const { onBalanceChanged } = useCoinSpending();
  return (
    <PalmAnalysisScreen
      signedIn={auth.signedIn}
      checkingSignIn={auth.checkingSignIn}
      onSignIn={auth.onSignIn}
      onBalanceChanged={onBalanceChanged}
      renderFollowUp={(followUp) => <FollowUpChat {...followUp} />}
    />
  );
}
