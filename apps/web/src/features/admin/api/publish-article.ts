import { api, requireData } from '../../../lib/api-client.ts';
import type { AdminArticle } from '../types.ts';
import { useArticleWrite } from './article-write.ts';

/**
 * POST /admin/articles/{id}/publish {publish_at?}: out now, or at a set time (a scheduled one may
 * be moved); one already out is 409.
 */
export function usePublishArticle() {
  return useArticleWrite(async ({ id, publishAt }: { id: string; publishAt?: string }) =>
    requireData(
      await api.post<AdminArticle>(
        `/admin/articles/${encodeURIComponent(id)}/publish`,
        publishAt ? { publishAt } : {},
        { maxRetries: 0 },
      ),
    ),
  );
}
