import { realClock, type Clock } from './clock.ts';
import { isLocalHostname } from './hostname.ts';

/** Spec §9 "Requests": how fast queued GET calls may start. */
export interface QueueLimits {
  /** Minimum time between two starts. */
  minIntervalMs: number;
  /** Starts allowed in any rolling 60-second window. */
  maxPerMinute: number;
  /** Calls in flight at once. */
  maxConcurrent: number;
}

export const REMOTE_QUEUE_LIMITS: QueueLimits = {
  minIntervalMs: 200,
  maxPerMinute: 100,
  maxConcurrent: 3,
};

export const LOCAL_QUEUE_LIMITS: QueueLimits = {
  minIntervalMs: 50,
  maxPerMinute: 1000,
  maxConcurrent: 5,
};

export function queueLimitsFor(hostname: string): QueueLimits {
  return isLocalHostname(hostname) ? LOCAL_QUEUE_LIMITS : REMOTE_QUEUE_LIMITS;
}

const WINDOW_MS = 60_000;

interface Job {
  priority: number;
  seq: number;
  start: () => Promise<void>;
}

/**
 * A client-side throttle in front of `fetch`: higher priority starts first, FIFO within a
 * priority; starts are spaced, counted per rolling minute and capped in flight. Keeps the app
 * under the server's rate limits instead of tripping them and retrying.
 */
export class RequestQueue {
  private readonly pending: Job[] = [];
  private readonly recentStarts: number[] = [];
  private active = 0;
  private lastStart = Number.NEGATIVE_INFINITY;
  private seq = 0;
  private cancelWake: (() => void) | null = null;

  constructor(
    private readonly limits: QueueLimits,
    private readonly clock: Clock = realClock,
  ) {}

  /** Calls waiting to start. */
  get waiting(): number {
    return this.pending.length;
  }

  /** Calls started and not yet settled. */
  get running(): number {
    return this.active;
  }

  enqueue<T>(task: () => Promise<T>, priority = 0): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const job: Job = {
        priority,
        seq: this.seq++,
        start: () => {
          let run: Promise<T>;
          try {
            run = task();
          } catch (error) {
            run = Promise.reject(error);
          }
          return run.then(resolve, reject);
        },
      };
      const at = this.pending.findIndex((other) => other.priority < priority);
      if (at === -1) this.pending.push(job);
      else this.pending.splice(at, 0, job);
      this.pump();
    });
  }

  private pump(): void {
    while (this.pending.length > 0 && this.active < this.limits.maxConcurrent) {
      const now = this.clock.now();
      const wait = this.waitBeforeStart(now);
      if (wait > 0) {
        this.wakeIn(wait);
        return;
      }
      const job = this.pending.shift();
      if (!job) return;
      this.active += 1;
      this.lastStart = now;
      this.recentStarts.push(now);
      void job.start().finally(() => {
        this.active -= 1;
        this.pump();
      });
    }
  }

  private waitBeforeStart(now: number): number {
    while (this.recentStarts.length > 0 && (this.recentStarts[0] ?? 0) + WINDOW_MS <= now) {
      this.recentStarts.shift();
    }
    let wait = this.lastStart + this.limits.minIntervalMs - now;
    const oldest = this.recentStarts[0];
    if (this.recentStarts.length >= this.limits.maxPerMinute && oldest !== undefined) {
      wait = Math.max(wait, oldest + WINDOW_MS - now);
    }
    return Math.max(0, wait);
  }

  private wakeIn(ms: number): void {
    if (this.cancelWake) return;
    this.cancelWake = this.clock.setTimer(() => {
      this.cancelWake = null;
      this.pump();
    }, ms);
  }
}
