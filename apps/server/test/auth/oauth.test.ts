import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { bindingOf, OAUTH_BINDING_COOKIE } from '../support/oauth-binding.ts';
import { followToApp, startIssuer, type TestIssuer } from '../support/oidc-issuer.ts';
import { testConfig } from '../test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';

const PUBLIC_URL = 'http://localhost:3000';
const callback = `${PUBLIC_URL}/api/v1/auth/oauth/google/callback`;
let issuer: TestIssuer;
let app: App;
let database: TestDatabase;

beforeAll(async () => {
  issuer = await startIssuer({
    clientId: 'duangdee-web',
    clientSecret: 'test-secret-of-at-least-32-characters!!',
    redirectUri: callback,
    account: { sub: 'google-123', email: 'Malee@Example.com', email_verified: true, name: 'มาลี' },
  });
  database = await createTestDatabase();
  app = await buildApp(
    testConfig({
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: 'duangdee-web',
      GOOGLE_CLIENT_SECRET: 'test-secret-of-at-least-32-characters!!',
      GOOGLE_ISSUER: issuer.issuer,
    }),
    { database },
  );
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.destroy();
  await issuer.close();
});

async function startWithGoogle(redirectUri = `${PUBLIC_URL}/auth/callback/google`) {
  const login = await app.inject({
    method: 'GET',
    url: `/api/v1/auth/oauth/google/login?redirect_uri=${encodeURIComponent(redirectUri)}`,
  });
  expect(login.statusCode).toBe(302);
  const authorize = new URL(String(login.headers.location));
  const back = await followToApp(authorize.href, issuer.issuer);
  expect(back.origin + back.pathname).toBe(callback);
  return { login, callbackUrl: back.pathname + back.search };
}

async function signInWithGoogle(redirectUri?: string) {
  const { login, callbackUrl } = await startWithGoogle(redirectUri);
  return app.inject({ method: 'GET', url: callbackUrl, headers: bindingOf(login) });
}

describe('OpenID Connect sign-in (Google) against a real provider', () => {
  it('lists only configured providers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/auth/oauth/providers' });
    expect(res.json()).toEqual({ success: true, data: { providers: ['google'] } });
    const line = await app.inject({ method: 'GET', url: '/api/v1/auth/oauth/line/login' });
    expect(line.statusCode).toBe(404);
  });

  it('sends PKCE, state and nonce to the provider', async () => {
    const login = await app.inject({ method: 'GET', url: '/api/v1/auth/oauth/google/login' });
    const authorize = new URL(String(login.headers.location));
    expect(authorize.origin).toBe(issuer.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    for (const param of ['code_challenge', 'state', 'nonce']) {
      expect(authorize.searchParams.get(param)?.length).toBeGreaterThan(20);
    }
    expect(authorize.searchParams.get('redirect_uri')).toBe(callback);
  });

  it('completes the round trip: tokens reach the SPA in the fragment, account by verified e-mail', async () => {
    const done = await signInWithGoogle();
    expect(done.statusCode).toBe(302);
    expect(done.headers['referrer-policy']).toBe('no-referrer');
    const target = new URL(String(done.headers.location));
    expect(target.origin + target.pathname).toBe(`${PUBLIC_URL}/auth/callback/google`);
    expect(target.search).toBe('');
    const fragment = new URLSearchParams(target.hash.slice(1));
    const accessToken = fragment.get('access_token');
    expect(fragment.get('refresh_token')).toBeTruthy();

    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.json()).toMatchObject({
      data: { email: 'malee@example.com', display_name: 'มาลี', is_new_user: true },
    });

    // Signing in again finds the same account through the linked identity.
    const again = new URLSearchParams(
      new URL(String((await signInWithGoogle()).headers.location)).hash.slice(1),
    );
    expect(again.get('user_id')).toBe(fragment.get('user_id'));
  });

  it('refuses a redirect_uri that is not on the allow-list', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/auth/oauth/google/login?redirect_uri=${encodeURIComponent('https://evil.example/steal')}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  it('refuses a callback with an unknown or replayed state', async () => {
    const forged = await app.inject({
      method: 'GET',
      url: '/api/v1/auth/oauth/google/callback?code=abc&state=not-ours',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ error: { code: 'OAUTH_FAILED' } });
  });

  it('reports a provider error back to the SPA without tokens', async () => {
    const login = await app.inject({ method: 'GET', url: '/api/v1/auth/oauth/google/login' });
    const state = new URL(String(login.headers.location)).searchParams.get('state');
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/auth/oauth/google/callback?error=access_denied&state=${state}`,
      headers: bindingOf(login),
    });
    expect(res.statusCode).toBe(302);
    const target = new URL(String(res.headers.location));
    expect(target.hash).toBe('#error=access_denied');
  });
});

describe('the OAuth sign-in is bound to the browser that started it', () => {
  const fragmentOf = (location: unknown) =>
    new URLSearchParams(new URL(String(location)).hash.slice(1));

  it('the start sets a short-lived HttpOnly cookie only the callback receives', async () => {
    const login = await app.inject({ method: 'GET', url: '/api/v1/auth/oauth/google/login' });
    const cookie = login.cookies.find((c) => c.name === OAUTH_BINDING_COOKIE);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 600,
      path: '/api/v1/auth/oauth/google/callback',
    });
    expect(cookie?.value.length).toBeGreaterThanOrEqual(40);
    // Plain http here: the cookie is Secure only on an https site.
    expect(cookie?.secure).toBeFalsy();
  });

  it('refuses a callback that arrives without the cookie: no tokens, no sign-in', async () => {
    // The attacker starts a sign-in with their own account and sends the callback link to the
    // victim, whose browser never started it.
    const { callbackUrl } = await startWithGoogle();
    const res = await app.inject({ method: 'GET', url: callbackUrl });
    expect(res.statusCode).toBe(302);
    const fragment = fragmentOf(res.headers.location);
    expect(fragment.get('error')).toBe('invalid_state');
    expect(fragment.get('access_token')).toBeNull();
    expect(fragment.get('refresh_token')).toBeNull();
  });

  it("refuses a callback carrying another sign-in's cookie", async () => {
    const mine = await app.inject({ method: 'GET', url: '/api/v1/auth/oauth/google/login' });
    const { callbackUrl } = await startWithGoogle();
    const res = await app.inject({ method: 'GET', url: callbackUrl, headers: bindingOf(mine) });
    expect(fragmentOf(res.headers.location).get('error')).toBe('invalid_state');
    expect(fragmentOf(res.headers.location).get('access_token')).toBeNull();
  });

  it('clears the cookie after the callback, and the state cannot be used again', async () => {
    const { login, callbackUrl } = await startWithGoogle();
    const done = await app.inject({ method: 'GET', url: callbackUrl, headers: bindingOf(login) });
    expect(fragmentOf(done.headers.location).get('access_token')).toBeTruthy();
    const cleared = done.cookies.find((c) => c.name === OAUTH_BINDING_COOKIE);
    expect(cleared).toMatchObject({ value: '', path: '/api/v1/auth/oauth/google/callback' });
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());

    const again = await app.inject({ method: 'GET', url: callbackUrl, headers: bindingOf(login) });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: { code: 'OAUTH_FAILED' } });
  });

  it('marks the cookie Secure on an https site', async () => {
    const secureSite = await buildApp(
      testConfig({
        PUBLIC_URL: 'https://duangdee.example',
        GOOGLE_CLIENT_ID: 'duangdee-web',
        GOOGLE_CLIENT_SECRET: 'test-secret-of-at-least-32-characters!!',
        GOOGLE_ISSUER: issuer.issuer,
      }),
      { database },
    );
    try {
      const login = await secureSite.inject({
        method: 'GET',
        url: '/api/v1/auth/oauth/google/login',
      });
      expect(login.statusCode).toBe(302);
      expect(login.cookies.find((c) => c.name === OAUTH_BINDING_COOKIE)?.secure).toBe(true);
    } finally {
      await secureSite.close();
    }
  });
});
