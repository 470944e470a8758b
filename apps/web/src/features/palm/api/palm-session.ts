import { useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { PalmSession } from '../types.ts';

export const palmSessionKey = (sessionId: string) => ['palm', 'session', sessionId] as const;

/** GET /fortune/sessions/{id} */
export async function fetchPalmSession(sessionId: string): Promise<PalmSession> {
  return requireData(
    await api.get<PalmSession>(`/fortune/sessions/${encodeURIComponent(sessionId)}`, {
      maxRetries: 1,
    }),
  );
}

export function usePalmSession(sessionId: string | null, enabled = true) {
  return useQuery({
    queryKey: palmSessionKey(sessionId ?? ''),
    queryFn: () => fetchPalmSession(sessionId ?? ''),
    enabled: enabled && Boolean(sessionId),
    retry: false,
  });
}
