import { sql } from 'drizzle-orm';
import {
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/**
 * The browsers a signed-in user subscribed to Web Push: where to send (the push service's
 * endpoint) and the keys its messages are encrypted for. An endpoint belongs to one account at a
 * time; the push service answering 404 or 410 for it removes it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** Base64url of the browser's P-256 public key and of its auth secret. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    lastDeliveredAt: timestamp('last_delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * One row per user and Thai calendar day whose daily fortune was sent: claimed (committed) before
 * anything is sent, so another instance or a retried run finds it taken and sends nothing.
 */
export const dailyFortunePushes = pgTable(
  'daily_fortune_pushes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Thai calendar day (Asia/Bangkok). */
    day: date('day').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    /** Set once a push service accepted it for at least one of the user's browsers. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
