import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createWalletRepo, type SpendItem } from '../../src/modules/wallet/repo.ts';
import { createWalletService } from '../../src/modules/wallet/service.ts';
import type { AppError } from '../../src/platform/app-error.ts';
import { useWalletDb } from './wallet-db.ts';

// Spends asked for in the same turn of the event loop go to the database as one statement
// (`repo.spendMany`, batched by the wallet service). These check that a batch moves exactly what
// the same spends made one by one would have.
const ctx = useWalletDb();

const walletWith = (coins: number) => ctx.userWith(coins);

/** The wallet's own legs in the order they were written. */
async function walletLegs(userId: string) {
  return ctx.rows<{ amount: string; balance_after: string; created_at: string }>(sql`
    SELECT e.amount::text, e.balance_after::text, t.created_at::text
    FROM ledger_entries e
    JOIN ledger_accounts a ON a.id = e.account_id
    JOIN ledger_transfers t ON t.id = e.transfer_id
    WHERE a.user_id = ${userId} ORDER BY e.id`);
}

const spend = (userId: string, amount: number, key: string): SpendItem => ({
  userId,
  amount,
  idempotencyKey: key,
  requestHash: `hash-${key}`,
  kind: 'deduct',
  referenceType: null,
  referenceId: null,
  metadata: { reason: 'ทดสอบ' },
});

describe('spends made together', () => {
  it('spends asked for at once share one statement, each its own transfer and balance', async () => {
    const userId = await walletWith(100);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        ctx.wallet.charge({ userId, amount: 10, kind: 'deduct', idempotencyKey: `many:${i}` }),
      ),
    );
    // Each answer is the balance right after its own spend: 90, 80, … 0, once each.
    expect(results.map((r) => r.balance).sort((a, b) => b - a)).toEqual([
      90, 80, 70, 60, 50, 40, 30, 20, 10, 0,
    ]);
    expect(new Set(results.map((r) => r.transferId)).size).toBe(10);
    const legs = (await walletLegs(userId)).slice(1); // after the purchase
    expect(legs.map((leg) => Number(leg.balance_after))).toEqual([
      90, 80, 70, 60, 50, 40, 30, 20, 10, 0,
    ]);
    // One statement: one transaction, so one timestamp for all ten transfers.
    expect(new Set(legs.map((leg) => leg.created_at)).size).toBe(1);
    expect(await ctx.wallet.getBalance(userId)).toMatchObject({ balance: 0, available: 0 });
    expect(await ctx.wallet.reconcile()).toMatchObject({ ok: true });
  });

  it('makes only what it may: a used key, a wallet short of its total and no wallet are left', async () => {
    const repo = createWalletRepo(ctx.database.db);
    const rich = await walletWith(50);
    const short = await walletWith(15);
    const noWallet = await ctx.newUser();
    const [spending] = await ctx.rows<{ id: string }>(
      sql`SELECT id FROM ledger_accounts WHERE code = 'system:spending'`,
    );
    await ctx.wallet.charge({ userId: rich, amount: 5, kind: 'deduct', idempotencyKey: 'used-1' });

    const made = await repo.spendMany(spending?.id as string, [
      spend(rich, 10, 'rich-1'),
      spend(short, 10, 'short-1'),
      spend(rich, 5, 'used-1'), // already made above: never made twice
      spend(noWallet, 1, 'none-1'),
      spend(short, 10, 'short-2'), // 20 asked of a wallet of 15: neither is made
      spend(rich, 20, 'rich-2'),
    ]);
    expect([...made.keys()].sort()).toEqual(['rich-1', 'rich-2']);
    expect(made.get('rich-1')?.balance).toBe(35);
    expect(made.get('rich-2')?.balance).toBe(15);
    expect(await ctx.wallet.getBalance(rich)).toMatchObject({ balance: 15 });
    expect(await ctx.wallet.getBalance(short)).toMatchObject({ balance: 15 });
    const [used] = await ctx.rows<{ n: string }>(
      sql`SELECT count(*)::text AS n FROM ledger_transfers WHERE idempotency_key = 'used-1'`,
    );
    expect(used?.n).toBe('1');
    expect(await ctx.wallet.reconcile()).toMatchObject({ ok: true });
  });

  it('a race of new spends, their replays and too few coins ends as one by one would', async () => {
    const userId = await walletWith(100);
    // 15 spends of 10 against 100 coins, each sent twice at once (a client retrying).
    const calls = Array.from({ length: 30 }, (_, i) =>
      ctx.wallet.charge({
        userId,
        amount: 10,
        kind: 'deduct',
        idempotencyKey: `race:${i % 15}`,
      }),
    );
    const settled = await Promise.allSettled(calls);
    const byKey = new Map<number, Array<PromiseSettledResult<{ transferId: string }>>>();
    settled.forEach((outcome, i) => byKey.set(i % 15, [...(byKey.get(i % 15) ?? []), outcome]));
    let made = 0;
    for (const [, pair] of byKey) {
      const [first, second] = pair as [
        PromiseSettledResult<{ transferId: string }>,
        PromiseSettledResult<{ transferId: string }>,
      ];
      if (first.status === 'fulfilled' || second.status === 'fulfilled') {
        // A spend made is made once: both of its requests answer with its one transfer.
        expect(first.status).toBe('fulfilled');
        expect(second.status).toBe('fulfilled');
        if (first.status === 'fulfilled' && second.status === 'fulfilled') {
          expect(second.value.transferId).toBe(first.value.transferId);
        }
        made += 1;
      } else {
        for (const outcome of pair) {
          expect(outcome.status === 'rejected' && (outcome.reason as AppError).code).toBe(
            'INSUFFICIENT_COINS',
          );
        }
      }
    }
    expect(made).toBe(10);
    expect(await ctx.wallet.getBalance(userId)).toMatchObject({ balance: 0 });
    const [row] = await ctx.rows<{ n: string }>(
      sql`SELECT count(*)::text AS n FROM ledger_transfers WHERE idempotency_key LIKE 'race:%'`,
    );
    expect(row?.n).toBe('10');
    expect(await ctx.wallet.reconcile()).toMatchObject({ ok: true, negativeBalances: [] });
  });

  it('batches that share wallets, at once and in opposite orders, both go through exactly', async () => {
    // On PostgreSQL these run on two connections at once, each locking its wallets (in id order,
    // so two batches never wait on each other in a cycle) and debiting them exactly once.
    const repo = createWalletRepo(ctx.database.db);
    const [spending] = await ctx.rows<{ id: string }>(
      sql`SELECT id FROM ledger_accounts WHERE code = 'system:spending'`,
    );
    const people = await Promise.all([1, 2, 3, 4].map(() => walletWith(1000)));
    for (let round = 0; round < 10; round++) {
      const keys = (side: string) =>
        people.map((person, i) => spend(person, 1, `${side}-${round}-${i}`));
      const made = await Promise.all([
        repo.spendMany(spending?.id as string, keys('up')),
        repo.spendMany(spending?.id as string, keys('down').reverse()),
      ]);
      expect(made.map((m) => m.size)).toEqual([4, 4]);
    }
    for (const person of people) {
      expect(await ctx.wallet.getBalance(person)).toMatchObject({ balance: 980 });
    }
    expect(await ctx.wallet.reconcile()).toMatchObject({ ok: true });
  });

  it('a batch that fails as a whole says so, and its spends are made one by one', async () => {
    const failures: number[] = [];
    const wallet = createWalletService({
      db: ctx.database.db,
      onBatchFailed: (_error, spends) => failures.push(spends),
    });
    const userId = await walletWith(100);
    // A NUL character is valid JSON but not valid jsonb: the batch statement fails on it.
    const [good, bad] = await Promise.allSettled([
      wallet.charge({ userId, amount: 7, kind: 'deduct', idempotencyKey: 'nul-good' }),
      wallet.charge({
        userId,
        amount: 5,
        kind: 'deduct',
        idempotencyKey: 'nul-bad',
        metadata: { reason: 'a\u0000b' },
      }),
    ]);
    expect(failures).toEqual([2]);
    expect(good).toMatchObject({ status: 'fulfilled', value: { balance: 93 } });
    expect(bad.status).toBe('rejected');
    expect(await ctx.wallet.getBalance(userId)).toMatchObject({ balance: 93 });
    expect(await ctx.wallet.reconcile()).toMatchObject({ ok: true });
  });
});
