import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminIdParamsSchema,
  adminRestoreBodySchema,
  adminSuspendBodySchema,
  adminSuspensionSchema,
} from '@duangdee/contract/admin';
import { envelope } from '@duangdee/contract/envelope';
import { requireUser } from '../../platform/auth-guard.ts';
import type { SuspensionService } from './suspension.ts';

/** Registered inside the admin scope (see app.ts), behind the admin guard. */
export const adminSuspensionRoutes: FastifyPluginAsyncZod<{
  suspensions: SuspensionService;
}> = async (app, { suspensions }) => {
  const secured = { tags: ['admin'], security: [{ bearer: [] }] };

  app.post(
    '/admin/users/:id/suspend',
    {
      schema: {
        ...secured,
        summary:
          'Suspend an account at once (audited): its tokens answer 403, refresh 401, sign-in 403',
        params: adminIdParamsSchema,
        body: adminSuspendBodySchema,
        response: { 200: envelope(adminSuspensionSchema) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const data = await suspensions.suspend(request.params.id, actor.userId, request.body.reason);
      return { success: true as const, data };
    },
  );

  app.post(
    '/admin/users/:id/restore',
    {
      schema: {
        ...secured,
        summary: 'Lift a suspension (audited): unexpired tokens work again',
        params: adminIdParamsSchema,
        body: adminRestoreBodySchema,
        response: { 200: envelope(adminSuspensionSchema) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const data = await suspensions.restore(request.params.id, actor.userId, request.body.reason);
      return { success: true as const, data };
    },
  );
};
