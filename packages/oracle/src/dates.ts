/**
 * Calendar dates and wall-clock times as the oracle receives them: `YYYY-MM-DD` and `HH:mm`, both
 * meant as Thai local time. Dates are plain calendar days, so no time zone is involved.
 */

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export interface ClockTime {
  hour: number;
  minute: number;
}

/** Thrown for a malformed date or time. `field` names the input that was wrong. */
export class DateInputError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.name = 'DateInputError';
    this.field = field;
  }
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

/** Parses `YYYY-MM-DD` (a real calendar day, years 1900–2200). */
export function parseIsoDate(value: string, field = 'date'): CalendarDate {
  const m = DATE_RE.exec(value.trim());
  if (!m) throw new DateInputError(field, `${field} must be a date in the form YYYY-MM-DD`);
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (year < 1900 || year > 2200) throw new DateInputError(field, `${field} is out of range`);
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    throw new DateInputError(field, `${field} is not a real calendar day`);
  }
  return { year, month, day };
}

/** Parses `HH:mm` (or `HH:mm:ss`), 00:00–23:59. */
export function parseClockTime(value: string, field = 'time'): ClockTime {
  const m = TIME_RE.exec(value.trim());
  if (!m) throw new DateInputError(field, `${field} must be a time in the form HH:mm`);
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  if (hour > 23 || minute > 59) throw new DateInputError(field, `${field} is not a real time`);
  return { hour, minute };
}

/** 0 = Sunday … 6 = Saturday, for a calendar day. */
export function dayOfWeek(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/** The calendar day `days` after (or before) `date`. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const t = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** Whole years from `birth` to `on` (0 if `on` is before `birth`). */
export function ageOn(birth: CalendarDate, on: CalendarDate): number {
  let age = on.year - birth.year;
  if (on.month < birth.month || (on.month === birth.month && on.day < birth.day)) age -= 1;
  return Math.max(0, age);
}

export const THAI_MONTHS = [
  'มกราคม',
  'กุมภาพันธ์',
  'มีนาคม',
  'เมษายน',
  'พฤษภาคม',
  'มิถุนายน',
  'กรกฎาคม',
  'สิงหาคม',
  'กันยายน',
  'ตุลาคม',
  'พฤศจิกายน',
  'ธันวาคม',
] as const;

export const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "22 พฤศจิกายน 2569" — the Thai way, in the Buddhist Era (พ.ศ. = ค.ศ. + 543). */
export function formatDateTh(date: CalendarDate): string {
  return `${date.day} ${THAI_MONTHS[date.month - 1] ?? ''} ${date.year + 543}`;
}

/** "22 November 2026". */
export function formatDateEn(date: CalendarDate): string {
  return `${date.day} ${ENGLISH_MONTHS[date.month - 1] ?? ''} ${date.year}`;
}
