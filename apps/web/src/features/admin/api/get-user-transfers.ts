import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { Paged, Transfer } from '../types.ts';
import { adminKeys } from './keys.ts';

/** GET /admin/users/{id}/transfers?page: every movement of the user's coins, newest first. */
export function useUserTransfers(id: string, page: number) {
  return useQuery({
    queryKey: adminKeys.transfers(id, page),
    queryFn: async () =>
      requireData(
        await api.get<Paged<Transfer>>(`/admin/users/${encodeURIComponent(id)}/transfers`, {
          query: { page, pageSize: 20 },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
