import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button-styles.ts';
import { Card } from '../../components/ui/card.tsx';
import { ArrowRightIcon } from '../../components/ui/icons.tsx';
import { paths } from '../../config/paths.ts';
import {
  bangkokToday,
  useDailyFortune,
} from '../../features/daily-fortune/api/get-daily-fortune.ts';
import { DailyFortuneCard } from '../../features/daily-fortune/components/daily-fortune-card.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { deferred } from '../on-demand.tsx';

/** A few articles under the page, with the data cache they are read through: after first paint. */
const HomeArticles = deferred(async () => {
  const [{ HomeArticles: Articles }, { ScreenProviders }] = await Promise.all([
    import('../../features/feed/components/home-articles.tsx'),
    import('../screen-providers.tsx'),
  ]);
  return function ProvidedHomeArticles() {
    return (
      <ScreenProviders>
        <Articles />
      </ScreenProviders>
    );
  };
});

export function HomeRoute() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(undefined);
  const fortune = useDailyFortune(bangkokToday(), i18n.language);
  return (
    <div className="space-y-5">
      <DailyFortuneCard fortune={fortune} />
      <Card className="bg-gradient-to-br from-indigo-900 to-indigo-800 text-amber-50 ring-indigo-900 dark:from-indigo-900 dark:to-indigo-950">
        <h2 className="text-lg font-semibold text-amber-300">{t('home.exploreTitle')}</h2>
        <p className="mt-1 text-indigo-100">{t('home.exploreBody')}</p>
        <Link to={paths.fortune} className={buttonClassName('gold', 'mt-4')}>
          {t('home.exploreCta')}
          <ArrowRightIcon className="size-5" />
        </Link>
      </Card>
      <HomeArticles />
    </div>
  );
}
