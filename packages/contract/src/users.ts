import { z } from 'zod';
import { userSchema } from './auth.ts';
import { exportedArticleActivitySchema } from './feed.ts';
import { exportedGameRoundSchema } from './game.ts';
import { exportedPushSchema } from './push.ts';
import { GENDERS } from './reading-kinds.ts';
import { exportedReferralSchema } from './referral.ts';
import { sanitizedText } from './sanitize.ts';
import { exportedSupportTicketSchema } from './support.ts';

export { GENDERS };

const birthDate = z.iso.date().refine((v) => {
  const d = new Date(`${v}T00:00:00Z`);
  return d.getUTCFullYear() >= 1900 && d.getTime() <= Date.now();
}, 'must be a real past date');

export const profileSchema = userSchema.extend({
  phone_number: z.string().nullable(),
  birth_date: z.string().nullable(),
  birth_time: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
});

export const updateProfileBodySchema = z.object({
  display_name: sanitizedText(100).optional(),
  first_name: sanitizedText(60).optional(),
  last_name: sanitizedText(60).optional(),
  avatar_url: z.string().url().max(500).startsWith('https://').nullable().optional(),
  birth_date: birthDate.nullable().optional(),
  birth_time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM, 24-hour')
    .nullable()
    .optional(),
  gender: z.enum(GENDERS).nullable().optional(),
  phone_number: z
    .string()
    .regex(/^\+?\d{9,15}$/, 'digits only, 9–15')
    .nullable()
    .optional(),
});

export const settingsSchema = z.object({
  language: z.enum(['th', 'en']),
  theme: z.enum(['light', 'dark', 'auto']),
  notifications: z.object({
    email: z.boolean(),
    push: z.boolean(),
    daily_fortune: z.boolean(),
    promotions: z.boolean(),
  }),
});
export const updateSettingsBodySchema = z.object({
  language: z.enum(['th', 'en']).optional(),
  theme: z.enum(['light', 'dark', 'auto']).optional(),
  notifications: settingsSchema.shape.notifications.partial().optional(),
});

export const userStatsSchema = z.object({
  member_since: z.string(),
  days_active: z.number().int(),
  last_login_at: z.string().nullable(),
  consents_given: z.number().int(),
});

export const CONSENT_VERSION = '1.0';
/**
 * Giving and withdrawing are the same call. Terms and marketing left out stay as they were, so
 * withdrawing the PDPA consent alone (`{accept_pdpa: false}`) records only that; marketing,
 * which needs the data, is withdrawn with it.
 */
export const pdpaConsentBodySchema = z.object({
  accept_pdpa: z.boolean(),
  accept_terms: z.boolean().optional(),
  accept_marketing: z.boolean().optional(),
  consent_version: z.string().max(20).default(CONSENT_VERSION),
  consent_source: z.string().max(40).default('modal'),
});
export const pdpaConsentResultSchema = z.object({
  consent_given: z.boolean(),
  consent_at: z.string().nullable(),
});

/** `GET /user/pdpa-consent`: where the user's consent stands, and when it was last decided. */
export const pdpaConsentStatusSchema = pdpaConsentResultSchema.extend({
  /** When the PDPA consent was last given or withdrawn; null when never decided. */
  decided_at: z.string().nullable(),
  policy_version: z.string().nullable(),
  accept_terms: z.boolean(),
  accept_marketing: z.boolean(),
});

export const consentRecordSchema = z.object({
  purpose: z.string(),
  granted: z.boolean(),
  policy_version: z.string(),
  source: z.string(),
  /** Given by the account itself, or by the guest session carried into it. */
  given_as: z.enum(['account', 'guest']),
  user_agent: z.string().nullable(),
  /** A keyed hash of the address the decision came from (the address itself is never kept). */
  ip_hash: z.string().nullable(),
  created_at: z.string(),
});

const jsonObject = z.record(z.string(), z.unknown());

export const exportedReadingSchema = z.object({
  session_id: z.uuid(),
  kind: z.string(),
  status: z.string(),
  /** What the user entered, as sent (names, dates, phone numbers, questions). */
  input: jsonObject,
  additional_context: z.string().nullable(),
  result: jsonObject.nullable(),
  error: z.string().nullable(),
  cost: z.number().int(),
  reading_date: z.string().nullable(),
  shared_link: z.boolean(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
});

export const exportedMessageSchema = z.object({
  message_id: z.uuid(),
  session_id: z.uuid(),
  role: z.string(),
  content: z.string(),
  status: z.string(),
  cost: z.number().int(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});

export const exportedPhotoSchema = z.object({
  upload_id: z.uuid(),
  purpose: z.string(),
  mime: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  sha256: z.string(),
  /** The photo for its owner, while signed in. */
  original_path: z.string(),
  /**
   * The photo's file inside the zip archive (`GET /user/data-export/archive`); in the archive's
   * own `data.json`, null when the stored file was missing.
   */
  archive_file: z.string().nullable(),
  created_at: z.string(),
});

export const exportedPaymentSchema = z.object({
  payment_id: z.uuid(),
  package_id: z.string(),
  provider: z.string(),
  method: z.string(),
  status: z.string(),
  amount_satang: z.number().int(),
  coins: z.number().int(),
  payment_code: z.string(),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});

export const exportedSlipSchema = z.object({
  slip_id: z.uuid(),
  payment_id: z.uuid(),
  mime_type: z.string(),
  sending_bank: z.string().nullable(),
  trans_ref: z.string().nullable(),
  sha256: z.string(),
  /** The slip image inside the zip archive (null there when the stored file was missing). */
  archive_file: z.string().nullable(),
  created_at: z.string(),
});

export const exportedTransferSchema = z.object({
  transfer_id: z.uuid(),
  kind: z.string(),
  /** Signed as the wallet sees it: + in, − out. */
  amount: z.number().int(),
  balance_after: z.number().int(),
  reference: z.object({ type: z.string(), id: z.string() }).nullable(),
  metadata: jsonObject,
  created_at: z.string(),
});

export const exportedNotificationSchema = z.object({
  notification_id: z.uuid(),
  kind: z.string(),
  title_th: z.string(),
  title_en: z.string(),
  body_th: z.string(),
  body_en: z.string(),
  data: jsonObject.nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});

/** A guest session that was carried into the account when its user signed in. */
export const exportedGuestSchema = z.object({
  guest_id: z.uuid(),
  first_name: z.string().nullable(),
  created_at: z.string(),
  last_active_at: z.string().nullable(),
  /** Thai calendar days of the free เซียมซี it drew. */
  free_draw_days: z.array(z.string()),
});

/** PDPA right of access: every personal datum the product keeps about the user. */
export const dataExportSchema = z.object({
  exported_at: z.string(),
  profile: profileSchema,
  settings: settingsSchema,
  consents: z.array(consentRecordSchema),
  sign_in_methods: z.array(z.object({ provider: z.string(), email: z.string().nullable() })),
  guest_sessions: z.array(exportedGuestSchema),
  readings: z.array(exportedReadingSchema),
  chat_messages: z.array(exportedMessageSchema),
  photos: z.array(exportedPhotoSchema),
  payments: z.array(exportedPaymentSchema),
  payment_slips: z.array(exportedSlipSchema),
  wallet: z.object({ balance: z.number().int(), held: z.number().int() }),
  coin_transfers: z.array(exportedTransferSchema),
  notifications: z.array(exportedNotificationSchema),
  /** Rounds of the hit-the-mascot game, the account's and its carried-in guests'. */
  game_rounds: z.array(exportedGameRoundSchema),
  /** Articles liked (by the account or its carried-in guests), bookmarked and shared. */
  article_activity: exportedArticleActivitySchema,
  /** Questions to the team: the account's, its guests', and those sent from its e-mail. */
  support_tickets: z.array(exportedSupportTicketSchema),
  /** The invite code, the friends it brought (masked), rewards and shares. */
  referral: exportedReferralSchema,
  /** The daily fortune by push: the preference, the browsers subscribed, the days sent. */
  push: exportedPushSchema,
  /** An admin's suspension of the account, while it lasts (null otherwise). */
  suspension: z.object({ suspended_at: z.string(), reason: z.string().nullable() }).nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** The zip of `GET /user/data-export/archive`: `data.json` plus the photo and slip files. */
export const DATA_ARCHIVE_JSON = 'data.json';
/** Its OpenAPI description: binary, not JSON (the server streams it; nothing to validate). */
export const dataArchiveSchema = z.unknown().meta({
  description: `A zip archive: ${DATA_ARCHIVE_JSON}, photos/<upload_id>.jpg, slips/<slip_id>.<ext>`,
  type: 'string',
  format: 'binary',
});

export const deleteAccountResultSchema = z.object({ deleted: z.literal(true) });

export const adminUsersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  q: z.string().trim().max(200).optional(),
});

export const adminUserRowSchema = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  display_name: z.string().nullable(),
  role: z.enum(['user', 'admin']),
  is_guest: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});

/** Consent-mode categories of the cookie banner (spec §3 "Consent preferences"). */
export const COOKIE_CATEGORIES = [
  'ad_storage',
  'ad_user_data',
  'ad_personalization',
  'analytics_storage',
  'functionality_storage',
  'personalization_storage',
  'security_storage',
] as const;

const grant = z.enum(['granted', 'denied']);
export const cookieConsentBodySchema = z.object(
  Object.fromEntries(COOKIE_CATEGORIES.map((c) => [c, grant])) as Record<
    (typeof COOKIE_CATEGORIES)[number],
    typeof grant
  >,
);
export const cookieConsentResultSchema = z.object({ recorded: z.number().int() });

/**
 * `GET /consents/cookies`: the latest cookie choice of the caller (the account and the guests
 * carried into it, or the guest of the session), or `null` when none was recorded (200, not 404:
 * "no choice yet" is an ordinary answer the banner acts on).
 */
export const cookieConsentStateSchema = z
  .object({
    choices: cookieConsentBodySchema,
    decided_at: z.string(),
    policy_version: z.string(),
  })
  .nullable();
export type CookieConsentState = z.infer<typeof cookieConsentStateSchema>;
