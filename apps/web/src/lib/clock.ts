/**
 * Time as the request queue, retries and timeouts see it. Injected so tests drive it
 * deterministically (fake timers or a hand-rolled clock) instead of waiting on the wall clock.
 */
export interface Clock {
  now(): number;
  /** Runs `fn` after `ms`; returns a function that cancels it. */
  setTimer(fn: () => void, ms: number): () => void;
}

export const realClock: Clock = {
  now: () => Date.now(),
  setTimer: (fn, ms) => {
    const handle = setTimeout(fn, ms);
    return () => clearTimeout(handle);
  },
};

export function sleep(clock: Clock, ms: number): Promise<void> {
  return new Promise((resolve) => {
    clock.setTimer(resolve, ms);
  });
}
