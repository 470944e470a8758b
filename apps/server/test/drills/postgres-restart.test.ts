import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { openDatabase, POOL_CONNECT_TIMEOUT_MS } from '../../src/db/client.ts';
import { HEALTH_PING_REUSE_MS } from '../../src/modules/system/service.ts';
import { isConnectionFailure } from '../../src/platform/errors.ts';
import { silentPort } from '../support/closed-port.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import {
  postgresForTests,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../support/throwaway-postgres.ts';
import { call, eventually, expectStatus, signIn, sleep, type SignedInUser } from './http.ts';

/**
 * Drill: PostgreSQL is stopped (`pg_ctl stop -m fast`, every session ended) under a steady
 * trickle of requests and started again a few seconds later, with no restart of the server.
 * While it is away every request answers 503 at once, in the envelope; once it is back the
 * service returns within 5 s by itself.
 */
const canRun = postgresForTests('PostgreSQL restart drill');

const OUTAGE_MS = 4_000;
const TICK_MS = 100;
/** Longest a request may take while the database is away: it must not wait for it to return. */
const FAST_MS = 1_000;
const RECOVERY_MS = 5_000;

type Kind = 'health' | 'balance' | 'transfers';

interface Observed {
  kind: Kind;
  sentAt: number;
  doneAt: number;
  status: number;
  body: unknown;
  text: string;
}

let pg: ThrowawayPostgres | undefined;
let server: ServerProcess | undefined;
let dataDir: string;

beforeAll(async () => {
  if (!canRun) return;
  dataDir = mkdtempSync(path.join(tmpdir(), 'duangdee-drill-pg-'));
  pg = await startThrowawayPostgres();
  server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: pg.url,
    // The drill is about the database, not about refusing work while the CPU is short: every
    // 503 here is the database's.
    LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
  });
}, 120_000);

afterAll(async () => {
  await server?.stop('SIGKILL');
  await pg?.destroy();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Sends one request of each kind every tick until stopped; every answer is kept. */
function trickle(baseUrl: string, user: SignedInUser) {
  const observed: Observed[] = [];
  const failures: string[] = [];
  const urls: Record<Kind, string> = {
    health: '/api/v1/health',
    balance: '/api/v1/coins/balance',
    transfers: '/api/v1/coins/transfers?page=1&page_size=5',
  };
  let running = true;
  const inFlight = new Set<Promise<void>>();
  const send = (kind: Kind) => {
    const sentAt = Date.now();
    const done = call(baseUrl, 'GET', urls[kind], { headers: user.auth, timeoutMs: 20_000 })
      .then(
        (answer) => {
          observed.push({ kind, sentAt, doneAt: Date.now(), ...answer });
        },
        (error: unknown) => {
          failures.push(`${kind} sent at ${sentAt}: ${String(error)}`);
        },
      )
      .finally(() => inFlight.delete(done));
    inFlight.add(done);
  };
  const loop = (async () => {
    while (running) {
      for (const kind of Object.keys(urls) as Kind[]) send(kind);
      await sleep(TICK_MS);
    }
  })();
  return {
    observed,
    failures,
    async stop() {
      running = false;
      await loop;
      await Promise.all([...inFlight]);
    },
  };
}

describe.runIf(canRun)('PostgreSQL restarted under load', () => {
  it('answers 503 in the envelope at once while it is away, and comes back by itself', async () => {
    const app = server!;
    const db = pg!;
    // A server that went away takes its reason with it unless its output is shown.
    onTestFailed(() => {
      console.error(
        `server ${app.exited() ? 'exited' : 'still running'}; its output:\n${app.output()}`,
      );
    });
    const user = await signIn(app.url, 'pg-restart@example.com');
    await expectStatus(200, app.url, 'POST', '/api/v1/coins/grant-welcome', {
      headers: user.auth,
    });

    const traffic = trickle(app.url, user);
    await sleep(1_000);

    const stopBegan = Date.now();
    await db.stop('fast');
    const stopped = Date.now();

    // A payment while the database is away: refused, and nothing is taken.
    const deduct = {
      headers: { ...user.auth, 'idempotency-key': 'drill-outage-deduct' },
      body: { amount: 10, reason: 'during the outage' },
    };
    const refusedDeduct = await call(app.url, 'POST', '/api/v1/coins/deduct', deduct);
    await sleep(OUTAGE_MS);

    const startBegan = Date.now();
    await db.start();
    const up = Date.now();

    // Back within RECOVERY_MS, with no restart of the server.
    await eventually('health and balance 200 again', RECOVERY_MS + 2_000, async () => {
      const late = traffic.observed.filter((o) => o.sentAt >= up);
      const back = (kind: Kind) => late.some((o) => o.kind === kind && o.status === 200);
      return back('health') && back('balance') ? true : undefined;
    });
    await sleep(Math.max(0, up + RECOVERY_MS + 1_000 - Date.now()));
    await traffic.stop();

    const { observed, failures } = traffic;
    // Every request got an answer (none hung up, none timed out), and never a 500.
    expect(failures).toEqual([]);
    const statuses = new Set(observed.map((o) => o.status));
    expect([...statuses].filter((s) => s !== 200 && s !== 503)).toEqual([]);

    // Before the stop: all well.
    const before = observed.filter((o) => o.doneAt < stopBegan);
    expect(before.length).toBeGreaterThan(10);
    expect(before.filter((o) => o.status !== 200)).toEqual([]);

    // Every 503 of a route is the envelope with the code and nothing else: no stack, no SQL.
    for (const o of observed.filter((o) => o.status === 503 && o.kind !== 'health')) {
      expect(o.body).toEqual({
        success: false,
        error: { code: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable' },
      });
    }

    // While it was away: 503 for every request, each answered at once.
    // (Health checks share one ping for a second, so one answered from a ping made just before
    // the stop may still say "ok"; any later one must not.)
    const during = observed.filter(
      (o) =>
        o.sentAt >= stopped + (o.kind === 'health' ? HEALTH_PING_REUSE_MS : 0) &&
        o.doneAt <= startBegan,
    );
    for (const kind of ['health', 'balance', 'transfers'] as const) {
      expect(during.filter((o) => o.kind === kind).length).toBeGreaterThanOrEqual(10);
    }
    expect(during.filter((o) => o.status !== 503)).toEqual([]);
    expect(during.filter((o) => o.doneAt - o.sentAt > FAST_MS)).toEqual([]);
    for (const o of during.filter((o) => o.kind === 'health')) {
      expect(o.body).toMatchObject({ success: true, data: { status: 'degraded', db: 'down' } });
    }

    // Back within RECOVERY_MS of the database accepting connections, and all well after.
    const firstBack = (kind: Kind) =>
      Math.min(
        ...observed
          .filter((o) => o.kind === kind && o.sentAt >= up && o.status === 200)
          .map((o) => o.doneAt),
      );
    expect(firstBack('health') - up).toBeLessThan(RECOVERY_MS);
    expect(firstBack('balance') - up).toBeLessThan(RECOVERY_MS);
    const after = observed.filter((o) => o.sentAt >= up + RECOVERY_MS);
    expect(after.length).toBeGreaterThan(10);
    expect(after.filter((o) => o.status !== 200)).toEqual([]);

    // The refused payment took nothing; the same request now goes through, once.
    expect(refusedDeduct.status).toBe(503);
    expect(refusedDeduct.body).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
    const paid = await expectStatus<{ balance: number }>(
      200,
      app.url,
      'POST',
      '/api/v1/coins/deduct',
      deduct,
    );
    expect(paid.balance).toBe(990);
    const again = await expectStatus<{ balance: number }>(
      200,
      app.url,
      'POST',
      '/api/v1/coins/deduct',
      deduct,
    );
    expect(again.balance).toBe(990);

    // Background work came back too: a reading started now is made.
    const created = await expectStatus<{ session_id: string }>(
      201,
      app.url,
      'POST',
      '/api/v1/fortune/luck/sessions',
      { headers: user.auth, body: { focus: 'money' } },
    );
    await expectStatus(
      202,
      app.url,
      'POST',
      `/api/v1/fortune/luck/sessions/${created.session_id}/start`,
      {
        headers: user.auth,
        body: { confirm_payment: true },
      },
    );
    const finished = await eventually('the reading after the outage', 20_000, async () => {
      const res = await call<{ data: { status: string } }>(
        app.url,
        'GET',
        `/api/v1/fortune/luck/sessions/${created.session_id}/results`,
        { headers: user.auth },
      );
      return res.status === 200 ? res.body.data : undefined;
    });
    expect(finished.status).toBe('completed');

    // The same process all along, and it never called a lost connection a bug of ours.
    expect(app.exited()).toBe(false);
    expect(app.output()).not.toContain('unhandled error');
  }, 90_000);
});

describe('a database that accepts connections and never answers', () => {
  it('fails a query within the pool connect timeout, as a connection failure', async () => {
    const silent = await silentPort();
    const database = openDatabase({
      kind: 'postgres',
      url: `postgres://postgres@127.0.0.1:${silent.port}/postgres`,
    });
    try {
      const started = Date.now();
      const outcome = await Promise.race([
        database.db.execute('select 1').then(
          () => 'answered',
          (error: unknown) => error,
        ),
        sleep(POOL_CONNECT_TIMEOUT_MS + 5_000).then(() => 'still waiting'),
      ]);
      const took = Date.now() - started;
      expect(outcome).not.toBe('still waiting');
      expect(isConnectionFailure(outcome)).toBe(true);
      expect(took).toBeGreaterThanOrEqual(POOL_CONNECT_TIMEOUT_MS - 100);
      expect(took).toBeLessThan(POOL_CONNECT_TIMEOUT_MS + 2_000);
    } finally {
      await database.close();
      await silent.close();
    }
  }, 20_000);
});
