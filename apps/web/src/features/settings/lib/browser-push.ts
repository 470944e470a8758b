import type { PushSubscriptionData } from '../api/daily-push.ts';

/** The browser's answer about notifications, or `unsupported` where there is no Web Push. */
export type NotificationPermissionState = 'default' | 'granted' | 'denied' | 'unsupported';

/**
 * What the settings need from the browser's Push API: the notification permission, and this
 * browser's subscription (through the app's service worker). An interface so a test can play
 * the browser.
 */
export interface BrowserPush {
  permission(): NotificationPermissionState;
  /** Asks the user (the browser's own dialog); only ever called when they turn the switch on. */
  requestPermission(): Promise<NotificationPermissionState>;
  subscription(): Promise<PushSubscriptionData | null>;
  /** Subscribes this browser with the server's VAPID key (reusing a subscription made with it). */
  subscribe(vapidPublicKey: string): Promise<PushSubscriptionData>;
  /** Unsubscribes this browser; the endpoint that was dropped, if there was one. */
  unsubscribe(): Promise<string | null>;
}

/** How long to wait for the service worker (none in the dev server, or blocked). */
const WORKER_WAIT_MS = 10_000;

function supported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

function registration(): Promise<ServiceWorkerRegistration> {
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('no service worker')), WORKER_WAIT_MS),
    ),
  ]);
}

function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameKey(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

const asData = (subscription: PushSubscription) =>
  subscription.toJSON() as unknown as PushSubscriptionData;

/** The real browser. */
export const browserPush: BrowserPush = {
  permission() {
    return supported() ? Notification.permission : 'unsupported';
  },

  async requestPermission() {
    if (!supported()) return 'unsupported';
    return Notification.requestPermission();
  },

  async subscription() {
    if (!supported()) return null;
    const existing = await (await registration()).pushManager.getSubscription();
    return existing ? asData(existing) : null;
  },

  async subscribe(vapidPublicKey) {
    const { pushManager } = await registration();
    const key = bytesOf(vapidPublicKey);
    const existing = await pushManager.getSubscription();
    if (existing && sameKey(existing.options.applicationServerKey, key)) return asData(existing);
    // Made with another key (the server's changed): it cannot be reused.
    await existing?.unsubscribe();
    return asData(
      await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }),
    );
  },

  async unsubscribe() {
    if (!supported()) return null;
    const existing = await (await registration()).pushManager.getSubscription();
    if (!existing) return null;
    await existing.unsubscribe();
    return existing.endpoint;
  },
};
