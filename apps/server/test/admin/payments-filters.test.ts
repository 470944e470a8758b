import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInWithOutbox, type SignedIn } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';
import { ADMIN_EMAIL, adminOf, type Envelope } from './helpers.ts';

const ctx = useTestApp({ ADMIN_EMAILS: ADMIN_EMAIL, WORKERS_ENABLED: 'false' });
const admin = adminOf(ctx);

async function createPayment(user: SignedIn): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/payments/create-payment',
    headers: user.auth,
    payload: { package_id: 'starter' },
  });
  if (res.statusCode !== 200 && res.statusCode !== 201) throw new Error(res.body);
  return res.json<Envelope<{ payment_id: string }>>().data.payment_id;
}

async function ids(query: string) {
  const res = await admin.call('GET', `/admin/payments${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json<Envelope<{ items: { payment_id: string }[]; total: number }>>().data;
  return data.items.map((p) => p.payment_id).sort();
}

describe('GET /admin/payments filters', () => {
  it('filters by status, method, user and inclusive Bangkok days; no filter lists all', async () => {
    const a = await signInWithOutbox(ctx.app, ctx.database, 'payer-a@example.com');
    const b = await signInWithOutbox(ctx.app, ctx.database, 'payer-b@example.com');
    const p1 = await createPayment(a);
    const p2 = await createPayment(a);
    const p3 = await createPayment(b);
    // p2: a card payment made on 2026-01-10 at 23:30 Bangkok time (16:30 UTC).
    await ctx.database.db.execute(
      sql`update payments set method = 'card', status = 'failed',
          created_at = '2026-01-10T16:30:00Z' where id = ${p2}`,
    );
    // p3: made on 2026-01-11 at 00:30 Bangkok time (2026-01-10 17:30 UTC).
    await ctx.database.db.execute(
      sql`update payments set created_at = '2026-01-10T17:30:00Z' where id = ${p3}`,
    );

    expect(await ids('')).toEqual([p1, p2, p3].sort());
    expect(await ids(`?user_id=${a.userId}`)).toEqual([p1, p2].sort());
    expect(await ids('?method=card')).toEqual([p2]);
    expect(await ids('?method=promptpay')).toEqual([p1, p3].sort());
    expect(await ids('?status=failed')).toEqual([p2]);
    expect(await ids(`?status=pending&user_id=${a.userId}`)).toEqual([p1]);
    expect(await ids('?from=2026-01-10&to=2026-01-10')).toEqual([p2]);
    expect(await ids('?from=2026-01-11&to=2026-01-11')).toEqual([p3]);
    expect(await ids('?from=2026-01-10&to=2026-01-11')).toEqual([p2, p3].sort());
    expect(await ids('?to=2026-01-09')).toEqual([]);
    expect(await ids(`?from=2026-01-11&user_id=${a.userId}`)).toEqual([p1]);

    for (const bad of ['?method=cash', '?user_id=nope', '?from=2026-13-01', '?to=yesterday']) {
      expect((await admin.call('GET', `/admin/payments${bad}`)).statusCode).toBe(400);
    }
  });
});
