import { and, asc, count, desc, eq, inArray, isNotNull, or, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import { payments } from '../../db/schema/payments.ts';
import {
  referralClicks,
  referralCodes,
  referralRewardDays,
  referralRewards,
  referrals,
  referralShares,
} from '../../db/schema/referral.ts';
import type { DbOrTx } from '../../db/transaction.ts';

export type ReferralCodeRow = typeof referralCodes.$inferSelect;
export type ReferralRow = typeof referrals.$inferSelect;
export type ReferralRewardRow = typeof referralRewards.$inferSelect;
export type ReferralShareRow = typeof referralShares.$inferSelect;

/** A friend who joined, with the reward they earned and what the inviter may see (masked later). */
export interface ReferralWithFriend {
  referral: ReferralRow;
  rewardAmount: number | null;
  friendEmail: string | null;
  friendPhone: string | null;
  friendFirstName: string | null;
  friendFullName: string | null;
}

/** The person behind an account, as the referral rules need them. */
export interface ReferralPerson {
  id: string;
  email: string | null;
  isGuest: boolean;
  isActive: boolean;
  createdAt: Date;
}

/** How far up a chain of invites a new invite is checked for a loop (A invites B invites A). */
const CHAIN_DEPTH = 32;

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function createReferralRepo(db: Db) {
  return {
    async codeOf(userId: string): Promise<ReferralCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(referralCodes)
        .where(eq(referralCodes.userId, userId))
        .limit(1);
      return row;
    },

    async ownerOfCode(code: string): Promise<ReferralCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(referralCodes)
        .where(eq(referralCodes.code, code))
        .limit(1);
      return row;
    },

    /**
     * Gives the user `code`: only when they have none (`replace: false`), or in place of the one
     * they have. Undefined when the code belongs to someone else already (the caller draws again)
     * or, without `replace`, when the user got a code meanwhile.
     */
    async saveCode(
      userId: string,
      code: string,
      replace: boolean,
    ): Promise<ReferralCodeRow | undefined> {
      try {
        const insert = db.insert(referralCodes).values({ userId, code });
        const [row] = replace
          ? await insert
              .onConflictDoUpdate({
                target: referralCodes.userId,
                set: { code, createdAt: sql`now()` },
              })
              .returning()
          : await insert.onConflictDoNothing().returning();
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    async person(userId: string, tx: DbOrTx = db): Promise<ReferralPerson | undefined> {
      const [row] = await tx
        .select({
          id: users.id,
          email: users.email,
          isGuest: users.isGuest,
          isActive: users.isActive,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    /**
     * The devices an account has been used on: its own device id, those of the guests carried
     * into it when it signed in, and the device it joined with if it was invited itself.
     */
    async devicesOf(userId: string, tx: DbOrTx = db): Promise<string[]> {
      const own = await tx
        .select({ device: users.deviceId })
        .from(users)
        .where(
          and(or(eq(users.id, userId), eq(users.retiredInto, userId)), isNotNull(users.deviceId)),
        )
        .orderBy(desc(users.createdAt));
      const joined = await tx
        .select({ device: referrals.device })
        .from(referrals)
        .where(and(eq(referrals.referredId, userId), isNotNull(referrals.device)));
      return [...own, ...joined].map((r) => r.device).filter((d): d is string => Boolean(d));
    },

    /** Whether one of `devices` already brought the inviter a friend. */
    async deviceAlreadyReferred(
      referrerId: string,
      devices: string[],
      tx: DbOrTx = db,
    ): Promise<boolean> {
      if (devices.length === 0) return false;
      const [row] = await tx
        .select({ id: referrals.id })
        .from(referrals)
        .where(and(eq(referrals.referrerId, referrerId), inArray(referrals.device, devices)))
        .limit(1);
      return row !== undefined;
    },

    async referralOf(referredId: string, tx: DbOrTx = db): Promise<ReferralRow | undefined> {
      const [row] = await tx
        .select()
        .from(referrals)
        .where(eq(referrals.referredId, referredId))
        .limit(1);
      return row;
    },

    /** Whether a friend with this mailbox (`friend_mailbox`) was referred already, by anyone. */
    async mailboxReferred(mailbox: string, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: referrals.id })
        .from(referrals)
        .where(eq(referrals.friendMailbox, mailbox))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Whether `friendId` invited `inviterId`, directly or through others: counting the friend as
     * the inviter's friend would close a loop (A invites B, then B's code for A).
     */
    async invitedBy(inviterId: string, friendId: string, tx: DbOrTx = db): Promise<boolean> {
      let current = inviterId;
      for (let depth = 0; depth < CHAIN_DEPTH; depth++) {
        const [row] = await tx
          .select({ referrerId: referrals.referrerId })
          .from(referrals)
          .where(eq(referrals.referredId, current))
          .limit(1);
        if (!row) return false;
        if (row.referrerId === friendId) return true;
        current = row.referrerId;
      }
      return false;
    },

    /**
     * Locks the users' rows (in id order, so two such locks never wait for each other) until `tx`
     * ends: a friend's invite and their purchase, or two people naming each other, take turns.
     */
    async lockPeople(tx: DbOrTx, userIds: string[]): Promise<void> {
      if (userIds.length === 0) return;
      await tx
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.id, userIds))
        .orderBy(asc(users.id))
        .for('no key update');
    },

    /** Whether a purchase of the user's has been credited (a payment that succeeded). */
    async hasCreditedPurchase(tx: DbOrTx, userId: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.status, 'success')))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Records a friend; undefined when the friend, or a friend with the same mailbox, was referred
     * already (one referral each; the unique indexes settle a race).
     */
    async insertReferral(
      tx: DbOrTx,
      values: {
        referrerId: string;
        referredId: string;
        code: string;
        platform: string;
        device: string | null;
        friendMailbox: string | null;
        status: ReferralRow['status'];
        completedAt: Date | null;
      },
    ): Promise<ReferralRow | undefined> {
      const [row] = await tx.insert(referrals).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** The friend's referral while it waits for their first purchase. */
    async pendingReferralOf(tx: DbOrTx, referredId: string): Promise<ReferralRow | undefined> {
      const [row] = await tx
        .select()
        .from(referrals)
        .where(and(eq(referrals.referredId, referredId), eq(referrals.status, 'pending')))
        .limit(1);
      return row;
    },

    /**
     * Moves a pending referral to completed; undefined when it was not pending any more (the
     * conditional update lets one caller through).
     */
    async completeReferral(tx: DbOrTx, id: string, at: Date): Promise<ReferralRow | undefined> {
      const [row] = await tx
        .update(referrals)
        .set({ status: 'completed', completedAt: at })
        .where(and(eq(referrals.id, id), eq(referrals.status, 'pending')))
        .returning();
      return row;
    },

    /**
     * Counts one more reward for the inviter on `day` when fewer than `cap` were given that day;
     * false at the cap. One conditional upsert: concurrent purchases cannot pass the cap together.
     */
    async countRewardOfDay(tx: DbOrTx, userId: string, day: string, cap: number): Promise<boolean> {
      if (cap <= 0) return false;
      const rows = await tx
        .insert(referralRewardDays)
        .values({ userId, day, rewards: 1 })
        .onConflictDoUpdate({
          target: [referralRewardDays.userId, referralRewardDays.day],
          set: { rewards: sql`${referralRewardDays.rewards} + 1` },
          setWhere: sql`${referralRewardDays.rewards} < ${cap}`,
        })
        .returning({ rewards: referralRewardDays.rewards });
      return rows.length > 0;
    },

    /** The reward of a referral; undefined when it has one already (one reward per friend). */
    async insertReward(
      tx: DbOrTx,
      values: { userId: string; referralId: string; amount: number },
    ): Promise<ReferralRewardRow | undefined> {
      const [row] = await tx
        .insert(referralRewards)
        .values(values)
        .onConflictDoNothing({ target: referralRewards.referralId })
        .returning();
      return row;
    },

    /**
     * Marks every pending reward of the user claimed and returns them. The row locks make it
     * once: a claim racing this one waits, then finds nothing pending.
     */
    async claimPending(tx: DbOrTx, userId: string, at: Date): Promise<ReferralRewardRow[]> {
      return tx
        .update(referralRewards)
        .set({ status: 'claimed', claimedAt: at })
        .where(and(eq(referralRewards.userId, userId), eq(referralRewards.status, 'pending')))
        .returning();
    },

    async rewardsOf(userId: string): Promise<ReferralRewardRow[]> {
      return db
        .select()
        .from(referralRewards)
        .where(eq(referralRewards.userId, userId))
        .orderBy(desc(referralRewards.createdAt), desc(referralRewards.id));
    },

    /** How many friends the user brought, by status. */
    async countsByStatus(referrerId: string): Promise<Record<ReferralRow['status'], number>> {
      const rows = await db
        .select({ status: referrals.status, n: count() })
        .from(referrals)
        .where(eq(referrals.referrerId, referrerId))
        .groupBy(referrals.status);
      const counts = { pending: 0, completed: 0, rejected: 0 };
      for (const row of rows) counts[row.status] = row.n;
      return counts;
    },

    /** Coins of the user's rewards, by status. */
    async rewardTotals(userId: string): Promise<{ pending: number; claimed: number }> {
      const rows = await db
        .select({ status: referralRewards.status, total: sum(referralRewards.amount) })
        .from(referralRewards)
        .where(eq(referralRewards.userId, userId))
        .groupBy(referralRewards.status);
      const totals = { pending: 0, claimed: 0 };
      for (const row of rows) totals[row.status] = Number(row.total ?? 0);
      return totals;
    },

    /** The codes the user's friends joined with (older codes included) besides `current`. */
    async codesUsedWith(referrerId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ code: referrals.code })
        .from(referrals)
        .where(eq(referrals.referrerId, referrerId));
      return rows.map((r) => r.code);
    },

    async clickCount(codes: string[]): Promise<number> {
      if (codes.length === 0) return 0;
      const [row] = await db
        .select({ n: count() })
        .from(referralClicks)
        .where(inArray(referralClicks.code, codes));
      return row?.n ?? 0;
    },

    /** A page of the friends the user brought, newest first. */
    async pageOfReferrals(
      referrerId: string,
      page: number,
      limit: number,
    ): Promise<{ rows: ReferralWithFriend[]; total: number }> {
      const [totalRow] = await db
        .select({ n: count() })
        .from(referrals)
        .where(eq(referrals.referrerId, referrerId));
      const rows = await withFriends(
        db,
        eq(referrals.referrerId, referrerId),
        limit,
        (page - 1) * limit,
      );
      return { rows, total: totalRow?.n ?? 0 };
    },

    /** Every friend the user brought, newest first: the data export. */
    async allReferralsOf(referrerId: string): Promise<ReferralWithFriend[]> {
      return withFriends(db, eq(referrals.referrerId, referrerId));
    },

    async sharesOf(userId: string): Promise<ReferralShareRow[]> {
      return db
        .select()
        .from(referralShares)
        .where(eq(referralShares.userId, userId))
        .orderBy(asc(referralShares.createdAt), asc(referralShares.id));
    },

    async insertShare(userId: string, platform: string): Promise<void> {
      await db.insert(referralShares).values({ userId, platform });
    },

    async insertClick(values: {
      code: string;
      platform: string;
      source: string;
      userAgent: string | null;
    }): Promise<void> {
      await db.insert(referralClicks).values(values);
    },

    /**
     * PDPA erasure of `userIds` (an account and its carried-in guests): their code, shares,
     * rewards and the invites they made go; where they were the invited friend, the invite stays
     * for the inviter without them (no account, no device, no mailbox).
     */
    async eraseFor(tx: DbOrTx, userIds: string[]): Promise<void> {
      if (userIds.length === 0) return;
      await tx.delete(referralRewards).where(inArray(referralRewards.userId, userIds));
      await tx.delete(referralRewardDays).where(inArray(referralRewardDays.userId, userIds));
      await tx.delete(referrals).where(inArray(referrals.referrerId, userIds));
      await tx.delete(referralShares).where(inArray(referralShares.userId, userIds));
      await tx.delete(referralCodes).where(inArray(referralCodes.userId, userIds));
      await tx
        .update(referrals)
        .set({ referredId: null, device: null, friendMailbox: null })
        .where(inArray(referrals.referredId, userIds));
    },
  };
}

async function withFriends(
  db: DbOrTx,
  where: ReturnType<typeof eq>,
  limit?: number,
  offset?: number,
): Promise<ReferralWithFriend[]> {
  const query = db
    .select({
      referral: referrals,
      rewardAmount: referralRewards.amount,
      friendEmail: users.email,
      friendPhone: users.phoneNumber,
      friendFirstName: users.firstName,
      friendFullName: users.fullName,
    })
    .from(referrals)
    .leftJoin(users, eq(users.id, referrals.referredId))
    .leftJoin(referralRewards, eq(referralRewards.referralId, referrals.id))
    .where(where)
    .orderBy(desc(referrals.createdAt), desc(referrals.id));
  if (limit === undefined) return query;
  return query.limit(limit).offset(offset ?? 0);
}

export type ReferralRepo = ReturnType<typeof createReferralRepo>;
