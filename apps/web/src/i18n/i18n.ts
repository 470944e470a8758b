import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, readStoredLanguage, type Language } from './languages.ts';
import { thCore } from './th-core.ts';
import { formatNumber } from '../lib/format-number.ts';

/**
 * Each language comes in two parts: the words of the first paint (frame, splash, home page) and
 * the rest. Only the Thai first part ships with the app; the others are fetched when needed.
 */
export type CataloguePart = 'core' | 'rest';

const LOADERS: Record<Language, Record<CataloguePart, () => Promise<object>>> = {
  th: {
    core: async () => thCore,
    rest: async () => (await import('./th.ts')).thRest,
  },
  en: {
    core: async () => (await import('./en-core.ts')).enCore,
    rest: async () => (await import('./en.ts')).enRest,
  },
};

/** The app's i18next instance: Thai first, the stored choice if any, Thai as the fallback. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { th: { translation: thCore } },
  partialBundledLanguages: true,
  lng: readStoredLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false }, // React escapes already.
  initAsync: false, // The Thai first part is bundled: ready before the first render.
  showSupportNotice: false,
});

/**
 * `{{count, number}}`. i18next's own formatter keys its cache by every value passed to `t`, so
 * each new count built a new `Intl.NumberFormat` (see `formatNumber`). The catalogues use
 * `number` without options.
 */
i18n.services.formatter?.add('number', (value: unknown, language: string | undefined) =>
  formatNumber(value, language ?? DEFAULT_LANGUAGE),
);

const added = new Map<string, Promise<void>>([['th:core', Promise.resolve()]]);
/** Set once a screen asked for the whole catalogue: a later language switch fetches it whole. */
let wholeCatalogueWanted = false;

/** Adds one part of a language to the instance (once; concurrent callers share the fetch). */
export function loadCatalogue(language: Language, part: CataloguePart): Promise<void> {
  const key = `${language}:${part}`;
  let loading = added.get(key);
  if (!loading) {
    loading = LOADERS[language][part]().then((words) => {
      i18n.addResourceBundle(language, 'translation', words, true, true);
    });
    // A failed fetch (offline) is tried again by the next caller.
    loading.catch(() => added.delete(key));
    added.set(key, loading);
  }
  return loading;
}

function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'th';
}

/** The first part of the current language: awaited before the first render. */
export function loadFirstPaintCatalogue(): Promise<void> {
  return loadCatalogue(currentLanguage(), 'core');
}

/** Everything of the current language: awaited by every screen, modal and prompt past home. */
export async function loadWholeCatalogue(): Promise<void> {
  wholeCatalogueWanted = true;
  const language = currentLanguage();
  await Promise.all([loadCatalogue(language, 'core'), loadCatalogue(language, 'rest')]);
}

/** Switches language once its words are here, so no screen ever shows a missing key. */
export async function switchLanguage(language: Language): Promise<void> {
  await Promise.all([
    loadCatalogue(language, 'core'),
    wholeCatalogueWanted ? loadCatalogue(language, 'rest') : null,
  ]);
  await i18n.changeLanguage(language);
}
