/**
 * Calendar arithmetic for Thai dates, without Intl: the first Thai date Intl formats loads the
 * Buddhist calendar (a long pause on a phone, see decision 018), and these need none of it.
 * Months are 1–12; years are Common Era unless named `buddhistYear`.
 */

/** Thai years count from the Buddha's passing: 2567 BE is 2024 CE. */
export const BUDDHIST_ERA_OFFSET = 543;

export const MONTH_KEYS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;
export type MonthKey = (typeof MONTH_KEYS)[number];

export const WEEKDAY_KEYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

export function toBuddhistYear(year: number): number {
  return year + BUDDHIST_ERA_OFFSET;
}

export function fromBuddhistYear(buddhistYear: number): number {
  return buddhistYear - BUDDHIST_ERA_OFFSET;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` as its parts, or null when it is not a real date (no 31 February). */
export function parseIsoDate(value: string): DateParts | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function toIsoDate({ year, month, day }: DateParts): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Thailand's clocks: UTC+7 all year. */
export const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

export interface BangkokTime extends DateParts {
  hour: number;
  minute: number;
}

/**
 * An instant (ISO 8601) as the date and time on a clock in Thailand (UTC+7 all year, no daylight
 * saving), or null when it cannot be read.
 */
export function inBangkok(iso: string): BangkokTime | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const bangkok = new Date(time + BANGKOK_OFFSET_MS);
  return {
    year: bangkok.getUTCFullYear(),
    month: bangkok.getUTCMonth() + 1,
    day: bangkok.getUTCDate(),
    hour: bangkok.getUTCHours(),
    minute: bangkok.getUTCMinutes(),
  };
}

/** Today in the visitor's own time zone, as `YYYY-MM-DD`. */
export function localToday(now: Date = new Date()): string {
  return toIsoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}
