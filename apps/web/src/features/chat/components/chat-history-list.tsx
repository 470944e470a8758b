import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ArrowRightIcon, ChatIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useChatHistory } from '../api/chat-history.ts';
import type { ChatHistoryItem } from '../types.ts';

function pathOf(item: ChatHistoryItem): string {
  const query = new URLSearchParams({ session: item.sessionId }).toString();
  // A palm reading's follow-up chat lives under its reading.
  return `${item.kind === 'palm' ? paths.palmAnalysis : paths.chat}?${query}`;
}

function whenOf(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(language === 'en' ? 'en-GB' : 'th-TH', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

/** Past chats, most recently active first, 20 at a time. */
export function ChatHistoryList() {
  const { t, i18n } = useTranslation();
  const history = useChatHistory();
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="chat-history-heading" className="flex flex-col gap-3">
      <h2
        id="chat-history-heading"
        className="text-lg font-bold text-indigo-950 dark:text-amber-100"
      >
        {t('chat.history.heading')}
      </h2>
      {history.isPending ? (
        <p className="text-slate-700 dark:text-indigo-200">{t('chat.loading')}</p>
      ) : history.isError && items.length === 0 ? (
        <Card className="flex flex-col gap-3">
          <p role="alert">{t('chat.history.failed')}</p>
          <Button variant="secondary" onClick={() => void history.refetch()}>
            {t('chat.retry')}
          </Button>
        </Card>
      ) : items.length === 0 ? (
        <Card className="text-center text-slate-700 dark:text-indigo-200">
          {t('chat.history.empty')}
        </Card>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="chat-history">
          {items.map((item) => (
            <li key={item.sessionId}>
              <Link
                to={pathOf(item)}
                className="flex items-center gap-3 rounded-2xl bg-white p-3 ring-1 ring-amber-200 transition-colors hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 dark:bg-indigo-900/70 dark:ring-indigo-800 dark:hover:bg-indigo-900"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-amber-100 text-indigo-800 dark:bg-indigo-800 dark:text-amber-300">
                  <ChatIcon />
                </span>
                <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span className="flex items-center gap-2">
                    <span className="truncate font-semibold text-indigo-950 dark:text-amber-100">
                      {item.title ?? t('chat.defaultTitle')}
                    </span>
                    <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-indigo-800 dark:text-amber-200">
                      {t(`chat.history.kinds.${item.kind}`)}
                    </span>
                  </span>
                  <span className="truncate text-sm text-slate-700 dark:text-indigo-200">
                    {item.lastMessage ?? t('chat.history.noMessages')}
                  </span>
                  <span className="text-xs text-slate-500 dark:text-indigo-300">
                    {whenOf(item.updatedAt, i18n.language)} ·{' '}
                    {t('chat.history.messageCount', { count: item.messageCount })}
                  </span>
                </span>
                <ArrowRightIcon className="size-5 shrink-0 text-indigo-700 dark:text-amber-300" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {history.hasNextPage ? (
        <Button
          variant="secondary"
          onClick={() => void history.fetchNextPage()}
          disabled={history.isFetchingNextPage}
        >
          {history.isFetchingNextPage ? t('chat.loading') : t('chat.history.loadMore')}
        </Button>
      ) : null}
    </section>
  );
}
