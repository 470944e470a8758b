import { useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { SharedPalm } from '../types.ts';

/** GET /fortune/sessions/{id}/result/shared?token=… : public, without personal data. */
export async function fetchSharedPalm(sessionId: string, token: string): Promise<SharedPalm> {
  return requireData(
    await api.get<SharedPalm>(`/fortune/sessions/${encodeURIComponent(sessionId)}/result/shared`, {
      query: { token },
      maxRetries: 1,
    }),
  );
}

export function useSharedPalm(sessionId: string, token: string, enabled = true) {
  return useQuery({
    queryKey: ['palm', 'shared', sessionId, token],
    queryFn: () => fetchSharedPalm(sessionId, token),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
