import {
  BANGKOK_OFFSET_MS,
  BUDDHIST_ERA_OFFSET,
  inBangkok,
  MONTH_KEYS,
} from '../../../lib/thai-date.ts';

/**
 * The Thai calendar day (Asia/Bangkok) an article was published, as the catalogue words it:
 * day, month key (`home.months.<key>`), year and Buddhist year. Without Intl, which would load
 * the Buddhist calendar for one date.
 */
export function publishedDay(iso: string | null) {
  const bangkok = iso ? inBangkok(iso) : null;
  if (!bangkok) return null;
  return {
    day: bangkok.day,
    month: MONTH_KEYS[bangkok.month - 1] ?? 'january',
    year: bangkok.year,
    buddhistYear: bangkok.year + BUDDHIST_ERA_OFFSET,
  };
}

/** Today in Asia/Bangkok, `YYYY-MM-DD`. */
export function bangkokToday(now = new Date()): string {
  return new Date(now.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}
