import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { AdminTicket, Paged } from '../types.ts';
import { adminKeys, listQuery, type ListFilters } from './keys.ts';

export interface TicketFilters extends ListFilters {
  status: string;
}

/** GET /admin/support/tickets?status&page: support tickets, newest first. */
export function useTickets(filters: TicketFilters, page: number) {
  return useQuery({
    queryKey: adminKeys.tickets(filters, page),
    queryFn: async () =>
      requireData(
        await api.get<Paged<AdminTicket>>('/admin/support/tickets', {
          query: listQuery(filters, page),
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
