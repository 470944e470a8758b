import { ChatConversation } from '../../features/chat/components/chat-conversation.tsx';
import { useCoinSpending } from './use-coin-spending.ts';

/** The chat under a finished palm reading: the chat feature, composed into the palm screens. */
export function FollowUpChat({
  sessionId,
  messageCost,
}: {
  sessionId: string;
  messageCost: number;
}) {
  const spending = useCoinSpending();
  return (
    <ChatConversation
      sessionId={sessionId}
      messageCost={messageCost}
      canSend
      greeting="palm"
      size="embedded"
      spendableCoins={spending.spendableCoins}
      confirmSpend={spending.confirmSpend}
      showInsufficient={spending.showInsufficient}
      onBalanceChanged={spending.onBalanceChanged}
    />
  );
}
