import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CoinIcon } from '../../../components/ui/icons.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { paths } from '../../../config/paths.ts';
import { chatHistoryKey } from '../api/chat-history.ts';
import { chatSessionKey, useChatSession } from '../api/chat-session.ts';
import { createChatSession } from '../api/create-chat-session.ts';
import { chatSessionPath } from '../lib/chat-path.ts';
import type { ChatSpending } from '../types.ts';
import { ChatConversation } from './chat-conversation.tsx';
import { ChatHistoryList } from './chat-history-list.tsx';

export interface ChatScreenProps extends ChatSpending {
  signedIn: boolean;
  checkingSignIn: boolean;
  onSignIn: () => void;
  /** Coins per message, from the cost catalogue (shown before a chat exists). */
  messageCost: number;
}

function OpenChat({ sessionId, ...props }: ChatScreenProps & { sessionId: string }) {
  const { t } = useTranslation();
  const session = useChatSession(sessionId);
  let body: ReactNode;
  if (session.isPending) {
    body = <p className="text-slate-700 dark:text-indigo-200">{t('chat.loading')}</p>;
  } else if (session.isError) {
    body = (
      <Card>
        <p role="alert">{t('chat.notFound')}</p>
      </Card>
    );
  } else {
    const current = session.data;
    const title = current.title ?? t('chat.defaultTitle');
    body = (
      <div className="flex flex-col gap-2">
        {/* The page's <h1> already says "chat with the fortune teller": repeat only a real title. */}
        <h2
          className={
            title === t('chat.defaultTitle')
              ? 'sr-only'
              : 'truncate text-lg font-bold text-indigo-950 dark:text-amber-100'
          }
        >
          {title}
        </h2>
        <ChatConversation
          sessionId={current.sessionId}
          messageCost={current.cost.messageCost}
          canSend={current.status === 'completed'}
          greeting={current.kind === 'palm' ? 'palm' : 'chat'}
          spendableCoins={props.spendableCoins}
          confirmSpend={props.confirmSpend}
          showInsufficient={props.showInsufficient}
          onBalanceChanged={props.onBalanceChanged}
        />
      </div>
    );
  }
  return (
    <div className="-mt-3 flex flex-col gap-1" data-testid="chat-open">
      <Link
        to={paths.chat}
        className="inline-flex min-h-11 items-center gap-1 self-start font-semibold text-indigo-800 hover:underline dark:text-amber-300"
      >
        <span aria-hidden="true">‹</span> {t('chat.back')}
      </Link>
      {body}
    </div>
  );
}

/**
 * `/chat`: the AI fortune teller. Without `?session=` it offers a new chat and lists past ones
 * (`/fortune/chat-history`); with it, it opens that conversation.
 */
export function ChatScreen(props: ChatScreenProps) {
  const { signedIn, checkingSignIn, onSignIn, messageCost } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  const [creating, setCreating] = useState(false);
  const [createFailed, setCreateFailed] = useState(false);

  async function startChat() {
    setCreating(true);
    setCreateFailed(false);
    try {
      const session = await createChatSession(t('chat.defaultTitle'));
      queryClient.setQueryData(chatSessionKey(session.sessionId), session);
      void queryClient.invalidateQueries({ queryKey: chatHistoryKey });
      navigate(chatSessionPath(session.sessionId));
    } catch {
      setCreateFailed(true);
    } finally {
      setCreating(false);
    }
  }

  let body: ReactNode;
  if (!signedIn) {
    body = checkingSignIn ? (
      <p className="text-slate-700 dark:text-indigo-200">{t('chat.checkingSignIn')}</p>
    ) : (
      <Card className="flex flex-col gap-3" data-testid="chat-sign-in">
        <h2 className="text-lg font-bold">{t('chat.signInTitle')}</h2>
        <p className="text-slate-700 dark:text-indigo-200">{t('chat.signInBody')}</p>
        <Button onClick={onSignIn}>{t('chat.signIn')}</Button>
      </Card>
    );
  } else if (sessionId) {
    body = <OpenChat key={sessionId} sessionId={sessionId} {...props} />;
  } else {
    body = (
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <Button
            onClick={() => void startChat()}
            disabled={creating}
            className="min-h-14 w-full text-lg"
          >
            {creating ? t('chat.creating') : t('chat.newChat')}
          </Button>
          <p className="flex items-center justify-center gap-1.5 text-sm text-slate-600 dark:text-indigo-300">
            <CoinIcon className="size-4" />
            {t('chat.costNote', { count: messageCost })}
          </p>
          {createFailed ? (
            <p role="alert" className="text-center text-sm text-red-700 dark:text-red-300">
              {t('chat.createFailed')}
            </p>
          ) : null}
        </div>
        <ChatHistoryList />
      </div>
    );
  }

  return (
    <Screen title={t('chat.title')} lead={sessionId ? undefined : t('chat.lead')}>
      {body}
    </Screen>
  );
}
