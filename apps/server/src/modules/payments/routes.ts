import type { FastifyRequest } from 'fastify';
import { acceptFiles } from '../../platform/multipart.ts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@duangdee/contract/envelope';
import { pageInfo, pagedSchema } from '@duangdee/contract/paging';
import {
  createPaymentBodySchema,
  downloadQrBodySchema,
  packagesResultSchema,
  paymentIdParamsSchema,
  paymentSchema,
  productCostSchema,
  productTypeParamsSchema,
  SLIP_MAX_BYTES,
  slipResultSchema,
} from '@duangdee/contract/payments';
import { AppError } from '../../platform/app-error.ts';
import { requireUser } from '../../platform/auth-guard.ts';
import type { PaymentsService } from './service.ts';

export interface PaymentRoutesOptions {
  payments: PaymentsService;
  /** Coin cost of a product type (reading kind), from the wallet's cost catalogue. */
  costOf: (type: string) => Promise<number | null>;
}

const languageQuery = z.object({ lang: z.enum(['th', 'en']).optional() });
const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, opts) => {
  const { payments } = opts;
  const secured = { tags: ['payments'], security: [{ bearer: [] }] };

  for (const url of ['/payments/packages', '/products']) {
    app.get(
      url,
      {
        schema: {
          tags: ['payments'],
          summary: 'Coin packages for sale (public)',
          querystring: languageQuery,
          response: { 200: envelope(packagesResultSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await payments.listPackages(request.query.lang ?? 'th'),
      }),
    );
  }

  app.get(
    '/products/types/:type/cost',
    {
      schema: {
        tags: ['payments'],
        summary: 'Coin cost of a product type',
        params: productTypeParamsSchema,
        response: { 200: envelope(productCostSchema) },
      },
    },
    async (request) => {
      const cost = await opts.costOf(request.params.type);
      if (cost === null) throw new AppError('NOT_FOUND', 'Unknown product type');
      return { success: true as const, data: { type: request.params.type, coin_cost: cost } };
    },
  );

  app.post(
    '/payments/create-payment',
    {
      schema: {
        ...secured,
        summary: 'Start a PromptPay QR payment for a package (the price comes from the server)',
        body: createPaymentBodySchema,
        response: { 201: envelope(paymentSchema) },
      },
    },
    async (request, reply) => {
      const payment = await payments.createPromptPayPayment(
        requireUser(request).userId,
        request.body.package_id,
      );
      return reply.code(201).send({ success: true as const, data: payment });
    },
  );

  app.get(
    '/payments/:id/status',
    {
      schema: {
        ...secured,
        params: paymentIdParamsSchema,
        response: { 200: envelope(paymentSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments.status(requireUser(request).userId, request.params.id),
    }),
  );

  app.get(
    '/payments/:id/qr.png',
    { schema: { ...secured, summary: 'The PromptPay QR as a PNG', params: paymentIdParamsSchema } },
    async (request, reply) => {
      const png = await payments.qrPng(requireUser(request).userId, request.params.id);
      return reply.type('image/png').header('Cache-Control', 'private, no-store').send(png);
    },
  );

  app.post(
    '/proxy/download-qr',
    {
      schema: {
        ...secured,
        summary: "Download a payment's QR image (qr_url must be that payment's qr_image_url)",
        body: downloadQrBodySchema,
      },
    },
    async (request, reply) => {
      const { payment_id: paymentId, qr_url: qrUrl } = request.body;
      const expected = `/api/v1/payments/${paymentId}/qr.png`;
      // Only our own QR endpoint: this is not an open proxy.
      const path = qrUrl.replace(/^https?:\/\/[^/]+/, '');
      if (path !== expected)
        throw new AppError('VALIDATION_FAILED', 'qr_url does not belong to this payment');
      const png = await payments.qrPng(requireUser(request).userId, paymentId);
      return reply
        .type('image/png')
        .header('Content-Disposition', `attachment; filename="promptpay-${paymentId}.png"`)
        .send(png);
    },
  );

  app.get(
    '/purchases',
    {
      schema: {
        ...secured,
        summary: "The user's payments, newest first",
        querystring: pageQuery,
        response: { 200: envelope(pagedSchema(paymentSchema)) },
      },
    },
    async (request) => {
      const { page, page_size: pageSize } = request.query;
      const { items, total } = await payments.purchases(
        requireUser(request).userId,
        page,
        pageSize,
      );
      return { success: true as const, data: { items, ...pageInfo(page, pageSize, total) } };
    },
  );

  async function readSlip(request: FastifyRequest) {
    const file = await request.file({ limits: { fileSize: SLIP_MAX_BYTES, files: 1 } });
    if (!file || file.fieldname !== 'slip') {
      throw new AppError('INVALID_FILE', 'Invalid slip file', { field: 'slip' });
    }
    const bytes = await file.toBuffer().catch(() => {
      throw new AppError('INVALID_FILE', 'Invalid slip file');
    });
    if (file.file.truncated) throw new AppError('INVALID_FILE', 'Invalid slip file');
    const fields = file.fields as Record<string, { value?: unknown } | undefined>;
    const paymentField = fields.payment_id ?? fields.paymentId;
    return {
      bytes,
      paymentId: typeof paymentField?.value === 'string' ? paymentField.value : null,
    };
  }

  // The slip routes take a file: multipart bodies are parsed in their scope only.
  await app.register(async (scope) => {
    await acceptFiles(scope);
    const slips = scope.withTypeProvider<ZodTypeProvider>();
    slips.post(
      '/payments/:id/slip',
      {
        schema: {
          ...secured,
          summary: 'Upload the bank slip of a PromptPay payment (multipart field `slip`)',
          consumes: ['multipart/form-data'],
          params: paymentIdParamsSchema,
          response: { 200: envelope(slipResultSchema) },
        },
      },
      async (request) => {
        const userId = requireUser(request).userId;
        const { bytes } = await readSlip(request);
        return {
          success: true as const,
          data: await payments.attachSlip(userId, request.params.id, bytes),
        };
      },
    );

    slips.post(
      '/upload/slip',
      {
        schema: {
          ...secured,
          summary: 'Upload a bank slip (multipart: `slip`, and `payment_id` before it)',
          consumes: ['multipart/form-data'],
          response: { 200: envelope(slipResultSchema) },
        },
      },
      async (request) => {
        const userId = requireUser(request).userId;
        const { bytes, paymentId } = await readSlip(request);
        const parsed = z.uuid().safeParse(paymentId);
        if (!parsed.success) {
          throw new AppError('VALIDATION_FAILED', undefined, [
            { path: 'body.payment_id', message: 'a payment id is required' },
          ]);
        }
        return {
          success: true as const,
          data: await payments.attachSlip(userId, parsed.data, bytes),
        };
      },
    );
  });
};
