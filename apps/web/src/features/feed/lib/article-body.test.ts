import { describe, expect, it } from 'vitest';
import { articleCoverImage, articleCoverSources } from './article-body.ts';

describe('article covers', () => {
  it('falls back to the category picture, a WebP, when the article has none of its own', () => {
    expect(articleCoverImage('siamsi', null)).toBe('/articles/siamsi.webp');
    expect(articleCoverImage('siamsi', '')).toBe('/articles/siamsi.webp');
    expect(articleCoverImage('siamsi', '/uploads/own.jpg')).toBe('/uploads/own.jpg');
  });

  it('offers a category picture in its two widths, and an own cover as it is', () => {
    expect(articleCoverSources('/articles/day-lore.webp')).toBe(
      '/articles/day-lore-480.webp 480w, /articles/day-lore.webp 960w',
    );
    expect(articleCoverSources('/uploads/own.webp')).toBeUndefined();
    expect(articleCoverSources('/articles/day-lore.svg')).toBeUndefined();
    expect(articleCoverSources('https://example.com/articles/day-lore.webp')).toBeUndefined();
  });
});
