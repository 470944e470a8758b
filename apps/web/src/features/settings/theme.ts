import { readStorage } from '../../lib/storage.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';

export const THEMES = ['light', 'dark', 'auto'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

export function readStoredTheme(): Theme {
  const stored = readStorage(STORAGE_KEYS.theme);
  return isTheme(stored) ? stored : DEFAULT_THEME;
}

/** The system's dark-mode query, or null where `matchMedia` is missing (old browsers, jsdom). */
export function darkSchemeQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
}

export function resolvesToDark(theme: Theme): boolean {
  return theme === 'dark' || (theme === 'auto' && darkSchemeQuery()?.matches === true);
}

/** Same rule as `public/theme-init.js`, which runs before first paint. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  const dark = resolvesToDark(theme);
  root.classList.toggle('dark', dark);
  root.classList.toggle('light', !dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}
