import { and, count, eq, gt, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oauthStates, otpCodes, refreshTokens } from '../../db/schema/identity.ts';
import { inTransaction, type DbOrTx } from '../../db/transaction.ts';

export type OtpRow = typeof otpCodes.$inferSelect;
export type RefreshRow = typeof refreshTokens.$inferSelect;
export type OAuthStateRow = typeof oauthStates.$inferSelect;

export function createAuthRepo(db: Db) {
  return {
    async countCodesSince(by: { email?: string; ipHash?: string }, since: Date): Promise<number> {
      const where = by.email
        ? and(eq(otpCodes.email, by.email), gt(otpCodes.createdAt, since))
        : and(eq(otpCodes.ipHash, by.ipHash ?? ''), gt(otpCodes.createdAt, since));
      const [row] = await db.select({ n: count() }).from(otpCodes).where(where);
      return row?.n ?? 0;
    },

    async latestCodeFor(email: string): Promise<OtpRow | undefined> {
      const [row] = await db
        .select()
        .from(otpCodes)
        .where(eq(otpCodes.email, email))
        .orderBy(sql`${otpCodes.createdAt} desc`)
        .limit(1);
      return row;
    },

    /** A new code voids every earlier live code for the same e-mail, in one transaction. */
    async replaceCode(values: typeof otpCodes.$inferInsert): Promise<OtpRow> {
      return inTransaction(db, async (tx) => {
        await tx
          .update(otpCodes)
          .set({ voidedAt: sql`now()` })
          .where(
            and(
              eq(otpCodes.email, values.email),
              isNull(otpCodes.consumedAt),
              isNull(otpCodes.voidedAt),
            ),
          );
        const [row] = await tx.insert(otpCodes).values(values).returning();
        if (!row) throw new Error('insert returned no row');
        return row;
      });
    },

    async findCode(id: string): Promise<OtpRow | undefined> {
      const [row] = await db.select().from(otpCodes).where(eq(otpCodes.id, id)).limit(1);
      return row;
    },

    /**
     * Spends one try on a live code. Returns the row after the increment, or nothing when the code
     * is used up, consumed or voided — so a sixth try fails whatever digits it carries.
     */
    async spendAttempt(id: string, maxAttempts: number): Promise<OtpRow | undefined> {
      const [row] = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(
          and(
            eq(otpCodes.id, id),
            lt(otpCodes.attempts, maxAttempts),
            isNull(otpCodes.consumedAt),
            isNull(otpCodes.voidedAt),
          ),
        )
        .returning();
      return row;
    },

    /** Marks the code used; false when another request consumed it first. */
    async consumeCode(id: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(otpCodes)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt), isNull(otpCodes.voidedAt)))
        .returning({ id: otpCodes.id });
      return rows.length === 1;
    },

    async insertRefresh(values: typeof refreshTokens.$inferInsert, tx: DbOrTx = db) {
      await tx.insert(refreshTokens).values(values);
    },

    async findRefresh(id: string): Promise<RefreshRow | undefined> {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, id)).limit(1);
      return row;
    },

    /**
     * Rotates a token into its successor, in one transaction: marks it rotated with the sealed
     * successor pair, stores the successor, and forgets the pair an earlier rotation of the family
     * kept. False, with nothing written, when it was already rotated or revoked: a concurrent
     * refresh of the same token waits here for the first one's commit and then gets false.
     */
    async rotateInto(
      id: string,
      successor: typeof refreshTokens.$inferInsert,
      sealed: string,
    ): Promise<boolean> {
      return inTransaction(db, async (tx) => {
        const rows = await tx
          .update(refreshTokens)
          .set({ rotatedAt: sql`now()`, successorSealed: sealed })
          .where(
            and(
              eq(refreshTokens.id, id),
              isNull(refreshTokens.rotatedAt),
              isNull(refreshTokens.revokedAt),
            ),
          )
          .returning({ id: refreshTokens.id });
        if (rows.length !== 1) return false;
        await tx.insert(refreshTokens).values(successor);
        await tx
          .update(refreshTokens)
          .set({ successorSealed: null })
          .where(
            and(
              eq(refreshTokens.familyId, successor.familyId),
              ne(refreshTokens.id, id),
              isNotNull(refreshTokens.successorSealed),
            ),
          );
        return true;
      });
    },

    /**
     * The sealed successor pair of a token rotated less than `graceS` seconds ago (by the
     * database's clock) whose family is still on; nothing otherwise.
     */
    async sealedSuccessorWithin(id: string, graceS: number): Promise<string | undefined> {
      const [row] = await db
        .select({ sealed: refreshTokens.successorSealed })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.id, id),
            isNull(refreshTokens.revokedAt),
            isNotNull(refreshTokens.successorSealed),
            gt(refreshTokens.rotatedAt, sql`now() - make_interval(secs => ${graceS})`),
          ),
        )
        .limit(1);
      return row?.sealed ?? undefined;
    },

    async revokeFamily(familyId: string, tx: DbOrTx = db) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: sql`now()`, successorSealed: null })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    async revokeAllFor(userId: string, tx: DbOrTx = db) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: sql`now()`, successorSealed: null })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },

    async saveOAuthState(values: typeof oauthStates.$inferInsert) {
      await db.insert(oauthStates).values(values);
    },

    /** Takes a state exactly once. */
    async takeOAuthState(state: string): Promise<OAuthStateRow | undefined> {
      const [row] = await db.delete(oauthStates).where(eq(oauthStates.state, state)).returning();
      return row;
    },

    async deleteExpiredOAuthStates() {
      await db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date()));
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
