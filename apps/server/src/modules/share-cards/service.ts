import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { RESULT_KINDS } from '@duangdee/contract/readings';
import { SHARED_PAGE_PATHS, shareCardTokenSchema } from '@duangdee/contract/share-cards';
import { AppError } from '../../platform/app-error.ts';
import { LruCache } from '../../platform/lru-cache.ts';
import { isUuid } from '../../platform/uuid.ts';
import { renderCardPng, type CardContent } from './card-image.ts';
import {
  APP_NAME_TH,
  DEFAULT_PREVIEW,
  articlePreview,
  readingPreview,
  type ArticlePreview,
  type PreviewText,
  type SharedReadingView,
} from './card-content.ts';
import { metaTagsHtml, type PageMeta } from './meta-tags.ts';
import { prepareCardFonts, type CardFonts } from './thai-fonts.ts';

/** Rendered cards kept in memory: at most this many bytes (a card is 50–100 KB). */
export const CARD_CACHE_BYTES = 32 * 1024 * 1024;

export interface ShareCardsDeps {
  /** Where browsers reach the app (PUBLIC_URL): every address in a tag is absolute. */
  publicUrl: string;
  /** The API's base path (`/api/v1`), where the card pictures are served. */
  apiPrefix: string;
  /** A completed reading by its share token, redacted for sharing; NOT_FOUND when there is none. */
  sharedReading: (token: string) => Promise<SharedReadingView>;
  /** A published article's preview and when it last changed, or null. */
  articlePreview: (id: string) => Promise<(ArticlePreview & { updatedAt: Date }) | null>;
  /** Where the card's font files are written (DATA_DIR/fonts). */
  fontsDir: string;
  /** The built web app, whose assets hold the font when its package is not installed. */
  webDistDir?: string | null;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

const articlePrefix = SHARED_PAGE_PATHS.article.replace(':id', '');

/** A picture with how long a crawler may keep it. */
export interface CardImage {
  png: Buffer;
  /** Seconds. */
  maxAge: number;
}

/** Readings can be taken back (PDPA erasure revokes their link): kept by crawlers an hour. */
const READING_MAX_AGE_S = 60 * 60;
const ARTICLE_MAX_AGE_S = 24 * 60 * 60;

/**
 * Link previews: the Open Graph and Twitter tags the server writes into the app's page for each
 * address, and the card pictures they point to. A shared reading is only ever seen redacted
 * (names, questions and phone numbers masked), exactly as its public link shows it.
 */
export function createShareCardsService(deps: ShareCardsDeps) {
  const origin = deps.publicUrl.replace(/\/+$/, '');
  const imageBase = `${origin}${deps.apiPrefix}/og`;
  const siteLabel = new URL(origin).host;
  let fonts: CardFonts | null = null;
  const cache = new LruCache<string, Buffer>(CARD_CACHE_BYTES, (png) => png.length);
  const rendering = new Map<string, Promise<Buffer>>();

  /** A card drawn once per key: later calls get the kept picture, concurrent ones share a draw. */
  async function card(key: string, content: CardContent): Promise<Buffer> {
    const kept = cache.get(key);
    if (kept) return kept;
    const pending = rendering.get(key);
    if (pending) return pending;
    fonts ??= prepareCardFonts(deps.fontsDir, deps.webDistDir ?? null);
    const draw = renderCardPng(content, { fonts, siteLabel, appName: APP_NAME_TH })
      .then((png) => {
        cache.set(key, png);
        return png;
      })
      .finally(() => rendering.delete(key));
    rendering.set(key, draw);
    return draw;
  }

  /** The redacted reading of a token, or null when it shows nothing (unknown, revoked, not done). */
  async function readingOf(token: string): Promise<SharedReadingView | null> {
    if (!shareCardTokenSchema.safeParse(token).success) return null;
    try {
      const view = await deps.sharedReading(token);
      return (RESULT_KINDS as readonly string[]).includes(view.kind) ? view : null;
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  async function articleOf(id: string) {
    return isUuid(id) ? deps.articlePreview(id) : null;
  }

  function meta(
    preview: PreviewText,
    url: string,
    image: string,
    type: PageMeta['type'] = 'website',
  ): PageMeta {
    return {
      type,
      title: preview.title,
      description: preview.description,
      url,
      image,
      imageAlt: preview.imageAlt,
    };
  }

  /** The page's own address for the default tags: its path, when it is a plain one. */
  function plainPageUrl(pathname: string): string {
    return /^\/[\w\-./~%]*$/.test(pathname) && pathname.length <= 200
      ? `${origin}${pathname}`
      : `${origin}/`;
  }

  async function pageMetaOf(url: string): Promise<PageMeta> {
    const parsed = new URL(url, 'http://app.invalid');
    const pathname = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, '') : '/';
    const fallback = meta(DEFAULT_PREVIEW, plainPageUrl(pathname), `${imageBase}/default.png`);

    if (pathname === SHARED_PAGE_PATHS.reading || pathname === SHARED_PAGE_PATHS.palm) {
      const token = parsed.searchParams.get('share');
      const view = token ? await readingOf(token) : null;
      if (!token || !view) return fallback;
      const query = new URLSearchParams({ share: token });
      const session = parsed.searchParams.get('session');
      if (pathname === SHARED_PAGE_PATHS.palm && session && isUuid(session)) {
        query.set('session', session);
      }
      const page = meta(
        readingPreview(view),
        `${origin}${pathname}?${query.toString()}`,
        `${imageBase}/readings/${token}.png`,
        'article',
      );
      // The result screen is drawn from this answer (apps/web/src/app/early-data.ts asks for it
      // the same way): on a slow phone it arrives with the page, not after the app has loaded.
      if (pathname === SHARED_PAGE_PATHS.reading) {
        page.data = `/api/v1/fortune/readings/shared/${encodeURIComponent(token)}`;
      }
      return page;
    }

    if (pathname.startsWith(articlePrefix)) {
      const id = pathname.slice(articlePrefix.length);
      const article = await articleOf(id);
      if (!article) return fallback;
      const version = article.updatedAt.getTime().toString(36);
      return meta(
        articlePreview(article),
        `${origin}${articlePrefix}${id}`,
        `${imageBase}/articles/${id}.png?v=${version}`,
        'article',
      );
    }

    return fallback;
  }

  /**
   * The preview of the page at `url` (path and query as requested): a shared reading's or an
   * article's, else the app's own. Anything unknown, or any failure to look it up, gives the
   * app's default tags.
   */
  async function pageMeta(url: string): Promise<PageMeta> {
    try {
      return await pageMetaOf(url);
    } catch (error) {
      deps.log?.warn({ err: error }, 'link preview tags fell back to the default');
      return meta(DEFAULT_PREVIEW, `${origin}/`, `${imageBase}/default.png`);
    }
  }

  return {
    pageMeta,

    /** The tags of `pageMeta`, as HTML for the page's head. */
    async headTags(url: string): Promise<string> {
      return metaTagsHtml(await pageMeta(url));
    },

    /** The card of a shared reading, or null when the token shows nothing. */
    async readingImage(token: string): Promise<CardImage | null> {
      const view = await readingOf(token);
      if (!view) return null;
      const png = await card(`reading:${token}:${view.completed_at}`, readingPreview(view).card);
      return { png, maxAge: READING_MAX_AGE_S };
    },

    /** The card of a published article, or null. */
    async articleImage(id: string): Promise<CardImage | null> {
      const article = await articleOf(id);
      if (!article) return null;
      const key = `article:${id}:${article.updatedAt.toISOString()}`;
      return { png: await card(key, articlePreview(article).card), maxAge: ARTICLE_MAX_AGE_S };
    },

    /** The app's own card, for every other page. */
    async defaultImage(): Promise<CardImage> {
      return { png: await card('default', DEFAULT_PREVIEW.card), maxAge: ARTICLE_MAX_AGE_S };
    },
  };
}

export type ShareCardsService = ReturnType<typeof createShareCardsService>;

/** DATA_DIR/fonts: where the card's TrueType files are unwrapped to. */
export function cardFontsDir(dataDir: string): string {
  return path.join(dataDir, 'fonts');
}
