import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { AdminPayment, Paged } from '../types.ts';
import { adminKeys } from './keys.ts';

/** GET /admin/payments?status&page: payments by status, oldest first (the queue is `verifying`). */
export function usePayments(status: string, page: number) {
  return useQuery({
    queryKey: adminKeys.payments(status, page),
    queryFn: async () =>
      requireData(
        await api.get<Paged<AdminPayment>>('/admin/payments', {
          query: { status, page, pageSize: 20 },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
