import { ApiError } from '../../lib/api-error.ts';
import { requireData, type ApiClient } from '../../lib/api-client.ts';
import { removeStorage } from '../../lib/storage.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { initialAuthState, useAuthStore } from './stores/auth-store.ts';
import { isJwtShaped, isRefreshTokenValid } from './lib/tokens.ts';
import { tokenStorage } from './lib/token-storage.ts';
import { toAuthUser, type LoginResult, type ServerUser } from './types.ts';

export const SESSION_MESSAGES = {
  sessionExpired: 'Session expired. Please login again.',
  authFailed: 'Authentication failed. Please login again.',
  network: 'Network error. Please try again.',
} as const;

export const MAX_REFRESH_ATTEMPTS = 3;

export interface SessionDeps {
  api: ApiClient;
  /** Sends the browser to a path (after a forced sign-out: '/'). */
  navigate: (path: string) => void;
  currentPath: () => string;
  /** A user-visible notice (a toast). */
  notify: (message: string) => void;
  /** Everything other features drop on sign-out (wallet, assistant messages…). */
  onSignedOut: () => void;
  onSignedIn: () => void;
  now?: () => number;
}

const isNetworkFailure = (error: unknown) =>
  error instanceof ApiError && (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT');

const isAuthFailure = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 401 || error.status === 415 || /Authentication failed/.test(error.message));

/** Sign-in, start-up, refresh and sign-out rules of spec §4 "Sign-in and session". */
export function createSession(deps: SessionDeps) {
  const now = deps.now ?? Date.now;
  const set = useAuthStore.setState;
  let refreshing: Promise<boolean> | null = null;
  let refreshAttempts = 0;

  function clearUserData(error: string | null = null) {
    tokenStorage.clear();
    removeStorage(STORAGE_KEYS.isNewUser);
    set({ ...initialAuthState, isLoading: false, error });
  }

  function forceSignOut(message: string) {
    clearUserData(message);
    deps.onSignedOut();
    if (deps.currentPath() !== '/') deps.navigate('/');
  }

  async function refresh(): Promise<boolean> {
    const refreshToken = tokenStorage.refreshToken();
    // A guest (no refresh token) is never signed out by a 401.
    if (!refreshToken) return false;
    refreshAttempts += 1;
    if (!isRefreshTokenValid(refreshToken, now()) || refreshAttempts > MAX_REFRESH_ATTEMPTS) {
      forceSignOut(SESSION_MESSAGES.sessionExpired);
      return false;
    }
    try {
      const result = requireData(
        await deps.api.post<LoginResult>(
          '/auth/refresh',
          { refreshToken },
          { skipUnauthorizedHandler: true },
        ),
      );
      tokenStorage.save({
        accessToken: result.accessToken,
        refreshToken: result.refreshToken,
        userId: result.user.id,
      });
      refreshAttempts = 0;
      set({
        token: result.accessToken,
        user: toAuthUser(result.user),
        isAuthenticated: true,
        error: null,
      });
      return true;
    } catch (error) {
      if (isNetworkFailure(error) && refreshAttempts < MAX_REFRESH_ATTEMPTS) {
        deps.notify(SESSION_MESSAGES.network);
        return false;
      }
      // A 401 from the refresh call itself, an invalid token, or the third failure: sign out.
      forceSignOut(SESSION_MESSAGES.sessionExpired);
      return false;
    }
  }

  return {
    /**
     * The api client's 401 hook: one refresh per request; concurrent requests wait for the same
     * refresh and are retried with the new token.
     */
    handleUnauthorized(): Promise<boolean> {
      refreshing ??= refresh().finally(() => {
        refreshing = null;
      });
      return refreshing;
    },

    refreshAttempts: () => refreshAttempts,

    /** Start-up: fetch the current user when a token and a user id exist. */
    async initialize(): Promise<void> {
      const token = tokenStorage.accessToken();
      const userId = tokenStorage.userId();
      if (!token || !userId) {
        // A persisted user without a token is stale.
        set({ ...initialAuthState, isLoading: false });
        if (!token) tokenStorage.clear();
        return;
      }
      set({ isLoading: true, token });
      try {
        // Start-up decides by itself what a 401 means (below), without the refresh hook.
        const me = requireData(
          await deps.api.get<ServerUser>('/auth/me', { skipUnauthorizedHandler: true }),
        );
        set({
          user: toAuthUser(me),
          token: tokenStorage.accessToken(),
          isAuthenticated: true,
          isLoading: false,
          error: null,
        });
      } catch (error) {
        if (isNetworkFailure(error)) {
          // Offline: keep the user, but nothing is authenticated until the server answers.
          set({ isAuthenticated: false, isLoading: false });
          return;
        }
        if (isAuthFailure(error)) {
          if (isRefreshTokenValid(tokenStorage.refreshToken(), now())) {
            // The next call tries a refresh; until then the user is not authenticated.
            set({ isAuthenticated: false, isLoading: false });
          } else {
            clearUserData();
          }
          return;
        }
        set({ isAuthenticated: false, isLoading: false });
      }
    },

    /** After OTP verification (or an OAuth callback): store the tokens and mark signed in. */
    completeLogin(result: LoginResult) {
      if (!isJwtShaped(result.accessToken) || !isJwtShaped(result.refreshToken)) {
        throw new Error(SESSION_MESSAGES.authFailed);
      }
      tokenStorage.save({
        accessToken: result.accessToken,
        refreshToken: result.refreshToken,
        userId: result.user.id,
      });
      removeStorage(STORAGE_KEYS.isNewUser);
      refreshAttempts = 0;
      set({
        user: toAuthUser(result.user),
        token: result.accessToken,
        isAuthenticated: true,
        isLoading: false,
        error: null,
      });
      deps.onSignedIn();
    },

    /** OAuth: the tokens arrive in the callback page's fragment; the user is fetched with them. */
    async completeOAuth(tokens: { accessToken: string; refreshToken: string; userId: string }) {
      if (!isJwtShaped(tokens.accessToken) || !isJwtShaped(tokens.refreshToken)) {
        throw new Error(SESSION_MESSAGES.authFailed);
      }
      tokenStorage.save(tokens);
      removeStorage(STORAGE_KEYS.guestUserId);
      const me = requireData(await deps.api.get<ServerUser>('/auth/me'));
      this.completeLogin({ ...tokens, user: me });
    },

    /** Revokes the refresh token, clears user data; guest data is kept. */
    async logout() {
      const refreshToken = tokenStorage.refreshToken();
      if (refreshToken) {
        await deps.api
          .post('/auth/logout', { refreshToken }, { skipUnauthorizedHandler: true })
          .catch(() => undefined);
      }
      clearUserData();
      deps.onSignedOut();
    },
  };
}

export type Session = ReturnType<typeof createSession>;
