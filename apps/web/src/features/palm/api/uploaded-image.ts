import { useQuery } from '@tanstack/react-query';
import { API_BASE_URL, api, requireData } from '../../../lib/api-client.ts';

/** The client adds the `/api/v1` base itself; the server hands out full paths. */
export function apiPath(url: string): string {
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  return path.startsWith(API_BASE_URL) ? path.slice(API_BASE_URL.length) : path;
}

/**
 * GET /uploads/{id} or /uploads/{id}/thumbnail as a blob. The photo is private to its owner, and
 * an <img src> would not carry the bearer token, so it is fetched here and shown as an object URL.
 */
export function useUploadedImage(path: string | null | undefined) {
  return useQuery({
    queryKey: ['palm', 'image', path ?? ''],
    queryFn: async () =>
      requireData(
        // Below other calls in the GET queue: a list of thumbnails must not hold up the screen.
        await api.get<Blob>(apiPath(path ?? ''), { responseType: 'blob', priority: -1 }),
      ),
    enabled: Boolean(path),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}
