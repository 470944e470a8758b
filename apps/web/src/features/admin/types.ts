/** The admin API's answers, as the client hands them over (camelCased keys). */

export interface Paged<T> {
  items: T[];
  page: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

export interface OverviewDay {
  date: string;
  newUsers: number;
  readings: number;
  coinsSpent: number;
  revenueThb: number;
}

export interface Overview {
  from: string;
  to: string;
  users: { total: number; newToday: number; new7d: number };
  guests: { total: number; newInRange: number };
  dailyActiveUsers: { date: string; count: number }[];
  readingsByKind: Record<string, number>;
  coins: { granted: number; bought: number; spent: number; refunded: number };
  revenueThb: { total: number; totalSatang: number; byMethod: Record<string, { thb: number }> };
  paymentsWaitingReview: number;
  series: OverviewDay[];
}

export interface Reconciliation {
  ok: boolean;
  totalEntriesSum: number;
  walletsChecked: number;
  unbalancedTransfers: unknown[];
  mismatches: unknown[];
  heldMismatches: unknown[];
  negativeBalances: unknown[];
  heldOverBalance: unknown[];
}

export type PaymentStatus =
  'pending' | 'verifying' | 'success' | 'failed' | 'expired' | 'cancelled';

export interface AdminPayment {
  paymentId: string;
  status: PaymentStatus;
  method: 'promptpay' | 'card';
  packageId: string;
  amountThb: number;
  coins: number;
  paymentCode: string;
  createdAt: string;
  completedAt: string | null;
  failureReason: string | null;
  userId: string;
  userEmail: string | null;
  slips: {
    id: string;
    sendingBank: string | null;
    transRef: string | null;
    mimeType: string;
    createdAt: string;
  }[];
}

export interface AdminUserRow {
  id: string;
  email: string | null;
  displayName: string | null;
  role: 'user' | 'admin';
  isGuest: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

export type SessionStatus = 'created' | 'started' | 'processing' | 'completed' | 'failed';

/** Where a session's coins are: none taken, held, charged, released (voided), refunded. */
export type SessionCoins = 'none' | 'held' | 'charged' | 'released' | 'refunded';

export interface AdminSessionRow {
  id: string;
  userId: string;
  kind: string;
  status: SessionStatus;
  cost: number;
  coins: SessionCoins;
  error: string | null;
  createdAt: string;
  completedAt: string | null;
}

/** A session with what was asked and what was answered (keys camelCased like the rest). */
export interface AdminSessionDetail extends AdminSessionRow {
  input: Record<string, unknown>;
  result: Record<string, unknown> | null;
  holdId: string | null;
  startedAt: string | null;
}

export interface RefundResult {
  sessionId: string;
  /** The hold was released, or a refund transfer was written. */
  method: 'void_hold' | 'refund_transfer';
  coins: number;
  transferId: string | null;
  /** The wallet's balance after the refund. */
  balance: number;
}

export interface AdminUserDetail {
  profile: {
    id: string;
    email: string | null;
    displayName: string | null;
    firstName: string | null;
    lastName: string | null;
    phoneNumber: string | null;
    role: 'user' | 'admin';
    isGuest: boolean;
    isActive: boolean;
    language: string;
    createdAt: string;
    lastLoginAt: string | null;
    erasedAt: string | null;
    /** When an admin suspended the account (null: not suspended), and why. */
    suspendedAt: string | null;
    suspendedReason: string | null;
  };
  wallet: { balance: number; held: number; available: number };
  readings: AdminSessionRow[];
  payments: AdminPayment[];
}

export interface Transfer {
  transferId: string;
  kind: string;
  amount: number;
  balanceAfter: number;
  /** What it belongs to (for an adjustment: the admin who made it). */
  reference: { type: string; id: string } | null;
  /** The reason recorded with it: an adjustment's or a refund's as an admin wrote it. */
  reason: string | null;
  createdAt: string;
}

export interface AdminGuestRow {
  id: string;
  createdAt: string;
  lastActiveAt: string | null;
  /** The account this guest was carried into, when it signed in. */
  retiredInto: string | null;
  balance: number;
  readings: number;
}

export type TicketStatus = 'open' | 'answered' | 'closed';

export interface AdminTicket {
  id: string;
  category: 'coins' | 'payment' | 'reading' | 'account' | 'other';
  subject: string;
  message: string;
  status: TicketStatus;
  answer: string | null;
  answeredAt: string | null;
  createdAt: string;
  userId: string | null;
  email: string | null;
}

export interface AuditEntry {
  id: string;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  targetType: string;
  targetId: string;
  reason: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
}

export interface Suspension {
  userId: string;
  /** Null once restored. */
  suspendedAt: string | null;
  suspendedReason: string | null;
}

export interface CoinCost {
  kind: string;
  cost: number;
  updatedAt: string | null;
}

export interface CoinPackage {
  id: string;
  nameTh: string;
  nameEn: string;
  coins: number;
  bonusCoins: number;
  priceSatang: number;
  isActive: boolean;
  sortOrder: number;
  updatedAt: string;
}

export type ArticleStatus = 'draft' | 'scheduled' | 'published';

export interface AdminArticleRow {
  id: string;
  slug: string;
  category: string;
  titleTh: string;
  titleEn: string | null;
  status: ArticleStatus;
  isFeatured: boolean;
  publishedAt: string | null;
  likeCount: number;
  shareCount: number;
  updatedAt: string;
}

export interface AdminArticle extends AdminArticleRow {
  summaryTh: string;
  summaryEn: string | null;
  bodyTh: string;
  bodyEn: string | null;
  coverImage: string | null;
  tags: string[];
  sources: string[];
  createdAt: string;
  editedAt: string | null;
}

/** What the editor sends (`POST /admin/articles`, `PUT /admin/articles/{id}`), camelCased. */
export interface ArticleBody {
  category: string;
  titleTh: string;
  titleEn: string | null;
  summaryTh: string;
  summaryEn: string | null;
  bodyTh: string;
  bodyEn: string | null;
  coverImage: string | null;
  tags: string[];
  sources: string[];
  isFeatured: boolean;
}

/** An article as the editor hands it to the app's own article view for a preview. */
export interface ArticlePreview {
  category: string;
  title: string;
  /** The body as written: paragraphs separated by a blank line. */
  body: string;
  coverImage: string | null;
  sources: string[];
  publishedAt: string | null;
}
