import { z } from 'zod';
import { userSchema } from './auth.ts';
import { sanitizedText } from './sanitize.ts';

export const GENDERS = ['male', 'female', 'other', 'unspecified'] as const;

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
export const pdpaConsentBodySchema = z.object({
  accept_pdpa: z.boolean(),
  accept_terms: z.boolean().default(false),
  accept_marketing: z.boolean().default(false),
  consent_version: z.string().max(20).default(CONSENT_VERSION),
  consent_source: z.string().max(40).default('modal'),
});
export const pdpaConsentResultSchema = z.object({
  consent_given: z.boolean(),
  consent_at: z.string().nullable(),
});

export const consentRecordSchema = z.object({
  purpose: z.string(),
  granted: z.boolean(),
  policy_version: z.string(),
  source: z.string(),
  created_at: z.string(),
});

export const dataExportSchema = z.object({
  exported_at: z.string(),
  profile: profileSchema,
  settings: settingsSchema,
  consents: z.array(consentRecordSchema),
  sign_in_methods: z.array(z.object({ provider: z.string(), email: z.string().nullable() })),
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
