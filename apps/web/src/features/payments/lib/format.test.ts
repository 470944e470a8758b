import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../../lib/format-number.ts';
import { formatBaht, formatCountdown } from './format.ts';
import { checkSlipFile } from './slip-file.ts';

describe('payment formatting', () => {
  it('writes a countdown as mm:ss', () => {
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(-3)).toBe('00:00');
  });

  it('writes coins and baht the Thai way', () => {
    expect(formatNumber(13000, 'th')).toBe('13,000');
    expect(formatBaht(99, 'th')).toBe('99');
    expect(formatBaht(99.5, 'th')).toBe('99.50');
  });
});

describe('slip file check', () => {
  it('takes JPEG, PNG and PDF up to 5 MB', () => {
    expect(checkSlipFile({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(checkSlipFile({ type: 'image/jpg', size: 10 })).toBeNull();
    expect(checkSlipFile({ type: 'application/pdf', size: 10 })).toBeNull();
    expect(checkSlipFile({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('size');
    expect(checkSlipFile({ type: 'image/webp', size: 10 })).toBe('type');
    expect(checkSlipFile({ type: '', size: 10 })).toBe('type');
  });
});
