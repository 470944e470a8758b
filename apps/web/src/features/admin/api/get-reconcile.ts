import { useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { Reconciliation } from '../types.ts';
import { adminKeys } from './keys.ts';

/** GET /admin/ledger/reconcile: every ledger invariant, checked over the whole database. */
export function useReconcile() {
  return useQuery({
    queryKey: adminKeys.reconcile,
    queryFn: async () => requireData(await api.get<Reconciliation>('/admin/ledger/reconcile')),
  });
}
