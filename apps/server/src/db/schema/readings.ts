import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const now = () => sql`now()`;

export const READING_SESSION_STATUSES = [
  'created',
  'started',
  'processing',
  'completed',
  'failed',
] as const;

/**
 * One topic reading a user asked for: created with its input, started (coins held), made by a job
 * (or drawn, for love sticks), then completed (hold posted) or failed (hold voided).
 */
export const readingSessions = pgTable(
  'reading_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    /** A reading kind of the registry; also its coin-cost key. */
    kind: text('kind').notNull(),
    status: text('status', { enum: READING_SESSION_STATUSES }).notNull().default('created'),
    /** The validated, sanitised request body (snake_case). */
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    /** The reading as served (snake_case); null until completed. */
    result: jsonb('result').$type<Record<string, unknown>>(),
    /** Coins, priced when the session was created. */
    cost: integer('cost').notNull(),
    /** The wallet hold placed when the reading started. */
    holdId: uuid('hold_id'),
    /** Unguessable id of a shared link to the completed reading. */
    shareToken: text('share_token').notNull(),
    /** Thai message of why the reading failed. */
    error: text('error'),
    additionalContext: text('additional_context'),
    /** The Thai calendar day the reading is for, fixed when it starts (a resumed job keeps it). */
    readingDate: date('reading_date', { mode: 'string' }),
    /** Love sticks: when the cylinder was last shaken. */
    shakenAt: timestamp('shaken_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(now()),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(now()),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('reading_sessions_user_idx').on(t.userId, t.createdAt),
    index('reading_sessions_status_idx').on(t.status, t.updatedAt),
    uniqueIndex('reading_sessions_share_token_uq').on(t.shareToken),
    uniqueIndex('reading_sessions_hold_uq').on(t.holdId),
    check('reading_sessions_cost_non_negative', sql`${t.cost} >= 0`),
    check(
      'reading_sessions_status',
      sql`${t.status} IN ('created', 'started', 'processing', 'completed', 'failed')`,
    ),
  ],
);

export const READING_MESSAGE_ROLES = ['user', 'assistant'] as const;
export const READING_MESSAGE_STATUSES = ['pending', 'complete', 'failed'] as const;

/**
 * The chat of a session: the follow-up questions on a palm reading, or a conversation with the AI
 * fortune teller. A user message holds its coins (`hold_id`) until its reply is written (posted)
 * or fails (voided); replies are free. `idempotency_key` makes a retried send one message.
 */
export const readingMessages = pgTable(
  'reading_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references((): AnyPgColumn => readingSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    role: text('role', { enum: READING_MESSAGE_ROLES }).notNull(),
    content: text('content').notNull(),
    status: text('status', { enum: READING_MESSAGE_STATUSES }).notNull().default('complete'),
    /** Coins this message costs (user messages only). */
    cost: integer('cost').notNull().default(0),
    holdId: uuid('hold_id'),
    /** For a reply: the user message it answers. */
    replyTo: uuid('reply_to'),
    idempotencyKey: text('idempotency_key'),
    /** Hash of the request that used `idempotency_key`, so a different request with it is refused. */
    requestHash: text('request_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(now()),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('reading_messages_session_idx').on(t.sessionId, t.createdAt),
    uniqueIndex('reading_messages_idempotency_uq').on(t.idempotencyKey),
    uniqueIndex('reading_messages_reply_uq').on(t.replyTo),
    check('reading_messages_cost_non_negative', sql`${t.cost} >= 0`),
    check('reading_messages_role', sql`${t.role} IN ('user', 'assistant')`),
    check('reading_messages_status', sql`${t.status} IN ('pending', 'complete', 'failed')`),
  ],
);

/**
 * A visitor's free เซียมซี draw, one per Thai calendar day: the primary key is what makes it one,
 * whoever races. The reading itself is an ordinary love-sticks session that cost nothing.
 */
export const freeDraws = pgTable(
  'free_draws',
  {
    userId: uuid('user_id').notNull(),
    /** The Thai calendar day (Asia/Bangkok) of the draw. */
    day: date('day', { mode: 'string' }).notNull(),
    sessionId: uuid('session_id')
      .notNull()
      .references((): AnyPgColumn => readingSessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(now()),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
