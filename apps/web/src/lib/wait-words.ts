/** How an estimated wait is said: in seconds under a minute, else in whole minutes. */
export type WaitWords =
  | { unit: 'seconds'; count: number }
  | { unit: 'minute'; count: 1 }
  | { unit: 'minutes'; count: number };

/**
 * An estimate in the round numbers people say ("about 10 seconds", "about a minute"): seconds
 * up to the next 5, minutes to the nearest. Never less than the estimate under a minute, so the
 * wait is not promised shorter than the server says.
 */
export function waitWords(seconds: number): WaitWords {
  const rounded = Math.max(5, Math.ceil(seconds / 5) * 5);
  if (rounded < 60) return { unit: 'seconds', count: rounded };
  const minutes = Math.max(1, Math.round(seconds / 60));
  return minutes === 1 ? { unit: 'minute', count: 1 } : { unit: 'minutes', count: minutes };
}
