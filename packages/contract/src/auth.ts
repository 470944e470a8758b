import { z } from 'zod';
import { sanitizedText } from './sanitize.ts';

export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_RESEND_AFTER_SECONDS = 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OAUTH_PROVIDERS = ['google', 'line', 'facebook'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'valid e-mail required' }));

export const requestOtpBodySchema = z.object({ email });
export const requestOtpResultSchema = z.object({
  request_id: z.uuid(),
  expires_in_s: z.number().int(),
  resend_after_s: z.number().int(),
  code_length: z.number().int(),
});

export const verifyOtpBodySchema = z.object({
  request_id: z.uuid(),
  email,
  otp_code: z
    .string()
    .trim()
    .regex(/^\d{4,10}$/, 'digits only'),
  /**
   * The invite code the person arrived with. On the sign-in that creates the account it counts
   * them as the inviter's friend; a code that cannot be used is ignored, never a failed sign-in.
   */
  referral_code: z.string().max(64).optional(),
});

export const userSchema = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  display_name: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  full_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  is_new_user: z.boolean(),
  is_guest: z.boolean(),
  role: z.enum(['user', 'admin']),
  has_accepted_pdpa: z.boolean(),
  pdpa_accepted_at: z.string().nullable(),
  created_at: z.string(),
});
export type UserView = z.infer<typeof userSchema>;

export const loginResultSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in_s: z.number().int(),
  user: userSchema,
});

export const refreshBodySchema = z.object({ refresh_token: z.string().min(1).max(4096) });
export const logoutResultSchema = z.object({ revoked: z.boolean() });

export const oauthProviderParamsSchema = z.object({ provider: z.enum(OAUTH_PROVIDERS) });
export const oauthLoginQuerySchema = z.object({ redirect_uri: z.string().url().optional() });
export const oauthCallbackQuerySchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(200).optional(),
});
export const oauthProvidersResultSchema = z.object({
  providers: z.array(z.enum(OAUTH_PROVIDERS)),
});

/** Guests: POST /auth/guest and the fallback POST /guest/register. */
export const createGuestBodySchema = z.object({
  device_id: sanitizedText(200).optional(),
  first_name: sanitizedText(100).optional(),
  accept_pdpa: z.boolean().optional(),
  accept_marketing: z.boolean().optional(),
});
export const registerGuestBodySchema = z.object({
  device_id: sanitizedText(200).optional(),
  pdpa_consent: z.boolean().optional(),
});

export const guestUserSchema = z.object({
  id: z.uuid(),
  session_id: z.string(),
  email: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  full_name: z.string().nullable(),
  phone_number: z.string().nullable(),
  profile_picture: z.string().nullable(),
  avatar_url: z.string().nullable(),
  is_email_verified: z.boolean(),
  is_guest: z.literal(true),
  has_accepted_pdpa: z.boolean(),
  pdpa_accepted_at: z.string().nullable(),
  accept_terms: z.boolean(),
  accept_marketing: z.boolean(),
  last_login_at: z.string().nullable(),
  last_active_at: z.string().nullable(),
  is_active: z.boolean(),
  user_type: z.literal('guest'),
  created_at: z.string(),
  updated_at: z.string(),
  wallet_balance: z.number().int(),
});
export type GuestUserView = z.infer<typeof guestUserSchema>;

export const guestResultSchema = z.object({
  guest_user: guestUserSchema,
  session: z.object({ session_id: z.string(), expires_at: z.string() }),
});

export const guestConsentBodySchema = z.object({
  session_id: z.string().min(1).max(200),
  consent: z.boolean(),
});
export const guestConsentResultSchema = z.object({
  consent: z.boolean(),
  consent_at: z.string().nullable(),
  guest_removed: z.boolean(),
});

export const devOutboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export const devOutboxResultSchema = z.object({ items: z.array(devOutboxMessageSchema) });
