import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { fakeMatchMedia } from './match-media.ts';

// jsdom has no scrolling; React Router's scroll restoration calls it.
window.scrollTo = () => {};

// jsdom has no matchMedia; react-hot-toast and the auto theme ask it. Tests stub it to differ.
window.matchMedia = fakeMatchMedia();

// No server in component tests: a call nobody stubbed fails fast (tests stub fetch to answer).
globalThis.fetch = async () =>
  new Response(
    JSON.stringify({ success: false, error: { code: 'NOT_FOUND', message: 'no server in tests' } }),
    {
      status: 404,
      headers: { 'content-type': 'application/json' },
    },
  );

// Every test starts in Thai, light theme, with empty storage and a clean <html>.
beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = '';
  document.documentElement.lang = 'th';
  await i18n.changeLanguage('th');
});

afterEach(() => {
  cleanup();
});
