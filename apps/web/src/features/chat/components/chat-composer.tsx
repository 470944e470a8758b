import { MESSAGE_MAX } from '@duangdee/contract/palm';
import { useId, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CoinIcon } from '../../../components/ui/icons.tsx';

interface ChatComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  sending: boolean;
  disabled: boolean;
  messageCost: number;
  ref?: Ref<HTMLTextAreaElement>;
}

/** Shows the counter once a message gets near the limit. */
const COUNTER_FROM = Math.floor(MESSAGE_MAX * 0.8);

/**
 * The question box: Enter sends (Shift+Enter for a new line), the cost of a message is always in
 * view, and the box stays usable while a message is on its way so focus is never lost.
 */
export function ChatComposer({
  value,
  onChange,
  onSend,
  sending,
  disabled,
  messageCost,
  ref,
}: ChatComposerProps) {
  const { t } = useTranslation();
  const id = useId();
  const length = value.trim().length;
  const tooLong = length > MESSAGE_MAX;
  const canSend = !disabled && !sending && length > 0 && !tooLong;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (canSend) onSend();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-1.5" data-testid="chat-composer">
      <label htmlFor={id} className="sr-only">
        {t('chat.conversation.composerLabel')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          ref={ref}
          id={id}
          rows={1}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('chat.conversation.placeholder')}
          disabled={disabled}
          aria-invalid={tooLong || undefined}
          aria-describedby={`${id}-cost${tooLong ? ` ${id}-error` : ''}`}
          className="field-sizing-content max-h-36 min-h-12 flex-1 resize-none rounded-2xl border border-indigo-200 bg-white px-4 py-2.5 text-base text-indigo-950 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-amber-500 disabled:opacity-60 aria-invalid:border-red-600 dark:border-indigo-600 dark:bg-indigo-950 dark:text-amber-50 dark:placeholder:text-indigo-300"
        />
        <button
          type="submit"
          disabled={!canSend}
          className="inline-flex min-h-12 shrink-0 items-center justify-center gap-1.5 rounded-full bg-indigo-800 px-5 font-semibold text-amber-50 transition-colors hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 disabled:cursor-not-allowed disabled:bg-indigo-200 disabled:text-indigo-500 dark:bg-amber-400 dark:text-indigo-950 dark:hover:bg-amber-300 dark:disabled:bg-indigo-800 dark:disabled:text-indigo-300"
        >
          <SendIcon />
          {sending ? t('chat.conversation.sending') : t('chat.conversation.send')}
        </button>
      </div>
      <div className="flex items-center justify-between gap-2 px-1 text-xs">
        <p
          id={`${id}-cost`}
          className="flex items-center gap-1 text-slate-600 dark:text-indigo-300"
        >
          <CoinIcon className="size-4" />
          {disabled
            ? t('chat.conversation.notReady')
            : t('chat.conversation.cost', { count: messageCost })}
        </p>
        {tooLong ? (
          <p
            id={`${id}-error`}
            role="alert"
            className="font-semibold text-red-700 dark:text-red-300"
          >
            {t('chat.conversation.tooLong', { max: MESSAGE_MAX })}
          </p>
        ) : length >= COUNTER_FROM ? (
          <p className="text-slate-600 dark:text-indigo-300">
            {t('chat.conversation.counter', { count: length, max: MESSAGE_MAX })}
          </p>
        ) : null}
      </div>
    </form>
  );
}

function SendIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M4 12 20 4l-5 16-3-7z" />
      <path d="m12 13 8-9" />
    </svg>
  );
}
