import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { Overview } from '../types.ts';
import { adminKeys } from './keys.ts';

/** GET /admin/overview?from&to: totals and the daily series of a range of Bangkok days. */
export function useOverview(from: string, to: string) {
  return useQuery({
    queryKey: adminKeys.overview(from, to),
    queryFn: async () =>
      requireData(await api.get<Overview>('/admin/overview', { query: { from, to } })),
    placeholderData: keepPreviousData,
  });
}
