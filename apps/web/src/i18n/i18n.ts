import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, readStoredLanguage } from './languages.ts';
import { th } from './th.ts';

export const resources = {
  th: { translation: th },
  en: { translation: en },
} as const;

/** The app's i18next instance: Thai first, the stored choice if any, Thai as the fallback. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: readStoredLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false }, // React escapes already.
  initAsync: false, // Resources are bundled: be ready before the first render.
  showSupportNotice: false,
});
