import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { isSplashSkippedPath } from '../config/paths.ts';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';
import { Splash } from './splash.tsx';

/**
 * The root: providers, the router and the start-up splash. The splash is decided once, from the
 * address the page loaded with, so it shows at most once per page load and never on sign-in
 * callbacks or payment returns.
 */
export function App() {
  const [router] = useState(createAppRouter);
  const [showSplash, setShowSplash] = useState(
    () => !isSplashSkippedPath(window.location.pathname),
  );

  return (
    <AppProviders>
      <div inert={showSplash}>
        <RouterProvider router={router} />
      </div>
      {showSplash ? <Splash onDone={() => setShowSplash(false)} /> : null}
    </AppProviders>
  );
}
