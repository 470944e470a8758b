import { useTranslation } from 'react-i18next';
import { publishedDay } from '../lib/published-date.ts';

/** When an article was published, as Thai dates are written (พ.ศ.), or in English. */
export function PublishedDate({ iso, className }: { iso: string | null; className?: string }) {
  const { t } = useTranslation();
  const day = publishedDay(iso);
  if (!day || !iso) return null;
  return (
    <time dateTime={iso} className={className}>
      {t('feed.published', { ...day, month: t(`home.months.${day.month}`) })}
    </time>
  );
}
