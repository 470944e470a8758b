import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@duangdee/contract/events';
import { buildApp, type App } from '../../src/app.ts';
import { createEventBus, type EventBus } from '../../src/platform/events.ts';
import { openEventStream } from '../support/event-stream.ts';
import { signInWithOutbox } from '../support/sign-in.ts';
import { redisForTests, TEST_REDIS_URL } from '../support/redis.ts';
import { testConfig } from '../test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';

const REDIS_URL = TEST_REDIS_URL;
const reachable = await redisForTests('live events Redis test');

const quiet = { warn: () => undefined, error: () => undefined };
const progress = (n: number): LiveEvent => ({
  type: 'reading.progress',
  data: { session_id: '00000000-0000-4000-8000-0000000000aa', kind: 'luck', progress: n },
});
const progressOf = (e: LiveEvent) => (e.type === 'reading.progress' ? e.data.progress : -1);

describe.runIf(reachable)('live events through Redis', () => {
  it('fan out between buses, once per listener, and stop after unsubscribe', async () => {
    // A namespace of its own: other test runs may share this Redis.
    const namespace = `duangdee-test-${randomUUID()}`;
    const one = createEventBus({ redisUrl: REDIS_URL, log: quiet, namespace });
    const two = createEventBus({ redisUrl: REDIS_URL, log: quiet, namespace });
    try {
      const user = randomUUID();
      const onOne: number[] = [];
      const onTwo: number[] = [];
      await one.subscribe(user, (e) => onOne.push(progressOf(e)));
      const unsubscribeTwo = await two.subscribe(user, (e) => onTwo.push(progressOf(e)));

      for (const n of [10, 20, 30]) one.publish(user, progress(n));
      await vi.waitFor(() => expect(onTwo).toEqual([10, 20, 30]));
      // The publisher's own listener got each event once: locally, not again through Redis.
      expect(onOne).toEqual([10, 20, 30]);

      // A second user's channel, listened to on bus two throughout: a marker published on it after
      // an event arrives after that event (one publisher connection, one subscriber connection),
      // so once the marker is in, the event before it has been delivered or dropped.
      const marker = randomUUID();
      const markers: number[] = [];
      await two.subscribe(marker, (e) => markers.push(progressOf(e)));

      unsubscribeTwo();
      one.publish(user, progress(40));
      one.publish(marker, progress(1));
      await vi.waitFor(() => expect(markers).toEqual([1]));
      // A later listener on the same bus is subscribed afresh and sees only what comes after.
      const later: number[] = [];
      await two.subscribe(user, (e) => later.push(progressOf(e)));
      one.publish(user, progress(50));
      await vi.waitFor(() => expect(later).toEqual([50]));
      expect(onTwo).toEqual([10, 20, 30]);

      // Foreign or malformed messages on a user's channel are ignored.
      const raw = new Redis(REDIS_URL);
      await raw.publish(`${namespace}:events:${user}`, 'not json');
      await raw.publish(
        `${namespace}:events:${user}`,
        JSON.stringify({ origin: 'x', user_id: user, event: { type: 'balance.updated' } }),
      );
      raw.disconnect();
      one.publish(user, progress(60));
      await vi.waitFor(() => expect(later).toEqual([50, 60]));
    } finally {
      await one.close();
      await two.close();
    }
  });

  describe('two app instances', () => {
    let database: TestDatabase;
    let first: App;
    let second: App;
    let firstBus: EventBus;

    beforeAll(async () => {
      database = await createTestDatabase();
      firstBus = createEventBus({ redisUrl: REDIS_URL, log: quiet });
      // One after the other: on PGlite both share one connection.
      // One config: both instances share the token keys under its DATA_DIR, as a fleet would.
      const config = testConfig({ REDIS_URL });
      first = await buildApp(config, { database, liveEvents: { bus: firstBus } });
      await first.listen({ port: 0, host: '127.0.0.1' });
      second = await buildApp(config, { database });
      await second.ready();
    });

    afterAll(async () => {
      await first?.close();
      await second?.close();
      await firstBus?.close();
      await database?.destroy();
    });

    it("deliver a change made on one instance to the user's stream on the other", async () => {
      const user = await signInWithOutbox(first, database, 'fan-out@example.com');
      const { port } = first.server.address() as AddressInfo;
      const stream = await openEventStream(`http://127.0.0.1:${port}`, user.auth, {
        only: ['balance.updated'],
      });
      try {
        const welcome = await second.inject({
          method: 'POST',
          url: '/api/v1/coins/grant-welcome',
          headers: user.auth,
        });
        expect(welcome.statusCode).toBe(200);
        expect(await stream.next()).toMatchObject({
          event: 'balance.updated',
          data: { balance: 1000, held: 0, available: 1000 },
        });
        expect(stream.pending()).toEqual([]);
      } finally {
        stream.close();
      }
      await vi.waitFor(() => expect(firstBus.listenerCount(user.userId)).toBe(0));
    });
  });
});
