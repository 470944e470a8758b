import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

// The coin ledger: double-entry and append-only. Only `modules/wallet` writes these tables.
// Append-only and balanced transfers are enforced by triggers in the `wallet_guards` migration.

const createdAt = () =>
  timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`);
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`);

/** Free-form context on a transfer or hold (who, why); never read by the ledger itself. */
export type LedgerMetadata = Record<string, unknown>;

/**
 * A user's wallet (one per user, created on first use) or a system account (the counterpart of
 * every movement: `system:purchases`, `system:promotions`, `system:spending`, ...).
 *
 * Only wallets keep a running `balance` and `held`: a system account takes part in every transfer
 * of its kind, so a running total there would queue all users' transfers on one row. A system
 * account's balance is the sum of its entries (it may be negative: it is where coins come from).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['wallet', 'system'] }).notNull(),
    /** `system:<name>` for system accounts; null for wallets. */
    code: text('code'),
    userId: uuid('user_id').references(() => users.id),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    /** Coins reserved by pending holds: part of the balance, but not spendable. */
    held: bigint('held', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_code_uq').on(t.code),
    uniqueIndex('ledger_accounts_user_uq').on(t.userId),
    check('ledger_accounts_balance_non_negative', sql`${t.balance} >= 0`),
    check('ledger_accounts_held_within_balance', sql`${t.held} >= 0 AND ${t.held} <= ${t.balance}`),
    check(
      'ledger_accounts_kind_shape',
      sql`(${t.kind} = 'wallet' AND ${t.userId} IS NOT NULL AND ${t.code} IS NULL)
        OR (${t.kind} = 'system' AND ${t.userId} IS NULL AND ${t.code} LIKE 'system:%'
            AND ${t.balance} = 0 AND ${t.held} = 0)`,
    ),
  ],
);

/**
 * One movement of coins from `debit_account_id` to `credit_account_id`, at most one per
 * idempotency key. `request_hash` tells a replay (same request) from a reused key.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    kind: text('kind').notNull(),
    debitAccountId: uuid('debit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: uuid('credit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    /** The charge this transfer refunds (part of). */
    reversesTransferId: uuid('reverses_transfer_id').references(
      (): AnyPgColumn => ledgerTransfers.id,
    ),
    /** The hold this transfer posts; unique, so a hold is posted at most once. */
    holdId: uuid('hold_id').references(() => ledgerHolds.id),
    metadata: jsonb('metadata').$type<LedgerMetadata>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_idempotency_key_uq').on(t.idempotencyKey),
    uniqueIndex('ledger_transfers_hold_uq').on(t.holdId),
    index('ledger_transfers_reverses_idx').on(t.reversesTransferId),
    index('ledger_transfers_reference_idx').on(t.referenceType, t.referenceId),
    check('ledger_transfers_amount_positive', sql`${t.amount} > 0`),
    check('ledger_transfers_distinct_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    check(
      'ledger_transfers_reference_pair',
      sql`(${t.referenceType} IS NULL) = (${t.referenceId} IS NULL)`,
    ),
  ],
);

/**
 * The two legs of each transfer: -amount on the debit account, +amount on the credit account.
 * `balance_after` is the wallet's balance right after the entry (null on system accounts).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_entries_transfer_account_uq').on(t.transferId, t.accountId),
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    check('ledger_entries_amount_non_zero', sql`${t.amount} <> 0`),
  ],
);

/**
 * Two-phase spending: a pending hold reserves coins (wallet `held`); it is posted into a transfer
 * or voided, exactly once. A trigger refuses any change to a hold that is no longer pending.
 */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['pending', 'posted', 'voided'] })
      .notNull()
      .default('pending'),
    kind: text('kind').notNull(),
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    metadata: jsonb('metadata').$type<LedgerMetadata>().notNull().default({}),
    /** The posting transfer (set with status `posted`). */
    transferId: uuid('transfer_id'),
    voidReason: text('void_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ledger_holds_idempotency_key_uq').on(t.idempotencyKey),
    index('ledger_holds_pending_idx')
      .on(t.accountId)
      .where(sql`${t.status} = 'pending'`),
    check('ledger_holds_amount_positive', sql`${t.amount} > 0`),
    check('ledger_holds_status', sql`${t.status} IN ('pending', 'posted', 'voided')`),
    check(
      'ledger_holds_posted_has_transfer',
      sql`(${t.status} = 'posted') = (${t.transferId} IS NOT NULL)`,
    ),
    check(
      'ledger_holds_reference_pair',
      sql`(${t.referenceType} IS NULL) = (${t.referenceId} IS NULL)`,
    ),
  ],
);

/** What each product costs in coins (reading kinds, `chat`); admins may edit the amounts. */
export const coinCosts = pgTable(
  'coin_costs',
  {
    key: text('key').primaryKey(),
    amount: integer('amount').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('coin_costs_amount_positive', sql`${t.amount} > 0`)],
);
