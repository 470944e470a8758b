/** Cache keys of one user's referral data: a sign-out or another user never sees them. */
export const referralKeys = {
  all: (userId: string) => ['referral', userId] as const,
  code: (userId: string) => ['referral', userId, 'code'] as const,
  stats: (userId: string) => ['referral', userId, 'stats'] as const,
  history: (userId: string, page: number) => ['referral', userId, 'history', page] as const,
};

/** Spec §9: referral caches (code 30 min, stats and history 5 min), retried twice. */
export const REFERRAL_CACHE = {
  codeStaleMs: 30 * 60 * 1000,
  statsStaleMs: 5 * 60 * 1000,
  historyStaleMs: 5 * 60 * 1000,
  retry: 2,
} as const;
