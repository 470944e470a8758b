import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInWithOutbox } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';
import { ADMIN_EMAIL, adminOf } from './helpers.ts';

const ctx = useTestApp({ ADMIN_EMAILS: ADMIN_EMAIL, WORKERS_ENABLED: 'false' });
const admin = adminOf(ctx);

const me = (authorization: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: authorization });

/** Lets the same address ask for another code at once (the resend cooldown is a minute). */
const skipCooldown = (email: string) =>
  ctx.database.db.execute(
    sql`update otp_codes set created_at = now() - interval '61 seconds' where email = ${email}`,
  );

const auditRows = async (targetId: string) =>
  (
    (await ctx.database.db.execute(
      sql`select action, actor_id, reason, before, after from admin_audit_log
          where target_id = ${targetId} order by created_at, id`,
    )) as unknown as { rows: Record<string, unknown>[] }
  ).rows;

describe('suspending an account', () => {
  it('refuses the very next request, refresh and sign-in; restore revives the same token', async () => {
    const email = 'suspend-me@example.com';
    const person = await signInWithOutbox(ctx.app, ctx.database, email);
    // The token is remembered by the guard before the suspension.
    expect((await me(person.auth)).statusCode).toBe(200);

    const suspended = await admin.call('POST', `/admin/users/${person.userId}/suspend`, {
      reason: 'ส่งสลิปปลอมซ้ำหลายครั้ง',
    });
    expect(suspended.statusCode).toBe(200);
    const detail = await admin.call('GET', `/admin/users/${person.userId}`);
    expect(detail.json()).toMatchObject({
      data: { profile: { suspended_at: expect.any(String), suspended_reason: expect.any(String) } },
    });
    expect(suspended.json()).toMatchObject({
      success: true,
      data: { user_id: person.userId, suspended_reason: 'ส่งสลิปปลอมซ้ำหลายครั้ง' },
    });

    const refused = await me(person.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      error: { code: 'ACCOUNT_SUSPENDED' },
    });
    const wallet = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/coins/balance',
      headers: person.auth,
    });
    expect(wallet.statusCode).toBe(403);

    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refresh_token: person.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);

    await skipCooldown(email);
    await expect(signInWithOutbox(ctx.app, ctx.database, email)).rejects.toThrow(
      /verify-otp: .*ACCOUNT_SUSPENDED/,
    );

    const twice = await admin.call('POST', `/admin/users/${person.userId}/suspend`, {
      reason: 'อีกครั้ง',
    });
    expect(twice.statusCode).toBe(409);

    const restored = await admin.call('POST', `/admin/users/${person.userId}/restore`, {
      reason: 'ตรวจสอบแล้ว เป็นความเข้าใจผิด',
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ data: { suspended_at: null } });

    const again = await me(person.auth);
    expect(again.statusCode).toBe(200);
    // The refresh token refused while suspended was not used up.
    const refreshedAfter = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refresh_token: person.refreshToken },
    });
    expect(refreshedAfter.statusCode).toBe(200);
    await skipCooldown(email);
    await expect(signInWithOutbox(ctx.app, ctx.database, email)).resolves.toMatchObject({
      userId: person.userId,
    });

    const adminId = (await admin.session()).userId;
    expect(await auditRows(person.userId)).toEqual([
      expect.objectContaining({
        action: 'user.suspend',
        actor_id: adminId,
        reason: 'ส่งสลิปปลอมซ้ำหลายครั้ง',
        before: { suspended_at: null },
      }),
      expect.objectContaining({
        action: 'user.restore',
        actor_id: adminId,
        reason: 'ตรวจสอบแล้ว เป็นความเข้าใจผิด',
        after: { suspended_at: null },
      }),
    ]);
  });

  it('restores without a reason; restoring an account that is not suspended is 409', async () => {
    const person = await signInWithOutbox(ctx.app, ctx.database, 'no-reason@example.com');
    expect((await admin.call('POST', `/admin/users/${person.userId}/restore`, {})).statusCode).toBe(
      409,
    );
    await admin.call('POST', `/admin/users/${person.userId}/suspend`, { reason: 'ทดสอบระบบ' });
    const restored = await admin.call('POST', `/admin/users/${person.userId}/restore`, {});
    expect(restored.statusCode).toBe(200);
    expect((await me(person.auth)).statusCode).toBe(200);
  });

  it('an admin cannot suspend themselves; an unknown account is 404; a reason is required', async () => {
    const self = await admin.session();
    const own = await admin.call('POST', `/admin/users/${self.userId}/suspend`, {
      reason: 'ลองระงับตัวเอง',
    });
    expect(own.statusCode).toBe(400);
    expect((await me(self.auth)).statusCode).toBe(200);

    const unknown = await admin.call(
      'POST',
      '/admin/users/6f1c1f2e-7a55-4a8e-9a57-0d2b3c4d5e6f/suspend',
      { reason: 'ไม่มีบัญชีนี้' },
    );
    expect(unknown.statusCode).toBe(404);

    const person = await signInWithOutbox(ctx.app, ctx.database, 'needs-reason@example.com');
    const noReason = await admin.call('POST', `/admin/users/${person.userId}/suspend`, {});
    expect(noReason.statusCode).toBe(400);
    expect((await me(person.auth)).statusCode).toBe(200);
  });

  it('a user cannot suspend or restore anyone', async () => {
    const a = await signInWithOutbox(ctx.app, ctx.database, 'user-a@example.com');
    const b = await signInWithOutbox(ctx.app, ctx.database, 'user-b@example.com');
    for (const action of ['suspend', 'restore']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/admin/users/${b.userId}/${action}`,
        headers: a.auth,
        payload: { reason: 'ไม่ชอบหน้า' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    }
    expect((await me(b.auth)).statusCode).toBe(200);
    expect(await auditRows(b.userId)).toEqual([]);
  });
});
