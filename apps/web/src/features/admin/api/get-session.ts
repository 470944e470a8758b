import { useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { AdminSessionDetail } from '../types.ts';
import { adminKeys } from './keys.ts';

/** GET /admin/fortune-sessions/{id}: one reading with its input, result and coins. */
export function useSession(id: string) {
  return useQuery({
    queryKey: adminKeys.session(id),
    queryFn: async () =>
      requireData(
        await api.get<AdminSessionDetail>(`/admin/fortune-sessions/${encodeURIComponent(id)}`),
      ),
  });
}
