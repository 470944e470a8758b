import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors.ts';

export interface LoadSheddingOptions {
  /**
   * The event loop may lag this much, in milliseconds (the 90th percentile of its delay over the
   * last sample), while requests queue for it; beyond it new requests are refused. 0: no check.
   */
  maxEventLoopDelayMs: number;
  /** Refuse new requests while this many are already being answered. 0: no check. */
  maxInFlight: number;
  /** Seconds a refused client is told to wait (`Retry-After`). */
  retryAfterS?: number;
  /** How often the event-loop delay is judged, in milliseconds. */
  sampleIntervalMs?: number;
  /** Routes that are always answered and never counted: the health check. */
  exempt?: readonly string[];
  /** Long-lived streams: refused like any request while overloaded, but not counted in flight. */
  uncounted?: readonly string[];
}

export interface LoadSheddingState {
  /** Requests being answered now (streams and exempt routes not included). */
  inFlight: number;
  /** The event loop's delay of the last sample (90th percentile), in milliseconds. */
  eventLoopDelayMs: number;
  /** Whether the last sample found the event loop over its limit. */
  lagging: boolean;
  /** Requests refused since the server started. */
  shed: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    loadShedding: { state(): LoadSheddingState };
  }
}

/** The resolution of the delay histogram: lags shorter than this are not told apart. */
const RESOLUTION_MS = 10;

/**
 * A lagging event loop refuses requests only while at least this many are in flight: then they
 * are queueing for it. With fewer, the lag is one request's own long computation (a palm photo
 * is analysed on the event loop), and refusing the next one would not help it.
 */
export const QUEUE_IN_FLIGHT = 8;

/**
 * Load shedding: while the server cannot keep up, a new request is answered at once with
 * `503 SERVICE_UNAVAILABLE` and `Retry-After`, before any other work is spent on it, instead of
 * joining a queue it would wait in until the client gave up. Two signals, each with its own
 * limit: the event loop's delay while requests queue for it (the process is short of CPU, and
 * every request waits between its steps), and the number of requests in flight (they wait on
 * something else, such as the database's connections). Health stays answerable, so an
 * orchestrator can tell a busy instance from a dead one. The delay judged is the 90th percentile
 * of a sample, not its maximum, so a single long pause (a garbage collection) refuses no one.
 */
async function loadSheddingPlugin(app: FastifyInstance, opts: LoadSheddingOptions) {
  const retryAfter = String(opts.retryAfterS ?? 2);
  const exempt = new Set(opts.exempt ?? ['/api/v1/health']);
  const uncounted = new Set(opts.uncounted ?? ['/api/v1/events']);
  const maxDelayNs = opts.maxEventLoopDelayMs * 1e6;
  const state: LoadSheddingState = { inFlight: 0, eventLoopDelayMs: 0, lagging: false, shed: 0 };

  if (opts.maxEventLoopDelayMs > 0) {
    const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
    histogram.enable();
    let previousOver = false;
    const sampler = setInterval(() => {
      // The histogram records the time between its timer's turns, the resolution included.
      const delayNs = histogram.count > 0 ? histogram.percentile(90) - RESOLUTION_MS * 1e6 : 0;
      histogram.reset();
      // A lag counts once it has lasted two samples in a row: one slow stretch (start-up, a
      // burst of work that then ends) is not a server falling behind.
      const over = delayNs > maxDelayNs;
      const lagging = over && previousOver;
      previousOver = over;
      state.eventLoopDelayMs = Math.max(0, Math.round(delayNs / 1e6));
      if (lagging !== state.lagging) {
        app.log.warn(
          { eventLoopDelayMs: state.eventLoopDelayMs, inFlight: state.inFlight, shed: state.shed },
          lagging ? 'load shedding: event loop lagging' : 'load shedding: event loop caught up',
        );
      }
      state.lagging = lagging;
    }, opts.sampleIntervalMs ?? 500);
    sampler.unref();
    app.addHook('onClose', async () => {
      clearInterval(sampler);
      histogram.disable();
    });
  }

  function refuse(reply: FastifyReply) {
    state.shed += 1;
    reply.header('retry-after', retryAfter);
    return sendError(
      reply,
      'SERVICE_UNAVAILABLE',
      'The server is busy. Please try again in a moment.',
    );
  }

  app.decorate('loadShedding', { state: () => ({ ...state }) });

  // A callback hook, not an async one: it runs for every request and has nothing to wait for.
  // A refusal sends the answer and ends the request there (`done` is not called).
  app.addHook('onRequest', (request, reply, done) => {
    const route = request.routeOptions.url;
    const counted = route === undefined || !uncounted.has(route);
    if (route !== undefined && exempt.has(route)) return done();
    if (state.lagging && state.inFlight >= QUEUE_IN_FLIGHT) return void refuse(reply);
    if (!counted) return done();
    if (opts.maxInFlight > 0 && state.inFlight >= opts.maxInFlight) return void refuse(reply);
    state.inFlight += 1;
    // `close` comes once the answer is sent or the client has gone, whichever is first.
    reply.raw.once('close', () => {
      state.inFlight -= 1;
    });
    done();
  });
}

export default fp(loadSheddingPlugin, { name: 'load-shedding', dependencies: ['errors'] });
