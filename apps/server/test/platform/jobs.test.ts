import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { isConnectionFailure } from '../../src/platform/errors.ts';
import { createJobs, retryDueInSeconds, type Jobs } from '../../src/platform/jobs.ts';
import { postgresForTests, startThrowawayPostgres } from '../support/throwaway-postgres.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';

type Ran = Array<{ n: number; attempt: number }>;

let database: TestDatabase;
let jobs: Jobs;
const seen: Ran = [];

/**
 * Two queues that write down each job they run into `ran`: `<prefix>-echo`, and
 * `<prefix>-flaky`, whose first job fails once.
 */
function defineRecordingQueues(on: Jobs, prefix: string, ran: Ran) {
  let failOnce = true;
  on.define<{ n: number }>(`${prefix}-echo`, async ({ n }, meta) => {
    ran.push({ n, attempt: meta.attempt });
  });
  on.define<{ n: number }>(`${prefix}-flaky`, async ({ n }, meta) => {
    if (failOnce) {
      failOnce = false;
      throw new Error('first attempt fails');
    }
    ran.push({ n, attempt: meta.attempt });
  });
}

/** Jobs whose workers would look for a job on their own only every ten minutes. */
function sleepyJobs(): Jobs {
  return createJobs(database.jobsConnection, pino({ level: 'silent' }), {
    pollingIntervalSeconds: 600,
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  jobs = createJobs(database.jobsConnection, pino({ level: 'silent' }));
  defineRecordingQueues(jobs, 'test', seen);
  await jobs.start();
});

afterAll(async () => {
  await jobs.stop();
  await database.destroy();
});

async function until(check: () => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('jobs on the app database', () => {
  it('runs an enqueued job', async () => {
    await jobs.enqueue('test-echo', { n: 1 });
    await until(() => seen.some((s) => s.n === 1));
    expect(seen.find((s) => s.n === 1)?.attempt).toBe(1);
  });

  it('retries a failing job', async () => {
    await jobs.enqueue('test-flaky', { n: 4 }, { retryDelay: 1, retryBackoff: false });
    await until(() => seen.some((s) => s.n === 4));
    expect(seen.find((s) => s.n === 4)?.attempt).toBe(2);
  });
});

describe('workers woken by the jobs this process sends', () => {
  // Workers that would look for a job only every ten minutes: a job runs within the test only
  // if sending it (or its due time) wakes them.
  let sleepy: Jobs;
  const ran: Ran = [];

  beforeAll(async () => {
    sleepy = sleepyJobs();
    defineRecordingQueues(sleepy, 'test-sleepy', ran);
    await sleepy.start();
    // Past the workers' first look, which every worker makes as it starts.
    await new Promise((r) => setTimeout(r, 500));
  });

  afterAll(async () => {
    await sleepy.stop();
  });

  it('runs a job as soon as it is sent', async () => {
    await sleepy.enqueue('test-sleepy-echo', { n: 1 });
    await until(() => ran.some((r) => r.n === 1));
  });

  it('runs a job sent for later once it is due', async () => {
    await sleepy.enqueue('test-sleepy-echo', { n: 2 }, { startAfter: 1 });
    await until(() => ran.some((r) => r.n === 2));
  });

  it('works through jobs queued while its worker was busy, one after another', async () => {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const done: number[] = [];
    const single = sleepyJobs();
    single.define<{ n: number }>(
      'test-sleepy-single',
      async ({ n }) => {
        if (n === 0) await gate;
        done.push(n);
      },
      { concurrency: 1 },
    );
    await single.start();
    try {
      await single.enqueue('test-sleepy-single', { n: 0 });
      await new Promise((r) => setTimeout(r, 300));
      // Queued behind the first job, which waits at its gate.
      for (const n of [1, 2, 3]) await single.enqueue('test-sleepy-single', { n });
      open();
      await until(() => done.length === 4);
      expect(done.sort()).toEqual([0, 1, 2, 3]);
    } finally {
      open();
      await single.stop();
    }
  });

  it('runs a failed job again once its retry is due', async () => {
    await sleepy.enqueue('test-sleepy-flaky', { n: 3 }, { retryDelay: 1, retryBackoff: false });
    await until(() => ran.some((r) => r.n === 3));
    expect(ran.find((r) => r.n === 3)?.attempt).toBe(2);
  });
});

describe('retryDueInSeconds', () => {
  it('is the retry delay, the bounds of the backoff, or nothing once retries are used up', () => {
    const job = { retryCount: 0, retryLimit: 3, retryDelay: 5, retryBackoff: false };
    expect(retryDueInSeconds(job)).toEqual([5]);
    // pg-boss: between half and all of retry_delay * 2^(retries + 1).
    expect(retryDueInSeconds({ ...job, retryBackoff: true })).toEqual([5, 10]);
    expect(retryDueInSeconds({ ...job, retryBackoff: true, retryCount: 2 })).toEqual([20, 40]);
    expect(retryDueInSeconds({ ...job, retryCount: 3 })).toEqual([]);
  });
});

describe('a queue that is still starting', () => {
  it('takes a job sent meanwhile once it has started, and runs it', async () => {
    // The server answers before its queue has started (server.ts): a request's job waits for it.
    const early = createJobs(database.jobsConnection, pino({ level: 'silent' }));
    const ran: number[] = [];
    early.define<{ n: number }>('test-early', async ({ n }) => {
      ran.push(n);
    });
    const starting = early.start();
    try {
      const id = await early.enqueue('test-early', { n: 7 });
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      await starting;
      await until(() => ran.includes(7));
    } finally {
      await early.stop();
    }
  });

  it('holds a job sent before its start begins, and queues it once started', async () => {
    const late = createJobs(database.jobsConnection, pino({ level: 'silent' }));
    const ran: number[] = [];
    late.define<{ n: number }>('test-late', async ({ n }) => {
      ran.push(n);
    });
    let sent: string | null | undefined;
    const sending = late.enqueue('test-late', { n: 8 }).then((id) => (sent = id));
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      // Nothing sent to pg-boss before it has started.
      expect(sent).toBeUndefined();
      await late.start();
      await sending;
      expect(sent).toMatch(/^[0-9a-f-]{36}$/);
      await until(() => ran.includes(8));
    } finally {
      await late.stop();
    }
  });

  it('fails a job sent to a queue stopped before it ever started, instead of holding it for ever', async () => {
    const never = createJobs(database.jobsConnection, pino({ level: 'silent' }));
    never.define<{ n: number }>('test-never', async () => undefined);
    const sending = never.enqueue('test-never', { n: 1 });
    await never.stop();
    // The request that sent it answers 503 SERVICE_UNAVAILABLE: try again, the next start is near.
    await expect(sending).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', statusCode: 503 });
  });

  it('leaves no worker behind when stopped during its start', async () => {
    const stopped = createJobs(database.jobsConnection, pino({ level: 'silent' }));
    const ran: number[] = [];
    stopped.define<{ n: number }>('test-stopped', async ({ n }) => {
      ran.push(n);
    });
    const starting = stopped.start();
    await stopped.stop();
    await expect(starting).resolves.toBeUndefined();
    // A job for its queue, sent by a running instance, finds no worker of the stopped one.
    await jobs.enqueue('test-stopped', { n: 9 });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(ran).toEqual([]);
  });
});

describe.runIf(postgresForTests('a queue started while PostgreSQL is away'))(
  'a queue whose start found PostgreSQL away',
  () => {
    it('keeps running when a job ends while PostgreSQL is away (its outcome is reported)', async () => {
      const pg = await startThrowawayPostgres();
      const reported: string[] = [];
      const log = {
        error: (context: object, message: string) => reported.push(message),
        debug: () => undefined,
      };
      const away = createJobs({ kind: 'postgres', connectionString: pg.url }, log);
      let started = false;
      let finish: () => void = () => undefined;
      const finished = new Promise<void>((resolve) => {
        finish = resolve;
      });
      away.define('test-away', async () => {
        started = true;
        await finished;
      });
      const unhandled: unknown[] = [];
      const onUnhandled = (reason: unknown) => unhandled.push(reason);
      process.on('unhandledRejection', onUnhandled);
      try {
        await away.start();
        await away.enqueue('test-away', {});
        await until(() => started);
        await pg.stop('fast');
        // The job ends now: pg-boss records that without waiting, and the statement fails.
        finish();
        await until(() => reported.includes('a job ended but its outcome could not be recorded'));
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(unhandled).toEqual([]);
      } finally {
        process.off('unhandledRejection', onUnhandled);
        finish();
        await away.stop().catch(() => undefined);
        await pg.destroy();
      }
    });

    it('starts on a later try once it is back, and runs the job held meanwhile', async () => {
      const pg = await startThrowawayPostgres();
      const again = createJobs(
        { kind: 'postgres', connectionString: pg.url },
        pino({ level: 'silent' }),
      );
      const ran: number[] = [];
      again.define<{ n: number }>('test-again', async ({ n }) => {
        ran.push(n);
      });
      try {
        await pg.stop('fast');
        const failed = await again.start().then(
          () => null,
          (error: unknown) => error,
        );
        expect(isConnectionFailure(failed)).toBe(true);
        const sending = again.enqueue('test-again', { n: 11 });

        await pg.start();
        await again.start();
        await expect(sending).resolves.toMatch(/^[0-9a-f-]{36}$/);
        await until(() => ran.includes(11));
      } finally {
        await again.stop();
        await pg.destroy();
      }
    }, 60_000);
  },
);
