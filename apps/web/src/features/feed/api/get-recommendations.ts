import { useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import { deviceId } from '../lib/device-id.ts';
import type { ArticleShortList } from '../types.ts';
import { feedKeys, feedLanguage } from './keys.ts';

/** GET /content/recommendations?article_id: articles like this one. */
export async function fetchRecommendations(
  articleId: string,
  language: string,
): Promise<ArticleShortList> {
  return requireData(
    await api.get<ArticleShortList>('/content/recommendations', {
      query: { articleId, lang: feedLanguage(language), deviceId: deviceId() },
    }),
  );
}

export function useRecommendations(articleId: string, language: string) {
  return useQuery({
    queryKey: feedKeys.recommendations(articleId, language),
    queryFn: () => fetchRecommendations(articleId, language),
  });
}
