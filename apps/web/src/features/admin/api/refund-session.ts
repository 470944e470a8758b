import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { RefundResult } from '../types.ts';
import { adminKeys } from './keys.ts';

/**
 * POST /admin/fortune-sessions/{id}/refund {reason}: the reading's coins back, once (a second
 * refund is 409). Never retried by the client: the server's answer decides.
 */
export function useRefundSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ sessionId, reason }: { sessionId: string; reason: string }) =>
      requireData(
        await api.post<RefundResult>(
          `/admin/fortune-sessions/${encodeURIComponent(sessionId)}/refund`,
          { reason },
          { maxRetries: 0 },
        ),
      ),
    onSettled: async (_result, _error, { sessionId }) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.session(sessionId) }),
        client.invalidateQueries({ queryKey: adminKeys.sessionLists }),
        client.invalidateQueries({ queryKey: ['admin', 'users'] }),
        client.invalidateQueries({ queryKey: adminKeys.auditLists }),
        client.invalidateQueries({ queryKey: adminKeys.overviews }),
      ]);
    },
  });
}
