import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface MessageBubbleProps {
  role: 'user' | 'assistant';
  children: ReactNode;
  /** ISO time shown under the bubble. */
  at?: string | null;
  tone?: 'normal' | 'pending' | 'error';
  /** A reply still being written: screen readers wait for it to finish. */
  busy?: boolean;
  footer?: ReactNode;
  testId?: string;
}

function timeOf(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleTimeString(language === 'en' ? 'en-GB' : 'th-TH', {
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** One message: the user's on the right, the fortune teller's on the left with its avatar. */
export function MessageBubble({
  role,
  children,
  at,
  tone = 'normal',
  busy = false,
  footer,
  testId,
}: MessageBubbleProps) {
  const { t, i18n } = useTranslation();
  const mine = role === 'user';
  const time = at ? timeOf(at, i18n.language) : '';
  const surface = mine
    ? tone === 'error'
      ? 'bg-red-50 text-red-950 ring-1 ring-red-200 dark:bg-red-950/50 dark:text-red-50 dark:ring-red-900'
      : 'bg-indigo-800 text-amber-50 dark:bg-amber-400 dark:text-indigo-950'
    : tone === 'error'
      ? 'bg-red-50 text-red-950 ring-1 ring-red-200 dark:bg-red-950/50 dark:text-red-50 dark:ring-red-900'
      : 'bg-white text-indigo-950 ring-1 ring-amber-200 dark:bg-indigo-900 dark:text-amber-50 dark:ring-indigo-700';

  return (
    <li
      className={`flex items-end gap-2 ${mine ? 'justify-end' : 'justify-start'}`}
      data-testid={testId}
      data-role={role}
    >
      {mine ? null : (
        <img
          src="/splash.svg"
          alt=""
          width={32}
          height={32}
          className="mb-5 size-8 shrink-0 rounded-full ring-1 ring-amber-300 dark:ring-indigo-600"
        />
      )}
      <div className={`flex max-w-[82%] flex-col gap-1 ${mine ? 'items-end' : 'items-start'}`}>
        <div
          aria-busy={busy || undefined}
          className={`rounded-2xl px-4 py-2.5 leading-relaxed break-words whitespace-pre-wrap ${mine ? 'rounded-br-md' : 'rounded-bl-md'} ${surface} ${tone === 'pending' ? 'opacity-80' : ''}`}
        >
          <span className="sr-only">
            {mine ? t('chat.conversation.you') : t('chat.conversation.teller')}:{' '}
          </span>
          {children}
        </div>
        {footer}
        {time ? (
          <span className="px-1 text-[11px] text-slate-500 dark:text-indigo-300">
            <span className="sr-only">{t('chat.conversation.sentAt', { time })}</span>
            <span aria-hidden="true">{time}</span>
          </span>
        ) : null}
      </div>
    </li>
  );
}

/** Three bouncing dots while the reply has not started. */
export function TypingDots() {
  return (
    <span className="inline-flex items-center gap-1 py-1.5" aria-hidden="true">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="size-2 animate-bounce rounded-full bg-indigo-400 motion-reduce:animate-none dark:bg-amber-300"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}
