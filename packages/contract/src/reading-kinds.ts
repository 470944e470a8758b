/**
 * The reading kinds and their plain limits, without a schema library: what a phone's first
 * screens need (the hub lists the kinds with their prices, forms count characters), so those
 * screens load no zod. `readings.ts` gives each kind its request body and re-exports all of this.
 */

/**
 * Every topic reading and its launch price in coins (the server seeds the price once; admins edit
 * it afterwards). The kind list and the default costs derive from this table; each kind is also
 * its coin-cost key. A new kind is a row here and a body schema in `readings.ts`.
 */
export const READING_KIND_COINS = {
  career: 50,
  compatibility: 50,
  finance: 50,
  love: 50,
  luck: 50,
  obstacles: 50,
  'phone-number': 60,
  'their-feelings': 85,
  'thinking-person': 50,
  'love-sticks': 50,
} as const;

export type ReadingKind = keyof typeof READING_KIND_COINS;

export const READING_KINDS = Object.keys(READING_KIND_COINS) as [ReadingKind, ...ReadingKind[]];

/** Kinds a result or a history item can be of: the topic readings and the palm reading. */
export const RESULT_KINDS = [...READING_KINDS, 'palm'] as [
  ReadingKind | 'palm',
  ...(ReadingKind | 'palm')[],
];
export type ResultKind = (typeof RESULT_KINDS)[number];

/** Each kind's launch price in coins. */
export const READING_LAUNCH_COINS: Record<ReadingKind, number> = READING_KIND_COINS;

export const READING_STATUSES = [
  'created',
  'started',
  'processing',
  'completed',
  'failed',
] as const;
export type ReadingStatus = (typeof READING_STATUSES)[number];

/** Spec §9: the wait a client shows while a reading is made. */
export const ESTIMATED_WAIT_SECONDS = 90;
export const READING_HISTORY_PAGE_SIZE = 20;
export const DEFAULT_COUNTRY_CODE = '+66';
export const DETAIL_LEVELS = ['basic', 'standard', 'detailed'] as const;

/** Limits of free text, in characters (after sanitising). */
export const NAME_MAX = 60;
export const QUESTION_MAX = 500;
export const STORY_MAX = 1000;

/** A person's gender, as profiles and reading forms offer it. */
export const GENDERS = ['male', 'female', 'other', 'unspecified'] as const;
