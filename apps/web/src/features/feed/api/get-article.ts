import { useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import { deviceId } from '../lib/device-id.ts';
import type { Article } from '../types.ts';
import { feedKeys, feedLanguage } from './keys.ts';

/** GET /content/articles/{id}: a published article in full. */
export async function fetchArticle(id: string, language: string): Promise<Article> {
  return requireData(
    await api.get<Article>(`/content/articles/${encodeURIComponent(id)}`, {
      query: { lang: feedLanguage(language), deviceId: deviceId() },
    }),
  );
}

export function useArticle(id: string, language: string) {
  return useQuery({
    queryKey: feedKeys.article(id, language),
    queryFn: () => fetchArticle(id, language),
  });
}
