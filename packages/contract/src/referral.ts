import { z } from 'zod';

/**
 * The referral programme (spec §3, §7 "Referral"): every signed-in user has an invite code and a
 * link (`PUBLIC_URL/?ref=CODE`). A friend who creates an account with it is a pending referral;
 * when the friend's first purchase is credited, the inviter earns 200 coins (a limited number of
 * friends a day), pending until the inviter claims them. Nobody is referred twice (not under
 * another alias of the same mailbox either), an account cannot invite itself or the person who
 * invited it, and a second account made on the inviter's own device earns nothing (refusals are
 * 400 `REFERRAL_NOT_ALLOWED`).
 */

/**
 * Coins the inviter earns for each friend whose first purchase is credited: the 200 the
 * low-balance hint promises
 * (`INVITE_REWARD_COINS` in coins.ts, not imported here: coins.ts → readings.ts → users.ts →
 * this file would be a cycle; referral.test.ts keeps the two equal).
 */
export const REFERRAL_REWARD_COINS = 200;

/** How long after creating an account a person may still name who invited them. */
export const REFERRAL_ATTRIBUTION_WINDOW_HOURS = 24;

/** Invite codes: 8 characters of an alphabet without the look-alikes 0/O and 1/I. */
export const REFERRAL_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const REFERRAL_CODE_LENGTH = 8;

/**
 * Levels by successful referrals: level 1 from the start, level 2 from the first friend, then 5,
 * 10 and 25 friends for levels 3–5.
 */
export const REFERRAL_LEVEL_THRESHOLDS = [0, 1, 5, 10, 25] as const;

/** The level reached with `successful` friends (1–5). */
export function referralLevel(successful: number): number {
  return REFERRAL_LEVEL_THRESHOLDS.filter((min) => successful >= min).length;
}

/** The successful referrals the next level needs in all, or null at the top level. */
export function nextLevelRequirement(successful: number): number | null {
  return REFERRAL_LEVEL_THRESHOLDS.find((min) => min > successful) ?? null;
}

export const REFERRAL_HISTORY_DEFAULT_LIMIT = 20;
export const REFERRAL_HISTORY_MAX_LIMIT = 50;

/** Where a visitor came from through an invite link (guessed from referrer and user agent). */
export const REFERRAL_PLATFORMS = [
  'line',
  'facebook',
  'twitter',
  'instagram',
  'whatsapp',
  'unknown',
] as const;
export type ReferralPlatform = (typeof REFERRAL_PLATFORMS)[number];

/** Where an inviter shared their link: the platforms above, the phone's share sheet, a copy. */
export const REFERRAL_SHARE_PLATFORMS = [
  'line',
  'facebook',
  'twitter',
  'instagram',
  'whatsapp',
  'web_share',
  'copy',
  'other',
] as const;
export type ReferralSharePlatform = (typeof REFERRAL_SHARE_PLATFORMS)[number];

export const REFERRAL_CLICK_SOURCES = ['direct_link', 'qr_code'] as const;

/**
 * A code as typed or carried in a link: trimmed and upper-cased; its alphabet is not checked here,
 * so an unusable code is refused by the rules (or simply not found), never as a malformed request.
 */
export const referralCodeInputSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .transform((code) => code.toUpperCase());

export const referralCodeSchema = z.object({
  referral_code: z.string(),
  /** `PUBLIC_URL/?ref=CODE`: the link to share. */
  share_url: z.string(),
});
export type ReferralCode = z.infer<typeof referralCodeSchema>;

export const referralStatsSchema = z.object({
  /** Friends who joined with the user's code, whatever became of it. */
  total_invites: z.number().int(),
  /** Friends whose first purchase was credited. */
  successful_referrals: z.number().int(),
  /** Friends who signed up with the code and have not bought coins yet. */
  pending_referrals: z.number().int(),
  /** Coins earned in all, claimed or not. */
  total_earnings: z.number().int(),
  /** Coins earned (the friend bought) and waiting to be claimed. */
  pending_rewards: z.number().int(),
  current_level: z.number().int().min(1),
  /** Successful referrals the next level needs in all; null at the top level. */
  next_level_requirement: z.number().int().nullable(),
  /** Visits through the user's invite links. */
  click_count: z.number().int(),
  /** successful_referrals ÷ click_count, between 0 and 1 (0 without clicks). */
  conversion_rate: z.number().min(0).max(1),
});
export type ReferralStats = z.infer<typeof referralStatsSchema>;

export const referralHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(REFERRAL_HISTORY_MAX_LIMIT)
    .default(REFERRAL_HISTORY_DEFAULT_LIMIT),
});

export const REFERRAL_STATUSES = ['pending', 'completed', 'rejected'] as const;

/**
 * One friend who joined with the user's code. The friend's e-mail, phone and name are masked
 * (`so***@g***.com`, `xxx-xxx-5678`, `ส.`): the inviter learns that someone joined, not who.
 * Null once the friend has erased their account, or when they never gave it.
 */
export const referralActivitySchema = z.object({
  id: z.uuid(),
  referred_user_email: z.object({ email: z.string().nullable() }),
  referred_user_phone: z.object({ phone: z.string().nullable() }),
  referred_user_name: z.object({ name: z.string().nullable() }),
  status: z.enum(REFERRAL_STATUSES),
  created_at: z.string(),
  /** Coins this friend earned the inviter (0 while pending, and when none). */
  reward_amount: z.number().int(),
  platform: z.string(),
});
export type ReferralActivity = z.infer<typeof referralActivitySchema>;

export const referralHistorySchema = z.object({
  activities: z.array(referralActivitySchema),
  total_count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  has_next: z.boolean(),
  has_previous: z.boolean(),
});
export type ReferralHistory = z.infer<typeof referralHistorySchema>;

/**
 * `POST /referral/process`: the signed-in caller names who invited them. Only within 24 hours of
 * creating the account and only once; otherwise 400 `REFERRAL_NOT_ALLOWED`. The answer's status is
 * `pending` until the caller's first purchase is credited (`completed` when one already was).
 */
export const processReferralBodySchema = z.object({
  referral_code: referralCodeInputSchema,
  platform: z.enum(REFERRAL_PLATFORMS).optional(),
});
export const processedReferralSchema = z.object({
  referral_id: z.uuid(),
  status: z.enum(REFERRAL_STATUSES),
});

export const claimedRewardsSchema = z.object({
  /** Coins credited by this claim (0 when nothing was pending). */
  claimed: z.number().int(),
  /** Rewards credited by this claim. */
  claimed_rewards: z.number().int(),
  /** The wallet's balance afterwards. */
  balance: z.number().int(),
});
export type ClaimedRewards = z.infer<typeof claimedRewardsSchema>;

/** A reward exists once the friend bought: `pending` is claimable, `claimed` is in the wallet. */
export const REFERRAL_REWARD_STATUSES = ['pending', 'claimed'] as const;

export const referralRewardSchema = z.object({
  id: z.uuid(),
  amount: z.number().int(),
  status: z.enum(REFERRAL_REWARD_STATUSES),
  created_at: z.string(),
  claimed_at: z.string().nullable(),
  referral_id: z.uuid().nullable(),
});

export const referralRewardsSchema = z.object({
  rewards: z.array(referralRewardSchema),
  total_pending_amount: z.number().int(),
  total_claimed_amount: z.number().int(),
});
export type ReferralRewards = z.infer<typeof referralRewardsSchema>;

/** `POST /referral/share`: the inviter shared their current code somewhere. */
export const shareReferralBodySchema = z.object({
  platform: z.enum(REFERRAL_SHARE_PLATFORMS),
  referral_code: referralCodeInputSchema,
  /** When the client shared it; informational only (the server keeps its own time). */
  timestamp: z.union([z.string().max(64), z.number()]).optional(),
});
export const sharedReferralSchema = z.object({ recorded: z.literal(true) });

/**
 * `POST /referral/track` (no sign-in): a visit through an invite link. No IP address is ever kept,
 * even when one is sent. An unknown code answers 200 with `tracked: false` and keeps nothing, so
 * a client has nothing to retry.
 */
export const trackReferralBodySchema = z.object({
  referral_code: referralCodeInputSchema,
  /** Accepted for the spec's clients (which send it empty) and ignored. */
  ip_address: z.string().max(100).optional(),
  user_agent: z.string().max(1000).optional(),
  platform: z.enum(REFERRAL_PLATFORMS).default('unknown'),
  source: z.enum(REFERRAL_CLICK_SOURCES).default('direct_link'),
});
export const trackedReferralSchema = z.object({ tracked: z.boolean() });

/** The referral part of the PDPA data export. */
export const exportedReferralSchema = z.object({
  /** The user's current invite code, or null before they asked for one. */
  code: z.string().nullable(),
  code_created_at: z.string().nullable(),
  /** Friends who joined with the user's code, their details masked as in the history. */
  invites: z.array(referralActivitySchema),
  /** Whether and when the user joined with an invite (who invited them is the inviter's data). */
  joined_with_invite: z
    .object({ referral_id: z.uuid(), status: z.enum(REFERRAL_STATUSES), created_at: z.string() })
    .nullable(),
  rewards: z.array(referralRewardSchema),
  shares: z.array(z.object({ platform: z.string(), created_at: z.string() })),
});
export type ExportedReferral = z.infer<typeof exportedReferralSchema>;
