import { describe, expect, it } from 'vitest';
import type { CookieConsentState } from '@duangdee/contract/users';
import type { Envelope } from '../readings/helpers.ts';
import { signInWithOutbox } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';

const ctx = useTestApp();

const ACCEPT_ALL = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  analytics_storage: 'granted',
  functionality_storage: 'granted',
  personalization_storage: 'granted',
  security_storage: 'granted',
};
const REJECT = {
  ...Object.fromEntries(Object.keys(ACCEPT_ALL).map((key) => [key, 'denied'])),
  security_storage: 'granted',
};

async function current(headers: Record<string, string>): Promise<CookieConsentState> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/consents/cookies', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Envelope<CookieConsentState>>().data;
}

function choose(headers: Record<string, string>, payload: Record<string, string>) {
  return ctx.app.inject({ method: 'POST', url: '/api/v1/consents/cookies', headers, payload });
}

async function newGuest(): Promise<Record<string, string>> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/guest',
    payload: { device_id: `device-${Math.random()}`, accept_pdpa: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  const session = res.json<Envelope<{ session: { session_id: string } }>>().data.session;
  return { 'x-guest-session': session.session_id };
}

describe('GET /consents/cookies', () => {
  it('is null before any choice, for a visitor and for a new guest', async () => {
    expect(await current({})).toBeNull();
    expect(await current(await newGuest())).toBeNull();
  });

  it("answers the guest's latest choice", async () => {
    const guest = await newGuest();
    expect((await choose(guest, ACCEPT_ALL)).statusCode).toBe(200);
    expect((await choose(guest, REJECT)).statusCode).toBe(200);
    const state = await current(guest);
    expect(state).toEqual({
      choices: REJECT,
      decided_at: expect.any(String),
      policy_version: '1.0',
    });
    // Another guest's choice is its own.
    expect(await current(await newGuest())).toBeNull();
  });

  it('carries a choice made as a guest into the account, until the account chooses again', async () => {
    const guest = await newGuest();
    await choose(guest, { ...REJECT, analytics_storage: 'granted' });
    const user = await signInWithOutbox(ctx.app, ctx.database, 'cookie-chooser@example.com', guest);
    expect((await current(user.auth))?.choices).toEqual({
      ...REJECT,
      analytics_storage: 'granted',
    });

    await choose(user.auth, ACCEPT_ALL);
    expect((await current(user.auth))?.choices).toEqual(ACCEPT_ALL);
  });

  it('is 401 with a token that is not valid', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/consents/cookies',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(res.statusCode).toBe(401);
  });
});
