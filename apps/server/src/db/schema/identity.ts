import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`);

/**
 * Everyone who uses the app: guests (anonymous, identified by a session id) and registered users.
 * A guest who signs in is retired into the account (`retired_into`), never deleted outright.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    isGuest: boolean('is_guest').notNull().default(false),
    sessionId: text('session_id'),
    deviceId: text('device_id'),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    firstName: text('first_name'),
    lastName: text('last_name'),
    fullName: text('full_name'),
    phoneNumber: text('phone_number'),
    avatarUrl: text('avatar_url'),
    birthDate: date('birth_date'),
    birthTime: text('birth_time'),
    gender: text('gender'),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    /** True from creation until the welcome bonus has been granted. */
    isNewUser: boolean('is_new_user').notNull().default(true),
    hasAcceptedPdpa: boolean('has_accepted_pdpa').notNull().default(false),
    pdpaAcceptedAt: timestamp('pdpa_accepted_at', { withTimezone: true }),
    acceptTerms: boolean('accept_terms').notNull().default(false),
    acceptMarketing: boolean('accept_marketing').notNull().default(false),
    language: text('language', { enum: ['th', 'en'] })
      .notNull()
      .default('th'),
    theme: text('theme', { enum: ['light', 'dark', 'auto'] })
      .notNull()
      .default('light'),
    notificationPrefs: jsonb('notification_prefs')
      .$type<{ email: boolean; push: boolean; daily_fortune: boolean; promotions: boolean }>()
      .notNull()
      .default({ email: true, push: true, daily_fortune: true, promotions: false }),
    /** The daily fortune by Web Push (opt-in), at this hour of the day in Asia/Bangkok. */
    dailyFortunePush: boolean('daily_fortune_push').notNull().default(false),
    dailyFortuneHour: smallint('daily_fortune_hour').notNull().default(7),
    otpFailureStreak: integer('otp_failure_streak').notNull().default(0),
    otpLockedUntil: timestamp('otp_locked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    retiredInto: uuid('retired_into'),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /** Set while an admin has suspended the account: its tokens and sign-ins answer 403. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedReason: text('suspended_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    check('users_daily_fortune_hour_valid', sql`${t.dailyFortuneHour} BETWEEN 0 AND 23`),
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_session_id_uq').on(t.sessionId),
    index('users_created_at_idx').on(t.createdAt),
    // The hourly daily-fortune run asks for the users of one hour who opted in.
    index('users_daily_fortune_push_idx')
      .on(t.dailyFortuneHour)
      .where(sql`${t.dailyFortunePush}`),
  ],
);

/** Append-only record of every consent given or withdrawn (PDPA accountability). */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subjectId: uuid('subject_id').notNull(),
    purpose: text('purpose').notNull(),
    granted: boolean('granted').notNull(),
    policyVersion: text('policy_version').notNull(),
    source: text('source').notNull(),
    ipHash: text('ip_hash'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('consent_records_subject_idx').on(t.subjectId, t.createdAt)],
);

/** One-time sign-in codes; only a hash of the code is stored. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    ipHash: text('ip_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    index('otp_codes_email_idx').on(t.email, t.createdAt),
    index('otp_codes_ip_idx').on(t.ipHash, t.createdAt),
  ],
);

/**
 * Refresh tokens, stored hashed, rotated on use; a family shares one login. Access tokens name the
 * refresh token they were issued with, so revoking a family ends its access tokens too.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    /**
     * The pair this token was rotated into, encrypted (AES-256-GCM): a copy of the token presented
     * again within a few seconds gets the same pair. Cleared once the successor is rotated or
     * the family is revoked.
     */
    successorSealed: text('successor_sealed'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** In-flight OAuth sign-ins (state, PKCE verifier, nonce), valid for a few minutes. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  guestSessionId: text('guest_session_id'),
  /** SHA-256 of the nonce in the browser's HttpOnly cookie: only that browser may finish. */
  browserHash: text('browser_hash'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** Which provider account belongs to which user. */
export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    index('oauth_identities_user_idx').on(t.userId),
  ],
);

/** Mail that would have been sent, kept only when no SMTP server is configured (development). */
export const devOutbox = pgTable('dev_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: createdAt(),
});
