import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { redisClient } from './lazy-modules.ts';
import { AppError } from './app-error.ts';
import { clientNetwork } from './client-network.ts';

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

/** A count in this process's memory comes back at once; one in Redis, once Redis answers. */
interface Counters {
  incr(key: string, timeWindow: number): Count | Promise<Count>;
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
  return { incr: (key, timeWindow) => local.incr(key, timeWindow) };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's own limit per client address, counted apart from the general one. */
    rateLimit?: { max: number; timeWindow: string | number };
  }
}

const UNIT_MS = { second: 1000, minute: 60_000, hour: 3_600_000, day: 86_400_000 } as const;

/** A window as routes write it ('1 minute', '1 hour', or milliseconds), in milliseconds. */
export function windowMs(window: string | number): number {
  if (typeof window === 'number' && Number.isInteger(window) && window > 0) return window;
  const match = /^(\d+) (second|minute|hour|day)s?$/.exec(String(window));
  if (!match) throw new Error(`rate limit: cannot read the time window ${JSON.stringify(window)}`);
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}

/** '45 seconds', '1 minute', '2 hours': how long until a limit's window ends. */
export function spokenWait(seconds: number): string {
  const [amount, unit] =
    seconds < 60
      ? [seconds, 'second']
      : seconds < 3600
        ? [Math.round(seconds / 60), 'minute']
        : [Math.round(seconds / 3600), 'hour'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

interface Limit {
  max: number;
  /** `max` as the header carries it, written once. */
  maxHeader: string;
  windowMs: number;
  /** Where its counters live: the general limit's are shared by every route. */
  scope: string;
}

const KEY_PREFIX = 'duangdee-rl:';

function limitOf(max: number, window: string | number, scope: string): Limit {
  return { max, maxHeader: String(max), windowMs: windowMs(window), scope };
}

/**
 * The answer to one counted request: the limit's headers on every answer, and past the limit a
 * 429 RATE_LIMITED with Retry-After.
 */
function settle(limit: Limit, count: Count, reply: FastifyReply, done: (error?: Error) => void) {
  const resetS = Math.max(0, Math.ceil(count.ttl / 1000));
  const reset = String(resetS);
  const over = count.current > limit.max;
  reply.headers({
    'x-ratelimit-limit': limit.maxHeader,
    'x-ratelimit-remaining': over ? '0' : String(limit.max - count.current),
    'x-ratelimit-reset': reset,
    ...(over ? { 'retry-after': reset } : {}),
  });
  if (!over) return done();
  done(new AppError('RATE_LIMITED', `Rate limit exceeded, retry in ${spokenWait(resetS)}`));
}

/**
 * One route's check: a callback hook that, with the counters in memory, answers in the same turn
 * (no promise per request). Should the counters fail, the request is served rather than failed.
 * Counted per client network (`clientNetwork`): an IPv6 /64 is one client.
 */
function limiter(counters: Counters, limit: Limit): onRequestHookHandler {
  return function rateLimit(request, reply, done) {
    let count: Count | Promise<Count>;
    try {
      count = counters.incr(limit.scope + clientNetwork(request.ip), limit.windowMs);
    } catch {
      return done();
    }
    if (!(count instanceof Promise)) return settle(limit, count, reply, done);
    count.then(
      (counted) => settle(limit, counted, reply, done),
      () => done(),
    );
  };
}

/**
 * A general limit per client address on every route but the health probes (`config.probe`). In
 * one process the counters live in memory; with `REDIS_URL` they are shared by every instance. A
 * route with its own `config.rateLimit` is counted against that instead, on counters of its own
 * (per method and path).
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
  const general = limiter(counters, limitOf(opts.perMinute, '1 minute', KEY_PREFIX));
  app.addHook('onRoute', (route: RouteOptions) => {
    // Health probes answer from memory (one shared database ping a second), so a flood of them
    // costs what its 429s would; and a monitor behind a busy address must never be told 429.
    if (route.config?.probe === true) return;
    const own = route.config?.rateLimit;
    const check = own
      ? limiter(
          counters,
          limitOf(own.max, own.timeWindow, `${KEY_PREFIX}${String(route.method)}${route.url}-`),
        )
      : general;
    // A new array: a GET's automatic HEAD route starts from a copy of these options and gets
    // its own check when it is added, so it must not inherit this one too.
    const given = route.onRequest;
    route.onRequest = [
      ...(given === undefined ? [] : Array.isArray(given) ? given : [given]),
      check,
    ];
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
