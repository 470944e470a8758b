import { describe, expect, it } from 'vitest';
import { birthDateError, birthTimeError, optionalText, textError } from './form-rules.ts';
import { phoneNumberError } from './phone-number.ts';

describe('form rules (spec §5)', () => {
  it('required, min and max length, counted on the cleaned text', () => {
    expect(textError('  ', { required: true, max: 10 })).toEqual({ key: 'required' });
    expect(textError('', { max: 10 })).toBeUndefined();
    expect(textError('ab', { min: 3, max: 10 })).toEqual({ key: 'minLength', values: { min: 3 } });
    expect(textError('กขคงจฉชซฌญฎ', { max: 10 })).toEqual({
      key: 'maxLength',
      values: { max: 10 },
    });
    // Angle brackets are stripped before counting, as they are before sending.
    expect(textError('<<<<<abc>>>>>', { max: 3 })).toBeUndefined();
    expect(optionalText('  <b>hi</b> onclick=x ')).toBe('bhi/b x');
    expect(optionalText('   ')).toBeUndefined();
  });

  it('birth dates are real days from 1900 to today; a time needs its date', () => {
    const today = '2025-06-15';
    expect(birthDateError('', { required: true, today })).toEqual({ key: 'required' });
    expect(birthDateError('', { today })).toBeUndefined();
    expect(birthDateError('1990-02-30', { today })).toEqual({ key: 'dateInvalid' });
    expect(birthDateError('1899-12-31', { today })).toEqual({ key: 'dateInvalid' });
    expect(birthDateError('2025-06-16', { today })).toEqual({ key: 'dateFuture' });
    expect(birthDateError('2025-06-15', { today })).toBeUndefined();
    expect(birthTimeError('25:00', '1990-01-01')).toEqual({ key: 'timeInvalid' });
    expect(birthTimeError('06:30', '')).toEqual({ key: 'timeWithoutDate' });
    expect(birthTimeError('06:30', '1990-01-01')).toBeUndefined();
  });

  it.each([
    ['081-234-5678', undefined],
    // A landline has 9 digits: only with +66 in front does it reach the 10 the spec asks for.
    ['02 123 4567', 'phoneTooShort'],
    ['+66 2 123 4567', undefined],
    ['+66 81 234 5678', undefined],
    ['0066812345678', undefined],
    ['812345678', 'phoneTooShort'],
    ['(081) 234.5678', undefined],
    ['081+2345678', 'phoneFormat'],
    ['--', 'phoneFormat'],
    ['0112345678', 'phoneNotReal'],
    ['+14155552671', 'phoneNotReal'],
  ])('phone %j → %s', (number, key) => {
    expect(phoneNumberError(number)?.key).toBe(key);
  });
});
