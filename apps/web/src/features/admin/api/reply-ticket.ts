import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { AdminTicket } from '../types.ts';
import { adminKeys } from './keys.ts';

/** POST /admin/support/tickets/{id}/reply {message}: the writer is notified (a closed ticket is 409). */
export function useReplyTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ ticketId, message }: { ticketId: string; message: string }) =>
      requireData(
        await api.post<Omit<AdminTicket, 'userId' | 'email'>>(
          `/admin/support/tickets/${encodeURIComponent(ticketId)}/reply`,
          { message },
          { maxRetries: 0 },
        ),
      ),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.ticketLists }),
        client.invalidateQueries({ queryKey: adminKeys.auditLists }),
      ]);
    },
  });
}
