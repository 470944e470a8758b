import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button-styles.ts';
import { Card } from '../../components/ui/card.tsx';
import { ArrowRightIcon } from '../../components/ui/icons.tsx';
import { paths } from '../../config/paths.ts';
import { DailyFortuneCard } from '../../features/daily-fortune/components/daily-fortune-card.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function HomeRoute() {
  const { t } = useTranslation();
  useDocumentTitle(undefined);
  return (
    <div className="space-y-5">
      <DailyFortuneCard />
      <Card className="bg-gradient-to-br from-indigo-900 to-indigo-800 text-amber-50 ring-indigo-900 dark:from-indigo-900 dark:to-indigo-950">
        <h2 className="text-lg font-semibold text-amber-300">{t('home.exploreTitle')}</h2>
        <p className="mt-1 text-indigo-100">{t('home.exploreBody')}</p>
        <Link to={paths.fortune} className={buttonClassName('gold', 'mt-4')}>
          {t('home.exploreCta')}
          <ArrowRightIcon className="size-5" />
        </Link>
      </Card>
    </div>
  );
}
