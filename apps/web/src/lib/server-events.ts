import { liveEventSchema, type LiveEventType } from '@duangdee/contract/events';
import { API_BASE_URL } from './api-client.ts';
import { fromWireKeys } from './case-keys.ts';
import { createEventStream, type EventStream, type EventStreamState } from './event-stream.ts';
import { readStorage } from './storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/** The live events of `GET /events` (contract `events.ts`), camelCased as the app reads them. */
export interface ServerEventMap {
  'reading.progress': { sessionId: string; kind: string; progress: number };
  'reading.done': { sessionId: string; kind: string; status: 'completed' | 'failed' };
  'chat.token': { sessionId: string; messageId: string; token: string };
  'chat.done': { sessionId: string; messageId: string; status: 'complete' | 'failed' };
  'balance.updated': { balance: number; held: number; available?: number };
}

export type ServerEventType = keyof ServerEventMap & LiveEventType;

export interface ServerEvents {
  /** Typed listener for one event; payloads that fail the contract schema are dropped. */
  on<K extends ServerEventType>(type: K, handler: (data: ServerEventMap[K]) => void): () => void;
  onState(listener: (state: EventStreamState) => void): () => void;
  setUnauthorizedHandler: EventStream['setUnauthorizedHandler'];
  start(): void;
  stop(): void;
  state(): EventStreamState;
}

/** Wraps a raw stream with the contract's validation and the client's key casing. */
export function typedServerEvents(stream: EventStream): ServerEvents {
  return {
    on(type, handler) {
      return stream.subscribe(type, (raw) => {
        let data: unknown;
        try {
          data = JSON.parse(raw) as unknown;
        } catch {
          return;
        }
        const parsed = liveEventSchema.safeParse({ type, data });
        if (!parsed.success) return;
        handler(fromWireKeys(parsed.data.data));
      });
    },
    onState: stream.onState,
    setUnauthorizedHandler: stream.setUnauthorizedHandler,
    start: stream.start,
    stop: stream.stop,
    state: stream.state,
  };
}

/**
 * The tab's one connection to `/events`. The app layer starts it while a user is signed in and
 * stops it on sign-out; screens only listen. Without it (not started, or the server lacks it)
 * every screen still works by polling.
 */
export const serverEvents: ServerEvents = typedServerEvents(
  createEventStream({
    url: `${API_BASE_URL}/events`,
    getToken: () => readStorage(STORAGE_KEYS.token),
  }),
);
