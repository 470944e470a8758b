import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error.ts';

const MAX_QUERY_RETRIES = 3;

/**
 * Spec §9 data cache: retry 3 times, 1 s doubling up to 30 s, 5-minute lifetime. A 4xx answer
 * will not change on a retry (the api client already retries 429), so it is not retried here.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 5 * 60_000,
        retry: (failureCount, error) =>
          failureCount < MAX_QUERY_RETRIES &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
    },
  });
}
