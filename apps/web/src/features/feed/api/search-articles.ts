import { useInfiniteQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import { deviceId } from '../lib/device-id.ts';
import type { ArticleList } from '../types.ts';
import { feedKeys, feedLanguage } from './keys.ts';

/** GET /content/search?q&page: articles matching a query, title matches first, 10 a page. */
export async function searchArticles(q: string, page: number, language: string) {
  return requireData(
    await api.get<ArticleList>('/content/search', {
      query: { q, page, lang: feedLanguage(language), deviceId: deviceId() },
    }),
  );
}

/** Runs only for a query with something in it (the server refuses a blank one). */
export function useSearchArticles(q: string, language: string) {
  const query = q.trim();
  return useInfiniteQuery({
    queryKey: feedKeys.search(query, language),
    queryFn: ({ pageParam }) => searchArticles(query, pageParam, language),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.page + 1 : undefined),
    enabled: query.length > 0,
  });
}
