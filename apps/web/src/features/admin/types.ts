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

export interface AdminSessionRow {
  id: string;
  userId: string;
  kind: string;
  status: string;
  cost: number;
  coins: string;
  error: string | null;
  createdAt: string;
  completedAt: string | null;
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
  createdAt: string;
}
