import { isUuid } from './uuid.ts';

/**
 * Lookups asked for in the same turn of the event loop, answered by one query.
 *
 * Under load many requests arrive together and each asks the database the same kind of question
 * (is this account suspended?). Each question alone is a round trip; asked together they are one.
 * A batch is sent on the next `setImmediate`, so a lone request waits for nothing but the turn it
 * is already in. Questions asked while a batch is on its way start the next batch: an answer is
 * never older than the question, so a change committed before a request arrived is always seen.
 */
export function createBatchedLookup<K, V>(
  load: (keys: readonly K[]) => Promise<ReadonlyMap<K, V>>,
  missing: V,
): (key: K) => Promise<V> {
  let pending: Map<
    K,
    Array<{ resolve: (value: V) => void; reject: (error: unknown) => void }>
  > = new Map();
  let scheduled = false;

  function flush() {
    scheduled = false;
    const batch = pending;
    pending = new Map();
    load([...batch.keys()]).then(
      (found) => {
        for (const [key, waiters] of batch) {
          const value = found.has(key) ? (found.get(key) as V) : missing;
          for (const waiter of waiters) waiter.resolve(value);
        }
      },
      (error: unknown) => {
        for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
      },
    );
  }

  return (key) =>
    new Promise<V>((resolve, reject) => {
      const waiters = pending.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else pending.set(key, [{ resolve, reject }]);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}

/**
 * Rows read by their uuid key, batched as above: `load` gets the distinct ids of one batch (only
 * well-formed ones, so one odd id cannot fail the others' query) and returns the rows it found;
 * an id with no row answers `undefined`. Every caller of one id gets the same row object.
 */
export function createBatchedRowLookup<Row>(
  load: (ids: string[]) => Promise<readonly Row[]>,
  keyOf: (row: Row) => string,
): (id: string) => Promise<Row | undefined> {
  return createBatchedLookup<string, Row | undefined>(async (ids) => {
    const wellFormed = ids.filter((id) => isUuid(id));
    const rows = wellFormed.length > 0 ? await load(wellFormed) : [];
    return new Map(rows.map((row) => [keyOf(row), row]));
  }, undefined);
}
