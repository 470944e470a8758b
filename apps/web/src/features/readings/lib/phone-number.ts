import type { FieldError } from './form-rules.ts';

export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 15;

const MOBILE = /^0[689]\d{8}$/;
const LANDLINE = /^0[2-7]\d{7}$/;

/**
 * Spec §5 phone rules, the same as the server's (`validatePhoneNumber` of the oracle, which
 * checks again): required, digits with spaces, dashes, dots or brackets and a leading `+` only,
 * 10 to 15 digits, and a real Thai mobile or landline number (+66 or 0066 in front is fine).
 */
export function phoneNumberError(raw: string): FieldError | undefined {
  const text = raw.trim();
  if (text === '') return { key: 'phoneRequired' };
  if (!/^\+?[\d\s\-.()]+$/.test(text)) return { key: 'phoneFormat' };
  const digits = text.replace(/\D/g, '');
  if (digits.length === 0) return { key: 'phoneFormat' };
  if (digits.length < PHONE_MIN_DIGITS)
    return { key: 'phoneTooShort', values: { min: PHONE_MIN_DIGITS } };
  if (digits.length > PHONE_MAX_DIGITS)
    return { key: 'phoneTooLong', values: { max: PHONE_MAX_DIGITS } };

  let local: string;
  if (digits.startsWith('0066')) local = digits.slice(4);
  else if (digits.startsWith('66')) local = digits.slice(2);
  else if (text.startsWith('+')) return { key: 'phoneNotReal' };
  else local = digits;
  if (!local.startsWith('0')) local = `0${local}`;
  return MOBILE.test(local) || LANDLINE.test(local) ? undefined : { key: 'phoneNotReal' };
}
