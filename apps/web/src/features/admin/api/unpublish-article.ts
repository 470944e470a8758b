import { api, requireData } from '../../../lib/api-client.ts';
import type { AdminArticle } from '../types.ts';
import { useArticleWrite } from './article-write.ts';

/** POST /admin/articles/{id}/unpublish: taken down, or its schedule cancelled (a draft is 409). */
export function useUnpublishArticle() {
  return useArticleWrite(async ({ id }: { id: string }) =>
    requireData(
      await api.post<AdminArticle>(
        `/admin/articles/${encodeURIComponent(id)}/unpublish`,
        undefined,
        { maxRetries: 0 },
      ),
    ),
  );
}
