import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { AppHeader } from './app-header.tsx';
import { BottomNav } from './bottom-nav.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { FooterLinks } from './footer-links.tsx';
import { deferred } from './on-demand.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';

/** Identity, wallet and live events: fetched once the first screen is up. */
const AppServices = deferred(async () => (await import('./app-services.tsx')).AppServices);

/** The app column (at most 820 px): header, the routed screen, footer links, bottom bar. */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-amber-300 focus:px-4 focus:py-2 focus:font-semibold focus:text-indigo-950"
      >
        {t('app.skipToContent')}
      </a>
      <div className="mx-auto flex min-h-dvh w-full max-w-[820px] flex-col bg-amber-50 shadow-xl shadow-indigo-950/5 dark:bg-indigo-950 dark:shadow-none">
        <AppHeader />
        <main id="main" tabIndex={-1} className="flex-1 px-4 pt-5 pb-28 focus:outline-none">
          {/* At least a screen tall (less the header and this padding): the footer starts below
              the fold, so a screen that grows as its data arrives never pushes it down in view. */}
          <div className="min-h-[calc(100dvh-5rem)]">
            <ErrorBoundary resetKey={pathname}>
              <Suspense fallback={null}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          </div>
          <FooterLinks />
        </main>
        <BottomNav />
      </div>
      <AppServices />
      <ScrollRestoration />
    </div>
  );
}
