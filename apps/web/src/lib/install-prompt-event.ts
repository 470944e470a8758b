/**
 * The browser's offer to install the app (`beforeinstallprompt`, Chromium browsers), held back
 * from the start so the browser shows no banner of its own on the first screens; the app offers
 * it later, at a better moment (see the install-app feature). Tiny on purpose: it is part of the
 * first download, since the event may fire before any other part of the app has arrived.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Starts holding the browser's install offer (once, at start-up). */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    changed();
  });
  // Installed (from the app's offer or the browser's own menu): nothing left to offer.
  target.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });
}

/** The offer held, if the browser made one and it was not used yet. */
export function heldInstallPrompt(): BeforeInstallPromptEvent | null {
  return offer;
}

/** Takes the offer to show it: a browser's offer can be shown once. */
export function takeInstallPrompt(): BeforeInstallPromptEvent | null {
  const taken = offer;
  offer = null;
  if (taken) changed();
  return taken;
}

/** Calls `listener` whenever an offer arrives or goes; returns the unsubscribe. */
export function onInstallPromptChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
