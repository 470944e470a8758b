import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
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

const now = () => sql`now()`;

/** Coin packages for sale; the price always comes from here, never from a client. */
export const coinPackages = pgTable(
  'coin_packages',
  {
    id: text('id').primaryKey(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    coins: integer('coins').notNull(),
    bonusCoins: integer('bonus_coins').notNull().default(0),
    priceSatang: integer('price_satang').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(now()),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(now()),
  },
  (t) => [
    check('coin_packages_coins_positive', sql`${t.coins} > 0 AND ${t.bonusCoins} >= 0`),
    check('coin_packages_price_positive', sql`${t.priceSatang} > 0`),
  ],
);

export const PAYMENT_STATUSES = [
  'pending',
  'verifying',
  'success',
  'failed',
  'expired',
  'cancelled',
] as const;

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    packageId: text('package_id').notNull(),
    provider: text('provider', { enum: ['promptpay', 'sandbox', 'stripe'] }).notNull(),
    method: text('method', { enum: ['promptpay', 'card'] }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    amountSatang: integer('amount_satang').notNull(),
    coins: integer('coins').notNull(),
    /** Short code a person can read out or type: shown on the QR screen and the slip review. */
    paymentCode: text('payment_code').notNull(),
    qrPayload: text('qr_payload'),
    providerRef: text('provider_ref'),
    checkoutUrl: text('checkout_url'),
    idempotencyKey: text('idempotency_key'),
    failureReason: text('failure_reason'),
    creditTransferId: text('credit_transfer_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(now()),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(now()),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_status_idx').on(t.status, t.expiresAt),
    uniqueIndex('payments_code_uq').on(t.paymentCode),
    uniqueIndex('payments_provider_ref_uq').on(t.provider, t.providerRef),
    uniqueIndex('payments_idempotency_uq').on(t.userId, t.idempotencyKey),
    check('payments_amount_positive', sql`${t.amountSatang} > 0 AND ${t.coins} > 0`),
  ],
);

/** Every status change and provider event of a payment, in order. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: uuid('payment_id').notNull(),
    type: text('type').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    actor: text('actor'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(now()),
  },
  (t) => [index('payment_events_payment_idx').on(t.paymentId, t.id)],
);

/** Bank slips sent for PromptPay payments; one slip can pay for one payment only. */
export const paymentSlips = pgTable(
  'payment_slips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** SHA-256 of the file as sent. */
    imageHash: text('image_hash').notNull(),
    /**
     * The decoded picture's fingerprint (`px1:<sha256>`), whatever bytes carried it; null for a
     * PDF and for slips stored before it was kept.
     */
    pixelHash: text('pixel_hash'),
    /** What is stored: an image slip is re-encoded as JPEG without metadata. */
    mimeType: text('mime_type').notNull(),
    storagePath: text('storage_path').notNull(),
    sendingBank: text('sending_bank'),
    transRef: text('trans_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(now()),
  },
  (t) => [
    uniqueIndex('payment_slips_hash_uq').on(t.imageHash),
    uniqueIndex('payment_slips_pixel_hash_uq').on(t.pixelHash),
    uniqueIndex('payment_slips_ref_uq').on(t.sendingBank, t.transRef),
    index('payment_slips_payment_idx').on(t.paymentId),
  ],
);

/** Stripe webhook events already handled: each is applied once however often it arrives. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().default(now()),
});

/** In-app notifications for a user (the notifications feature builds the screens). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    kind: text('kind').notNull(),
    titleTh: text('title_th').notNull(),
    titleEn: text('title_en').notNull(),
    bodyTh: text('body_th').notNull(),
    bodyEn: text('body_en').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(now()),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);
