import type { QueryClient } from '@tanstack/react-query';
import { feedKeys } from '../api/keys.ts';
import type { ArticleSummary } from '../types.ts';

type Patch = Partial<Pick<ArticleSummary, 'liked' | 'likeCount' | 'bookmarked' | 'shareCount'>>;

function patchItem<T>(value: T, id: string, patch: Patch): T {
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (record.id === id && 'likeCount' in record) return { ...record, ...patch } as T;
  if (Array.isArray(record.articles)) {
    return {
      ...record,
      articles: (record.articles as ArticleSummary[]).map((a) =>
        a.id === id ? { ...a, ...patch } : a,
      ),
    } as T;
  }
  if (Array.isArray(record.pages)) {
    return { ...record, pages: record.pages.map((p: unknown) => patchItem(p, id, patch)) } as T;
  }
  return value;
}

/** Shows a change of one article (a like, a bookmark, a share) in every list and page holding it. */
export function patchArticle(client: QueryClient, id: string, patch: Patch): void {
  client.setQueriesData({ queryKey: feedKeys.all }, (value: unknown) =>
    patchItem(value, id, patch),
  );
}
