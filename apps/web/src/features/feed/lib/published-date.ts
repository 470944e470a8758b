import { calendarMoment } from '../../../lib/calendar-words.ts';
import { BANGKOK_OFFSET_MS } from '../../../lib/thai-date.ts';

/**
 * The Thai calendar day (Asia/Bangkok) an article was published, as the catalogue words it:
 * day, month key (`home.months.<key>`), year and Buddhist year. Without Intl, which would load
 * the Buddhist calendar for one date.
 */
export function publishedDay(iso: string | null) {
  const when = calendarMoment(iso);
  if (!when) return null;
  return { day: when.day, month: when.month, year: when.year, buddhistYear: when.buddhistYear };
}

/** Today in Asia/Bangkok, `YYYY-MM-DD`. */
export function bangkokToday(now = new Date()): string {
  return new Date(now.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}
