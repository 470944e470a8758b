import { ApiError } from './api-error.ts';

/** Spec §8/§9: retry throttled calls up to 3 times, 1 s doubling, capped at 10 s. */
export const MAX_RETRIES = 3;
export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 10_000;

const RETRY_STATUSES = new Set([429, 503]);
const RETRY_MESSAGES = ['request too frequent', 'rate limit', 'blocked by security'];

export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (RETRY_STATUSES.has(error.status)) return true;
  const text = `${error.message} ${error.serverMessage ?? ''}`.toLowerCase();
  return RETRY_MESSAGES.some((marker) => text.includes(marker));
}

/** Delay before retry number `retryIndex` (0-based); a longer `Retry-After` wins, still capped. */
export function retryDelayMs(retryIndex: number, retryAfterMs?: number): number {
  const backoff = Math.min(RETRY_BASE_DELAY_MS * 2 ** retryIndex, RETRY_MAX_DELAY_MS);
  return Math.min(Math.max(backoff, retryAfterMs ?? 0), RETRY_MAX_DELAY_MS);
}

/** `Retry-After` as seconds or an HTTP date, in milliseconds from `now`. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
