import { randomUUID } from 'node:crypto';
import {
  DEFAULT_COIN_COSTS,
  WELCOME_BONUS_COINS,
  type TransferKind,
} from '@duangdee/contract/coins';
import type { Db } from '../../db/client.ts';
import type { LedgerMetadata } from '../../db/schema/wallet.ts';
import { afterCommit, inTransaction, type DbOrTx } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import { createBatcher } from '../../platform/batched-work.ts';
import { isUuid } from '../../platform/uuid.ts';
import {
  createWalletRepo,
  type HoldRow,
  type ReconciliationRows,
  type SpendItem,
  type Spent,
  type SystemAccountCode,
  type TransferRow,
} from './repo.ts';
import { requestHash } from './request-hash.ts';

/** What a movement is about: a payment, a reading, a referral, an admin action, ... */
export interface Reference {
  type: string;
  id: string;
}

export type GrantKind = Extract<
  TransferKind,
  'purchase' | 'welcome_bonus' | 'referral_reward' | 'promotion'
>;
export type SpendKind = Extract<TransferKind, 'reading' | 'chat_message' | 'deduct'>;
/** The system account that coins given to a user come from. */
export type GrantSource = 'promotions' | 'purchases' | 'referrals';

export interface GrantInput {
  userId: string;
  amount: number;
  kind: GrantKind;
  idempotencyKey: string;
  reference?: Reference;
  metadata?: LedgerMetadata;
  /** Defaults by kind: purchase → purchases, referral_reward → referrals, else promotions. */
  from?: GrantSource;
}

export interface ChargeInput {
  userId: string;
  amount: number;
  kind: SpendKind;
  idempotencyKey: string;
  reference?: Reference;
  metadata?: LedgerMetadata;
}

export type PlaceHoldInput = ChargeInput;

export type RefundInput = {
  /** Coins to give back; defaults to everything not yet refunded. */
  amount?: number;
  idempotencyKey: string;
  reason?: string;
  metadata?: LedgerMetadata;
} & ({ originalTransferId: string } | { originalIdempotencyKey: string });

export interface AdjustInput {
  userId: string;
  /** Signed: positive gives coins, negative takes them (never below zero spendable). */
  amount: number;
  reason: string;
  actorId: string;
  idempotencyKey: string;
  metadata?: LedgerMetadata;
}

export interface TransferResult {
  transferId: string;
  kind: string;
  /** Signed, as the wallet sees it: positive coins in, negative coins out. */
  amount: number;
  /** The wallet's balance right after this transfer. */
  balance: number;
  createdAt: Date;
  /** True when an earlier call with the same key and request did the work; nothing moved now. */
  replayed: boolean;
}

export interface HoldResult {
  holdId: string;
  amount: number;
  status: HoldRow['status'];
  replayed: boolean;
}

export interface PostedHold {
  holdId: string;
  status: 'posted';
  transferId: string;
  balance: number;
  replayed: boolean;
}

export interface VoidedHold {
  holdId: string;
  status: 'voided';
  replayed: boolean;
}

export interface WalletBalance {
  balance: number;
  held: number;
  /** What the user can spend now: balance minus coins held for readings in progress. */
  available: number;
  updatedAt: Date | null;
}

export interface WalletTransfer {
  transferId: string;
  kind: string;
  /** Signed, as the wallet sees it. */
  amount: number;
  balanceAfter: number;
  reference: Reference | null;
  metadata: LedgerMetadata;
  createdAt: Date;
}

/** One row of a user's own coin history (`GET /coins/transactions`). */
export interface WalletTransaction {
  id: string;
  kind: string;
  /** Coins moved, always positive; `direction` says which way. */
  amount: number;
  direction: 'in' | 'out';
  reference: Reference | null;
  /** The topic of the reading the coins went to, when the movement belongs to one. */
  readingKind: string | null;
  /** The wallet's coins (held ones included) right after the row. */
  balanceAfter: number;
  createdAt: Date;
  status: 'posted' | 'held' | 'voided';
}

export interface Reconciliation extends ReconciliationRows {
  ok: boolean;
}

export interface CoinCosts {
  hand_reading_cost: number;
  chat_message_cost: number;
  reading_costs: Record<string, number>;
}

export interface WalletServiceDeps {
  db: Db;
  /**
   * Told after a movement this service committed itself (a call without `tx`); never for a
   * replay or a rolled-back call. A caller that passes its own `tx` tells it after that commits.
   */
  onBalanceChanged?: (userId: string) => void;
  /** Runs inside the transaction that granted the welcome coins (the welcome notification). */
  onWelcomeBonus?: (tx: DbOrTx, grant: { userId: string; amount: number }) => Promise<void>;
  /**
   * Told when a batch of spends failed as a whole (its spends are then made one by one, so nothing
   * is lost, only slower): a batch that keeps failing must show in the logs.
   */
  onBatchFailed?: (error: unknown, spends: number) => void;
}

/** Where a movement's coins go, seen from the wallet. */
type Direction = 'in' | 'out' | 'out-of-held';

interface Movement {
  id?: string;
  idempotencyKey: string;
  hash: string;
  kind: string;
  walletId: string;
  counterpartId: string;
  direction: Direction;
  amount: number;
  reference?: Reference | undefined;
  metadata?: LedgerMetadata | undefined;
  reversesTransferId?: string;
  holdId?: string;
}

const MAX_KEY_LENGTH = 255;
/** A spend a batch left to be made on its own. */
const ALONE = Symbol('alone');

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { field });

function positiveCoins(value: number, field = 'amount'): number {
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw invalid(field, `${field} must be a whole number of coins above zero`);
  }
  return value;
}

function idempotencyKeyOf(value: string): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > MAX_KEY_LENGTH) {
    throw invalid('idempotencyKey', `idempotencyKey must be 1 to ${MAX_KEY_LENGTH} characters`);
  }
  return value;
}

function checkReference(reference: Reference | undefined): Reference | undefined {
  if (reference && (!reference.type?.trim() || !reference.id?.trim())) {
    throw invalid('reference', 'reference needs a type and an id');
  }
  return reference;
}

function checkMetadata(metadata: LedgerMetadata | undefined): LedgerMetadata | undefined {
  if (
    metadata !== undefined &&
    (metadata === null || typeof metadata !== 'object' || Array.isArray(metadata))
  ) {
    throw invalid('metadata', 'metadata must be an object');
  }
  return metadata;
}

function sourceFor(kind: GrantKind): GrantSource {
  if (kind === 'purchase') return 'purchases';
  if (kind === 'referral_reward') return 'referrals';
  return 'promotions';
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

const insufficient = (required: number, current: number) =>
  new AppError('INSUFFICIENT_COINS', 'Insufficient coins', { required, current });
const userNotFound = () => new AppError('NOT_FOUND', 'User not found');
const holdNotFound = () => new AppError('NOT_FOUND', 'Hold not found');

/**
 * The coin wallet: every movement is a balanced, append-only transfer between a user's wallet and
 * a system account, at most one per idempotency key. Each call runs in one transaction: its own,
 * or the caller's when `tx` is given (a reading starts, a payment is credited, ... atomically).
 */
export function createWalletService(deps: WalletServiceDeps) {
  const { db } = deps;
  const repo = createWalletRepo(db);
  let systemIds: Map<string, string> | undefined;

  /** Announces a committed change to the wallet's owner; money has moved, so it never throws. */
  function announce(userId: string | null | undefined) {
    if (!userId || !deps.onBalanceChanged) return;
    try {
      deps.onBalanceChanged(userId);
    } catch {
      // A notification must not turn a committed movement into an error.
    }
  }

  async function announceAccount(accountId: string) {
    if (!deps.onBalanceChanged) return;
    try {
      announce(await repo.ownerOfAccount(accountId));
    } catch {
      // As above: the movement is committed whatever happens here.
    }
  }

  /** Announces the balance of `userId` (or of the wallet `accountId`) once `tx` commits. */
  function announceOnCommit(tx: DbOrTx, owner: { userId: string } | { accountId: string }) {
    afterCommit(tx, () =>
      'userId' in owner ? announce(owner.userId) : announceAccount(owner.accountId),
    );
  }

  /** The caller's transaction, or one of our own; effects wait for the outermost commit. */
  function within<T>(tx: DbOrTx | undefined, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return inTransaction(tx ?? db, work);
  }

  async function systemAccount(tx: DbOrTx, code: SystemAccountCode): Promise<string> {
    systemIds ??= await repo.systemAccounts(tx);
    const id = systemIds.get(code);
    if (!id) throw new Error(`ledger system account ${code} is missing; run the migrations`);
    return id;
  }

  async function walletOf(tx: DbOrTx, userId: string): Promise<string> {
    if (!isUuid(userId)) throw userNotFound();
    const id = await repo.ensureWallet(tx, userId);
    if (!id) throw userNotFound();
    return id;
  }

  async function presentTransfer(
    tx: DbOrTx,
    transfer: TransferRow,
    replayed: boolean,
  ): Promise<TransferResult> {
    const leg = await repo.walletLeg(tx, transfer.id);
    return {
      transferId: transfer.id,
      kind: transfer.kind,
      amount: leg.amount,
      balance: leg.balanceAfter ?? 0,
      createdAt: transfer.createdAt,
      replayed,
    };
  }

  /** The first result for a key that is taken, or an error when it was taken by another request. */
  async function replay(tx: DbOrTx, key: string, hash: string): Promise<TransferResult> {
    const first = await repo.findTransferByKey(key, tx);
    if (!first) throw new Error(`transfer ${key} conflicted but cannot be read`);
    if (first.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return presentTransfer(tx, first, true);
  }

  /**
   * Writes one transfer: claims its key (the unique index settles racing first attempts), moves
   * the wallet's coins with a conditional update, then writes both legs.
   */
  async function move(tx: DbOrTx, m: Movement): Promise<TransferResult> {
    const into = m.direction === 'in';
    const transfer = await repo.claimTransfer(tx, {
      ...(m.id ? { id: m.id } : {}),
      idempotencyKey: m.idempotencyKey,
      requestHash: m.hash,
      kind: m.kind,
      debitAccountId: into ? m.counterpartId : m.walletId,
      creditAccountId: into ? m.walletId : m.counterpartId,
      amount: m.amount,
      referenceType: m.reference?.type ?? null,
      referenceId: m.reference?.id ?? null,
      reversesTransferId: m.reversesTransferId ?? null,
      holdId: m.holdId ?? null,
      metadata: m.metadata ?? {},
    });
    if (!transfer) return replay(tx, m.idempotencyKey, m.hash);

    let balance: number;
    const walletAmount = into ? m.amount : -m.amount;
    if (m.direction === 'out') {
      // The hot path (every spend): debit and legs in one statement.
      const after = await repo.debitWalletWithLegs(
        tx,
        transfer.id,
        m.walletId,
        m.counterpartId,
        m.amount,
      );
      if (after === undefined) throw insufficient(m.amount, await repo.spendable(tx, m.walletId));
      balance = after;
    } else {
      balance =
        m.direction === 'in'
          ? await repo.creditWallet(tx, m.walletId, m.amount)
          : await repo.spendHeld(tx, m.walletId, m.amount);
      await repo.insertLegs(tx, transfer.id, [
        { accountId: m.walletId, amount: walletAmount, balanceAfter: balance },
        { accountId: m.counterpartId, amount: -walletAmount, balanceAfter: null },
      ]);
    }
    return {
      transferId: transfer.id,
      kind: transfer.kind,
      amount: walletAmount,
      balance,
      createdAt: transfer.createdAt,
      replayed: false,
    };
  }

  async function grant(input: GrantInput, tx?: DbOrTx): Promise<TransferResult> {
    const amount = positiveCoins(input.amount);
    const idempotencyKey = idempotencyKeyOf(input.idempotencyKey);
    const reference = checkReference(input.reference);
    const metadata = checkMetadata(input.metadata);
    const from = input.from ?? sourceFor(input.kind);
    const hash = requestHash('grant', {
      userId: input.userId,
      amount,
      kind: input.kind,
      reference,
      metadata,
      from,
    });
    return within(tx, async (t) => {
      const result = await move(t, {
        idempotencyKey,
        hash,
        kind: input.kind,
        walletId: await walletOf(t, input.userId),
        counterpartId: await systemAccount(t, `system:${from}`),
        direction: 'in',
        amount,
        reference,
        metadata,
      });
      if (!result.replayed) announceOnCommit(t, { userId: input.userId });
      return result;
    });
  }

  /** One spend in one statement; null when it was not made (a used key, too few coins, no wallet). */
  async function spendAlone(item: SpendItem): Promise<Spent | null> {
    try {
      return await repo.spendInOneStatement({
        ...item,
        spendingAccountId: await systemAccount(db, 'system:spending'),
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return null;
    }
  }

  /**
   * Spends asked for in the same turn of the event loop, made in one statement
   * (`repo.spendMany`): a hot wallet's row is locked, and a commit written, once per batch rather
   * than once per spend. A spend the batch did not make, a batch of one, and every spend of a
   * batch whose statement failed (nothing of it was written) are made alone, which tells a replay,
   * too few coins, a missing wallet or a database that is away apart, as it always has.
   */
  const spendTogether = createBatcher<SpendItem, Spent | typeof ALONE>(
    async (items) => {
      if (items.length === 1) return [ALONE];
      try {
        const made = await repo.spendMany(await systemAccount(db, 'system:spending'), items);
        return items.map((item) => made.get(item.idempotencyKey) ?? ALONE);
      } catch (error) {
        // Two batches racing for one key is expected; anything else is worth a line in the log.
        if (!isUniqueViolation(error)) deps.onBatchFailed?.(error, items.length);
        return items.map(() => ALONE);
      }
    },
    (item) => item.idempotencyKey,
  );

  /** A page of a user's wallet: checks the paging, then finds the wallet (none yet: undefined). */
  async function walletForPage(userId: string, page: number, pageSize: number) {
    if (!Number.isSafeInteger(page) || page < 1) throw invalid('page', 'page starts at 1');
    if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > 100) {
      throw invalid('pageSize', 'pageSize is 1 to 100');
    }
    return isUuid(userId) ? repo.findWallet(userId) : undefined;
  }

  return {
    /** Gives coins to a user from a system account (purchases, promotions, referrals). */
    async grant(input: GrantInput, tx?: DbOrTx): Promise<TransferResult> {
      return grant(input, tx);
    },

    /** Spends a user's coins at once; fails with INSUFFICIENT_COINS rather than overdraw. */
    async charge(input: ChargeInput, tx?: DbOrTx): Promise<TransferResult> {
      const amount = positiveCoins(input.amount);
      const idempotencyKey = idempotencyKeyOf(input.idempotencyKey);
      const reference = checkReference(input.reference);
      const metadata = checkMetadata(input.metadata);
      const hash = requestHash('charge', {
        userId: input.userId,
        amount,
        kind: input.kind,
        reference,
        metadata,
      });
      if (!tx && isUuid(input.userId)) {
        // The hot path: a spend on its own is one statement, so a busy wallet's row lock is never
        // held across a round trip to this process; spends that arrive together share one.
        const item: SpendItem = {
          userId: input.userId,
          amount,
          idempotencyKey,
          requestHash: hash,
          kind: input.kind,
          referenceType: reference?.type ?? null,
          referenceId: reference?.id ?? null,
          metadata: metadata ?? {},
        };
        const together = await spendTogether(item);
        const spent = together === ALONE ? await spendAlone(item) : together;
        if (spent) {
          // One statement on the database itself: committed already.
          announceOnCommit(db, { userId: input.userId });
          return {
            transferId: spent.transferId,
            kind: input.kind,
            amount: -amount,
            balance: spent.balance,
            createdAt: spent.createdAt,
            replayed: false,
          };
        }
        // Not spent: the key may belong to an earlier request (replay or reuse), else too few coins.
        if (await repo.findTransferByKey(idempotencyKey)) return replay(db, idempotencyKey, hash);
        const wallet = await repo.findWallet(input.userId);
        if (wallet) throw insufficient(amount, wallet.balance - wallet.held);
        // No wallet yet: the general path creates it (and reports the missing coins).
      }
      return within(tx, async (t) => {
        const result = await move(t, {
          idempotencyKey,
          hash,
          kind: input.kind,
          walletId: await walletOf(t, input.userId),
          counterpartId: await systemAccount(t, 'system:spending'),
          direction: 'out',
          amount,
          reference,
          metadata,
        });
        if (!result.replayed) announceOnCommit(t, { userId: input.userId });
        return result;
      });
    },

    /** Reserves coins for work that may not finish (a reading): they stop being spendable. */
    async placeHold(input: PlaceHoldInput, tx?: DbOrTx): Promise<HoldResult> {
      const amount = positiveCoins(input.amount);
      const idempotencyKey = idempotencyKeyOf(input.idempotencyKey);
      const reference = checkReference(input.reference);
      const metadata = checkMetadata(input.metadata);
      const hash = requestHash('placeHold', {
        userId: input.userId,
        amount,
        kind: input.kind,
        reference,
        metadata,
      });
      return within(tx, async (t): Promise<HoldResult> => {
        const walletId = await walletOf(t, input.userId);
        const hold = await repo.claimHold(t, {
          idempotencyKey,
          requestHash: hash,
          accountId: walletId,
          amount,
          kind: input.kind,
          referenceType: reference?.type ?? null,
          referenceId: reference?.id ?? null,
          metadata: metadata ?? {},
        });
        if (!hold) {
          const first = await repo.findHoldByKey(t, idempotencyKey);
          if (!first) throw new Error(`hold ${idempotencyKey} conflicted but cannot be read`);
          if (first.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
          return { holdId: first.id, amount: first.amount, status: first.status, replayed: true };
        }
        if (!(await repo.reserve(t, walletId, amount))) {
          throw insufficient(amount, await repo.spendable(t, walletId));
        }
        announceOnCommit(t, { userId: input.userId });
        return { holdId: hold.id, amount, status: 'pending', replayed: false };
      });
    },

    /** Charges the held coins (the reading completed). Once only; a repeat returns the first result. */
    async postHold(input: { holdId: string }, tx?: DbOrTx): Promise<PostedHold> {
      if (!isUuid(input.holdId)) throw holdNotFound();
      const { holdId } = input;
      return within(tx, async (t): Promise<PostedHold> => {
        const transferId = randomUUID();
        // The conditional update is the decision: of racing post/void calls exactly one moves it.
        const hold = await repo.settleHold(t, holdId, { status: 'posted', transferId });
        if (!hold) {
          const current = await repo.findHoldById(t, holdId);
          if (!current) throw holdNotFound();
          if (current.status !== 'posted' || !current.transferId) {
            throw new AppError('HOLD_NOT_PENDING', 'These coins were already released', {
              status: current.status,
            });
          }
          const posted = await repo.findTransferById(current.transferId, t);
          if (!posted) throw new Error(`hold ${holdId} is posted without its transfer`);
          const first = await presentTransfer(t, posted, true);
          return {
            holdId,
            status: 'posted',
            transferId: posted.id,
            balance: first.balance,
            replayed: true,
          };
        }
        announceOnCommit(t, { accountId: hold.accountId });
        const result = await move(t, {
          id: transferId,
          idempotencyKey: `hold:${holdId}`,
          hash: requestHash('postHold', { holdId }),
          kind: hold.kind,
          walletId: hold.accountId,
          counterpartId: await systemAccount(t, 'system:spending'),
          direction: 'out-of-held',
          amount: hold.amount,
          reference:
            hold.referenceType && hold.referenceId
              ? { type: hold.referenceType, id: hold.referenceId }
              : undefined,
          metadata: hold.metadata,
          holdId,
        });
        if (result.replayed) throw new Error(`the posting key of hold ${holdId} was already used`);
        return { holdId, status: 'posted', transferId, balance: result.balance, replayed: false };
      });
    },

    /** Releases the held coins (the reading failed). Once only; a repeat returns the first result. */
    async voidHold(input: { holdId: string; reason?: string }, tx?: DbOrTx): Promise<VoidedHold> {
      if (!isUuid(input.holdId)) throw holdNotFound();
      const { holdId } = input;
      return within(tx, async (t): Promise<VoidedHold> => {
        const hold = await repo.settleHold(t, holdId, {
          status: 'voided',
          voidReason: input.reason?.trim() || null,
        });
        if (!hold) {
          const current = await repo.findHoldById(t, holdId);
          if (!current) throw holdNotFound();
          if (current.status !== 'voided') {
            throw new AppError('HOLD_NOT_PENDING', 'These coins were already charged', {
              status: current.status,
            });
          }
          return { holdId, status: 'voided', replayed: true };
        }
        await repo.release(t, hold.accountId, hold.amount);
        announceOnCommit(t, { accountId: hold.accountId });
        return { holdId, status: 'voided', replayed: false };
      });
    },

    /**
     * Releases every coin still held for a user (their account is being erased: what was under
     * way will not be made). Inside the caller's transaction; returns how many holds it voided.
     */
    async voidPendingHoldsOf(userId: string, reason: string, tx: DbOrTx): Promise<number> {
      if (!isUuid(userId)) return 0;
      const ids = await repo.pendingHoldIdsOf(tx, userId);
      for (const holdId of ids) await this.voidHold({ holdId, reason }, tx);
      return ids.length;
    },

    /**
     * Gives back all or part of a charge (or a posted hold) from `system:refunds`. All refunds of
     * one charge together never exceed it.
     */
    async refund(input: RefundInput, tx?: DbOrTx): Promise<TransferResult> {
      const idempotencyKey = idempotencyKeyOf(input.idempotencyKey);
      const amount = input.amount === undefined ? undefined : positiveCoins(input.amount);
      const metadata = checkMetadata(input.metadata);
      const reason = input.reason?.trim() || undefined;
      return within(tx, async (t): Promise<TransferResult> => {
        const charge =
          'originalTransferId' in input
            ? isUuid(input.originalTransferId)
              ? await repo.findTransferById(input.originalTransferId, t)
              : undefined
            : await repo.findTransferByKey(input.originalIdempotencyKey, t);
        if (!charge) throw new AppError('NOT_FOUND', 'Charge not found');
        if (charge.creditAccountId !== (await systemAccount(t, 'system:spending'))) {
          throw new AppError('CONFLICT', 'Only a charge can be refunded');
        }
        const hash = requestHash('refund', { chargeId: charge.id, amount, reason, metadata });
        const earlier = await repo.findTransferByKey(idempotencyKey, t);
        if (earlier) {
          if (earlier.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
          return presentTransfer(t, earlier, true);
        }
        const refundable = charge.amount - (await repo.refundedTotal(t, charge.id));
        const coins = amount ?? refundable;
        if (coins <= 0 || coins > refundable) throw overRefund(refundable);
        const result = await move(t, {
          idempotencyKey,
          hash,
          kind: 'refund',
          walletId: charge.debitAccountId,
          counterpartId: await systemAccount(t, 'system:refunds'),
          direction: 'in',
          amount: coins,
          reference:
            charge.referenceType && charge.referenceId
              ? { type: charge.referenceType, id: charge.referenceId }
              : undefined,
          metadata: { ...metadata, ...(reason ? { reason } : {}) },
          reversesTransferId: charge.id,
        });
        // Re-checked under the wallet's row lock (taken by the credit): a concurrent refund of
        // the same charge either committed before (and is counted now) or waits for us.
        if (!result.replayed) {
          const refunded = await repo.refundedTotal(t, charge.id);
          if (refunded > charge.amount) throw overRefund(charge.amount - (refunded - coins));
        }
        if (!result.replayed) announceOnCommit(t, { accountId: charge.debitAccountId });
        return result;
      });
    },

    /** An admin's correction through `system:adjustments`; a negative one cannot overdraw. */
    async adjust(input: AdjustInput, tx?: DbOrTx): Promise<TransferResult> {
      if (!Number.isSafeInteger(input.amount) || input.amount === 0) {
        throw invalid('amount', 'amount must be a whole number of coins other than zero');
      }
      const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
      if (!reason) throw invalid('reason', 'An adjustment needs a reason');
      if (typeof input.actorId !== 'string' || !input.actorId.trim()) {
        throw invalid('actorId', 'An adjustment needs the acting admin');
      }
      const idempotencyKey = idempotencyKeyOf(input.idempotencyKey);
      const metadata = checkMetadata(input.metadata);
      const hash = requestHash('adjust', {
        userId: input.userId,
        amount: input.amount,
        reason,
        actorId: input.actorId,
        metadata,
      });
      return within(tx, async (t) => {
        const result = await move(t, {
          idempotencyKey,
          hash,
          kind: 'adjustment',
          walletId: await walletOf(t, input.userId),
          counterpartId: await systemAccount(t, 'system:adjustments'),
          direction: input.amount > 0 ? 'in' : 'out',
          amount: Math.abs(input.amount),
          reference: { type: 'admin', id: input.actorId },
          metadata: { ...metadata, reason, actor_id: input.actorId },
        });
        if (!result.replayed) announceOnCommit(t, { userId: input.userId });
        return result;
      });
    },

    /**
     * The welcome coins, once per user: clearing `is_new_user` decides the one winner among racing
     * callers, and the grant (key `welcome:<user>`) commits with it.
     */
    async grantWelcomeBonus(input: {
      userId: string;
      amount?: number;
    }): Promise<{ granted: boolean; balance: number }> {
      const amount = positiveCoins(input.amount ?? WELCOME_BONUS_COINS);
      if (!isUuid(input.userId)) throw userNotFound();
      return within(undefined, async (t) => {
        if (!(await repo.claimWelcomeBonus(t, input.userId))) {
          return {
            granted: false,
            balance: (await repo.findWallet(input.userId, t))?.balance ?? 0,
          };
        }
        const result = await grant(
          {
            userId: input.userId,
            amount,
            kind: 'welcome_bonus',
            idempotencyKey: `welcome:${input.userId}`,
            reference: { type: 'user', id: input.userId },
            from: 'promotions',
          },
          t,
        );
        if (!result.replayed) await deps.onWelcomeBonus?.(t, { userId: input.userId, amount });
        return { granted: !result.replayed, balance: result.balance };
      });
    },

    /** Whether the welcome coins are still the user's to claim (the modal offers them). */
    async welcomeBonusClaimable(userId: string): Promise<boolean> {
      return isUuid(userId) ? repo.isNewUser(userId) : false;
    },

    async getBalance(userId: string): Promise<WalletBalance> {
      const wallet = isUuid(userId) ? await repo.findWallet(userId) : undefined;
      if (!wallet) return { balance: 0, held: 0, available: 0, updatedAt: null };
      return {
        balance: wallet.balance,
        held: wallet.held,
        available: wallet.balance - wallet.held,
        updatedAt: wallet.updatedAt,
      };
    },

    /** A wallet's transfers, newest first, each signed as the wallet sees it. */
    async listTransfers(
      userId: string,
      paging: { page: number; pageSize: number },
    ): Promise<{ items: WalletTransfer[]; total: number }> {
      const { page, pageSize } = paging;
      const wallet = await walletForPage(userId, page, pageSize);
      if (!wallet) return { items: [], total: 0 };
      const { rows, total } = await repo.walletHistory(wallet.id, pageSize, (page - 1) * pageSize);
      return {
        items: rows.map((r) => ({
          transferId: r.transferId,
          kind: r.kind,
          amount: r.amount,
          balanceAfter: r.balanceAfter ?? 0,
          reference:
            r.referenceType && r.referenceId ? { type: r.referenceType, id: r.referenceId } : null,
          metadata: r.metadata,
          createdAt: r.createdAt,
        })),
        total,
      };
    },

    /**
     * A user's own ledger, newest first: posted movements, and coins held for work in progress
     * (`held`) or released when it failed (`voided`). An adjustment's reference (the admin) is
     * not the user's to see.
     */
    async listTransactions(
      userId: string,
      paging: { page: number; pageSize: number },
    ): Promise<{ items: WalletTransaction[]; total: number }> {
      const { page, pageSize } = paging;
      const wallet = await walletForPage(userId, page, pageSize);
      if (!wallet) return { items: [], total: 0 };
      const { rows, total } = await repo.walletTransactions(
        wallet.id,
        pageSize,
        (page - 1) * pageSize,
      );
      return {
        items: rows.map((r) => ({
          id: r.id,
          kind: r.kind,
          amount: Math.abs(r.amount),
          direction: r.amount > 0 ? ('in' as const) : ('out' as const),
          reference:
            r.referenceType && r.referenceId && r.referenceType !== 'admin'
              ? { type: r.referenceType, id: r.referenceId }
              : null,
          readingKind: typeof r.metadata.reading_kind === 'string' ? r.metadata.reading_kind : null,
          balanceAfter: r.balanceAfter,
          createdAt: r.createdAt,
          status: r.status,
        })),
        total,
      };
    },

    /** Checks every ledger invariant over the whole database, from one consistent snapshot. */
    async reconcile(): Promise<Reconciliation> {
      const found = await db.transaction((t) => repo.reconciliation(t), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      });
      const ok =
        found.totalEntriesSum === 0 &&
        found.unbalancedTransfers.length === 0 &&
        found.mismatches.length === 0 &&
        found.heldMismatches.length === 0 &&
        found.negativeBalances.length === 0 &&
        found.heldOverBalance.length === 0;
      return { ok, ...found };
    },

    /** The price list: launch defaults overlaid with the catalogue (where admins edit prices). */
    async getCosts(): Promise<CoinCosts> {
      const readingCosts: Record<string, number> = { ...DEFAULT_COIN_COSTS };
      for (const { key, amount } of await repo.listCosts()) readingCosts[key] = amount;
      return {
        hand_reading_cost: readingCosts.palm ?? DEFAULT_COIN_COSTS.palm,
        chat_message_cost: readingCosts.chat ?? DEFAULT_COIN_COSTS.chat,
        reading_costs: readingCosts,
      };
    },

    /** The coin cost of one product (a reading kind or `chat`); null when there is no such product. */
    async costOf(key: string): Promise<number | null> {
      const stored = await repo.findCost(key);
      if (stored !== undefined) return stored;
      return Object.hasOwn(DEFAULT_COIN_COSTS, key)
        ? DEFAULT_COIN_COSTS[key as keyof typeof DEFAULT_COIN_COSTS]
        : null;
    },
  };
}

function overRefund(refundable: number) {
  return new AppError(
    'CONFLICT',
    refundable <= 0
      ? 'This charge was already refunded in full'
      : 'A refund cannot exceed what is left of the charge',
    { refundable: Math.max(0, refundable) },
  );
}

export type WalletService = ReturnType<typeof createWalletService>;
