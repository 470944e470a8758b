/**
 * Starts queued work one piece per task of the event loop, in the order it was queued. Work that
 * costs a few milliseconds a piece (fetching a part of the app adds a `<link rel=modulepreload>`
 * for each file it needs, and a phone's browser takes a while over each) then never adds up to
 * one long task that a tap has to wait behind.
 */
const queue: Array<() => void> = [];
let scheduled = false;

function schedule() {
  if (scheduled || queue.length === 0) return;
  scheduled = true;
  setTimeout(() => {
    scheduled = false;
    queue.shift()?.();
    schedule();
  }, 0);
}

/** Starts `work` in a task of its own, after the work queued before it; resolves as it does. */
export function onePerTask<T>(work: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    queue.push(() => {
      work().then(resolve, reject);
    });
    schedule();
  });
}
