import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

const now = () => sql`now()`;

/** Each user's invite code; generating a new one replaces it. */
export const referralCodes = pgTable('referral_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(now()),
});

export const REFERRAL_STATUSES = ['pending', 'completed', 'rejected'] as const;

/**
 * A friend who arrived with an inviter's code. One per friend (`referred_id` is unique) and one per
 * mailbox (`friend_mailbox` is unique): nobody is referred twice, not even under another alias of
 * their e-mail. `pending` until the friend's first purchase is credited, then `completed` (and the
 * inviter's reward is made in that same transaction). `device` is the friend's device or guest
 * session at sign-up: a reason to refuse (the inviter's own device), never proof of a new person.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null once the friend's account is erased; the inviter's record of the invite stays. */
    referredId: uuid('referred_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    code: text('code').notNull(),
    platform: text('platform').notNull().default('unknown'),
    device: text('device'),
    /**
     * HMAC of the friend's mailbox (`mailboxOf`: lower case, no `+tag`, Gmail without dots); null
     * once the friend's account is erased, and for friends recorded before it was kept.
     */
    friendMailbox: text('friend_mailbox'),
    status: text('status', { enum: REFERRAL_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(now()),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('referrals_referrer_idx').on(t.referrerId, t.createdAt),
    uniqueIndex('referrals_friend_mailbox_uq').on(t.friendMailbox),
    check('referrals_not_self', sql`${t.referrerId} <> ${t.referredId}`),
  ],
);

export const REFERRAL_REWARD_STATUSES = ['pending', 'claimed'] as const;

/**
 * Coins an inviter earned when a friend's first purchase was credited, pending until claimed. Claiming credits them through the ledger with
 * the idempotency key `referral-reward:<id>`, so a reward is paid once however often it is claimed.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referralId: uuid('referral_id')
      .unique()
      .references(() => referrals.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    status: text('status', { enum: REFERRAL_REWARD_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(now()),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    index('referral_rewards_user_idx').on(t.userId, t.status),
    check('referral_rewards_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * How many friends' rewards an inviter was given on a Thai calendar day: the daily cap
 * (`REFERRAL_REWARDS_PER_DAY`) is one conditional upsert on this row, exact under concurrent
 * purchases.
 */
export const referralRewardDays = pgTable(
  'referral_reward_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    rewards: integer('rewards').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** A visit through an invite link (no IP address is kept). */
export const referralClicks = pgTable(
  'referral_clicks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    platform: text('platform').notNull().default('unknown'),
    source: text('source').notNull().default('direct_link'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(now()),
  },
  (t) => [index('referral_clicks_code_idx').on(t.code)],
);

/** An inviter sharing their code somewhere. */
export const referralShares = pgTable(
  'referral_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(now()),
  },
  (t) => [index('referral_shares_user_idx').on(t.userId)],
);
