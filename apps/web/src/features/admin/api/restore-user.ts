import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { Suspension } from '../types.ts';
import { rememberSuspension } from './get-suspension.ts';
import { adminKeys } from './keys.ts';

/** POST /admin/users/{id}/restore {reason?}: lifts a suspension; unexpired tokens work again. */
export function useRestoreUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, reason }: { userId: string; reason: string }) =>
      requireData(
        await api.post<Suspension>(
          `/admin/users/${encodeURIComponent(userId)}/restore`,
          reason ? { reason } : {},
          { maxRetries: 0 },
        ),
      ),
    onSuccess: (suspension, { userId }) => rememberSuspension(client, { ...suspension, userId }),
    onSettled: async (_data, error, { userId }) => {
      await Promise.all([
        error ? client.invalidateQueries({ queryKey: adminKeys.user(userId) }) : null,
        client.invalidateQueries({ queryKey: adminKeys.auditLists }),
      ]);
    },
  });
}
