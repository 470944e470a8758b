import { useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { AdminArticle } from '../types.ts';
import { adminKeys } from './keys.ts';

/** GET /admin/articles/{id}: an article in both languages, as the team wrote it. */
export function useAdminArticle(id: string) {
  return useQuery({
    queryKey: adminKeys.article(id),
    queryFn: async () =>
      requireData(await api.get<AdminArticle>(`/admin/articles/${encodeURIComponent(id)}`)),
    enabled: id !== '',
  });
}
