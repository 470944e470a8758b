import { useInfiniteQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { ArticleList } from '../types.ts';
import { feedKeys, feedLanguage } from './keys.ts';

/** GET /feed/bookmarks: the signed-in user's bookmarks, latest first. */
export async function fetchBookmarks(page: number, language: string): Promise<ArticleList> {
  return requireData(
    await api.get<ArticleList>('/feed/bookmarks', {
      query: { page, pageSize: 10, lang: feedLanguage(language) },
    }),
  );
}

export function useBookmarks(userId: string | null, language: string) {
  return useInfiniteQuery({
    queryKey: feedKeys.bookmarks(userId ?? '', language),
    queryFn: ({ pageParam }) => fetchBookmarks(pageParam, language),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.page + 1 : undefined),
    enabled: userId !== null,
  });
}
