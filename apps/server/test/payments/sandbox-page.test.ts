import { describe, expect, it } from 'vitest';
import { signInWithOutbox, type SignedIn } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';

const ctx = useTestApp();

async function createPayment(user: SignedIn) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/payments/create-payment',
    headers: user.auth,
    payload: { package_id: 'starter' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { payment_id: string } }>().data.payment_id;
}

const statusOf = (html: string) =>
  /<dt>สถานะ<\/dt><dd data-status="(\w+)">([^<]*)<\/dd>/.exec(html);

describe('the sandbox checkout page', () => {
  it('says the status in Thai words, not its code', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'sandbox-words@example.com');
    const paymentId = await createPayment(user);
    const open = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/sandbox/payments/${paymentId}`,
    });
    expect(open.statusCode).toBe(200);
    // A page under /api/: a page's policy, so its own style and forms work.
    expect(open.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(open.headers['content-security-policy']).toContain("form-action 'self'");
    expect(statusOf(open.body)?.slice(1)).toEqual(['pending', 'รอชำระเงิน']);
    expect(open.body).not.toMatch(/>\s*pending\s*</);

    const declined = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/sandbox/payments/${paymentId}/decline`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(declined.statusCode).toBe(303);
    const closed = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/sandbox/payments/${paymentId}`,
    });
    expect(statusOf(closed.body)?.slice(1)).toEqual(['failed', 'ชำระเงินไม่สำเร็จ']);
    expect(closed.body).toContain('รายการนี้ปิดแล้ว');
  });

  it('says a paid one is paid', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'sandbox-paid@example.com');
    const paymentId = await createPayment(user);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/sandbox/payments/${paymentId}/approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/sandbox/payments/${paymentId}`,
    });
    expect(statusOf(page.body)?.slice(1)).toEqual(['success', 'ชำระเงินสำเร็จ']);
  });
});
