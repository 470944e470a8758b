import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction.ts';
import { appErrorOf, dbRejection, ledgerCounts, useWalletDb } from './wallet-db.ts';

const ctx = useWalletDb();

async function userWith(coins: number) {
  const userId = await ctx.newUser();
  await ctx.wallet.grant({ userId, amount: coins, kind: 'purchase', idempotencyKey: randomUUID() });
  return userId;
}

async function walletRow(userId: string) {
  const [row] = await ctx.rows<{ id: string; balance: string; held: string; updated_at: string }>(
    sql`SELECT id, balance::text, held::text, updated_at::text FROM ledger_accounts
        WHERE user_id = ${userId}`,
  );
  if (!row) throw new Error('no wallet');
  return row;
}

async function systemAccountId(code: string) {
  const [row] = await ctx.rows<{ id: string }>(
    sql`SELECT id FROM ledger_accounts WHERE code = ${code}`,
  );
  if (!row) throw new Error(`no ${code}`);
  return row.id;
}

describe('the database keeps the ledger append-only', () => {
  it('rejects UPDATE, DELETE and TRUNCATE on transfers and entries', async () => {
    const userId = await userWith(100);
    const { transferId } = await ctx.wallet.charge({
      userId,
      amount: 10,
      kind: 'deduct',
      idempotencyKey: randomUUID(),
    });
    const db = ctx.database.db;
    const statements = [
      sql`UPDATE ledger_entries SET amount = amount * 2 WHERE transfer_id = ${transferId}`,
      sql`DELETE FROM ledger_entries WHERE transfer_id = ${transferId}`,
      sql`UPDATE ledger_transfers SET amount = 1 WHERE id = ${transferId}`,
      sql`DELETE FROM ledger_transfers WHERE id = ${transferId}`,
      sql`TRUNCATE ledger_entries`,
      sql`TRUNCATE ledger_transfers CASCADE`,
    ];
    for (const statement of statements) {
      expect(await dbRejection(db.execute(statement))).toMatch(/append-only/);
    }
    const [row] = await ctx.rows<{ amount: string; legs: string }>(sql`
      SELECT t.amount::text, (SELECT count(*) FROM ledger_entries e
                              WHERE e.transfer_id = t.id)::text AS legs
      FROM ledger_transfers t WHERE t.id = ${transferId}`);
    expect(row).toEqual({ amount: '10', legs: '2' });
  });

  it('refuses a transfer that does not commit with exactly its two balanced legs', async () => {
    const userId = await userWith(100);
    const wallet = await walletRow(userId);
    const promotions = await systemAccountId('system:promotions');
    const before = await ledgerCounts(ctx);

    const oneLeg = ctx.database.db.transaction(async (tx) => {
      const id = randomUUID();
      await tx.execute(sql`
        INSERT INTO ledger_transfers (id, idempotency_key, request_hash, kind,
                                      debit_account_id, credit_account_id, amount)
        VALUES (${id}, ${randomUUID()}, 'x', 'promotion', ${promotions}, ${wallet.id}, 50)`);
      await tx.execute(sql`
        INSERT INTO ledger_entries (transfer_id, account_id, amount)
        VALUES (${id}, ${wallet.id}, 50)`);
    });
    expect(await dbRejection(oneLeg)).toMatch(/not balanced/);

    const { transferId } = await ctx.wallet.charge({
      userId,
      amount: 5,
      kind: 'deduct',
      idempotencyKey: randomUUID(),
    });
    const thirdLeg = ctx.database.db.execute(sql`
      INSERT INTO ledger_entries (transfer_id, account_id, amount)
      VALUES (${transferId}, ${promotions}, 1)`);
    expect(await dbRejection(thirdLeg)).toMatch(/not balanced/);
    expect(await ledgerCounts(ctx)).toEqual({
      transfers: before.transfers + 1,
      entries: before.entries + 2,
      holds: before.holds,
    });
  });

  it('refuses a negative balance and more held than the balance', async () => {
    const userId = await userWith(100);
    const db = ctx.database.db;
    expect(
      await dbRejection(
        db.execute(sql`UPDATE ledger_accounts SET balance = -1 WHERE user_id = ${userId}`),
      ),
    ).toMatch(/ledger_accounts_balance_non_negative/);
    expect(
      await dbRejection(
        db.execute(sql`UPDATE ledger_accounts SET held = 101 WHERE user_id = ${userId}`),
      ),
    ).toMatch(/ledger_accounts_held_within_balance/);
  });

  it('refuses to change a hold once it is settled, or to delete one', async () => {
    const userId = await userWith(100);
    const hold = await ctx.wallet.placeHold({
      userId,
      amount: 30,
      kind: 'reading',
      idempotencyKey: randomUUID(),
    });
    const db = ctx.database.db;
    expect(
      await dbRejection(
        db.execute(sql`UPDATE ledger_holds SET amount = 1 WHERE id = ${hold.holdId}`),
      ),
    ).toMatch(/cannot change/);
    await ctx.wallet.postHold({ holdId: hold.holdId });
    expect(
      await dbRejection(
        db.execute(sql`UPDATE ledger_holds SET status = 'voided', transfer_id = NULL
                       WHERE id = ${hold.holdId}`),
      ),
    ).toMatch(/already posted/);
    expect(
      await dbRejection(db.execute(sql`DELETE FROM ledger_holds WHERE id = ${hold.holdId}`)),
    ).toMatch(/never deleted/);
  });
});

describe('a transfer is all or nothing', () => {
  it('leaves no trace when it fails after the wallet was debited', async () => {
    const userId = await userWith(100);
    const db = ctx.database.db;
    const walletBefore = await walletRow(userId);
    const countsBefore = await ledgerCounts(ctx);
    const key = `reading:${randomUUID()}`;
    const request = { userId, amount: 40, kind: 'reading' as const, idempotencyKey: key };

    // The legs are written after the wallet row is debited: make that step crash.
    await db.execute(sql`
      CREATE FUNCTION test_crash_on_entries() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'simulated crash while writing entries'; END; $$`);
    await db.execute(sql`
      CREATE TRIGGER test_crash BEFORE INSERT ON ledger_entries
      FOR EACH ROW EXECUTE FUNCTION test_crash_on_entries()`);
    try {
      expect(await dbRejection(ctx.wallet.charge(request))).toMatch(/simulated crash/);
      expect(
        await dbRejection(
          ctx.wallet.grant({ userId, amount: 5, kind: 'promotion', idempotencyKey: randomUUID() }),
        ),
      ).toMatch(/simulated crash/);
    } finally {
      await db.execute(sql`DROP TRIGGER test_crash ON ledger_entries`);
      await db.execute(sql`DROP FUNCTION test_crash_on_entries()`);
    }

    expect(await walletRow(userId)).toEqual(walletBefore);
    expect(await ledgerCounts(ctx)).toEqual(countsBefore);
    expect((await ctx.wallet.reconcile()).ok).toBe(true);
    // Nothing of the first attempt holds its key: the retry is a first attempt.
    expect(await ctx.wallet.charge(request)).toMatchObject({ balance: 60, replayed: false });
  });

  it('rolls back with the caller’s transaction that it joined', async () => {
    const userId = await userWith(100);
    const walletBefore = await walletRow(userId);
    const countsBefore = await ledgerCounts(ctx);
    const failure = inTransaction(ctx.database.db, async (tx) => {
      await ctx.wallet.charge(
        { userId, amount: 10, kind: 'reading', idempotencyKey: randomUUID() },
        tx,
      );
      await ctx.wallet.placeHold(
        { userId, amount: 20, kind: 'reading', idempotencyKey: randomUUID() },
        tx,
      );
      throw new Error('the reading could not be queued');
    });
    await expect(failure).rejects.toThrow('the reading could not be queued');
    expect(await walletRow(userId)).toEqual(walletBefore);
    expect(await ledgerCounts(ctx)).toEqual(countsBefore);

    const hold = await inTransaction(ctx.database.db, (tx) =>
      ctx.wallet.placeHold(
        { userId, amount: 20, kind: 'reading', idempotencyKey: randomUUID() },
        tx,
      ),
    );
    expect(hold.status).toBe('pending');
    expect(await ctx.wallet.getBalance(userId)).toMatchObject({ balance: 100, held: 20 });
  });
});

describe('reconcile', () => {
  it('detects a balance or held amount changed behind the ledger’s back', async () => {
    const userId = await userWith(100);
    await ctx.wallet.placeHold({
      userId,
      amount: 10,
      kind: 'reading',
      idempotencyKey: randomUUID(),
    });
    const db = ctx.database.db;
    const { id: accountId } = await walletRow(userId);
    expect((await ctx.wallet.reconcile()).ok).toBe(true);

    await db.execute(sql`UPDATE ledger_accounts SET balance = balance + 5 WHERE id = ${accountId}`);
    const corrupted = await ctx.wallet.reconcile();
    expect(corrupted.ok).toBe(false);
    expect(corrupted.mismatches).toEqual([{ accountId, userId, balance: 105, entriesSum: 100 }]);
    expect(corrupted.totalEntriesSum).toBe(0);

    await db.execute(
      sql`UPDATE ledger_accounts SET balance = balance - 5, held = held + 1 WHERE id = ${accountId}`,
    );
    const heldWrong = await ctx.wallet.reconcile();
    expect(heldWrong.ok).toBe(false);
    expect(heldWrong.mismatches).toEqual([]);
    expect(heldWrong.heldMismatches).toEqual([{ accountId, userId, held: 11, pendingHolds: 10 }]);

    await db.execute(sql`UPDATE ledger_accounts SET held = held - 1 WHERE id = ${accountId}`);
    expect((await ctx.wallet.reconcile()).ok).toBe(true);
  });

  // Last in this file: it removes the database's own guards to prove the check stands alone.
  it('still reports negative balances if the database constraints were ever lost', async () => {
    const userId = await userWith(10);
    const db = ctx.database.db;
    await db.execute(sql`
      ALTER TABLE ledger_accounts
        DROP CONSTRAINT ledger_accounts_balance_non_negative,
        DROP CONSTRAINT ledger_accounts_held_within_balance`);
    await db.execute(
      sql`UPDATE ledger_accounts SET balance = -3, held = 2 WHERE user_id = ${userId}`,
    );
    const report = await ctx.wallet.reconcile();
    expect(report.ok).toBe(false);
    expect(report.negativeBalances).toEqual([expect.objectContaining({ userId, balance: -3 })]);
    expect(report.heldOverBalance).toEqual([
      expect.objectContaining({ userId, balance: -3, held: 2 }),
    ]);
    const error = await appErrorOf(
      ctx.wallet.charge({ userId, amount: 1, kind: 'deduct', idempotencyKey: randomUUID() }),
    );
    expect(error.code).toBe('INSUFFICIENT_COINS');
  });
});
