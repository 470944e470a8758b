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
