import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { Suspension } from '../types.ts';
import { rememberSuspension } from './get-suspension.ts';
import { adminKeys } from './keys.ts';

/** POST /admin/users/{id}/suspend {reason}: the account's tokens are refused from the next request. */
export function useSuspendUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, reason }: { userId: string; reason: string }) =>
      requireData(
        await api.post<Suspension>(
          `/admin/users/${encodeURIComponent(userId)}/suspend`,
          { reason },
          { maxRetries: 0 },
        ),
      ),
    onSuccess: (suspension, { userId }) => rememberSuspension(client, { ...suspension, userId }),
    onSettled: async (_data, error, { userId }) => {
      await Promise.all([
        // After a refusal (409: already suspended) the state is read again.
        error ? client.invalidateQueries({ queryKey: adminKeys.user(userId) }) : null,
        client.invalidateQueries({ queryKey: adminKeys.auditLists }),
      ]);
    },
  });
}
