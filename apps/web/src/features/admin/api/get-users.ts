import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { AdminUserRow, Paged } from '../types.ts';
import { adminKeys } from './keys.ts';

/** GET /admin/users?q&page: accounts, newest first; q searches e-mail and names. */
export function useUsers(q: string, page: number) {
  return useQuery({
    queryKey: adminKeys.users(q, page),
    queryFn: async () =>
      requireData(
        await api.get<Paged<AdminUserRow>>('/admin/users', {
          query: { q: q || undefined, page, pageSize: 20 },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
