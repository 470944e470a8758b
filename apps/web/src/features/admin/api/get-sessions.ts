import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { AdminSessionRow, Paged } from '../types.ts';
import { adminKeys, listQuery, type ListFilters } from './keys.ts';

export interface SessionFilters extends ListFilters {
  kind: string;
  status: string;
  userId: string;
}

/** GET /admin/fortune-sessions?kind&status&user_id&page: readings and chats, newest first. */
export function useSessions(filters: SessionFilters, page: number) {
  return useQuery({
    queryKey: adminKeys.sessions(filters, page),
    queryFn: async () =>
      requireData(
        await api.get<Paged<AdminSessionRow>>('/admin/fortune-sessions', {
          query: listQuery(filters, page),
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
