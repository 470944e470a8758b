import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  daysInMonth,
  isLeapYear,
  localToday,
  MONTH_KEYS,
  parseIsoDate,
  toBuddhistYear,
} from '../../lib/thai-date.ts';
import { fieldControlClassName, fieldErrorClassName, fieldHintClassName } from './field-styles.ts';

/** The earliest birth year the contract accepts. */
export const DATE_FIELD_MIN_YEAR = 1900;

/**
 * The field's value: `YYYY-MM-DD` once day, month and year are chosen; `''` when none is. A date
 * still being chosen keeps its empty parts (`-03-14`: no year yet) and an impossible one stays
 * as chosen (`2023-02-29`), so it survives a re-render and every ISO-date check refuses it.
 */
export interface DateParts {
  year: string;
  month: string;
  day: string;
}

export function splitDateValue(value: string): DateParts {
  const [year = '', month = '', day = ''] = value.split('-');
  return { year, month, day };
}

export function joinDateParts({ year, month, day }: DateParts): string {
  return year === '' && month === '' && day === '' ? '' : `${year}-${month}-${day}`;
}

export type DateProblem =
  | { key: 'incomplete' }
  | { key: 'noSuchDay'; month: number; day: number }
  | { key: 'notLeapYear'; year: number }
  | { key: 'future' }
  | { key: 'outOfRange'; from: number; to: number };

export interface DateLimits {
  /** The earliest year offered (CE); 1900 by default. */
  minYear?: number;
  /** The latest date allowed, `YYYY-MM-DD`; today by default (birth dates are in the past). */
  max?: string;
}

/**
 * What is wrong with a value of the field, or null when it is empty or a real date within the
 * limits. A day the month never has (31 April, 30 February) is caught before the year is chosen.
 */
export function dateProblem(value: string, limits: DateLimits = {}): DateProblem | null {
  if (value === '') return null;
  const max = limits.max ?? localToday();
  const minYear = limits.minYear ?? DATE_FIELD_MIN_YEAR;
  const maxYear = Number(max.slice(0, 4));
  const parts = splitDateValue(value);
  const day = Number(parts.day);
  const month = Number(parts.month);
  const year = Number(parts.year);
  // 29 February exists in leap years (2000 is one), so any year is the kindest check before one.
  if (parts.day && parts.month && day > daysInMonth(2000, month)) {
    return { key: 'noSuchDay', month, day };
  }
  if (!parts.day || !parts.month || !parts.year) return { key: 'incomplete' };
  if (month === 2 && day === 29 && !isLeapYear(year)) return { key: 'notLeapYear', year };
  if (!parseIsoDate(value)) return { key: 'incomplete' };
  if (year < minYear || year > maxYear) return { key: 'outOfRange', from: minYear, to: maxYear };
  if (value > max) return { key: 'future' };
  return null;
}

interface ThaiDateFieldProps extends DateLimits {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The form's own message for this field (e.g. "required"); shown before the field's own. */
  error?: string | null | undefined;
  /**
   * Say so when the date is unfinished too (set once the form was sent); before that only an
   * impossible or future date is pointed out, not one still being chosen.
   */
  showIncomplete?: boolean;
  hint?: string;
  name?: string;
  disabled?: boolean;
  className?: string;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');
const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

/**
 * A date as Thai people write it: day, Thai month name and Buddhist-era year (English month
 * names and Common Era years in English), instead of the browser's picker, which shows
 * mm/dd/yyyy on many phones. Three native selects (the phone's own wheel), grouped and labelled
 * as one field. It says at once when a chosen day does not exist or is in the future; an
 * unfinished date is the form's to report (see `dateProblem`).
 */
export function ThaiDateField({
  label,
  value,
  onChange,
  error,
  hint,
  name,
  disabled,
  className = '',
  showIncomplete = false,
  minYear = DATE_FIELD_MIN_YEAR,
  max,
}: ThaiDateFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const parts = splitDateValue(value);
  const latest = max ?? localToday();
  const maxYear = Number(latest.slice(0, 4));
  const yearLabel = (year: number) =>
    t('dateField.yearOption', { year, buddhistYear: toBuddhistYear(year) });

  const problem = dateProblem(value, { minYear, max: latest });
  const ownMessage =
    problem === null || (problem.key === 'incomplete' && !showIncomplete)
      ? null
      : problem.key === 'incomplete'
        ? t('dateField.errors.incomplete')
        : problem.key === 'noSuchDay'
          ? t('dateField.errors.noSuchDay', {
              month: t(`home.months.${MONTH_KEYS[problem.month - 1] ?? 'january'}`),
              day: problem.day,
            })
          : problem.key === 'notLeapYear'
            ? t('dateField.errors.notLeapYear', { year: yearLabel(problem.year) })
            : problem.key === 'outOfRange'
              ? t('dateField.errors.outOfRange', {
                  from: yearLabel(problem.from),
                  to: yearLabel(problem.to),
                })
              : t('dateField.errors.future');
  const message = error || ownMessage;
  const describedBy = message ? `${id}-error` : hint ? `${id}-hint` : undefined;

  const change = (patch: Partial<DateParts>) => onChange(joinDateParts({ ...parts, ...patch }));
  const years: number[] = [];
  for (let year = maxYear; year >= minYear; year--) years.push(year);
  // A year outside the list (an old value) stays choosable rather than silently dropped.
  if (parts.year && !years.includes(Number(parts.year)) && /^\d{4}$/.test(parts.year)) {
    years.push(Number(parts.year));
  }

  const common = {
    disabled,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': describedBy,
  } as const;

  return (
    <fieldset
      className={`flex min-w-0 flex-col gap-1 ${className}`.trim()}
      data-testid="thai-date-field"
      aria-describedby={describedBy}
    >
      <legend className="mb-1 text-sm font-semibold">{label}</legend>
      {name ? <input type="hidden" name={name} value={value} /> : null}
      <div className="grid grid-cols-[minmax(4.5rem,1fr)_minmax(0,2fr)_minmax(5.5rem,1.3fr)] gap-2">
        <select
          {...common}
          aria-label={t('dateField.day')}
          value={parts.day}
          onChange={(event) => change({ day: event.target.value })}
          className={fieldControlClassName}
        >
          <option value="">{t('dateField.day')}</option>
          {DAYS.map((day) => (
            <option key={day} value={twoDigits(day)}>
              {day}
            </option>
          ))}
        </select>
        <select
          {...common}
          aria-label={t('dateField.month')}
          value={parts.month}
          onChange={(event) => change({ month: event.target.value })}
          className={fieldControlClassName}
        >
          <option value="">{t('dateField.month')}</option>
          {MONTH_KEYS.map((key, index) => (
            <option key={key} value={twoDigits(index + 1)}>
              {t(`home.months.${key}`)}
            </option>
          ))}
        </select>
        <select
          {...common}
          aria-label={t('dateField.year')}
          value={parts.year}
          onChange={(event) => change({ year: event.target.value })}
          className={fieldControlClassName}
        >
          <option value="">{t('dateField.year')}</option>
          {years.map((year) => (
            <option key={year} value={String(year)}>
              {yearLabel(year)}
            </option>
          ))}
        </select>
      </div>
      {message ? (
        <p id={`${id}-error`} role="alert" className={fieldErrorClassName}>
          {message}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className={fieldHintClassName}>
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
