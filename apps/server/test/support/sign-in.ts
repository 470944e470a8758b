import { sql } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import type { TestDatabase } from '../test-db.ts';

export interface SignedIn {
  accessToken: string;
  refreshToken: string;
  userId: string;
  auth: { authorization: string };
}

/** Signs in through the real OTP flow, reading the code from the dev outbox. */
export async function signInWithOutbox(
  app: App,
  database: TestDatabase,
  email: string,
  headers: Record<string, string> = {},
): Promise<SignedIn> {
  const requested = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/request-otp',
    payload: { Email: email },
    headers,
  });
  if (requested.statusCode !== 200) throw new Error(`request-otp: ${requested.body}`);
  const requestId = requested.json<{ data: { request_id: string } }>().data.request_id;
  const result = await database.db.execute(
    sql`select text from dev_outbox where "to" = ${email} order by id desc limit 1`,
  );
  const text = (result as unknown as { rows: { text: string }[] }).rows[0]?.text ?? '';
  const code = /รหัสเข้าสู่ระบบของคุณคือ (\d+)/.exec(text)?.[1];
  if (!code) throw new Error('no code in the dev outbox');
  const verified = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/verify-otp',
    payload: { RequestId: requestId, Email: email, OtpCode: code },
    headers,
  });
  if (verified.statusCode !== 200) throw new Error(`verify-otp: ${verified.body}`);
  const data = verified.json<{
    data: { access_token: string; refresh_token: string; user: { id: string } };
  }>().data;
  return {
    accessToken: data.access_token,
    refreshToken: data.refresh_token,
    userId: data.user.id,
    auth: { authorization: `Bearer ${data.access_token}` },
  };
}
