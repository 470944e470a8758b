import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

interface FilterFormProps {
  onApply: () => void;
  onClear: () => void;
  children: ReactNode;
}

/** A list's filters: two columns on a phone, four on a desktop; applied together on submit. */
export function FilterForm({ onApply, onClear, children }: FilterFormProps) {
  const { t } = useTranslation();
  function submit(event: FormEvent) {
    event.preventDefault();
    onApply();
  }
  return (
    <form
      role="search"
      aria-label={t('admin.common.filters')}
      noValidate
      onSubmit={submit}
      className="space-y-3"
    >
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">{children}</div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{t('admin.common.apply')}</Button>
        <Button variant="secondary" onClick={onClear}>
          {t('admin.common.clear')}
        </Button>
      </div>
    </form>
  );
}
