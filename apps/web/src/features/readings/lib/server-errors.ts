import { ApiError } from '../../../lib/api-error.ts';
import type { Catalogue } from '../../../i18n/th.ts';
import type { FieldError, ReadingErrorKey } from './form-rules.ts';

/** Why paying for or starting a reading failed, as a key of `readings.pay.errors`. */
export type PayErrorKey = keyof Catalogue['readings']['pay']['errors'];

/** A field the server refused: its path inside the body (`phone_number.number`) and why. */
export interface ServerFieldError {
  path: string;
  error: FieldError;
}

/** The server's English messages (spec §5) that have a Thai twin in the catalogue. */
const KNOWN_MESSAGES: Record<string, FieldError> = {
  'Phone number is required': { key: 'phoneRequired' },
  'Phone number must be at least 10 digits': { key: 'phoneTooShort', values: { min: 10 } },
  'Phone number must be at most 15 digits': { key: 'phoneTooLong', values: { max: 15 } },
  'Invalid phone number format': { key: 'phoneFormat' },
  'Please enter a real Thai mobile or landline number': { key: 'phoneNotReal' },
  'Choose at least one goal': { key: 'phoneGoals' },
  'Choose at least one thing you want to know': { key: 'wantToKnow' },
  'Choose at least one challenge': { key: 'challenges' },
  'Your birth date is needed: add it here or in your profile': { key: 'yourBirthDateNeeded' },
  'must be a real past date': { key: 'dateInvalid' },
  'HH:MM, 24-hour': { key: 'timeInvalid' },
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The fields of a 400 `VALIDATION_FAILED`, or an empty list for any other failure. */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return [];
  if (!Array.isArray(error.details)) return [];
  return error.details.filter(isRecord).map((detail) => {
    const path = typeof detail.path === 'string' ? detail.path.replace(/^body\.?/, '') : '';
    const message = typeof detail.message === 'string' ? detail.message : '';
    const key: ReadingErrorKey = 'invalid';
    return { path, error: KNOWN_MESSAGES[message] ?? { key } };
  });
}

/** `INSUFFICIENT_COINS` (402) with what the reading needs and what the wallet has. */
export function insufficientCoins(error: unknown): { required: number; current: number } | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code !== 'INSUFFICIENT_COINS' && error.status !== 402) return null;
  const details = isRecord(error.details) ? error.details : {};
  const required = typeof details.required === 'number' ? details.required : 0;
  const current = typeof details.current === 'number' ? details.current : 0;
  return { required, current };
}

export function payErrorKey(error: unknown): PayErrorKey {
  if (!(error instanceof ApiError)) return 'generic';
  if (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT') return 'network';
  if (error.status === 401) return 'signInAgain';
  if (error.status === 429) return 'tooMany';
  if (error.status === 503) return 'unavailable';
  return 'generic';
}
