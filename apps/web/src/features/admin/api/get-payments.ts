import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { AdminPayment, Paged } from '../types.ts';
import { adminKeys, listQuery, type ListFilters } from './keys.ts';

/** What `GET /admin/payments` filters by: status, method, user and Bangkok days of creation. */
export interface PaymentFilters extends ListFilters {
  status: string;
  method: string;
  userId: string;
  from: string;
  to: string;
}

/** GET /admin/payments?status&method&user_id&from&to&page: oldest first (the queue is `verifying`). */
export function usePayments(filters: PaymentFilters, page: number) {
  return useQuery({
    queryKey: adminKeys.payments(filters, page),
    queryFn: async () =>
      requireData(
        await api.get<Paged<AdminPayment>>('/admin/payments', {
          query: listQuery(filters, page),
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
