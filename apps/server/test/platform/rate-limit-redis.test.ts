import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { redisForTests, TEST_REDIS_URL } from '../support/redis.ts';
import { testConfig } from '../test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';

const REDIS_URL = TEST_REDIS_URL;
const reachable = await redisForTests('rate-limit Redis test');

describe.runIf(reachable)('rate limit shared through Redis', () => {
  let database: TestDatabase;
  let first: App;
  let second: App;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = () => testConfig({ RATE_LIMIT_PER_MINUTE: '4', REDIS_URL });
    first = await buildApp(config(), { database });
    second = await buildApp(config(), { database });
    // One after the other: on PGlite both share one connection.
    await first.ready();
    await second.ready();
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.destroy();
  });

  it('counts one client across two instances', async () => {
    const ip = `203.0.113.${Math.floor(Math.random() * 200) + 20}`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const app = i % 2 === 0 ? first : second;
      const res = await app.inject({
        method: 'GET',
        url: '/api/v1/coins/costs',
        remoteAddress: ip,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });
});
