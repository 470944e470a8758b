import { SESSION_PAGE_SIZE } from '@duangdee/contract/palm';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { Paged, PalmSession } from '../types.ts';

export const palmSessionsKey = ['palm', 'sessions'] as const;

/** GET /fortune/sessions?kind=palm&page&page_size (20 a page, newest first). */
export async function fetchPalmSessions(page: number): Promise<Paged<PalmSession>> {
  return requireData(
    await api.get<Paged<PalmSession>>('/fortune/sessions', {
      query: { kind: 'palm', page, pageSize: SESSION_PAGE_SIZE },
    }),
  );
}

export function usePalmSessions(enabled = true) {
  return useInfiniteQuery({
    queryKey: palmSessionsKey,
    queryFn: ({ pageParam }) => fetchPalmSessions(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.page + 1 : undefined),
    enabled,
  });
}
