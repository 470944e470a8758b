import { and, asc, count, desc, eq, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gameRounds } from '../../db/schema/game.ts';
import { users } from '../../db/schema/identity.ts';
import type { DbOrTx } from '../../db/transaction.ts';

export type GameRoundRow = typeof gameRounds.$inferSelect;

/** A player's best of one day, with who they are (for the masked name). */
export interface DayBest {
  playerId: string;
  score: number;
  isGuest: boolean;
  fullName: string | null;
  firstName: string | null;
  lastName: string | null;
}

export function createGameRepo(db: Db) {
  return {
    async insertRound(values: {
      playerId: string;
      day: string;
      startedAt: Date;
      holes: string;
    }): Promise<GameRoundRow> {
      const [row] = await db.insert(gameRounds).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** The round, only when it is the player's own. */
    async findOwnRound(playerId: string, roundId: string): Promise<GameRoundRow | undefined> {
      const [row] = await db
        .select()
        .from(gameRounds)
        .where(and(eq(gameRounds.id, roundId), eq(gameRounds.playerId, playerId)))
        .limit(1);
      return row;
    },

    /**
     * Counts an open round. The condition on `finished_at` makes it once: of two finishes racing,
     * one updates the row and the other finds nothing to update (undefined).
     */
    async countRound(
      roundId: string,
      result: { finishedAt: Date; hits: number; misses: number; maxCombo: number; score: number },
    ): Promise<GameRoundRow | undefined> {
      const [row] = await db
        .update(gameRounds)
        .set(result)
        .where(and(eq(gameRounds.id, roundId), isNull(gameRounds.finishedAt)))
        .returning();
      return row;
    },

    /** The player's best counted score, overall and on `day` (0 when none), and rounds of `day`. */
    async standing(playerId: string, day: string) {
      const [overall] = await db
        .select({ best: max(gameRounds.score) })
        .from(gameRounds)
        .where(eq(gameRounds.playerId, playerId));
      const [today] = await db
        .select({ best: max(gameRounds.score), rounds: count() })
        .from(gameRounds)
        .where(and(eq(gameRounds.playerId, playerId), eq(gameRounds.day, day)));
      return {
        bestScore: overall?.best ?? 0,
        bestToday: today?.best ?? 0,
        roundsToday: today?.rounds ?? 0,
      };
    },

    /**
     * Each player's best counted score of `day`, highest first; of two equal scores, the one
     * reached first ranks higher.
     */
    async dayBests(day: string, limit: number): Promise<DayBest[]> {
      const best = db
        .selectDistinctOn([gameRounds.playerId], {
          playerId: gameRounds.playerId,
          score: sql<number>`${gameRounds.score}`.as('score'),
          finishedAt: sql<Date>`${gameRounds.finishedAt}`.as('finished_at'),
        })
        .from(gameRounds)
        .where(and(eq(gameRounds.day, day), isNotNull(gameRounds.score)))
        .orderBy(gameRounds.playerId, desc(gameRounds.score), asc(gameRounds.finishedAt))
        .as('best');
      return db
        .select({
          playerId: best.playerId,
          score: best.score,
          isGuest: users.isGuest,
          fullName: users.fullName,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(best)
        .innerJoin(users, eq(users.id, best.playerId))
        .orderBy(desc(best.score), asc(best.finishedAt), asc(best.playerId))
        .limit(limit);
    },

    /** Every round of the players, oldest first: the data export. */
    async roundsOf(playerIds: string[]): Promise<GameRoundRow[]> {
      if (playerIds.length === 0) return [];
      return db
        .select()
        .from(gameRounds)
        .where(inArray(gameRounds.playerId, playerIds))
        .orderBy(asc(gameRounds.startedAt), asc(gameRounds.id));
    },

    /** PDPA erasure: a player's rounds go, and with them their places on every leaderboard. */
    async eraseRoundsOf(tx: DbOrTx, playerIds: string[]): Promise<void> {
      if (playerIds.length === 0) return;
      await tx.delete(gameRounds).where(inArray(gameRounds.playerId, playerIds));
    },
  };
}

export type GameRepo = ReturnType<typeof createGameRepo>;
