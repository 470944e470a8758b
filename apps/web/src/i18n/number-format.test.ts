import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatNumber, i18n, loadWholeCatalogue } from './i18n.ts';

describe('numbers in the catalogues', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are written with the language’s digit grouping', async () => {
    await loadWholeCatalogue();
    expect(i18n.t('feed.likeCount', { count: 12345 })).toBe('12,345 คนถูกใจ');
    expect(i18n.t('feed.likeCount', { count: 1 })).toBe('1 คนถูกใจ');
  });

  it('read as Intl.NumberFormat writes them, in Thai and in English', () => {
    const values = [0, 7, -7, 999, 1000, -1000, 12345, 999999, 1000000, -123456789, 2 ** 53 - 1];
    for (const language of ['th', 'en']) {
      const intl = new Intl.NumberFormat(language);
      for (const value of values) expect(formatNumber(value, language)).toBe(intl.format(value));
      expect(formatNumber(1234.5, language)).toBe(intl.format(1234.5));
    }
  });

  it('make no Intl.NumberFormat for whole numbers, whatever the counts', async () => {
    await loadWholeCatalogue();
    const made = vi.spyOn(Intl, 'NumberFormat');
    for (let count = 0; count < 50; count++) i18n.t('feed.likeCount', { count: count * 997 });
    expect(made).not.toHaveBeenCalled();
  });
});
