import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { AuditEntry, Paged } from '../types.ts';
import { adminKeys, listQuery, type ListFilters } from './keys.ts';

export interface AuditFilters extends ListFilters {
  action: string;
  targetId: string;
  /** Inclusive Bangkok days, YYYY-MM-DD. */
  from: string;
  to: string;
}

/** GET /admin/audit-log?action&target_id&from&to&page: every admin write, newest first. */
export function useAuditLog(filters: AuditFilters, page: number) {
  return useQuery({
    queryKey: adminKeys.audit(filters, page),
    queryFn: async () =>
      requireData(
        await api.get<Paged<AuditEntry>>('/admin/audit-log', { query: listQuery(filters, page) }),
      ),
    placeholderData: keepPreviousData,
  });
}
