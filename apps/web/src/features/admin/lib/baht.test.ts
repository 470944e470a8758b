import { describe, expect, it } from 'vitest';
import { formatSatang, parseBahtToSatang, satangToBahtText } from './baht.ts';

describe('baht typed by an admin', () => {
  it('reads whole baht and satang exactly, without float rounding', () => {
    expect(parseBahtToSatang('99')).toBe(9_900);
    expect(parseBahtToSatang(' 1299.5 ')).toBe(129_950);
    expect(parseBahtToSatang('0.29')).toBe(29);
    expect(parseBahtToSatang('1.15')).toBe(115);
    expect(parseBahtToSatang('4.35')).toBe(435);
    expect(parseBahtToSatang('1,000,000.01')).toBe(100_000_001);
    expect(parseBahtToSatang('0.01')).toBe(1);
  });

  it('refuses more than two decimals, signs, words and badly placed commas', () => {
    for (const text of [
      '',
      '1.234',
      '-5',
      '+5',
      '1e3',
      'สิบ',
      '1,00',
      '12,3456',
      '.5',
      '5.',
      '1 000',
    ]) {
      expect(parseBahtToSatang(text), text).toBeNull();
    }
  });

  it('writes satang back as baht', () => {
    expect(satangToBahtText(9_900)).toBe('99');
    expect(satangToBahtText(129_950)).toBe('1299.50');
    expect(satangToBahtText(5)).toBe('0.05');
    expect(formatSatang(129_950, 'th')).toBe('1,299.50');
    expect(formatSatang(100_000_000, 'en')).toBe('1,000,000');
  });
});
