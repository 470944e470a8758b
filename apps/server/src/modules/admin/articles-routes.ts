import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminArticleBodySchema,
  adminArticlePageSchema,
  adminArticlePublishBodySchema,
  adminArticleSchema,
  adminArticlesQuerySchema,
  adminIdParamsSchema,
} from '@duangdee/contract/admin';
import { envelope } from '@duangdee/contract/envelope';
import { pageInfo } from '@duangdee/contract/paging';
import { requireUser } from '../../platform/auth-guard.ts';
import type { AdminArticlesService } from './articles.ts';

/** Writing and publishing the feed's articles. Inside the admin scope (see app.ts). */
export const adminArticleRoutes: FastifyPluginAsyncZod<{ articles: AdminArticlesService }> = async (
  app,
  { articles },
) => {
  const secured = { tags: ['admin'], security: [{ bearer: [] }] };
  const one = { params: adminIdParamsSchema, response: { 200: envelope(adminArticleSchema) } };

  app.get(
    '/admin/articles',
    {
      schema: {
        ...secured,
        summary: 'Articles in every state (draft, scheduled, published), last edited first',
        querystring: adminArticlesQuerySchema,
        response: { 200: envelope(adminArticlePageSchema) },
      },
    },
    async (request) => {
      const { page, page_size: pageSize, status, category, q } = request.query;
      const { items, total } = await articles.list({ page, pageSize, status, category, q });
      return { success: true as const, data: { items, ...pageInfo(page, pageSize, total) } };
    },
  );

  app.get(
    '/admin/articles/:id',
    { schema: { ...secured, ...one, summary: 'One article, whole, in both languages' } },
    async (request) => ({ success: true as const, data: await articles.get(request.params.id) }),
  );

  app.post(
    '/admin/articles',
    {
      schema: {
        ...secured,
        summary: 'Write a new article, kept as a draft until it is published (audited)',
        body: adminArticleBodySchema,
        response: { 201: envelope(adminArticleSchema) },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const data = await articles.create(request.body, actor.userId);
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.put(
    '/admin/articles/:id',
    {
      schema: {
        ...secured,
        ...one,
        summary: 'Rewrite an article; whether it is out does not change (audited)',
        body: adminArticleBodySchema,
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const data = await articles.update(request.params.id, request.body, actor.userId);
      return { success: true as const, data };
    },
  );

  app.post(
    '/admin/articles/:id/publish',
    {
      schema: {
        ...secured,
        ...one,
        summary: 'Put an article out now, or at publish_at (audited); one already out is 409',
        body: adminArticlePublishBodySchema,
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const at = request.body.publish_at ? new Date(request.body.publish_at) : undefined;
      const data = await articles.publish(request.params.id, at, actor.userId);
      return { success: true as const, data };
    },
  );

  app.post(
    '/admin/articles/:id/unpublish',
    {
      schema: {
        ...secured,
        ...one,
        summary: 'Take an article down or cancel its schedule (audited); a draft is 409',
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const data = await articles.unpublish(request.params.id, actor.userId);
      return { success: true as const, data };
    },
  );
};
