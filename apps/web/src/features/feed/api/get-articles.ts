import { useInfiniteQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import { deviceId } from '../lib/device-id.ts';
import type { ArticleList } from '../types.ts';
import { feedKeys, feedLanguage } from './keys.ts';

export const ARTICLES_PAGE_SIZE = 10;

/** GET /feed/articles?page&pageSize&category&lang: published articles, newest first. */
export async function fetchArticles(
  page: number,
  category: string | null,
  language: string,
): Promise<ArticleList> {
  return requireData(
    await api.get<ArticleList>('/feed/articles', {
      query: {
        page,
        pageSize: ARTICLES_PAGE_SIZE,
        category,
        lang: feedLanguage(language),
        deviceId: deviceId(),
      },
    }),
  );
}

/** Page after page as the reader scrolls. */
export function useArticles(category: string | null, language: string) {
  return useInfiniteQuery({
    queryKey: feedKeys.list(category, language),
    queryFn: ({ pageParam }) => fetchArticles(pageParam, category, language),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.page + 1 : undefined),
  });
}
