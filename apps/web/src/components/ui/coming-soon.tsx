import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Badge } from './badge.tsx';
import { buttonClassName } from './button-styles.ts';

/** The shared placeholder for screens a later release builds, titled with the screen's name. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  useDocumentTitle(title);
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col items-center gap-4 py-10 text-center"
      data-testid="coming-soon"
    >
      <img src="/splash.svg" alt="" width={112} height={112} className="size-28 rounded-3xl" />
      <Badge>{t('comingSoon.badge')}</Badge>
      <h1 id={headingId} className="text-2xl font-bold text-indigo-950 dark:text-amber-100">
        {title}
      </h1>
      <p className="max-w-sm text-slate-700 dark:text-indigo-200">{t('comingSoon.message')}</p>
      <Link to={paths.home} className={buttonClassName('secondary')}>
        {t('comingSoon.backHome')}
      </Link>
    </section>
  );
}
