import { BUDDHIST_ERA_OFFSET, MONTH_KEYS } from '../../../lib/thai-date.ts';

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/**
 * The Thai calendar day (Asia/Bangkok) an article was published, as the catalogue words it:
 * day, month key (`home.months.<key>`), year and Buddhist year. Without Intl, which would load
 * the Buddhist calendar for one date.
 */
export function publishedDay(iso: string | null) {
  if (!iso) return null;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const bangkok = new Date(time + BANGKOK_OFFSET_MS);
  const year = bangkok.getUTCFullYear();
  return {
    day: bangkok.getUTCDate(),
    month: MONTH_KEYS[bangkok.getUTCMonth()] ?? 'january',
    year,
    buddhistYear: year + BUDDHIST_ERA_OFFSET,
  };
}

/** Today in Asia/Bangkok, `YYYY-MM-DD`. */
export function bangkokToday(now = new Date()): string {
  return new Date(now.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}
