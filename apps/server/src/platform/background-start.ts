import { isConnectionFailure } from './errors.ts';

export interface BackgroundStartOptions {
  /** How long to wait before the first try, and the first wait after a failed one. */
  firstDelayMs: number;
  /** The longest wait between two tries: each failed one doubles the wait up to this. */
  maxDelayMs: number;
  /** True once the server is shutting down: no further try is made. */
  closing: () => boolean;
  log: {
    warn(context: object, message: string): void;
    info(context: object, message: string): void;
  };
}

/**
 * Starts the background work (the job queue, its workers, the sweeps) after `firstDelayMs`, and
 * tries again, waiting longer each time, for as long as the database cannot be reached: a
 * database restarting in the server's first seconds is waited for, as requests wait for it.
 * Any other failure is thrown: a server whose jobs cannot run must not keep running.
 * Resolves `started`, or `closing` when the server began to shut down first.
 */
export async function startBackgroundWork(
  start: () => Promise<void>,
  { firstDelayMs, maxDelayMs, closing, log }: BackgroundStartOptions,
): Promise<'started' | 'closing'> {
  let delay = firstDelayMs;
  for (let attempt = 1; ; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, delay));
    if (closing()) return 'closing';
    try {
      await start();
      if (attempt > 1) log.info({ attempt }, 'background work started');
      return 'started';
    } catch (error) {
      if (closing()) return 'closing';
      if (!isConnectionFailure(error)) throw error;
      delay = Math.min(delay * 2, maxDelayMs);
      log.warn({ err: error, attempt, retryInMs: delay }, 'background work waits for the database');
    }
  }
}
