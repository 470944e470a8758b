import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceOf } from '../support/balance.ts';
import { signInWithOutbox } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';
import { BODIES, COSTS, createdId, startSession, waitForResult } from '../readings/helpers.ts';
import { ADMIN_EMAIL, adminOf, newGuest, type Envelope } from './helpers.ts';

const ctx = useTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });
const admin = adminOf(ctx);

const refund = (id: string, reason = 'ลูกค้าแจ้งว่าคำทำนายไม่ครบ') =>
  admin.call('POST', `/admin/fortune-sessions/${id}/refund`, { reason });

/** The user's notifications about readings whose coins the team gave back, newest first. */
async function refundNotices(auth: Record<string, string>) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/notifications?lang=th',
    headers: auth,
  });
  const items =
    res.json<Envelope<{ items: Array<{ type: string; title: string; body: string }> }>>().data
      .items;
  return items.filter((n) => n.type === 'reading_refunded');
}

async function ledgerRows(sessionId: string) {
  const result = await ctx.database.db.execute(
    sql`select kind, amount from ledger_transfers where idempotency_key = ${`admin-refund:${sessionId}`}`,
  );
  return (result as unknown as { rows: Array<{ kind: string; amount: unknown }> }).rows;
}

describe('refunding a reading', () => {
  it('gives a completed reading’s coins back once through a refund transfer; again is 409', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'refunded-reader@example.com');
    expect((await admin.adjust(user.userId, 200, 'fund-refund-0001')).statusCode).toBe(200);
    const id = await createdId(ctx.app, user, 'luck', BODIES.luck);
    expect((await startSession(ctx.app, user, 'luck', id)).statusCode).toBe(202);
    expect((await waitForResult(ctx.app, user, 'luck', id)).status).toBe('completed');
    expect(await balanceOf(ctx.app, user.auth)).toBe(200 - COSTS.luck);

    const detail = await admin.call('GET', `/admin/fortune-sessions/${id}`);
    expect(detail.json()).toMatchObject({
      data: { id, kind: 'luck', status: 'completed', coins: 'charged', result: expect.any(Object) },
    });

    const [first, second] = await Promise.all([refund(id), refund(id)]);
    const codes = [first?.statusCode, second?.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const ok = [first, second].find((r) => r?.statusCode === 200);
    expect(ok?.json()).toMatchObject({
      data: { session_id: id, method: 'refund_transfer', coins: COSTS.luck, balance: 200 },
    });
    expect(await balanceOf(ctx.app, user.auth)).toBe(200);
    expect(await ledgerRows(id)).toEqual([{ kind: 'refund', amount: expect.anything() }]);
    // The user hears of it once, in Thai, naming the coins and the reading.
    const notices = await refundNotices(user.auth);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.title).toBe(`ทีมงานคืน ${COSTS.luck} เหรียญให้คุณแล้ว`);
    expect(notices[0]?.body).toContain('เรื่องโชคลาภของคุณ');

    const third = await refund(id);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ error: { code: 'CONFLICT' } });
    expect(await balanceOf(ctx.app, user.auth)).toBe(200);

    const after = await admin.call('GET', `/admin/fortune-sessions/${id}`);
    expect(after.json()).toMatchObject({ data: { coins: 'refunded' } });
    const log = await admin.call('GET', `/admin/audit-log?action=session.refund&target_id=${id}`);
    expect(log.json()).toMatchObject({
      data: {
        total_count: 1,
        items: [
          {
            target_type: 'fortune_session',
            reason: 'ลูกค้าแจ้งว่าคำทำนายไม่ครบ',
            before: { status: 'completed', hold_status: 'posted' },
            after: { method: 'refund_transfer', coins: COSTS.luck, user_id: user.userId },
          },
        ],
      },
    });
    const reconcile = await admin.call('GET', '/admin/ledger/reconcile');
    expect(reconcile.json()).toMatchObject({ data: { ok: true } });
  });

  it('releases coins still held and stops the reading; a reading that cost nothing is 409', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'held-reader@example.com');
    expect((await admin.adjust(user.userId, 100, 'fund-held-0001')).statusCode).toBe(200);
    // Love sticks hold their coins from the start until the sticks are drawn.
    const id = await createdId(ctx.app, user, 'love-sticks', BODIES['love-sticks']);
    expect((await startSession(ctx.app, user, 'love-sticks', id)).statusCode).toBeLessThan(300);
    const wallet = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/coins/balance',
      headers: user.auth,
    });
    expect(wallet.json()).toMatchObject({ data: { held: COSTS['love-sticks'] } });

    const res = await refund(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      data: { method: 'void_hold', coins: COSTS['love-sticks'], transfer_id: null, balance: 100 },
    });
    const released = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/coins/balance',
      headers: user.auth,
    });
    expect(released.json()).toMatchObject({ data: { held: 0 } });
    const detail = await admin.call('GET', `/admin/fortune-sessions/${id}`);
    expect(detail.json()).toMatchObject({ data: { status: 'failed', coins: 'released' } });
    expect((await refund(id)).statusCode).toBe(409);
    // Stopped by the team, not failed on its own: one notice, the team's.
    const notices = await refundNotices(user.auth);
    expect(notices.map((n) => n.title)).toEqual([`ทีมงานคืน ${COSTS['love-sticks']} เหรียญให้คุณแล้ว`]);

    // The free draw of the day costs nothing.
    const guest = await newGuest(ctx);
    const drawn = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/fortune/love-sticks/free-draw',
      headers: guest.headers,
      payload: {},
    });
    expect(drawn.statusCode, drawn.body).toBe(200);
    const freeId = drawn.json<Envelope<{ session_id: string }>>().data.session_id;
    const free = await refund(freeId);
    expect(free.statusCode).toBe(409);
    expect(free.json()).toMatchObject({ error: { code: 'CONFLICT' } });

    expect((await refund('6f1c1f2e-7a55-4a8e-9a57-0d2b3c4d5e6f')).statusCode).toBe(404);
    expect(
      (await admin.call('POST', `/admin/fortune-sessions/${id}/refund`, { reason: ' ' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('people and sessions', () => {
  it('lists sessions by kind, status and user, shows a user in full, and lists guests', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'viewed-user@example.com');
    expect((await admin.adjust(user.userId, 500, 'fund-viewed-0001')).statusCode).toBe(200);
    const luck = await createdId(ctx.app, user, 'luck', BODIES.luck);
    await startSession(ctx.app, user, 'luck', luck);
    await waitForResult(ctx.app, user, 'luck', luck);
    const draft = await createdId(ctx.app, user, 'love', BODIES.love);

    const all = await admin.call('GET', `/admin/fortune-sessions?user_id=${user.userId}`);
    expect(
      all.json<Envelope<{ items: Array<{ id: string }>; total_count: number }>>().data,
    ).toMatchObject({
      total_count: 2,
      items: [
        { id: draft, status: 'created', coins: 'none' },
        { id: luck, status: 'completed', coins: 'charged' },
      ],
    });
    const completed = await admin.call(
      'GET',
      `/admin/fortune-sessions?user_id=${user.userId}&status=completed&kind=luck`,
    );
    expect(completed.json()).toMatchObject({ data: { total_count: 1, items: [{ id: luck }] } });
    expect((await admin.call('GET', '/admin/fortune-sessions?kind=nope')).statusCode).toBe(400);

    const detail = await admin.call('GET', `/admin/users/${user.userId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      data: {
        profile: { id: user.userId, email: 'viewed-user@example.com', is_guest: false },
        wallet: { balance: 500 - COSTS.luck, held: 0, available: 500 - COSTS.luck },
        readings: [{ id: draft }, { id: luck }],
        payments: [],
      },
    });
    expect(
      (await admin.call('GET', '/admin/users/6f1c1f2e-7a55-4a8e-9a57-0d2b3c4d5e6f')).statusCode,
    ).toBe(404);

    const guest = await newGuest(ctx);
    const guests = await admin.call('GET', '/admin/guests?page_size=100');
    const rows = guests.json<Envelope<{ items: Array<{ id: string }> }>>().data.items;
    expect(rows.find((g) => g.id === guest.id)).toMatchObject({
      balance: 0,
      readings: 0,
      retired_into: null,
    });
    expect(rows.some((g) => g.id === user.userId)).toBe(false);
  });
});
