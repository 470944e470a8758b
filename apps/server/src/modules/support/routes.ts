import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@duangdee/contract/envelope';
import { pageInfo, pagedSchema } from '@duangdee/contract/paging';
import {
  createSupportTicketBodySchema,
  SUPPORT_TICKETS_PER_HOUR,
  supportTicketCreatedSchema,
  supportTicketSchema,
  supportTicketsQuerySchema,
} from '@duangdee/contract/support';
import { AppError } from '../../platform/app-error.ts';
import { guestSessionOf, requireUser } from '../../platform/auth-guard.ts';
import type { SupportService, TicketWriter } from './service.ts';

/**
 * `/support/tickets`: anyone writes to the team (an e-mail to answer is required without a
 * sign-in); a signed-in user reads their own tickets and the answers.
 */
export const supportRoutes: FastifyPluginAsyncZod<{
  support: SupportService;
  /** The account's e-mail address (null when it has none), or undefined for no active account. */
  accountEmailOf: (userId: string) => Promise<string | null | undefined>;
  /** The active guest of a session, if any. */
  guestIdOf: (sessionId: string) => Promise<string | null>;
  /** The guests carried into the account when its user signed in. */
  retiredGuestsOf: (userId: string) => Promise<string[]>;
}> = async (app, { support, accountEmailOf, guestIdOf, retiredGuestsOf }) => {
  /** The signed-in user, else the guest of the session, else nobody known; a stale token is 401. */
  async function writerOf(request: FastifyRequest): Promise<TicketWriter> {
    if (request.principal || request.tokenProblem) {
      const { userId } = requireUser(request);
      const email = await accountEmailOf(userId);
      if (email === undefined) throw new AppError('AUTH_REQUIRED');
      return { kind: 'account', userId, email };
    }
    const session = guestSessionOf(request);
    const guestId = session ? await guestIdOf(session) : null;
    return guestId ? { kind: 'guest', userId: guestId } : { kind: 'anonymous' };
  }

  app.post(
    '/support/tickets',
    {
      schema: {
        tags: ['support'],
        security: [{}, { bearer: [] }, { guestSession: [] }],
        summary:
          'Write to the team. Signed in, the account’s e-mail is used; otherwise `email` is ' +
          `required (400 on \`body.email\`). At most ${SUPPORT_TICKETS_PER_HOUR} a client an hour`,
        body: createSupportTicketBodySchema,
        response: { 201: envelope(supportTicketCreatedSchema) },
      },
      config: { rateLimit: { max: SUPPORT_TICKETS_PER_HOUR, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const data = await support.createTicket(await writerOf(request), request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.get(
    '/support/tickets',
    {
      schema: {
        tags: ['support'],
        security: [{ bearer: [] }],
        summary: "The caller's own tickets, newest first, with the team's answers",
        querystring: supportTicketsQuerySchema,
        response: { 200: envelope(pagedSchema(supportTicketSchema)) },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { page, page_size: pageSize } = request.query;
      const writers = [userId, ...(await retiredGuestsOf(userId))];
      const { items, total } = await support.listOwn(writers, page, pageSize);
      return { success: true as const, data: { items, ...pageInfo(page, pageSize, total) } };
    },
  );
};
