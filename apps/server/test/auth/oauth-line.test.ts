import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { bindingOf } from '../support/oauth-binding.ts';
import { followToApp, startIssuer, type TestIssuer } from '../support/oidc-issuer.ts';
import { testConfig } from '../test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';

const PUBLIC_URL = 'http://localhost:3000';
const SECRET = 'line-channel-secret-0123456789abcdef';
let issuer: TestIssuer;
let app: App;
let database: TestDatabase;

beforeAll(async () => {
  issuer = await startIssuer({
    clientId: 'line-channel',
    clientSecret: SECRET,
    redirectUri: `${PUBLIC_URL}/api/v1/auth/oauth/line/callback`,
    // LINE: ID tokens signed HS256 with the channel secret, and no e-mail permission granted.
    account: { sub: 'U1234567890', name: 'น้องไลน์' },
    idTokenAlg: 'HS256',
  });
  database = await createTestDatabase();
  app = await buildApp(
    testConfig({
      PUBLIC_URL,
      LINE_CHANNEL_ID: 'line-channel',
      LINE_CHANNEL_SECRET: SECRET,
      LINE_ISSUER: issuer.issuer,
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

describe('LINE sign-in (HS256 ID tokens, e-mail may be missing)', () => {
  it('creates an account without an e-mail and signs the person in', async () => {
    const login = await app.inject({ method: 'GET', url: '/api/v1/auth/oauth/line/login' });
    const back = await followToApp(String(login.headers.location), issuer.issuer);
    const done = await app.inject({
      method: 'GET',
      url: back.pathname + back.search,
      headers: bindingOf(login),
    });
    expect(done.statusCode).toBe(302);
    const fragment = new URLSearchParams(new URL(String(done.headers.location)).hash.slice(1));
    expect(fragment.get('error')).toBeNull();
    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${fragment.get('access_token')}` },
    });
    expect(me.json()).toMatchObject({ data: { email: null, display_name: 'น้องไลน์' } });
  });
});
