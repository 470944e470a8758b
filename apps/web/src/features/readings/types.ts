import type { READING_BODY_SCHEMAS, ReadingKind, ReadingStatus } from '@duangdee/contract/readings';
import type { z } from 'zod';

export type { ReadingKind, ReadingStatus };

/**
 * The request body of a kind, exactly as the contract accepts it (snake_case keys; the API client
 * leaves them as they are). Typing the forms' output by the contract keeps them in step with it.
 */
export type ReadingBody<K extends ReadingKind> = z.input<(typeof READING_BODY_SCHEMAS)[K]>;

/**
 * The reading shapes of `@duangdee/contract/readings` as the client sees them: the API client
 * camelCases every key (values such as `phone-number` or `exLover` stay as they are).
 */

/** `POST /fortune/{kind}/sessions` → 201. */
export interface CreatedSession {
  sessionId: string;
  userId: string;
  createdAt: string;
  status: 'created';
  /** Seconds. */
  estimatedCompletionTime: number;
  cost: { coinsRequired: number; readingType: ReadingKind };
}

/** `POST /fortune/{kind}/sessions/{id}/start` → 202 (or 200 when it had already finished). */
export interface StartedSession {
  sessionId: string;
  status: ReadingStatus;
  coinsDeducted: number;
  coinCost: number;
  readingStarted: true;
  /** Seconds. */
  estimatedWaitTime: number;
}

export interface ReadingSection {
  id: string;
  headingTh: string;
  headingEn: string;
  bodyTh: string;
  bodyEn: string;
}

/** A drawn เซียมซี slip. */
export interface LoveStick {
  /** 1–28: ใบที่ n. */
  number: number;
  titleTh: string;
  titleEn: string;
  verseTh: string[];
  verseEn: string;
  level: string;
  levelTh: string;
  levelEn: string;
  /** By aspect: love, work, money, health, travel. */
  meanings: Record<string, { th: string; en: string }>;
}

/** Every reading has this shape; kinds add details (`stick` for love sticks, `phone`, …). */
export interface ReadingResult {
  kind: ReadingKind;
  date?: string;
  titleTh: string;
  titleEn: string;
  summaryTh: string;
  summaryEn: string;
  sections: ReadingSection[];
  luckyColoursTh?: string[];
  luckyColoursEn?: string[];
  luckyNumbers?: number[];
  score0to100?: number;
  adviceTh: string;
  adviceEn: string;
  /** The caring reply given instead of a fortune (nothing charged, nothing to share). */
  safety?: boolean;
  hotline?: string;
  stick?: LoveStick | null;
  question?: string | null;
}

/** `GET .../results` → 200. */
export interface FinishedReading {
  sessionId: string;
  kind: ReadingKind;
  status: 'completed' | 'failed';
  result: ReadingResult | null;
  /** Thai, when the reading failed (its coins were refunded). */
  error: string | null;
  completedAt: string | null;
  shareToken: string | null;
  coinsCharged: number;
}

/** What a poll of the results gives: still being made (202), or finished. */
export type ReadingOutcome = { processing: true } | ({ processing: false } & FinishedReading);

/** `GET .../progress`. */
export interface ReadingProgress {
  sessionId: string;
  status: ReadingStatus;
  progressPercent: number;
  /** Seconds a reading of this kind takes with the server's writer. */
  estimatedWaitTime: number;
}

/**
 * One row of `GET /fortune/readings/history`. `kind` is kept open: palm and chat sessions live in
 * the same history and have screens of their own.
 */
export interface HistoryItem {
  sessionId: string;
  kind: string;
  status: string;
  cost: number;
  titleTh: string | null;
  titleEn: string | null;
  createdAt: string;
  completedAt: string | null;
}

export interface HistoryPage {
  items: HistoryItem[];
  page: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/** `GET /fortune/readings/shared/{token}` (public: no personal data). */
export interface SharedReading {
  kind: ReadingKind;
  result: ReadingResult;
  completedAt: string;
}

/** `POST /fortune/love-sticks/sessions/{id}/draw`. */
export interface DrawnStick {
  sessionId: string;
  status: 'completed';
  /** Null when a caring reply was given instead of a stick. */
  stick: LoveStick | null;
  result: ReadingResult;
}

/** One line of the deduction-consent modal. */
export interface SpendItem {
  label: string;
  coins: number;
}

/**
 * What a reading screen needs from the rest of the app (sign-in, the wallet's prompts and
 * balance, the price list). The app layer builds it; the readings feature never imports another
 * feature.
 */
export interface ReadingServices {
  signedIn: boolean;
  /** The start-up sign-in check is still running. */
  checkingSignIn: boolean;
  onSignIn: () => void;
  /** The coins the user can spend now (null: not known, the server decides). */
  spendableCoins: () => Promise<number | null>;
  /** Asks before coins are spent; resolves true to go ahead. */
  confirmSpend: (items: SpendItem[]) => Promise<boolean>;
  /** The "need {required} but have {current}" prompt. */
  onInsufficientCoins: (required: number, current: number) => void;
  /** Coins were held, spent or refunded: the wallet should ask the server again. */
  onBalanceChanged: () => void;
  /** Coins per reading kind from `/coins/costs`; undefined while loading. */
  costs: Partial<Record<string, number>> | undefined;
}
