import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { signInWithOutbox, type SignedIn } from '../support/sign-in.ts';
import { testConfig, useTestApp } from '../test-app.ts';

const ctx = useTestApp();

interface Pair {
  access_token: string;
  refresh_token: string;
}

const call = (app: App, url: string, authorization: string) =>
  app.inject({ method: 'GET', url, headers: { authorization } });

const refresh = (app: App, token: string) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: token } });

const logout = (app: App, token: string) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/logout', payload: { refresh_token: token } });

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Moves every rotation of a login back in time, as if its grace had long passed. */
async function ageRotations(userId: string) {
  await ctx.database.db.execute(
    sql`update refresh_tokens set rotated_at = rotated_at - interval '1 hour'
        where user_id = ${userId} and rotated_at is not null`,
  );
}

describe('logging out', () => {
  it('ends the access tokens of that login at once, even ones already verified', async () => {
    const session = await signInWithOutbox(ctx.app, ctx.database, 'leaving@example.com');
    const auth = session.auth.authorization;
    expect((await call(ctx.app, '/api/v1/auth/me', auth)).statusCode).toBe(200);
    expect((await call(ctx.app, '/api/v1/coins/balance', auth)).statusCode).toBe(200);

    expect((await logout(ctx.app, session.refreshToken)).statusCode).toBe(200);

    for (const url of ['/api/v1/auth/me', '/api/v1/coins/balance']) {
      const after = await call(ctx.app, url, auth);
      expect(after.statusCode, url).toBe(401);
      expect(after.json()).toMatchObject({ error: { code: 'AUTH_REQUIRED' } });
    }
  });

  it('ends the access tokens issued before a rotation too, and leaves other logins alone', async () => {
    const phone = await signInWithOutbox(ctx.app, ctx.database, 'two-devices@example.com');
    // A second code for the same address is only sent a minute later.
    await ctx.database.db.execute(
      sql`update otp_codes set created_at = created_at - interval '2 minutes'
          where email = 'two-devices@example.com'`,
    );
    const laptop = await signInWithOutbox(ctx.app, ctx.database, 'two-devices@example.com');
    const renewed = await refresh(ctx.app, phone.refreshToken);
    expect(renewed.statusCode).toBe(200);
    const next = renewed.json<{ data: Pair }>().data;
    // A rotation alone ends nothing: the earlier access token lives out its minutes.
    expect((await call(ctx.app, '/api/v1/auth/me', phone.auth.authorization)).statusCode).toBe(200);

    expect((await logout(ctx.app, next.refresh_token)).statusCode).toBe(200);

    expect((await call(ctx.app, '/api/v1/auth/me', phone.auth.authorization)).statusCode).toBe(401);
    expect((await call(ctx.app, '/api/v1/auth/me', `Bearer ${next.access_token}`)).statusCode).toBe(
      401,
    );
    expect((await call(ctx.app, '/api/v1/auth/me', laptop.auth.authorization)).statusCode).toBe(
      200,
    );
    expect((await refresh(ctx.app, laptop.refreshToken)).statusCode).toBe(200);
  });
});

describe('logging out on one instance', () => {
  const keys = generateKeyPairSync('ed25519');
  const shared = {
    JWT_PRIVATE_KEY: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    JWT_PUBLIC_KEY: keys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    HMAC_KEY: randomBytes(32).toString('hex'),
  };
  let other: App;
  beforeAll(async () => {
    // A second instance on the same database, with its own memory of verified tokens.
    other = await buildApp(testConfig(shared), { database: ctx.database });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
  });

  it('ends the login on every other instance', async () => {
    const first = await buildApp(testConfig(shared), { database: ctx.database });
    try {
      await first.ready();
      const session: SignedIn = await signInWithOutbox(first, ctx.database, 'roaming@example.com');
      expect((await call(other, '/api/v1/auth/me', session.auth.authorization)).statusCode).toBe(
        200,
      );
      expect((await logout(first, session.refreshToken)).statusCode).toBe(200);
      expect((await call(other, '/api/v1/auth/me', session.auth.authorization)).statusCode).toBe(
        401,
      );
    } finally {
      await first.close();
    }
  });
});

describe('two refreshes of one token at the same moment', () => {
  it('both get the same new pair, which works; the new refresh token is not stored readable', async () => {
    const session = await signInWithOutbox(ctx.app, ctx.database, 'two-tabs@example.com');
    // Really at once: both requests are on their way before either is answered.
    const [a, b] = await Promise.all([
      refresh(ctx.app, session.refreshToken),
      refresh(ctx.app, session.refreshToken),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    const pairA = a.json<{ data: Pair }>().data;
    const pairB = b.json<{ data: Pair }>().data;
    expect(pairB.refresh_token).toBe(pairA.refresh_token);
    expect(pairB.access_token).toBe(pairA.access_token);
    expect(pairA.refresh_token).not.toBe(session.refreshToken);

    // One successor, not two: the login goes on as one family.
    const family = await rows<{ n: number }>(
      sql`select count(*)::int as n from refresh_tokens where user_id = ${session.userId}`,
    );
    expect(family[0]?.n).toBe(2);
    const stored = JSON.stringify(
      await rows(sql`select * from refresh_tokens where user_id = ${session.userId}`),
    );
    expect(stored).not.toContain(pairA.refresh_token);
    expect(stored).not.toContain(pairA.refresh_token.split('.')[2]);

    expect(
      (await call(ctx.app, '/api/v1/auth/me', `Bearer ${pairA.access_token}`)).statusCode,
    ).toBe(200);
    const onward = await refresh(ctx.app, pairA.refresh_token);
    expect(onward.statusCode).toBe(200);
  });

  it('a third late copy within the grace gets the same pair again', async () => {
    const session = await signInWithOutbox(ctx.app, ctx.database, 'three-tabs@example.com');
    const first = await refresh(ctx.app, session.refreshToken);
    const late = await refresh(ctx.app, session.refreshToken);
    expect(late.statusCode).toBe(200);
    expect(late.json<{ data: Pair }>().data).toMatchObject({
      refresh_token: first.json<{ data: Pair }>().data.refresh_token,
      access_token: first.json<{ data: Pair }>().data.access_token,
    });
  });

  it('after the grace, the old token again ends the whole login, access tokens included', async () => {
    const session = await signInWithOutbox(ctx.app, ctx.database, 'copied@example.com');
    const [a, b] = await Promise.all([
      refresh(ctx.app, session.refreshToken),
      refresh(ctx.app, session.refreshToken),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const pair = a.json<{ data: Pair }>().data;
    await ageRotations(session.userId);

    const reuse = await refresh(ctx.app, session.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ error: { code: 'AUTH_REQUIRED' } });
    expect((await refresh(ctx.app, pair.refresh_token)).statusCode).toBe(401);
    expect((await call(ctx.app, '/api/v1/auth/me', `Bearer ${pair.access_token}`)).statusCode).toBe(
      401,
    );
    expect((await call(ctx.app, '/api/v1/auth/me', session.auth.authorization)).statusCode).toBe(
      401,
    );
    // Nothing of the ended login is kept that could answer for it later.
    const kept = await rows<{ n: number }>(
      sql`select count(*)::int as n from refresh_tokens
          where user_id = ${session.userId} and (revoked_at is null or successor_sealed is not null)`,
    );
    expect(kept[0]?.n).toBe(0);
  });

  it('a reuse of a token whose successor was already used again is still a reuse', async () => {
    const session = await signInWithOutbox(ctx.app, ctx.database, 'chain@example.com');
    const second = (await refresh(ctx.app, session.refreshToken)).json<{ data: Pair }>().data;
    const third = await refresh(ctx.app, second.refresh_token);
    expect(third.statusCode).toBe(200);
    await ageRotations(session.userId);
    expect((await refresh(ctx.app, second.refresh_token)).statusCode).toBe(401);
    expect(
      (await refresh(ctx.app, third.json<{ data: Pair }>().data.refresh_token)).statusCode,
    ).toBe(401);
  });
});
