import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import { patchArticle } from '../lib/patch-article.ts';
import type { BookmarkState } from '../types.ts';

/** POST /feed/articles/{id}/bookmark (signed-in only). */
export async function bookmarkArticle(id: string): Promise<BookmarkState> {
  return requireData(
    await api.post<BookmarkState>(`/feed/articles/${encodeURIComponent(id)}/bookmark`, {}),
  );
}

/** DELETE /feed/articles/{id}/bookmark. */
export async function unbookmarkArticle(id: string): Promise<BookmarkState> {
  return requireData(
    await api.delete<BookmarkState>(`/feed/articles/${encodeURIComponent(id)}/bookmark`),
  );
}

export function useToggleBookmark(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bookmark: boolean) => (bookmark ? bookmarkArticle(id) : unbookmarkArticle(id)),
    onMutate: (bookmark: boolean) => patchArticle(client, id, { bookmarked: bookmark }),
    onSuccess: (state) => {
      patchArticle(client, id, state);
      void client.invalidateQueries({ queryKey: ['feed', 'bookmarks'] });
    },
    onError: (_error, bookmark) => patchArticle(client, id, { bookmarked: !bookmark }),
  });
}
