import { and, asc, count, desc, eq, inArray, lt, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { readingMessages, readingSessions } from '../../db/schema/readings.ts';
import type { DbOrTx } from '../../db/transaction.ts';

export type MessageRow = typeof readingMessages.$inferSelect;
export type NewMessage = typeof readingMessages.$inferInsert;

/** The messages of palm and chat sessions (the sessions themselves live in `repo.ts`). */
export function createChatRepo(db: Db) {
  return {
    /** Inserts a message; `undefined` when its idempotency key is taken (a racing retry). */
    async insertMessage(tx: DbOrTx, values: NewMessage): Promise<MessageRow | undefined> {
      const [row] = await tx
        .insert(readingMessages)
        .values(values)
        .onConflictDoNothing({ target: readingMessages.idempotencyKey })
        .returning();
      return row;
    },

    async setMessageHold(tx: DbOrTx, id: string, holdId: string): Promise<MessageRow> {
      const [row] = await tx
        .update(readingMessages)
        .set({ holdId })
        .where(eq(readingMessages.id, id))
        .returning();
      if (!row) throw new Error(`message ${id} vanished`);
      return row;
    },

    async findByKey(key: string): Promise<MessageRow | undefined> {
      const [row] = await db
        .select()
        .from(readingMessages)
        .where(eq(readingMessages.idempotencyKey, key))
        .limit(1);
      return row;
    },

    async findReply(userMessageId: string, tx: DbOrTx = db): Promise<MessageRow | undefined> {
      const [row] = await tx
        .select()
        .from(readingMessages)
        .where(eq(readingMessages.replyTo, userMessageId))
        .limit(1);
      return row;
    },

    async findMessage(id: string, tx: DbOrTx = db): Promise<MessageRow | undefined> {
      const [row] = await tx
        .select()
        .from(readingMessages)
        .where(eq(readingMessages.id, id))
        .limit(1);
      return row;
    },

    /**
     * Settles a pending reply exactly once (the conditional update decides between racing
     * writers); `undefined` when it was settled already.
     */
    async settleReply(
      tx: DbOrTx,
      id: string,
      to: 'complete' | 'failed',
      content: string,
    ): Promise<MessageRow | undefined> {
      const [row] = await tx
        .update(readingMessages)
        .set({ status: to, content, completedAt: sql`now()` })
        .where(and(eq(readingMessages.id, id), eq(readingMessages.status, 'pending')))
        .returning();
      return row;
    },

    /**
     * A session's messages, oldest first. A question and its reply share their transaction's
     * `created_at`; `role` descending puts the question ('user') before the reply ('assistant').
     */
    async listMessages(sessionId: string, limit: number, offset: number) {
      const where = eq(readingMessages.sessionId, sessionId);
      const [total] = await db.select({ n: count() }).from(readingMessages).where(where);
      const rows = await db
        .select()
        .from(readingMessages)
        .where(where)
        .orderBy(
          asc(readingMessages.createdAt),
          desc(readingMessages.role),
          asc(readingMessages.id),
        )
        .limit(limit)
        .offset(offset);
      return { rows, total: total?.n ?? 0 };
    },

    /** The latest `limit` settled turns of a session, oldest first (the context of a reply). */
    async recentTurns(sessionId: string, limit: number): Promise<MessageRow[]> {
      const rows = await db
        .select()
        .from(readingMessages)
        .where(
          and(eq(readingMessages.sessionId, sessionId), eq(readingMessages.status, 'complete')),
        )
        .orderBy(desc(readingMessages.createdAt), asc(readingMessages.role))
        .limit(limit);
      return rows.reverse();
    },

    async countBySession(sessionIds: string[]): Promise<Map<string, number>> {
      if (sessionIds.length === 0) return new Map();
      const rows = await db
        .select({ sessionId: readingMessages.sessionId, n: count() })
        .from(readingMessages)
        .where(inArray(readingMessages.sessionId, sessionIds))
        .groupBy(readingMessages.sessionId);
      return new Map(rows.map((r) => [r.sessionId, r.n]));
    },

    /** A user's palm and chat sessions that have messages, most recently active first. */
    async chatHistory(userId: string, page: number, pageSize: number) {
      const activity = db
        .select({
          sessionId: readingMessages.sessionId,
          lastAt: max(readingMessages.createdAt).as('last_at'),
          n: count().as('n'),
        })
        .from(readingMessages)
        .where(eq(readingMessages.userId, userId))
        .groupBy(readingMessages.sessionId)
        .as('activity');
      const [total] = await db.select({ n: count() }).from(activity);
      const rows = await db
        .select({ session: readingSessions, lastAt: activity.lastAt, n: activity.n })
        .from(activity)
        .innerJoin(readingSessions, eq(readingSessions.id, activity.sessionId))
        .orderBy(desc(activity.lastAt), desc(readingSessions.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { rows, total: total?.n ?? 0 };
    },

    async lastMessage(sessionId: string): Promise<MessageRow | undefined> {
      const [row] = await db
        .select()
        .from(readingMessages)
        .where(
          and(eq(readingMessages.sessionId, sessionId), eq(readingMessages.status, 'complete')),
        )
        .orderBy(desc(readingMessages.createdAt), asc(readingMessages.role))
        .limit(1);
      return row;
    },

    /** Every message of a user's sessions, oldest first: the export. */
    async listAllForUser(userId: string): Promise<MessageRow[]> {
      return db
        .select()
        .from(readingMessages)
        .where(
          or(
            eq(readingMessages.userId, userId),
            inArray(
              readingMessages.sessionId,
              db
                .select({ id: readingSessions.id })
                .from(readingSessions)
                .where(eq(readingSessions.userId, userId)),
            ),
          ),
        )
        .orderBy(
          asc(readingMessages.createdAt),
          desc(readingMessages.role),
          asc(readingMessages.id),
        );
    },

    /**
     * PDPA erasure: the text of every message in the users' sessions goes (questions and the
     * replies that quote them), and the hash of the request that sent it; the messages stay as
     * the record of what was paid for. A reply still pending is failed, so a writer finishing
     * later finds nothing to settle.
     */
    async eraseForUsers(tx: DbOrTx, userIds: string[]): Promise<void> {
      if (userIds.length === 0) return;
      await tx
        .update(readingMessages)
        .set({
          content: '',
          requestHash: null,
          status: sql`case when ${readingMessages.status} = 'pending'
            then 'failed' else ${readingMessages.status} end`,
        })
        .where(
          or(
            inArray(readingMessages.userId, userIds),
            inArray(
              readingMessages.sessionId,
              tx
                .select({ id: readingSessions.id })
                .from(readingSessions)
                .where(inArray(readingSessions.userId, userIds)),
            ),
          ),
        );
    },

    /** Replies left pending by a stopped process, written before `before`. */
    async strandedReplies(before: Date, limit: number): Promise<MessageRow[]> {
      return db
        .select()
        .from(readingMessages)
        .where(and(eq(readingMessages.status, 'pending'), lt(readingMessages.createdAt, before)))
        .orderBy(asc(readingMessages.createdAt))
        .limit(limit);
    },
  };
}

export type ChatRepo = ReturnType<typeof createChatRepo>;
