import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { PalmFinished, PalmResultState } from '../types.ts';

/** Spec §4 leaves the interval open: every 3 s, the fallback when live events are missing. */
export const RESULT_POLL_MS = 3000;

export const palmResultKey = (sessionId: string) => ['palm', 'result', sessionId] as const;

/** GET /fortune/sessions/{id}/result: 202 while the photo is read, then the finished reading. */
export async function fetchPalmResult(sessionId: string): Promise<PalmResultState> {
  const result = await api.get<PalmFinished>(
    `/fortune/sessions/${encodeURIComponent(sessionId)}/result`,
  );
  if (result.processing) return { processing: true };
  return { processing: false, ...result.data };
}

/** The result, asked again every 3 s until it is finished. */
export function usePalmResult(sessionId: string | null, enabled = true) {
  return useQuery({
    queryKey: palmResultKey(sessionId ?? ''),
    queryFn: () => fetchPalmResult(sessionId ?? ''),
    enabled: enabled && Boolean(sessionId),
    refetchInterval: (query) =>
      query.state.data === undefined || query.state.data.processing ? RESULT_POLL_MS : false,
    // A finished reading does not change.
    staleTime: (query) =>
      query.state.data && !query.state.data.processing ? Number.POSITIVE_INFINITY : 0,
  });
}
