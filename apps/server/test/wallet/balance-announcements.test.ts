import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/identity.ts';
import { inTransaction } from '../../src/db/transaction.ts';
import { createWalletService, type WalletService } from '../../src/modules/wallet/service.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';

/**
 * The wallet announces a change only once it is committed: its own transaction's commit, or the
 * commit of the caller's transaction it joined. A rollback or a replay announces nothing.
 */
let database: TestDatabase;
let wallet: WalletService;
let announced: string[];

beforeAll(async () => {
  database = await createTestDatabase();
  wallet = createWalletService({
    db: database.db,
    onBalanceChanged: (userId) => announced.push(userId),
  });
});
afterAll(async () => {
  await database?.destroy();
});
beforeEach(() => {
  announced = [];
});

async function newUser(): Promise<string> {
  const [row] = await database.db.insert(users).values({}).returning({ id: users.id });
  if (!row) throw new Error('no user inserted');
  return row.id;
}

const grant = (userId: string, amount = 100, key = `promo:${randomUUID()}`) => ({
  userId,
  amount,
  kind: 'promotion' as const,
  idempotencyKey: key,
});

describe('balance announcements', () => {
  it('follow every committed movement, and not a replay', async () => {
    const userId = await newUser();
    const key = `promo:${randomUUID()}`;
    await wallet.grant(grant(userId, 500, key));
    await wallet.grant(grant(userId, 500, key));
    await wallet.charge({ userId, amount: 10, kind: 'deduct', idempotencyKey: `d:${userId}:1` });
    await wallet.charge({ userId, amount: 10, kind: 'deduct', idempotencyKey: `d:${userId}:1` });
    const posted = await wallet.placeHold({
      userId,
      amount: 20,
      kind: 'reading',
      idempotencyKey: `reading:${randomUUID()}`,
    });
    await wallet.postHold({ holdId: posted.holdId });
    await wallet.postHold({ holdId: posted.holdId });
    const voided = await wallet.placeHold({
      userId,
      amount: 20,
      kind: 'reading',
      idempotencyKey: `reading:${randomUUID()}`,
    });
    await wallet.voidHold({ holdId: voided.holdId });
    await wallet.refund({
      originalIdempotencyKey: `d:${userId}:1`,
      idempotencyKey: `refund:${userId}:1`,
    });
    await wallet.adjust({
      userId,
      amount: -1,
      reason: 'test',
      actorId: randomUUID(),
      idempotencyKey: `adjust:${randomUUID()}`,
    });
    await wallet.grantWelcomeBonus({ userId, amount: 50 });
    await wallet.grantWelcomeBonus({ userId, amount: 50 });
    // grant, charge, place, post, place, void, refund, adjust, welcome: one each.
    expect(announced).toEqual(Array(9).fill(userId));
  });

  it("wait for the commit of the caller's transaction, and never follow a rollback", async () => {
    const userId = await newUser();
    await inTransaction(database.db, async (tx) => {
      await wallet.grant(grant(userId), tx);
      await wallet.charge(
        { userId, amount: 10, kind: 'deduct', idempotencyKey: `d:${userId}:tx` },
        tx,
      );
      expect(announced).toEqual([]);
    });
    expect(announced).toEqual([userId, userId]);
    announced = [];

    const rolledBack = inTransaction(database.db, async (tx) => {
      await wallet.grant(grant(userId), tx);
      throw new Error('the caller changed its mind');
    });
    await expect(rolledBack).rejects.toThrow('the caller changed its mind');
    expect(announced).toEqual([]);

    const failed = await wallet
      .charge({ userId, amount: 10_000, kind: 'deduct', idempotencyKey: `d:${userId}:big` })
      .catch((e: unknown) => e);
    expect(failed).toMatchObject({ code: 'INSUFFICIENT_COINS' });
    expect(announced).toEqual([]);
  });

  it('cannot be lost in a transaction opened without inTransaction: the movement is refused', async () => {
    const userId = await newUser();
    const raw = database.db.transaction((tx) => wallet.grant(grant(userId), tx));
    await expect(raw).rejects.toThrow(/not opened with inTransaction/);
    expect(await wallet.getBalance(userId)).toMatchObject({ balance: 0 });
    expect(announced).toEqual([]);
  });

  it('never turn a committed movement into an error', async () => {
    const userId = await newUser();
    const throwing = createWalletService({
      db: database.db,
      onBalanceChanged: () => {
        throw new Error('listener broke');
      },
    });
    await expect(throwing.grant(grant(userId))).resolves.toMatchObject({ balance: 100 });
  });
});
