/** Today as `YYYY-MM-DD` in the user's own time zone (the max of a birth date input). */
export function todayIso(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
