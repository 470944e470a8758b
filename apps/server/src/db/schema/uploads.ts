import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A photo a user uploaded (a palm, for now). Only the re-encoded image and its thumbnail are kept
 * (never the bytes as sent), private to their owner: the storage keys are never shown, only
 * `/uploads/{id}` paths that check the owner.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    purpose: text('purpose').notNull(),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    /** SHA-256 of the stored (re-encoded) image. */
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('uploads_user_idx').on(t.userId, t.createdAt),
    check('uploads_bytes_positive', sql`${t.bytes} > 0`),
  ],
);
