import { api, requireData } from '../../../lib/api-client.ts';
import type { AdminArticle, ArticleBody } from '../types.ts';
import { useArticleWrite } from './article-write.ts';

/** POST /admin/articles: a new article, saved as a draft (201). */
export function useCreateArticle() {
  return useArticleWrite(async (body: ArticleBody) =>
    requireData(await api.post<AdminArticle>('/admin/articles', body, { maxRetries: 0 })),
  );
}
