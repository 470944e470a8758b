import { and, count, desc, eq, ilike, inArray, isNull, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DbOrTx } from '../../db/transaction.ts';
import { createBatchedRowLookup } from '../../platform/batched-lookup.ts';
import {
  consentRecords,
  devOutbox,
  oauthIdentities,
  otpCodes,
  users,
} from '../../db/schema/identity.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type ConsentRow = typeof consentRecords.$inferSelect;
export type NewConsent = typeof consentRecords.$inferInsert;

export function createUsersRepo(db: Db) {
  /**
   * The user behind a token, read on most signed-in calls: planned once per connection, and the
   * reads of one turn of the event loop sent as one query (`createBatchedRowLookup`).
   */
  const usersByIds = db
    .select()
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('users_by_ids');
  const findByIdBatched = createBatchedRowLookup(
    (ids) => usersByIds.execute({ ids }),
    (row) => row.id,
  );

  return {
    db,

    async findById(id: string, tx: DbOrTx = db): Promise<UserRow | undefined> {
      if (tx === db) return findByIdBatched(id);
      const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findActiveByEmail(email: string, tx: DbOrTx = db): Promise<UserRow | undefined> {
      const [row] = await tx
        .select()
        .from(users)
        .where(and(eq(users.email, email), eq(users.isActive, true)))
        .limit(1);
      return row;
    },

    async findActiveGuestBySession(
      sessionId: string,
      tx: DbOrTx = db,
    ): Promise<UserRow | undefined> {
      const [row] = await tx
        .select()
        .from(users)
        .where(
          and(eq(users.sessionId, sessionId), eq(users.isGuest, true), eq(users.isActive, true)),
        )
        .limit(1);
      return row;
    },

    async insert(values: NewUser, tx: DbOrTx = db): Promise<UserRow> {
      const [row] = await tx.insert(users).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** Creates the account for a verified e-mail, or returns the one that won a concurrent race. */
    async findOrCreateByEmail(email: string, values: Partial<NewUser>, tx: DbOrTx = db) {
      const [created] = await tx
        .insert(users)
        .values({ ...values, email, emailVerified: true })
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (created) return { user: created, created: true };
      const [existing] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
      if (!existing) throw new Error('user vanished during sign-in');
      return { user: existing, created: false };
    },

    async update(
      id: string,
      values: Partial<NewUser>,
      tx: DbOrTx = db,
    ): Promise<UserRow | undefined> {
      const [row] = await tx
        .update(users)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    async recordConsents(rows: NewConsent[], tx: DbOrTx = db): Promise<void> {
      if (rows.length > 0) await tx.insert(consentRecords).values(rows);
    },

    async listConsents(subjectId: string, tx: DbOrTx = db): Promise<ConsentRow[]> {
      return tx
        .select()
        .from(consentRecords)
        .where(eq(consentRecords.subjectId, subjectId))
        .orderBy(consentRecords.createdAt, consentRecords.id);
    },

    /** The consents of several subjects (an account and the guests carried into it), oldest first. */
    async listConsentsOf(subjectIds: string[], tx: DbOrTx = db): Promise<ConsentRow[]> {
      if (subjectIds.length === 0) return [];
      return tx
        .select()
        .from(consentRecords)
        .where(inArray(consentRecords.subjectId, subjectIds))
        .orderBy(consentRecords.createdAt, consentRecords.id);
    },

    /** The latest decision on one purpose, given or withdrawn. */
    async latestConsent(subjectId: string, purpose: string): Promise<ConsentRow | undefined> {
      const [row] = await db
        .select()
        .from(consentRecords)
        .where(and(eq(consentRecords.subjectId, subjectId), eq(consentRecords.purpose, purpose)))
        .orderBy(desc(consentRecords.createdAt), desc(consentRecords.id))
        .limit(1);
      return row;
    },

    /** The latest decision of the subjects on each `cookies:<category>` purpose. */
    async latestCookieConsents(subjectIds: string[]): Promise<ConsentRow[]> {
      if (subjectIds.length === 0) return [];
      return db
        .selectDistinctOn([consentRecords.purpose])
        .from(consentRecords)
        .where(
          and(
            inArray(consentRecords.subjectId, subjectIds),
            like(consentRecords.purpose, 'cookies:%'),
          ),
        )
        .orderBy(consentRecords.purpose, desc(consentRecords.createdAt), desc(consentRecords.id));
    },

    /** The guest sessions that were carried into the account when its user signed in. */
    async guestsRetiredInto(userId: string, tx: DbOrTx = db): Promise<UserRow[]> {
      return tx
        .select()
        .from(users)
        .where(eq(users.retiredInto, userId))
        .orderBy(users.createdAt, users.id);
    },

    /**
     * PDPA erasure of identity: the account's and its carried guests' personal fields, the
     * browser and address of their consent records (the decisions stay), their sign-in links,
     * and the codes and dev-outbox mail sent to the e-mail.
     */
    async eraseIdentity(
      tx: DbOrTx,
      input: { userId: string; guestIds: string[]; email: string | null },
    ): Promise<void> {
      const subjects = [input.userId, ...input.guestIds];
      await tx
        .update(consentRecords)
        .set({ ipHash: null, userAgent: null })
        .where(inArray(consentRecords.subjectId, subjects));
      await tx.delete(oauthIdentities).where(inArray(oauthIdentities.userId, subjects));
      if (input.email) {
        await tx.delete(otpCodes).where(sql`lower(${otpCodes.email}) = lower(${input.email})`);
        await tx.delete(devOutbox).where(sql`lower(${devOutbox.to}) = lower(${input.email})`);
      }
      const personal = {
        email: null,
        emailVerified: false,
        firstName: null,
        lastName: null,
        fullName: null,
        phoneNumber: null,
        avatarUrl: null,
        birthDate: null,
        birthTime: null,
        gender: null,
        sessionId: null,
        deviceId: null,
        isActive: false,
        suspendedReason: null,
        erasedAt: new Date(),
        updatedAt: sql`now()`,
      } as const;
      await tx.update(users).set(personal).where(inArray(users.id, subjects));
    },

    async countConsents(subjectId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(consentRecords)
        .where(and(eq(consentRecords.subjectId, subjectId), eq(consentRecords.granted, true)));
      return row?.n ?? 0;
    },

    async listIdentities(userId: string, tx: DbOrTx = db) {
      return tx
        .select({ provider: oauthIdentities.provider, email: oauthIdentities.email })
        .from(oauthIdentities)
        .where(eq(oauthIdentities.userId, userId));
    },

    async findIdentity(provider: string, subject: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(oauthIdentities)
        .where(and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.subject, subject)))
        .limit(1);
      return row;
    },

    async linkIdentity(
      values: { provider: string; subject: string; userId: string; email: string | null },
      tx: DbOrTx = db,
    ) {
      await tx.insert(oauthIdentities).values(values).onConflictDoNothing();
    },

    async adminList(params: { page: number; pageSize: number; q?: string | undefined }) {
      const filters = [eq(users.isActive, true), isNull(users.retiredInto)];
      if (params.q) {
        const like = `%${params.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const match = or(
          ilike(users.email, like),
          ilike(users.fullName, like),
          ilike(users.firstName, like),
          ilike(users.lastName, like),
        );
        if (match) filters.push(match);
      }
      const where = and(...filters);
      const [total] = await db.select({ n: count() }).from(users).where(where);
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), users.id)
        .limit(params.pageSize)
        .offset((params.page - 1) * params.pageSize);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
