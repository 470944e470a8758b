import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api-client.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { createSession, type RefreshLock } from './session.ts';
import { initialAuthState, useAuthStore } from './stores/auth-store.ts';

const b64 = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (name: string, expInS: number) =>
  `${b64({ alg: 'EdDSA' })}.${b64({ sub: name, exp: Math.floor(Date.now() / 1000) + expInS })}.c2ln`;

const user = {
  id: 'u-1',
  email: 'a@example.com',
  display_name: 'สมชาย',
  is_new_user: false,
  is_guest: false,
  role: 'user',
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function setup(handler: Handler, options: { refreshLock?: RefreshLock } = {}) {
  const calls: Array<{ url: string; auth: string | null }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, auth: new Headers(init?.headers).get('Authorization') });
    return handler(url, init ?? {});
  });
  const api = createApiClient({
    fetch: fetchMock as typeof fetch,
    hostname: 'localhost',
    maxRetries: 0,
  });
  const navigate = vi.fn();
  const notify = vi.fn();
  const onSignedOut = vi.fn();
  const session = createSession({
    api,
    navigate,
    currentPath: () => '/wallet',
    notify,
    onSignedOut,
    onSignedIn: vi.fn(),
    ...options,
  });
  api.setAuthTokenGetter(() => localStorage.getItem(STORAGE_KEYS.token));
  api.setUnauthorizedHandler(() => session.handleUnauthorized());
  return { api, session, calls, navigate, notify, onSignedOut };
}

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState(initialAuthState);
});
afterEach(() => vi.restoreAllMocks());

function signedInStorage(access = jwt('access', 900), refresh = jwt('refresh', 86_400)) {
  localStorage.setItem(STORAGE_KEYS.token, access);
  localStorage.setItem(STORAGE_KEYS.refreshToken, refresh);
  localStorage.setItem(STORAGE_KEYS.userId, 'u-1');
  return { access, refresh };
}

describe('start-up', () => {
  it('fetches the current user and marks it authenticated; isLoading starts true', async () => {
    expect(useAuthStore.getState().isLoading).toBe(true);
    signedInStorage();
    const { session } = setup(() => json(200, { success: true, data: user }));
    await session.initialize();
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: true,
      isLoading: false,
      user: { displayName: 'สมชาย' },
    });
  });

  it('clears everything on 401 when the refresh token has expired, without sending it', async () => {
    signedInStorage(jwt('access', 900), jwt('refresh', -10));
    const { session, calls } = setup(() =>
      json(401, { success: false, error: { code: 'AUTH_REQUIRED', message: 'x' } }),
    );
    useAuthStore.setState({ user: { id: 'u-1' } as never });
    await session.initialize();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(useAuthStore.getState().user).toBeNull();
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/auth/me']);
  });

  it('works offline: keeps the user, marks it unauthenticated', async () => {
    signedInStorage();
    useAuthStore.setState({ user: { id: 'u-1' } as never });
    const { session } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await session.initialize();
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      isLoading: false,
      user: { id: 'u-1' },
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
  });

  it('drops a persisted user that has no token', async () => {
    useAuthStore.setState({ user: { id: 'ghost' } as never });
    const { session, calls } = setup(() => json(200, {}));
    await session.initialize();
    expect(useAuthStore.getState().user).toBeNull();
    expect(calls).toHaveLength(0);
  });
});

/** A server that renews with `fresh` and knows only `fresh` as a live access token. */
function renewingServer(fresh: string, refreshed = jwt('r2', 30 * 86_400)): Handler {
  return (url, init) => {
    if (url.endsWith('/auth/refresh')) {
      return json(200, {
        success: true,
        data: { access_token: fresh, refresh_token: refreshed, user },
      });
    }
    return new Headers(init.headers).get('Authorization') === `Bearer ${fresh}`
      ? json(200, { success: true, data: url.endsWith('/auth/me') ? user : { ok: true } })
      : json(401, { success: false, error: { code: 'AUTH_REQUIRED', message: 'expired' } });
  };
}

describe('start-up of a signed-in user whose access token has run out (decision 015)', () => {
  it('renews an expired access token first, then fetches the user with the new one', async () => {
    const { refresh } = signedInStorage(jwt('old', -60));
    const fresh = jwt('new', 900);
    const refreshed = jwt('r2', 30 * 86_400);
    const { session, calls, navigate } = setup(renewingServer(fresh, refreshed));
    await session.initialize();
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/auth/refresh', '/api/v1/auth/me']);
    expect(calls[1]?.auth).toBe(`Bearer ${fresh}`);
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: true,
      isLoading: false,
      token: fresh,
      user: { id: 'u-1', displayName: 'สมชาย' },
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(fresh);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe(refreshed);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).not.toBe(refresh);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('renews an access token that expires within 300 s, and not one with longer to live', async () => {
    signedInStorage(jwt('soon', 299));
    const soon = setup(renewingServer(jwt('new', 900)));
    await soon.session.initialize();
    expect(soon.calls[0]?.url).toBe('/api/v1/auth/refresh');

    const { access } = signedInStorage(jwt('later', 301));
    const later = setup(renewingServer(access));
    await later.session.initialize();
    expect(later.calls.map((c) => c.url)).toEqual(['/api/v1/auth/me']);
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('renews with a refresh token in its last hour: the server gives it 30 new days', async () => {
    signedInStorage(jwt('old', -60), jwt('refresh', 600));
    const { session, calls } = setup(renewingServer(jwt('new', 900)));
    await session.initialize();
    expect(calls[0]?.url).toBe('/api/v1/auth/refresh');
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('answers a 401 for a token that looked alive by renewing and asking once more', async () => {
    signedInStorage(jwt('revoked-key', 900));
    const fresh = jwt('new', 900);
    const { session, calls } = setup(renewingServer(fresh));
    await session.initialize();
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/auth/me',
      '/api/v1/auth/refresh',
      '/api/v1/auth/me',
    ]);
    expect(calls[2]?.auth).toBe(`Bearer ${fresh}`);
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, isLoading: false });
  });

  it('asks only once more: a 401 after renewing ends the session', async () => {
    signedInStorage(jwt('old', 900));
    const { session, calls } = setup((url, init) =>
      url.endsWith('/auth/me')
        ? json(401, { success: false, error: { code: 'AUTH_REQUIRED', message: 'x' } })
        : renewingServer(jwt('new', 900))(url, init),
    );
    await session.initialize();
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/auth/me',
      '/api/v1/auth/refresh',
      '/api/v1/auth/me',
    ]);
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      error: 'Session expired. Please login again.',
    });
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('clears the tokens when the server refuses the refresh, staying on the page', async () => {
    signedInStorage(jwt('old', -60));
    const { session, navigate, calls } = setup(() =>
      json(401, {
        success: false,
        error: { code: 'AUTH_REQUIRED', message: 'Authentication failed. Please login again.' },
      }),
    );
    await session.initialize();
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/auth/refresh']);
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      isLoading: false,
      user: null,
      error: 'Session expired. Please login again.',
    });
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    // A shared reading opened with a dead session still opens.
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the user and the tokens when the server cannot be reached to renew', async () => {
    const { access, refresh } = signedInStorage(jwt('old', -60));
    useAuthStore.setState({ user: { id: 'u-1' } as never });
    const { session } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await session.initialize();
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      isLoading: false,
      user: { id: 'u-1' },
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(access);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe(refresh);
  });

  it('keeps the session when the server fails (5xx) while renewing', async () => {
    const { refresh } = signedInStorage(jwt('old', -60));
    const { session } = setup(() =>
      json(503, { success: false, error: { code: 'SERVICE_UNAVAILABLE', message: 'x' } }),
    );
    await session.initialize();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, isLoading: false });
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe(refresh);
  });

  it('shares one refresh between start-up and a call that meets a 401 meanwhile', async () => {
    signedInStorage(jwt('old', -60));
    let refreshCalls = 0;
    const fresh = jwt('new', 900);
    const server = renewingServer(fresh);
    const { session, api } = setup(async (url, init) => {
      if (url.endsWith('/auth/refresh')) {
        refreshCalls += 1;
        await new Promise((r) => setTimeout(r, 20));
      }
      return server(url, init);
    });
    const [, call] = await Promise.all([session.initialize(), api.post('/x')]);
    expect(call.status).toBe(200);
    expect(refreshCalls).toBe(1);
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('takes the tokens another tab renewed while this one waited for the refresh lock', async () => {
    signedInStorage(jwt('old', -60));
    const fromOtherTab = jwt('other-tab', 900);
    const otherTabFirst: RefreshLock = async (work) => {
      localStorage.setItem(STORAGE_KEYS.token, fromOtherTab);
      localStorage.setItem(STORAGE_KEYS.refreshToken, jwt('other-tab-refresh', 30 * 86_400));
      return work();
    };
    const { session, calls } = setup(renewingServer(fromOtherTab), {
      refreshLock: otherTabFirst,
    });
    await session.initialize();
    // Sending the refresh token the other tab already rotated would end the login for both.
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/auth/me']);
    expect(calls[0]?.auth).toBe(`Bearer ${fromOtherTab}`);
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });
});

describe('token refresh', () => {
  it('refreshes once for concurrent 401s and retries each request with the new token', async () => {
    signedInStorage(jwt('old', 900));
    const fresh = jwt('new', 900);
    let refreshCalls = 0;
    const { api } = setup(async (url, init) => {
      if (url.endsWith('/auth/refresh')) {
        refreshCalls += 1;
        await new Promise((r) => setTimeout(r, 20));
        return json(200, {
          success: true,
          data: { access_token: fresh, refresh_token: jwt('r2', 86_400), user },
        });
      }
      const auth = new Headers(init.headers).get('Authorization');
      return auth === `Bearer ${fresh}`
        ? json(200, { success: true, data: { ok: true } })
        : json(401, { success: false, error: { code: 'AUTH_REQUIRED', message: 'expired' } });
    });
    const results = await Promise.all([api.post('/a'), api.post('/b'), api.post('/c')]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(refreshCalls).toBe(1);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(fresh);
  });

  it('signs out to / with "Session expired" when the refresh token is refused', async () => {
    signedInStorage();
    const { api, navigate, onSignedOut } = setup(() =>
      json(401, {
        success: false,
        error: { code: 'AUTH_REQUIRED', message: 'Authentication failed. Please login again.' },
      }),
    );
    await expect(api.post('/x')).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledWith('/');
    expect(onSignedOut).toHaveBeenCalled();
    expect(useAuthStore.getState().error).toBe('Session expired. Please login again.');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('keeps the user signed in on a network error during refresh', async () => {
    const { refresh } = signedInStorage();
    const { api, notify, navigate } = setup((url) => {
      if (url.endsWith('/auth/refresh')) throw new TypeError('Failed to fetch');
      return json(401, { success: false, error: { code: 'AUTH_REQUIRED', message: 'expired' } });
    });
    await expect(api.post('/x')).rejects.toMatchObject({ status: 401 });
    expect(notify).toHaveBeenCalledWith('Network error. Please try again.');
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe(refresh);
  });

  it('gives up after 3 refresh attempts', async () => {
    signedInStorage();
    const { api, navigate } = setup((url) => {
      if (url.endsWith('/auth/refresh')) throw new TypeError('Failed to fetch');
      return json(401, { success: false, error: { code: 'AUTH_REQUIRED', message: 'expired' } });
    });
    for (let i = 0; i < 3; i++) await api.post('/x').catch(() => undefined);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('retries a request once: a second 401 after refreshing goes back to the caller', async () => {
    signedInStorage(jwt('old', 900));
    let refreshCalls = 0;
    const { api, navigate } = setup((url) => {
      if (url.endsWith('/auth/refresh')) {
        refreshCalls += 1;
        return renewingServer(jwt('new', 900))(url, {});
      }
      return json(401, { success: false, error: { code: 'AUTH_REQUIRED', message: 'x' } });
    });
    await expect(api.post('/x')).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls).toBe(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(useAuthStore.getState().error).toBeNull();
  });

  it('never signs a guest out on a 401', async () => {
    const { api, navigate, calls } = setup(() =>
      json(401, { success: false, error: { code: 'AUTH_REQUIRED', message: 'x' } }),
    );
    await expect(api.post('/x')).rejects.toMatchObject({ status: 401 });
    expect(navigate).not.toHaveBeenCalled();
    expect(calls.some((c) => c.url.endsWith('/auth/refresh'))).toBe(false);
  });
});

describe('login and logout', () => {
  it('stores the tokens, clears the new-user flag and resets refresh attempts', () => {
    localStorage.setItem(STORAGE_KEYS.isNewUser, 'true');
    const { session } = setup(() => json(200, {}));
    session.completeLogin({
      accessToken: jwt('a', 900),
      refreshToken: jwt('r', 86_400),
      user: { id: 'u-9', email: 'n@example.com', isNewUser: true },
    });
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe('u-9');
    expect(localStorage.getItem(STORAGE_KEYS.isNewUser)).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: true,
      user: { isNewUser: true },
    });
    expect(session.refreshAttempts()).toBe(0);
  });

  it('revokes the refresh token on logout, clears user data, keeps guest data', async () => {
    const { refresh } = signedInStorage();
    localStorage.setItem(STORAGE_KEYS.guestUserId, 'guest-1');
    const bodies: string[] = [];
    const { session, onSignedOut } = setup((_url, init) => {
      bodies.push(String(init.body));
      return json(200, { success: true, data: { revoked: true } });
    });
    await session.logout();
    expect(bodies[0]).toContain(refresh);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.guestUserId)).toBe('guest-1');
    expect(onSignedOut).toHaveBeenCalled();
  });
});
