import type { PalmPhotoProblem } from '@duangdee/contract/palm';
import type { ReadingStatus } from '@duangdee/contract/readings';

/**
 * The palm API's shapes as the client sees them (contract `palm.ts`, camelCased by the API
 * client).
 */

export interface UploadResult {
  uploadId: string;
  /** `/api/v1/uploads/{id}`: fetched with the bearer token. */
  originalPath: string;
  thumbnailPath: string;
  width: number;
  height: number;
  /** Whether a palm can be read from the photo, judged as it was uploaded. */
  palmCheck: {
    usable: boolean;
    reason: PalmPhotoProblem | null;
    messageTh: string | null;
    messageEn: string | null;
  };
}

export interface PalmSession {
  sessionId: string;
  kind: 'palm' | 'chat';
  title: string | null;
  description: string | null;
  status: ReadingStatus;
  cost: { coinsRequired: number; readingType: 'palm' | 'chat'; messageCost: number };
  image: { originalPath: string; thumbnailPath: string } | null;
  messageCount: number;
  createdAt: string;
  startedAt: string | null;
  completedAt: string | null;
  error: string | null;
  shareToken: string | null;
  /** Seconds. */
  estimatedCompletionTime: number;
}

export interface PalmStartResult {
  sessionId: string;
  status: ReadingStatus;
  coinsDeducted: number;
  coinCost: number;
  readingStarted: true;
  /** Seconds. */
  estimatedWaitTime: number;
}

export interface PalmLine {
  id: string;
  nameTh: string;
  nameEn: string;
  present: boolean;
  /** Where the line runs on the photo, start to end, as shares (0–1) of its width and height. */
  path?: [number, number][];
}

export interface PalmSection {
  id: string;
  headingTh: string;
  headingEn: string;
  bodyTh: string;
  bodyEn: string;
}

export interface PalmResult {
  kind: 'palm';
  titleTh: string;
  titleEn: string;
  summaryTh: string;
  summaryEn: string;
  sections: PalmSection[];
  luckyColoursTh?: string[];
  luckyColoursEn?: string[];
  luckyNumbers?: number[];
  adviceTh: string;
  adviceEn: string;
  lines?: PalmLine[];
  /** The hand the lines were found on: its 21 landmarks (MediaPipe's order) as photo shares. */
  hand?: { hand: 'left' | 'right'; landmarks: [number, number][] };
}

export interface PalmFinished {
  sessionId: string;
  kind: 'palm';
  status: 'completed' | 'failed';
  result: PalmResult | null;
  /** Thai, when the reading failed (its coins were refunded). */
  error: string | null;
  completedAt: string | null;
  shareToken: string | null;
  coinsCharged: number;
}

/** What `GET …/result` says: still reading (202), or finished. */
export type PalmResultState = { processing: true } | ({ processing: false } & PalmFinished);

export interface SharedPalm {
  kind: 'palm';
  result: PalmResult;
  completedAt: string;
}

export interface Paged<T> {
  items: T[];
  page: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/** One line of the deduction-consent modal. */
export interface SpendItem {
  label: string;
  coins: number;
}

/** What the palm screens need from the wallet; the app layer provides it. */
export interface CoinSpending {
  /** Coins of one palm reading and of one follow-up message. */
  costs: { palm: number; chatMessage: number };
  /** The coins the user can spend now (null: not known, the server decides). */
  spendableCoins: () => Promise<number | null>;
  /** Shows the deduction-consent modal; resolves whether the user agreed. */
  confirmSpend: (items: SpendItem[]) => Promise<boolean>;
  showInsufficient: (required: number, current: number) => void;
  /** Coins moved on the server (held, charged or refunded): refetch the balance. */
  onBalanceChanged: () => void;
}

/** What the palm screens need from sign-in; the app layer provides it. */
export interface SignInState {
  signedIn: boolean;
  /** The start-up sign-in check is still running. */
  checkingSignIn: boolean;
  onSignIn: () => void;
}
