import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openEventStream,
  type OpenedEventStream,
  type ReceivedEvent,
} from '../support/event-stream.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import {
  redisServerForTests,
  startThrowawayRedis,
  type ThrowawayRedis,
} from '../support/throwaway-redis.ts';
import { call, eventually, expectStatus, signIn, sleep, type SignedInUser } from './http.ts';

/**
 * Drill: the Redis a running server shares rate limits and live events through dies under
 * traffic, and comes back. Meanwhile rate limits are counted in the server's own memory (still
 * enforced), live events reach the streams this server holds, a warning says so in the log, and
 * no request fails or waits for Redis. Once Redis is back, both are shared through it again.
 */
const canRun = redisServerForTests('Redis stopped drill');

const LIMIT_PER_MINUTE = 20;
const OUTAGE_MS = 6_000;
/** When, into the outage, a new live-events stream is opened. */
const STREAM_OPENED_AT_MS = 4_000;
const TICK_MS = 100;
/** Longest a request may take while Redis is away: nothing waits for it. */
const FAST_MS = 1_000;
const RATE_LIMIT_WARNING = 'rate limits: Redis unavailable, counting on this instance';
const EVENTS_WARNING = 'live events: Redis unavailable';

let redis: ThrowawayRedis | undefined;
let server: ServerProcess | undefined;
let dataDir: string;
const clients: Redis[] = [];
const streams: OpenedEventStream[] = [];

beforeAll(async () => {
  if (!canRun) return;
  dataDir = mkdtempSync(path.join(tmpdir(), 'duangdee-drill-redis-'));
  redis = await startThrowawayRedis();
  server = await startServerProcess({
    DATA_DIR: dataDir,
    REDIS_URL: redis.url,
    RATE_LIMIT_PER_MINUTE: String(LIMIT_PER_MINUTE),
    // Each simulated client is told apart by X-Forwarded-For, as behind a proxy.
    TRUST_PROXY: 'true',
    // The drill is about Redis, not about refusing work while the CPU is short.
    LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
  });
}, 120_000);

afterAll(async () => {
  for (const stream of streams) stream.close();
  for (const client of clients) client.disconnect();
  await server?.stop('SIGKILL');
  await redis?.destroy();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A client address of its own for each caller, so none of them reaches the limit by accident. */
let clientCount = 0;
const newClient = () => {
  clientCount += 1;
  return { 'x-forwarded-for': `10.77.${Math.floor(clientCount / 250)}.${(clientCount % 250) + 1}` };
};

/** A connection of the test's own to the throwaway Redis (the server's keys and channels). */
function redisClient(): Redis {
  const client = new Redis(redis!.url, { maxRetriesPerRequest: 1, lazyConnect: false });
  client.on('error', () => undefined);
  clients.push(client);
  return client;
}

/** The next `balance.updated` of a stream (other events on the way are passed over). */
async function nextBalance(stream: OpenedEventStream): Promise<ReceivedEvent> {
  const deadline = Date.now() + 3_000;
  for (;;) {
    const event = await stream.next(Math.max(1, deadline - Date.now()));
    if (event.event === 'balance.updated') return event;
  }
}

async function rateLimitKeysOf(ip: string): Promise<string[]> {
  const client = redisClient();
  try {
    return await client.keys(`*${ip}*`);
  } finally {
    client.disconnect();
  }
}

describe.runIf(canRun)('Redis stopped while the server runs', () => {
  it('degrades rate limits and live events to this instance; no request fails', async () => {
    const app = server!;
    const store = redis!;
    const user = await signIn(app.url, 'redis-drill@example.com', newClient());
    // Signed in now; opens their first stream while Redis is away.
    const newcomer = await signIn(app.url, 'redis-drill-2@example.com', newClient());
    const as = (extra: Record<string, string> = {}, who: SignedInUser = user) => ({
      ...who.auth,
      ...newClient(),
      ...extra,
    });
    let deductions = 0;
    /** A change to someone's coins: each one is announced as `balance.updated`. */
    const spendOne = (who: SignedInUser = user) =>
      expectStatus<{ balance: number }>(200, app.url, 'POST', '/api/v1/coins/deduct', {
        headers: as({ 'idempotency-key': `redis-drill-${++deductions}` }, who),
        body: { amount: 1, reason: 'drill' },
      });
    for (const who of [user, newcomer]) {
      await expectStatus(200, app.url, 'POST', '/api/v1/coins/grant-welcome', {
        headers: as({}, who),
      });
    }

    // While Redis is up, the counters and the events go through it.
    await expectStatus(200, app.url, 'GET', '/api/v1/coins/costs', {
      headers: { 'x-forwarded-for': '198.51.100.20' },
    });
    expect(await rateLimitKeysOf('198.51.100.20')).not.toEqual([]);
    const tap = redisClient();
    const shared: string[] = [];
    tap.on('pmessage', (_pattern: string, _channel: string, message: string) =>
      shared.push(message),
    );
    await tap.psubscribe('*:events:*');
    const before = await openEventStream(app.url, as());
    streams.push(before);
    expect(before.status).toBe(200);
    const first = await spendOne();
    expect(await nextBalance(before)).toMatchObject({
      event: 'balance.updated',
      data: { balance: first.balance },
    });
    await eventually('the event shared through Redis', 5_000, async () =>
      shared.some((m) => m.includes(user.userId)) ? true : undefined,
    );

    // A steady trickle from many clients, through the outage and after.
    const observed: Array<{ status: number; took: number; sentAt: number }> = [];
    const failures: string[] = [];
    let running = true;
    const inFlight = new Set<Promise<void>>();
    const trickle = (async () => {
      while (running) {
        for (const url of ['/api/v1/health', '/api/v1/coins/balance']) {
          const sentAt = Date.now();
          const done = call(app.url, 'GET', url, { headers: as(), timeoutMs: 20_000 })
            .then(
              (res) =>
                void observed.push({ status: res.status, took: Date.now() - sentAt, sentAt }),
              (error: unknown) => void failures.push(`${url}: ${String(error)}`),
            )
            .finally(() => inFlight.delete(done));
          inFlight.add(done);
        }
        await sleep(TICK_MS);
      }
    })();
    await sleep(500);

    await store.stop('SIGKILL');
    const down = Date.now();
    await sleep(500);

    // The stream opened before the outage still gets this instance's events.
    const during = await spendOne();
    expect(await nextBalance(before)).toMatchObject({
      event: 'balance.updated',
      data: { balance: during.balance },
    });

    // The limit still holds, counted on this instance: it loosens to one instance's share, it
    // does not lift.
    const limited = { 'x-forwarded-for': '203.0.113.50' };
    const burst: number[] = [];
    for (let i = 0; i < LIMIT_PER_MINUTE + 5; i++) {
      const res = await call(app.url, 'GET', '/api/v1/coins/costs', { headers: limited });
      burst.push(res.status);
      if (res.status === 429) {
        expect(res.body).toMatchObject({ success: false, error: { code: 'RATE_LIMITED' } });
      }
    }
    expect(burst).toEqual([
      ...Array<number>(LIMIT_PER_MINUTE).fill(200),
      ...Array<number>(5).fill(429),
    ]);

    // A user's first stream, opened well into the outage (Redis refused for seconds), opens at
    // once and gets this instance's events.
    await sleep(Math.max(0, down + STREAM_OPENED_AT_MS - Date.now()));
    const opening = Date.now();
    const fresh = await openEventStream(app.url, as({}, newcomer));
    streams.push(fresh);
    expect(fresh.status).toBe(200);
    expect(Date.now() - opening).toBeLessThan(FAST_MS);
    const later = await spendOne(newcomer);
    expect(await nextBalance(fresh)).toMatchObject({
      event: 'balance.updated',
      data: { balance: later.balance },
    });

    await sleep(Math.max(0, down + OUTAGE_MS - Date.now()));
    const up = Date.now();
    await store.start();

    // Redis is back: the counters and the events go through it again, by themselves.
    await eventually(
      'rate limits counted in Redis again',
      15_000,
      async () => {
        await call(app.url, 'GET', '/api/v1/coins/costs', {
          headers: { 'x-forwarded-for': '198.51.100.77' },
        });
        return (await rateLimitKeysOf('198.51.100.77')).length > 0 ? true : undefined;
      },
      250,
    );
    const tapAgain = redisClient();
    const sharedAgain: string[] = [];
    tapAgain.on('pmessage', (_pattern: string, _channel: string, message: string) =>
      sharedAgain.push(message),
    );
    await tapAgain.psubscribe('*:events:*');
    await eventually(
      'events shared through Redis again',
      15_000,
      async () => {
        await spendOne();
        await sleep(200);
        return sharedAgain.some((m) => m.includes(user.userId)) ? true : undefined;
      },
      250,
    );
    // ...and this instance hears events other instances publish for its streams again: the one
    // opened before the outage and the one opened during it.
    const otherInstance = redisClient();
    for (const [who, stream] of [
      [user, before],
      [newcomer, fresh],
    ] as const) {
      const sessionId = randomUUID();
      await eventually(
        `an event from another instance delivered to ${who.email}`,
        15_000,
        async () => {
          await otherInstance.publish(
            `duangdee:events:${who.userId}`,
            JSON.stringify({
              origin: 'another-instance',
              user_id: who.userId,
              event: {
                type: 'reading.progress',
                data: { session_id: sessionId, kind: 'luck', progress: 50 },
              },
            }),
          );
          await sleep(200);
          const seen = stream
            .pending()
            .some(
              (e) => e.event === 'reading.progress' && JSON.stringify(e.data).includes(sessionId),
            );
          return seen ? true : undefined;
        },
        250,
      );
    }

    running = false;
    await trickle;
    await Promise.all([...inFlight]);

    // No request failed or waited on Redis, before, during or after the outage.
    expect(failures).toEqual([]);
    expect(observed.filter((o) => o.status !== 200)).toEqual([]);
    const outage = observed.filter((o) => o.sentAt >= down && o.sentAt < up);
    expect(outage.length).toBeGreaterThan(20);
    expect(outage.filter((o) => o.took > FAST_MS)).toEqual([]);

    // The log says what happened, once per outage, not once per request.
    const log = app.output();
    expect(log.split(RATE_LIMIT_WARNING).length - 1).toBe(1);
    expect(log).toContain(EVENTS_WARNING);
    expect(log).not.toContain('unhandled error');
    expect(app.exited()).toBe(false);
  }, 90_000);
});
