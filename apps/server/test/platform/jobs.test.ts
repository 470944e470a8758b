import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { isConnectionFailure } from '../../src/platform/errors.ts';
import { createJobs, type Jobs } from '../../src/platform/jobs.ts';
import { postgresForTests, startThrowawayPostgres } from '../support/throwaway-postgres.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';

let database: TestDatabase;
let jobs: Jobs;
const seen: Array<{ n: number; attempt: number }> = [];
let failOnce = true;

beforeAll(async () => {
  database = await createTestDatabase();
  jobs = createJobs(database.jobsConnection, pino({ level: 'silent' }));
  jobs.define<{ n: number }>('test-echo', async ({ n }, meta) => {
    seen.push({ n, attempt: meta.attempt });
  });
  jobs.define<{ n: number }>('test-flaky', async ({ n }, meta) => {
    if (failOnce) {
      failOnce = false;
      throw new Error('first attempt fails');
    }
    seen.push({ n, attempt: meta.attempt });
  });
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
