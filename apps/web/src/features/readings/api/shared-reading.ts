import { useQuery } from '@tanstack/react-query';
import { api, API_BASE_URL, createApiClient, requireData } from '../../../lib/api-client.ts';
import { takeEarly } from '../../../lib/early-requests.ts';
import type { SharedReading } from '../types.ts';

/** Where a shared reading is read (public: the early request at start-up asks the same). */
export function sharedReadingPath(token: string): string {
  return `/fortune/readings/shared/${encodeURIComponent(token)}`;
}

/**
 * GET /fortune/readings/shared/{token}: a completed reading by its share link (public). A page
 * load opened on the share link has asked already (`startEarlyRequests`): its answer is used once,
 * read like any other; a retry asks again.
 */
export async function fetchSharedReading(token: string): Promise<SharedReading> {
  const path = sharedReadingPath(token);
  const early = takeEarly(`${API_BASE_URL}${path}`);
  let first = true;
  const client = early
    ? createApiClient({
        fetch: (input, init) => {
          if (!first) return globalThis.fetch(input, init);
          first = false;
          return early.catch(() => globalThis.fetch(input, init));
        },
      })
    : api;
  return requireData(await client.get<SharedReading>(path));
}

export function useSharedReading(token: string) {
  return useQuery({
    queryKey: ['readings', 'shared', token],
    queryFn: () => fetchSharedReading(token),
    staleTime: Infinity,
  });
}
