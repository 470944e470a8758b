import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInWithOutbox, type SignedIn } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';

// No Stripe keys: cards go through the sandbox checkout page.
const ctx = useTestApp();

interface Purchase {
  payment_id: string;
  method: string;
  status: string;
  checkout_url: string | null;
  expires_at: string;
}

async function startCard(user: SignedIn): Promise<Purchase> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/payments/stripe/card',
    headers: { ...user.auth, 'idempotency-key': `card-${user.userId}` },
    payload: { package_id: 'popular' },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ data: Purchase }>().data;
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await ctx.database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

describe('a pending card purchase', () => {
  it('is listed with the checkout address to continue paying, and ends with its window', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'card-later@example.com');
    const payment = await startCard(user);

    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/purchases',
      headers: user.auth,
    });
    const [item] = listed.json<{ data: { items: Purchase[] } }>().data.items;
    expect(item).toMatchObject({
      payment_id: payment.payment_id,
      method: 'card',
      status: 'pending',
      checkout_url: `/api/v1/sandbox/payments/${payment.payment_id}`,
    });

    // Its expiry is queued for the end of the window, as a QR's is, so an abandoned checkout
    // does not stay "pending" (and offered to continue) forever.
    const jobs = await rows<{ start_after: string | Date }>(
      sql`select start_after from pgboss.job
          where name = 'payments.expire' and data->>'payment_id' = ${payment.payment_id}`,
    );
    expect(jobs).toHaveLength(1);
    const startAfter = new Date(jobs[0]!.start_after).getTime();
    expect(Math.abs(startAfter - Date.parse(payment.expires_at))).toBeLessThan(2000);
  });

  it("has a checkout page with the app's icon (no /favicon.ico to miss)", async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'card-icon@example.com');
    const payment = await startCard(user);
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/sandbox/payments/${payment.payment_id}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<link rel="icon" type="image\/svg\+xml" href="\/splash\.svg">/);
  });
});
