import { z } from 'zod';

export const PAYMENT_STATUSES = [
  'pending',
  'verifying',
  'success',
  'failed',
  'expired',
  'cancelled',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** A PromptPay QR is valid for this long. */
export const PAYMENT_WINDOW_SECONDS = 15 * 60;
export const SLIP_MAX_BYTES = 5 * 1024 * 1024;
export const SLIP_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

export const coinPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  name_th: z.string(),
  name_en: z.string(),
  coins: z.number().int(),
  bonus_coins: z.number().int(),
  total_coins: z.number().int(),
  price_thb: z.number(),
  price_satang: z.number().int(),
});
export type CoinPackage = z.infer<typeof coinPackageSchema>;
export const packagesResultSchema = z.object({ packages: z.array(coinPackageSchema) });

export const productTypeParamsSchema = z.object({ type: z.string().min(1).max(60) });
export const productCostSchema = z.object({ type: z.string(), coin_cost: z.number().int() });

export const createPaymentBodySchema = z.object({
  package_id: z.string().min(1).max(60),
});

export const paymentSchema = z.object({
  payment_id: z.uuid(),
  status: z.enum(PAYMENT_STATUSES),
  provider: z.enum(['promptpay', 'sandbox', 'stripe']),
  method: z.enum(['promptpay', 'card']),
  package_id: z.string(),
  amount_thb: z.number(),
  amount_satang: z.number().int(),
  coins: z.number().int(),
  payment_code: z.string(),
  qr_payload: z.string().nullable(),
  qr_image_url: z.string().nullable(),
  checkout_url: z.string().nullable(),
  sandbox: z.boolean(),
  expires_at: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  failure_reason: z.string().nullable(),
});
export type PaymentView = z.infer<typeof paymentSchema>;

export const paymentIdParamsSchema = z.object({ id: z.uuid() });

export const downloadQrBodySchema = z.object({
  qr_url: z.string().min(1).max(500),
  payment_id: z.uuid(),
});

export const slipResultSchema = z.object({
  payment: paymentSchema,
  slip: z.object({
    id: z.uuid(),
    sending_bank: z.string().nullable(),
    trans_ref: z.string().nullable(),
  }),
});

export const rejectPaymentBodySchema = z.object({
  reason: z.string().trim().min(3).max(500),
});

export const adminPaymentsQuerySchema = z.object({
  status: z.enum(PAYMENT_STATUSES).optional(),
  method: z.enum(['promptpay', 'card']).optional(),
  user_id: z.uuid().optional(),
  /** Inclusive Bangkok days (YYYY-MM-DD) of the payment's creation. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

export const adminPaymentRowSchema = paymentSchema.extend({
  user_id: z.uuid(),
  user_email: z.string().nullable(),
  slips: z.array(
    z.object({
      id: z.uuid(),
      sending_bank: z.string().nullable(),
      trans_ref: z.string().nullable(),
      mime_type: z.string(),
      created_at: z.string(),
    }),
  ),
});

export const stripeCreateBodySchema = z.object({
  package_id: z.string().min(1).max(60),
  payment_method: z.enum(['card', 'promptpay']).default('card'),
});
