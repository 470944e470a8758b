import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { signInWithOutbox } from '../support/sign-in.ts';
import { testConfig, useTestApp } from '../test-app.ts';

const ctx = useTestApp();

describe('payment expiry', () => {
  it('a job marks unpaid payments expired after their window, even across a restart', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'expiry@example.com');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/payments/create-payment',
      headers: user.auth,
      payload: { package_id: 'starter' },
    });
    const paymentId = created.json<{ data: { payment_id: string } }>().data.payment_id;
    // The window passed while no process was running.
    await ctx.database.db.execute(
      sql`update payments set expires_at = now() - interval '1 minute' where id = ${paymentId}`,
    );

    // The next process sweeps overdue payments when it starts.
    const restarted = await buildApp(testConfig(), { database: ctx.database });
    await restarted.ready();
    try {
      const deadline = Date.now() + 20_000;
      let status = 'pending';
      while (status === 'pending' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
        // (The restarted process has its own signing keys; ask the first one.)
        const res = await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/payments/${paymentId}/status`,
          headers: user.auth,
        });
        status = res.json<{ data: { status: string } }>().data.status;
      }
      expect(status).toBe('expired');
      const approve = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/sandbox/payments/${paymentId}/approve`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(approve.statusCode).toBe(409);
    } finally {
      await restarted.close();
    }
  });
});
