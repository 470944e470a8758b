import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInWithOutbox } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';

const ctx = useTestApp({ ADMIN_EMAILS: 'boss@example.com' });

type GuestBody = {
  data: {
    guest_user: { id: string; session_id: string; has_accepted_pdpa: boolean; user_type: string };
    session: { session_id: string };
  };
};

async function createGuest(headers: Record<string, string> = {}, payload: object = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/guest',
    payload: { deviceId: 'device-1', firstName: 'แขก', ...payload },
    headers,
  });
  expect(res.statusCode).toBe(200);
  return { res, body: res.json<GuestBody>() };
}

async function consentRows(subjectId: string) {
  const rows = await ctx.database.db.execute(
    sql`select purpose, granted, source from consent_records where subject_id = ${subjectId} order by id`,
  );
  return (rows as unknown as { rows: { purpose: string; granted: boolean; source: string }[] })
    .rows;
}

describe('guests', () => {
  it('creates a guest with a session cookie, and the same session gets the same guest', async () => {
    const { res, body } = await createGuest();
    const guest = body.data.guest_user;
    expect(guest).toMatchObject({ user_type: 'guest', has_accepted_pdpa: false });
    const cookie = res.cookies.find((c) => c.name === 'fortune_guestSessionId');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBe(365 * 86_400);

    const again = await createGuest({ 'x-guest-session': guest.session_id });
    expect(again.body.data.guest_user.id).toBe(guest.id);

    const viaCookie = await createGuest({ cookie: `fortune_guestSessionId=${guest.session_id}` });
    expect(viaCookie.body.data.guest_user.id).toBe(guest.id);

    const fresh = await createGuest();
    expect(fresh.body.data.guest_user.id).not.toBe(guest.id);
  });

  it('records accepted consent as an append-only row', async () => {
    const { body } = await createGuest();
    const sessionId = body.data.session.session_id;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/guest/pdpa-consent',
      payload: { SessionId: sessionId, Consent: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { consent: true, guest_removed: false } });
    expect(await consentRows(body.data.guest_user.id)).toEqual([
      { purpose: 'pdpa', granted: true, source: 'guest-modal' },
    ]);
  });

  it("declining erases the guest's personal data and ends the session", async () => {
    const { body } = await createGuest({}, { firstName: 'ลบฉัน' });
    const guest = body.data.guest_user;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/guest/pdpa-consent',
      payload: { session_id: guest.session_id, consent: false },
    });
    expect(res.json()).toMatchObject({ data: { consent: false, guest_removed: true } });
    const rows = await ctx.database.db.execute(
      sql`select first_name, session_id, device_id, is_active from users where id = ${guest.id}`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows[0]).toEqual({
      first_name: null,
      session_id: null,
      device_id: null,
      is_active: false,
    });
    // The refusal itself is kept: consent accountability.
    expect(await consentRows(guest.id)).toEqual([
      { purpose: 'pdpa', granted: false, source: 'guest-modal' },
    ]);
    const reuse = await createGuest({ 'x-guest-session': guest.session_id });
    expect(reuse.body.data.guest_user.id).not.toBe(guest.id);
  });

  it('an unknown session id for consent is a 404, not a crash', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/guest/pdpa-consent',
      payload: { session_id: 'nope', consent: true },
    });
    expect(res.statusCode).toBe(404);
  });

  it('signing in from a guest session carries consent to the account and retires the guest', async () => {
    const { body } = await createGuest({}, { acceptPDPA: true, acceptMarketing: true });
    const guest = body.data.guest_user;
    expect(guest.has_accepted_pdpa).toBe(true);
    const session = await signInWithOutbox(ctx.app, ctx.database, 'carry@example.com', {
      'x-guest-session': guest.session_id,
    });
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user/profile',
      headers: session.auth,
    });
    expect(profile.json()).toMatchObject({ data: { has_accepted_pdpa: true, is_guest: false } });
    const carried = await consentRows(session.userId);
    expect(carried.map((r) => [r.purpose, r.granted])).toEqual(
      expect.arrayContaining([
        ['pdpa', true],
        ['marketing', true],
      ]),
    );
    expect(carried.every((r) => r.source === `guest-carryover:${guest.id}`)).toBe(true);
    const again = await createGuest({ 'x-guest-session': guest.session_id });
    expect(again.body.data.guest_user.id).not.toBe(guest.id);
  });
});

describe('cookie banner consent', () => {
  const choice = {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'granted',
    functionality_storage: 'granted',
    personalization_storage: 'denied',
    security_storage: 'granted',
  };

  it('records one row per category for a guest, and refuses an unknown caller', async () => {
    const { body } = await createGuest();
    const guest = body.data.guest_user;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/consents/cookies',
      headers: { 'x-guest-session': guest.session_id },
      payload: choice,
    });
    expect(res.json()).toEqual({ success: true, data: { recorded: 7 } });
    const rows = await consentRows(guest.id);
    expect(rows).toContainEqual({
      purpose: 'cookies:analytics_storage',
      granted: true,
      source: 'cookie-banner',
    });
    expect(rows).toContainEqual({
      purpose: 'cookies:ad_storage',
      granted: false,
      source: 'cookie-banner',
    });

    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/consents/cookies',
      payload: choice,
    });
    expect(anonymous.statusCode).toBe(401);
    const partial = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/consents/cookies',
      headers: { 'x-guest-session': guest.session_id },
      payload: { ad_storage: 'maybe' },
    });
    expect(partial.statusCode).toBe(400);
  });
});

describe('profile, settings and PDPA rights', () => {
  it('updates the profile and settings, and the export contains what the user entered', async () => {
    const session = await signInWithOutbox(ctx.app, ctx.database, 'profile@example.com');
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/user/profile',
      headers: session.auth,
      payload: {
        displayName: 'สมหญิง ใจดี',
        birthDate: '1994-02-14',
        birthTime: '06:30',
        gender: 'female',
      },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      data: { display_name: 'สมหญิง ใจดี', birth_date: '1994-02-14', birth_time: '06:30' },
    });
    const settings = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/user/settings',
      headers: session.auth,
      payload: { language: 'en', theme: 'dark', notifications: { promotions: true } },
    });
    expect(settings.json()).toMatchObject({
      data: { language: 'en', theme: 'dark', notifications: { promotions: true, email: true } },
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/pdpa-consent',
      headers: session.auth,
      payload: { AcceptPdpa: true, AcceptTerms: true, AcceptMarketing: false },
    });

    const exported = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user/data-export',
      headers: session.auth,
    });
    expect(exported.statusCode).toBe(200);
    const data = exported.json<{ data: Record<string, unknown> }>().data;
    expect(data).toMatchObject({
      profile: {
        email: 'profile@example.com',
        display_name: 'สมหญิง ใจดี',
        birth_date: '1994-02-14',
        birth_time: '06:30',
        gender: 'female',
      },
      settings: { language: 'en', theme: 'dark' },
      sign_in_methods: [{ provider: 'email', email: 'profile@example.com' }],
    });
    expect(data.consents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          purpose: 'pdpa',
          granted: true,
          source: 'modal',
          policy_version: '1.0',
        }),
        expect.objectContaining({ purpose: 'marketing', granted: false }),
      ]),
    );
  });

  it('withdrawing consent is the same call as giving it', async () => {
    const session = await signInWithOutbox(ctx.app, ctx.database, 'withdraw@example.com');
    const give = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/pdpa-consent',
      headers: session.auth,
      payload: { accept_pdpa: true },
    });
    expect(give.json()).toMatchObject({
      data: { consent_given: true, consent_at: expect.any(String) },
    });
    const withdraw = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/pdpa-consent',
      headers: session.auth,
      payload: { accept_pdpa: false },
    });
    expect(withdraw.json()).toEqual({
      success: true,
      data: { consent_given: false, consent_at: null },
    });
    expect((await consentRows(session.userId)).filter((r) => r.purpose === 'pdpa')).toHaveLength(2);
  });

  it("user A cannot read or change user B's data", async () => {
    const a = await signInWithOutbox(ctx.app, ctx.database, 'a@example.com');
    const b = await signInWithOutbox(ctx.app, ctx.database, 'b@example.com');
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/user/profile',
      headers: b.auth,
      payload: { display_name: 'บีเอง' },
    });
    // A sends B's id in the body and the query: both are ignored, the token decides.
    const attempt = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/user/profile?user_id=${b.userId}`,
      headers: a.auth,
      payload: { id: b.userId, user_id: b.userId, display_name: 'เอปลอม' },
    });
    expect(attempt.json()).toMatchObject({ data: { id: a.userId, display_name: 'เอปลอม' } });
    const bProfile = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user/profile',
      headers: b.auth,
    });
    expect(bProfile.json()).toMatchObject({ data: { id: b.userId, display_name: 'บีเอง' } });
    const aExport = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user/data-export',
      headers: a.auth,
    });
    expect(aExport.body).not.toContain('b@example.com');
  });

  it('rejects bad profile input and changes nothing', async () => {
    const session = await signInWithOutbox(ctx.app, ctx.database, 'bad-input@example.com');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/user/profile',
      headers: session.auth,
      payload: { birth_date: '2999-01-01', birth_time: '25:00', gender: 'dragon' },
    });
    expect(res.statusCode).toBe(400);
    const paths = res
      .json<{ error: { details: { path: string }[] } }>()
      .error.details.map((d) => d.path);
    expect(paths.sort()).toEqual(['body.birth_date', 'body.birth_time', 'body.gender']);
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user/profile',
      headers: session.auth,
    });
    expect(profile.json()).toMatchObject({
      data: { birth_date: null, birth_time: null, gender: null },
    });
  });

  it('deleting the account erases personal data and ends every session', async () => {
    const session = await signInWithOutbox(ctx.app, ctx.database, 'erase@example.com');
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/user/account',
      headers: session.auth,
    });
    expect(res.json()).toEqual({ success: true, data: { deleted: true } });
    const rows = await ctx.database.db.execute(
      sql`select email, is_active from users where id = ${session.userId}`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows[0]).toEqual({
      email: null,
      is_active: false,
    });
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refresh_token: session.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: session.auth }))
        .statusCode,
    ).toBe(401);
  });
});

describe('admin', () => {
  it('answers 401 without a token and 403 to a normal user', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/users' })).statusCode).toBe(
      401,
    );
    const normal = await signInWithOutbox(ctx.app, ctx.database, 'normal@example.com');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/users',
      headers: normal.auth,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });

  it('lets an ADMIN_EMAILS account list and search users', async () => {
    const admin = await signInWithOutbox(ctx.app, ctx.database, 'boss@example.com');
    const all = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/users?page=1&pageSize=5',
      headers: admin.auth,
    });
    expect(all.statusCode).toBe(200);
    const page = all.json<{
      data: { items: unknown[]; page_size: number; total_count: number; has_next_page: boolean };
    }>().data;
    expect(page.items).toHaveLength(5);
    expect(page.page_size).toBe(5);
    expect(page.total_count).toBeGreaterThan(5);
    expect(page.has_next_page).toBe(true);

    const found = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/users?q=profile@',
      headers: admin.auth,
    });
    const items = found.json<{ data: { items: { email: string }[] } }>().data.items;
    expect(items.map((i) => i.email)).toEqual(['profile@example.com']);
  });
});
