import './index.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { captureReferralCode } from './app/capture-referral-code.ts';
import { startEarlyRequests } from './app/early-data.ts';
import { preloadScreensFor } from './app/router.tsx';
import { loadFirstPaintCatalogue } from './i18n/i18n.ts';
import { firstScreenShown } from './lib/first-screen.ts';
import { captureInstallPrompt } from './lib/install-prompt-event.ts';
import { onePerTask } from './lib/one-per-task.ts';
import { registerServiceWorker } from './lib/service-worker.ts';

// Before the router reads the address: keep the referral code, drop `?ref=` from the URL.
captureReferralCode();
// The browser's install offer waits for a good moment (after a first reading), never first paint.
captureInstallPrompt();
// Offline page, app files kept on the phone, the daily fortune by push: once the first screen
// shows and the browser is idle.
registerServiceWorker(firstScreenShown());
// A shared reading's data sets off now, beside its screen's code.
startEarlyRequests(window.location);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * Resolves once the browser has painted what index.html drew (the splash, the frame), so a phone
 * shows it before spending its time on the app. At most 100 ms: a tab in the background paints
 * nothing, and the app must start there too.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}

/**
 * Resolves once the app's stylesheet has arrived. A built page adds it after the first frame
 * (boot/load-app.js), where it holds nothing back; the app must not draw a screen without it.
 * A failed stylesheet does not stop the app.
 */
function stylesReady(): Promise<void> {
  const links = document.querySelectorAll<HTMLLinkElement>('link[data-app-styles]');
  return Promise.all(
    [...links]
      .filter((link) => !link.sheet)
      .map(
        (link) =>
          new Promise<void>((resolve) => {
            link.addEventListener('load', () => resolve(), { once: true });
            link.addEventListener('error', () => resolve(), { once: true });
          }),
      ),
  ).then(() => undefined);
}

// The screen of this address and its words first: React then replaces the frame index.html
// painted with the whole screen at once, never with an empty one in between. Should either fail
// to arrive, the app renders anyway and the screen's boundary offers to try again. (Not a
// top-level await: the screen's chunk imports this one, which must finish evaluating first.)
void Promise.allSettled([
  loadFirstPaintCatalogue(),
  // Matching the address against every route is a task of its own, not part of the entry's.
  onePerTask(() => preloadScreensFor(window.location.pathname)),
  afterFirstPaint(),
  stylesReady(),
]).then(() => {
  // Rendered as a transition, in slices that leave the phone free to answer a tap between them.
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
