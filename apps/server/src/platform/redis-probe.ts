import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { redisClient } from './lazy-modules.ts';

/**
 * One small Redis connection for readiness: `ping` answers false at once while Redis is away
 * (commands are not queued), and the connection comes back by itself when Redis does.
 */
export function createRedisProbe(url: string, log: FastifyBaseLogger) {
  let client: Redis | null = null;
  function connection(): Redis {
    if (client) return client;
    client = new (redisClient())(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 2000,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    client.on('error', (error: Error) => log.debug({ err: error }, 'redis probe'));
    return client;
  }
  return {
    async ping(): Promise<boolean> {
      const redis = connection();
      if (redis.status === 'wait') await redis.connect().catch(() => {});
      return (await redis.ping().catch(() => null)) === 'PONG';
    },
    async close(): Promise<void> {
      if (!client) return;
      client.disconnect();
      client = null;
    },
  };
}
