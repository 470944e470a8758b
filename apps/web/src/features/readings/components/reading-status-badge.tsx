import { useTranslation } from 'react-i18next';

const STATUSES = ['created', 'started', 'processing', 'completed', 'failed'] as const;
type KnownStatus = (typeof STATUSES)[number] | 'other';

const TONES: Record<KnownStatus, string> = {
  created:
    'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800/60 dark:text-slate-200 dark:ring-slate-600',
  started:
    'bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-900/40 dark:text-amber-200 dark:ring-amber-700',
  processing:
    'bg-sky-100 text-sky-900 ring-sky-300 dark:bg-sky-900/40 dark:text-sky-200 dark:ring-sky-700',
  completed:
    'bg-emerald-100 text-emerald-900 ring-emerald-300 dark:bg-emerald-900/40 dark:text-emerald-200 dark:ring-emerald-700',
  failed:
    'bg-red-100 text-red-900 ring-red-300 dark:bg-red-900/40 dark:text-red-200 dark:ring-red-700',
  other:
    'bg-sky-100 text-sky-900 ring-sky-300 dark:bg-sky-900/40 dark:text-sky-200 dark:ring-sky-700',
};

function known(status: string): KnownStatus {
  return (STATUSES as readonly string[]).includes(status) ? (status as KnownStatus) : 'other';
}

/** A reading's status as a coloured pill; the text carries the meaning. */
export function ReadingStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const tone = known(status);
  const moving = tone === 'processing' || tone === 'started' || tone === 'other';
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${TONES[tone]}`}
    >
      {moving ? (
        <span
          aria-hidden="true"
          className="size-2 rounded-full bg-current motion-safe:animate-pulse"
        />
      ) : null}
      {t(`readings.history.status.${tone}`)}
    </span>
  );
}
