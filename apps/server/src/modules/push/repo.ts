import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import { dailyFortunePushes, pushSubscriptions } from '../../db/schema/push.ts';
import type { DbOrTx } from '../../db/transaction.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export interface NewPushSubscription {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string | null;
}

/** A user whose daily fortune is due: what the message needs to be written for them. */
export interface DueUser {
  id: string;
  language: 'th' | 'en';
}

/** Who may be sent anything: a registered, active, not suspended account. */
const reachable = and(
  eq(users.isGuest, false),
  eq(users.isActive, true),
  isNull(users.suspendedAt),
  isNull(users.erasedAt),
);

export function createPushRepo(db: Db) {
  return {
    /**
     * Saves a browser's subscription. An endpoint is one browser profile: subscribing it again
     * (new keys, or another account signed in on it) replaces what was there.
     */
    async saveSubscription(values: NewPushSubscription): Promise<PushSubscriptionRow> {
      const [row] = await db
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: {
            userId: values.userId,
            p256dh: values.p256dh,
            auth: values.auth,
            userAgent: values.userAgent,
            createdAt: sql`now()`,
            lastDeliveredAt: null,
          },
        })
        .returning();
      if (!row) throw new Error('upsert returned no row');
      return row;
    },

    /** Keeps the user's `keep` newest subscriptions and removes the rest. */
    async trimSubscriptions(userId: string, keep: number): Promise<void> {
      await db.execute(sql`
        delete from ${pushSubscriptions}
        where ${pushSubscriptions.userId} = ${userId}
          and ${pushSubscriptions.id} not in (
            select ${pushSubscriptions.id} from ${pushSubscriptions}
            where ${pushSubscriptions.userId} = ${userId}
            order by ${pushSubscriptions.createdAt} desc, ${pushSubscriptions.id} desc
            limit ${keep}
          )`);
    },

    /** Removes the user's subscription with this endpoint; false when they had none. */
    async removeSubscription(userId: string, endpoint: string): Promise<boolean> {
      const removed = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return removed.length > 0;
    },

    /** The push service said the endpoint is gone (404/410): whoever it belonged to. */
    async removeEndpoint(endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },

    async subscriptionsOf(userId: string): Promise<PushSubscriptionRow[]> {
      return db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(asc(pushSubscriptions.createdAt));
    },

    async markSubscriptionDelivered(id: string, at: Date): Promise<void> {
      await db
        .update(pushSubscriptions)
        .set({ lastDeliveredAt: at })
        .where(eq(pushSubscriptions.id, id));
    },

    async preferencesOf(
      userId: string,
    ): Promise<{ dailyFortunePush: boolean; dailyFortuneHour: number } | undefined> {
      const [row] = await db
        .select({
          dailyFortunePush: users.dailyFortunePush,
          dailyFortuneHour: users.dailyFortuneHour,
        })
        .from(users)
        .where(and(eq(users.id, userId), reachable))
        .limit(1);
      return row;
    },

    async setPreferences(
      userId: string,
      preferences: { dailyFortunePush: boolean; dailyFortuneHour: number },
    ): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ ...preferences, updatedAt: sql`now()` })
        .where(and(eq(users.id, userId), reachable))
        .returning({ id: users.id });
      return updated.length > 0;
    },

    /**
     * Up to `limit` users (after `afterId`, in id order) who chose this hour, have a browser
     * subscribed, and whose fortune of `day` has not been claimed yet.
     */
    async dueUsers(
      day: string,
      hour: number,
      limit: number,
      afterId: string | null,
    ): Promise<DueUser[]> {
      return db
        .select({ id: users.id, language: users.language })
        .from(users)
        .where(
          and(
            eq(users.dailyFortunePush, true),
            eq(users.dailyFortuneHour, hour),
            reachable,
            afterId ? gt(users.id, afterId) : undefined,
            sql`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${users.id})`,
            sql`not exists (select 1 from ${dailyFortunePushes} where ${dailyFortunePushes.userId} = ${users.id} and ${dailyFortunePushes.day} = ${day})`,
          ),
        )
        .orderBy(asc(users.id))
        .limit(limit);
    },

    /**
     * Claims the user's fortune of `day` in the caller's transaction, if they still want it at
     * this hour: true for the one caller that inserts the row, false for every other (another
     * instance, a retried run) and when the user turned it off meanwhile.
     */
    async claimDay(tx: DbOrTx, userId: string, day: string, hour: number): Promise<boolean> {
      const [wanted] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.id, userId),
            eq(users.dailyFortunePush, true),
            eq(users.dailyFortuneHour, hour),
            reachable,
          ),
        )
        .limit(1);
      if (!wanted) return false;
      const claimed = await tx
        .insert(dailyFortunePushes)
        .values({ userId, day })
        .onConflictDoNothing()
        .returning({ userId: dailyFortunePushes.userId });
      return claimed.length > 0;
    },

    /** Gives a claim back: nothing reached the user, so a retried run may try again. */
    async releaseDay(userId: string, day: string): Promise<void> {
      await db
        .delete(dailyFortunePushes)
        .where(
          and(
            eq(dailyFortunePushes.userId, userId),
            eq(dailyFortunePushes.day, day),
            isNull(dailyFortunePushes.deliveredAt),
          ),
        );
    },

    async markDayDelivered(userId: string, day: string, at: Date): Promise<void> {
      await db
        .update(dailyFortunePushes)
        .set({ deliveredAt: at })
        .where(and(eq(dailyFortunePushes.userId, userId), eq(dailyFortunePushes.day, day)));
    },

    /** Thai calendar days whose fortune reached the user, oldest first. */
    async daysSentTo(userId: string): Promise<string[]> {
      const rows = await db
        .select({ day: dailyFortunePushes.day })
        .from(dailyFortunePushes)
        .where(
          and(eq(dailyFortunePushes.userId, userId), isNotNull(dailyFortunePushes.deliveredAt)),
        )
        .orderBy(asc(dailyFortunePushes.day));
      return rows.map((row) => row.day);
    },

    /** PDPA erasure: the person's browsers and the record of what was sent to them. */
    async eraseFor(tx: DbOrTx, userIds: string[]): Promise<void> {
      if (userIds.length === 0) return;
      await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
      await tx.delete(dailyFortunePushes).where(inArray(dailyFortunePushes.userId, userIds));
      await tx.update(users).set({ dailyFortunePush: false }).where(inArray(users.id, userIds));
    },
  };
}

export type PushRepo = ReturnType<typeof createPushRepo>;
