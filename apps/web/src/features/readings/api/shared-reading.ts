import { useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { SharedReading } from '../types.ts';

/** GET /fortune/readings/shared/{token}: a completed reading by its share link (public). */
export async function fetchSharedReading(token: string): Promise<SharedReading> {
  return requireData(
    await api.get<SharedReading>(`/fortune/readings/shared/${encodeURIComponent(token)}`),
  );
}

export function useSharedReading(token: string) {
  return useQuery({
    queryKey: ['readings', 'shared', token],
    queryFn: () => fetchSharedReading(token),
    staleTime: Infinity,
  });
}
