import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button.tsx';

/** What a rendering crash shows: Thai text that an error occurred, reload and try again. */
interface ErrorFallbackProps {
  onRetry: () => void;
  onReload?: () => void;
}

export function ErrorFallback({
  onRetry,
  onReload = () => window.location.reload(),
}: ErrorFallbackProps) {
  const { t } = useTranslation();
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-4 py-10 text-center"
      data-testid="error-fallback"
    >
      <img src="/splash.svg" alt="" width={96} height={96} className="size-24 rounded-3xl" />
      <h1 className="text-2xl font-bold text-indigo-950 dark:text-amber-100">{t('error.title')}</h1>
      <p className="text-slate-700 dark:text-indigo-200">{t('error.message')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>{t('error.retry')}</Button>
        <Button variant="secondary" onClick={onReload}>
          {t('error.reload')}
        </Button>
      </div>
    </section>
  );
}
