import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/platform/app-error.ts';
import { useWalletDb } from './wallet-db.ts';

// These race on PostgreSQL (a pool of 20 connections, READ COMMITTED); PGlite has one connection
// and serialises them, so there they check the same outcome without a real race.
const ctx = useWalletDb();

function outcomes<T>(settled: PromiseSettledResult<T>[]) {
  const won = settled.filter((s): s is PromiseFulfilledResult<T> => s.status === 'fulfilled');
  const lost = settled.filter((s): s is PromiseRejectedResult => s.status === 'rejected');
  const codes = lost.map((s) => (s.reason instanceof AppError ? s.reason.code : String(s.reason)));
  return { won: won.map((s) => s.value), codes };
}

async function transfersWithKey(key: string) {
  const [row] = await ctx.rows<{ n: string }>(
    sql`SELECT count(*)::text AS n FROM ledger_transfers WHERE idempotency_key = ${key}`,
  );
  return Number(row?.n);
}

describe('racing money calls', () => {
  it('200 charges of 30 against 1000 coins: 33 succeed, 167 are refused, 10 coins remain', async () => {
    const userId = await ctx.newUser();
    await ctx.wallet.grant({
      userId,
      amount: 1000,
      kind: 'purchase',
      idempotencyKey: randomUUID(),
    });
    const settled = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        ctx.wallet.charge({
          userId,
          amount: 30,
          kind: 'chat_message',
          idempotencyKey: `chat:${userId}:${i}`,
        }),
      ),
    );
    const { won, codes } = outcomes(settled);
    expect(won).toHaveLength(33);
    expect(codes).toHaveLength(167);
    expect(new Set(codes)).toEqual(new Set(['INSUFFICIENT_COINS']));
    expect(won.map((w) => w.balance).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 33 }, (_, i) => 10 + 30 * i),
    );
    expect(await ctx.wallet.getBalance(userId)).toMatchObject({ balance: 10, available: 10 });
    const report = await ctx.wallet.reconcile();
    expect(report).toMatchObject({ ok: true, negativeBalances: [], mismatches: [] });
  });

  it('racing first grants to a user without a wallet create exactly one wallet', async () => {
    const userId = await ctx.newUser();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        ctx.wallet.grant({ userId, amount: 7, kind: 'promotion', idempotencyKey: randomUUID() }),
      ),
    );
    expect(results.map((r) => r.balance).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => 7 * (i + 1)),
    );
    const [wallets] = await ctx.rows<{ n: string }>(
      sql`SELECT count(*)::text AS n FROM ledger_accounts WHERE user_id = ${userId}`,
    );
    expect(wallets?.n).toBe('1');
  });

  it('20 racing welcome bonuses grant 1000 coins exactly once', async () => {
    const userId = await ctx.newUser();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => ctx.wallet.grantWelcomeBonus({ userId, amount: 1000 })),
    );
    expect(results.filter((r) => r.granted)).toEqual([{ granted: true, balance: 1000 }]);
    expect(await ctx.wallet.getBalance(userId)).toMatchObject({ balance: 1000 });
    expect(await transfersWithKey(`welcome:${userId}`)).toBe(1);
  });

  it('20 racing replays of one charge make one transfer and all return its result', async () => {
    const userId = await ctx.newUser();
    await ctx.wallet.grant({ userId, amount: 100, kind: 'purchase', idempotencyKey: randomUUID() });
    const key = `reading:${randomUUID()}`;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        ctx.wallet.charge({ userId, amount: 25, kind: 'reading', idempotencyKey: key }),
      ),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
    expect(new Set(results.map((r) => r.balance))).toEqual(new Set([75]));
    expect(await transfersWithKey(key)).toBe(1);
    expect((await ctx.wallet.getBalance(userId)).balance).toBe(75);
  });

  it('a hold posted and voided at once ends exactly one way', async () => {
    for (let round = 0; round < 10; round++) {
      const userId = await ctx.newUser();
      await ctx.wallet.grant({
        userId,
        amount: 100,
        kind: 'purchase',
        idempotencyKey: randomUUID(),
      });
      const { holdId } = await ctx.wallet.placeHold({
        userId,
        amount: 60,
        kind: 'reading',
        idempotencyKey: randomUUID(),
      });
      const calls = [
        ctx.wallet.postHold({ holdId }),
        ctx.wallet.voidHold({ holdId, reason: 'timeout' }),
        ctx.wallet.postHold({ holdId }),
        ctx.wallet.voidHold({ holdId }),
      ];
      const settled = await Promise.allSettled(calls);
      const { won, codes } = outcomes(settled);
      const firsts = won.filter((w) => !w.replayed);
      expect(firsts).toHaveLength(1);
      const winner = firsts[0]?.status;
      // The same outcome again is a replay; the opposite one is refused.
      expect(won.every((w) => w.status === winner)).toBe(true);
      expect(won).toHaveLength(2);
      expect(codes).toEqual(['HOLD_NOT_PENDING', 'HOLD_NOT_PENDING']);
      expect(await ctx.wallet.getBalance(userId)).toMatchObject(
        winner === 'posted' ? { balance: 40, held: 0 } : { balance: 100, held: 0 },
      );
    }
    expect((await ctx.wallet.reconcile()).ok).toBe(true);
  });

  it('racing holds never reserve more than the balance', async () => {
    const userId = await ctx.newUser();
    await ctx.wallet.grant({ userId, amount: 500, kind: 'purchase', idempotencyKey: randomUUID() });
    const settled = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        ctx.wallet.placeHold({ userId, amount: 60, kind: 'reading', idempotencyKey: randomUUID() }),
      ),
    );
    const { won, codes } = outcomes(settled);
    expect(won).toHaveLength(8);
    expect(codes.every((c) => c === 'INSUFFICIENT_COINS')).toBe(true);
    expect(await ctx.wallet.getBalance(userId)).toMatchObject({
      balance: 500,
      held: 480,
      available: 20,
    });
  });

  it('racing refunds of one charge never give back more than was charged', async () => {
    const userId = await ctx.newUser();
    await ctx.wallet.grant({ userId, amount: 500, kind: 'purchase', idempotencyKey: randomUUID() });
    const charge = await ctx.wallet.charge({
      userId,
      amount: 100,
      kind: 'reading',
      idempotencyKey: randomUUID(),
    });
    const settled = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        ctx.wallet.refund({
          originalTransferId: charge.transferId,
          amount: 30,
          idempotencyKey: randomUUID(),
        }),
      ),
    );
    const { won, codes } = outcomes(settled);
    expect(won).toHaveLength(3);
    expect(codes.every((c) => c === 'CONFLICT')).toBe(true);
    expect((await ctx.wallet.getBalance(userId)).balance).toBe(490);
    expect((await ctx.wallet.reconcile()).ok).toBe(true);
  });

  it('many users spending at once keep every wallet and the books exact', async () => {
    const users = await Promise.all(Array.from({ length: 10 }, () => ctx.newUser()));
    await Promise.all(users.map((userId) => ctx.wallet.grantWelcomeBonus({ userId })));
    await Promise.all(
      users.flatMap((userId) =>
        Array.from({ length: 12 }, (_, i) =>
          ctx.wallet
            .charge({ userId, amount: 90, kind: 'reading', idempotencyKey: `${userId}:${i}` })
            .catch(() => undefined),
        ),
      ),
    );
    for (const userId of users) {
      expect(await ctx.wallet.getBalance(userId)).toMatchObject({ balance: 10 });
    }
    expect((await ctx.wallet.reconcile()).ok).toBe(true);
  });
});
