import { describe, expect, it } from 'vitest';
import { signInWithOutbox, type SignedIn } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';

const ctx = useTestApp({ ADMIN_EMAILS: 'history-admin@example.com' });

let adminSession: SignedIn | undefined;
/** One sign-in for the admin per file (a second code within 60 s would be refused). */
async function signInAdmin(): Promise<SignedIn> {
  adminSession ??= await signInWithOutbox(ctx.app, ctx.database, 'history-admin@example.com');
  return adminSession;
}

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
    const admin = await signInAdmin();
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

describe('an adjustment by the team', () => {
  it("shows its reason to admins in the user's transfers, never in the user's own history", async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'adjusted@example.com');
    const admin = await signInAdmin();
    const reason = 'ชดเชยดวงรายวันที่ค้าง ตั๋ว #4127';
    const adjust = (amount: number, key: string, why: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/admin/users/${user.userId}/coins/adjust`,
        headers: { ...admin.auth, 'idempotency-key': key },
        payload: { amount, reason: why },
      });
    const added = await adjust(120, 'reason-adjust-0001', `  ${reason} `);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ data: { kind: 'adjustment', amount: 120, reason } });
    const taken = await adjust(-20, 'reason-adjust-0002', 'หักส่วนที่ชดเชยเกิน');
    expect(taken.statusCode).toBe(200);

    const transfers = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/users/${user.userId}/transfers`,
      headers: admin.auth,
    });
    expect(transfers.statusCode).toBe(200);
    expect(transfers.json<{ data: HistoryPage }>().data.items).toEqual([
      expect.objectContaining({
        kind: 'adjustment',
        amount: -20,
        balance_after: 100,
        reason: 'หักส่วนที่ชดเชยเกิน',
        reference: { type: 'admin', id: admin.userId },
      }),
      expect.objectContaining({ kind: 'adjustment', amount: 120, reason }),
    ]);

    // The user sees that the team adjusted the coins; the team's own words stay with the team.
    for (const url of ['/api/v1/coins/transfers', '/api/v1/coins/transactions']) {
      const own = await ctx.app.inject({ method: 'GET', url, headers: user.auth });
      expect(own.statusCode).toBe(200);
      const items = own.json<{ data: HistoryPage }>().data.items;
      expect(items.map((item) => item.kind)).toEqual(['adjustment', 'adjustment']);
      expect(JSON.stringify(items)).not.toContain('ชดเชย');
      expect(JSON.stringify(items)).not.toContain(admin.userId);
    }

    const reconcile = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/ledger/reconcile',
      headers: admin.auth,
    });
    expect(reconcile.json()).toMatchObject({ data: { ok: true, total_entries_sum: 0 } });
  });
});
