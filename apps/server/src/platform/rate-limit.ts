import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from './app-error.ts';

export interface RateLimitOptions {
  perMinute: number;
  redisUrl: string | null;
}

/**
 * A general limit per client IP. In one process the counters live in memory; with `REDIS_URL`
 * they are shared by every instance. Routes can set their own tighter `config.rateLimit`.
 */
async function rateLimitPlugin(app: FastifyInstance, opts: RateLimitOptions) {
  const redis = opts.redisUrl
    ? new Redis(opts.redisUrl, {
        maxRetriesPerRequest: 1,
        connectTimeout: 2000,
        lazyConnect: false,
      })
    : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: true,
    max: opts.perMinute,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'duangdee-rl:' } : {}),
    // If Redis is down, serve rather than fail every request.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Rate limit exceeded, retry in ${context.after}`),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
