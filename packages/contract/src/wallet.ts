import { z } from 'zod';

export const balanceSchema = z.object({
  balance: z.number().int(),
  held: z.number().int(),
  available: z.number().int(),
  updated_at: z.string().nullable(),
});

export const welcomeResultSchema = z.object({
  granted: z.number().int(),
  balance: z.number().int(),
});

/** `GET /coins/welcome-bonus`: whether the caller may still claim, and how many coins it is. */
export const welcomeStatusSchema = z.object({
  claimable: z.boolean(),
  amount: z.number().int(),
});

export const deductBodySchema = z.object({
  amount: z.number().int().positive().max(1_000_000),
  reason: z.string().trim().min(1).max(200),
});
export const deductResultSchema = z.object({
  balance: z.number().int(),
  coin_cost: z.number().int(),
  transfer_id: z.string(),
});

export const costsSchema = z.object({
  hand_reading_cost: z.number().int(),
  chat_message_cost: z.number().int(),
  reading_costs: z.record(z.string(), z.number().int()),
});

export const checkCoinsQuerySchema = z.object({
  feature: z.string().min(1).max(60).default('palm'),
});
export const checkCoinsResultSchema = z.object({
  has_enough: z.boolean(),
  required: z.number().int(),
  current: z.number().int(),
});

export const adjustBodySchema = z.object({
  amount: z
    .number()
    .int()
    .refine((v) => v !== 0, 'must not be zero')
    .refine((v) => Math.abs(v) <= 10_000_000, 'too large'),
  reason: z.string().trim().min(3).max(500),
});

export const transferViewSchema = z.object({
  transfer_id: z.string(),
  kind: z.string(),
  amount: z.number().int(),
  balance_after: z.number().int(),
  reference: z.object({ type: z.string(), id: z.string() }).nullable(),
  created_at: z.string(),
});

/**
 * A movement as the team sees it (`GET /admin/users/{id}/transfers`, the adjustment's answer):
 * with the reason recorded with it (an adjustment's or a refund's as an admin wrote it, or the one
 * sent with a deduction). A user's own history never carries it (decision 055).
 */
export const adminTransferViewSchema = transferViewSchema.extend({
  reason: z.string().nullable(),
});

/** One movement of the caller's own coins; the kind says why they moved. */
export const coinHistoryItemSchema = transferViewSchema.omit({ reference: true });
export const COIN_HISTORY_MAX_PAGE_SIZE = 50;
export const coinHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(COIN_HISTORY_MAX_PAGE_SIZE).default(10),
});

/**
 * `GET /coins/transactions`: the caller's own ledger, newest first. Coins held for a reading in
 * progress show as `held` until the hold is posted (the row becomes the charge, `posted`) or
 * voided (`voided`: nothing was taken).
 */
export const COIN_TRANSACTION_STATUSES = ['posted', 'held', 'voided'] as const;
export type CoinTransactionStatus = (typeof COIN_TRANSACTION_STATUSES)[number];
export const COIN_TRANSACTIONS_DEFAULT_PAGE_SIZE = 20;
export const COIN_TRANSACTIONS_MAX_PAGE_SIZE = 50;

export const coinTransactionsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(COIN_TRANSACTIONS_MAX_PAGE_SIZE)
    .default(COIN_TRANSACTIONS_DEFAULT_PAGE_SIZE),
});

export const coinTransactionSchema = z.object({
  /** The transfer's id (posted) or the hold's (held, voided). */
  id: z.string(),
  /** Coins moved, always positive; `direction` says which way. */
  amount: z.number().int().positive(),
  direction: z.enum(['in', 'out']),
  /** Why: purchase, welcome_bonus, referral_reward, promotion, reading, chat_message, deduct,
   * refund, adjustment (see TRANSFER_KINDS). */
  kind: z.string(),
  /** What it belongs to: the payment, the reading, the chat message (none for an adjustment). */
  reference: z.object({ type: z.string(), id: z.string() }).nullable(),
  /** The topic of the reading the coins went to (love, palm, ...), when known. */
  reading_kind: z.string().nullable(),
  /**
   * The wallet's coins right after this row, held coins included (what the ledger holds): a hold
   * or a voided hold moves none, so its row repeats the balance before it.
   */
  balance_after: z.number().int(),
  created_at: z.string(),
  status: z.enum(COIN_TRANSACTION_STATUSES),
});

export const reconcileResultSchema = z.object({
  ok: z.boolean(),
  total_entries_sum: z.number().int(),
  wallets_checked: z.number().int(),
  unbalanced_transfers: z.array(z.record(z.string(), z.unknown())),
  mismatches: z.array(z.record(z.string(), z.unknown())),
  held_mismatches: z.array(z.record(z.string(), z.unknown())),
  negative_balances: z.array(z.record(z.string(), z.unknown())),
  held_over_balance: z.array(z.record(z.string(), z.unknown())),
  system_balances: z.record(z.string(), z.number()),
});

export const userIdParamsSchema = z.object({ id: z.uuid() });
