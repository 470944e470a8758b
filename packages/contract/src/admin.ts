import { z } from 'zod';
import { CHAT_SESSION_KINDS } from './palm.ts';
import { pagedSchema } from './paging.ts';
import { paymentSchema } from './payments.ts';
import { ARTICLE_CATEGORIES } from './feed.ts';
import { READING_KINDS } from './readings.ts';
import { SUPPORT_ANSWER_MAX, SUPPORT_TICKET_STATUSES, supportTicketSchema } from './support.ts';
import { consentRecordSchema } from './users.ts';

// The admin area's API (everything under /admin, behind the admin guard).

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);
const jsonObject = z.record(z.string(), z.unknown());

/** A Bangkok calendar day, YYYY-MM-DD. */
const bangkokDate = z.iso.date();

export const adminIdParamsSchema = z.object({ id: z.uuid() });

// --- Audit log -------------------------------------------------------------------------------

export const AUDIT_ACTIONS = [
  'coins.adjust',
  'payment.approve',
  'payment.reject',
  'session.refund',
  'ticket.reply',
  'user.suspend',
  'user.restore',
  'cost.update',
  'package.update',
  'article.create',
  'article.update',
  'article.publish',
  'article.unpublish',
] as const;

export const auditLogQuerySchema = z.object({
  action: z.string().trim().min(1).max(60).optional(),
  actor_id: z.uuid().optional(),
  target_id: z.string().trim().min(1).max(100).optional(),
  /** Inclusive Bangkok days. */
  from: bangkokDate.optional(),
  to: bangkokDate.optional(),
  page,
  page_size: pageSize,
});

export const auditEntrySchema = z.object({
  id: z.uuid(),
  actor_id: z.uuid().nullable(),
  actor_email: z.string().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  reason: z.string().nullable(),
  before: jsonObject.nullable(),
  after: jsonObject.nullable(),
  created_at: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
export const auditLogPageSchema = pagedSchema(auditEntrySchema);

// --- Overview --------------------------------------------------------------------------------

/** At most this many days in one overview. */
export const OVERVIEW_MAX_DAYS = 366;
/** Without `from`/`to`: the last 30 Bangkok days, today included. */
export const OVERVIEW_DEFAULT_DAYS = 30;

export const overviewQuerySchema = z.object({
  from: bangkokDate.optional(),
  to: bangkokDate.optional(),
});

const revenueSchema = z.object({
  /** Baht, exact to the satang (summed in satang, then divided by 100). */
  total: z.number(),
  total_satang: z.number().int(),
  by_method: z.record(z.string(), z.object({ thb: z.number(), satang: z.number().int() })),
});

export const overviewSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Registered accounts (guests and erased accounts not counted). */
  users: z.object({
    total: z.number().int(),
    new_today: z.number().int(),
    new_7d: z.number().int(),
  }),
  guests: z.object({ total: z.number().int(), new_in_range: z.number().int() }),
  /**
   * Per Bangkok day of the range: distinct people (accounts or guests) who started a reading or
   * chat session, sent a chat message, opened a payment, or signed in or renewed their session
   * (a refresh token was issued) that day.
   */
  daily_active_users: z.array(z.object({ date: z.string(), count: z.number().int() })),
  /** Readings completed in the range, by kind (palm and chat sessions included). */
  readings_by_kind: z.record(z.string(), z.number().int()),
  /**
   * Coins in the range, from the ledger. granted: welcome, referral, promotion transfers and
   * positive admin adjustments; bought: purchases; spent: charges and posted holds (readings,
   * chat messages, deductions); refunded: refund transfers and holds voided in the range.
   */
  coins: z.object({
    granted: z.number().int(),
    bought: z.number().int(),
    spent: z.number().int(),
    refunded: z.number().int(),
  }),
  /** Payments that succeeded in the range. */
  revenue_thb: revenueSchema,
  /** Slips waiting for review now (status verifying). */
  payments_waiting_review: z.number().int(),
  series: z.array(
    z.object({
      date: z.string(),
      new_users: z.number().int(),
      readings: z.number().int(),
      coins_spent: z.number().int(),
      revenue_thb: z.number(),
    }),
  ),
});
export type OverviewView = z.infer<typeof overviewSchema>;

// --- Users and guests ------------------------------------------------------------------------

export const adminGuestsQuerySchema = z.object({ page, page_size: pageSize });

export const adminGuestRowSchema = z.object({
  id: z.uuid(),
  created_at: z.string(),
  last_active_at: z.string().nullable(),
  /** The account this guest was carried into, when it signed in. */
  retired_into: z.uuid().nullable(),
  balance: z.number().int(),
  readings: z.number().int(),
});

const SESSION_KINDS = [...READING_KINDS, ...CHAT_SESSION_KINDS] as const;
const SESSION_STATUSES = ['created', 'started', 'processing', 'completed', 'failed'] as const;

export const adminSessionRowSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  kind: z.string(),
  status: z.enum(SESSION_STATUSES),
  cost: z.number().int(),
  /** Where the session's coins are: none taken, held, charged (posted), released (voided), refunded. */
  coins: z.enum(['none', 'held', 'charged', 'released', 'refunded']),
  error: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});

export const adminUserDetailSchema = z.object({
  profile: z.object({
    id: z.uuid(),
    email: z.string().nullable(),
    display_name: z.string().nullable(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    phone_number: z.string().nullable(),
    role: z.enum(['user', 'admin']),
    is_guest: z.boolean(),
    is_active: z.boolean(),
    language: z.string(),
    created_at: z.string(),
    last_login_at: z.string().nullable(),
    erased_at: z.string().nullable(),
    /** When an admin suspended the account (null: not suspended), and why. */
    suspended_at: z.string().nullable(),
    suspended_reason: z.string().nullable(),
  }),
  wallet: z.object({
    balance: z.number().int(),
    held: z.number().int(),
    available: z.number().int(),
  }),
  /** The 20 newest. */
  readings: z.array(adminSessionRowSchema),
  /** The 20 newest. */
  payments: z.array(paymentSchema),
  consents: z.array(consentRecordSchema.omit({ given_as: true })),
});

// --- Fortune sessions ------------------------------------------------------------------------

export const adminSessionsQuerySchema = z.object({
  kind: z.enum(SESSION_KINDS).optional(),
  status: z.enum(SESSION_STATUSES).optional(),
  user_id: z.uuid().optional(),
  page,
  page_size: pageSize,
});

export const adminSessionDetailSchema = adminSessionRowSchema.extend({
  input: jsonObject,
  result: jsonObject.nullable(),
  hold_id: z.uuid().nullable(),
  started_at: z.string().nullable(),
});

const reason = z.string().trim().min(3).max(500);

export const adminRefundBodySchema = z.object({ reason });

export const adminRefundResultSchema = z.object({
  session_id: z.uuid(),
  /** How the coins came back: the hold was released, or a refund transfer was written. */
  method: z.enum(['void_hold', 'refund_transfer']),
  coins: z.number().int(),
  transfer_id: z.uuid().nullable(),
  /** The wallet's balance after the refund. */
  balance: z.number().int(),
});

// --- Support ---------------------------------------------------------------------------------

export const adminTicketsQuerySchema = z.object({
  status: z.enum(SUPPORT_TICKET_STATUSES).optional(),
  page,
  page_size: pageSize,
});

export const adminTicketRowSchema = supportTicketSchema.extend({
  user_id: z.uuid().nullable(),
  email: z.string().nullable(),
});

export const adminTicketReplyBodySchema = z.object({
  message: z.string().trim().min(1).max(SUPPORT_ANSWER_MAX),
});

// --- Suspension ------------------------------------------------------------------------------

export const adminSuspendBodySchema = z.object({ reason });
export const adminRestoreBodySchema = z.object({ reason: reason.optional() });

export const adminSuspensionSchema = z.object({
  user_id: z.uuid(),
  /** Null once restored. */
  suspended_at: z.string().nullable(),
  suspended_reason: z.string().nullable(),
});
export type AdminSuspensionView = z.infer<typeof adminSuspensionSchema>;

// --- Catalogue: coin costs and packages --------------------------------------------------------

export const COIN_COST_MAX = 100_000;

export const adminCostParamsSchema = z.object({ kind: z.string().trim().min(1).max(60) });
/** The catalogue keeps positive prices (a free product has no entry to edit). */
export const adminCostBodySchema = z.object({
  cost: z.number().int().min(1).max(COIN_COST_MAX),
});
export const adminCostSchema = z.object({
  kind: z.string(),
  cost: z.number().int(),
  updated_at: z.string().nullable(),
});
export const adminCostListSchema = z.object({ items: z.array(adminCostSchema) });

export const adminPackageParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export const adminPackageBodySchema = z.object({
  name_th: z.string().trim().min(1).max(100),
  name_en: z.string().trim().min(1).max(100),
  coins: z.number().int().min(1).max(10_000_000),
  bonus_coins: z.number().int().min(0).max(10_000_000),
  /** Satang (1 baht = 100), at most 1,000,000 baht. */
  price_satang: z.number().int().min(1).max(100_000_000),
  is_active: z.boolean(),
  sort_order: z.number().int().min(-10_000).max(10_000),
});
export const adminPackageSchema = z.object({
  id: z.string(),
  name_th: z.string(),
  name_en: z.string(),
  coins: z.number().int(),
  bonus_coins: z.number().int(),
  price_satang: z.number().int(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
  updated_at: z.string(),
});
export const adminPackageListSchema = z.object({ items: z.array(adminPackageSchema) });

// --- Articles ----------------------------------------------------------------------------------

/** Where an article is: written but not out, out, or set to come out later. */
export const ADMIN_ARTICLE_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type AdminArticleStatus = (typeof ADMIN_ARTICLE_STATUSES)[number];

export const ARTICLE_TITLE_MAX = 200;
export const ARTICLE_SUMMARY_MAX = 500;
export const ARTICLE_BODY_MAX = 30_000;
export const ARTICLE_LIST_MAX = 20;
/** The furthest ahead an article may be scheduled. */
export const ARTICLE_SCHEDULE_MAX_DAYS = 366;

export const adminArticlesQuerySchema = z.object({
  status: z.enum(ADMIN_ARTICLE_STATUSES).optional(),
  category: z.enum(ARTICLE_CATEGORIES).optional(),
  /** Words of the Thai or English title. */
  q: z.string().trim().max(100).optional(),
  page,
  page_size: pageSize,
});

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * What an admin writes. English is optional (the app falls back to Thai); paragraphs are
 * separated by a blank line. Tags say whom the article speaks to (`weekday:0`…`weekday:6`,
 * `kind:<reading kind>`); sources name where its lore comes from.
 */
export const adminArticleBodySchema = z.object({
  category: z.enum(ARTICLE_CATEGORIES),
  title_th: z.string().trim().min(1).max(ARTICLE_TITLE_MAX),
  title_en: optionalText(ARTICLE_TITLE_MAX),
  summary_th: z.string().trim().min(1).max(ARTICLE_SUMMARY_MAX),
  summary_en: optionalText(ARTICLE_SUMMARY_MAX),
  body_th: z.string().trim().min(1).max(ARTICLE_BODY_MAX),
  body_en: optionalText(ARTICLE_BODY_MAX),
  /** A path under the web app (`/articles/…`) or an https address; empty for the category's. */
  cover_image: z
    .string()
    .trim()
    .max(500)
    .regex(
      /^(\/articles\/[A-Za-z0-9._-]+|https:\/\/[^\s]+)$/,
      'a /articles/ path or an https address',
    )
    .nullish()
    .or(z.literal(''))
    .transform((v) => (v ? v : null)),
  tags: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(60)
        .regex(/^[a-z0-9:_-]+$/),
    )
    .max(ARTICLE_LIST_MAX)
    .default([]),
  sources: z.array(z.string().trim().min(1).max(300)).max(ARTICLE_LIST_MAX).default([]),
  is_featured: z.boolean().default(false),
});
export type AdminArticleBody = z.input<typeof adminArticleBodySchema>;

export const adminArticlePublishBodySchema = z.object({
  /** When it comes out (ISO date-time); now when left out. */
  publish_at: z.iso.datetime({ offset: true }).optional(),
});

export const adminArticleRowSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  category: z.string(),
  title_th: z.string(),
  title_en: z.string().nullable(),
  status: z.enum(ADMIN_ARTICLE_STATUSES),
  is_featured: z.boolean(),
  published_at: z.string().nullable(),
  like_count: z.number().int(),
  share_count: z.number().int(),
  updated_at: z.string(),
});
export type AdminArticleRow = z.infer<typeof adminArticleRowSchema>;
export const adminArticlePageSchema = pagedSchema(adminArticleRowSchema);

export const adminArticleSchema = adminArticleRowSchema.extend({
  summary_th: z.string(),
  summary_en: z.string().nullable(),
  body_th: z.string(),
  body_en: z.string().nullable(),
  cover_image: z.string().nullable(),
  tags: z.array(z.string()),
  sources: z.array(z.string()),
  created_at: z.string(),
  /** When an admin last wrote it (null for an article as shipped). */
  edited_at: z.string().nullable(),
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;
