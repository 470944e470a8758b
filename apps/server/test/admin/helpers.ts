import type { TestContext } from '../test-app.ts';
import { signInWithOutbox, type SignedIn } from '../support/sign-in.ts';

export const ADMIN_EMAIL = 'admin-area@example.com';

export interface Envelope<T = Record<string, unknown>> {
  success: boolean;
  data: T;
  error?: { code: string; message: string; details?: unknown };
}

/** Signs in the admin once per file; `call` sends one admin request. */
export function adminOf(ctx: TestContext) {
  let admin: SignedIn | undefined;
  return {
    async session(): Promise<SignedIn> {
      admin ??= await signInWithOutbox(ctx.app, ctx.database, ADMIN_EMAIL);
      return admin;
    },
    async call(
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      payload?: Record<string, unknown>,
      headers: Record<string, string> = {},
    ) {
      const a = await this.session();
      return ctx.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: { ...a.auth, ...headers },
        ...(payload ? { payload } : {}),
      });
    },
    async adjust(userId: string, amount: number, key: string, reason = 'ชดเชยให้ลูกค้า') {
      return this.call(
        'POST',
        `/admin/users/${userId}/coins/adjust`,
        { amount, reason },
        {
          'idempotency-key': key,
        },
      );
    },
  };
}

/** A guest of a fresh browser: the header that names its session. */
export async function newGuest(ctx: TestContext) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/guest',
    payload: { device_id: `device-${Math.random()}`, accept_pdpa: true },
  });
  if (res.statusCode >= 300) throw new Error(`guest: ${res.body}`);
  const data =
    res.json<Envelope<{ guest_user: { id: string }; session: { session_id: string } }>>().data;
  return { headers: { 'x-guest-session': data.session.session_id }, id: data.guest_user.id };
}
