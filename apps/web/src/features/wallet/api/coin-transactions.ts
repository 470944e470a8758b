import type { TransferKind } from '@duangdee/contract/coins';
import type { CoinTransactionStatus } from '@duangdee/contract/wallet';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';

/**
 * One row of the user's coin history. `amount` is always positive and `direction` says which
 * way; coins held for a reading in progress are `held` until taken (`posted`) or released
 * (`voided`).
 */
export interface CoinTransaction {
  id: string;
  amount: number;
  direction: 'in' | 'out';
  kind: TransferKind;
  reference: { type: string; id: string } | null;
  /** The topic of the reading the coins went to (love, palm, …), when known. */
  readingKind: string | null;
  /** The wallet's coins right after this row, held coins included. */
  balanceAfter: number;
  createdAt: string;
  status: CoinTransactionStatus;
}

export interface CoinTransactionsPage {
  items: CoinTransaction[];
  page: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/** The history screen's page size (the server's default; it allows up to 50). */
export const COIN_TRANSACTIONS_PAGE_SIZE = 20;
/** The profile shows only the latest few and links to the whole history. */
export const RECENT_COIN_TRANSACTIONS = 5;

export const coinTransactionsKey = ['coins', 'transactions'] as const;

/** GET /coins/transactions?page&page_size: the user's coin history, newest first. */
export async function fetchCoinTransactions(
  page: number,
  pageSize = COIN_TRANSACTIONS_PAGE_SIZE,
): Promise<CoinTransactionsPage> {
  return requireData(
    await api.get<CoinTransactionsPage>('/coins/transactions', { query: { page, pageSize } }),
  );
}

/** The whole history, a page at a time ("ดูเพิ่ม" asks for the next). */
export function useCoinTransactions(enabled = true) {
  return useInfiniteQuery({
    queryKey: [...coinTransactionsKey, 'all'],
    queryFn: ({ pageParam }) => fetchCoinTransactions(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.page + 1 : undefined),
    enabled,
  });
}

/** The latest few movements, for the profile. */
export function useRecentCoinTransactions() {
  return useQuery({
    queryKey: [...coinTransactionsKey, 'recent'],
    queryFn: () => fetchCoinTransactions(1, RECENT_COIN_TRANSACTIONS),
  });
}
