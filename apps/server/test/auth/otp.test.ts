import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { codeFrom, startSmtp, type TestSmtp } from '../support/smtp.ts';
import { testConfig } from '../test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';

let smtp: TestSmtp;
let app: App;
let database: TestDatabase;

beforeAll(async () => {
  smtp = await startSmtp();
  database = await createTestDatabase();
  app = await buildApp(testConfig({ SMTP_URL: smtp.url }), { database });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.destroy();
  await smtp.close();
});

let ipCounter = 1;
/** Each test speaks from its own address so per-IP limits stay out of the way. */
const fromIp = () => `198.51.100.${ipCounter++}`;

async function requestCode(email: string, ip = fromIp()) {
  const before = smtp.messages.length;
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/request-otp',
    payload: { Email: email },
    remoteAddress: ip,
  });
  return { res, before };
}

async function verify(requestId: string, email: string, code: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/verify-otp',
    payload: { RequestId: requestId, Email: email, OtpCode: code },
    remoteAddress: fromIp(),
  });
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(code.length, '0');

describe('e-mail one-time codes', () => {
  it('delivers a 6-digit code over SMTP in Thai and English, and signs a new user in', async () => {
    const { res, before } = await requestCode('somchai@example.com');
    expect(res.statusCode).toBe(200);
    const data = res.json<{
      data: {
        request_id: string;
        expires_in_s: number;
        resend_after_s: number;
        code_length: number;
      };
    }>().data;
    expect(data).toMatchObject({ expires_in_s: 300, resend_after_s: 60, code_length: 6 });

    const mail = await smtp.waitFor('somchai@example.com', before);
    const code = codeFrom(mail);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain('Your Duangdee sign-in code is');
    expect(mail.html).toContain(code);

    const verified = await verify(data.request_id, 'somchai@example.com', code);
    expect(verified.statusCode).toBe(200);
    const login = verified.json<{
      data: {
        access_token: string;
        refresh_token: string;
        user: { email: string; is_new_user: boolean };
      };
    }>().data;
    expect(login.access_token.split('.')).toHaveLength(3);
    expect(login.refresh_token.split('.')).toHaveLength(3);
    expect(login.user).toMatchObject({ email: 'somchai@example.com', is_new_user: true });

    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${login.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ data: { email: 'somchai@example.com' } });
  });

  it('stores only a hash of the code', async () => {
    const { res, before } = await requestCode('hash@example.com');
    const code = codeFrom(await smtp.waitFor('hash@example.com', before));
    const id = res.json<{ data: { request_id: string } }>().data.request_id;
    const rows = await database.db.execute(sql`select code_hash from otp_codes where id = ${id}`);
    const stored = (rows as unknown as { rows: { code_hash: string }[] }).rows[0]?.code_hash;
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain(code);
  });

  it('rejects the right code on the sixth try after five wrong ones', async () => {
    const email = 'five-wrong@example.com';
    const { res, before } = await requestCode(email);
    const id = res.json<{ data: { request_id: string } }>().data.request_id;
    const code = codeFrom(await smtp.waitFor(email, before));
    for (let i = 0; i < 5; i++) {
      const attempt = await verify(id, email, wrong(code));
      expect(attempt.statusCode).toBe(400);
      expect(attempt.json()).toMatchObject({ error: { code: 'OTP_INVALID' } });
    }
    const sixth = await verify(id, email, code);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toMatchObject({ error: { code: 'OTP_INVALID' } });
  });

  it('accepts the right code after a wrong one (within five tries)', async () => {
    const email = 'one-wrong@example.com';
    const { res, before } = await requestCode(email);
    const id = res.json<{ data: { request_id: string } }>().data.request_id;
    const code = codeFrom(await smtp.waitFor(email, before));
    expect((await verify(id, email, wrong(code))).statusCode).toBe(400);
    expect((await verify(id, email, code)).statusCode).toBe(200);
    // Single use.
    expect((await verify(id, email, code)).statusCode).toBe(400);
  });

  it('rejects an expired code', async () => {
    const email = 'late@example.com';
    const { res, before } = await requestCode(email);
    const id = res.json<{ data: { request_id: string } }>().data.request_id;
    const code = codeFrom(await smtp.waitFor(email, before));
    await database.db.execute(
      sql`update otp_codes set expires_at = now() - interval '1 second' where id = ${id}`,
    );
    const attempt = await verify(id, email, code);
    expect(attempt.statusCode).toBe(400);
    expect(attempt.json()).toMatchObject({ error: { code: 'OTP_EXPIRED' } });
  });

  it('makes a resend wait 60 s, and a new code voids the previous one', async () => {
    const email = 'resend@example.com';
    const first = await requestCode(email);
    const firstId = first.res.json<{ data: { request_id: string } }>().data.request_id;
    const firstCode = codeFrom(await smtp.waitFor(email, first.before));

    const tooSoon = await requestCode(email);
    expect(tooSoon.res.statusCode).toBe(429);
    expect(tooSoon.res.json()).toMatchObject({
      error: { code: 'RATE_LIMITED', details: { retry_after_s: expect.any(Number) } },
    });

    await database.db.execute(
      sql`update otp_codes set created_at = now() - interval '61 seconds' where id = ${firstId}`,
    );
    const second = await requestCode(email);
    expect(second.res.statusCode).toBe(200);
    expect((await verify(firstId, email, firstCode)).statusCode).toBe(400);
  });

  it('allows at most 5 codes per e-mail per hour', async () => {
    const email = 'many@example.com';
    for (let i = 0; i < 5; i++) {
      const { res } = await requestCode(email);
      expect(res.statusCode).toBe(200);
      await database.db.execute(
        sql`update otp_codes set created_at = created_at - interval '61 seconds' where email = ${email}`,
      );
    }
    const sixth = await requestCode(email);
    expect(sixth.res.statusCode).toBe(429);
  });

  it('allows at most 30 code requests per IP per hour', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 30; i++) {
      const { res } = await requestCode(`ip-${i}@example.com`, ip);
      expect(res.statusCode).toBe(200);
    }
    const over = await requestCode('ip-over@example.com', ip);
    expect(over.res.statusCode).toBe(429);
  });

  it('answers known and unknown e-mails the same way', async () => {
    await database.db.execute(
      sql`update otp_codes set created_at = created_at - interval '2 minutes' where email = 'somchai@example.com'`,
    );
    const known = await requestCode('somchai@example.com');
    const unknown = await requestCode('nobody-yet@example.com');
    expect(known.res.statusCode).toBe(200);
    expect(unknown.res.statusCode).toBe(200);
    const shape = (body: string) => Object.keys(JSON.parse(body).data as object).sort();
    expect(shape(known.res.body)).toEqual(shape(unknown.res.body));
  });

  it('pauses code sign-in for an hour after 100 consecutive failures on an account', async () => {
    const email = 'locked@example.com';
    const { res, before } = await requestCode(email);
    const id = res.json<{ data: { request_id: string } }>().data.request_id;
    const code = codeFrom(await smtp.waitFor(email, before));
    expect((await verify(id, email, code)).statusCode).toBe(200);
    await database.db.execute(sql`update users set otp_failure_streak = 99 where email = ${email}`);
    await database.db.execute(
      sql`update otp_codes set created_at = now() - interval '61 seconds' where email = ${email}`,
    );
    const again = await requestCode(email);
    const againId = again.res.json<{ data: { request_id: string } }>().data.request_id;
    const againCode = codeFrom(await smtp.waitFor(email, again.before));
    expect((await verify(againId, email, wrong(againCode))).statusCode).toBe(400);
    const paused = await verify(againId, email, againCode);
    expect(paused.statusCode).toBe(429);
    expect(paused.json()).toMatchObject({ error: { code: 'OTP_LOCKED' } });
  });

  it('rejects malformed input with field paths and changes nothing', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/request-otp',
      payload: { email: 'not-an-email' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: [{ path: 'body.email' }] },
    });
  });
});
