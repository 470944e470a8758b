import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { overviewQuerySchema, overviewSchema } from '@duangdee/contract/admin';
import { envelope } from '@duangdee/contract/envelope';
import type { AdminService } from './service.ts';

/** Registered inside the admin scope (see app.ts), behind the admin guard. */
export const adminOverviewRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = async (
  app,
  { admin },
) => {
  app.get(
    '/admin/overview',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary:
          'Users, activity, readings, coins and revenue over Bangkok days (default: the last 30)',
        querystring: overviewQuerySchema,
        response: { 200: envelope(overviewSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await admin.overview(request.query) }),
  );
};
