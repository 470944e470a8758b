import { describe, expect, it } from 'vitest';
import { signInWithOutbox } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';

const ctx = useTestApp({ ADMIN_EMAILS: 'history-admin@example.com' });

interface HistoryPage {
  items: Array<Record<string, unknown>>;
  page: number;
  page_size: number;
  total_count: number;
  has_next_page: boolean;
}

describe('GET /coins/transfers', () => {
  it("lists the caller's own coin movements, newest first, without who adjusted them", async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'history@example.com');
    const other = await signInWithOutbox(ctx.app, ctx.database, 'history-other@example.com');
    const admin = await signInWithOutbox(ctx.app, ctx.database, 'history-admin@example.com');
    for (const who of [user, other]) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/coins/grant-welcome',
        headers: who.auth,
      });
    }
    const spent = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/coins/deduct',
      headers: { ...user.auth, 'idempotency-key': 'history-spend-0001' },
      payload: { amount: 995, reason: 'ดูดวง' },
    });
    expect(spent.statusCode).toBe(200);
    const adjusted = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${user.userId}/coins/adjust`,
      headers: { ...admin.auth, 'idempotency-key': 'history-adjust-0001' },
      payload: { amount: 20, reason: 'ชดเชยระบบขัดข้อง' },
    });
    expect(adjusted.statusCode).toBe(200);

    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/coins/transfers?page_size=2',
      headers: user.auth,
    });
    expect(res.statusCode).toBe(200);
    const first = res.json<{ data: HistoryPage }>().data;
    expect(first).toMatchObject({ page: 1, page_size: 2, total_count: 3, has_next_page: true });
    expect(first.items).toEqual([
      {
        transfer_id: expect.any(String),
        kind: 'adjustment',
        amount: 20,
        balance_after: 25,
        created_at: expect.any(String),
      },
      expect.objectContaining({ kind: 'deduct', amount: -995, balance_after: 5 }),
    ]);
    expect(JSON.stringify(first)).not.toContain(admin.userId);

    const second = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/coins/transfers?page=2&page_size=2',
      headers: user.auth,
    });
    expect(second.json<{ data: HistoryPage }>().data.items).toEqual([
      expect.objectContaining({ kind: 'welcome_bonus', amount: 1000, balance_after: 1000 }),
    ]);
  });

  it('needs a signed-in user', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/coins/transfers' });
    expect(res.statusCode).toBe(401);
  });
});
