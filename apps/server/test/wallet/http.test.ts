import { describe, expect, it } from 'vitest';
import { balanceOf } from '../support/balance.ts';
import { signInWithOutbox, type SignedIn } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';

const ctx = useTestApp({ ADMIN_EMAILS: 'ledger-admin@example.com' });

let adminSession: SignedIn | undefined;
async function admin(): Promise<SignedIn> {
  adminSession ??= await signInWithOutbox(ctx.app, ctx.database, 'ledger-admin@example.com');
  return adminSession;
}

async function adjust(target: string, amount: number, key: string, reason = 'ทดสอบระบบ') {
  const a = await admin();
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/users/${target}/coins/adjust`,
    headers: { ...a.auth, 'idempotency-key': key },
    payload: { amount, reason },
  });
}

function deduct(user: SignedIn, amount: number, key: string | null, reason = 'ดูดวง') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/coins/deduct',
    headers: { ...user.auth, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { Amount: amount, Reason: reason },
  });
}

describe('welcome bonus over HTTP', () => {
  it('20 racing claims grant exactly one bonus of 1000 and clear is_new_user', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'welcome@example.com');
    const claims = await Promise.all(
      Array.from({ length: 20 }, () =>
        ctx.app.inject({ method: 'POST', url: '/api/v1/coins/grant-welcome', headers: user.auth }),
      ),
    );
    const granted = claims.map((r) => r.json<{ data: { granted: number } }>().data.granted);
    expect(granted.filter((g) => g === 1000)).toHaveLength(1);
    expect(granted.filter((g) => g === 0)).toHaveLength(19);
    expect(await balanceOf(ctx.app, user.auth)).toBe(1000);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: user.auth });
    expect(me.json()).toMatchObject({ data: { is_new_user: false } });
  });
});

describe('deductions over HTTP', () => {
  it('200 concurrent deductions of 30 from 1000: exactly 33 succeed, 10 left, never negative', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'spender@example.com');
    expect((await adjust(user.userId, 1000, 'seed-spender-0001')).statusCode).toBe(200);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        deduct(user, 30, `spend-${String(i).padStart(6, '0')}`),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 402);
    expect(ok).toHaveLength(33);
    expect(refused).toHaveLength(167);
    expect(refused[0]?.json()).toMatchObject({
      error: { code: 'INSUFFICIENT_COINS', details: { required: 30, current: expect.any(Number) } },
    });
    expect(await balanceOf(ctx.app, user.auth)).toBe(10);
    const a = await admin();
    const reconcile = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/ledger/reconcile',
      headers: a.auth,
    });
    expect(reconcile.json()).toMatchObject({
      data: { ok: true, total_entries_sum: 0, negative_balances: [] },
    });
  });

  it('replays a retried deduction instead of charging twice', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'retry@example.com');
    await adjust(user.userId, 100, 'seed-retry-0001');
    const first = await deduct(user, 40, 'same-key-0001');
    const again = await deduct(user, 40, 'same-key-0001');
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await balanceOf(ctx.app, user.auth)).toBe(60);
    const misuse = await deduct(user, 50, 'same-key-0001');
    expect(misuse.statusCode).toBe(409);
    expect(misuse.json()).toMatchObject({ error: { code: 'IDEMPOTENCY_KEY_REUSED' } });
  });

  it('rejects bad input and changes nothing', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'bad-deduct@example.com');
    await adjust(user.userId, 100, 'seed-bad-0001');
    for (const amount of [0, -5, 1.5]) {
      expect((await deduct(user, amount, `bad-${amount}-key-0001`)).statusCode).toBe(400);
    }
    expect((await deduct(user, 10, null)).statusCode).toBe(400);
    expect((await deduct(user, 10, 'bad key with spaces')).statusCode).toBe(400);
    expect((await deduct(user, 101, 'too-much-0001')).statusCode).toBe(402);
    expect(await balanceOf(ctx.app, user.auth)).toBe(100);
  });

  it("keys are per user: one user's key cannot replay another's deduction", async () => {
    const a = await signInWithOutbox(ctx.app, ctx.database, 'key-a@example.com');
    const b = await signInWithOutbox(ctx.app, ctx.database, 'key-b@example.com');
    await adjust(a.userId, 100, 'seed-key-a-0001');
    await adjust(b.userId, 100, 'seed-key-b-0001');
    expect((await deduct(a, 30, 'shared-key-0001')).statusCode).toBe(200);
    expect((await deduct(b, 30, 'shared-key-0001')).statusCode).toBe(200);
    expect(await balanceOf(ctx.app, a.auth)).toBe(70);
    expect(await balanceOf(ctx.app, b.auth)).toBe(70);
  });
});

describe('reads of many people at once', () => {
  it('give each person their own balance and profile, as of when they asked', async () => {
    // Asked in the same turn of the event loop, these go to the database as one query each
    // (createBatchedRowLookup): every answer must still be its asker's.
    const people = await Promise.all(
      [1, 2, 3].map((n) => signInWithOutbox(ctx.app, ctx.database, `reader-${n}@example.com`)),
    );
    for (const [i, person] of people.entries()) {
      expect((await adjust(person.userId, 10 * (i + 1), `reader-seed-${i}`)).statusCode).toBe(200);
    }
    const read = (person: SignedIn, url: string) =>
      ctx.app.inject({ method: 'GET', url, headers: person.auth });
    const [balances, profiles] = await Promise.all([
      Promise.all(people.map((person) => read(person, '/api/v1/coins/balance'))),
      Promise.all(people.map((person) => read(person, '/api/v1/auth/me'))),
    ]);
    expect(balances.map((res) => res.json<{ data: { balance: number } }>().data.balance)).toEqual([
      10, 20, 30,
    ]);
    expect(profiles.map((res) => res.json<{ data: { email: string } }>().data.email)).toEqual([
      'reader-1@example.com',
      'reader-2@example.com',
      'reader-3@example.com',
    ]);

    // A spend answered before the next read is asked is in that read, batched or not.
    const [first] = people as [SignedIn, ...SignedIn[]];
    expect((await deduct(first, 4, 'reader-spend-1')).statusCode).toBe(200);
    const again = await Promise.all(people.map((person) => balanceOf(ctx.app, person.auth)));
    expect(again).toEqual([6, 20, 30]);
  });
});

describe('costs and checks', () => {
  it('publishes the coin costs and checks a feature against the available balance', async () => {
    const costs = await ctx.app.inject({ method: 'GET', url: '/api/v1/coins/costs' });
    expect(costs.json()).toMatchObject({
      data: {
        hand_reading_cost: 600,
        chat_message_cost: 10,
        reading_costs: {
          palm: 600,
          'phone-number': 60,
          'their-feelings': 85,
          career: 50,
          chat: 10,
        },
      },
    });
    const user = await signInWithOutbox(ctx.app, ctx.database, 'checker@example.com');
    await adjust(user.userId, 70, 'seed-checker-0001');
    const check = (feature: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/v1/fortune/check-coins?feature=${feature}`,
        headers: user.auth,
      });
    expect((await check('phone-number')).json()).toMatchObject({
      data: { has_enough: true, required: 60, current: 70 },
    });
    expect((await check('palm')).json()).toMatchObject({
      data: { has_enough: false, required: 600, current: 70 },
    });
    expect((await check('no-such-thing')).statusCode).toBe(404);
    const price = await ctx.app.inject({ method: 'GET', url: '/api/v1/products/types/love/cost' });
    expect(price.json()).toEqual({ success: true, data: { type: 'love', coin_cost: 50 } });
  });
});

describe('admin ledger tools', () => {
  it('requires an admin, a reason, and lists the audited transfers', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'audited@example.com');
    const self = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${user.userId}/coins/adjust`,
      headers: { ...user.auth, 'idempotency-key': 'self-grant-0001' },
      payload: { amount: 1_000_000, reason: 'free money' },
    });
    expect(self.statusCode).toBe(403);
    expect((await adjust(user.userId, 50, 'no-reason-0001', '  ')).statusCode).toBe(400);
    expect((await adjust(user.userId, 50, 'adjust-ok-0001')).statusCode).toBe(200);
    expect((await adjust(user.userId, -80, 'adjust-neg-0001')).statusCode).toBe(402);
    const a = await admin();
    const transfers = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/users/${user.userId}/transfers`,
      headers: a.auth,
    });
    expect(transfers.json()).toMatchObject({
      data: { items: [{ kind: 'adjustment', amount: 50, balance_after: 50 }], total_count: 1 },
    });
  });
});
