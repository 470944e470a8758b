import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
  });
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/**
 * Whether the Redis tests can run: without Redis they skip with a word why, except under CI,
 * whose machines always have one (a skip there would hide a broken test).
 */
export async function redisForTests(what: string): Promise<boolean> {
  const reachable = await redisReachable();
  if (!reachable) {
    if (process.env.CI) throw new Error(`CI needs Redis at ${TEST_REDIS_URL}`);
    console.warn(`${what} skipped: no Redis at ${TEST_REDIS_URL}`);
  }
  return reachable;
}
