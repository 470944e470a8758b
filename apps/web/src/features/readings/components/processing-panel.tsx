import { useTranslation } from 'react-i18next';
import { waitWords } from '../../../lib/wait-words.ts';

/** While the reading is being made: what is happening, how far it has come, and that one may leave. */
export function ProcessingPanel({
  percent,
  estimatedSeconds,
}: {
  percent: number | undefined;
  /** The server's estimate for its writer; unknown until the first progress answer. */
  estimatedSeconds: number | undefined;
}) {
  const { t } = useTranslation();
  const wait = estimatedSeconds === undefined ? null : waitWords(estimatedSeconds);
  const value = Math.max(5, Math.min(100, percent ?? 5));
  return (
    <section
      aria-labelledby="processing-title"
      aria-busy="true"
      data-testid="reading-processing"
      className="flex flex-col items-center gap-5 rounded-2xl bg-gradient-to-br from-indigo-900 to-indigo-950 px-5 py-8 text-center text-amber-50 shadow-md"
    >
      <span aria-hidden="true" className="relative flex size-24 items-center justify-center">
        <span className="absolute inset-0 rounded-full bg-amber-300/20 motion-safe:animate-ping" />
        <span className="relative flex size-20 items-center justify-center rounded-full bg-gradient-to-br from-amber-200 to-amber-400 text-indigo-950 shadow-lg motion-safe:animate-float">
          <svg
            viewBox="0 0 24 24"
            width={40}
            height={40}
            fill="none"
            stroke="currentColor"
            strokeWidth={1.7}
            strokeLinecap="round"
            strokeLinejoin="round"
            focusable="false"
          >
            <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5Z" />
            <path d="M17 3v3M15.5 4.5h3" />
          </svg>
        </span>
      </span>
      <h2 id="processing-title" className="text-xl font-bold text-amber-200">
        {t('readings.processing.title')}
      </h2>
      <div className="w-full max-w-sm">
        <div
          role="progressbar"
          aria-label={t('readings.processing.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
          className="h-3 overflow-hidden rounded-full bg-indigo-950/70 ring-1 ring-indigo-700"
        >
          <div
            className="h-full rounded-full bg-gradient-to-r from-amber-400 to-amber-200 transition-[width] duration-700"
            style={{ width: `${value}%` }}
          />
        </div>
        <p className="mt-2 text-sm font-semibold text-amber-100" aria-hidden="true">
          {value}%
        </p>
      </div>
      <p className="max-w-sm text-indigo-100">
        {wait
          ? t('readings.processing.bodyWithWait', {
              wait: t(`readings.processing.wait.${wait.unit}`, { count: wait.count }),
            })
          : t('readings.processing.body')}
      </p>
    </section>
  );
}
