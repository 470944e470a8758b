import { afterEach, describe, expect, it, vi } from 'vitest';
import script from '../../public/theme-init.js?raw';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';

const html = document.documentElement;

/** Runs public/theme-init.js as the browser would, before the app. */
function runThemeInit() {
  new Function(script)();
}

function stubSystemDark(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('public/theme-init.js', () => {
  it('defaults to the light theme and Thai', () => {
    html.classList.add('dark');
    html.lang = 'en';
    runThemeInit();
    expect(html.className).toBe('light');
    expect(html.lang).toBe('th');
  });

  it('applies a stored dark theme and English', () => {
    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    localStorage.setItem(STORAGE_KEYS.language, 'en');
    runThemeInit();
    expect(html.className).toBe('dark');
    expect(html.lang).toBe('en');
  });

  it('follows prefers-color-scheme when the theme is auto', () => {
    localStorage.setItem(STORAGE_KEYS.theme, 'auto');
    stubSystemDark(true);
    runThemeInit();
    expect(html.classList.contains('dark')).toBe(true);
    stubSystemDark(false);
    runThemeInit();
    expect(html.classList.contains('dark')).toBe(false);
  });
});
