import { useTranslation } from 'react-i18next';
import { waitWords } from '../../../lib/wait-words.ts';
import { usePalmProgress } from '../hooks/use-palm-progress.ts';
import type { PalmSession } from '../types.ts';
import { FocusHeading } from './focus-heading.tsx';
import { PalmPhoto } from './palm-photo.tsx';

type Stage = 'checking' | 'lines' | 'writing';

function stageOf(percent: number): Stage {
  if (percent < 30) return 'checking';
  if (percent < 70) return 'lines';
  return 'writing';
}

/** While the photo is read: the photo, a progress bar and what is happening, announced politely. */
export function PalmProcessing({
  session,
  focusOnMount = false,
}: {
  session: PalmSession;
  focusOnMount?: boolean;
}) {
  const { t } = useTranslation();
  const progress = usePalmProgress(
    session.sessionId,
    session.startedAt ?? session.createdAt,
    session.estimatedCompletionTime,
  );
  const stage = stageOf(progress.percent);
  // The server's estimate for its configured writer, not a fixed promise.
  const wait = waitWords(session.estimatedCompletionTime);

  return (
    <section className="flex flex-col items-center gap-5 text-center" data-testid="palm-processing">
      <div className="relative">
        <PalmPhoto
          path={session.image?.thumbnailPath}
          alt={t('palm.processing.photoAlt')}
          className="size-40 rounded-full ring-4 ring-amber-300 dark:ring-amber-400"
        />
        <span
          aria-hidden="true"
          className="absolute -inset-2 animate-spin rounded-full border-2 border-dashed border-amber-400/80 [animation-duration:6s] motion-reduce:animate-none dark:border-amber-300/70"
        />
      </div>
      <FocusHeading focusOnMount={focusOnMount}>{t('palm.processing.heading')}</FocusHeading>
      <p className="max-w-md text-slate-700 dark:text-indigo-200" data-testid="palm-wait">
        {t('palm.processing.body', {
          wait: t(`palm.processing.wait.${wait.unit}`, { count: wait.count }),
        })}
      </p>
      <div className="flex w-full max-w-md flex-col gap-2">
        <div
          role="progressbar"
          aria-label={t('palm.processing.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          className="h-3 w-full overflow-hidden rounded-full bg-amber-100 dark:bg-indigo-950"
        >
          <div
            className="h-full rounded-full bg-gradient-to-r from-amber-400 to-indigo-700 transition-[width] duration-700 dark:to-amber-200"
            style={{ width: `${Math.max(4, progress.percent)}%` }}
          />
        </div>
        <div className="flex justify-between text-sm text-slate-700 dark:text-indigo-200">
          <span role="status" data-testid="palm-stage">
            {t(`palm.processing.stages.${stage}`)}
          </span>
          <span aria-hidden="true">
            {t('palm.processing.percent', { percent: progress.percent })}
          </span>
        </div>
        <p className="text-sm text-slate-600 dark:text-indigo-300">
          {progress.secondsLeft > 0
            ? t('palm.processing.remaining', { seconds: progress.secondsLeft })
            : t('palm.processing.almostDone')}
        </p>
      </div>
    </section>
  );
}
