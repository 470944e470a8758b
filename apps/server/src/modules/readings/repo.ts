import { and, count, desc, eq, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import { freeDraws, readingSessions } from '../../db/schema/readings.ts';
import type { DbOrTx } from '../../db/transaction.ts';

/**
 * How long a running generation job counts as alive (seconds) when the reading's writer has no
 * deadline of its own (the built-in oracle): longer than any such reading takes, shorter than the
 * sweep's interval (a minute), so a job a killed process left active is found by the first
 * periodic sweep after it. With a model, a job lives as long as its call may (`readingLimits`).
 */
export const ACTIVE_JOB_LIVE_S = 50;
/**
 * A session that changed state less than this many seconds ago is not stranded: its start
 * commits first and queues its job just after, and a sweep that ran in between would queue a
 * second job. Shorter than the second sweep's delay, so a start whose process died before
 * queueing is found by that sweep at the latest.
 */
export const SETTLING_S = 30;

export type ReadingSessionRow = typeof readingSessions.$inferSelect;
export type NewReadingSession = typeof readingSessions.$inferInsert;
export type ReadingSessionStatus = ReadingSessionRow['status'];

export interface BirthProfile {
  fullName: string | null;
  firstName: string | null;
  lastName: string | null;
  birthDate: string | null;
  birthTime: string | null;
  gender: string | null;
}

export function createReadingsRepo(db: Db) {
  /** One page of the sessions matching `where`, newest first, and how many match in all. */
  async function newestFirst(where: SQL | undefined, page: number, pageSize: number) {
    const [total] = await db.select({ n: count() }).from(readingSessions).where(where);
    const rows = await db
      .select()
      .from(readingSessions)
      .where(where)
      .orderBy(desc(readingSessions.createdAt), desc(readingSessions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return { rows, total: total?.n ?? 0 };
  }

  return {
    async insert(values: NewReadingSession, tx: DbOrTx = db): Promise<ReadingSessionRow> {
      const [row] = await tx.insert(readingSessions).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async findById(id: string, tx: DbOrTx = db): Promise<ReadingSessionRow | undefined> {
      const [row] = await tx
        .select()
        .from(readingSessions)
        .where(eq(readingSessions.id, id))
        .limit(1);
      return row;
    },

    async findByShareToken(token: string): Promise<ReadingSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(readingSessions)
        .where(eq(readingSessions.shareToken, token))
        .limit(1);
      return row;
    },

    /**
     * Moves a session from one of `from` to `to`, exactly once: the conditional update is the lock
     * (a racing caller waits for the winner's commit, then finds nothing to move). Returns the
     * updated row, or nothing when the session was not in one of `from`.
     */
    async transition(
      tx: DbOrTx,
      id: string,
      from: ReadingSessionStatus[],
      to: ReadingSessionStatus,
      extra: Partial<NewReadingSession> = {},
    ): Promise<ReadingSessionRow | undefined> {
      const [row] = await tx
        .update(readingSessions)
        .set({ ...extra, status: to, updatedAt: sql`now()` })
        .where(and(eq(readingSessions.id, id), inArray(readingSessions.status, from)))
        .returning();
      return row;
    },

    async setHold(tx: DbOrTx, id: string, holdId: string): Promise<ReadingSessionRow> {
      const [row] = await tx
        .update(readingSessions)
        .set({ holdId, updatedAt: sql`now()` })
        .where(eq(readingSessions.id, id))
        .returning();
      if (!row) throw new Error(`reading session ${id} vanished`);
      return row;
    },

    /** Records a shake of a started love-sticks session; false when it is not started. */
    async recordShake(id: string): Promise<boolean> {
      const rows = await db
        .update(readingSessions)
        .set({ shakenAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(readingSessions.id, id), eq(readingSessions.status, 'started')))
        .returning({ id: readingSessions.id });
      return rows.length === 1;
    },

    /**
     * A user's readings (never the unpaid drafts, nor chats, which have no reading), newest first;
     * one kind or all.
     */
    async listForUser(userId: string, kind: string | null, page: number, pageSize: number) {
      const where = and(
        eq(readingSessions.userId, userId),
        ne(readingSessions.status, 'created'),
        kind ? eq(readingSessions.kind, kind) : ne(readingSessions.kind, 'chat'),
      );
      return newestFirst(where, page, pageSize);
    },

    /** A user's palm readings and chats (one kind or both), newest first, drafts included. */
    async listChatSessions(
      userId: string,
      kind: 'palm' | 'chat' | undefined,
      page: number,
      pageSize: number,
    ) {
      const where = and(
        eq(readingSessions.userId, userId),
        kind ? eq(readingSessions.kind, kind) : inArray(readingSessions.kind, ['palm', 'chat']),
      );
      return newestFirst(where, page, pageSize);
    },

    /**
     * Sessions of `kinds` left in `status` (a process died mid-reading, or nobody finished them),
     * started before `startedBefore` when given; oldest first.
     */
    async stranded(
      status: ReadingSessionStatus,
      kinds: string[],
      startedBefore: Date | null,
      limit: number,
      activeJobLiveS = ACTIVE_JOB_LIVE_S,
    ): Promise<string[]> {
      if (kinds.length === 0) return [];
      const rows = await db
        .select({ id: readingSessions.id })
        .from(readingSessions)
        .where(
          and(
            eq(readingSessions.status, status),
            inArray(readingSessions.kind, kinds),
            startedBefore ? lt(readingSessions.startedAt, startedBefore) : undefined,
            // The database's clock: instances' clocks may differ by a few seconds.
            sql`${readingSessions.updatedAt} < now() - make_interval(secs => ${SETTLING_S})`,
            // A reading whose job is still waiting, or has been running for less than
            // `activeJobLiveS`, is not stranded: a sweep made by an instance starting next to a
            // busy one (or any periodic sweep) must not queue it a second time. A job left active
            // longer than that was running in a process that died (killed mid-work); its reading
            // is queued again by the next sweep.
            sql`not exists (
              select 1 from pgboss.job j
              where j.name = 'readings.generate'
                and j.data->>'session_id' = ${readingSessions.id}::text
                and (
                  j.state in ('created', 'retry')
                  or (j.state = 'active'
                    and j.started_on > now() - make_interval(secs => ${activeJobLiveS}))
                )
            )`,
          ),
        )
        .orderBy(readingSessions.updatedAt)
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /**
     * Sessions of `kinds` still processing though they started more than `limitMs` ago (by the
     * database's clock): a reading that should long have ended, oldest first.
     */
    async overdue(kinds: string[], limitMs: number, limit: number): Promise<ReadingSessionRow[]> {
      if (kinds.length === 0) return [];
      return db
        .select()
        .from(readingSessions)
        .where(
          and(
            eq(readingSessions.status, 'processing'),
            inArray(readingSessions.kind, kinds),
            sql`${readingSessions.startedAt} < now() - make_interval(secs => ${limitMs / 1000})`,
          ),
        )
        .orderBy(readingSessions.startedAt)
        .limit(limit);
    },

    /** Claims `userId`'s free draw of `day` for `sessionId`; false when the day's draw is taken. */
    async claimFreeDraw(tx: DbOrTx, userId: string, day: string, sessionId: string) {
      const rows = await tx
        .insert(freeDraws)
        .values({ userId, day, sessionId })
        .onConflictDoNothing()
        .returning({ sessionId: freeDraws.sessionId });
      return rows.length === 1;
    },

    /** The session of `userId`'s free draw of `day`, if drawn. */
    async freeDrawOf(userId: string, day: string): Promise<string | undefined> {
      const [row] = await db
        .select({ sessionId: freeDraws.sessionId })
        .from(freeDraws)
        .where(and(eq(freeDraws.userId, userId), eq(freeDraws.day, day)))
        .limit(1);
      return row?.sessionId;
    },

    /** A guest's readings become the account's they signed in to (a free draw included). */
    async moveToUser(fromUserId: string, toUserId: string): Promise<void> {
      await db
        .update(readingSessions)
        .set({ userId: toUserId, updatedAt: sql`now()` })
        .where(eq(readingSessions.userId, fromUserId));
    },

    /** Every session of a user (drafts, chats and failures included), oldest first: the export. */
    async listAllForUser(userId: string): Promise<ReadingSessionRow[]> {
      return db
        .select()
        .from(readingSessions)
        .where(eq(readingSessions.userId, userId))
        .orderBy(readingSessions.createdAt, readingSessions.id);
    },

    /** The free draws of these (guest) ids, oldest first. */
    async freeDrawsOf(userIds: string[]) {
      if (userIds.length === 0) return [];
      return db
        .select()
        .from(freeDraws)
        .where(inArray(freeDraws.userId, userIds))
        .orderBy(freeDraws.day);
    },

    /**
     * PDPA erasure: the sessions stay as the anonymous record of what was bought (kind, cost,
     * status, times), but everything the user wrote and everything written about them goes. A
     * reading still under way is failed (its hold is voided by the caller), so a job finishing
     * later finds nothing to write into; the share token is replaced, which revokes the link.
     */
    async anonymiseForUsers(tx: DbOrTx, userIds: string[]): Promise<void> {
      if (userIds.length === 0) return;
      await tx
        .update(readingSessions)
        .set({
          input: {},
          result: null,
          additionalContext: null,
          error: null,
          shareToken: sql`'revoked:' || gen_random_uuid()::text`,
          status: sql`case when ${readingSessions.status} in ('created', 'started', 'processing')
            then 'failed' else ${readingSessions.status} end`,
          updatedAt: sql`now()`,
        })
        .where(inArray(readingSessions.userId, userIds));
      await tx.delete(freeDraws).where(inArray(freeDraws.userId, userIds));
    },

    async birthProfile(userId: string): Promise<BirthProfile | undefined> {
      const [row] = await db
        .select({
          fullName: users.fullName,
          firstName: users.firstName,
          lastName: users.lastName,
          birthDate: users.birthDate,
          birthTime: users.birthTime,
          gender: users.gender,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },
  };
}

export type ReadingsRepo = ReturnType<typeof createReadingsRepo>;
