import { afterEach, describe, expect, it, vi } from 'vitest';
import script from '../../public/theme-init.js?raw';
import { isSplashSkippedPath } from '../config/paths.ts';
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
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
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

  it.each([
    ['/', false],
    ['/fortune', false],
    ['/payment', false],
    ['/payment/success', true],
    ['/payment/success/', true],
    ['/payment/cancel', true],
    ['/payment/cancelled', false],
    ['/auth/callback', true],
    ['/auth/callback/google', true],
    ['/oauth/callback', true],
    ['/oauth/callback/line', true],
    ['/auth/callbacks', false],
  ])('leaves the splash out on %s: %s, as the app decides it', (path, skipped) => {
    window.history.replaceState(null, '', path);
    runThemeInit();
    expect(html.classList.contains('no-splash')).toBe(skipped);
    expect(isSplashSkippedPath(path)).toBe(skipped);
  });

  it('shows the splash on the first load of a browser session only', () => {
    runThemeInit();
    expect(html.classList.contains('no-splash')).toBe(false);
    expect(sessionStorage.getItem(STORAGE_KEYS.splashSeen)).toBe('true');
    // A reload, or another page of the app opened in full, in the same session.
    window.history.replaceState(null, '', '/fortune');
    runThemeInit();
    expect(html.classList.contains('no-splash')).toBe(true);
    // A new session (a new tab) shows it again.
    sessionStorage.clear();
    runThemeInit();
    expect(html.classList.contains('no-splash')).toBe(false);
  });

  it('does not count a load that skipped the splash as having shown it', () => {
    window.history.replaceState(null, '', '/payment/success');
    runThemeInit();
    expect(sessionStorage.getItem(STORAGE_KEYS.splashSeen)).toBeNull();
    window.history.replaceState(null, '', '/');
    runThemeInit();
    expect(html.classList.contains('no-splash')).toBe(false);
  });

  it('shows the splash every time when session storage is blocked', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    });
    runThemeInit();
    runThemeInit();
    expect(html.classList.contains('no-splash')).toBe(false);
  });
});
