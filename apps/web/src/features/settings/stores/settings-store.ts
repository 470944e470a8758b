import { create } from 'zustand';
import { switchLanguage } from '../../../i18n/i18n.ts';
import { readStoredLanguage, type Language } from '../../../i18n/languages.ts';
import { writeStorage } from '../../../lib/storage.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { applyTheme, readStoredTheme, type Theme } from '../theme.ts';

interface SettingsState {
  theme: Theme;
  language: Language;
  setTheme: (theme: Theme) => void;
  setLanguage: (language: Language) => void;
}

export function applyLanguage(language: Language): void {
  document.documentElement.lang = language;
  void switchLanguage(language);
}

/**
 * Theme and language. Persisted by hand rather than with zustand's `persist` middleware: each
 * value sits under its own key as a plain string (`duangdee_theme`, `duangdee_language`) because
 * `public/theme-init.js` reads them before React loads, to paint the right theme first.
 */
export const useSettingsStore = create<SettingsState>()((set) => ({
  theme: readStoredTheme(),
  language: readStoredLanguage(),
  setTheme: (theme) => {
    writeStorage(STORAGE_KEYS.theme, theme);
    applyTheme(theme);
    set({ theme });
  },
  setLanguage: (language) => {
    writeStorage(STORAGE_KEYS.language, language);
    applyLanguage(language);
    set({ language });
  },
}));

/** Re-reads storage (another tab changed it) and applies what it finds. */
export function syncSettingsFromStorage(): void {
  const theme = readStoredTheme();
  const language = readStoredLanguage();
  applyTheme(theme);
  applyLanguage(language);
  useSettingsStore.setState({ theme, language });
}
