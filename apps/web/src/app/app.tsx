import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from './error-boundary.tsx';
import { AppRoutes } from './router.tsx';
import { ShellProviders } from './shell-providers.tsx';
import { useStartupSplash } from './splash.tsx';

/**
 * The root: providers, the router and the start-up splash. The splash is painted by index.html
 * before any script runs and taken over here; it shows once per browser session, goes as soon as
 * the first screen is up, never shows on sign-in callbacks or payment returns, and the app
 * behind it is inert while it does.
 */
export function App() {
  return (
    <ShellProviders>
      <BrowserRouter>
        <InertWhileSplash>
          {/* A crash in the frame itself; each screen has its own boundary inside the layout. */}
          <ErrorBoundary>
            <AppRoutes />
          </ErrorBoundary>
        </InertWhileSplash>
      </BrowserRouter>
    </ShellProviders>
  );
}

/**
 * The app behind the splash, inert while it shows, and neither laid out nor painted (`.behind-
 * splash`, src/index.css). Its own component, with the screens passed in as `children`: when the
 * splash goes, only this re-renders, never the screens (on a slow phone that re-render was one
 * long task of the start).
 */
function InertWhileSplash({ children }: { children: ReactNode }) {
  const splashShowing = useStartupSplash();
  return (
    <div inert={splashShowing} className={splashShowing ? 'behind-splash' : undefined}>
      {children}
    </div>
  );
}
