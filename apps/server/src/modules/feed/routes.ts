import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@duangdee/contract/envelope';
import {
  articleCategoriesSchema,
  articleListSchema,
  articleParamsSchema,
  articleSchema,
  articlesOfDayQuerySchema,
  articlesQuerySchema,
  articlesShortListSchema,
  articleViewerQuerySchema,
  bookmarksQuerySchema,
  bookmarkStateSchema,
  dailyFortuneSchema,
  feedDateParamsSchema,
  feedLanguageQuerySchema,
  likeBodySchema,
  likeStateSchema,
  recommendationsQuerySchema,
  searchQuerySchema,
  shareBodySchema,
  shareStateSchema,
  shortListQuerySchema,
  type FeedLanguage,
} from '@duangdee/contract/feed';
import { guestSessionOf, requireUser } from '../../platform/auth-guard.ts';
import { languageOf } from '../notifications/routes.ts';
import type { FeedService, Viewer } from './service.ts';

/** The caller's language: `lang`, else `Accept-Language`, else Thai. */
function languageFor(request: FastifyRequest, lang: FeedLanguage | undefined): FeedLanguage {
  return languageOf(lang, request.headers['accept-language']);
}

/**
 * Who reads: a valid token's user, the guest session, the device id given. A stale token reads
 * as a visitor (reading needs no token); writing with one is a 401, so the client renews it
 * instead of liking as someone else.
 */
function viewerOf(request: FastifyRequest, deviceId: string | undefined): Viewer {
  return {
    userId: request.principal?.userId ?? null,
    guestSession: guestSessionOf(request),
    deviceId: deviceId ?? null,
  };
}

function writerOf(request: FastifyRequest, deviceId: string | undefined): Viewer {
  if (request.tokenProblem) requireUser(request);
  return viewerOf(request, deviceId);
}

/** `/feed/...` and `/content/...`: the daily fortune, articles, likes, shares, bookmarks, search. */
export const feedRoutes: FastifyPluginAsyncZod<{ feed: FeedService }> = async (app, { feed }) => {
  // Optional credentials: anyone may call; a token or guest session makes `liked` personal.
  const security: Array<Record<string, string[]>> = [{}, { bearer: [] }, { guestSession: [] }];
  const open = { tags: ['feed'], security };
  const secured = { tags: ['feed'], security: [{ bearer: [] }] };
  const publicWrite = { rateLimit: { max: 120, timeWindow: '1 minute' } };

  app.get(
    '/feed/daily/:date',
    {
      schema: {
        ...open,
        summary:
          "The daily fortune of a Thai calendar day (YYYY-MM-DD): colours, a reading and tips, read for the caller's birth date when their profile has one",
        params: feedDateParamsSchema,
        querystring: feedLanguageQuerySchema,
        response: { 200: envelope(dailyFortuneSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await feed.daily(
        request.params.date,
        request.principal?.userId ?? null,
        languageFor(request, request.query.lang),
      ),
    }),
  );

  app.get(
    '/feed/articles/:date',
    {
      schema: {
        ...open,
        summary: 'Articles published on a Thai calendar day (YYYY-MM-DD), newest first',
        params: feedDateParamsSchema,
        querystring: articlesOfDayQuerySchema,
        response: { 200: envelope(articleListSchema) },
      },
    },
    async (request) => {
      const { page, page_size: pageSize, device_id: deviceId, lang } = request.query;
      return {
        success: true as const,
        data: await feed.ofDay(
          request.params.date,
          { page, pageSize },
          viewerOf(request, deviceId),
          languageFor(request, lang),
        ),
      };
    },
  );

  app.get(
    '/feed/articles',
    {
      schema: {
        ...open,
        summary:
          'Articles, newest first (10 a page, at most 50); admins may ask for unpublished ones with isPublished=false',
        querystring: articlesQuerySchema,
        response: { 200: envelope(articleListSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      return {
        success: true as const,
        data: await feed.list(
          {
            page: q.page,
            pageSize: q.page_size,
            category: q.category,
            isPublished: q.is_published,
          },
          viewerOf(request, q.device_id),
          languageFor(request, q.lang),
        ),
      };
    },
  );

  app.post(
    '/feed/articles/:id/like',
    {
      schema: {
        ...open,
        summary:
          'Likes an article: once per user, else per guest session, else per device_id; a repeat answers the same',
        params: articleParamsSchema,
        body: likeBodySchema,
        response: { 200: envelope(likeStateSchema) },
      },
      config: publicWrite,
    },
    async (request) => ({
      success: true as const,
      data: await feed.like(request.params.id, writerOf(request, request.body?.device_id)),
    }),
  );

  app.delete(
    '/feed/articles/:id/like',
    {
      schema: {
        ...open,
        summary: 'Takes a like back (the same caller as the like; idempotent)',
        params: articleParamsSchema,
        querystring: articleViewerQuerySchema,
        body: likeBodySchema,
        response: { 200: envelope(likeStateSchema) },
      },
      config: publicWrite,
    },
    async (request) => ({
      success: true as const,
      data: await feed.unlike(
        request.params.id,
        writerOf(request, request.body?.device_id ?? request.query.device_id),
      ),
    }),
  );

  app.post(
    '/feed/articles/:id/share',
    {
      schema: {
        ...open,
        summary: 'Counts a share of an article to a platform (no token needed)',
        params: articleParamsSchema,
        body: shareBodySchema,
        response: { 200: envelope(shareStateSchema) },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => ({
      success: true as const,
      data: await feed.share(
        request.params.id,
        writerOf(request, undefined).userId,
        request.body.platform,
      ),
    }),
  );

  app.post(
    '/feed/articles/:id/bookmark',
    {
      schema: {
        ...secured,
        summary: 'Bookmarks an article for the signed-in user (idempotent)',
        params: articleParamsSchema,
        response: { 200: envelope(bookmarkStateSchema) },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => ({
      success: true as const,
      data: await feed.bookmark(request.params.id, requireUser(request).userId),
    }),
  );

  app.delete(
    '/feed/articles/:id/bookmark',
    {
      schema: {
        ...secured,
        summary: 'Removes a bookmark of the signed-in user (idempotent)',
        params: articleParamsSchema,
        response: { 200: envelope(bookmarkStateSchema) },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => ({
      success: true as const,
      data: await feed.unbookmark(request.params.id, requireUser(request).userId),
    }),
  );

  app.get(
    '/feed/bookmarks',
    {
      schema: {
        ...secured,
        summary: "The signed-in user's bookmarked articles, latest bookmark first",
        querystring: bookmarksQuerySchema,
        response: { 200: envelope(articleListSchema) },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { page, page_size: pageSize, lang } = request.query;
      return {
        success: true as const,
        data: await feed.bookmarks(userId, { page, pageSize }, languageFor(request, lang)),
      };
    },
  );

  app.get(
    '/content/articles/:id',
    {
      schema: {
        ...open,
        summary: 'A published article in full (404 otherwise)',
        params: articleParamsSchema,
        querystring: articleViewerQuerySchema,
        response: { 200: envelope(articleSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await feed.article(
        request.params.id,
        viewerOf(request, request.query.device_id),
        languageFor(request, request.query.lang),
      ),
    }),
  );

  app.get(
    '/content/featured',
    {
      schema: {
        ...open,
        summary: 'Featured articles, then the newest',
        querystring: shortListQuerySchema,
        response: { 200: envelope(articlesShortListSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await feed.featured(
        viewerOf(request, request.query.device_id),
        languageFor(request, request.query.lang),
      ),
    }),
  );

  app.get(
    '/content/personalized',
    {
      schema: {
        ...open,
        summary:
          'Articles for the caller: by their birth weekday and the kinds of reading they had; visitors get featured and newest',
        querystring: shortListQuerySchema,
        response: { 200: envelope(articlesShortListSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await feed.personalized(
        viewerOf(request, request.query.device_id),
        languageFor(request, request.query.lang),
      ),
    }),
  );

  app.get(
    '/content/recommendations',
    {
      schema: {
        ...open,
        summary:
          'Articles like the given one (same category or tags), never the article itself; ' +
          'without one, articles for the visitor by what they liked lately',
        querystring: recommendationsQuerySchema,
        response: { 200: envelope(articlesShortListSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await feed.recommendations(
        request.query.article_id,
        viewerOf(request, request.query.device_id),
        languageFor(request, request.query.lang),
      ),
    }),
  );

  app.get(
    '/content/categories',
    {
      schema: {
        tags: ['feed'],
        summary: 'The feed’s categories with their Thai and English names and article counts',
        response: { 200: envelope(articleCategoriesSchema) },
      },
    },
    async () => ({ success: true as const, data: await feed.categories() }),
  );

  app.get(
    '/content/search',
    {
      schema: {
        ...open,
        summary:
          'Searches published articles (Thai works without spaces), title matches first, 10 a page',
        querystring: searchQuerySchema,
        response: { 200: envelope(articleListSchema) },
      },
    },
    async (request) => {
      const { q, page, device_id: deviceId, lang } = request.query;
      return {
        success: true as const,
        data: await feed.search(q, page, viewerOf(request, deviceId), languageFor(request, lang)),
      };
    },
  );
};
