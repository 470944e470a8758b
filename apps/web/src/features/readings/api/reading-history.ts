import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { READING_HISTORY_PAGE_SIZE } from '@duangdee/contract/reading-kinds';
import { api, requireData } from '../../../lib/api-client.ts';
import type { HistoryPage } from '../types.ts';

export const READING_HISTORY_KEY = ['readings', 'history'] as const;

/** GET /fortune/readings/history?page&page_size: the user's readings of every kind, newest first. */
export async function fetchReadingHistory(
  page: number,
  pageSize = READING_HISTORY_PAGE_SIZE,
): Promise<HistoryPage> {
  return requireData(
    await api.get<HistoryPage>('/fortune/readings/history', { query: { page, pageSize } }),
  );
}

export function useReadingHistory(page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...READING_HISTORY_KEY, page],
    queryFn: () => fetchReadingHistory(page),
    enabled,
    placeholderData: keepPreviousData,
  });
}
