import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { Payment } from '../types.ts';

export interface PurchasesPage {
  items: Payment[];
  page: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

export const PURCHASES_PAGE_SIZE = 10;

/** GET /purchases?page&page_size: the user's payments, newest first. */
export async function fetchPurchases(page: number, pageSize = PURCHASES_PAGE_SIZE) {
  return requireData(await api.get<PurchasesPage>('/purchases', { query: { page, pageSize } }));
}

export function usePurchases(page: number, enabled: boolean) {
  return useQuery({
    queryKey: ['payments', 'purchases', page],
    queryFn: () => fetchPurchases(page),
    enabled,
    placeholderData: keepPreviousData,
  });
}
