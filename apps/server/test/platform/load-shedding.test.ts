import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { QUEUE_IN_FLIGHT } from '../../src/platform/load-shedding.ts';
import { testConfig } from '../test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';

const BUSY = {
  success: false,
  error: {
    code: 'SERVICE_UNAVAILABLE',
    message: 'The server is busy. Please try again in a moment.',
  },
};

/** A route that holds its request until the test lets it go, and says when it has one. */
function heldRoute(app: App) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let entered = 0;
  const arrivals: Array<() => void> = [];
  app.get('/api/v1/test-only/held', async () => {
    entered += 1;
    arrivals.splice(0).forEach((notify) => notify());
    await gate;
    return { success: true, data: { held: true } };
  });
  return {
    release: () => release(),
    /** Resolves once `count` requests are inside the route. */
    async entered(count: number) {
      while (entered < count) await new Promise<void>((resolve) => arrivals.push(resolve));
    },
  };
}

describe('with too many requests in flight', () => {
  let app: App;
  let database: TestDatabase;
  let held: ReturnType<typeof heldRoute>;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp(
      testConfig({ LOAD_SHED_MAX_IN_FLIGHT: '2', LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0' }),
      { database },
    );
    held = heldRoute(app);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  it('refuses new requests at once with 503 and Retry-After, answers health, then recovers', async () => {
    const before = await app.inject({ method: 'GET', url: '/api/v1/coins/costs' });
    expect(before.statusCode).toBe(200);

    const first = app.inject({ method: 'GET', url: '/api/v1/test-only/held' });
    const second = app.inject({ method: 'GET', url: '/api/v1/test-only/held' });
    await held.entered(2);
    expect(app.loadShedding.state().inFlight).toBe(2);

    const refused = await app.inject({ method: 'GET', url: '/api/v1/coins/costs' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json()).toEqual(BUSY);

    // A refused write does nothing: no code is mailed.
    const email = 'shed@example.com';
    const otp = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/request-otp',
      payload: { email },
    });
    expect(otp.statusCode).toBe(503);
    const mail = await database.db.execute(sql`select 1 from dev_outbox where "to" = ${email}`);
    expect((mail as unknown as { rows: unknown[] }).rows).toHaveLength(0);

    const health = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
    expect(app.loadShedding.state().shed).toBe(2);

    held.release();
    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
    expect(app.loadShedding.state().inFlight).toBe(0);

    const after = await app.inject({ method: 'GET', url: '/api/v1/coins/costs' });
    expect(after.statusCode).toBe(200);
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/request-otp',
      payload: { email },
    });
    expect(accepted.statusCode).toBe(200);
  });
});

/** Keeps the event loop busy: every turn of it spends `sliceMs` computing, until stopped. */
function keepEventLoopBusy(sliceMs: number): () => void {
  let running = true;
  const spin = () => {
    if (!running) return;
    const end = performance.now() + sliceMs;
    while (performance.now() < end) {
      // busy
    }
    setImmediate(spin);
  };
  setImmediate(spin);
  return () => {
    running = false;
  };
}

describe('with the event loop falling behind', () => {
  let app: App;
  let database: TestDatabase;
  let held: ReturnType<typeof heldRoute>;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp(
      testConfig({ LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '50', LOAD_SHED_MAX_IN_FLIGHT: '0' }),
      { database },
    );
    held = heldRoute(app);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  const costs = async () => app.inject({ method: 'GET', url: '/api/v1/coins/costs' });

  it('refuses requests while they queue for a lagging loop, keeps health answerable, and accepts again once it catches up', async () => {
    // Other test files share the machine: wait for a calm moment rather than assume one.
    await vi.waitFor(async () => expect((await costs()).statusCode).toBe(200), {
      timeout: 20_000,
      interval: 50,
    });

    const stop = keepEventLoopBusy(150);
    const queued: Array<Promise<{ statusCode: number }>> = [];
    try {
      // The delay is judged every half second; wait for the judgement, not for a set time.
      await vi.waitFor(() => expect(app.loadShedding.state().lagging).toBe(true), {
        timeout: 20_000,
        interval: 20,
      });
      expect(app.loadShedding.state().eventLoopDelayMs).toBeGreaterThan(50);
      // A lag with nothing queueing is one request's own long work: the next is still served.
      expect((await costs()).statusCode).toBe(200);

      for (let i = 0; i < QUEUE_IN_FLIGHT; i++) {
        queued.push(app.inject({ method: 'GET', url: '/api/v1/test-only/held' }));
      }
      await held.entered(QUEUE_IN_FLIGHT);
      expect(app.loadShedding.state().lagging).toBe(true);
      const refused = await costs();
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('2');
      expect(refused.json()).toEqual(BUSY);
      const health = await app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      stop();
      held.release();
    }
    for (const answer of await Promise.all(queued)) expect(answer.statusCode).toBe(200);

    await vi.waitFor(async () => expect((await costs()).statusCode).toBe(200), {
      timeout: 20_000,
      interval: 50,
    });
  });
});
