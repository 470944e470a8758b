import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/**
 * Every write an admin makes: who, what, on what, why, and the state before and after. A row is
 * written in the same transaction as the change it records (modules/admin/audit.ts), so neither
 * exists without the other. An erased or removed admin leaves the row with no actor.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** What was done, e.g. `coins.adjust`, `payment.approve`, `session.refund`, `ticket.reply`. */
    action: text('action').notNull(),
    /** The kind of thing acted on: `user`, `payment`, `fortune_session`, `support_ticket`. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt),
    index('admin_audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('admin_audit_log_target_idx').on(t.targetId, t.createdAt),
    index('admin_audit_log_action_idx').on(t.action, t.createdAt),
  ],
);
