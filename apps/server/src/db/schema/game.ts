import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/**
 * One round of the hit-the-mascot game. A round is open from its start until it is counted: the
 * finish writes the reported hits and the score the server computed, once. A refused finish
 * writes nothing, so the round's score and the player's best stay as they were.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The account or the guest who plays. */
    playerId: uuid('player_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Thai calendar day (Asia/Bangkok) the round started on: its leaderboard. */
    day: date('day', { mode: 'string' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    hits: integer('hits'),
    misses: integer('misses'),
    maxCombo: integer('max_combo'),
    score: integer('score'),
  },
  (t) => [
    index('game_rounds_player_idx').on(t.playerId, t.day),
    index('game_rounds_day_score_idx').on(t.day, t.score),
    check(
      'game_rounds_counted_whole',
      sql`(${t.finishedAt} is null) = (${t.score} is null)
        and (${t.score} is null) = (${t.hits} is null)`,
    ),
  ],
);
