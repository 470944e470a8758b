import { useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { AdminUserDetail } from '../types.ts';
import { adminKeys } from './keys.ts';

/** GET /admin/users/{id}: profile, wallet, the newest readings and payments. */
export function useAdminUser(id: string) {
  return useQuery({
    queryKey: adminKeys.user(id),
    queryFn: async () =>
      requireData(await api.get<AdminUserDetail>(`/admin/users/${encodeURIComponent(id)}`)),
  });
}
