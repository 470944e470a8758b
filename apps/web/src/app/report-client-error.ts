import { api } from '../lib/api-client.ts';

const MAX_MESSAGE = 2000;
const MAX_STACK = 10_000;

const reported = new WeakSet<object>();

/**
 * Tells the server about a crash (`POST /api/v1/client-errors`), once per error. Only the path
 * is sent as the route: query strings can carry one-time codes (OAuth callbacks). Reporting must
 * never cause a second failure, so its own errors are swallowed.
 */
export async function reportClientError(
  error: unknown,
  route: string = window.location.pathname,
): Promise<void> {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  const crash = error instanceof Error ? error : new Error(String(error));
  try {
    await api.post('/client-errors', {
      message: crash.message.slice(0, MAX_MESSAGE),
      stack: crash.stack?.slice(0, MAX_STACK) ?? null,
      route,
      userAgent: navigator.userAgent,
    });
  } catch {
    // Nothing more to do: the user already sees the error screen.
  }
}
