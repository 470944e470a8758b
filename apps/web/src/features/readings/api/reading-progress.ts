import { useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import { sessionPath } from '../lib/session-path.ts';
import type { ReadingKind, ReadingProgress } from '../types.ts';
import { READING_POLL_MS } from './reading-results.ts';

/** GET /fortune/{kind}/sessions/{id}/progress */
export async function fetchReadingProgress(
  kind: ReadingKind,
  sessionId: string,
): Promise<ReadingProgress> {
  return requireData(await api.get<ReadingProgress>(sessionPath(kind, sessionId, '/progress')));
}

/** How far the reading has come, asked again every 2 s while `enabled` (it is being made). */
export function useReadingProgress(kind: ReadingKind, sessionId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['readings', 'progress', kind, sessionId],
    queryFn: () => fetchReadingProgress(kind, sessionId),
    enabled,
    refetchInterval: enabled ? READING_POLL_MS : false,
    retry: false,
  });
}
