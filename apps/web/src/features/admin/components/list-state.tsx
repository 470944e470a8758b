import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useAdminErrorText } from '../lib/server-error.ts';

interface ListStateProps {
  query: {
    isLoading: boolean;
    isError: boolean;
    error: unknown;
    data?: { items: unknown[] } | unknown[] | undefined;
    refetch: () => unknown;
  };
  /** Shown when the answer holds nothing. */
  empty: ReactNode;
}

/** What a list shows before and instead of its rows: loading, the failure in words, or empty. */
export function ListState({ query, empty }: ListStateProps) {
  const { t } = useTranslation();
  const errorText = useAdminErrorText();
  if (query.isLoading) return <p role="status">{t('admin.common.loading')}</p>;
  if (query.isError && !query.data) {
    return (
      <div role="alert" className="space-y-2">
        <p>{t('admin.common.loadFailedBecause', { reason: errorText(query.error) })}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('admin.common.retry')}
        </Button>
      </div>
    );
  }
  const items = Array.isArray(query.data) ? query.data : query.data?.items;
  if (items && items.length === 0) return <Card>{empty}</Card>;
  return null;
}
