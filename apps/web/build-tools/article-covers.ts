import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/**
 * The articles' category pictures (`public/articles/<category>.svg`, 640×360) as WebP: a raster
 * image is decoded off the page's main thread, while every SVG `<img>` is a document of its own
 * that the main thread parses, styles and lays out (decision 046). Each comes in two widths: 480
 * for the cards' thumbnails, 960 for an article's own page.
 */
export const ARTICLE_COVER_WIDTHS = [480, 960] as const;
export type ArticleCoverWidth = (typeof ARTICLE_COVER_WIDTHS)[number];

/** Where the build writes a category's cover (the 960 one is the address the server gives). */
export function articleCoverFile(category: string, width: ArticleCoverWidth): string {
  return width === 960 ? `articles/${category}.webp` : `articles/${category}-${width}.webp`;
}

/** One cover drawn at `width` (16:9): the SVG rasterised at that size, not scaled up. */
export async function renderArticleCover(svg: Buffer, width: ArticleCoverWidth): Promise<Buffer> {
  return sharp(svg, { density: (72 * width) / 640 })
    .resize(width, Math.round((width * 9) / 16))
    .webp({ quality: 80, effort: 6 })
    .toBuffer();
}

/** The categories that have a picture in `dir`. */
function categories(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.svg'))
    .map((file) => file.slice(0, -'.svg'.length));
}

/** Emits every category's covers into the build; the dev server draws them on request. */
export function articleCovers(dir: string): Plugin {
  return {
    name: 'duangdee:article-covers',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /^\/articles\/([a-z-]+?)(?:-(480))?\.webp$/.exec(req.url ?? '');
        if (!match || !categories(dir).includes(match[1] ?? '')) return next();
        const width: ArticleCoverWidth = match[2] ? 480 : 960;
        renderArticleCover(readFileSync(path.join(dir, `${match[1]}.svg`)), width).then((image) => {
          res.setHeader('content-type', 'image/webp');
          res.end(image);
        }, next);
      });
    },
    async generateBundle() {
      for (const category of categories(dir)) {
        const svg = readFileSync(path.join(dir, `${category}.svg`));
        for (const width of ARTICLE_COVER_WIDTHS) {
          this.emitFile({
            type: 'asset',
            fileName: articleCoverFile(category, width),
            source: await renderArticleCover(svg, width),
          });
        }
      }
    },
  };
}
