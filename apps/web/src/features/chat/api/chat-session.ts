import { useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { ChatSession } from '../types.ts';

export const chatSessionKey = (sessionId: string) => ['chat', 'session', sessionId] as const;

/** GET /fortune/sessions/{id} */
export function useChatSession(sessionId: string | null, enabled = true) {
  return useQuery({
    queryKey: chatSessionKey(sessionId ?? ''),
    queryFn: async () =>
      requireData(
        await api.get<ChatSession>(`/fortune/sessions/${encodeURIComponent(sessionId ?? '')}`, {
          maxRetries: 1,
        }),
      ),
    enabled: enabled && Boolean(sessionId),
    retry: false,
  });
}
