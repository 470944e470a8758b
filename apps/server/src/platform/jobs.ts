import pg from 'pg';
import PgBoss from 'pg-boss';
import type { JobsConnection } from '../db/client.ts';
import { AppError } from './app-error.ts';

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
 * Background jobs on pg-boss, in the same database as everything else (PGlite or PostgreSQL),
 * so a job survives a restart and is resumed by the next process.
 */
export function createJobs<Name extends string = string>(
  connection: JobsConnection,
  log: JobsLog,
): Jobs<Name> {
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
  let started = false;
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
      for (let i = 0; i < concurrency; i++) {
        await boss.work<object>(
          name,
          { batchSize: 1, pollingIntervalSeconds: 0.5, includeMetadata: true },
          async ([job]) => {
            if (!job) return;
            log.debug({ job: name, id: job.id }, 'job started');
            await handler(job.data, { id: job.id, attempt: job.retryCount + 1 });
          },
        );
      }
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
      return boss.send(name, payload, {
        retryLimit: 3,
        retryDelay: 5,
        retryBackoff: true,
        ...options,
      });
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
      await boss.stop({
        graceful: true,
        wait: true,
        close: connection.kind === 'postgres',
        timeout: 10_000,
      });
    },
  };
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
