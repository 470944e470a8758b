import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sessionPath } from '../lib/session-path.ts';
import type { FinishedReading, ReadingKind, ReadingOutcome } from '../types.ts';

/** How often a reading that is still being made is asked about again. */
export const READING_POLL_MS = 2000;

export const readingResultsKey = (kind: ReadingKind, sessionId: string) =>
  ['readings', 'results', kind, sessionId] as const;

/** GET /fortune/{kind}/sessions/{id}/results: 202 while the reading is made, then 200. */
export async function fetchReadingResults(
  kind: ReadingKind,
  sessionId: string,
): Promise<ReadingOutcome> {
  const result = await api.get<FinishedReading>(sessionPath(kind, sessionId, '/results'));
  if (result.processing) return { processing: true };
  return { processing: false, ...result.data };
}

/**
 * Polled every 2 s until the reading is finished; a finished reading never changes. Love sticks
 * are not polled: they wait for the user to draw.
 */
export function readingResultsQueryOptions(kind: ReadingKind, sessionId: string) {
  return queryOptions({
    queryKey: readingResultsKey(kind, sessionId),
    queryFn: () => fetchReadingResults(kind, sessionId),
    refetchInterval: (query) =>
      kind === 'love-sticks' ||
      query.state.status === 'error' ||
      query.state.data?.processing === false
        ? false
        : READING_POLL_MS,
    staleTime: (query) => (query.state.data?.processing === false ? Infinity : 0),
  });
}

export function useReadingResults(kind: ReadingKind, sessionId: string, enabled = true) {
  return useQuery({ ...readingResultsQueryOptions(kind, sessionId), enabled });
}
