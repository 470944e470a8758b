import { useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import { deviceId } from '../lib/device-id.ts';
import type { ArticleShortList } from '../types.ts';
import { feedKeys, feedLanguage } from './keys.ts';

/** GET /content/featured: featured articles, then the newest. */
export async function fetchFeatured(language: string): Promise<ArticleShortList> {
  return requireData(
    await api.get<ArticleShortList>('/content/featured', {
      query: { lang: feedLanguage(language), deviceId: deviceId() },
    }),
  );
}

export function useFeatured(language: string) {
  return useQuery({
    queryKey: feedKeys.featured(language),
    queryFn: () => fetchFeatured(language),
  });
}
