import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { paths } from '../../../config/paths.ts';
import { useServerEvent, useServerEventsOpened } from '../../../lib/use-server-event.ts';
import { palmResultKey, usePalmResult } from '../api/palm-result.ts';
import { palmSessionKey } from '../api/palm-session.ts';
import { palmSessionsKey } from '../api/palm-sessions.ts';
import type { PalmSession } from '../types.ts';
import { FocusHeading } from './focus-heading.tsx';
import { canDrawFigure } from './palm-lines-figure.tsx';
import { PalmPhoto } from './palm-photo.tsx';
import { PalmProcessing } from './palm-processing.tsx';
import { PalmReadingView } from './palm-reading-view.tsx';
import { ShareButton } from './share-button.tsx';

/** What the follow-up chat under a finished reading needs. */
export interface PalmFollowUp {
  sessionId: string;
  messageCost: number;
}

interface PalmSessionOutcomeProps {
  session: PalmSession;
  /** Move focus to each new state's heading (the wizard does; a list detail does not). */
  focusOnChange?: boolean;
  /** After a failed reading: take another photo. */
  onRetake: () => void;
  onBalanceChanged: () => void;
  renderFollowUp?: (followUp: PalmFollowUp) => ReactNode;
}

/**
 * A started reading, whatever became of it: the progress while the photo is read (live events,
 * with polling every 3 s as the fallback), then the reading and its follow-up chat, or the Thai
 * reason it failed with a way to retake the photo.
 */
export function PalmSessionOutcome({
  session,
  focusOnChange = false,
  onRetake,
  onBalanceChanged,
  renderFollowUp,
}: PalmSessionOutcomeProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sessionId = session.sessionId;
  const result = usePalmResult(sessionId);

  const refetchResult = () =>
    void queryClient.invalidateQueries({ queryKey: palmResultKey(sessionId) });
  useServerEvent('reading.done', (event) => {
    if (event.sessionId === sessionId) refetchResult();
  });
  // Events are not replayed after a reconnect: ask again in case the reading ended meanwhile.
  useServerEventsOpened(refetchResult);

  const finished = result.data && !result.data.processing ? result.data : null;

  // A reading that ends while it is watched here has moved coins (charged or refunded).
  const statusAtMount = useRef(session.status);
  const told = useRef(false);
  useEffect(() => {
    if (!finished || told.current) return;
    if (statusAtMount.current === 'completed' || statusAtMount.current === 'failed') return;
    told.current = true;
    onBalanceChanged();
    void queryClient.invalidateQueries({ queryKey: palmSessionsKey });
    void queryClient.invalidateQueries({ queryKey: palmSessionKey(sessionId) });
  }, [finished, onBalanceChanged, queryClient, sessionId]);

  if (result.isError && !result.data) {
    return (
      <div className="flex flex-col items-center gap-3 py-6 text-center">
        <p role="alert">{t('palm.list.failed')}</p>
        <Button variant="secondary" onClick={() => void result.refetch()}>
          {t('palm.retry')}
        </Button>
      </div>
    );
  }

  if (!finished) return <PalmProcessing session={session} focusOnMount={focusOnChange} />;

  if (finished.status === 'failed' || !finished.result) {
    // A refused reading voids its hold: nothing was charged, and it says so with the amount.
    const refunded = finished.coinsCharged === 0;
    return (
      <section className="flex flex-col items-center gap-4 text-center" data-testid="palm-failed">
        <PalmPhoto
          path={session.image?.thumbnailPath}
          alt={t('palm.processing.photoAlt')}
          className="size-32 rounded-full opacity-80 ring-4 ring-red-200 dark:ring-red-900"
        />
        <FocusHeading focusOnMount={focusOnChange}>{t('palm.failed.heading')}</FocusHeading>
        <p role="alert" className="max-w-md leading-relaxed text-slate-800 dark:text-indigo-100">
          {finished.error ?? t('palm.failed.generic')}
        </p>
        {refunded ? (
          <div
            className="flex max-w-md flex-col gap-1 rounded-2xl bg-emerald-50 px-4 py-3 text-emerald-900 ring-1 ring-emerald-300 dark:bg-emerald-400/10 dark:text-emerald-100 dark:ring-emerald-400/40"
            data-testid="palm-refunded"
          >
            <p className="font-semibold">{t('palm.failed.refunded')}</p>
            <p className="text-sm">
              {t('palm.refund.notCharged', { count: session.cost.coinsRequired })}
            </p>
          </div>
        ) : null}
        <p className="max-w-md text-sm text-slate-700 dark:text-indigo-200">
          {t('palm.refund.tryAgain')}
        </p>
        <Button onClick={onRetake} className="w-full max-w-xs">
          {t('palm.failed.retake')}
        </Button>
      </section>
    );
  }

  const photoPath = session.image?.originalPath ?? null;
  return (
    <div className="flex flex-col gap-6">
      {/* A reading that says where its lines run shows them drawn on this photo further down. */}
      {canDrawFigure(finished.result, photoPath) ? null : (
        <PalmPhoto
          path={photoPath}
          alt={t('palm.result.photoAlt')}
          className="mx-auto aspect-[3/4] w-40 rounded-2xl shadow-md ring-1 ring-amber-200 dark:ring-indigo-700"
        />
      )}
      <PalmReadingView
        result={finished.result}
        completedAt={finished.completedAt}
        focusOnMount={focusOnChange}
        photoPath={photoPath}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        {finished.shareToken ? (
          <ShareButton sessionId={sessionId} shareToken={finished.shareToken} />
        ) : null}
        <Link to={paths.fortuneTelling} className={buttonClassName('secondary')}>
          {t('palm.result.newReading')}
        </Link>
      </div>
      {renderFollowUp ? (
        <section aria-labelledby="palm-follow-up-heading" className="flex flex-col gap-3">
          <div>
            <h2
              id="palm-follow-up-heading"
              className="text-xl font-bold text-indigo-950 dark:text-amber-100"
            >
              {t('palm.result.followUpHeading')}
            </h2>
            <p className="text-sm text-slate-700 dark:text-indigo-200">
              {t('palm.result.followUpLead')}
            </p>
          </div>
          {renderFollowUp({ sessionId, messageCost: session.cost.messageCost })}
        </section>
      ) : null}
    </div>
  );
}
