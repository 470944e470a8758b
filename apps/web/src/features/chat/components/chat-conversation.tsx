import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { randomId } from '../../../lib/random-id.ts';
import { useServerEvent, useServerEventsOpened } from '../../../lib/use-server-event.ts';
import { chatHistoryKey } from '../api/chat-history.ts';
import { appendMessages, messagesKey, useMessages } from '../api/messages.ts';
import { sendMessage } from '../api/send-message.ts';
import type { ChatMessage, ChatSpending } from '../types.ts';
import { ChatComposer } from './chat-composer.tsx';
import { MessageBubble, TypingDots } from './message-bubble.tsx';

export interface ChatConversationProps extends ChatSpending {
  sessionId: string;
  /** Coins per user message. */
  messageCost: number;
  /** Only completed sessions take messages. */
  canSend: boolean;
  /** The opening line shown before the first message. */
  greeting: 'chat' | 'palm';
  /** `page`: the chat screen, tall; `embedded`: under a reading. */
  size?: 'page' | 'embedded';
}

/** A message on its way. Its key goes with every try, so the server charges it once. */
interface Outgoing {
  content: string;
  key: string;
  state: 'sending' | 'failed';
}

/** Tokens of the reply being written (`messageId` is known from the first token on). */
interface Stream {
  messageId: string | null;
  text: string;
}

/** How close to the bottom (px) still counts as "reading the newest message". */
const STICKY_PX = 80;
/** While a reply is still `pending` on the server and no live event says it ended. */
const PENDING_POLL_MS = 3000;

function insufficientOf(error: ApiError, cost: number) {
  const details = (error.details ?? {}) as { required?: unknown; current?: unknown };
  return {
    required: typeof details.required === 'number' ? details.required : cost,
    current: typeof details.current === 'number' ? details.current : 0,
  };
}

/**
 * A conversation with the fortune teller: the messages (50 newest, older on request), the reply
 * streaming in token by token over live events (the POST's reply then replaces it), failures with
 * a retry, and the composer with the per-message cost and the coin prompts.
 */
export function ChatConversation({
  sessionId,
  messageCost,
  canSend,
  greeting,
  size = 'page',
  spendableCoins,
  confirmSpend,
  showInsufficient,
  onBalanceChanged,
}: ChatConversationProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const messages = useMessages(sessionId);
  const [draft, setDraft] = useState('');
  const [outgoing, setOutgoing] = useState<Outgoing | null>(null);
  const [stream, setStream] = useState<Stream | null>(null);
  const composer = useRef<HTMLTextAreaElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const sticky = useRef(true);

  const pages = messages.data?.pages;
  const items: ChatMessage[] = useMemo(() => pages?.flatMap((page) => page.items) ?? [], [pages]);
  const pendingReply = items.findLast((m) => m.role === 'assistant' && m.status === 'pending');
  const last = items.at(-1);
  const sending = outgoing?.state === 'sending';

  const refetchMessages = () =>
    void queryClient.invalidateQueries({ queryKey: messagesKey(sessionId) });

  useServerEvent('chat.token', (event) => {
    if (event.sessionId !== sessionId) return;
    setStream((current) => {
      // Tokens belong to the reply we wait for: the one being sent, or a pending one.
      const waiting = current ?? (pendingReply ? { messageId: pendingReply.id, text: '' } : null);
      if (!waiting) return current;
      if (waiting.messageId && waiting.messageId !== event.messageId) return current;
      return { messageId: event.messageId, text: waiting.text + event.token };
    });
  });

  useServerEvent('chat.done', (event) => {
    if (event.sessionId !== sessionId) return;
    // While the POST is still open its answer brings the reply; otherwise fetch it.
    if (!sending) refetchMessages();
  });
  useServerEventsOpened(refetchMessages);

  // The fallback when live events are missing: ask again while a reply is still being written.
  useEffect(() => {
    if (!pendingReply || sending) return;
    const timer = setInterval(refetchMessages, PENDING_POLL_MS);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refetchMessages only closes over stable values
  }, [pendingReply?.id, sending]);

  // Once the streamed reply is in the list as finished, its tokens are no longer needed.
  useEffect(() => {
    if (!stream?.messageId || sending) return;
    const message = items.find((m) => m.id === stream.messageId);
    if (message && message.status !== 'pending') setStream(null);
  }, [items, stream?.messageId, sending]);

  // Older messages go on top without moving what the user is reading.
  const firstId = items[0]?.id;
  const heightBefore = useRef(0);
  useLayoutEffect(() => {
    const node = scroller.current;
    if (!node) return;
    if (heightBefore.current > 0) {
      node.scrollTop += node.scrollHeight - heightBefore.current;
      heightBefore.current = 0;
      return;
    }
    if (sticky.current) node.scrollTop = node.scrollHeight;
  }, [firstId, items.length, outgoing, stream?.text]);

  async function send(content: string, key = randomId(), alreadyAgreed = false) {
    const text = content.trim();
    if (!text || sending) return;
    if (!alreadyAgreed) {
      // Not enough coins is told before the consent; the server's 402 below covers a race.
      const available = await spendableCoins();
      if (available !== null && available < messageCost) {
        showInsufficient(messageCost, available);
        return;
      }
      const agreed = await confirmSpend([
        { label: t('chat.conversation.consentItem'), coins: messageCost },
      ]);
      if (!agreed) return;
    }
    sticky.current = true;
    setOutgoing({ content: text, key, state: 'sending' });
    setStream({ messageId: null, text: '' });
    setDraft((current) => (current.trim() === text ? '' : current));
    try {
      const result = await sendMessage(sessionId, text, key);
      appendMessages(queryClient, sessionId, [result.userMessage, result.reply]);
      setOutgoing(null);
      setStream((current) =>
        result.reply.status === 'pending'
          ? { messageId: result.reply.id, text: current?.text ?? '' }
          : null,
      );
      onBalanceChanged();
      void queryClient.invalidateQueries({ queryKey: chatHistoryKey });
    } catch (error) {
      setStream(null);
      if (error instanceof ApiError && error.code === 'INSUFFICIENT_COINS') {
        setOutgoing(null);
        // Give the words back so they can be sent after a top-up.
        setDraft((current) => current || text);
        const { required, current } = insufficientOf(error, messageCost);
        showInsufficient(required, current);
        return;
      }
      setOutgoing({ content: text, key, state: 'failed' });
    } finally {
      composer.current?.focus({ preventScroll: true });
    }
  }

  /** A reply that failed was refunded: asking again is a new, separately charged message. */
  function retryFailedReply(reply: ChatMessage) {
    const index = items.indexOf(reply);
    const question = items.slice(0, index).findLast((m) => m.role === 'user')?.content;
    if (question) void send(question);
  }

  const heightClass =
    size === 'page' ? 'h-[calc(100dvh-28rem)] min-h-60' : 'max-h-[26rem] min-h-40';

  return (
    <div
      className="flex flex-col gap-3 rounded-3xl bg-amber-100/60 p-3 ring-1 ring-amber-200 dark:bg-indigo-950/60 dark:ring-indigo-800"
      data-testid="chat-conversation"
    >
      {/* `relative`: the bubbles' sr-only labels are absolutely positioned; without a positioned
          scroller they escape its overflow and stretch the page below the chat. */}
      <div
        ref={scroller}
        onScroll={(e) => {
          const node = e.currentTarget;
          sticky.current = node.scrollHeight - node.scrollTop - node.clientHeight < STICKY_PX;
        }}
        tabIndex={0}
        aria-label={t('chat.conversation.label')}
        className={`${heightClass} relative overflow-y-auto overscroll-contain rounded-2xl px-1 py-2 focus-visible:outline-2 focus-visible:outline-amber-500`}
      >
        {messages.hasPreviousPage ? (
          <div className="mb-3 flex justify-center">
            <Button
              variant="secondary"
              className="min-h-9 px-4 py-1 text-sm"
              disabled={messages.isFetchingPreviousPage}
              onClick={() => {
                heightBefore.current = scroller.current?.scrollHeight ?? 0;
                void messages.fetchPreviousPage();
              }}
            >
              {messages.isFetchingPreviousPage ? t('chat.loading') : t('chat.conversation.earlier')}
            </Button>
          </div>
        ) : null}
        {messages.isPending ? (
          <p className="py-6 text-center text-slate-700 dark:text-indigo-200">
            {t('chat.loading')}
          </p>
        ) : messages.isError && items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-6 text-center">
            <p role="alert">{t('chat.conversation.loadFailed')}</p>
            <Button variant="secondary" onClick={() => void messages.refetch()}>
              {t('chat.retry')}
            </Button>
          </div>
        ) : (
          <ul
            role="log"
            aria-live="polite"
            aria-relevant="additions"
            className="flex flex-col gap-3"
          >
            {items.length === 0 && !outgoing ? (
              <MessageBubble role="assistant">
                {greeting === 'palm'
                  ? t('chat.conversation.palmGreeting')
                  : t('chat.conversation.greeting')}
              </MessageBubble>
            ) : null}
            {items.map((message) => {
              if (message.role === 'user') {
                return (
                  <MessageBubble
                    key={message.id}
                    role="user"
                    at={message.createdAt}
                    testId="message"
                  >
                    {message.content}
                  </MessageBubble>
                );
              }
              if (message.status === 'pending') {
                const text = stream?.messageId === message.id ? stream.text : '';
                return (
                  <MessageBubble key={message.id} role="assistant" busy testId="message-streaming">
                    {text || <TypingDots />}
                  </MessageBubble>
                );
              }
              if (message.status === 'failed') {
                return (
                  <MessageBubble
                    key={message.id}
                    role="assistant"
                    tone="error"
                    at={message.createdAt}
                    testId="message-failed"
                    footer={
                      message === last ? (
                        <Button
                          variant="secondary"
                          className="min-h-9 px-4 py-1 text-sm"
                          onClick={() => retryFailedReply(message)}
                          disabled={sending}
                        >
                          {t('chat.conversation.retry')}
                        </Button>
                      ) : null
                    }
                  >
                    {message.content || t('chat.conversation.replyFailed')}
                  </MessageBubble>
                );
              }
              return (
                <MessageBubble
                  key={message.id}
                  role="assistant"
                  at={message.createdAt}
                  testId="message"
                >
                  {message.content}
                </MessageBubble>
              );
            })}
            {outgoing ? (
              <MessageBubble
                role="user"
                tone={outgoing.state === 'failed' ? 'error' : 'pending'}
                testId="message-outgoing"
                footer={
                  outgoing.state === 'failed' ? (
                    <div className="flex flex-wrap items-center justify-end gap-2">
                      <span role="alert" className="text-sm text-red-700 dark:text-red-300">
                        {t('chat.conversation.sendFailed')}
                      </span>
                      <Button
                        variant="secondary"
                        className="min-h-9 px-4 py-1 text-sm"
                        onClick={() => void send(outgoing.content, outgoing.key, true)}
                      >
                        {t('chat.conversation.retry')}
                      </Button>
                    </div>
                  ) : null
                }
              >
                {outgoing.content}
              </MessageBubble>
            ) : null}
            {sending ? (
              <MessageBubble role="assistant" busy testId="message-streaming">
                {stream?.text || <TypingDots />}
              </MessageBubble>
            ) : null}
          </ul>
        )}
      </div>
      <p role="status" className="sr-only">
        {sending && !stream?.text ? t('chat.conversation.typing') : ''}
      </p>
      <ChatComposer
        ref={composer}
        value={draft}
        onChange={setDraft}
        onSend={() => void send(draft)}
        sending={sending}
        disabled={!canSend}
        messageCost={messageCost}
      />
    </div>
  );
}
