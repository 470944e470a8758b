import { describe, expect, it } from 'vitest';
import { sanitizeText } from './sanitize.ts';

describe('sanitizeText', () => {
  it('strips angle brackets, javascript: and on…= handlers, then trims', () => {
    expect(sanitizeText('  <b>สมชาย</b> ')).toBe('bสมชาย/b');
    expect(sanitizeText('JavaScript:alert(1)')).toBe('alert(1)');
    expect(sanitizeText('x onerror=alert(1) y')).toBe('x alert(1) y');
  });

  it('leaves ordinary Thai and English text alone', () => {
    expect(sanitizeText('สนใจเรื่องงานและความรัก')).toBe('สนใจเรื่องงานและความรัก');
    expect(sanitizeText('online = great')).toBe('online = great');
  });
});
