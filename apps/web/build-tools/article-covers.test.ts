import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ARTICLE_CATEGORIES } from '../src/features/feed/types.ts';
import { articleCoverSources } from '../src/features/feed/lib/article-body.ts';
import { ARTICLE_COVER_WIDTHS, articleCoverFile } from './article-covers.ts';

/**
 * The articles' category pictures in the built app (`npm test` builds it first; on its own, run
 * `npm run build -w @duangdee/web` before): a WebP for each width, decoded, from each SVG.
 */

const dist = path.resolve(import.meta.dirname, '..', 'dist');
const sources = path.resolve(import.meta.dirname, '..', 'public', 'articles');
const built = existsSync(path.join(dist, 'index.html'));

describe('article covers', () => {
  it('has a drawn picture for every category the feed has', () => {
    const drawn = readdirSync(sources)
      .filter((file) => file.endsWith('.svg'))
      .map((file) => file.replace(/\.svg$/, ''));
    expect(drawn.sort()).toEqual([...ARTICLE_CATEGORIES].sort());
  });

  it.runIf(built).each([...ARTICLE_CATEGORIES])(
    'builds %s as a 16:9 WebP in every width, its colours from the drawing',
    async (category) => {
      for (const width of ARTICLE_COVER_WIDTHS) {
        const file = path.join(dist, articleCoverFile(category, width));
        const image = sharp(readFileSync(file));
        const { format, height } = await image.metadata();
        expect(format, file).toBe('webp');
        expect([width, height]).toEqual([width, (width * 9) / 16]);
        // Not a blank canvas: the picture's first stop of its background gradient or sky.
        const { channels } = await image.stats();
        expect(
          channels.slice(0, 3).some((channel) => channel.stdev > 10),
          file,
        ).toBe(true);
      }
    },
  );

  it.runIf(built)('offers every width a card may ask for, all of them built', () => {
    for (const category of ARTICLE_CATEGORIES) {
      const set = articleCoverSources(`/articles/${category}.webp`) ?? '';
      const files = set.split(', ').map((candidate) => candidate.split(' ')[0] ?? '');
      expect(files).toHaveLength(ARTICLE_COVER_WIDTHS.length);
      for (const file of files) expect(existsSync(path.join(dist, file)), file).toBe(true);
    }
  });
});
