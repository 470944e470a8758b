import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminGuestRowSchema,
  adminGuestsQuerySchema,
  adminIdParamsSchema,
  adminRefundBodySchema,
  adminRefundResultSchema,
  adminSessionDetailSchema,
  adminSessionRowSchema,
  adminSessionsQuerySchema,
  adminUserDetailSchema,
} from '@duangdee/contract/admin';
import { envelope } from '@duangdee/contract/envelope';
import { pageInfo, pagedSchema } from '@duangdee/contract/paging';
import type { z } from 'zod';
import { AppError } from '../../platform/app-error.ts';
import { requireUser } from '../../platform/auth-guard.ts';
import { presentPayment } from '../payments/presenters.ts';
import type { PaymentsRepo } from '../payments/repo.ts';
import { displayNameOf } from '../users/presenters.ts';
import type { UsersRepo } from '../users/repo.ts';
import type { AdminRepo } from './repo.ts';
import type { AdminService } from './service.ts';

type SessionRow = NonNullable<Awaited<ReturnType<AdminRepo['session']>>>;

function presentSession({ session, coins }: SessionRow): z.infer<typeof adminSessionRowSchema> {
  return {
    id: session.id,
    user_id: session.userId,
    kind: session.kind,
    status: session.status,
    cost: session.cost,
    coins,
    error: session.error,
    created_at: session.createdAt.toISOString(),
    completed_at: session.completedAt?.toISOString() ?? null,
  };
}

/** People and their readings, and the reading refund. Inside the admin scope (see app.ts). */
export const adminSessionRoutes: FastifyPluginAsyncZod<{
  admin: AdminService;
  repo: AdminRepo;
  usersRepo: UsersRepo;
  paymentsRepo: PaymentsRepo;
}> = async (app, { admin, repo, usersRepo, paymentsRepo }) => {
  const secured = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get(
    '/admin/users/:id',
    {
      schema: {
        ...secured,
        summary: 'One person: profile, wallet, newest readings and payments, consents',
        params: adminIdParamsSchema,
        response: { 200: envelope(adminUserDetailSchema) },
      },
    },
    async (request) => {
      const user = await usersRepo.findById(request.params.id);
      if (!user) throw new AppError('NOT_FOUND', 'User not found');
      const [wallet, readings, payments, consents] = await Promise.all([
        repo.walletOf(user.id),
        repo.sessions({ userId: user.id, page: 1, pageSize: 20 }),
        paymentsRepo.listForUser(user.id, 1, 20),
        usersRepo.listConsents(user.id),
      ]);
      return {
        success: true as const,
        data: {
          profile: {
            id: user.id,
            email: user.email,
            display_name: displayNameOf(user),
            first_name: user.firstName,
            last_name: user.lastName,
            phone_number: user.phoneNumber,
            role: user.role,
            is_guest: user.isGuest,
            is_active: user.isActive,
            language: user.language,
            created_at: user.createdAt.toISOString(),
            last_login_at: user.lastLoginAt?.toISOString() ?? null,
            erased_at: user.erasedAt?.toISOString() ?? null,
            suspended_at: user.suspendedAt?.toISOString() ?? null,
            suspended_reason: user.suspendedReason ?? null,
          },
          wallet: {
            balance: wallet.balance,
            held: wallet.held,
            available: wallet.balance - wallet.held,
          },
          readings: readings.rows.map(presentSession),
          payments: payments.rows.map(presentPayment),
          consents: consents.map((c) => ({
            purpose: c.purpose,
            granted: c.granted,
            policy_version: c.policyVersion,
            source: c.source,
            user_agent: c.userAgent,
            ip_hash: c.ipHash,
            created_at: c.createdAt.toISOString(),
          })),
        },
      };
    },
  );

  app.get(
    '/admin/guests',
    {
      schema: {
        ...secured,
        summary: 'Guests, newest first, with their coins and readings',
        querystring: adminGuestsQuerySchema,
        response: { 200: envelope(pagedSchema(adminGuestRowSchema)) },
      },
    },
    async (request) => {
      const { page, page_size: pageSize } = request.query;
      const { rows, total } = await repo.guests(page, pageSize);
      return {
        success: true as const,
        data: {
          items: rows.map(({ user, balance, readings }) => ({
            id: user.id,
            created_at: user.createdAt.toISOString(),
            last_active_at: user.lastActiveAt?.toISOString() ?? null,
            retired_into: user.retiredInto,
            balance,
            readings,
          })),
          ...pageInfo(page, pageSize, total),
        },
      };
    },
  );

  app.get(
    '/admin/fortune-sessions',
    {
      schema: {
        ...secured,
        summary: 'Readings and chat sessions, newest first, by kind, status and user',
        querystring: adminSessionsQuerySchema,
        response: { 200: envelope(pagedSchema(adminSessionRowSchema)) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await repo.sessions({
        kind: q.kind,
        status: q.status,
        userId: q.user_id,
        page: q.page,
        pageSize: q.page_size,
      });
      return {
        success: true as const,
        data: { items: rows.map(presentSession), ...pageInfo(q.page, q.page_size, total) },
      };
    },
  );

  app.get(
    '/admin/fortune-sessions/:id',
    {
      schema: {
        ...secured,
        summary: 'One reading with its input and result',
        params: adminIdParamsSchema,
        response: { 200: envelope(adminSessionDetailSchema) },
      },
    },
    async (request) => {
      const row = await repo.session(request.params.id);
      if (!row) throw new AppError('NOT_FOUND', 'Reading not found');
      return {
        success: true as const,
        data: {
          ...presentSession(row),
          input: row.session.input,
          result: row.session.result,
          hold_id: row.session.holdId,
          started_at: row.session.startedAt?.toISOString() ?? null,
        },
      };
    },
  );

  app.post(
    '/admin/fortune-sessions/:id/refund',
    {
      schema: {
        ...secured,
        summary: "Give a reading's coins back, once (audited); nothing to give back is 409",
        params: adminIdParamsSchema,
        body: adminRefundBodySchema,
        response: { 200: envelope(adminRefundResultSchema) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const data = await admin.refundSession(request.params.id, actor.userId, request.body.reason);
      return { success: true as const, data };
    },
  );
};
