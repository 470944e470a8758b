import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@duangdee/contract/envelope';
import {
  paymentIdParamsSchema,
  paymentSchema,
  stripeCreateBodySchema,
} from '@duangdee/contract/payments';
import { AppError } from '../../platform/app-error.ts';
import { requireUser } from '../../platform/auth-guard.ts';
import { sendError } from '../../platform/errors.ts';
import { idempotencyKeyOf } from '../../platform/idempotency.ts';
import type { CardService } from './card-service.ts';
import type { StripeGateway } from './stripe-gateway.ts';

export const stripeRoutes: FastifyPluginAsyncZod<{
  cards: CardService;
  stripe: StripeGateway | null;
  emailOf: (userId: string) => Promise<string | null>;
}> = async (app, { cards, stripe, emailOf }) => {
  const secured = { tags: ['payments'], security: [{ bearer: [] }] };
  const created = { 201: envelope(paymentSchema) };

  app.post(
    '/payments/stripe/card',
    {
      schema: {
        ...secured,
        summary:
          'Pay for a package by card (Stripe Checkout; sandbox checkout without Stripe keys)',
        body: stripeCreateBodySchema.pick({ package_id: true }),
        response: created,
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).userId;
      const payment = await cards.create({
        userId,
        email: await emailOf(userId),
        packageId: request.body.package_id,
        method: 'card',
        idempotencyKey: idempotencyKeyOf(request),
      });
      return reply.code(201).send({ success: true as const, data: payment });
    },
  );

  app.post(
    '/payments/stripe/create',
    {
      schema: {
        ...secured,
        summary: 'Pay for a package through Stripe by card or PromptPay',
        body: stripeCreateBodySchema,
        response: created,
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).userId;
      const payment = await cards.create({
        userId,
        email: await emailOf(userId),
        packageId: request.body.package_id,
        method: request.body.payment_method,
        idempotencyKey: idempotencyKeyOf(request),
      });
      return reply.code(201).send({ success: true as const, data: payment });
    },
  );

  for (const suffix of ['status', 'confirm-promptpay'] as const) {
    const route = {
      schema: {
        ...secured,
        summary:
          suffix === 'status'
            ? 'Status of a Stripe payment, checked with Stripe'
            : 'The customer says the PromptPay QR was paid: ask Stripe',
        params: paymentIdParamsSchema,
        response: { 200: envelope(paymentSchema) },
      },
    };
    const handler = async (
      request: { params: { id: string } } & Parameters<typeof requireUser>[0],
    ) => ({
      success: true as const,
      data: await cards.sync(requireUser(request).userId, request.params.id),
    });
    if (suffix === 'status') app.get(`/payments/stripe/:id/${suffix}`, route, handler);
    else app.post(`/payments/stripe/:id/${suffix}`, route, handler);
  }

  app.get(
    '/payments/stripe/success',
    {
      schema: {
        ...secured,
        summary: 'Back from Stripe Checkout: the payment, checked with Stripe',
        querystring: z.object({ session_id: z.string().min(3).max(200) }),
        response: { 200: envelope(paymentSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cards.syncCheckoutSession(requireUser(request).userId, request.query.session_id),
    }),
  );

  // The webhook needs the exact bytes Stripe signed, so JSON is not parsed in this scope.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer' },
      (_request, body, done) => done(null, body),
    );
    webhook.post(
      '/payments/stripe/webhook',
      { schema: { tags: ['payments'], summary: 'Stripe webhook (Stripe-Signature verified)' } },
      async (request, reply) => {
        if (!stripe) throw new AppError('NOT_FOUND');
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
          return sendError(reply, 'VALIDATION_FAILED', 'Missing Stripe-Signature');
        }
        let event;
        try {
          event = stripe.verifyWebhook(request.body, signature);
        } catch {
          return sendError(reply, 'VALIDATION_FAILED', 'Invalid Stripe signature');
        }
        const outcome = await cards.handleEvent(event);
        return { success: true as const, data: { received: true, outcome } };
      },
    );
  });
};
