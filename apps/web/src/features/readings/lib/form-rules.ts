import { sanitizeText } from '@duangdee/contract/sanitize-text';
import type { Catalogue } from '../../../i18n/th.ts';

/** A message of `readings.errors`, with the numbers it names. */
export type ReadingErrorKey = keyof Catalogue['readings']['errors'];

export interface FieldError {
  key: ReadingErrorKey;
  values?: Record<string, number>;
}

export type FieldErrors<F extends string = string> = Partial<Record<F, FieldError>>;

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** Spec §5: angle brackets, `javascript:` and `on…=` stripped, then trimmed (as the server does). */
export const clean = sanitizeText;

/** A free-text answer as it is sent: cleaned, or left out when nothing is left. */
export function optionalText(value: string): string | undefined {
  const text = clean(value);
  return text === '' ? undefined : text;
}

/** A choice as it is sent: left out when "not specified". */
export function optionalChoice<T extends string>(value: T | ''): T | undefined {
  return value === '' ? undefined : value;
}

interface TextRule {
  required?: boolean;
  min?: number;
  max: number;
}

/** Required, min and max length, counted on the text as it will be sent (cleaned). */
export function textError(value: string, rule: TextRule): FieldError | undefined {
  const text = clean(value);
  if (text === '') return rule.required ? { key: 'required' } : undefined;
  const length = [...text].length;
  if (rule.min !== undefined && length < rule.min)
    return { key: 'minLength', values: { min: rule.min } };
  if (length > rule.max) return { key: 'maxLength', values: { max: rule.max } };
  return undefined;
}

export function choiceError(value: string, required: boolean): FieldError | undefined {
  return required && value === '' ? { key: 'choose' } : undefined;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_24H = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Today as `YYYY-MM-DD` on this device's calendar (what a date input offers as its maximum). */
export function todayIso(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** A real calendar date from 1900 up to today (the contract's rule for birth dates). */
export function birthDateError(
  value: string,
  { required = false, today = todayIso() }: { required?: boolean; today?: string } = {},
): FieldError | undefined {
  if (value === '') return required ? { key: 'required' } : undefined;
  const match = ISO_DATE.exec(value);
  if (!match) return { key: 'dateInvalid' };
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  const real =
    date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  if (!real || y < 1900) return { key: 'dateInvalid' };
  if (value > today) return { key: 'dateFuture' };
  return undefined;
}

/** `HH:MM`, 24-hour; a birth time only counts together with its own birth date. */
export function birthTimeError(time: string, date: string): FieldError | undefined {
  if (time === '') return undefined;
  if (!TIME_24H.test(time)) return { key: 'timeInvalid' };
  if (date === '') return { key: 'timeWithoutDate' };
  return undefined;
}
