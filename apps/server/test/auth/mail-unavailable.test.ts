import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { mailFailure } from '../../src/platform/mail.ts';
import { closedPort } from '../support/closed-port.ts';
import { testConfig } from '../test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';

/**
 * Sign-in codes when mail cannot go out: the server names it (MAIL_UNAVAILABLE 503, or
 * MAIL_REJECTED 502 when the mail server refuses the address for good), stores no code, and lets
 * the user ask again at once.
 */
let database: TestDatabase;
let unreachable: App;
let refusing: App;
let smtp: SMTPServer;

beforeAll(async () => {
  database = await createTestDatabase();
  unreachable = await buildApp(testConfig({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` }), {
    database,
  });
  await unreachable.ready();
  // A mail server that knows no one at refused.example.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refused.example')) {
        callback(Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 }));
      } else callback();
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  refusing = await buildApp(testConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` }), { database });
  await refusing.ready();
});

afterAll(async () => {
  await unreachable?.close();
  await refusing?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  await database?.destroy();
});

function requestCode(app: App, email: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/request-otp',
    payload: { email },
  });
}

async function storedCodes(email: string): Promise<number> {
  const result = (await database.db.execute(
    sql`select count(*)::int as n from otp_codes where email = ${email}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

describe('sign-in codes with the mail server out of reach', () => {
  it('answers 503 MAIL_UNAVAILABLE, stores no code, and lets the user ask again at once', async () => {
    const email = 'no-mail@example.com';
    const first = await requestCode(unreachable, email);
    expect(first.statusCode).toBe(503);
    expect(first.json()).toEqual({
      success: false,
      error: { code: 'MAIL_UNAVAILABLE', message: expect.any(String) },
    });
    expect(await storedCodes(email)).toBe(0);
    // Not held to the resend wait: no code was sent, so the next try is another try, not a resend.
    const again = await requestCode(unreachable, email);
    expect(again.json()).toMatchObject({ error: { code: 'MAIL_UNAVAILABLE' } });
  });

  it('answers 502 MAIL_REJECTED when the mail server refuses the address', async () => {
    const res = await requestCode(refusing, 'nobody@refused.example');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'MAIL_REJECTED' } });
    expect(await storedCodes('nobody@refused.example')).toBe(0);

    const delivered = await requestCode(refusing, 'somebody@example.com');
    expect(delivered.statusCode).toBe(200);
    expect(await storedCodes('somebody@example.com')).toBe(1);
  });
});

describe('mailFailure', () => {
  it('tells a failure that may pass from a refusal for good', () => {
    const cases: Array<[object, string]> = [
      [{ code: 'ESOCKET' }, 'MAIL_UNAVAILABLE'],
      [{ code: 'ECONNECTION' }, 'MAIL_UNAVAILABLE'],
      [{ code: 'ETIMEDOUT' }, 'MAIL_UNAVAILABLE'],
      [{ code: 'EDNS' }, 'MAIL_UNAVAILABLE'],
      [{ code: 'EAUTH', responseCode: 535 }, 'MAIL_UNAVAILABLE'],
      [{ code: 'EPROTOCOL' }, 'MAIL_UNAVAILABLE'],
      [{ code: 'EENVELOPE', responseCode: 451 }, 'MAIL_UNAVAILABLE'],
      [{ code: 'EENVELOPE', responseCode: 550 }, 'MAIL_REJECTED'],
      [{ code: 'EMESSAGE', responseCode: 554 }, 'MAIL_REJECTED'],
    ];
    for (const [error, code] of cases) {
      expect(mailFailure(Object.assign(new Error('x'), error)).code, JSON.stringify(error)).toBe(
        code,
      );
    }
  });
});
