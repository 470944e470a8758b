/**
 * Browser storage names (spec §3 "Local storage and cookies"). `public/theme-init.js` reads
 * `duangdee_theme` and `duangdee_language` before React loads, so those two values are stored as
 * plain strings, not JSON.
 */
export const STORAGE_PREFIX = 'duangdee_';

export const STORAGE_KEYS = {
  token: 'duangdee_token',
  refreshToken: 'duangdee_refreshToken',
  userId: 'duangdee_userId',
  isNewUser: 'duangdee_isNewUser',
  hasClaimedWelcome: 'duangdee_hasClaimedWelcome',
  coinBalance: 'duangdee_coinBalance',
  walletBalance: 'duangdee_walletBalance',
  walletLastUpdated: 'duangdee_walletLastUpdated',
  rememberCoinDeductionConsent: 'duangdee_rememberCoinDeductionConsent',
  theme: 'duangdee_theme',
  language: 'duangdee_language',
  /** Wallet store persistence (its own key, spec §3). */
  wallet: 'duangdee_wallet',
  /** Auth store persistence: only the user object is kept (spec §3). */
  auth: 'duangdee_auth',
  guestUserId: 'duangdee_guestUserId',
  /** Referral code captured from `?ref=` at start-up. */
  ref: 'duangdee_ref',
  /** Tab storage: the invite codes whose link visit was already counted this browser session. */
  refTracked: 'duangdee_refTracked',
  /** Tab storage: the invite prompt had its one chance this browser session. */
  invitePromptSeen: 'duangdee_invitePromptSeen',
  /** Stable per-browser id sent as `X-Client-Id`. */
  clientId: 'duangdee_clientId',
  /** Tab storage: a reading's answers kept while its asker signs in (OAuth leaves the page). */
  readingDraft: 'duangdee_readingDraft',
  /** Tab storage: where an OAuth sign-in started, to come back to it. */
  returnPath: 'duangdee_returnPath',
  /** Whether the game plays its sounds ('on'; off when unset). */
  gameSound: 'duangdee_gameSound',
  /** Tab storage: the welcome modal was closed unclaimed; not offered again this session. */
  welcomeDismissed: 'duangdee_welcomeDismissed',
  /**
   * Tab storage: the start-up splash has shown in this browser session ('true'). Read by
   * `public/theme-init.js` before first paint, so later loads of the session skip it.
   */
  splashSeen: 'duangdee_splashSeen',
  /** The cookie banner's choice per consent-mode key, and whether the server has it yet. */
  cookieConsent: 'duangdee_cookieConsent',
  /** The client protections' local security log (at most 100 entries, newest last). */
  securityLog: 'duangdee_securityLog',
  /** 'true' once the offer to install the app was turned down: it is not offered again. */
  installPromptDismissed: 'duangdee_installPromptDismissed',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export const COOKIE_PREFIX = 'fortune_';

export const COOKIE_NAMES = {
  guestUser: 'fortune_guestUser',
  guestSessionId: 'fortune_guestSessionId',
  pdpaConsent: 'fortune_pdpaConsent',
  hasVisited: 'fortune_hasVisited',
  hasSeenFirstTimePopup: 'fortune_hasSeenFirstTimePopup',
  visitCount: 'fortune_visitCount',
} as const;

export const COOKIE_MAX_AGE_DAYS = 365;
