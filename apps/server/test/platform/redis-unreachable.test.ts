import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { closedPort } from '../support/closed-port.ts';
import { openEventStream } from '../support/event-stream.ts';
import { signInWithOutbox, type SignedIn } from '../support/sign-in.ts';
import { testConfig } from '../test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';

/**
 * REDIS_URL set and Redis out of reach: what it shares degrades to this instance (rate limits
 * counted in this process's memory, live events delivered to the streams this instance holds),
 * and nothing answers 5xx or waits on Redis.
 */
let database: TestDatabase;
let app: App;
let baseUrl: string;
let user: SignedIn;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(
    testConfig({
      REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
      RATE_LIMIT_PER_MINUTE: '3',
    }),
    { database },
  );
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  user = await signInWithOutbox(app, database, 'redis-down@example.com');
});

afterAll(async () => {
  await database?.destroy();
});

describe('Redis out of reach', () => {
  it('counts rate limits on this instance, without waiting on Redis', async () => {
    const started = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/v1/coins/costs',
        remoteAddress: '203.0.113.7',
      });
      statuses.push(res.statusCode);
    }
    // The limit (3 a minute here) still holds, counted here instead of in Redis.
    expect(statuses).toEqual([200, 200, 200, ...Array(7).fill(429)]);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('still delivers live events to a stream on this instance', async () => {
    const stream = await openEventStream(baseUrl, user.auth, { only: ['balance.updated'] });
    expect(stream.status).toBe(200);
    const granted = await app.inject({
      method: 'POST',
      url: '/api/v1/coins/grant-welcome',
      headers: user.auth,
    });
    expect(granted.statusCode).toBe(200);
    const event = await stream.next();
    expect(event).toMatchObject({ event: 'balance.updated', data: { balance: 1000 } });
    stream.close();
  });

  it('closes without waiting for Redis', async () => {
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
