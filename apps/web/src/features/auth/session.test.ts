import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api-client.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { createSession } from './session.ts';
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

function setup(handler: Handler) {
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

  it('clears everything on 401 when there is no valid refresh token', async () => {
    signedInStorage(jwt('access', 900), jwt('refresh', 600));
    const { session } = setup(() =>
      json(401, { success: false, error: { code: 'AUTH_REQUIRED', message: 'x' } }),
    );
    useAuthStore.setState({ user: { id: 'u-1' } as never });
    await session.initialize();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('keeps a valid refresh token on 401 and leaves the user unauthenticated', async () => {
    const { refresh } = signedInStorage();
    const { session } = setup((url) =>
      url.endsWith('/auth/me')
        ? json(401, { success: false, error: { code: 'AUTH_REQUIRED', message: 'x' } })
        : json(500, {}),
    );
    // The start-up call must not loop into a refresh that signs the user out.
    await session.initialize();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe(refresh);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
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
