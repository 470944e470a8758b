import pg from 'pg';
import PgBoss from 'pg-boss';
import type { JobsConnection } from '../db/client.ts';
import { AppError } from './app-error.ts';
import { handleJobOutcomeFailures } from './pg-boss-outcomes.ts';

export interface JobOptions {
  startAfter?: Date | number;
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  /**
   * At most one job of this name and key is queued per `singletonSeconds` window (of the time it
   * is sent): several instances scheduling the same next run leave one.
   */
  singletonKey?: string;
  singletonSeconds?: number;
}

export type JobHandler<T> = (payload: T, meta: { id: string; attempt: number }) => Promise<void>;

/** What the queue reports through: the app's logger, or the build's console. */
export interface JobsLog {
  error(context: object, message: string): void;
  debug(context: object, message: string): void;
}

/** `Name`: the queues there are (the server's are `JobQueue`s, src/job-queues.ts). */
export interface Jobs<Name extends string = string> {
  /** Registers a worker; call before `start`. Workers run only when started with `workers`. */
  define<T extends object>(
    name: Name,
    handler: JobHandler<T>,
    options?: { concurrency?: number },
  ): void;
  enqueue<T extends object>(name: Name, payload: T, options?: JobOptions): Promise<string | null>;
  start(options?: { workers?: boolean }): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so instances starting together take
 * turns: pg-boss creates a queue's table and attaches it to its job table in one go, and two
 * instances doing that at once on a fresh database deadlock (one of them fails to start).
 * PGlite is one process: nothing to wait for.
 */
async function oneInstanceAtATime(connection: JobsConnection, work: () => Promise<void>) {
  if (connection.kind !== 'postgres') return work();
  const client = new pg.Client({ connectionString: connection.connectionString });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('duangdee.jobs.queues'))`);
    await work();
  } finally {
    // Ending the session releases the lock.
    await client.end().catch(() => undefined);
  }
}

/**
 * How often an idle worker looks for a job, in seconds. On PostgreSQL another instance may have
 * sent it: every half second. The embedded database belongs to this one process, which wakes its
 * workers itself when it sends a job (and when one is due later), so its workers look only now and
 * then: each look is a query run on the server's own thread (decision 043).
 */
export const POLLING_INTERVAL_SECONDS = { postgres: 0.5, pglite: 5 } as const;

/**
 * How long after a job is due its wake-up comes: the database records the due time a moment
 * after the wake-up is set (pg-boss marks a failed job after the handler returns), and a worker
 * woken a hair early finds nothing and sleeps a whole polling interval.
 */
const WAKE_AFTER_DUE_SECONDS = 0.25;

/**
 * When a job that just failed is due again, in seconds from now: pg-boss's retry delay, or with
 * backoff the bounds of its randomised one (`retry_delay * 2^(retries + 1)`, halved and whole).
 */
export function retryDueInSeconds(job: {
  retryCount: number;
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
}): number[] {
  if (job.retryCount >= job.retryLimit) return [];
  if (!job.retryBackoff) return [job.retryDelay];
  const longest = job.retryDelay * 2 ** Math.min(16, job.retryCount + 1);
  return [longest / 2, longest];
}

/**
 * Background jobs on pg-boss, in the same database as everything else (PGlite or PostgreSQL),
 * so a job survives a restart and is resumed by the next process. A job this process sends wakes
 * its workers for that queue at once, or when the job is due.
 */
export function createJobs<Name extends string = string>(
  connection: JobsConnection,
  log: JobsLog,
  options: { pollingIntervalSeconds?: number } = {},
): Jobs<Name> {
  const pollingIntervalSeconds =
    options.pollingIntervalSeconds ?? POLLING_INTERVAL_SECONDS[connection.kind];
  handleJobOutcomeFailures((error, outcome) =>
    log.error({ err: error, outcome }, 'a job ended but its outcome could not be recorded'),
  );
  const makeBoss = () => {
    const made = new PgBoss({
      ...(connection.kind === 'postgres'
        ? { connectionString: connection.connectionString, max: 5 }
        : { db: { executeSql: connection.executeSql } }),
      schema: 'pgboss',
      // Maintenance and the cron scheduler are not used; keep the single PGlite connection quiet.
      supervise: connection.kind === 'postgres',
      schedule: false,
    });
    made.on('error', (error) => log.error({ err: error }, 'job queue error'));
    return made;
  };
  let boss = makeBoss();

  const handlers = new Map<string, { handler: JobHandler<object>; concurrency: number }>();
  /** Each queue's workers in this process, by pg-boss's worker id. */
  const workers = new Map<string, string[]>();
  /** Wake-ups set for jobs due later; cleared on stop. */
  const wakeUps = new Set<NodeJS.Timeout>();
  let started = false;

  function wake(name: string) {
    for (const id of workers.get(name) ?? []) boss.notifyWorker(id);
  }

  /** Wakes `name`'s workers just after a job due in `seconds` is due (at once if it is now). */
  function wakeIn(name: string, seconds: number) {
    if (seconds <= 0) return wake(name);
    const timer = setTimeout(
      () => {
        wakeUps.delete(timer);
        wake(name);
      },
      Math.min((seconds + WAKE_AFTER_DUE_SECONDS) * 1000, 2 ** 31 - 1),
    );
    timer.unref();
    wakeUps.add(timer);
  }
  /** The start under way or done. */
  let starting: Promise<void> | null = null;
  /**
   * Settles once the queue has started, or fails when it is stopped before it ever started: a job
   * sent earlier waits for it (pg-boss connects in its start, and the server answers before its
   * queue starts, server.ts).
   */
  let startedOrStopped!: { resolve: () => void; reject: (error: Error) => void };
  const hasStarted = new Promise<void>((resolve, reject) => {
    startedOrStopped = { resolve, reject };
  });
  hasStarted.catch(() => undefined);

  async function start(options: { workers?: boolean }) {
    try {
      await boss.start();
    } catch (error) {
      // pg-boss counts a start that failed as still starting (a second call would do nothing)
      // and as never started (its stop does nothing): the next attempt, once the database is
      // back, starts a new one, and this one's own pool is ended here.
      const failed = boss.getDb() as { opened?: boolean; close?: () => Promise<void> };
      boss = makeBoss();
      if (failed.opened) await failed.close?.().catch(() => undefined);
      throw error;
    }
    started = true;
    await oneInstanceAtATime(connection, async () => {
      for (const name of handlers.keys()) await boss.createQueue(name);
    });
    for (const [name, { handler, concurrency }] of handlers) {
      if (options.workers === false) continue;
      // pg-boss 10 runs one job at a time per worker: one worker per unit of concurrency.
      const ids: string[] = [];
      for (let i = 0; i < concurrency; i++) {
        ids.push(
          await boss.work<object>(
            name,
            { batchSize: 1, pollingIntervalSeconds, includeMetadata: true },
            async ([job]) => {
              if (!job) return;
              log.debug({ job: name, id: job.id }, 'job started');
              try {
                await handler(job.data, { id: job.id, attempt: job.retryCount + 1 });
              } catch (error) {
                for (const seconds of retryDueInSeconds(job)) wakeIn(name, seconds);
                throw error;
              } finally {
                // There may be more: a worker that ran a job looks again at once, not a polling
                // interval later, and sleeps only once it finds the queue empty.
                wake(name);
              }
            },
          ),
        );
      }
      workers.set(name, ids);
    }
  }

  return {
    define(name, handler, options = {}) {
      handlers.set(name, {
        handler: handler as JobHandler<object>,
        concurrency: options.concurrency ?? 2,
      });
    },

    async enqueue(name, payload, options = {}) {
      // A request the server answers before the queue has started waits for it.
      await hasStarted;
      const id = await boss.send(name, payload, {
        retryLimit: 3,
        retryDelay: 5,
        retryBackoff: true,
        ...options,
      });
      if (id !== null) wakeIn(name, startsInSeconds(options.startAfter));
      return id;
    },

    start(options = {}) {
      starting ??= start(options).then(
        () => startedOrStopped.resolve(),
        (error: unknown) => {
          starting = null;
          throw error;
        },
      );
      return starting;
    },

    async stop() {
      // A start under way finishes first: the workers it makes are then stopped with the rest.
      await starting?.catch(() => undefined);
      starting = null;
      if (!started) {
        // A request that sent a job meanwhile is told to try again (503), not that it broke.
        startedOrStopped.reject(
          new AppError('SERVICE_UNAVAILABLE', 'The server is stopping: try again in a moment'),
        );
        return;
      }
      started = false;
      for (const timer of wakeUps) clearTimeout(timer);
      wakeUps.clear();
      workers.clear();
      await boss.stop({
        graceful: true,
        wait: true,
        close: connection.kind === 'postgres',
        timeout: 10_000,
      });
    },
  };
}

/** How far ahead a job's `startAfter` is, in seconds (pg-boss reads a number as seconds). */
function startsInSeconds(startAfter: Date | number | undefined): number {
  if (startAfter === undefined) return 0;
  if (typeof startAfter === 'number') return startAfter;
  return (startAfter.getTime() - Date.now()) / 1000;
}

/**
 * Makes the job queue's schema and `names`' queues, then stops: what a start then finds in place
 * (the build's snapshot of the embedded database is made with it).
 */
export async function createJobQueues(
  connection: JobsConnection,
  names: readonly string[],
  log: JobsLog,
): Promise<void> {
  const jobs = createJobs(connection, log);
  for (const name of names) jobs.define(name, async () => undefined);
  await jobs.start({ workers: false });
  await jobs.stop();
}
