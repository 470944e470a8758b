import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceOf } from '../support/balance.ts';
import { signInWithOutbox } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';
import {
  ADMIN_EMAIL,
  BODIES,
  createdId,
  funding,
  getResults,
  getSession,
  startSession,
  waitForResult,
  type Envelope,
} from './helpers.ts';

const ctx = useTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });
const money = funding(ctx);

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await ctx.database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** The ledger's view of one reading: its holds and its posted transfers. */
async function ledgerOf(sessionId: string) {
  const holds = await rows<{ status: string; amount: number }>(
    sql`select status, amount::int as amount from ledger_holds where reference_type = 'reading' and reference_id = ${sessionId}`,
  );
  const transfers = await rows<{ kind: string; amount: number }>(
    sql`select kind, amount::int as amount from ledger_transfers where reference_type = 'reading' and reference_id = ${sessionId}`,
  );
  return { holds, transfers };
}

describe('paying for a reading', () => {
  it('too few coins: 402 with required and current, and nothing changes', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'poor@example.com');
    await money.fund(user.userId, 30);
    const id = await createdId(ctx.app, user, 'their-feelings');

    const refused = await startSession(ctx.app, user, 'their-feelings', id);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      success: false,
      error: { code: 'INSUFFICIENT_COINS', details: { required: 85, current: 30 } },
    });
    expect(await balanceOf(ctx.app, user.auth)).toBe(30);
    const session = await getSession(ctx.app, user, 'their-feelings', id);
    expect(session.json()).toMatchObject({ data: { status: 'created', started_at: null } });
    expect(await ledgerOf(id)).toEqual({ holds: [], transfers: [] });

    // With enough coins the same session starts normally.
    await money.fund(user.userId, 60);
    expect((await startSession(ctx.app, user, 'their-feelings', id)).statusCode).toBe(202);
    await waitForResult(ctx.app, user, 'their-feelings', id);
    expect(await balanceOf(ctx.app, user.auth)).toBe(5);
  });

  it('confirm_payment must be true', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'unconfirmed@example.com');
    await money.fund(user.userId, 100);
    const id = await createdId(ctx.app, user, 'luck');
    for (const body of [{ confirm_payment: false }, {}]) {
      const res = await startSession(ctx.app, user, 'luck', id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: {
          code: 'VALIDATION_FAILED',
          details: [{ path: 'body.confirm_payment', message: 'confirm_payment must be true' }],
        },
      });
    }
    expect(await balanceOf(ctx.app, user.auth)).toBe(100);
  });

  it('starting twice, in a row and at once, holds and charges once', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'twice@example.com');
    await money.fund(user.userId, 200);

    const first = await createdId(ctx.app, user, 'career');
    const a = await startSession(ctx.app, user, 'career', first);
    const b = await startSession(ctx.app, user, 'career', first);
    expect(a.statusCode).toBe(202);
    expect([200, 202]).toContain(b.statusCode);
    expect(b.json()).toMatchObject({ data: { session_id: first, coins_deducted: 50 } });

    const second = await createdId(ctx.app, user, 'love');
    const racing = await Promise.all(
      Array.from({ length: 8 }, () => startSession(ctx.app, user, 'love', second)),
    );
    for (const res of racing) {
      expect([200, 202]).toContain(res.statusCode);
      expect(res.json()).toMatchObject({
        data: { session_id: second, coins_deducted: 50, reading_started: true },
      });
    }

    await waitForResult(ctx.app, user, 'career', first);
    await waitForResult(ctx.app, user, 'love', second);
    // A start after completion answers the same, still without a second hold.
    const late = await startSession(ctx.app, user, 'love', second);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ data: { status: 'completed', coins_deducted: 50 } });

    expect(await balanceOf(ctx.app, user.auth)).toBe(100);
    for (const id of [first, second]) {
      expect(await ledgerOf(id)).toEqual({
        holds: [{ status: 'posted', amount: 50 }],
        transfers: [{ kind: 'reading', amount: 50 }],
      });
    }
    expect(await money.reconcile()).toMatchObject({ ok: true });
  });

  it('a self-harm message gets the caring reply with 1323 instead of a fortune, free', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'care@example.com');
    await money.fund(user.userId, 100);
    const body = structuredClone(BODIES['their-feelings']) as {
      context: Record<string, unknown>;
    };
    body.context.your_feelings = 'เขาไม่สนใจเลย ไม่อยากมีชีวิตอยู่แล้ว';
    const id = await createdId(ctx.app, user, 'their-feelings', body);
    // Answered at once, with the session finished: 200, not 202.
    expect((await startSession(ctx.app, user, 'their-feelings', id)).statusCode).toBe(200);

    const done = await waitForResult(ctx.app, user, 'their-feelings', id);
    expect(done.status).toBe('completed');
    expect(done.result).toMatchObject({ kind: 'their-feelings', safety: true, hotline: '1323' });
    expect(done.result?.summary_th).toContain('1323');
    expect(done.coins_charged).toBe(0);
    expect(done.share_token).toBeNull();
    expect(await balanceOf(ctx.app, user.auth)).toBe(100);
    // Care comes before payment: no coin was ever held.
    expect(await ledgerOf(id)).toEqual({ holds: [], transfers: [] });
  });

  it('the caring reply also answers a worrying start message', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'care-start@example.com');
    await money.fund(user.userId, 100);
    const id = await createdId(ctx.app, user, 'career');
    await startSession(ctx.app, user, 'career', id, {
      confirm_payment: true,
      additional_context: 'I want to end my life',
    });
    const done = await waitForResult(ctx.app, user, 'career', id);
    expect(done.result).toMatchObject({ safety: true });
    expect(await balanceOf(ctx.app, user.auth)).toBe(100);
  });
});

describe('whose reading it is', () => {
  it("another user's session is a 404 everywhere, and so is the wrong kind", async () => {
    const owner = await signInWithOutbox(ctx.app, ctx.database, 'owner@example.com');
    const other = await signInWithOutbox(ctx.app, ctx.database, 'other@example.com');
    await money.fund(owner.userId, 100);
    await money.fund(other.userId, 100);
    const id = await createdId(ctx.app, owner, 'finance');
    await startSession(ctx.app, owner, 'finance', id);
    await waitForResult(ctx.app, owner, 'finance', id);

    const attempts = [
      getResults(ctx.app, other, 'finance', id),
      getSession(ctx.app, other, 'finance', id),
      startSession(ctx.app, other, 'finance', id),
      ctx.app.inject({
        method: 'GET',
        url: `/api/v1/fortune/finance/sessions/${id}/progress`,
        headers: other.auth,
      }),
      getResults(ctx.app, owner, 'luck', id),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    }
    const history = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/fortune/readings/history',
      headers: other.auth,
    });
    expect(history.json<Envelope<{ total_count: number }>>().data.total_count).toBe(0);
    expect(await balanceOf(ctx.app, other.auth)).toBe(100);
  });

  it('needs a bearer token', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/fortune/luck/sessions',
      payload: BODIES.luck,
    });
    expect(res.statusCode).toBe(401);
  });
});
