import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

/** Previous / next under a list, with "page n of m"; nothing when there is one page. */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="flex items-center justify-between gap-2">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('admin.common.previous')}
      </Button>
      <span className="text-sm">{t('admin.common.pageOf', { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('admin.common.next')}
      </Button>
    </nav>
  );
}
