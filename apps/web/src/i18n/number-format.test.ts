import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadWholeCatalogue } from './i18n.ts';

describe('numbers in the catalogues', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are written with the language’s digit grouping', async () => {
    await loadWholeCatalogue();
    expect(i18n.t('feed.likeCount', { count: 12345 })).toBe('12,345 คนถูกใจ');
    expect(i18n.t('feed.likeCount', { count: 1 })).toBe('1 คนถูกใจ');
  });

  it('make no Intl.NumberFormat for whole numbers, whatever the counts', async () => {
    await loadWholeCatalogue();
    const made = vi.spyOn(Intl, 'NumberFormat');
    for (let count = 0; count < 50; count++) i18n.t('feed.likeCount', { count: count * 997 });
    expect(made).not.toHaveBeenCalled();
  });
});
