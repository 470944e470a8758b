import type { Db } from './client.ts';

/** The database or an open transaction: what a repository function runs its statements on. */
export type DbOrTx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** Something to do once the data it speaks of is committed: announce a balance, notify, queue. */
export type AfterCommitEffect = () => unknown;

/** The effects waiting for each transaction opened by `inTransaction`, outermost only. */
const waiting = new WeakMap<object, AfterCommitEffect[]>();

const isTransaction = (handle: object) =>
  typeof (handle as { rollback?: unknown }).rollback === 'function';

async function run(effect: AfterCommitEffect): Promise<void> {
  try {
    await effect();
  } catch (error) {
    // The data is committed whatever an announcement does: report it, never undo the answer.
    process.emitWarning(error instanceof Error ? error : String(error), 'AfterCommitEffectFailed');
  }
}

/**
 * Runs `work` in one transaction and then, only if it committed, the effects registered on it with
 * `afterCommit`, in order. Given a transaction this function opened, `work` joins it, and its
 * effects wait for that outer commit; a rollback drops them.
 */
export async function inTransaction<T>(
  db: Db | DbOrTx,
  work: (tx: DbOrTx) => Promise<T>,
): Promise<T> {
  if (waiting.has(db)) return work(db);
  if (isTransaction(db)) throw unmanaged();
  const effects: AfterCommitEffect[] = [];
  const result = await (db as Db).transaction(async (tx) => {
    waiting.set(tx, effects);
    try {
      return await work(tx);
    } finally {
      waiting.delete(tx);
    }
  });
  for (const effect of effects) await run(effect);
  return result;
}

/**
 * Registers `effect` to run once `tx` commits. On the database itself (a single statement, already
 * committed) it runs now. A transaction opened without `inTransaction` is refused: its commit
 * could not be waited for.
 */
export function afterCommit(tx: DbOrTx, effect: AfterCommitEffect): void {
  const effects = waiting.get(tx);
  if (effects) effects.push(effect);
  else if (isTransaction(tx)) throw unmanaged();
  else void run(effect);
}

const unmanaged = () =>
  new Error(
    'This transaction was not opened with inTransaction, so nothing can wait for its commit',
  );
