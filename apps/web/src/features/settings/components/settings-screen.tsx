import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ChoiceGroup } from '../../../components/ui/choice-group.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { LANGUAGES } from '../../../i18n/languages.ts';
import { openCookieSettings } from '../../../lib/cookie-settings.ts';
import { useSettingsStore } from '../stores/settings-store.ts';
import { THEMES } from '../theme.ts';

interface SettingsScreenProps {
  /** The notification preferences (the app layer gives them the user's sign-in). */
  notifications?: ReactNode;
}

/** Theme (light / dark / auto) and language (Thai / English); changes apply at once. */
export function SettingsScreen({ notifications }: SettingsScreenProps = {}) {
  const { t } = useTranslation();
  const theme = useSettingsStore((state) => state.theme);
  const language = useSettingsStore((state) => state.language);
  const setTheme = useSettingsStore((state) => state.setTheme);
  const setLanguage = useSettingsStore((state) => state.setLanguage);

  return (
    <Screen title={t('settings.title')}>
      <Card>
        <ChoiceGroup
          legend={t('settings.theme')}
          name="theme"
          value={theme}
          onChange={setTheme}
          hint={t('settings.themeAutoHint')}
          choices={THEMES.map((value) => ({ value, label: t(`settings.themeOptions.${value}`) }))}
        />
      </Card>
      <Card>
        <ChoiceGroup
          legend={t('settings.language')}
          name="language"
          value={language}
          onChange={setLanguage}
          choices={LANGUAGES.map((value) => ({
            value,
            label: t(`settings.languageNames.${value}`),
            lang: value,
          }))}
        />
      </Card>
      {notifications}
      <Card>
        <h2 className="font-semibold">{t('cookieConsent.settingsTitle')}</h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-indigo-200">
          {t('cookieConsent.settingsIntro')}
        </p>
        <Button variant="secondary" className="mt-3" onClick={openCookieSettings}>
          {t('cookieConsent.settingsTitle')}
        </Button>
      </Card>
    </Screen>
  );
}
