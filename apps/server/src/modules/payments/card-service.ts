import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import { PAYMENT_WINDOW_SECONDS } from '@duangdee/contract/payments';
import { AppError } from '../../platform/app-error.ts';
import { presentPayment } from './presenters.ts';
import { inTransaction, type DbOrTx } from '../../db/transaction.ts';
import type { PackageRow, PaymentRow, PaymentsRepo } from './repo.ts';
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

/** What a webhook delivery did; `refused`: Stripe reports a success the payment can no longer take. */
export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored' | 'refused';

/** The events that settle a payment, and how; null for every other event. */
function outcomeOf(event: Stripe.Event): StripeOutcome | null {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'checkout.session.async_payment_succeeded':
      return 'succeeded';
    case 'checkout.session.completed':
      // Completed with a delayed method (a bank transfer) is not paid yet: async_payment_* follows.
      return event.data.object.payment_status === 'paid' ? 'succeeded' : null;
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return 'failed';
    default:
      return null;
  }
}

/** Stripe payments (card Checkout, PromptPay PaymentIntents) and the sandbox card checkout. */
export function createCardService(deps: CardServiceDeps) {
  const { repo, payments } = deps;

  /** Records Stripe's answer about a payment (in `tx` when given). */
  async function recordOutcome(
    paymentId: string,
    outcome: StripeOutcome,
    source: string,
    tx?: DbOrTx,
  ): Promise<void> {
    if (outcome === 'succeeded') {
      await payments.markPaid(
        paymentId,
        ['pending', 'verifying', 'expired'],
        { type: `stripe_${source}_succeeded`, actor: 'stripe' },
        { tx },
      );
    } else if (outcome === 'failed') {
      await payments.markFailed(
        paymentId,
        ['pending', 'verifying'],
        'payment_failed',
        { type: `stripe_${source}_failed`, actor: 'stripe' },
        { tx },
      );
    }
  }

  async function applyOutcome(payment: PaymentRow, outcome: StripeOutcome, source: string) {
    await recordOutcome(payment.id, outcome, source);
    return presentPayment((await repo.findById(payment.id)) ?? payment);
  }

  /**
   * Opens a stored payment at Stripe: a Checkout Session (card) or a PromptPay intent. Stripe's
   * idempotency key is the payment id, so opening the same payment twice (a retry after Stripe
   * could not be reached, or its answer was lost) gives the one session, never a second.
   */
  async function openAtStripe(
    stripe: StripeGateway,
    payment: PaymentRow,
    pkg: PackageRow,
    email: string | null,
  ) {
    let details: { providerRef: string; checkoutUrl?: string; qrPayload?: string | null };
    try {
      if (payment.method === 'card') {
        const checkout = await stripe.createCheckout({
          paymentId: payment.id,
          amountSatang: payment.amountSatang,
          productName: `${pkg.nameTh} · ${payment.coins.toLocaleString('th-TH')} เหรียญ`,
          successUrl: `${deps.publicUrl}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${deps.publicUrl}/payment/cancel?payment_id=${payment.id}`,
          idempotencyKey: payment.id,
        });
        details = { providerRef: checkout.sessionId, checkoutUrl: checkout.url };
      } else {
        const intent = await stripe.createPromptPayIntent({
          paymentId: payment.id,
          amountSatang: payment.amountSatang,
          email,
          idempotencyKey: payment.id,
        });
        details = { providerRef: intent.intentId, qrPayload: intent.qrPayload };
      }
    } catch (error) {
      // Nothing was charged. The payment stays pending with nothing to pay yet: the same
      // Idempotency-Key opens it again, and otherwise it ends with its window.
      const code = error instanceof AppError ? error.code : 'INTERNAL_ERROR';
      await repo.recordEvent(payment.id, 'stripe_open_failed', { code });
      await deps.scheduleExpiry?.(payment.id, payment.expiresAt);
      throw error;
    }
    await repo.setProviderDetails(payment.id, details);
    // Past its window the checkout can no longer be continued: the purchase shows as expired
    // rather than pending (a late Stripe success still credits it, see applyOutcome).
    await deps.scheduleExpiry?.(payment.id, payment.expiresAt);
    return presentPayment({ ...payment, ...details });
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
          // The first attempt never reached Stripe (or its answer was lost): this retry opens it.
          const { stripe } = deps;
          if (stripe && previous.provider === 'stripe' && previous.status === 'pending') {
            if (!previous.providerRef) return openAtStripe(stripe, previous, pkg, input.email);
          }
          return presentPayment(previous);
        }
      }
      if (!deps.stripe && !deps.sandbox) {
        throw new AppError('SERVICE_UNAVAILABLE', 'Card payments are not available');
      }
      // Refused before anything is stored: the sandbox plays a card network, not Stripe PromptPay.
      if (!deps.stripe && input.method === 'promptpay') {
        throw new AppError('VALIDATION_FAILED', undefined, [
          {
            path: 'body.payment_method',
            message: 'PromptPay is paid through /payments/create-payment here',
          },
        ]);
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
        const checkoutUrl = `/api/v1/sandbox/payments/${payment.id}`;
        await repo.setProviderDetails(payment.id, { checkoutUrl });
        // An unpaid checkout ends with its window, as a QR does.
        await deps.scheduleExpiry?.(payment.id, payment.expiresAt);
        return presentPayment({ ...payment, checkoutUrl });
      }
      return openAtStripe(deps.stripe, payment, pkg, input.email);
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
     * A verified webhook event. The event id is recorded in the same transaction as what the
     * event does: a crash in between leaves neither, so Stripe's retry is applied rather than
     * taken for a duplicate, and a redelivery of an applied event changes nothing. The payment's
     * own transition is exactly-once as well, so even two different events cannot credit twice.
     */
    async handleEvent(event: Stripe.Event): Promise<WebhookOutcome> {
      const object = event.data.object as { metadata?: Record<string, string> | null };
      const paymentId = object.metadata?.payment_id;
      return inTransaction(repo.db, async (tx): Promise<WebhookOutcome> => {
        if (!(await repo.firstDelivery(tx, event.id, event.type))) return 'duplicate';
        if (!paymentId) return 'ignored';
        const payment = await repo.findById(paymentId, tx);
        if (!payment || payment.provider !== 'stripe') return 'ignored';
        await repo.recordEvent(payment.id, `stripe:${event.type}`, { event_id: event.id }, tx);
        const outcome = outcomeOf(event);
        if (!outcome) return 'ignored';
        try {
          await recordOutcome(payment.id, outcome, 'webhook', tx);
          return 'applied';
        } catch (error) {
          // Paid at Stripe for a payment already failed or cancelled here: a decision, not a
          // crash. The event stays on the payment's history for an admin, and Stripe is not made
          // to send it again for days.
          if (error instanceof AppError && error.code === 'PAYMENT_NOT_PAYABLE') return 'refused';
          throw error;
        }
      });
    },
  };
}

export type CardService = ReturnType<typeof createCardService>;
