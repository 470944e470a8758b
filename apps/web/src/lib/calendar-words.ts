import type { TFunction } from 'i18next';
import {
  inBangkok,
  MONTH_KEYS,
  parseIsoDate,
  toBuddhistYear,
  type DateParts,
  type MonthKey,
} from './thai-date.ts';

/**
 * A day or a moment as the words `dates.day` and `dates.dayTime` fill in: a Thai calendar day
 * (`YYYY-MM-DD`), or an instant (ISO 8601) as a clock in Thailand shows it. Without Intl: the
 * first Thai date Intl formats on a page loads the Buddhist calendar, a long task on a phone
 * (decision 047).
 */
export interface CalendarWhen {
  day: number;
  month: MonthKey;
  year: number;
  buddhistYear: number;
  /** `HH:MM`, for a moment; absent for a day. */
  time?: string;
}

function words(parts: DateParts): Omit<CalendarWhen, 'time'> {
  return {
    day: parts.day,
    month: MONTH_KEYS[parts.month - 1] ?? 'january',
    year: parts.year,
    buddhistYear: toBuddhistYear(parts.year),
  };
}

/** A day (`YYYY-MM-DD`); null when it is not a date. */
export function calendarDay(day: string): CalendarWhen | null {
  const parts = parseIsoDate(day);
  return parts ? words(parts) : null;
}

/** A moment (ISO 8601) with its time on Thailand's clock; null when it cannot be read. */
export function calendarMoment(iso: string | null | undefined): CalendarWhen | null {
  const parts = iso ? inBangkok(iso) : null;
  if (!parts) return null;
  const time = `${String(parts.hour).padStart(2, '0')}:${String(parts.minute).padStart(2, '0')}`;
  return { ...words(parts), time };
}

/** The words of `when`: `2 ธันวาคม พ.ศ. 2569` for a day, with `เวลา 14:05 น.` for a moment. */
export function whenWords(t: TFunction, when: CalendarWhen): string {
  const month = t(`home.months.${when.month}`);
  return when.time
    ? t('dates.dayTime', { ...when, month, time: when.time })
    : t('dates.day', { ...when, month });
}
