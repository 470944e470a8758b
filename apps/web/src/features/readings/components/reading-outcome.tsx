import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { READING_HISTORY_KEY } from '../api/reading-history.ts';
import { useReadingProgress } from '../api/reading-progress.ts';
import { useReadingResults } from '../api/reading-results.ts';
import { isEnglish } from '../lib/format.ts';
import type { FinishedReading, ReadingKind } from '../types.ts';
import { ProcessingPanel } from './processing-panel.tsx';
import { ReadingResultView } from './reading-result-view.tsx';

interface ReadingOutcomeProps {
  kind: ReadingKind;
  sessionId: string;
  /** Coins were spent or refunded when the reading finished: the wallet asks again. */
  onFinished?: (reading: FinishedReading) => void;
  /** What to offer beside the share button (another reading, history…). */
  actions?: ReactNode;
  /** Shown instead of the progress while the reading waits for the user (love sticks). */
  waiting?: ReactNode;
}

export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <Card className="flex flex-col gap-3">
      <p role="alert">
        {missing ? t('readings.result.notFound') : t('readings.result.loadFailed')}
      </p>
      {missing ? null : (
        <Button variant="secondary" onClick={onRetry}>
          {t('readings.common.retry')}
        </Button>
      )}
    </Card>
  );
}

/**
 * A reading of the user's: polled every 2 s while it is being made (202), then shown. When it
 * finishes, the history is stale and the wallet has moved (spent, or refunded on failure).
 */
export function ReadingOutcome({
  kind,
  sessionId,
  onFinished,
  actions,
  waiting,
}: ReadingOutcomeProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const results = useReadingResults(kind, sessionId);
  const outcome = results.data;
  const processing = outcome?.processing === true;
  const progress = useReadingProgress(kind, sessionId, processing && !waiting);
  const finished = outcome && !outcome.processing ? outcome : null;
  const told = useRef(false);

  useEffect(() => {
    if (!finished || told.current) return;
    told.current = true;
    onFinished?.(finished);
    void queryClient.invalidateQueries({ queryKey: READING_HISTORY_KEY });
  }, [finished, onFinished, queryClient]);

  if (results.isError && !outcome) {
    return <LoadFailed error={results.error} onRetry={() => void results.refetch()} />;
  }
  if (!outcome) {
    return (
      <p className="text-slate-700 dark:text-indigo-200" role="status">
        {t('readings.result.loading')}
      </p>
    );
  }
  if (outcome.processing) {
    return (
      waiting ?? (
        <ProcessingPanel
          percent={progress.data?.progressPercent}
          estimatedSeconds={progress.data?.estimatedWaitTime}
        />
      )
    );
  }
  if (outcome.status === 'failed' || !outcome.result) {
    return (
      <Card className="flex flex-col gap-3" data-testid="reading-failed">
        <h2 className="text-xl font-bold">{t('readings.result.failedTitle')}</h2>
        <p role="alert">
          {outcome.error && !isEnglish(i18n.language)
            ? outcome.error
            : t('readings.result.failedBody')}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">{actions}</div>
      </Card>
    );
  }
  return (
    <ReadingResultView
      result={outcome.result}
      completedAt={outcome.completedAt}
      shareToken={outcome.shareToken}
      actions={actions}
    />
  );
}
