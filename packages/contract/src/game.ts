import { z } from 'zod';
import { GAME_HOLES, GAME_MAX_TAPS, GAME_ROUND_MS, GAME_SCHEDULE_LENGTH } from './game-board.ts';

/**
 * The hit-the-mascot game: the mascot pops out of one of nine holes, the player taps it. A round
 * lasts 30 seconds. The server keeps the time and deals the round's schedule (the holes the
 * mascot pops out of, in order); the page plays it by the rules of `game-board.ts` and reports
 * every tap; the server plays the taps through the same rules and counts the score itself.
 */

export { GAME_HOLES, GAME_MAX_TAPS, GAME_SCHEDULE_LENGTH };

/** How long a round is played. */
export const GAME_ROUND_SECONDS = GAME_ROUND_MS / 1000;
/** A round reported later than this after its start is not believed (a tab left open, a replay). */
export const GAME_FINISH_WITHIN_SECONDS = 60;
/** How many players the day's leaderboard shows. */
export const GAME_LEADERBOARD_SIZE = 20;

/** Points per hit. */
export const GAME_POINTS_PER_HIT = 10;
/** Bonus points per hit of the longest run of hits without a miss. */
export const GAME_POINTS_PER_COMBO = 5;

/**
 * The score of a round: 10 points a hit, plus 5 points for each hit of the round's longest combo
 * (hits in a row without a miss). 40 hits with a best run of 12 score 400 + 60 = 460.
 */
export function gameScore(round: { hits: number; maxCombo: number }): number {
  return round.hits * GAME_POINTS_PER_HIT + round.maxCombo * GAME_POINTS_PER_COMBO;
}

/** A Thai calendar day (Asia/Bangkok), `YYYY-MM-DD`. */
export const gameDaySchema = z.iso.date();

export const gameRoundStartedSchema = z.object({
  round_id: z.uuid(),
  started_at: z.string(),
  /** When the round's 30 seconds are up, by the server's clock. */
  ends_at: z.string(),
  duration_seconds: z.number().int(),
  /**
   * The round's schedule: the hole (1–9) of each appearance of the mascot, in order. When each
   * one pops out and how long it stays follow from `game-board.ts` and the player's taps.
   */
  holes: z.array(z.number().int().min(1).max(GAME_HOLES)),
});

export const gameRoundParamsSchema = z.object({ id: z.uuid() });

/** One tap: milliseconds from the round's start (as the page timed it) and the hole. */
export const gameTapSchema = z.object({
  at_ms: z.number().int().min(0).max(3_600_000),
  hole: z.number().int().min(1).max(GAME_HOLES),
});

/**
 * What the player reports at the end of a round: every tap, in order, and the tally the page
 * showed. The server plays the taps through the round's schedule; a tally that differs from its
 * own count, taps out of order or after the end, or more than `GAME_MAX_TAPS` are a 422
 * `IMPLAUSIBLE_SCORE`. A score sent along is ignored.
 */
export const finishGameRoundBodySchema = z.object({
  taps: z.array(gameTapSchema).max(1000),
  hits: z.number().int().min(0).max(100_000),
  misses: z.number().int().min(0).max(100_000),
  max_combo: z.number().int().min(0).max(100_000),
});

export const gameRoundResultSchema = z.object({
  score: z.number().int(),
  best_score: z.number().int(),
  /** Whether this round beat every earlier one of the player. */
  is_new_best: z.boolean(),
});

export const gameMeSchema = z.object({
  /** The player's best score ever (0 before the first counted round). */
  best_score: z.number().int(),
  /** Rounds started today (Asia/Bangkok). */
  rounds_today: z.number().int(),
  /** The player's best score of today. */
  best_today: z.number().int(),
  date: gameDaySchema,
});

export const gameLeaderboardQuerySchema = z.object({
  /** The Thai calendar day; today when left out. */
  date: gameDaySchema.optional(),
});

export const gameLeaderboardEntrySchema = z.object({
  rank: z.number().int(),
  /** Masked for privacy: the first letter and "•••"; visitors show as "ผู้เยี่ยมชม". */
  display_name: z.string(),
  is_guest: z.boolean(),
  /** The caller's own row. */
  is_you: z.boolean(),
  score: z.number().int(),
});

export const gameLeaderboardSchema = z.object({
  date: gameDaySchema,
  entries: z.array(gameLeaderboardEntrySchema),
});

/** A round in the player's data export (PDPA right of access). */
export const exportedGameRoundSchema = z.object({
  round_id: z.uuid(),
  /** Played by the account, or by the guest session that was carried into it. */
  played_as: z.enum(['account', 'guest']),
  day: gameDaySchema,
  started_at: z.string(),
  finished_at: z.string().nullable(),
  hits: z.number().int().nullable(),
  misses: z.number().int().nullable(),
  max_combo: z.number().int().nullable(),
  score: z.number().int().nullable(),
});

export type GameRoundStarted = z.infer<typeof gameRoundStartedSchema>;
export type GameRoundResult = z.infer<typeof gameRoundResultSchema>;
export type GameMe = z.infer<typeof gameMeSchema>;
export type GameLeaderboard = z.infer<typeof gameLeaderboardSchema>;
export type GameLeaderboardEntry = z.infer<typeof gameLeaderboardEntrySchema>;
