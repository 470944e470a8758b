import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { users } from '../../src/db/schema/identity.ts';
import { createWalletService, type WalletService } from '../../src/modules/wallet/service.ts';
import { AppError } from '../../src/platform/app-error.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';

export interface WalletTestContext {
  database: TestDatabase;
  wallet: WalletService;
  /** Inserts a user straight into `users` (a new user, eligible for the welcome bonus). */
  newUser(): Promise<string>;
  /** A new user who has bought `coins` coins (no wallet yet when `coins` is 0). */
  userWith(coins: number): Promise<string>;
  rows<T>(query: SQL): Promise<T[]>;
}

/** A fresh migrated database and wallet service for the whole test file. */
export function useWalletDb(): WalletTestContext {
  const ctx = {} as WalletTestContext;
  beforeAll(async () => {
    const database = await createTestDatabase();
    ctx.database = database;
    ctx.wallet = createWalletService({ db: database.db });
    ctx.newUser = async () => {
      const [row] = await database.db.insert(users).values({}).returning({ id: users.id });
      if (!row) throw new Error('no user inserted');
      return row.id;
    };
    ctx.userWith = async (coins: number) => {
      const userId = await ctx.newUser();
      if (coins > 0) {
        await ctx.wallet.grant({
          userId,
          amount: coins,
          kind: 'purchase',
          idempotencyKey: `payment:${randomUUID()}`,
          reference: { type: 'payment', id: randomUUID() },
        });
      }
      return userId;
    };
    ctx.rows = async <T>(query: SQL) =>
      ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  });
  afterAll(async () => {
    await ctx.database?.destroy();
  });
  return ctx;
}

/** The AppError a call fails with (it must fail with one). */
export async function appErrorOf(call: Promise<unknown>): Promise<AppError> {
  try {
    await call;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected the call to fail');
}

/** The database's message for a rejected statement (drizzle wraps the driver's error). */
export async function dbRejection(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    const messages: string[] = [];
    for (let e: unknown = error; e instanceof Error; e = e.cause) messages.push(e.message);
    return messages.join(' | ');
  }
  throw new Error('expected the database to reject the statement');
}

export async function ledgerCounts(ctx: WalletTestContext) {
  const [row] = await ctx.rows<{ transfers: string; entries: string; holds: string }>(sql`
    SELECT (SELECT count(*) FROM ledger_transfers)::text AS transfers,
           (SELECT count(*) FROM ledger_entries)::text AS entries,
           (SELECT count(*) FROM ledger_holds)::text AS holds`);
  return {
    transfers: Number(row?.transfers),
    entries: Number(row?.entries),
    holds: Number(row?.holds),
  };
}
