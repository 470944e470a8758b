import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Crashes reported by the web error boundary, kept for triage. */
export const clientErrorReports = pgTable(
  'client_error_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    message: text('message').notNull(),
    stack: text('stack'),
    route: text('route').notNull(),
    userAgent: text('user_agent'),
    requestId: text('request_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('client_error_reports_created_at_idx').on(t.createdAt)],
);
