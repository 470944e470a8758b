import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { i18n, loadCatalogue } from '../i18n/i18n.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { fakeMatchMedia } from './match-media.ts';

// Screens wait on lazy chunks and short animations (a reduced-motion เซียมซี rock is 0.4 s); on a
// machine running the whole suite at once, a second is not always enough for them to appear, and
// under heavy load (the server suites beside it) five were not either. Well inside the 15 s a
// test may take.
configure({ asyncUtilTimeout: 10_000 });

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

// Components are tested with every word of both languages at hand.
await Promise.all(
  LANGUAGES.flatMap((language) => [
    loadCatalogue(language, 'core'),
    loadCatalogue(language, 'rest'),
  ]),
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
