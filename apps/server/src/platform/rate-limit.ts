import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { redisClient } from './lazy-modules.ts';
import { AppError } from './app-error.ts';

export interface RateLimitOptions {
  perMinute: number;
  redisUrl: string | null;
}

interface Count {
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** Keys one process keeps counting for; beyond them the oldest windows are forgotten. */
const LOCAL_KEYS = 20_000;

/** Fixed windows per key in this process's memory. */
class LocalCounters {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  incr(key: string, timeWindow: number): Count {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      // Re-inserted so the map stays in order of window start, oldest first.
      this.windows.delete(key);
      if (this.windows.size >= LOCAL_KEYS) {
        const oldest = this.windows.keys().next();
        if (!oldest.done) this.windows.delete(oldest.value);
      }
      window = { count: 0, endsAt: now + timeWindow };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.endsAt - now };
  }
}

/** One atomic step in Redis: count the request, start the window on the first. */
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}`;

interface Counters {
  incr(key: string, timeWindow: number): Promise<Count>;
}

/**
 * Counters in Redis while it answers, in this process's memory while it does not: an outage
 * loosens a limit to one instance's share instead of lifting it, and no request waits for Redis
 * (commands are not queued while it is away; they fail at once and are counted here).
 */
function sharedCounters(redis: Redis, log: FastifyBaseLogger): Counters {
  const local = new LocalCounters();
  let warned = false;
  redis.on('ready', () => (warned = false));
  redis.on('error', (error: Error) => {
    // One warning per outage, not one per reconnect attempt.
    if (warned) return;
    warned = true;
    log.warn({ err: error }, 'rate limits: Redis unavailable, counting on this instance');
  });
  return {
    async incr(key, timeWindow) {
      if (redis.status !== 'ready') return local.incr(key, timeWindow);
      try {
        const [current, ttl] = (await redis.eval(INCR_SCRIPT, 1, key, timeWindow)) as [
          number,
          number,
        ];
        return { current, ttl };
      } catch {
        return local.incr(key, timeWindow);
      }
    },
  };
}

function localCounters(): Counters {
  const local = new LocalCounters();
  return { incr: async (key, timeWindow) => local.incr(key, timeWindow) };
}

/** Until the plugin says otherwise: every limit here is per minute. */
const DEFAULT_WINDOW_MS = 60_000;

/**
 * The store interface of @fastify/rate-limit; a route with its own limit gets a child. The
 * plugin's typings lag its code, which passes the window to `incr` and the route's merged limit
 * (with `routeInfo`) to `child`.
 */
class CounterStore implements FastifyRateLimitStore {
  constructor(
    private readonly counters: Counters,
    private readonly scope: string,
  ) {}

  incr(
    key: string,
    done: (error: Error | null, count?: Count) => void,
    timeWindow: number = DEFAULT_WINDOW_MS,
  ): void {
    this.counters.incr(this.scope + key, timeWindow).then(
      (count) => done(null, count),
      (error: Error) => done(error),
    );
  }

  child(route: object): CounterStore {
    const { method, url } = (route as { routeInfo: { method: string; url: string } }).routeInfo;
    return new CounterStore(this.counters, `${this.scope}${method}${url}-`);
  }
}

/**
 * A general limit per client IP. In one process the counters live in memory; with `REDIS_URL`
 * they are shared by every instance. Routes can set their own tighter `config.rateLimit`.
 */
async function rateLimitPlugin(app: FastifyInstance, opts: RateLimitOptions) {
  const redis = opts.redisUrl
    ? new (redisClient())(opts.redisUrl, {
        maxRetriesPerRequest: 1,
        connectTimeout: 2000,
        enableOfflineQueue: false,
      })
    : null;
  if (redis) {
    app.addHook('onClose', async () => {
      // QUIT needs a connection; without one there is nothing to close politely.
      if (redis.status === 'ready') await redis.quit().catch(() => undefined);
      redis.disconnect();
    });
  }
  const counters = redis ? sharedCounters(redis, app.log) : localCounters();
  await app.register(rateLimit, {
    global: true,
    max: opts.perMinute,
    timeWindow: '1 minute',
    // The plugin builds its store from a class; this one carries the counters.
    store: class extends CounterStore {
      constructor() {
        super(counters, 'duangdee-rl:');
      }
    },
    // The counters never fail; should they, serve rather than fail every request.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Rate limit exceeded, retry in ${context.after}`),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
