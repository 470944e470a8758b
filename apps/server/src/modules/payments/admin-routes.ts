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
import { z } from 'zod';
import { AppError } from '../../platform/app-error.ts';
import { requireUser } from '../../platform/auth-guard.ts';
import { isStoredObjectGone } from '../../platform/storage.ts';
import { bangkokDayStart, nextBangkokDay } from '../admin/bangkok-days.ts';
import { presentPayment } from './presenters.ts';
import type { PaymentsRepo } from './repo.ts';
import type { PaymentsService } from './service.ts';
import { cleanStoredSlip, isUncleanedImageSlip } from './slips.ts';

const slipImageParamsSchema = z.object({ id: z.uuid(), slip_id: z.uuid() });

/**
 * Slip review: registered inside the admin scope (see app.ts), behind the admin guard. The
 * decisions go through `review` (the admin module), which audits them in the same transaction.
 */
export const adminPaymentRoutes: FastifyPluginAsyncZod<{
  repo: PaymentsRepo;
  /** Reads a stored slip image by its storage key (private storage). */
  readSlipImage: (storageKey: string) => Promise<Buffer>;
  /** The audited review decisions (admin module: the audit row commits with the change). */
  review: {
    approve: (paymentId: string, adminId: string) => ReturnType<PaymentsService['markPaid']>;
    reject: (
      paymentId: string,
      adminId: string,
      reason: string,
    ) => ReturnType<PaymentsService['markFailed']>;
  };
}> = async (app, { repo, review, readSlipImage }) => {
  const { approve, reject } = review;
  const secured = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get(
    '/admin/payments',
    {
      schema: {
        ...secured,
        summary:
          'Payments by status, method, user and Bangkok days, oldest first (the slip review queue is status=verifying)',
        querystring: adminPaymentsQuerySchema,
        response: { 200: envelope(pagedSchema(adminPaymentRowSchema)) },
      },
    },
    async (request) => {
      const {
        status,
        method,
        user_id: userId,
        from,
        to,
        page,
        page_size: pageSize,
      } = request.query;
      const { rows, total } = await repo.adminList({
        status,
        method,
        userId,
        from: from ? bangkokDayStart(from) : undefined,
        to: to ? bangkokDayStart(nextBangkokDay(to)) : undefined,
        page,
        pageSize,
      });
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

  app.get(
    '/admin/payments/:id/slips/:slip_id/image',
    {
      schema: {
        ...secured,
        summary: 'The image of a slip under review (admins only; erased slips have none: 404)',
        params: slipImageParamsSchema,
      },
    },
    async (request, reply) => {
      const slip = await repo.slipOf(request.params.id, request.params.slip_id);
      if (!slip?.storagePath) throw new AppError('NOT_FOUND', 'Slip image not found');
      let bytes: Buffer;
      try {
        bytes = await readSlipImage(slip.storagePath);
      } catch (error) {
        // Gone (an erasure interrupted) is 404; storage out of reach is not "no slip" (503).
        if (isStoredObjectGone(error)) throw new AppError('NOT_FOUND', 'Slip image not found');
        throw error;
      }
      let type = slip.mimeType;
      if (isUncleanedImageSlip(slip)) {
        // Stored as sent, before slips were re-encoded: cleaned of its metadata on the way out.
        const clean = await cleanStoredSlip(bytes);
        if (!clean) throw new AppError('NOT_FOUND', 'Slip image not found');
        bytes = clean;
        type = 'image/jpeg';
      }
      return (
        reply
          .type(type)
          // A slip is a bank document: never kept by a shared cache or another session.
          .header('Cache-Control', 'private, no-store')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Disposition', `inline; filename="slip-${slip.id}"`)
          .send(bytes)
      );
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
      const { payment } = await approve(request.params.id, admin.userId);
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
      const rejected = await reject(request.params.id, admin.userId, request.body.reason);
      if (!rejected) {
        const current = await repo.findById(request.params.id);
        if (!current) throw new AppError('NOT_FOUND', 'Payment not found');
        throw new AppError('PAYMENT_NOT_PAYABLE', 'Only a payment under review can be rejected');
      }
      return { success: true as const, data: presentPayment(rejected) };
    },
  );
};
