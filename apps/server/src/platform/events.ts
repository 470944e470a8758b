import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { redisClient } from './lazy-modules.ts';
import { liveEventSchema, type LiveEvent } from '@duangdee/contract/events';

export type LiveEventListener = (event: LiveEvent) => void;
export type Unsubscribe = () => void;

/**
 * Live events for signed-in users (reading progress, chat tokens, balance changes), delivered to
 * whichever instance holds the user's `/events` stream.
 */
export interface EventBus {
  /** Delivers an event to every open stream of the user, on any instance. Never throws. */
  publish(userId: string, event: LiveEvent): void;
  /**
   * Listens to one user's events. Resolves once events published anywhere will arrive, so a
   * caller can tell its client "connected" without a window where events are lost.
   */
  subscribe(userId: string, listener: LiveEventListener): Promise<Unsubscribe>;
  /**
   * False when an event for this user would reach nobody, so a publisher can skip the work of
   * making it. Always true with Redis: another instance may hold the user's stream.
   */
  mayHaveListeners(userId: string): boolean;
  /** Open subscriptions of this instance (of one user, or all). */
  listenerCount(userId?: string): number;
  close(): Promise<void>;
}

export interface EventBusOptions {
  /** `redis://…`: fan out through Redis pub/sub to every instance; null: this process only. */
  redisUrl: string | null;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Channel prefix, so tests (or apps) sharing one Redis stay apart. */
  namespace?: string;
}

/** What travels through Redis: the event, its user, and which instance sent it. */
interface Envelope {
  origin: string;
  user_id: string;
  event: LiveEvent;
}

export function createEventBus(options: EventBusOptions): EventBus {
  const { log } = options;
  const listeners = new Map<string, Set<LiveEventListener>>();

  function deliver(userId: string, event: LiveEvent) {
    for (const listener of listeners.get(userId) ?? []) {
      try {
        listener(event);
      } catch (error) {
        log.error({ err: error, event: event.type }, 'live event listener failed');
      }
    }
  }

  function add(userId: string, listener: LiveEventListener): boolean {
    let set = listeners.get(userId);
    const first = !set;
    if (!set) listeners.set(userId, (set = new Set()));
    set.add(listener);
    return first;
  }

  /** Removes a listener; true when it was the user's last one. */
  function remove(userId: string, listener: LiveEventListener): boolean {
    const set = listeners.get(userId);
    if (!set?.delete(listener) || set.size > 0) return false;
    listeners.delete(userId);
    return true;
  }

  function listenerCount(userId?: string): number {
    if (userId !== undefined) return listeners.get(userId)?.size ?? 0;
    let count = 0;
    for (const set of listeners.values()) count += set.size;
    return count;
  }

  if (!options.redisUrl) {
    return {
      publish: deliver,
      async subscribe(userId, listener) {
        add(userId, listener);
        return once(() => void remove(userId, listener));
      },
      mayHaveListeners: (userId) => listeners.has(userId),
      listenerCount,
      async close() {
        listeners.clear();
      },
    };
  }

  // Redis: one channel per user, subscribed only while this instance holds a stream of that user,
  // so an instance receives just the events it can deliver. Events are delivered locally at once
  // and also published; an instance skips its own messages, so each listener gets each event once
  // and local delivery keeps working while Redis is away.
  const origin = randomUUID();
  const prefix = `${options.namespace ?? 'duangdee'}:events:`;
  const connection = { maxRetriesPerRequest: 1, connectTimeout: 2000 };
  const publisher = new (redisClient())(options.redisUrl, connection);
  const subscriber = new (redisClient())(options.redisUrl, connection);
  // One warning per outage, not one per reconnect attempt or per event (a reply streams
  // dozens of tokens a second).
  let publishWarned = false;
  publisher.on('ready', () => (publishWarned = false));
  for (const [name, client] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    let healthy = true;
    client.on('ready', () => (healthy = true));
    client.on('error', (error: Error) => {
      if (healthy) log.warn({ err: error, client: name }, 'live events: Redis unavailable');
      healthy = false;
    });
  }

  /** The SUBSCRIBE of each user this instance listens to; later listeners wait for it too. */
  const subscribed = new Map<string, Promise<void>>();

  // Whenever Redis (re)connects, every user this instance holds a stream of is subscribed,
  // including those whose stream opened while Redis was away (their SUBSCRIBE was never made):
  // from then on they hear the other instances again without reconnecting.
  let subscriberWasReady = false;
  subscriber.on('ready', () => {
    subscriberWasReady = true;
    const channels = [...listeners.keys()].map((userId) => prefix + userId);
    if (channels.length === 0) return;
    subscriber.subscribe(...channels).catch((error: unknown) => {
      log.warn({ err: error }, 'live events: streams get events of this instance only');
    });
  });

  subscriber.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(prefix)) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(message) as Envelope;
    } catch {
      return;
    }
    if (envelope.origin === origin) return;
    const userId = channel.slice(prefix.length);
    // Another publisher sharing this Redis must not be able to push malformed events to clients.
    const parsed = liveEventSchema.safeParse(envelope.event);
    if (envelope.user_id !== userId || !parsed.success) return;
    deliver(userId, parsed.data);
  });

  return {
    publish(userId, event) {
      deliver(userId, event);
      const envelope: Envelope = { origin, user_id: userId, event };
      publisher.publish(prefix + userId, JSON.stringify(envelope)).catch((error: unknown) => {
        if (publishWarned) return;
        publishWarned = true;
        log.warn({ err: error, event: event.type }, 'live events not shared through Redis');
      });
    },

    async subscribe(userId, listener) {
      if (add(userId, listener)) {
        // Once Redis was reached and is away again, the stream opens at once with this
        // instance's events; the SUBSCRIBE is made when Redis is back (above), not queued for a
        // request to wait on. Commands on one connection run in order, so a SUBSCRIBE sent after
        // an earlier UNSUBSCRIBE of the same channel always wins.
        const ready =
          subscriber.status === 'ready' || !subscriberWasReady
            ? subscriber.subscribe(prefix + userId).then(
                () => undefined,
                (error: unknown) => {
                  log.warn(
                    { err: error },
                    'live events: this stream gets events of this instance only',
                  );
                },
              )
            : Promise.resolve();
        subscribed.set(userId, ready);
      }
      const unsubscribe = once(() => {
        if (!remove(userId, listener)) return;
        subscribed.delete(userId);
        subscriber.unsubscribe(prefix + userId).catch(() => {
          // Redis is away; the subscription went with the connection.
        });
      });
      await subscribed.get(userId);
      return unsubscribe;
    },

    mayHaveListeners: () => true,
    listenerCount,

    async close() {
      listeners.clear();
      subscribed.clear();
      await Promise.all([closeRedis(subscriber), closeRedis(publisher)]);
    },
  };
}

/** QUIT, or drop the connection when Redis does not answer (it may be the reason we close). */
async function closeRedis(client: Redis): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, 1000);
  });
  await Promise.race([client.quit().catch(() => undefined), gaveUp]);
  clearTimeout(timer);
  client.disconnect();
}

function once(fn: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    fn();
  };
}
