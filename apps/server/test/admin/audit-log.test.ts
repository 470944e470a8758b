import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInWithOutbox, type SignedIn } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';
import { ADMIN_EMAIL, adminOf, type Envelope } from './helpers.ts';

const ctx = useTestApp({ ADMIN_EMAILS: ADMIN_EMAIL, WORKERS_ENABLED: 'false' });
const admin = adminOf(ctx);

interface AuditRow {
  id: string;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: string;
  reason: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
}
interface Page<T> {
  items: T[];
  page: number;
  page_size: number;
  total_count: number;
  total_pages: number;
  has_next_page: boolean;
  has_previous_page: boolean;
}

async function auditLog(query = '') {
  const res = await admin.call('GET', `/admin/audit-log${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Envelope<Page<AuditRow>>>().data;
}

async function auditCount(): Promise<number> {
  const result = await ctx.database.db.execute(sql`select count(*)::int as n from admin_audit_log`);
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? -1;
}

async function openPayment(user: SignedIn): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/payments/create-payment',
    headers: user.auth,
    payload: { package_id: 'starter' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json<Envelope<{ payment_id: string }>>().data.payment_id;
  // As if its slip had been uploaded: the payment waits for review.
  await ctx.database.db.execute(sql`update payments set status = 'verifying' where id = ${id}`);
  return id;
}

describe('coin adjustments in the ledger and the audit log', () => {
  it('records an adjustment in the ledger, the user’s transfers and the audit log, once per key', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'adjusted@example.com');
    const a = await admin.session();

    const res = await admin.adjust(user.userId, 250, 'adjust-audit-0001', 'ชดเชยดวงที่ค้าง');
    expect(res.statusCode, res.body).toBe(200);
    const transfer = res.json<Envelope<{ transfer_id: string; balance_after: number }>>().data;
    expect(transfer.balance_after).toBe(250);

    // The retry of the same request moves nothing and records nothing more.
    const before = await auditCount();
    const replay = await admin.adjust(user.userId, 250, 'adjust-audit-0001', 'ชดเชยดวงที่ค้าง');
    expect(replay.json()).toMatchObject({ data: { transfer_id: transfer.transfer_id } });
    expect(await auditCount()).toBe(before);

    const transfers = await admin.call('GET', `/admin/users/${user.userId}/transfers`);
    expect(transfers.json<Envelope<Page<{ transfer_id: string }>>>().data.items).toEqual([
      expect.objectContaining({
        transfer_id: transfer.transfer_id,
        kind: 'adjustment',
        amount: 250,
      }),
    ]);
    const ledger = await ctx.database.db.execute(
      sql`select kind, amount from ledger_transfers where id = ${transfer.transfer_id}`,
    );
    expect((ledger as unknown as { rows: unknown[] }).rows).toEqual([
      { kind: 'adjustment', amount: expect.anything() },
    ]);

    const log = await auditLog(`?target_id=${user.userId}`);
    expect(log.total_count).toBe(1);
    expect(log.items[0]).toMatchObject({
      actor_id: a.userId,
      actor_email: ADMIN_EMAIL,
      action: 'coins.adjust',
      target_type: 'user',
      target_id: user.userId,
      reason: 'ชดเชยดวงที่ค้าง',
      before: { balance: 0 },
      after: { balance: 250, amount: 250, transfer_id: transfer.transfer_id },
    });
  });

  it('refuses a blank reason and a zero amount with 400, moving and recording nothing', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'refused-adjust@example.com');
    const before = await auditCount();
    const blank = await admin.adjust(user.userId, 10, 'adjust-blank-0001', '    ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    const zero = await admin.adjust(user.userId, 0, 'adjust-zero-0001');
    expect(zero.statusCode).toBe(400);
    expect(await auditCount()).toBe(before);
    const transfers = await admin.call('GET', `/admin/users/${user.userId}/transfers`);
    expect(transfers.json<Envelope<Page<unknown>>>().data.total_count).toBe(0);
  });
});

describe('slip review in the audit log', () => {
  it('records an approval (once, even when doubled) and a rejection with its reason', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'slip-payer@example.com');
    const approvedId = await openPayment(user);
    const approvals = await Promise.all([
      admin.call('POST', `/admin/payments/${approvedId}/approve`),
      admin.call('POST', `/admin/payments/${approvedId}/approve`),
    ]);
    expect(approvals.map((r) => r.statusCode)).toEqual([200, 200]);
    const approved = await auditLog(`?action=payment.approve&target_id=${approvedId}`);
    expect(approved.total_count).toBe(1);
    expect(approved.items[0]).toMatchObject({
      target_type: 'payment',
      before: { status: 'verifying' },
      after: { status: 'success', user_id: user.userId, credit_transfer_id: expect.any(String) },
    });

    const rejectedId = await openPayment(user);
    const rejected = await admin.call('POST', `/admin/payments/${rejectedId}/reject`, {
      reason: 'ยอดเงินในสลิปไม่ตรงกับรายการ',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const log = await auditLog(`?action=payment.reject`);
    expect(log.items).toEqual([
      expect.objectContaining({
        target_id: rejectedId,
        reason: 'ยอดเงินในสลิปไม่ตรงกับรายการ',
        after: { status: 'failed', failure_reason: 'ยอดเงินในสลิปไม่ตรงกับรายการ' },
      }),
    ]);
    // A refused decision (already failed) records nothing.
    const twice = await admin.call('POST', `/admin/payments/${rejectedId}/reject`, {
      reason: 'ปฏิเสธซ้ำอีกครั้ง',
    });
    expect(twice.json()).toMatchObject({ error: { code: 'PAYMENT_NOT_PAYABLE' } });
    expect((await auditLog(`?action=payment.reject`)).total_count).toBe(1);
  });
});

describe('the audit-log filters', () => {
  it('filters by action, actor, target and Bangkok days, and pages', async () => {
    const a = await admin.session();
    const user = await signInWithOutbox(ctx.app, ctx.database, 'filtered@example.com');
    for (let i = 0; i < 3; i++) {
      const res = await admin.adjust(user.userId, 10 + i, `adjust-filter-${i}`);
      expect(res.statusCode).toBe(200);
    }
    // One older entry, dated to a known Bangkok day (2026-01-15, 23:30 in Bangkok).
    await ctx.database.db.execute(sql`
      insert into admin_audit_log (actor_id, action, target_type, target_id, created_at)
      values (${a.userId}, 'coins.adjust', 'user', ${user.userId}, '2026-01-15T16:30:00Z')`);

    const mine = await auditLog(`?target_id=${user.userId}&page_size=2`);
    expect(mine).toMatchObject({ total_count: 4, total_pages: 2, has_next_page: true });
    expect(mine.items.map((i) => i.after?.amount)).toEqual([12, 11]);
    const second = await auditLog(`?target_id=${user.userId}&page_size=2&page=2`);
    expect(second.items.map((i) => i.after?.amount ?? null)).toEqual([10, null]);

    const day = await auditLog(`?target_id=${user.userId}&from=2026-01-15&to=2026-01-15`);
    expect(day.total_count).toBe(1);
    expect(day.items[0]?.created_at).toBe('2026-01-15T16:30:00.000Z');
    expect(
      (await auditLog(`?target_id=${user.userId}&from=2026-01-16&to=2026-01-16`)).total_count,
    ).toBe(0);
    expect((await auditLog(`?target_id=${user.userId}&to=2026-01-14`)).total_count).toBe(0);

    expect((await auditLog(`?actor_id=${a.userId}&target_id=${user.userId}`)).total_count).toBe(4);
    expect((await auditLog(`?actor_id=${user.userId}`)).total_count).toBe(0);
    expect((await auditLog(`?action=ticket.reply&target_id=${user.userId}`)).total_count).toBe(0);

    const bad = await admin.call('GET', '/admin/audit-log?actor_id=nope&from=yesterday');
    expect(bad.statusCode).toBe(400);
  });
});
