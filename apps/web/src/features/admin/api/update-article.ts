import { api, requireData } from '../../../lib/api-client.ts';
import type { AdminArticle, ArticleBody } from '../types.ts';
import { useArticleWrite } from './article-write.ts';

/** PUT /admin/articles/{id}: new text; whether it is out (or when) does not change. */
export function useUpdateArticle() {
  return useArticleWrite(async ({ id, body }: { id: string; body: ArticleBody }) =>
    requireData(
      await api.put<AdminArticle>(`/admin/articles/${encodeURIComponent(id)}`, body, {
        maxRetries: 0,
      }),
    ),
  );
}
