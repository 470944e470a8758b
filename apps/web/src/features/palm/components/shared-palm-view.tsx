import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { useSharedPalm } from '../api/shared-palm-result.ts';
import { PalmReadingView } from './palm-reading-view.tsx';

/**
 * A reading someone shared: only the reading, no photo or personal data, for anyone. The lines
 * found are drawn on a plain hand outline, never on the owner's photo.
 */
export function SharedPalmView({ sessionId, token }: { sessionId: string; token: string }) {
  const { t } = useTranslation();
  const shared = useSharedPalm(sessionId, token);
  if (shared.isPending) {
    return <p className="text-slate-700 dark:text-indigo-200">{t('palm.loading')}</p>;
  }
  if (shared.isError) {
    return (
      <Card className="flex flex-col gap-3 text-center" data-testid="palm-shared-missing">
        <p role="alert">{t('palm.shared.notFound')}</p>
        <Link to={paths.fortuneTelling} className={buttonClassName('primary')}>
          {t('palm.shared.cta')}
        </Link>
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-5" data-testid="palm-shared">
      <div className="flex flex-col items-start gap-2">
        <Badge>{t('palm.shared.badge')}</Badge>
        <p className="text-sm text-slate-700 dark:text-indigo-200">{t('palm.shared.lead')}</p>
      </div>
      <PalmReadingView
        result={shared.data.result}
        completedAt={shared.data.completedAt}
        photoPath={null}
      />
      <Link to={paths.fortuneTelling} className={buttonClassName('primary', 'min-h-12')}>
        {t('palm.shared.cta')}
      </Link>
    </div>
  );
}
