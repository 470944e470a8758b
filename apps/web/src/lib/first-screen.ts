/**
 * Whether the app's first screen is on show: the start-up splash has gone, or the page had none
 * (a later load in the session, a sign-in callback). Work that can wait for it, such as installing
 * the service worker, waits, so it does not compete with the first screen for the phone.
 */
let markShown: () => void = () => undefined;
const shown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** Called once the first screen shows (by the splash, `src/app/splash.tsx`); later calls do nothing. */
export function markFirstScreenShown(): void {
  markShown();
}

/** Resolves once the first screen shows. */
export function firstScreenShown(): Promise<void> {
  return shown;
}
