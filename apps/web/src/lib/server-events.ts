import type { LiveEventType } from '@duangdee/contract/events';
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
  'notification.created': { id: string; type: string; createdAt?: string; unreadCount: number };
  'notifications.unread': { unreadCount: number };
}

export type ServerEventType = keyof ServerEventMap & LiveEventType;

type FieldType = 'string' | 'number';

/**
 * The fields each event must carry, as the server sends them (snake_case). The contract's types
 * say what the server sends; this only turns away a payload a handler could not read, without
 * shipping the contract's schemas to the browser.
 */
const REQUIRED_FIELDS: { [K in ServerEventType]: Record<string, FieldType> } = {
  'reading.progress': { session_id: 'string', kind: 'string', progress: 'number' },
  'reading.done': { session_id: 'string', kind: 'string', status: 'string' },
  'chat.token': { session_id: 'string', message_id: 'string', token: 'string' },
  'chat.done': { session_id: 'string', message_id: 'string', status: 'string' },
  'balance.updated': { balance: 'number', held: 'number' },
  'notification.created': { id: 'string', type: 'string', unread_count: 'number' },
  'notifications.unread': { unread_count: 'number' },
};

/** Whether `data` has every field the event type needs, each of the right kind. */
export function isEventPayload(type: ServerEventType, data: unknown): boolean {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  const record = data as Record<string, unknown>;
  return Object.entries(REQUIRED_FIELDS[type]).every(
    ([field, kind]) =>
      typeof record[field] === kind && (kind !== 'number' || Number.isFinite(record[field])),
  );
}

export interface ServerEvents {
  /** Typed listener for one event; payloads missing a field it needs are dropped. */
  on<K extends ServerEventType>(type: K, handler: (data: ServerEventMap[K]) => void): () => void;
  onState(listener: (state: EventStreamState) => void): () => void;
  setUnauthorizedHandler: EventStream['setUnauthorizedHandler'];
  start(): void;
  stop(): void;
  state(): EventStreamState;
}

/** Wraps a raw stream with a check of each payload and the client's key casing. */
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
        if (!isEventPayload(type, data)) return;
        handler(fromWireKeys(data));
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
