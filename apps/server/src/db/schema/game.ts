import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/**
 * One round of the hit-the-mascot game. A round is open from its start until it is counted: the
 * finish writes the hits, misses and combo the server counted from the reported taps, and the
 * score, once. A refused finish writes nothing, so the round's score and the player's best stay
 * as they were.
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
    /**
     * The round's schedule, dealt at its start: the hole (1–9) of each appearance of the mascot,
     * in order, one digit each. Null for a round started before schedules: it cannot be counted.
     */
    holes: text('holes'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    hits: integer('hits'),
    misses: integer('misses'),
    maxCombo: integer('max_combo'),
    score: integer('score'),
  },
  (t) => [
    index('game_rounds_player_idx').on(t.playerId, t.day),
    index('game_rounds_day_score_idx').on(t.day, t.score),
    check('game_rounds_holes_digits', sql`${t.holes} ~ '^[1-9]+$'`),
    check(
      'game_rounds_counted_whole',
      sql`(${t.finishedAt} is null) = (${t.score} is null)
        and (${t.score} is null) = (${t.hits} is null)`,
    ),
  ],
);
