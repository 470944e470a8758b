import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogPageSchema, auditLogQuerySchema } from '@duangdee/contract/admin';
import { envelope } from '@duangdee/contract/envelope';
import { pageInfo } from '@duangdee/contract/paging';
import type { AuditRepo } from './audit.ts';

/** Registered inside the admin scope (see app.ts), behind the admin guard. */
export const adminAuditRoutes: FastifyPluginAsyncZod<{ auditRepo: AuditRepo }> = async (
  app,
  { auditRepo },
) => {
  app.get(
    '/admin/audit-log',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary:
          'Every admin write, newest first; filter by action, actor, target and Bangkok days',
        querystring: auditLogQuerySchema,
        response: { 200: envelope(auditLogPageSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const { items, total } = await auditRepo.list({
        action: q.action,
        actorId: q.actor_id,
        targetId: q.target_id,
        from: q.from,
        to: q.to,
        page: q.page,
        pageSize: q.page_size,
      });
      return { success: true as const, data: { items, ...pageInfo(q.page, q.page_size, total) } };
    },
  );
};
