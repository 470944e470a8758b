import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { startFacebook, type FacebookStandIn } from '../support/facebook-standin.ts';
import { bindingOf } from '../support/oauth-binding.ts';
import { signInWithOutbox } from '../support/sign-in.ts';
import { testConfig } from '../test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';

let facebook: FacebookStandIn;
let app: App;
let database: TestDatabase;

beforeAll(async () => {
  facebook = await startFacebook({
    appId: 'fb-app',
    appSecret: 'fb-secret',
    profile: { id: '10220000', name: 'Somsak Facebook', email: 'somsak@example.com' },
  });
  database = await createTestDatabase();
  app = await buildApp(
    testConfig({
      PUBLIC_URL: 'http://localhost:3000',
      FACEBOOK_APP_ID: 'fb-app',
      FACEBOOK_APP_SECRET: 'fb-secret',
      FACEBOOK_AUTH_URL: facebook.authUrl,
      FACEBOOK_GRAPH_URL: facebook.graphUrl,
    }),
    { database },
  );
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.destroy();
  await facebook.close();
});

describe('Facebook sign-in (OAuth 2.0 + Graph /me)', () => {
  it('links to the existing account with the same verified e-mail', async () => {
    const existing = await signInWithOutbox(app, database, 'somsak@example.com');
    const login = await app.inject({ method: 'GET', url: '/api/v1/auth/oauth/facebook/login' });
    const dialog = await fetch(String(login.headers.location), { redirect: 'manual' });
    const back = new URL(String(dialog.headers.get('location')));
    const done = await app.inject({
      method: 'GET',
      url: back.pathname + back.search,
      headers: bindingOf(login),
    });
    const fragment = new URLSearchParams(new URL(String(done.headers.location)).hash.slice(1));
    expect(fragment.get('user_id')).toBe(existing.userId);

    const exported = await app.inject({
      method: 'GET',
      url: '/api/v1/user/data-export',
      headers: { authorization: `Bearer ${fragment.get('access_token')}` },
    });
    expect(exported.json()).toMatchObject({
      data: {
        sign_in_methods: expect.arrayContaining([
          { provider: 'facebook', email: 'somsak@example.com' },
        ]) as unknown,
      },
    });
  });

  it('a code exchange failure sends the SPA an error, not tokens', async () => {
    const login = await app.inject({ method: 'GET', url: '/api/v1/auth/oauth/facebook/login' });
    const state = new URL(String(login.headers.location)).searchParams.get('state');
    const done = await app.inject({
      method: 'GET',
      url: `/api/v1/auth/oauth/facebook/callback?code=forged&state=${state}`,
      headers: bindingOf(login),
    });
    expect(String(done.headers.location)).toMatch(/#error=callback_failed$/);
  });
});
