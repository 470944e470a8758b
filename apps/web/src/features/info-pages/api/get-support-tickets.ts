import { useQuery } from '@tanstack/react-query';
import type { SupportCategory, SupportTicketStatus } from '@duangdee/contract/support';
import { api, requireData } from '../../../lib/api-client.ts';
import { supportKeys } from './keys.ts';

export interface SupportTicketView {
  id: string;
  category: SupportCategory;
  subject: string;
  message: string;
  status: SupportTicketStatus;
  answer: string | null;
  answeredAt: string | null;
  createdAt: string;
}

interface TicketsPage {
  items: SupportTicketView[];
  totalCount: number;
}

/** GET /support/tickets: the signed-in user's own tickets, newest first, with the answers. */
export async function fetchSupportTickets(): Promise<TicketsPage> {
  return requireData(
    await api.get<TicketsPage>('/support/tickets', { query: { page: 1, pageSize: 20 } }),
  );
}

export function useSupportTickets(userId: string | null) {
  return useQuery({
    queryKey: supportKeys.tickets(userId ?? ''),
    queryFn: fetchSupportTickets,
    enabled: userId !== null,
  });
}
