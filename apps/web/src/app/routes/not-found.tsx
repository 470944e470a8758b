import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button-styles.ts';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function NotFoundRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="flex flex-col items-center gap-4 py-12 text-center" data-testid="not-found">
      <p aria-hidden="true" className="text-6xl font-bold text-amber-500 dark:text-amber-300">
        404
      </p>
      <h1 className="text-2xl font-bold text-indigo-950 dark:text-amber-100">
        {t('notFound.title')}
      </h1>
      <p className="text-slate-700 dark:text-indigo-200">{t('notFound.message')}</p>
      <Link to={paths.home} className={buttonClassName('primary')}>
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}
