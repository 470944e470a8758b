import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { enCore } from '../i18n/en-core.ts';
import { thCore } from '../i18n/th-core.ts';
import { AppHeader } from './app-header.tsx';
import { BottomNav } from './bottom-nav.tsx';
import { ErrorFallback } from './error-fallback.tsx';
import { FooterLinks } from './footer-links.tsx';
import { HomeRoute } from './routes/home.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';

/**
 * The first paint has only the first part of the catalogue (`th-core.ts`, `en-core.ts`): every
 * word the frame, the home page and the error and not-found pages show must be in it.
 */
async function missingKeysAt(language: 'th' | 'en', path: string) {
  const missing: string[] = [];
  const firstPaint = i18next.createInstance();
  await firstPaint.use(initReactI18next).init({
    resources: { th: { translation: thCore }, en: { translation: enCore } },
    lng: language,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => missing.push(key),
    showSupportNotice: false,
  });
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <AppHeader />
            <Outlet />
            <ErrorFallback onRetry={() => {}} />
            <FooterLinks />
            <BottomNav />
          </>
        ),
        children: [
          { path: '/', element: <HomeRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={firstPaint}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  await screen.findAllByRole('heading', { level: 1 });
  return missing;
}

describe('the first-paint catalogue', () => {
  it.each([
    ['th', '/'],
    ['th', '/no-such-page'],
    ['en', '/'],
    ['en', '/no-such-page'],
  ] as const)('has every word of the first screen in %s at %s', async (language, path) => {
    expect(await missingKeysAt(language, path)).toEqual([]);
  });
});
