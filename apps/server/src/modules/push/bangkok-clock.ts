// The daily fortune keeps Thai time: Asia/Bangkok is UTC+7 all year (no daylight saving).

const HOUR_MS = 3_600_000;
const OFFSET_MS = 7 * HOUR_MS;

/** The Thai calendar day (`YYYY-MM-DD`) and hour (0–23) of an instant. */
export function bangkokDayAndHour(instant: Date): { day: string; hour: number } {
  const local = new Date(instant.getTime() + OFFSET_MS);
  return { day: local.toISOString().slice(0, 10), hour: local.getUTCHours() };
}

/** The start of the next hour after `instant` (hours fall on the same instants in Bangkok). */
export function nextHourAfter(instant: Date): Date {
  return new Date((Math.floor(instant.getTime() / HOUR_MS) + 1) * HOUR_MS);
}

/** Seconds from `instant` to the end of its Thai calendar day. */
export function secondsLeftInBangkokDay(instant: Date): number {
  const local = instant.getTime() + OFFSET_MS;
  const dayMs = 24 * HOUR_MS;
  return Math.ceil((dayMs - (local % dayMs)) / 1000);
}
