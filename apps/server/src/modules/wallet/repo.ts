import { and, count, desc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { createBatchedRowLookup } from '../../platform/batched-lookup.ts';
import type { DbOrTx } from '../../db/transaction.ts';
import { users } from '../../db/schema/identity.ts';
import {
  coinCosts,
  ledgerAccounts,
  ledgerEntries,
  ledgerHolds,
  ledgerTransfers,
} from '../../db/schema/wallet.ts';

export type AccountRow = typeof ledgerAccounts.$inferSelect;
export type TransferRow = typeof ledgerTransfers.$inferSelect;
export type NewTransfer = typeof ledgerTransfers.$inferInsert;
export type HoldRow = typeof ledgerHolds.$inferSelect;
export type NewHold = typeof ledgerHolds.$inferInsert;

export const SYSTEM_ACCOUNTS = [
  'system:purchases',
  'system:promotions',
  'system:referrals',
  'system:spending',
  'system:refunds',
  'system:adjustments',
] as const;
export type SystemAccountCode = (typeof SYSTEM_ACCOUNTS)[number];

export interface Leg {
  accountId: string;
  amount: number;
  balanceAfter: number | null;
}

export interface WalletHistoryRow {
  transferId: string;
  kind: string;
  amount: number;
  balanceAfter: number | null;
  referenceType: string | null;
  referenceId: string | null;
  metadata: Record<string, unknown>;
  createdAt: Date;
}

/** One row of a wallet's own ledger: a posted entry, or a hold still pending or voided. */
export interface WalletTransactionRow {
  id: string;
  source: 'entry' | 'hold';
  kind: string;
  /** Signed as the wallet sees it; a hold's is minus what it reserves. */
  amount: number;
  balanceAfter: number;
  referenceType: string | null;
  referenceId: string | null;
  metadata: Record<string, unknown>;
  createdAt: Date;
  status: 'posted' | 'held' | 'voided';
}

export interface ReconciliationRows {
  totalEntriesSum: number;
  walletsChecked: number;
  unbalancedTransfers: { transferId: string; sum: number; legs: number }[];
  mismatches: { accountId: string; userId: string; balance: number; entriesSum: number }[];
  heldMismatches: { accountId: string; userId: string; held: number; pendingHolds: number }[];
  negativeBalances: { accountId: string; userId: string; balance: number }[];
  heldOverBalance: { accountId: string; userId: string; balance: number; held: number }[];
  systemBalances: Record<string, number>;
}

const big = (value: unknown) => Number(value ?? 0);

/**
 * A spend as one statement (see `spendInOneStatement`), prepared: planned once per connection.
 * The wallet's row is locked by the UPDATE until the statement commits, so the transfer and its
 * two legs are written inside that one lock; no row is touched when the coins are not there.
 */
function spendStatement(db: Db) {
  const p = (name: string) => sql.placeholder(name);
  return preparedStatement<{
    transfer_id: string;
    created_at: string | Date;
    balance: string | number;
  }>(
    db,
    'wallet_spend',
    sql`
      WITH debited AS (
        UPDATE ${ledgerAccounts}
        SET balance = balance - ${p('amount')}::bigint, updated_at = now()
        WHERE user_id = ${p('userId')}::uuid AND kind = 'wallet'
          AND balance - held >= ${p('amount')}::bigint
        RETURNING id, balance
      ), claimed AS (
        INSERT INTO ${ledgerTransfers}
          (idempotency_key, request_hash, kind, debit_account_id, credit_account_id, amount,
           reference_type, reference_id, metadata)
        SELECT ${p('idempotencyKey')}, ${p('requestHash')}, ${p('kind')}, debited.id,
          ${p('spendingAccountId')}::uuid, ${p('amount')}::bigint, ${p('referenceType')},
          ${p('referenceId')}, ${p('metadata')}::jsonb
        FROM debited
        RETURNING id, created_at
      ), legs AS (
        INSERT INTO ${ledgerEntries} (transfer_id, account_id, amount, balance_after)
        SELECT claimed.id, debited.id, -(${p('amount')}::bigint), debited.balance
        FROM claimed, debited
        UNION ALL
        SELECT claimed.id, ${p('spendingAccountId')}::uuid, ${p('amount')}::bigint, NULL
        FROM claimed
        RETURNING 1
      )
      SELECT claimed.id AS transfer_id, claimed.created_at, debited.balance,
        (SELECT count(*) FROM legs) AS legs
      FROM claimed, debited`,
  );
}

/** One spend of a batch (`spendManyStatement`). */
export interface SpendItem {
  userId: string;
  amount: number;
  idempotencyKey: string;
  requestHash: string;
  kind: string;
  referenceType: string | null;
  referenceId: string | null;
  metadata: Record<string, unknown>;
}

export interface Spent {
  transferId: string;
  createdAt: Date;
  /** The wallet's balance right after this spend. */
  balance: number;
}

/**
 * Many spends as one statement, prepared: the spends that arrived together, from one wallet or
 * several, each with its own idempotency key (distinct within the batch). Per wallet, the spends
 * whose keys are unused are taken in order and debited together, only if the wallet can pay for
 * all of them (`balance - held >= total`), so its row is locked and its commit written once for
 * the lot instead of once per spend. Each spend gets its own transfer and two legs, its wallet leg
 * holding the balance right after it. A spend not in the answer was not made (its key was used, or
 * its wallet could not pay for the batch, or has no wallet): the caller makes it alone.
 */
function spendManyStatement(db: Db) {
  const p = (name: string) => sql.placeholder(name);
  return preparedStatement<{
    idempotency_key: string;
    transfer_id: string;
    created_at: string | Date;
    balance_after: string | number;
    legs: string | number;
  }>(
    db,
    'wallet_spend_many',
    sql`
      WITH input AS (
        SELECT * FROM unnest(
          ${p('userIds')}::uuid[], ${p('amounts')}::bigint[], ${p('keys')}::text[],
          ${p('hashes')}::text[], ${p('kinds')}::text[], ${p('referenceTypes')}::text[],
          ${p('referenceIds')}::text[], ${p('metadata')}::text[]
        ) WITH ORDINALITY AS i(user_id, amount, idempotency_key, request_hash, kind,
                               reference_type, reference_id, metadata, ord)
      ), fresh AS (
        SELECT * FROM input
        WHERE NOT EXISTS (
          SELECT 1 FROM ${ledgerTransfers} t WHERE t.idempotency_key = input.idempotency_key
        )
      ), totals AS (
        SELECT user_id, sum(amount)::bigint AS total FROM fresh GROUP BY user_id
      ), locked AS (
        -- The batch's wallets locked in one order (their ids), so two batches that share
        -- wallets wait for each other instead of deadlocking.
        SELECT a.id FROM ${ledgerAccounts} a
        WHERE a.user_id IN (SELECT user_id FROM totals) AND a.kind = 'wallet'
        ORDER BY a.id
        FOR UPDATE
      ), debited AS (
        UPDATE ${ledgerAccounts} a
        SET balance = a.balance - totals.total, updated_at = now()
        FROM totals, locked
        WHERE a.id = locked.id AND a.user_id = totals.user_id
          AND a.balance - a.held >= totals.total
        RETURNING a.id, a.user_id, a.balance + totals.total AS before
      ), items AS (
        SELECT fresh.*, debited.id AS wallet_id,
          debited.before - sum(fresh.amount) OVER (PARTITION BY fresh.user_id ORDER BY fresh.ord)
            AS balance_after
        FROM fresh JOIN debited ON debited.user_id = fresh.user_id
      ), claimed AS (
        INSERT INTO ${ledgerTransfers}
          (idempotency_key, request_hash, kind, debit_account_id, credit_account_id, amount,
           reference_type, reference_id, metadata)
        SELECT idempotency_key, request_hash, kind, wallet_id, ${p('spendingAccountId')}::uuid,
          amount, reference_type, reference_id, metadata::jsonb
        FROM items ORDER BY ord
        RETURNING id, idempotency_key, created_at
      ), legs AS (
        INSERT INTO ${ledgerEntries} (transfer_id, account_id, amount, balance_after)
        SELECT transfer_id, account_id, amount, balance_after FROM (
          SELECT claimed.id AS transfer_id, items.wallet_id AS account_id,
            -items.amount AS amount, items.balance_after, items.ord, 0 AS leg
          FROM claimed JOIN items ON items.idempotency_key = claimed.idempotency_key
          UNION ALL
          SELECT claimed.id, ${p('spendingAccountId')}::uuid, items.amount, NULL, items.ord, 1
          FROM claimed JOIN items ON items.idempotency_key = claimed.idempotency_key
        ) AS both_legs
        ORDER BY ord, leg
        RETURNING 1
      )
      SELECT claimed.idempotency_key, claimed.id AS transfer_id, claimed.created_at,
        items.balance_after, (SELECT count(*) FROM legs) AS legs
      FROM claimed JOIN items ON items.idempotency_key = claimed.idempotency_key`,
  );
}

export function createWalletRepo(db: Db) {
  const spend = spendStatement(db);
  const spendMany = spendManyStatement(db);
  const walletOf = (on: DbOrTx, userId: string | Placeholder) =>
    on
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'wallet')))
      .limit(1);
  /**
   * The balance read of every signed-in page, outside a transaction: planned once per connection,
   * and the reads of one turn of the event loop sent as one query (`createBatchedRowLookup`), each
   * answered by a query sent after it was asked, never from a cache.
   */
  const walletsOfUsers = db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        sql`${ledgerAccounts.userId} = any(${sql.placeholder('ids')}::uuid[])`,
        eq(ledgerAccounts.kind, 'wallet'),
      ),
    )
    .prepare('wallets_of_users');
  const findWalletBatched = createBatchedRowLookup(
    (ids) => walletsOfUsers.execute({ ids }),
    (row) => row.userId ?? '',
  );

  return {
    async findWallet(userId: string, tx: DbOrTx = db): Promise<AccountRow | undefined> {
      if (tx === db) return findWalletBatched(userId);
      const [row] = await walletOf(tx, userId);
      return row;
    },

    /** The user's wallet id, creating the wallet on first use; undefined for an unknown user. */
    async ensureWallet(tx: DbOrTx, userId: string): Promise<string | undefined> {
      const existing = await this.findWallet(userId, tx);
      if (existing) return existing.id;
      // Only for an existing user; a wallet created meanwhile by a concurrent caller wins.
      await tx.execute(sql`
        INSERT INTO ledger_accounts (kind, user_id)
        SELECT 'wallet', id FROM ${users} WHERE id = ${userId}
        ON CONFLICT (user_id) DO NOTHING`);
      // A separate statement, so it sees a wallet that a concurrent caller created first.
      return (await this.findWallet(userId, tx))?.id;
    },

    /** The user a wallet belongs to (null for a system account). */
    async ownerOfAccount(accountId: string, tx: DbOrTx = db): Promise<string | null> {
      const [row] = await tx
        .select({ userId: ledgerAccounts.userId })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.id, accountId))
        .limit(1);
      return row?.userId ?? null;
    },

    async systemAccounts(tx: DbOrTx): Promise<Map<string, string>> {
      const rows = await tx
        .select({ id: ledgerAccounts.id, code: ledgerAccounts.code })
        .from(ledgerAccounts)
        .where(inArray(ledgerAccounts.code, [...SYSTEM_ACCOUNTS]));
      return new Map(rows.map((r) => [r.code ?? '', r.id]));
    },

    async spendable(tx: DbOrTx, accountId: string): Promise<number> {
      const [row] = await tx
        .select({ available: sql<string>`${ledgerAccounts.balance} - ${ledgerAccounts.held}` })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.id, accountId));
      return big(row?.available);
    },

    async creditWallet(tx: DbOrTx, accountId: string, amount: number): Promise<number> {
      const [row] = await tx
        .update(ledgerAccounts)
        .set({ balance: sql`${ledgerAccounts.balance} + ${amount}`, updatedAt: sql`now()` })
        .where(eq(ledgerAccounts.id, accountId))
        .returning({ balance: ledgerAccounts.balance });
      if (!row) throw new Error(`wallet ${accountId} vanished`);
      return row.balance;
    },

    /**
     * Takes spendable coins (balance - held) out of a wallet; undefined when there are not enough.
     * The condition is re-checked on the latest row version after a concurrent writer commits, so
     * racing spends can never overdraw.
     */
    async debitWallet(tx: DbOrTx, accountId: string, amount: number): Promise<number | undefined> {
      const [row] = await tx
        .update(ledgerAccounts)
        .set({ balance: sql`${ledgerAccounts.balance} - ${amount}`, updatedAt: sql`now()` })
        .where(
          and(
            eq(ledgerAccounts.id, accountId),
            sql`${ledgerAccounts.balance} - ${ledgerAccounts.held} >= ${amount}`,
          ),
        )
        .returning({ balance: ledgerAccounts.balance });
      return row?.balance;
    },

    /**
     * A spend in one statement: the conditional debit and both legs together, so the wallet row is
     * locked only for this statement and the commit (a hot wallet serialises on that lock).
     * Returns the balance after, or undefined when there were not enough spendable coins.
     */
    async debitWalletWithLegs(
      tx: DbOrTx,
      transferId: string,
      walletId: string,
      counterpartId: string,
      amount: number,
    ): Promise<number | undefined> {
      const result = await tx.execute(sql`
        WITH debited AS (
          UPDATE ${ledgerAccounts}
          SET balance = balance - ${amount}, updated_at = now()
          WHERE id = ${walletId} AND balance - held >= ${amount}
          RETURNING balance
        ), legs AS (
          INSERT INTO ${ledgerEntries} (transfer_id, account_id, amount, balance_after)
          SELECT ${transferId}::uuid, ${walletId}::uuid, ${-amount}::bigint, balance FROM debited
          UNION ALL
          SELECT ${transferId}::uuid, ${counterpartId}::uuid, ${amount}::bigint, NULL FROM debited
          RETURNING 1
        )
        SELECT balance, (SELECT count(*) FROM legs) AS legs FROM debited`);
      const rows = (result as unknown as { rows: Array<{ balance: string | number }> }).rows;
      const row = rows[0];
      return row === undefined ? undefined : Number(row.balance);
    },

    /**
     * A whole spend as ONE autocommitted statement: conditional debit, transfer and both legs.
     * The hot wallet row is locked only while the database runs this statement and commits, never
     * across a round trip to the app. Returns the transfer, or null when the wallet has too few
     * spendable coins (or none). A taken idempotency key aborts the statement with a unique
     * violation, so nothing of it stays.
     */
    async spendInOneStatement(
      input: SpendItem & { spendingAccountId: string },
    ): Promise<Spent | null> {
      const [row] = await spend({
        ...input,
        metadata: JSON.stringify(input.metadata),
      });
      if (!row) return null;
      return {
        transferId: row.transfer_id,
        createdAt: new Date(row.created_at),
        balance: Number(row.balance),
      };
    },

    /**
     * Spends that arrived together, in one statement (see `spendManyStatement`): the ones made,
     * by idempotency key. Keys must be distinct within `items`.
     */
    async spendMany(
      spendingAccountId: string,
      items: readonly SpendItem[],
    ): Promise<Map<string, Spent>> {
      const rows = await spendMany({
        spendingAccountId,
        userIds: items.map((item) => item.userId),
        amounts: items.map((item) => item.amount),
        keys: items.map((item) => item.idempotencyKey),
        hashes: items.map((item) => item.requestHash),
        kinds: items.map((item) => item.kind),
        referenceTypes: items.map((item) => item.referenceType),
        referenceIds: items.map((item) => item.referenceId),
        metadata: items.map((item) => JSON.stringify(item.metadata)),
      });
      const made = new Map<string, Spent>();
      for (const row of rows) {
        // Two legs per transfer, or the statement would not have been what it claims.
        if (Number(row.legs) !== rows.length * 2) throw new Error('a batched spend lost a leg');
        made.set(row.idempotency_key, {
          transferId: row.transfer_id,
          createdAt: new Date(row.created_at),
          balance: Number(row.balance_after),
        });
      }
      return made;
    },

    /** Reserves spendable coins for a hold; false when there are not enough. */
    async reserve(tx: DbOrTx, accountId: string, amount: number): Promise<boolean> {
      const rows = await tx
        .update(ledgerAccounts)
        .set({ held: sql`${ledgerAccounts.held} + ${amount}`, updatedAt: sql`now()` })
        .where(
          and(
            eq(ledgerAccounts.id, accountId),
            sql`${ledgerAccounts.balance} - ${ledgerAccounts.held} >= ${amount}`,
          ),
        )
        .returning({ id: ledgerAccounts.id });
      return rows.length === 1;
    },

    async release(tx: DbOrTx, accountId: string, amount: number): Promise<void> {
      await tx
        .update(ledgerAccounts)
        .set({ held: sql`${ledgerAccounts.held} - ${amount}`, updatedAt: sql`now()` })
        .where(eq(ledgerAccounts.id, accountId));
    },

    /** Spends coins that a hold reserved: they leave both the balance and `held`. */
    async spendHeld(tx: DbOrTx, accountId: string, amount: number): Promise<number> {
      const [row] = await tx
        .update(ledgerAccounts)
        .set({
          balance: sql`${ledgerAccounts.balance} - ${amount}`,
          held: sql`${ledgerAccounts.held} - ${amount}`,
          updatedAt: sql`now()`,
        })
        .where(eq(ledgerAccounts.id, accountId))
        .returning({ balance: ledgerAccounts.balance });
      if (!row) throw new Error(`wallet ${accountId} vanished`);
      return row.balance;
    },

    /**
     * Inserts the transfer unless its idempotency key exists; undefined means the key is taken
     * (a concurrent first attempt is waited for: the unique index decides).
     */
    async claimTransfer(tx: DbOrTx, transfer: NewTransfer): Promise<TransferRow | undefined> {
      const [row] = await tx
        .insert(ledgerTransfers)
        .values(transfer)
        .onConflictDoNothing({ target: ledgerTransfers.idempotencyKey })
        .returning();
      return row;
    },

    async findTransferByKey(key: string, tx: DbOrTx = db): Promise<TransferRow | undefined> {
      const [row] = await tx
        .select()
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.idempotencyKey, key))
        .limit(1);
      return row;
    },

    async findTransferById(id: string, tx: DbOrTx = db): Promise<TransferRow | undefined> {
      const [row] = await tx
        .select()
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.id, id))
        .limit(1);
      return row;
    },

    async insertLegs(tx: DbOrTx, transferId: string, legs: [Leg, Leg]): Promise<void> {
      await tx.insert(ledgerEntries).values(legs.map((leg) => ({ transferId, ...leg })));
    },

    /** The transfer's leg on a user's wallet. */
    async walletLeg(tx: DbOrTx, transferId: string): Promise<Leg & { userId: string }> {
      const [row] = await tx
        .select({
          accountId: ledgerEntries.accountId,
          amount: ledgerEntries.amount,
          balanceAfter: ledgerEntries.balanceAfter,
          userId: ledgerAccounts.userId,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(and(eq(ledgerEntries.transferId, transferId), eq(ledgerAccounts.kind, 'wallet')))
        .limit(1);
      if (!row?.userId) throw new Error(`transfer ${transferId} has no wallet leg`);
      return { ...row, userId: row.userId };
    },

    /** Coins already refunded against a charge (including the caller's own uncommitted refund). */
    async refundedTotal(tx: DbOrTx, chargeId: string): Promise<number> {
      const [row] = await tx
        .select({ total: sql<string>`coalesce(sum(${ledgerTransfers.amount}), 0)` })
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.reversesTransferId, chargeId));
      return big(row?.total);
    },

    async claimHold(tx: DbOrTx, hold: NewHold): Promise<HoldRow | undefined> {
      const [row] = await tx
        .insert(ledgerHolds)
        .values(hold)
        .onConflictDoNothing({ target: ledgerHolds.idempotencyKey })
        .returning();
      return row;
    },

    async findHoldByKey(tx: DbOrTx, key: string): Promise<HoldRow | undefined> {
      const [row] = await tx
        .select()
        .from(ledgerHolds)
        .where(eq(ledgerHolds.idempotencyKey, key))
        .limit(1);
      return row;
    },

    async findHoldById(tx: DbOrTx, id: string): Promise<HoldRow | undefined> {
      const [row] = await tx.select().from(ledgerHolds).where(eq(ledgerHolds.id, id)).limit(1);
      return row;
    },

    /** The ids of a user's holds still pending (coins reserved for readings or messages). */
    async pendingHoldIdsOf(tx: DbOrTx, userId: string): Promise<string[]> {
      const rows = await tx
        .select({ id: ledgerHolds.id })
        .from(ledgerHolds)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerHolds.accountId))
        .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerHolds.status, 'pending')));
      return rows.map((r) => r.id);
    },

    /** Moves a pending hold to posted or voided; undefined when it is not pending (any more). */
    async settleHold(
      tx: DbOrTx,
      holdId: string,
      outcome:
        { status: 'posted'; transferId: string } | { status: 'voided'; voidReason: string | null },
    ): Promise<HoldRow | undefined> {
      const [row] = await tx
        .update(ledgerHolds)
        .set({ ...outcome, updatedAt: sql`now()` })
        .where(and(eq(ledgerHolds.id, holdId), eq(ledgerHolds.status, 'pending')))
        .returning();
      return row;
    },

    /** Whether the user has still to claim the welcome coins (false for an unknown user). */
    async isNewUser(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ isNewUser: users.isNewUser })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row?.isNewUser ?? false;
    },

    /** Clears the user's new-user flag; true only for the one caller that cleared it. */
    async claimWelcomeBonus(tx: DbOrTx, userId: string): Promise<boolean> {
      const rows = await tx
        .update(users)
        .set({ isNewUser: false, updatedAt: sql`now()` })
        .where(and(eq(users.id, userId), eq(users.isNewUser, true)))
        .returning({ id: users.id });
      return rows.length === 1;
    },

    async walletHistory(
      accountId: string,
      limit: number,
      offset: number,
    ): Promise<{ rows: WalletHistoryRow[]; total: number }> {
      const rows = await db
        .select({
          transferId: ledgerTransfers.id,
          kind: ledgerTransfers.kind,
          amount: ledgerEntries.amount,
          balanceAfter: ledgerEntries.balanceAfter,
          referenceType: ledgerTransfers.referenceType,
          referenceId: ledgerTransfers.referenceId,
          metadata: ledgerTransfers.metadata,
          createdAt: ledgerTransfers.createdAt,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
        .where(eq(ledgerEntries.accountId, accountId))
        .orderBy(desc(ledgerEntries.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db
        .select({ n: count() })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.accountId, accountId));
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * A wallet's ledger as its owner reads it, newest first: every entry (status `posted`), and
     * every hold not posted (`held` while pending, `voided` once released; a posted hold is its
     * transfer's entry). Rows are in ledger order, entry ids being the order the wallet's row
     * lock gave them, so `balance_after` runs without a jump; a hold sits after the last entry
     * made before it and repeats that entry's balance, since a hold moves no coins.
     */
    async walletTransactions(
      accountId: string,
      limit: number,
      offset: number,
    ): Promise<{ rows: WalletTransactionRow[]; total: number }> {
      const result = await db.execute(sql`
        WITH timeline AS (
          SELECT t.id::text AS id, 'entry' AS source, t.kind, e.amount, e.balance_after,
            t.reference_type, t.reference_id, t.metadata, t.created_at, 'posted' AS status,
            e.id::numeric AS position
          FROM ${ledgerEntries} e
          JOIN ${ledgerTransfers} t ON t.id = e.transfer_id
          WHERE e.account_id = ${accountId}
          UNION ALL
          SELECT h.id::text, 'hold', h.kind, -h.amount, coalesce(before.balance_after, 0),
            h.reference_type, h.reference_id, h.metadata, h.created_at,
            CASE h.status WHEN 'pending' THEN 'held' ELSE 'voided' END,
            coalesce(before.id, 0)::numeric + 0.5
          FROM ${ledgerHolds} h
          LEFT JOIN LATERAL (
            SELECT e.id, e.balance_after FROM ${ledgerEntries} e
            WHERE e.account_id = h.account_id AND e.created_at <= h.created_at
            ORDER BY e.id DESC LIMIT 1
          ) before ON true
          WHERE h.account_id = ${accountId} AND h.status <> 'posted'
        )
        SELECT id, source, kind, amount::text AS amount, balance_after::text AS balance_after,
          reference_type, reference_id, metadata, created_at, status
        FROM timeline
        ORDER BY position DESC, created_at DESC, id DESC
        LIMIT ${limit} OFFSET ${offset}`);
      const rows = (
        result as unknown as {
          rows: Array<{
            id: string;
            source: 'entry' | 'hold';
            kind: string;
            amount: string;
            balance_after: string | null;
            reference_type: string | null;
            reference_id: string | null;
            metadata: Record<string, unknown> | string | null;
            created_at: string | Date;
            status: 'posted' | 'held' | 'voided';
          }>;
        }
      ).rows;
      const [counted] = (
        (await db.execute(sql`
          SELECT (SELECT count(*) FROM ${ledgerEntries} WHERE account_id = ${accountId})
            + (SELECT count(*) FROM ${ledgerHolds}
               WHERE account_id = ${accountId} AND status <> 'posted') AS total`)) as unknown as {
          rows: Array<{ total: string | number }>;
        }
      ).rows;
      return {
        rows: rows.map((r) => ({
          id: r.id,
          source: r.source,
          kind: r.kind,
          amount: big(r.amount),
          balanceAfter: big(r.balance_after),
          referenceType: r.reference_type,
          referenceId: r.reference_id,
          metadata:
            typeof r.metadata === 'string'
              ? (JSON.parse(r.metadata) as Record<string, unknown>)
              : (r.metadata ?? {}),
          createdAt: new Date(r.created_at),
          status: r.status,
        })),
        total: big(counted?.total),
      };
    },

    /** Every invariant of the ledger, checked in SQL over the whole database. */
    async reconciliation(tx: DbOrTx): Promise<ReconciliationRows> {
      // Both drivers (pg, PGlite) answer raw SQL with `{ rows }`.
      const rows = async <T>(query: SQL) =>
        ((await tx.execute(query)) as unknown as { rows: T[] }).rows;

      const [totals] = await rows<{ total: string; wallets: string }>(sql`
        SELECT (SELECT coalesce(sum(amount), 0) FROM ledger_entries)::text AS total,
               (SELECT count(*) FROM ledger_accounts WHERE kind = 'wallet')::text AS wallets`);
      const unbalanced = await rows<{ transfer_id: string; sum: string; legs: string }>(sql`
        SELECT t.id AS transfer_id, coalesce(sum(e.amount), 0)::text AS sum,
               count(e.id)::text AS legs
        FROM ledger_transfers t LEFT JOIN ledger_entries e ON e.transfer_id = t.id
        GROUP BY t.id
        HAVING coalesce(sum(e.amount), 0) <> 0 OR count(e.id) <> 2`);
      const wallets = await rows<{
        id: string;
        user_id: string;
        balance: string;
        held: string;
        entries_sum: string;
        pending_holds: string;
      }>(sql`
        SELECT a.id, a.user_id, a.balance::text, a.held::text,
               coalesce(e.total, 0)::text AS entries_sum,
               coalesce(h.total, 0)::text AS pending_holds
        FROM ledger_accounts a
        LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_entries
                   GROUP BY account_id) e ON e.account_id = a.id
        LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_holds
                   WHERE status = 'pending' GROUP BY account_id) h ON h.account_id = a.id
        WHERE a.kind = 'wallet'
          AND (a.balance <> coalesce(e.total, 0) OR a.held <> coalesce(h.total, 0)
               OR a.balance < 0 OR a.held < 0 OR a.held > a.balance)`);
      const systems = await rows<{ code: string; total: string }>(sql`
        SELECT a.code, coalesce(sum(e.amount), 0)::text AS total
        FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
        WHERE a.kind = 'system'
        GROUP BY a.code ORDER BY a.code`);

      const shaped = wallets.map((w) => ({
        accountId: w.id,
        userId: w.user_id,
        balance: big(w.balance),
        held: big(w.held),
        entriesSum: big(w.entries_sum),
        pendingHolds: big(w.pending_holds),
      }));
      return {
        totalEntriesSum: big(totals?.total),
        walletsChecked: big(totals?.wallets),
        unbalancedTransfers: unbalanced.map((u) => ({
          transferId: u.transfer_id,
          sum: big(u.sum),
          legs: big(u.legs),
        })),
        mismatches: shaped
          .filter((w) => w.balance !== w.entriesSum)
          .map(({ accountId, userId, balance, entriesSum }) => ({
            accountId,
            userId,
            balance,
            entriesSum,
          })),
        heldMismatches: shaped
          .filter((w) => w.held !== w.pendingHolds)
          .map(({ accountId, userId, held, pendingHolds }) => ({
            accountId,
            userId,
            held,
            pendingHolds,
          })),
        negativeBalances: shaped
          .filter((w) => w.balance < 0)
          .map(({ accountId, userId, balance }) => ({ accountId, userId, balance })),
        heldOverBalance: shaped
          .filter((w) => w.held < 0 || w.held > w.balance)
          .map(({ accountId, userId, balance, held }) => ({ accountId, userId, balance, held })),
        systemBalances: Object.fromEntries(systems.map((s) => [s.code, big(s.total)])),
      };
    },

    async listCosts(): Promise<{ key: string; amount: number }[]> {
      return db.select({ key: coinCosts.key, amount: coinCosts.amount }).from(coinCosts);
    },

    async findCost(key: string): Promise<number | undefined> {
      const [row] = await db
        .select({ amount: coinCosts.amount })
        .from(coinCosts)
        .where(eq(coinCosts.key, key))
        .limit(1);
      return row?.amount;
    },

    /** Adds the costs that are missing; amounts an admin already edited stay as they are. */
    async insertMissingCosts(costs: { key: string; amount: number }[]): Promise<void> {
      if (costs.length === 0) return;
      await db.insert(coinCosts).values(costs).onConflictDoNothing({ target: coinCosts.key });
    },
  };
}

export type WalletRepo = ReturnType<typeof createWalletRepo>;
