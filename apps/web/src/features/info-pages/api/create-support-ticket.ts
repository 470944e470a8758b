import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportCategory } from '@duangdee/contract/support';
import { api, requireData } from '../../../lib/api-client.ts';
import { supportKeys } from './keys.ts';

export interface NewSupportTicket {
  subject: string;
  message: string;
  category: SupportCategory;
  /** Required without a sign-in; the account's address is used when signed in. */
  email?: string;
}

export interface CreatedSupportTicket {
  ticketId: string;
  status: string;
}

/** POST /support/tickets {subject, message, category, email}: 201 {ticket_id, status}. */
export async function createSupportTicket(ticket: NewSupportTicket): Promise<CreatedSupportTicket> {
  // A refusal (429, 400) is the answer to show, not a reason to send the ticket again.
  return requireData(
    await api.post<CreatedSupportTicket>('/support/tickets', ticket, { maxRetries: 0 }),
  );
}

export function useCreateSupportTicket(userId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSupportTicket,
    onSuccess: () => {
      if (userId) void client.invalidateQueries({ queryKey: supportKeys.tickets(userId) });
    },
  });
}
