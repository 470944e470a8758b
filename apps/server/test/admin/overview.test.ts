import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OverviewView } from '@duangdee/contract/admin';
import { signInWithOutbox } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';
import { BODIES, COSTS, createdId, startSession, waitForResult } from '../readings/helpers.ts';
import { ADMIN_EMAIL, adminOf, type Envelope } from './helpers.ts';

const ctx = useTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });
const admin = adminOf(ctx);

async function overview(query = ''): Promise<OverviewView> {
  const res = await admin.call('GET', `/admin/overview${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Envelope<OverviewView>>().data;
}

const dayOf = (o: OverviewView, date: string) => o.series.find((d) => d.date === date);

describe('the admin overview', () => {
  it('defaults to the last 30 Bangkok days, today included, one series row per day', async () => {
    const o = await overview();
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    expect(o.to).toBe(today);
    expect(o.series).toHaveLength(30);
    expect(o.series[0]?.date).toBe(o.from);
    expect(o.series.at(-1)?.date).toBe(today);
    expect(o.daily_active_users).toHaveLength(30);
  });

  it('rises by exactly a purchase, a welcome bonus and a reading, on today only', async () => {
    await admin.session();
    const before = await overview();
    const today = before.to;
    const yesterday = before.series.at(-2)?.date ?? '';

    const user = await signInWithOutbox(ctx.app, ctx.database, 'counted@example.com');
    const welcome = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/coins/grant-welcome',
      headers: user.auth,
    });
    expect(welcome.json()).toMatchObject({ data: { granted: 1000 } });

    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/payments/create-payment',
      headers: user.auth,
      payload: { package_id: 'starter' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const payment =
      created.json<
        Envelope<{ payment_id: string; method: string; amount_satang: number; coins: number }>
      >().data;
    const paid = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/sandbox/payments/${payment.payment_id}/approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBeLessThan(400);

    const id = await createdId(ctx.app, user, 'luck', BODIES.luck);
    expect((await startSession(ctx.app, user, 'luck', id)).statusCode).toBe(202);
    expect((await waitForResult(ctx.app, user, 'luck', id)).status).toBe('completed');

    const after = await overview();
    expect(after.users.total).toBe(before.users.total + 1);
    expect(after.users.new_today).toBe(before.users.new_today + 1);
    expect(after.users.new_7d).toBe(before.users.new_7d + 1);
    expect(after.readings_by_kind.luck ?? 0).toBe((before.readings_by_kind.luck ?? 0) + 1);
    expect(after.coins).toEqual({
      granted: before.coins.granted + 1000,
      bought: before.coins.bought + payment.coins,
      spent: before.coins.spent + COSTS.luck,
      refunded: before.coins.refunded,
    });
    expect(after.revenue_thb.total_satang).toBe(
      before.revenue_thb.total_satang + payment.amount_satang,
    );
    expect(after.revenue_thb.total).toBe(after.revenue_thb.total_satang / 100);
    expect(after.revenue_thb.by_method[payment.method]?.satang ?? 0).toBe(
      (before.revenue_thb.by_method[payment.method]?.satang ?? 0) + payment.amount_satang,
    );

    const was = dayOf(before, today);
    expect(dayOf(after, today)).toEqual({
      date: today,
      new_users: (was?.new_users ?? 0) + 1,
      readings: (was?.readings ?? 0) + 1,
      coins_spent: (was?.coins_spent ?? 0) + COSTS.luck,
      revenue_thb: ((was?.revenue_thb ?? 0) * 100 + payment.amount_satang) / 100,
    });
    expect(dayOf(after, yesterday)).toEqual(dayOf(before, yesterday));
    const active = (o: OverviewView) => o.daily_active_users.find((d) => d.date === today)?.count;
    expect(active(after)).toBe((active(before) ?? 0) + 1);

    // A range that ends yesterday sees none of it.
    const past = await overview(`?from=${yesterday}&to=${yesterday}`);
    expect(past.coins).toEqual({ granted: 0, bought: 0, spent: 0, refunded: 0 });
    expect(past.series).toEqual([
      { date: yesterday, new_users: 0, readings: 0, coins_spent: 0, revenue_thb: 0 },
    ]);
  });

  it('counts by Bangkok day and waiting slips', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'bangkok-day@example.com');
    // Signed up at 23:30 on 2026-03-01 in Bangkok, which is still 2026-03-01 16:30 UTC.
    await ctx.database.db.execute(
      sql`update users set created_at = '2026-03-01T16:30:00Z' where id = ${user.userId}`,
    );
    const o = await overview('?from=2026-03-01&to=2026-03-02');
    expect(o.series.map((d) => d.new_users)).toEqual([1, 0]);
    const late = await overview('?from=2026-03-02&to=2026-03-02');
    expect(late.series[0]?.new_users).toBe(0);

    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/payments/create-payment',
      headers: user.auth,
      payload: { package_id: 'starter' },
    });
    const paymentId = created.json<Envelope<{ payment_id: string }>>().data.payment_id;
    const waiting = (await overview()).payments_waiting_review;
    await ctx.database.db.execute(
      sql`update payments set status = 'verifying' where id = ${paymentId}`,
    );
    expect((await overview()).payments_waiting_review).toBe(waiting + 1);
  });

  it('refuses from after to, more than 366 days, and bad dates with 400', async () => {
    for (const query of [
      '?from=2026-03-02&to=2026-03-01',
      '?from=2025-01-01&to=2026-01-02',
      '?from=2026-02-30',
      '?to=yesterday',
    ]) {
      const res = await admin.call('GET', `/admin/overview${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_FAILED' } });
    }
    expect((await overview('?from=2025-01-01&to=2026-01-01')).series).toHaveLength(366);
  });
});
