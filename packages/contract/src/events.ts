/**
 * Live events (`GET /api/v1/events`, Server-Sent Events): what the server pushes to a signed-in
 * user while they wait — a reading's progress, a chat reply token by token, their coin balance,
 * their notifications.
 * Each arrives as one SSE frame, `event: <type>` and `data: <JSON of the payload>`, snake_case.
 *
 * Events are signals, not a record: none is replayed after a reconnect, so a client refetches the
 * state it shows (balance, session, messages) whenever the stream (re)opens.
 */
import { z } from 'zod';
import { CHAT_SESSION_KINDS, MESSAGE_STATUSES } from './palm.ts';
import { READING_KINDS } from './readings.ts';
import { balanceSchema } from './wallet.ts';

/** Milliseconds a client waits before reconnecting (sent as the stream's `retry:`). */
export const EVENTS_RETRY_MS = 3000;
/** Seconds between comment heartbeats that keep proxies from closing an idle stream. */
export const EVENTS_HEARTBEAT_SECONDS = 15;

const sessionKind = z.enum([...READING_KINDS, ...CHAT_SESSION_KINDS]);

export const readingProgressDataSchema = z.object({
  session_id: z.uuid(),
  kind: sessionKind,
  progress: z.number().int().min(0).max(100),
});

export const readingDoneDataSchema = z.object({
  session_id: z.uuid(),
  kind: sessionKind,
  status: z.enum(['completed', 'failed']),
});

export const chatTokenDataSchema = z.object({
  session_id: z.uuid(),
  message_id: z.uuid(),
  /** The next piece of the reply; the pieces in order make the whole message. */
  token: z.string(),
});

export const chatDoneDataSchema = z.object({
  session_id: z.uuid(),
  message_id: z.uuid(),
  status: z.enum(MESSAGE_STATUSES).exclude(['pending']),
});

/** The wallet right after a change committed: the same shape as `GET /coins/balance`. */
export const balanceUpdatedDataSchema = balanceSchema;

/** A notification was added (fetch the list for its words); the unread count after it. */
export const notificationCreatedDataSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  created_at: z.string(),
  unread_count: z.number().int().min(0),
});

/** Notifications were read: how many are still unread. */
export const notificationsUnreadDataSchema = z.object({
  unread_count: z.number().int().min(0),
});

export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('reading.progress'), data: readingProgressDataSchema }),
  z.object({ type: z.literal('reading.done'), data: readingDoneDataSchema }),
  z.object({ type: z.literal('chat.token'), data: chatTokenDataSchema }),
  z.object({ type: z.literal('chat.done'), data: chatDoneDataSchema }),
  z.object({ type: z.literal('balance.updated'), data: balanceUpdatedDataSchema }),
  z.object({ type: z.literal('notification.created'), data: notificationCreatedDataSchema }),
  z.object({ type: z.literal('notifications.unread'), data: notificationsUnreadDataSchema }),
]);

export type LiveEvent = z.infer<typeof liveEventSchema>;
export type LiveEventType = LiveEvent['type'];
/** The payload of one event type, e.g. `LiveEventData<'chat.token'>`. */
export type LiveEventData<T extends LiveEventType> = Extract<LiveEvent, { type: T }>['data'];
export const LIVE_EVENT_TYPES = liveEventSchema.options.map(
  (o) => o.shape.type.value,
) as readonly LiveEventType[];
