import { ApiError } from '../../lib/api-error.ts';
import { requireData, type ApiClient } from '../../lib/api-client.ts';
import { removeStorage } from '../../lib/storage.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { initialAuthState, useAuthStore } from './stores/auth-store.ts';
import { isAccessTokenExpired, isJwtShaped, isRefreshTokenUsable } from './lib/tokens.ts';
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
  /** Runs a refresh holding the browser-wide refresh lock; Web Locks unless given. */
  refreshLock?: RefreshLock;
}

export type RefreshLock = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * One refresh at a time across every tab of the app. The server rotates the refresh token on
 * each refresh and takes a rotated one presented again for a stolen copy, ending the login: two
 * tabs refreshing with the same token (a browser restoring its tabs) would sign the user out.
 */
const webRefreshLock: RefreshLock = <T>(work: () => Promise<T>): Promise<T> => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return work();
  // The lock resolves with what `work` resolves with (lib.dom types it one promise deeper).
  return locks.request('duangdee:token-refresh', work) as unknown as Promise<T>;
};

/** How a refresh ended: new tokens, a refusal by the server (or nothing to send), or no answer. */
type Renewal = 'renewed' | 'refused' | 'unreachable';

const isNetworkFailure = (error: unknown) =>
  error instanceof ApiError && (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT');

const isRefusal = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

const isAuthFailure = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 401 || error.status === 415 || /Authentication failed/.test(error.message));

/**
 * Sign-in, start-up, refresh and sign-out rules of spec §4 "Sign-in and session", with the
 * start-up changes of decision 015: an expired access token is renewed before anything else, and
 * a 401 with a usable refresh token renews and asks once more rather than leaving the user
 * signed out "until the next call".
 */
export function createSession(deps: SessionDeps) {
  const now = deps.now ?? Date.now;
  const refreshLock = deps.refreshLock ?? webRefreshLock;
  const set = useAuthStore.setState;
  let renewing: Promise<Renewal> | null = null;
  let recovering: Promise<boolean> | null = null;
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

  /**
   * `POST /auth/refresh` with the stored refresh token, under the refresh lock. `stale` is the
   * access token the caller found wanting: if another tab replaced it while this one waited for
   * the lock, its new tokens serve here too and nothing is sent.
   */
  function renew(stale: string | null): Promise<Renewal> {
    renewing ??= refreshLock(async (): Promise<Renewal> => {
      const current = tokenStorage.accessToken();
      if (current && current !== stale) return 'renewed';
      const refreshToken = tokenStorage.refreshToken();
      if (!isRefreshTokenUsable(refreshToken, now())) return 'refused';
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
        set({
          token: result.accessToken,
          user: toAuthUser(result.user),
          isAuthenticated: true,
          error: null,
        });
        return 'renewed';
      } catch (error) {
        // Only the server's judgement of the token (a 4xx) ends the login; an outage, a 5xx
        // or no answer at all leaves it for the next try (spec §4: the user stays logged in).
        return isRefusal(error) ? 'refused' : 'unreachable';
      }
    }).finally(() => {
      renewing = null;
    });
    return renewing;
  }

  /** The 401 rules of spec §4: at most 3 tries; offline keeps the user; a refusal signs out. */
  async function recoverFromUnauthorized(stale: string | null): Promise<boolean> {
    refreshAttempts += 1;
    if (
      !isRefreshTokenUsable(tokenStorage.refreshToken(), now()) ||
      refreshAttempts > MAX_REFRESH_ATTEMPTS
    ) {
      forceSignOut(SESSION_MESSAGES.sessionExpired);
      return false;
    }
    const renewal = await renew(stale);
    if (renewal === 'renewed') {
      refreshAttempts = 0;
      return true;
    }
    if (renewal === 'unreachable' && refreshAttempts < MAX_REFRESH_ATTEMPTS) {
      deps.notify(SESSION_MESSAGES.network);
      return false;
    }
    forceSignOut(SESSION_MESSAGES.sessionExpired);
    return false;
  }

  /** Start-up ends without a signed-in user. */
  function startSignedOut(renewal: 'refused' | 'unreachable', afterRefresh: boolean) {
    if (renewal === 'unreachable') {
      // Offline: keep the user and the tokens; nothing is authenticated until the server answers.
      set({ isAuthenticated: false, isLoading: false });
    } else {
      clearUserData(afterRefresh ? SESSION_MESSAGES.sessionExpired : null);
    }
  }

  return {
    /**
     * The api client's 401 hook: one refresh per request; concurrent requests wait for the same
     * refresh and are retried with the new token.
     */
    handleUnauthorized(): Promise<boolean> {
      // A guest (no refresh token) is never signed out by a 401.
      if (!tokenStorage.refreshToken()) return Promise.resolve(false);
      recovering ??= recoverFromUnauthorized(tokenStorage.accessToken()).finally(() => {
        recovering = null;
      });
      return recovering;
    },

    refreshAttempts: () => refreshAttempts,

    /**
     * Start-up: renew an access token that has expired (or is about to) while a refresh token
     * can still do it, then fetch the current user; a 401 there renews and asks once more.
     */
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
      let renewed = false;
      if (
        isAccessTokenExpired(token, now()) &&
        isRefreshTokenUsable(tokenStorage.refreshToken(), now())
      ) {
        const renewal = await renew(token);
        if (renewal !== 'renewed') return startSignedOut(renewal, true);
        renewed = true;
      }
      for (;;) {
        const sent = tokenStorage.accessToken();
        try {
          // Start-up decides by itself what a 401 means (below), without the refresh hook.
          const me = requireData(
            await deps.api.get<ServerUser>('/auth/me', { skipUnauthorizedHandler: true }),
          );
          refreshAttempts = 0;
          set({
            user: toAuthUser(me),
            token: tokenStorage.accessToken(),
            isAuthenticated: true,
            isLoading: false,
            error: null,
          });
          return;
        } catch (error) {
          if (isNetworkFailure(error)) return startSignedOut('unreachable', renewed);
          if (!isAuthFailure(error)) {
            set({ isAuthenticated: false, isLoading: false });
            return;
          }
          if (renewed || !isRefreshTokenUsable(tokenStorage.refreshToken(), now())) {
            return startSignedOut('refused', renewed);
          }
          const renewal = await renew(sent);
          if (renewal !== 'renewed') return startSignedOut(renewal, true);
          renewed = true;
        }
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
