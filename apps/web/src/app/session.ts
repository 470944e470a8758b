import toast from 'react-hot-toast';
import { createSession } from '../features/auth/session.ts';
import { createGuestSession } from '../features/guest/guest-session.ts';
import { createWallet } from '../features/wallet/wallet.ts';
import { useAuthStore } from '../features/auth/stores/auth-store.ts';
import { api } from '../lib/api-client.ts';
import { readStorage } from '../lib/storage.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';

/**
 * The app's one session and guest session, wired to the one API client: the bearer token, the
 * guest session header and the 401 refresh hook all come from here.
 */
export const guestSession = createGuestSession({ api });

export const session = createSession({
  api,
  navigate: (path) => window.location.assign(path),
  currentPath: () => window.location.pathname,
  notify: (message) => toast.error(message),
  onSignedOut: () => window.dispatchEvent(new CustomEvent('duangdee:signed-out')),
  onSignedIn: () => window.dispatchEvent(new CustomEvent('duangdee:signed-in')),
});

api.setAuthTokenGetter(() => readStorage(STORAGE_KEYS.token));
api.setGuestSessionGetter(() => guestSession.sessionId());
api.setUnauthorizedHandler(() => session.handleUnauthorized());

/** The wallet: fetched for signed-in users only (spec §5 wallet fetch guards). */
export const wallet = createWallet({
  token: () => readStorage(STORAGE_KEYS.token),
  isAuthenticated: () => useAuthStore.getState().isAuthenticated,
});
