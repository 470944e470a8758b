import { z } from 'zod';

/**
 * Link previews (Open Graph and Twitter cards): the server writes them into the web app's page for
 * the addresses people share, and draws their picture at `/og/...`.
 */

/** The picture's size in pixels: what Facebook, LINE and X ask for (1.91 : 1). */
export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

/**
 * The web app's addresses that show something shared (`apps/web/src/config/paths.ts` holds the
 * same, and a web test keeps them equal): a reading and a palm reading take `?share=<token>`
 * (a palm reading also `&session=<id>`), an article is `/articles/<id>`.
 */
export const SHARED_PAGE_PATHS = {
  reading: '/fortune-results',
  palm: '/palm-analysis',
  article: '/articles/:id',
} as const;

/** A share token as the server makes them (base64url). */
export const shareCardTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,100}$/, 'not a share token');

/** `GET /og/readings/{token}.png`: the card of a shared reading (topic, เซียมซี or palm). */
export const readingCardParamsSchema = z.object({ token: shareCardTokenSchema });

/** `GET /og/articles/{id}.png`: the card of a published article. */
export const articleCardParamsSchema = z.object({ id: z.uuid() });
