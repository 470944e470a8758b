import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import { PAYMENT_WINDOW_SECONDS } from '@duangdee/contract/payments';
import { AppError } from '../../platform/app-error.ts';
import { presentPayment } from './presenters.ts';
import type { PaymentRow, PaymentsRepo } from './repo.ts';
import { isUniqueViolation, newPaymentCode, type PaymentsService } from './service.ts';
import type { StripeGateway, StripeOutcome } from './stripe-gateway.ts';

export interface CardServiceDeps {
  repo: PaymentsRepo;
  payments: PaymentsService;
  /** null: no Stripe keys; card payments use the sandbox checkout (never in production). */
  stripe: StripeGateway | null;
  sandbox: boolean;
  publicUrl: string;
  scheduleExpiry?: (paymentId: string, at: Date) => Promise<void>;
}

/** Stripe payments (card Checkout, PromptPay PaymentIntents) and the sandbox card checkout. */
export function createCardService(deps: CardServiceDeps) {
  const { repo, payments } = deps;

  async function applyOutcome(payment: PaymentRow, outcome: StripeOutcome, source: string) {
    if (outcome === 'succeeded') {
      await payments.markPaid(payment.id, ['pending', 'verifying', 'expired'], {
        type: `stripe_${source}_succeeded`,
        actor: 'stripe',
      });
    } else if (outcome === 'failed') {
      await payments.markFailed(payment.id, ['pending', 'verifying'], 'payment_failed', {
        type: `stripe_${source}_failed`,
        actor: 'stripe',
      });
    }
    return presentPayment((await repo.findById(payment.id)) ?? payment);
  }

  return {
    /**
     * Starts a card or Stripe PromptPay payment. The same Idempotency-Key returns the first
     * payment; the same key for another package or method is refused.
     */
    async create(input: {
      userId: string;
      email: string | null;
      packageId: string;
      method: 'card' | 'promptpay';
      idempotencyKey: string | null;
    }) {
      const pkg = await payments.packageOrFail(input.packageId);
      const key = input.idempotencyKey ?? `${input.userId}:${Date.now()}:${Math.random()}`;
      const fingerprint = createHash('sha256')
        .update(`${pkg.id}:${input.method}`)
        .digest('hex')
        .slice(0, 16);
      const stored = `${key}#${fingerprint}`;

      if (input.idempotencyKey) {
        const previous = await repo.findByIdempotencyKeyPrefix(input.userId, `${key}#`);
        if (previous) {
          if (previous.idempotencyKey !== stored) throw new AppError('IDEMPOTENCY_KEY_REUSED');
          return presentPayment(previous);
        }
      }
      if (!deps.stripe && !deps.sandbox) {
        throw new AppError('SERVICE_UNAVAILABLE', 'Card payments are not available');
      }
      const provider = deps.stripe ? 'stripe' : 'sandbox';
      let payment: PaymentRow;
      try {
        payment = await repo.insert({
          userId: input.userId,
          packageId: pkg.id,
          provider,
          method: input.method,
          amountSatang: pkg.priceSatang,
          coins: pkg.coins + pkg.bonusCoins,
          paymentCode: newPaymentCode(),
          idempotencyKey: stored,
          expiresAt: new Date(
            Date.now() + (input.method === 'card' ? 24 * 3600 : PAYMENT_WINDOW_SECONDS) * 1000,
          ),
        });
      } catch (error) {
        if (isUniqueViolation(error) && input.idempotencyKey) {
          const winner = await repo.findByIdempotencyKeyPrefix(input.userId, `${key}#`);
          if (winner && winner.idempotencyKey === stored) return presentPayment(winner);
          throw new AppError('IDEMPOTENCY_KEY_REUSED');
        }
        throw error;
      }

      if (!deps.stripe) {
        if (input.method === 'promptpay') {
          throw new AppError('SERVICE_UNAVAILABLE', 'Use /payments/create-payment for PromptPay');
        }
        const checkoutUrl = `/api/v1/sandbox/payments/${payment.id}`;
        await repo.setProviderDetails(payment.id, { checkoutUrl });
        return presentPayment({ ...payment, checkoutUrl });
      }

      if (input.method === 'card') {
        const checkout = await deps.stripe.createCheckout({
          paymentId: payment.id,
          amountSatang: payment.amountSatang,
          productName: `${pkg.nameTh} · ${payment.coins.toLocaleString('th-TH')} เหรียญ`,
          successUrl: `${deps.publicUrl}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${deps.publicUrl}/payment/cancel?payment_id=${payment.id}`,
          idempotencyKey: payment.id,
        });
        await repo.setProviderDetails(payment.id, {
          providerRef: checkout.sessionId,
          checkoutUrl: checkout.url,
        });
        return presentPayment({
          ...payment,
          providerRef: checkout.sessionId,
          checkoutUrl: checkout.url,
        });
      }

      const intent = await deps.stripe.createPromptPayIntent({
        paymentId: payment.id,
        amountSatang: payment.amountSatang,
        email: input.email,
        idempotencyKey: payment.id,
      });
      await repo.setProviderDetails(payment.id, {
        providerRef: intent.intentId,
        qrPayload: intent.qrPayload,
      });
      await deps.scheduleExpiry?.(payment.id, payment.expiresAt);
      return presentPayment({
        ...payment,
        providerRef: intent.intentId,
        qrPayload: intent.qrPayload,
      });
    },

    /** Asks Stripe (never the client) whether a payment went through, and records the answer. */
    async sync(userId: string, paymentId: string) {
      const payment = await payments.ownPayment(userId, paymentId);
      if (payment.provider !== 'stripe' || !deps.stripe || !payment.providerRef) {
        return presentPayment(payment);
      }
      if (payment.status !== 'pending') return presentPayment(payment);
      const outcome = payment.providerRef.startsWith('cs_')
        ? await deps.stripe.checkoutOutcome(payment.providerRef)
        : await deps.stripe.intentOutcome(payment.providerRef);
      return applyOutcome(payment, outcome, 'sync');
    },

    async syncCheckoutSession(userId: string, sessionId: string) {
      const payment = await repo.findByProviderRef('stripe', sessionId);
      if (!payment || payment.userId !== userId)
        throw new AppError('NOT_FOUND', 'Payment not found');
      return this.sync(userId, payment.id);
    },

    /**
     * A verified webhook event. Redeliveries of an event id change nothing; the payment's own
     * transition is exactly-once as well, so even two different events cannot credit twice.
     */
    async handleEvent(event: Stripe.Event): Promise<'applied' | 'duplicate' | 'ignored'> {
      const object = event.data.object as { metadata?: Record<string, string> | null };
      const paymentId = object.metadata?.payment_id;
      const first = await repo.db.transaction((tx) => repo.firstDelivery(tx, event.id, event.type));
      if (!first) return 'duplicate';
      if (!paymentId) return 'ignored';
      const payment = await repo.findById(paymentId);
      if (!payment || payment.provider !== 'stripe') return 'ignored';
      await repo.recordEvent(payment.id, `stripe:${event.type}`, { event_id: event.id });
      switch (event.type) {
        case 'payment_intent.succeeded':
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded': {
          const paid =
            event.type !== 'checkout.session.completed' ||
            (event.data.object as Stripe.Checkout.Session).payment_status === 'paid';
          if (!paid) return 'ignored';
          await applyOutcome(payment, 'succeeded', 'webhook');
          return 'applied';
        }
        case 'payment_intent.payment_failed':
        case 'payment_intent.canceled':
        case 'checkout.session.async_payment_failed':
        case 'checkout.session.expired':
          await applyOutcome(payment, 'failed', 'webhook');
          return 'applied';
        default:
          return 'ignored';
      }
    },
  };
}

export type CardService = ReturnType<typeof createCardService>;
