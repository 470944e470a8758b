import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatNumber } from './format-number.ts';

describe('formatNumber', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes a number as the language’s toLocaleString does, in Thai and in English', () => {
    const values = [0, 7, -7, 999, 1000, -1000, 12345, 999999, 1000000, -123456789, 2 ** 53 - 1];
    for (const [language, locale] of [
      ['th', 'th-TH'],
      ['en', 'en-US'],
    ] as const) {
      for (const value of [...values, 1234.5, -0.25]) {
        expect(formatNumber(value, language)).toBe(value.toLocaleString(locale));
      }
    }
  });

  it('makes no Intl.NumberFormat for whole numbers, and one per language for the rest', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    for (let value = 0; value < 5000; value += 37) formatNumber(value, 'th');
    expect(made).not.toHaveBeenCalled();
    for (const value of [1.5, 2.25, 1234.5]) {
      formatNumber(value, 'th');
      formatNumber(value, 'en');
    }
    // Made at most once each (none when an earlier test already made it).
    expect(made.mock.calls.length).toBeLessThanOrEqual(2);
  });
});
