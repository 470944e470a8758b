import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createWalletService, type WalletService } from '../../src/modules/wallet/service.ts';
import {
  BODIES,
  createdId,
  startSession,
  waitForResult,
  type Envelope,
} from '../readings/helpers.ts';
import { signInWithOutbox, type SignedIn } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';

const ctx = useTestApp();

interface Transaction {
  id: string;
  amount: number;
  direction: 'in' | 'out';
  kind: string;
  reference: { type: string; id: string } | null;
  reading_kind: string | null;
  balance_after: number;
  created_at: string;
  status: 'posted' | 'held' | 'voided';
}

interface TransactionsPage {
  items: Transaction[];
  page: number;
  page_size: number;
  total_count: number;
  total_pages: number;
  has_next_page: boolean;
  has_previous_page: boolean;
}

/** The same ledger the app writes, driven directly where a test must hold a step still. */
let walletService: WalletService | undefined;
const ledger = () => (walletService ??= createWalletService({ db: ctx.database.db }));

async function transactions(user: SignedIn, query = ''): Promise<TransactionsPage> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/coins/transactions${query}`,
    headers: user.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Envelope<TransactionsPage>>().data;
}

async function balance(user: SignedIn): Promise<{ balance: number; held: number }> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/coins/balance',
    headers: user.auth,
  });
  return res.json<Envelope<{ balance: number; held: number }>>().data;
}

async function welcome(user: SignedIn) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/coins/grant-welcome',
    headers: user.auth,
  });
  expect(res.json()).toMatchObject({ data: { granted: 1000 } });
}

/** After every step: the newest row's balance_after is the wallet's balance now. */
async function expectNewestMatchesBalance(user: SignedIn) {
  const [newest] = (await transactions(user)).items;
  expect(newest?.balance_after).toBe((await balance(user)).balance);
}

describe('GET /coins/transactions', () => {
  it('a purchase, the welcome coins, a reading held then posted, one voided: each as it stands', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'ledger-reader@example.com');
    expect(await transactions(user)).toEqual({
      items: [],
      page: 1,
      page_size: 20,
      total_count: 0,
      total_pages: 1,
      has_next_page: false,
      has_previous_page: false,
    });

    await welcome(user);
    await expectNewestMatchesBalance(user);
    const paymentId = randomUUID();
    await ledger().grant({
      userId: user.userId,
      amount: 300,
      kind: 'purchase',
      idempotencyKey: `payment:${paymentId}`,
      reference: { type: 'payment', id: paymentId },
    });
    await expectNewestMatchesBalance(user);

    // A reading in progress: its coins are held, not yet taken.
    const readingId = randomUUID();
    const hold = await ledger().placeHold({
      userId: user.userId,
      amount: 50,
      kind: 'reading',
      idempotencyKey: `reading:${readingId}`,
      reference: { type: 'reading', id: readingId },
      metadata: { reading_kind: 'love' },
    });
    let page = await transactions(user);
    expect(page.items[0]).toEqual({
      id: hold.holdId,
      amount: 50,
      direction: 'out',
      kind: 'reading',
      reference: { type: 'reading', id: readingId },
      reading_kind: 'love',
      balance_after: 1300,
      created_at: expect.any(String),
      status: 'held',
    });
    expect(await balance(user)).toMatchObject({ balance: 1300, held: 50 });

    // The reading completes: the same row is now the charge.
    const posted = await ledger().postHold({ holdId: hold.holdId });
    page = await transactions(user);
    expect(page.items[0]).toMatchObject({
      id: posted.transferId,
      amount: 50,
      direction: 'out',
      kind: 'reading',
      reference: { type: 'reading', id: readingId },
      reading_kind: 'love',
      balance_after: 1250,
      status: 'posted',
    });
    expect(page.items.filter((t) => t.reference?.id === readingId)).toHaveLength(1);
    await expectNewestMatchesBalance(user);

    // Another reading fails: its hold is voided, nothing was taken.
    const failedId = randomUUID();
    const failed = await ledger().placeHold({
      userId: user.userId,
      amount: 85,
      kind: 'reading',
      idempotencyKey: `reading:${failedId}`,
      reference: { type: 'reading', id: failedId },
      metadata: { reading_kind: 'their-feelings' },
    });
    await ledger().voidHold({ holdId: failed.holdId, reason: 'failed' });
    // And a charged one is refunded in full.
    const refunded = await ledger().refund({
      originalTransferId: posted.transferId,
      idempotencyKey: `refund:${readingId}`,
      reason: 'ขออภัย คำทำนายไม่สมบูรณ์',
    });
    page = await transactions(user);
    expect(
      page.items.map((t) => [t.kind, t.direction, t.amount, t.status, t.balance_after]),
    ).toEqual([
      ['refund', 'in', 50, 'posted', 1300],
      ['reading', 'out', 85, 'voided', 1250],
      ['reading', 'out', 50, 'posted', 1250],
      ['purchase', 'in', 300, 'posted', 1300],
      ['welcome_bonus', 'in', 1000, 'posted', 1000],
    ]);
    expect(page.items[0]).toMatchObject({
      id: refunded.transferId,
      reference: { type: 'reading', id: readingId },
    });
    expect(page.items[1]).toMatchObject({ id: failed.holdId, reading_kind: 'their-feelings' });
    expect(page.items[3]?.reference).toEqual({ type: 'payment', id: paymentId });
    expect(page.items[4]?.reference).toEqual({ type: 'user', id: user.userId });
    expect(page.total_count).toBe(5);
    await expectNewestMatchesBalance(user);
    expect(await balance(user)).toEqual(expect.objectContaining({ balance: 1300, held: 0 }));
    // Newest first.
    const times = page.items.map((t) => Date.parse(t.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('a real reading names its topic, and the row follows it from held to posted', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'ledger-love@example.com');
    await welcome(user);
    const id = await createdId(ctx.app, user, 'love', BODIES.love);
    expect((await startSession(ctx.app, user, 'love', id)).statusCode).toBe(202);
    await waitForResult(ctx.app, user, 'love', id);
    const page = await transactions(user);
    expect(page.items[0]).toMatchObject({
      direction: 'out',
      amount: 50,
      kind: 'reading',
      reading_kind: 'love',
      reference: { type: 'reading', id },
      status: 'posted',
      balance_after: 950,
    });
    expect(page.total_count).toBe(2);
  });

  it("never shows another user's movements, nor who adjusted a balance", async () => {
    const mine = await signInWithOutbox(ctx.app, ctx.database, 'ledger-mine@example.com');
    const theirs = await signInWithOutbox(ctx.app, ctx.database, 'ledger-theirs@example.com');
    await welcome(theirs);
    await ledger().placeHold({
      userId: theirs.userId,
      amount: 10,
      kind: 'chat_message',
      idempotencyKey: `message:${randomUUID()}`,
    });
    await ledger().adjust({
      userId: mine.userId,
      amount: 25,
      reason: 'ชดเชยระบบขัดข้อง',
      actorId: theirs.userId,
      idempotencyKey: `adjust:${randomUUID()}`,
    });
    const page = await transactions(mine);
    expect(page.items).toEqual([
      expect.objectContaining({ kind: 'adjustment', amount: 25, reference: null }),
    ]);
    expect(JSON.stringify(page)).not.toContain(theirs.userId);
    expect((await transactions(theirs)).total_count).toBe(2);
  });

  it('pages 20 by default, up to 50, with page_size or pageSize', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'ledger-pages@example.com');
    for (let i = 1; i <= 23; i++) {
      await ledger().grant({
        userId: user.userId,
        amount: i,
        kind: 'promotion',
        idempotencyKey: `promo:${user.userId}:${i}`,
      });
    }
    const first = await transactions(user);
    expect(first).toMatchObject({
      page: 1,
      page_size: 20,
      total_count: 23,
      total_pages: 2,
      has_next_page: true,
      has_previous_page: false,
    });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({ amount: 23, balance_after: 276 });

    const second = await transactions(user, '?page=2');
    expect(second).toMatchObject({ page: 2, has_next_page: false, has_previous_page: true });
    expect(second.items.map((t) => [t.amount, t.balance_after])).toEqual([
      [3, 6],
      [2, 3],
      [1, 1],
    ]);

    const camel = await transactions(user, '?page=3&pageSize=10');
    expect(camel.items.map((t) => t.amount)).toEqual([3, 2, 1]);
    expect(camel.page_size).toBe(10);
    expect((await transactions(user, '?page_size=50')).items).toHaveLength(23);

    for (const bad of ['?page_size=51', '?page_size=0', '?page=0', '?page=abc']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/coins/transactions${bad}`,
        headers: user.auth,
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_FAILED' } });
    }
  });

  it('needs a signed-in user', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/coins/transactions' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false });
  });
});

describe('GET /coins/welcome-bonus', () => {
  it('offers the configured amount until it is claimed', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'welcome-offer@example.com');
    const status = () =>
      ctx.app.inject({ method: 'GET', url: '/api/v1/coins/welcome-bonus', headers: user.auth });
    expect((await status()).json()).toEqual({
      success: true,
      data: { claimable: true, amount: 1000 },
    });
    await welcome(user);
    expect((await status()).json()).toEqual({
      success: true,
      data: { claimable: false, amount: 1000 },
    });
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/v1/coins/welcome-bonus' });
    expect(anonymous.statusCode).toBe(401);
  });
});
