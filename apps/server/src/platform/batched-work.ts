/**
 * Work asked for in the same turn of the event loop, done together: `run` gets one batch of
 * items, in the order they were asked and at most one per key, and answers each, in that order.
 * An item whose key is already in the batch being gathered goes in the next batch, so a batch
 * never holds two items that could collide with each other. A failed `run` fails every item of
 * its batch, and only those.
 */
export function createBatcher<I, O>(
  run: (items: I[]) => Promise<O[]>,
  keyOf: (item: I) => string,
): (item: I) => Promise<O> {
  let waiting: Array<{ item: I; resolve: (value: O) => void; reject: (error: unknown) => void }> =
    [];
  let scheduled = false;

  function flush() {
    scheduled = false;
    const keys = new Set<string>();
    const batch: typeof waiting = [];
    const later: typeof waiting = [];
    for (const entry of waiting) {
      const key = keyOf(entry.item);
      if (keys.has(key)) later.push(entry);
      else {
        keys.add(key);
        batch.push(entry);
      }
    }
    waiting = later;
    if (waiting.length > 0) schedule();
    run(batch.map((entry) => entry.item)).then(
      (answers) => {
        batch.forEach((entry, i) => {
          if (i < answers.length) entry.resolve(answers[i] as O);
          else entry.reject(new Error('a batch answered fewer items than it was given'));
        });
      },
      (error: unknown) => {
        for (const entry of batch) entry.reject(error);
      },
    );
  }

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setImmediate(flush);
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      schedule();
    });
}
