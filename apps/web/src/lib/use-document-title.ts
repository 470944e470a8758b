import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to "<screen> · <app name>", so each screen is announced by its name. */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}
