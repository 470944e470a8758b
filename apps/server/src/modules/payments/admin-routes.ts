import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@duangdee/contract/envelope';
import { pageInfo, pagedSchema } from '@duangdee/contract/paging';
import {
  adminPaymentRowSchema,
  adminPaymentsQuerySchema,
  paymentIdParamsSchema,
  paymentSchema,
  rejectPaymentBodySchema,
} from '@duangdee/contract/payments';
import { AppError } from '../../platform/app-error.ts';
import { requireUser } from '../../platform/auth-guard.ts';
import { presentPayment } from './presenters.ts';
import type { PaymentsRepo } from './repo.ts';
import type { PaymentsService } from './service.ts';

/** Slip review: registered inside the admin scope (see app.ts), behind the admin guard. */
export const adminPaymentRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  repo: PaymentsRepo;
}> = async (app, { payments, repo }) => {
  const secured = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get(
    '/admin/payments',
    {
      schema: {
        ...secured,
        summary: 'Payments by status, oldest first (the slip review queue is status=verifying)',
        querystring: adminPaymentsQuerySchema,
        response: { 200: envelope(pagedSchema(adminPaymentRowSchema)) },
      },
    },
    async (request) => {
      const { status, page, page_size: pageSize } = request.query;
      const { rows, total } = await repo.adminList(status, page, pageSize);
      const slips = await repo.slipsFor(rows.map((r) => r.payment.id));
      return {
        success: true as const,
        data: {
          items: rows.map(({ payment, email }) => ({
            ...presentPayment(payment),
            user_id: payment.userId,
            user_email: email,
            slips: slips
              .filter((s) => s.paymentId === payment.id)
              .map((s) => ({
                id: s.id,
                sending_bank: s.sendingBank,
                trans_ref: s.transRef,
                mime_type: s.mimeType,
                created_at: s.createdAt.toISOString(),
              })),
          })),
          ...pageInfo(page, pageSize, total),
        },
      };
    },
  );

  app.post(
    '/admin/payments/:id/approve',
    {
      schema: {
        ...secured,
        summary: 'Approve a reviewed slip: the coins are credited once',
        params: paymentIdParamsSchema,
        response: { 200: envelope(paymentSchema) },
      },
    },
    async (request) => {
      const admin = requireUser(request);
      const { payment } = await payments.markPaid(request.params.id, ['verifying'], {
        type: 'approved',
        actor: `admin:${admin.userId}`,
      });
      return { success: true as const, data: presentPayment(payment) };
    },
  );

  app.post(
    '/admin/payments/:id/reject',
    {
      schema: {
        ...secured,
        summary: 'Reject a slip: the payment fails and the user is told why',
        params: paymentIdParamsSchema,
        body: rejectPaymentBodySchema,
        response: { 200: envelope(paymentSchema) },
      },
    },
    async (request) => {
      const admin = requireUser(request);
      const rejected = await payments.markFailed(
        request.params.id,
        ['verifying'],
        request.body.reason,
        {
          type: 'rejected',
          actor: `admin:${admin.userId}`,
          data: { reason: request.body.reason },
        },
      );
      if (!rejected) {
        const current = await repo.findById(request.params.id);
        if (!current) throw new AppError('NOT_FOUND', 'Payment not found');
        throw new AppError('PAYMENT_NOT_PAYABLE', 'Only a payment under review can be rejected');
      }
      return { success: true as const, data: presentPayment(rejected) };
    },
  );
};
