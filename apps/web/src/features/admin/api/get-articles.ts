import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { AdminArticleRow, Paged } from '../types.ts';
import { adminKeys, listQuery, type ListFilters } from './keys.ts';

export interface ArticleFilters extends ListFilters {
  status: string;
  category: string;
  /** Words of the Thai or English title. */
  q: string;
}

/** GET /admin/articles?status&category&q&page: every article, drafts too, last edited first. */
export function useAdminArticles(filters: ArticleFilters, page: number) {
  return useQuery({
    queryKey: adminKeys.articles(filters, page),
    queryFn: async () =>
      requireData(
        await api.get<Paged<AdminArticleRow>>('/admin/articles', {
          query: listQuery(filters, page),
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
