import { ChatScreen } from '../../features/chat/components/chat-screen.tsx';
import { useCoinSpending } from './use-coin-spending.ts';
import { usePaymentAuth } from './use-payment-auth.ts';

/** `/chat`: the AI fortune teller, with sign-in and the wallet's prompts. */
export function ChatRoute() {
  const auth = usePaymentAuth();
  const spending = useCoinSpending();
  return (
    <ChatScreen
      signedIn={auth.signedIn}
      checkingSignIn={auth.checkingSignIn}
      onSignIn={auth.onSignIn}
      messageCost={spending.costs.chatMessage}
      spendableCoins={spending.spendableCoins}
      confirmSpend={spending.confirmSpend}
      showInsufficient={spending.showInsufficient}
      onBalanceChanged={spending.onBalanceChanged}
    />
  );
}
