import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EVENTS_HEARTBEAT_SECONDS,
  EVENTS_RETRY_MS,
  liveEventSchema,
  type LiveEvent,
} from '@duangdee/contract/events';
import { requireUser } from './auth-guard.ts';
import type { EventBus } from './events.ts';
import { DEFAULT_ACCESS_TOKEN_TTL_S } from './tokens.ts';

export interface EventsRouteOptions {
  bus: EventBus;
  heartbeatMs?: number;
  /**
   * A stream ends after this long, and the client reconnects with its current access token: a
   * signed-out or deleted user stops receiving events within one token lifetime.
   */
  maxLifetimeMs?: number;
}

/** A client this far behind on reading is dropped; it reconnects and refetches what it shows. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * `GET /events`: the signed-in user's live events as Server-Sent Events. The reply is written to
 * the socket directly (hijacked), so no compression or serialisation hook can buffer it; the
 * security headers are already on the raw response by then.
 */
export const eventsRoute: FastifyPluginAsyncZod<EventsRouteOptions> = async (app, options) => {
  const { bus } = options;
  const heartbeatMs = options.heartbeatMs ?? EVENTS_HEARTBEAT_SECONDS * 1000;
  const maxLifetimeMs = options.maxLifetimeMs ?? DEFAULT_ACCESS_TOKEN_TTL_S * 1000;
  const open = new Set<() => void>();

  // Open streams never finish on their own: end them, or closing the server waits for them.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get(
    '/events',
    {
      // A HEAD request would hold a subscription that can never send anything.
      exposeHeadRoute: false,
      schema: {
        tags: ['events'],
        summary: "The signed-in user's live events (Server-Sent Events)",
        description:
          '`text/event-stream`. Each event is a frame `event: <type>` + `data: <JSON payload>`; ' +
          'the schema below is `{type, data}` of every event type. The stream starts with ' +
          `\`retry: ${EVENTS_RETRY_MS}\`, sends a comment heartbeat every ` +
          `${EVENTS_HEARTBEAT_SECONDS} s and ends after at most one access-token lifetime; ` +
          'reconnect with a fresh token. Events are not replayed: refetch state on (re)connect. ' +
          'Browsers must send the Authorization header, so use a fetch-based SSE reader ' +
          '(EventSource cannot set headers).',
        security: [{ bearer: [] }],
        produces: ['text/event-stream'],
        response: { 200: liveEventSchema },
      },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      reply.hijack();
      const res = reply.raw;
      // Headers other plugins set on the reply (rate-limit counters, ...) go out too.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) res.setHeader(name, value);
      }
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        // no-transform: proxies must not compress or rewrite the stream.
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx would otherwise buffer the response.
        'x-accel-buffering': 'no',
      });
      res.socket?.setNoDelay(true);

      let unsubscribe: (() => void) | null = null;
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        open.delete(end);
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        unsubscribe?.();
        if (!res.writableEnded) res.end();
      };
      const write = (chunk: string) => {
        if (ended) return;
        if (res.writableLength > MAX_BUFFERED_BYTES) {
          request.log.warn('live events: client too slow, stream closed');
          end();
          return;
        }
        res.write(chunk);
      };
      const heartbeat = setInterval(() => write(': heartbeat\n\n'), heartbeatMs);
      const lifetime = setTimeout(end, maxLifetimeMs);
      open.add(end);
      res.on('close', end);

      const subscription = await bus.subscribe(userId, (event: LiveEvent) =>
        write(`event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`),
      );
      if (ended) subscription();
      else unsubscribe = subscription;
      // Sent once subscribed: a client seeing it knows no later event will be missed.
      write(`retry: ${EVENTS_RETRY_MS}\n: connected\n\n`);
      return reply;
    },
  );
};
