import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COIN_COSTS } from '@duangdee/contract/coins';
import { seedCoinCosts } from '../../src/modules/wallet/seed.ts';
import { appErrorOf, useWalletDb } from './wallet-db.ts';

const ctx = useWalletDb();

const userWith = (coins: number) => ctx.userWith(coins);

describe('grant and charge', () => {
  it('moves coins between the wallet and system accounts, two balanced legs each', async () => {
    const userId = await ctx.newUser();
    const granted = await ctx.wallet.grant({
      userId,
      amount: 500,
      kind: 'promotion',
      idempotencyKey: `promo:${userId}`,
      metadata: { campaign: 'songkran' },
    });
    expect(granted).toMatchObject({
      kind: 'promotion',
      amount: 500,
      balance: 500,
      replayed: false,
    });

    const charged = await ctx.wallet.charge({
      userId,
      amount: 120,
      kind: 'reading',
      idempotencyKey: `reading:${userId}:1`,
      reference: { type: 'reading', id: 'r-1' },
    });
    expect(charged).toMatchObject({ kind: 'reading', amount: -120, balance: 380, replayed: false });
    expect(await ctx.wallet.getBalance(userId)).toMatchObject({
      balance: 380,
      held: 0,
      available: 380,
    });

    const legs = await ctx.rows<{ code: string | null; amount: string; kind: string }>(sql`
      SELECT a.code, e.amount::text, a.kind FROM ledger_entries e
      JOIN ledger_accounts a ON a.id = e.account_id
      WHERE e.transfer_id = ${charged.transferId} ORDER BY e.amount`);
    expect(legs).toEqual([
      { code: null, amount: '-120', kind: 'wallet' },
      { code: 'system:spending', amount: '120', kind: 'system' },
    ]);
    const [promo] = await ctx.rows<{ code: string; amount: string }>(sql`
      SELECT a.code, e.amount::text FROM ledger_entries e
      JOIN ledger_accounts a ON a.id = e.account_id
      WHERE e.transfer_id = ${granted.transferId} AND a.kind = 'system'`);
    expect(promo).toEqual({ code: 'system:promotions', amount: '-500' });
  });

  it('takes a grant from the system account its kind belongs to, or the one asked for', async () => {
    const userId = await ctx.newUser();
    const source = async (transferId: string) =>
      (
        await ctx.rows<{ code: string }>(sql`
          SELECT a.code FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.debit_account_id
          WHERE t.id = ${transferId}`)
      )[0]?.code;
    const purchase = await ctx.wallet.grant({
      userId,
      amount: 1,
      kind: 'purchase',
      idempotencyKey: randomUUID(),
    });
    const referral = await ctx.wallet.grant({
      userId,
      amount: 1,
      kind: 'referral_reward',
      idempotencyKey: randomUUID(),
    });
    const chosen = await ctx.wallet.grant({
      userId,
      amount: 1,
      kind: 'promotion',
      idempotencyKey: randomUUID(),
      from: 'referrals',
    });
    expect(await source(purchase.transferId)).toBe('system:purchases');
    expect(await source(referral.transferId)).toBe('system:referrals');
    expect(await source(chosen.transferId)).toBe('system:referrals');
  });

  it('refuses to overdraw, reporting what was needed and what is spendable', async () => {
    const userId = await userWith(100);
    const error = await appErrorOf(
      ctx.wallet.charge({ userId, amount: 101, kind: 'deduct', idempotencyKey: randomUUID() }),
    );
    expect(error.code).toBe('INSUFFICIENT_COINS');
    expect(error.statusCode).toBe(402);
    expect(error.message).toBe('Insufficient coins');
    expect(error.details).toEqual({ required: 101, current: 100 });
    expect((await ctx.wallet.getBalance(userId)).balance).toBe(100);
  });

  it('lets a user with no wallet yet see zero and fail to spend', async () => {
    const userId = await ctx.newUser();
    expect(await ctx.wallet.getBalance(userId)).toEqual({
      balance: 0,
      held: 0,
      available: 0,
      updatedAt: null,
    });
    const error = await appErrorOf(
      ctx.wallet.charge({ userId, amount: 1, kind: 'chat_message', idempotencyKey: randomUUID() }),
    );
    expect(error.details).toEqual({ required: 1, current: 0 });
    expect(await ctx.wallet.listTransfers(userId, { page: 1, pageSize: 10 })).toEqual({
      items: [],
      total: 0,
    });
  });

  it('rejects unknown users and amounts that are not whole positive coins', async () => {
    const unknown = await appErrorOf(
      ctx.wallet.grant({
        userId: randomUUID(),
        amount: 5,
        kind: 'promotion',
        idempotencyKey: randomUUID(),
      }),
    );
    expect(unknown.code).toBe('NOT_FOUND');
    const userId = await ctx.newUser();
    for (const amount of [0, -5, 1.5, Number.NaN, 2 ** 53]) {
      const error = await appErrorOf(
        ctx.wallet.charge({ userId, amount, kind: 'deduct', idempotencyKey: randomUUID() }),
      );
      expect(error.code).toBe('VALIDATION_FAILED');
    }
    const blankKey = await appErrorOf(
      ctx.wallet.grant({ userId, amount: 1, kind: 'promotion', idempotencyKey: ' ' }),
    );
    expect(blankKey.code).toBe('VALIDATION_FAILED');
  });
});

describe('idempotency', () => {
  it('replays the first result for the same key and request, moving nothing again', async () => {
    const userId = await userWith(1000);
    const request = {
      userId,
      amount: 50,
      kind: 'reading' as const,
      idempotencyKey: `reading:${randomUUID()}`,
      reference: { type: 'reading', id: 'r-2' },
      metadata: { b: 2, a: 1 },
    };
    const first = await ctx.wallet.charge(request);
    await ctx.wallet.charge({ userId, amount: 10, kind: 'deduct', idempotencyKey: randomUUID() });
    // Same request with its metadata keys in another order: still the same request.
    const again = await ctx.wallet.charge({ ...request, metadata: { a: 1, b: 2 } });
    expect(again).toEqual({ ...first, replayed: true });
    expect(again.balance).toBe(950);
    expect((await ctx.wallet.getBalance(userId)).balance).toBe(940);
    const [count] = await ctx.rows<{ n: string }>(
      sql`SELECT count(*)::text AS n FROM ledger_transfers WHERE idempotency_key = ${request.idempotencyKey}`,
    );
    expect(count?.n).toBe('1');
  });

  it('rejects the same key with a different amount, user, kind or operation', async () => {
    const userId = await userWith(1000);
    const other = await userWith(1000);
    const key = `reading:${randomUUID()}`;
    await ctx.wallet.charge({ userId, amount: 50, kind: 'reading', idempotencyKey: key });
    const attempts = [
      () => ctx.wallet.charge({ userId, amount: 60, kind: 'reading', idempotencyKey: key }),
      () => ctx.wallet.charge({ userId: other, amount: 50, kind: 'reading', idempotencyKey: key }),
      () => ctx.wallet.charge({ userId, amount: 50, kind: 'chat_message', idempotencyKey: key }),
      () => ctx.wallet.grant({ userId, amount: 50, kind: 'promotion', idempotencyKey: key }),
    ];
    for (const attempt of attempts) {
      const error = await appErrorOf(attempt());
      expect(error.code).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(error.statusCode).toBe(409);
    }
    expect((await ctx.wallet.getBalance(userId)).balance).toBe(950);
    expect((await ctx.wallet.getBalance(other)).balance).toBe(1000);
  });

  it('frees a key whose first attempt failed, so a retry after a top-up succeeds', async () => {
    const userId = await userWith(10);
    const key = `chat:${randomUUID()}`;
    const request = { userId, amount: 30, kind: 'chat_message' as const, idempotencyKey: key };
    expect((await appErrorOf(ctx.wallet.charge(request))).code).toBe('INSUFFICIENT_COINS');
    await ctx.wallet.grant({
      userId,
      amount: 100,
      kind: 'promotion',
      idempotencyKey: randomUUID(),
    });
    expect(await ctx.wallet.charge(request)).toMatchObject({ balance: 80, replayed: false });
  });
});

describe('holds', () => {
  it('reserves coins so they cannot be spent, then charges them once when posted', async () => {
    const userId = await userWith(100);
    const hold = await ctx.wallet.placeHold({
      userId,
      amount: 60,
      kind: 'reading',
      idempotencyKey: `hold:${randomUUID()}`,
      reference: { type: 'reading', id: 'palm-1' },
    });
    expect(hold).toMatchObject({ amount: 60, status: 'pending', replayed: false });
    expect(await ctx.wallet.getBalance(userId)).toMatchObject({
      balance: 100,
      held: 60,
      available: 40,
    });
    const spend = await appErrorOf(
      ctx.wallet.charge({ userId, amount: 41, kind: 'deduct', idempotencyKey: randomUUID() }),
    );
    expect(spend.details).toEqual({ required: 41, current: 40 });
    const second = await appErrorOf(
      ctx.wallet.placeHold({ userId, amount: 41, kind: 'reading', idempotencyKey: randomUUID() }),
    );
    expect(second.code).toBe('INSUFFICIENT_COINS');

    const posted = await ctx.wallet.postHold({ holdId: hold.holdId });
    expect(posted).toMatchObject({ holdId: hold.holdId, status: 'posted', balance: 40 });
    expect(await ctx.wallet.postHold({ holdId: hold.holdId })).toEqual({
      ...posted,
      replayed: true,
    });
    expect(await ctx.wallet.getBalance(userId)).toMatchObject({ balance: 40, held: 0 });
    const history = await ctx.wallet.listTransfers(userId, { page: 1, pageSize: 1 });
    expect(history.items[0]).toMatchObject({
      transferId: posted.transferId,
      kind: 'reading',
      amount: -60,
      balanceAfter: 40,
      reference: { type: 'reading', id: 'palm-1' },
    });

    const voided = await appErrorOf(ctx.wallet.voidHold({ holdId: hold.holdId }));
    expect(voided.code).toBe('HOLD_NOT_PENDING');
    expect(voided.statusCode).toBe(409);
  });

  it('releases coins once when voided, and then cannot be posted', async () => {
    const userId = await userWith(100);
    const key = `hold:${randomUUID()}`;
    const request = { userId, amount: 70, kind: 'reading' as const, idempotencyKey: key };
    const hold = await ctx.wallet.placeHold(request);
    expect(await ctx.wallet.placeHold(request)).toEqual({ ...hold, replayed: true });
    const reused = await appErrorOf(ctx.wallet.placeHold({ ...request, amount: 71 }));
    expect(reused.code).toBe('IDEMPOTENCY_KEY_REUSED');

    expect(await ctx.wallet.voidHold({ holdId: hold.holdId, reason: 'no hand in photo' })).toEqual({
      holdId: hold.holdId,
      status: 'voided',
      replayed: false,
    });
    expect(await ctx.wallet.voidHold({ holdId: hold.holdId })).toMatchObject({ replayed: true });
    expect(await ctx.wallet.getBalance(userId)).toMatchObject({ balance: 100, held: 0 });
    expect((await appErrorOf(ctx.wallet.postHold({ holdId: hold.holdId }))).code).toBe(
      'HOLD_NOT_PENDING',
    );
    // A replay of the placement reports where the hold is now.
    expect(await ctx.wallet.placeHold(request)).toMatchObject({ status: 'voided', replayed: true });
    const [row] = await ctx.rows<{ void_reason: string }>(
      sql`SELECT void_reason FROM ledger_holds WHERE id = ${hold.holdId}`,
    );
    expect(row?.void_reason).toBe('no hand in photo');
  });

  it('answers NOT_FOUND for a hold that does not exist', async () => {
    for (const holdId of [randomUUID(), 'not-a-uuid']) {
      expect((await appErrorOf(ctx.wallet.postHold({ holdId }))).code).toBe('NOT_FOUND');
      expect((await appErrorOf(ctx.wallet.voidHold({ holdId }))).code).toBe('NOT_FOUND');
    }
  });
});

describe('refunds', () => {
  it('gives back part, then the rest, of a charge and never more', async () => {
    const userId = await userWith(300);
    const chargeKey = `reading:${randomUUID()}`;
    const charge = await ctx.wallet.charge({
      userId,
      amount: 200,
      kind: 'reading',
      idempotencyKey: chargeKey,
      reference: { type: 'reading', id: 'r-9' },
    });
    const part = await ctx.wallet.refund({
      originalTransferId: charge.transferId,
      amount: 50,
      idempotencyKey: `refund:${randomUUID()}`,
      reason: 'reading was cut short',
    });
    expect(part).toMatchObject({ kind: 'refund', amount: 50, balance: 150 });

    const tooMuch = await appErrorOf(
      ctx.wallet.refund({
        originalIdempotencyKey: chargeKey,
        amount: 151,
        idempotencyKey: `refund:${randomUUID()}`,
      }),
    );
    expect(tooMuch.code).toBe('CONFLICT');
    expect(tooMuch.details).toEqual({ refundable: 150 });

    const restKey = `refund:${randomUUID()}`;
    const rest = await ctx.wallet.refund({
      originalIdempotencyKey: chargeKey,
      idempotencyKey: restKey,
    });
    expect(rest).toMatchObject({ amount: 150, balance: 300, replayed: false });
    // A replay of "refund the rest" returns the first result, not a new zero-coin refund.
    expect(
      await ctx.wallet.refund({ originalIdempotencyKey: chargeKey, idempotencyKey: restKey }),
    ).toEqual({ ...rest, replayed: true });
    const done = await appErrorOf(
      ctx.wallet.refund({ originalTransferId: charge.transferId, idempotencyKey: randomUUID() }),
    );
    expect(done.message).toBe('This charge was already refunded in full');

    const [links] = await ctx.rows<{ n: string; ref: string }>(sql`
      SELECT count(*)::text AS n, min(reference_id) AS ref FROM ledger_transfers
      WHERE reverses_transfer_id = ${charge.transferId}`);
    expect(links).toEqual({ n: '2', ref: 'r-9' });
    expect((await ctx.wallet.getBalance(userId)).balance).toBe(300);
  });

  it('refunds a posted hold, but not a grant or a refund', async () => {
    const userId = await userWith(100);
    const hold = await ctx.wallet.placeHold({
      userId,
      amount: 40,
      kind: 'reading',
      idempotencyKey: randomUUID(),
    });
    const posted = await ctx.wallet.postHold({ holdId: hold.holdId });
    const refund = await ctx.wallet.refund({
      originalTransferId: posted.transferId,
      idempotencyKey: randomUUID(),
    });
    expect(refund).toMatchObject({ amount: 40, balance: 100 });

    const grant = await ctx.wallet.grant({
      userId,
      amount: 5,
      kind: 'promotion',
      idempotencyKey: randomUUID(),
    });
    for (const original of [grant.transferId, refund.transferId]) {
      const error = await appErrorOf(
        ctx.wallet.refund({ originalTransferId: original, idempotencyKey: randomUUID() }),
      );
      expect(error.code).toBe('CONFLICT');
    }
    const missing = await appErrorOf(
      ctx.wallet.refund({ originalTransferId: randomUUID(), idempotencyKey: randomUUID() }),
    );
    expect(missing.code).toBe('NOT_FOUND');
  });
});

describe('adjustments', () => {
  it('corrects a balance both ways with a reason and the acting admin, never below zero', async () => {
    const userId = await userWith(100);
    const adminId = randomUUID();
    const up = await ctx.wallet.adjust({
      userId,
      amount: 25,
      reason: 'coins lost in outage',
      actorId: adminId,
      idempotencyKey: randomUUID(),
    });
    expect(up).toMatchObject({ kind: 'adjustment', amount: 25, balance: 125 });
    const down = await ctx.wallet.adjust({
      userId,
      amount: -125,
      reason: 'duplicate payment',
      actorId: adminId,
      idempotencyKey: randomUUID(),
    });
    expect(down).toMatchObject({ amount: -125, balance: 0 });
    const over = await appErrorOf(
      ctx.wallet.adjust({
        userId,
        amount: -1,
        reason: 'again',
        actorId: adminId,
        idempotencyKey: randomUUID(),
      }),
    );
    expect(over.code).toBe('INSUFFICIENT_COINS');

    const [meta] = await ctx.rows<{ metadata: Record<string, unknown>; reference_type: string }>(
      sql`SELECT metadata, reference_type FROM ledger_transfers WHERE id = ${down.transferId}`,
    );
    expect(meta).toEqual({
      metadata: { reason: 'duplicate payment', actor_id: adminId },
      reference_type: 'admin',
    });
    for (const bad of [
      { amount: 0, reason: 'x' },
      { amount: 5, reason: '   ' },
    ]) {
      const error = await appErrorOf(
        ctx.wallet.adjust({ userId, actorId: adminId, idempotencyKey: randomUUID(), ...bad }),
      );
      expect(error.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('welcome bonus', () => {
  it('is granted once, to a new user only', async () => {
    const userId = await ctx.newUser();
    expect(await ctx.wallet.grantWelcomeBonus({ userId, amount: 1000 })).toEqual({
      granted: true,
      balance: 1000,
    });
    expect(await ctx.wallet.grantWelcomeBonus({ userId, amount: 1000 })).toEqual({
      granted: false,
      balance: 1000,
    });
    const [user] = await ctx.rows<{ is_new_user: boolean }>(
      sql`SELECT is_new_user FROM users WHERE id = ${userId}`,
    );
    expect(user?.is_new_user).toBe(false);
    const [transfer] = await ctx.rows<{ kind: string; reference_id: string }>(
      sql`SELECT kind, reference_id FROM ledger_transfers WHERE idempotency_key = ${`welcome:${userId}`}`,
    );
    expect(transfer).toEqual({ kind: 'welcome_bonus', reference_id: userId });
  });
});

describe('history', () => {
  it('pages a wallet’s transfers newest first, signed as the wallet sees them', async () => {
    const userId = await ctx.newUser();
    await ctx.wallet.grant({ userId, amount: 100, kind: 'purchase', idempotencyKey: randomUUID() });
    for (let i = 1; i <= 4; i++) {
      await ctx.wallet.charge({
        userId,
        amount: i,
        kind: 'chat_message',
        idempotencyKey: randomUUID(),
      });
    }
    const first = await ctx.wallet.listTransfers(userId, { page: 1, pageSize: 2 });
    expect(first.total).toBe(5);
    expect(first.items.map((t) => [t.amount, t.balanceAfter])).toEqual([
      [-4, 90],
      [-3, 94],
    ]);
    const last = await ctx.wallet.listTransfers(userId, { page: 3, pageSize: 2 });
    expect(last.items.map((t) => [t.kind, t.amount, t.balanceAfter])).toEqual([
      ['purchase', 100, 100],
    ]);
    const error = await appErrorOf(ctx.wallet.listTransfers(userId, { page: 0, pageSize: 2 }));
    expect(error.code).toBe('VALIDATION_FAILED');
  });
});

describe('coin costs', () => {
  it('seeds the launch prices once and keeps an admin’s edit', async () => {
    expect((await ctx.wallet.getCosts()).reading_costs).toEqual(DEFAULT_COIN_COSTS);
    await seedCoinCosts(ctx.database.db);
    await ctx.database.db.execute(sql`UPDATE coin_costs SET amount = 700 WHERE key = 'palm'`);
    await seedCoinCosts(ctx.database.db);
    const costs = await ctx.wallet.getCosts();
    expect(costs).toEqual({
      hand_reading_cost: 700,
      chat_message_cost: 10,
      reading_costs: { ...DEFAULT_COIN_COSTS, palm: 700 },
    });
    const [stored] = await ctx.rows<{ n: string }>(sql`SELECT count(*)::text AS n FROM coin_costs`);
    expect(stored?.n).toBe(String(Object.keys(DEFAULT_COIN_COSTS).length));
    expect(await ctx.wallet.costOf('palm')).toBe(700);
    expect(await ctx.wallet.costOf('their-feelings')).toBe(85);
    expect(await ctx.wallet.costOf('tarot')).toBeNull();
  });
});

describe('reconcile', () => {
  it('finds the books in order after all of the above', async () => {
    const report = await ctx.wallet.reconcile();
    expect(report).toMatchObject({
      ok: true,
      totalEntriesSum: 0,
      mismatches: [],
      negativeBalances: [],
      heldOverBalance: [],
      heldMismatches: [],
      unbalancedTransfers: [],
    });
    expect(report.walletsChecked).toBeGreaterThan(10);
    expect(report.systemBalances['system:spending']).toBeGreaterThan(0);
    expect(report.systemBalances['system:purchases']).toBeLessThan(0);
  });
});
