import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { afterCommit, inTransaction, type DbOrTx } from '../../src/db/transaction.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';

/** Effects after commit: they see committed data, follow the outermost commit, and never a rollback. */
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`CREATE TABLE effect_probe (n int NOT NULL)`);
});
afterAll(async () => {
  await database?.destroy();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Rows in the probe table as another connection would see them (outside any transaction). */
async function committedRows(): Promise<number> {
  const result = await database.db.execute(sql`SELECT count(*)::int AS n FROM effect_probe`);
  const rows = (result as unknown as { rows: Array<{ n: number }> }).rows;
  return rows[0]?.n ?? -1;
}

const insert = (tx: DbOrTx, n: number) => tx.execute(sql`INSERT INTO effect_probe VALUES (${n})`);

describe('inTransaction and afterCommit', () => {
  it('run the effects in order once the outermost transaction has committed', async () => {
    await database.db.execute(sql`DELETE FROM effect_probe`);
    const seen: string[] = [];
    const result = await inTransaction(database.db, async (tx) => {
      await insert(tx, 1);
      afterCommit(tx, async () => seen.push(`first saw ${await committedRows()}`));
      // A service called with the caller's transaction joins it; its effects wait too.
      await inTransaction(tx, async (joined) => {
        await insert(joined, 2);
        afterCommit(joined, () => seen.push('second'));
      });
      expect(seen).toEqual([]);
      return 'done';
    });
    expect(result).toBe('done');
    expect(seen).toEqual(['first saw 2', 'second']);
  });

  it('drop the effects of a transaction that rolled back, joined work included', async () => {
    await database.db.execute(sql`DELETE FROM effect_probe`);
    const seen: string[] = [];
    const failing = inTransaction(database.db, async (tx) => {
      await insert(tx, 1);
      afterCommit(tx, () => seen.push('outer'));
      await inTransaction(tx, async (joined) => afterCommit(joined, () => seen.push('inner')));
      throw new Error('something failed after the effects were registered');
    });
    await expect(failing).rejects.toThrow('something failed');
    expect(seen).toEqual([]);
    expect(await committedRows()).toBe(0);
  });

  it('run an effect at once on the database itself, where every statement commits alone', async () => {
    const seen: string[] = [];
    afterCommit(database.db, () => seen.push('now'));
    await Promise.resolve();
    expect(seen).toEqual(['now']);
  });

  it('refuse a transaction not opened with inTransaction, whose commit nothing could wait for', async () => {
    await database.db.execute(sql`DELETE FROM effect_probe`);
    const seen: string[] = [];
    const raw = database.db.transaction(async (tx) => {
      await insert(tx, 1);
      afterCommit(tx, () => seen.push('lost'));
    });
    await expect(raw).rejects.toThrow(/not opened with inTransaction/);
    await expect(
      database.db.transaction((tx) => inTransaction(tx, async () => 'joined')),
    ).rejects.toThrow(/not opened with inTransaction/);
    expect(seen).toEqual([]);
    expect(await committedRows()).toBe(0);
  });

  it('report a failing effect as a warning without undoing the answer or skipping the rest', async () => {
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => {});
    const seen: string[] = [];
    const result = await inTransaction(database.db, async (tx) => {
      afterCommit(tx, () => {
        throw new Error('the live-events bus is down');
      });
      afterCommit(tx, () => seen.push('after the failure'));
      return 42;
    });
    expect(result).toBe(42);
    expect(seen).toEqual(['after the failure']);
    expect(warn).toHaveBeenCalledWith(expect.any(Error), 'AfterCommitEffectFailed');
  });
});
