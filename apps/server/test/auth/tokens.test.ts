import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInWithOutbox } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';

const ctx = useTestApp();

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function me(authorization: string) {
  return ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization } });
}

async function refresh(token: string, path = '/api/v1/auth/refresh') {
  return ctx.app.inject({ method: 'POST', url: path, payload: { RefreshToken: token } });
}

describe('access tokens', () => {
  it('accepts a genuine token and answers 401 AUTH_REQUIRED without one', async () => {
    const session = await signInWithOutbox(ctx.app, ctx.database, 'token@example.com');
    expect((await me(session.auth.authorization)).statusCode).toBe(200);
    const none = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ error: { code: 'AUTH_REQUIRED' } });
  });

  it('rejects a token whose payload was tampered with', async () => {
    const session = await signInWithOutbox(ctx.app, ctx.database, 'tamper@example.com');
    const [header, payload, signature] = session.accessToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forged = `${header}.${b64({ ...claims, role: 'admin' })}.${signature}`;
    expect((await me(`Bearer ${forged}`)).statusCode).toBe(401);
  });

  it('rejects alg:none and HS256 tokens built from real claims', async () => {
    const session = await signInWithOutbox(ctx.app, ctx.database, 'algnone@example.com');
    const payload = session.accessToken.split('.')[1] as string;
    const unsigned = `${b64({ alg: 'none', typ: 'access' })}.${payload}.`;
    expect((await me(`Bearer ${unsigned}`)).statusCode).toBe(401);
    const hs = `${b64({ alg: 'HS256', typ: 'access' })}.${payload}.${b64({ sig: 1 })}`;
    expect((await me(`Bearer ${hs}`)).statusCode).toBe(401);
  });

  it('does not accept a refresh token as an access token', async () => {
    const session = await signInWithOutbox(ctx.app, ctx.database, 'typ@example.com');
    expect((await me(`Bearer ${session.refreshToken}`)).statusCode).toBe(401);
  });
});

describe('refresh tokens', () => {
  it('rotate on every refresh; reusing a rotated one revokes the whole family', async () => {
    const session = await signInWithOutbox(ctx.app, ctx.database, 'rotate@example.com');
    const first = await refresh(session.refreshToken);
    expect(first.statusCode).toBe(200);
    const rotated = first.json<{ data: { refresh_token: string; access_token: string } }>().data;
    expect(rotated.refresh_token).not.toBe(session.refreshToken);

    // The old token comes back after the few seconds a racing copy is forgiven: someone copied
    // it. Both it and its successor stop working.
    await ctx.database.db.execute(
      sql`update refresh_tokens set rotated_at = rotated_at - interval '1 minute'
          where user_id = ${session.userId} and rotated_at is not null`,
    );
    const reuse = await refresh(session.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({
      error: { code: 'AUTH_REQUIRED', message: 'Authentication failed. Please login again.' },
    });
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
  });

  it('work the same on /oauth/refresh and stop after /oauth/logout', async () => {
    const session = await signInWithOutbox(ctx.app, ctx.database, 'oauth-alias@example.com');
    const next = await refresh(session.refreshToken, '/api/v1/oauth/refresh');
    expect(next.statusCode).toBe(200);
    const token = next.json<{ data: { refresh_token: string } }>().data.refresh_token;
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/oauth/logout',
      payload: { refresh_token: token },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, data: { revoked: true } });
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('logout revokes the login', async () => {
    const session = await signInWithOutbox(ctx.app, ctx.database, 'logout@example.com');
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      payload: { refreshToken: session.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('rejects garbage without a 500', async () => {
    for (const token of ['x', 'a.b.c', `${b64({ alg: 'EdDSA' })}.e30.AAAA`]) {
      const res = await refresh(token);
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('the access-token lifetime (ACCESS_TOKEN_TTL_S)', () => {
  const short = useTestApp({ ACCESS_TOKEN_TTL_S: '2' });
  const claimsOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      iat: number;
      exp: number;
    };

  it('is what the server signs and says, and the refresh token outlives it', async () => {
    const session = await signInWithOutbox(short.app, short.database, 'short@example.com');
    const { iat, exp } = claimsOf(session.accessToken);
    expect(exp - iat).toBe(2);
    const call = (authorization: string) =>
      short.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization } });
    expect((await call(session.auth.authorization)).statusCode).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 3_100));
    const expired = await call(session.auth.authorization);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ error: { code: 'AUTH_REQUIRED' } });

    const renewed = await short.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    const data = renewed.json<{ data: { access_token: string; expires_in_s: number } }>().data;
    expect(data.expires_in_s).toBe(2);
    expect((await call(`Bearer ${data.access_token}`)).statusCode).toBe(200);
  });
});
