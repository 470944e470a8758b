import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { articleCardParamsSchema, readingCardParamsSchema } from '@duangdee/contract/share-cards';
import { AppError } from '../../platform/app-error.ts';
import type { CardImage, ShareCardsService } from './service.ts';

function sendCard(reply: FastifyReply, image: CardImage | null) {
  if (!image) throw new AppError('NOT_FOUND', 'No card for this address');
  return (
    reply
      .type('image/png')
      .header('Cache-Control', `public, max-age=${image.maxAge}`)
      // Link previews are shown on other sites: the picture may be embedded anywhere.
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(image.png)
  );
}

/** `/og/...`: the pictures of link previews (public; drawing one is work, so they are limited). */
export const shareCardRoutes: FastifyPluginAsyncZod<{ shareCards: ShareCardsService }> = async (
  app,
  { shareCards },
) => {
  const common = { tags: ['share-cards'], produces: ['image/png'] };
  const config = { rateLimit: { max: 120, timeWindow: '1 minute' } };

  app.get(
    '/og/readings/:token.png',
    {
      config,
      schema: {
        ...common,
        summary:
          'The link preview picture of a shared reading: its kind and a line of it, redacted (404 for an unknown token)',
        params: readingCardParamsSchema,
      },
    },
    async (request, reply) => sendCard(reply, await shareCards.readingImage(request.params.token)),
  );

  app.get(
    '/og/articles/:id.png',
    {
      config,
      schema: {
        ...common,
        summary: 'The link preview picture of a published article (404 for any other)',
        params: articleCardParamsSchema,
      },
    },
    async (request, reply) => sendCard(reply, await shareCards.articleImage(request.params.id)),
  );

  app.get(
    '/og/default.png',
    {
      config,
      schema: { ...common, summary: 'The link preview picture of the app' },
    },
    async (_request, reply) => sendCard(reply, await shareCards.defaultImage()),
  );
};
