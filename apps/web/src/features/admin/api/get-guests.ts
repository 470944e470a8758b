import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { AdminGuestRow, Paged } from '../types.ts';
import { adminKeys } from './keys.ts';

/** GET /admin/guests?page: guests, newest first, with their coins and readings. */
export function useGuests(page: number) {
  return useQuery({
    queryKey: adminKeys.guests(page),
    queryFn: async () =>
      requireData(
        await api.get<Paged<AdminGuestRow>>('/admin/guests', { query: { page, pageSize: 20 } }),
      ),
    placeholderData: keepPreviousData,
  });
}
