import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminIdParamsSchema,
  adminTicketReplyBodySchema,
  adminTicketRowSchema,
  adminTicketsQuerySchema,
} from '@duangdee/contract/admin';
import { envelope } from '@duangdee/contract/envelope';
import { pageInfo, pagedSchema } from '@duangdee/contract/paging';
import { supportTicketSchema } from '@duangdee/contract/support';
import { requireUser } from '../../platform/auth-guard.ts';
import { presentTicket } from '../support/service.ts';
import type { AdminRepo } from './repo.ts';
import type { AdminService } from './service.ts';

/** Registered inside the admin scope (see app.ts), behind the admin guard. */
export const adminSupportRoutes: FastifyPluginAsyncZod<{
  admin: AdminService;
  repo: AdminRepo;
}> = async (app, { admin, repo }) => {
  const secured = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get(
    '/admin/support/tickets',
    {
      schema: {
        ...secured,
        summary: 'Support tickets, newest first, by status',
        querystring: adminTicketsQuerySchema,
        response: { 200: envelope(pagedSchema(adminTicketRowSchema)) },
      },
    },
    async (request) => {
      const { status, page, page_size: pageSize } = request.query;
      const { rows, total } = await repo.tickets(status, page, pageSize);
      return {
        success: true as const,
        data: {
          items: rows.map((row) => ({
            ...presentTicket(row),
            user_id: row.userId,
            email: row.email,
          })),
          ...pageInfo(page, pageSize, total),
        },
      };
    },
  );

  app.post(
    '/admin/support/tickets/:id/reply',
    {
      schema: {
        ...secured,
        summary: 'Answer a ticket: the writer is notified (audited); a closed ticket is 409',
        params: adminIdParamsSchema,
        body: adminTicketReplyBodySchema,
        response: { 200: envelope(supportTicketSchema) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const ticket = await admin.replyTicket(request.params.id, actor.userId, request.body.message);
      return { success: true as const, data: ticket };
    },
  );
};
