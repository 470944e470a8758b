import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { useSharedReading } from '../api/shared-reading.ts';
import { readingKindPath } from '../lib/reading-links.ts';
import { LoadFailed } from './reading-outcome.tsx';
import { ReadingResultView } from './reading-result-view.tsx';

/**
 * A reading opened from its share link: public, so it shows the reading only (no one's account),
 * and invites the visitor to a reading of their own.
 */
export function SharedReadingView({ token }: { token: string }) {
  const { t } = useTranslation();
  const shared = useSharedReading(token);
  if (shared.isPending) {
    return (
      <p role="status" className="text-slate-700 dark:text-indigo-200">
        {t('readings.result.loading')}
      </p>
    );
  }
  if (shared.isError) {
    return <LoadFailed error={shared.error} onRetry={() => void shared.refetch()} />;
  }
  const { kind, result, completedAt } = shared.data;
  return (
    <div className="space-y-4" data-testid="shared-reading">
      <Badge>{t('readings.shared.badge')}</Badge>
      <ReadingResultView
        result={result}
        completedAt={completedAt}
        shareToken={token}
        actions={
          <Link to={readingKindPath(kind)} className={buttonClassName('primary')}>
            {t('readings.shared.cta')}
          </Link>
        }
      />
    </div>
  );
}
