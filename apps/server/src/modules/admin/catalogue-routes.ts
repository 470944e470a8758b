import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCostBodySchema,
  adminCostListSchema,
  adminCostParamsSchema,
  adminCostSchema,
  adminPackageBodySchema,
  adminPackageListSchema,
  adminPackageParamsSchema,
  adminPackageSchema,
} from '@duangdee/contract/admin';
import { envelope } from '@duangdee/contract/envelope';
import { requireUser } from '../../platform/auth-guard.ts';
import type { CatalogueService } from './catalogue.ts';

/** Registered inside the admin scope (see app.ts), behind the admin guard. */
export const adminCatalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (
  app,
  { catalogue },
) => {
  const secured = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get(
    '/admin/costs',
    {
      schema: {
        ...secured,
        summary: 'What each product costs in coins (reading kinds, palm, chat)',
        response: { 200: envelope(adminCostListSchema) },
      },
    },
    async () => ({ success: true as const, data: await catalogue.costs() }),
  );

  app.put(
    '/admin/costs/:kind',
    {
      schema: {
        ...secured,
        summary:
          'Set a product’s price (audited); readings already started keep the price they hold',
        params: adminCostParamsSchema,
        body: adminCostBodySchema,
        response: { 200: envelope(adminCostSchema) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const data = await catalogue.setCost(request.params.kind, request.body.cost, actor.userId);
      return { success: true as const, data };
    },
  );

  app.get(
    '/admin/packages',
    {
      schema: {
        ...secured,
        summary: 'Every coin package, active or not, in shop order',
        response: { 200: envelope(adminPackageListSchema) },
      },
    },
    async () => ({ success: true as const, data: await catalogue.packages() }),
  );

  app.put(
    '/admin/packages/:id',
    {
      schema: {
        ...secured,
        summary: 'Edit a coin package (audited with before and after)',
        params: adminPackageParamsSchema,
        body: adminPackageBodySchema,
        response: { 200: envelope(adminPackageSchema) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const data = await catalogue.updatePackage(request.params.id, request.body, actor.userId);
      return { success: true as const, data };
    },
  );
};
