import type Stripe from 'stripe';
import { AppError } from '../../platform/app-error.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another host for the API (a local stand-in in tests), e.g. http://127.0.0.1:12111. */
  apiBase: string | null;
  /** Per attempt (default 20 s); tests of a silent Stripe set less. */
  timeoutMs?: number;
  /** Retries of a failed connection or a 5xx, with the SDK's backoff (default 2). */
  maxNetworkRetries?: number;
}

/** The SDK's error classes, once a gateway has loaded it. */
let stripeErrors: typeof Stripe.errors | null = null;

/**
 * A failed Stripe call as the client hears it. No call moves money by itself (creating a Checkout
 * Session or a PromptPay intent only offers a payment; the rest only read), so nothing is charged
 * either way and the same call may be tried again.
 * - PAYMENT_PROVIDER_UNAVAILABLE (503): no usable answer in time — Stripe unreachable, silent,
 *   rate limiting us, or failing on its side (5xx) after the SDK's retries.
 * - PAYMENT_PROVIDER_ERROR (502): Stripe answered and refused (our key, our request) or answered
 *   something we cannot use.
 * Anything that is not Stripe's is our own bug and stays a 500.
 */
export function stripeFailure(error: unknown): unknown {
  // Before a gateway has loaded the SDK, nothing can have failed in it.
  const errors = stripeErrors;
  if (!errors || !(error instanceof errors.StripeError)) return error;
  const unavailable =
    error instanceof errors.StripeConnectionError ||
    error instanceof errors.StripeRateLimitError ||
    error instanceof errors.StripeAPIError ||
    (error.statusCode ?? 0) >= 500;
  return new AppError(
    unavailable ? 'PAYMENT_PROVIDER_UNAVAILABLE' : 'PAYMENT_PROVIDER_ERROR',
    undefined,
    undefined,
    { cause: error },
  );
}

/** Runs a Stripe call, naming its failure (see stripeFailure). */
async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw stripeFailure(error);
  }
}

export interface CheckoutInput {
  paymentId: string;
  amountSatang: number;
  productName: string;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

export interface PromptPayIntentInput {
  paymentId: string;
  amountSatang: number;
  email: string | null;
  idempotencyKey: string;
}

/** What a Stripe object says about money, reduced to what a payment needs. */
export type StripeOutcome = 'succeeded' | 'failed' | 'pending';

export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The Stripe adapter on the official SDK: Checkout for cards, PaymentIntents for PromptPay. This
 * SDK's API version names the method list `allowed_payment_method_types` on create (it used to be
 * `payment_method_types`, still the name on the returned objects).
 */
export async function createStripeGateway(settings: StripeSettings) {
  // The SDK loads only when Stripe is configured (it is a tenth of a second of start-up).
  const { default: StripeClient } = await import('stripe');
  stripeErrors = StripeClient.errors;
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  const stripe = new StripeClient(settings.secretKey, {
    maxNetworkRetries: settings.maxNetworkRetries ?? 2,
    timeout: settings.timeoutMs ?? 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });

  const intentOutcome = (intent: Stripe.PaymentIntent): StripeOutcome =>
    intent.status === 'succeeded'
      ? 'succeeded'
      : intent.status === 'canceled' || intent.last_payment_error
        ? 'failed'
        : 'pending';

  return {
    async createCheckout(input: CheckoutInput) {
      const session = await callStripe(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            allowed_payment_method_types: ['card'],
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: 'thb',
                  unit_amount: input.amountSatang,
                  product_data: { name: input.productName },
                },
              },
            ],
            client_reference_id: input.paymentId,
            metadata: { payment_id: input.paymentId },
            payment_intent_data: { metadata: { payment_id: input.paymentId } },
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
          },
          { idempotencyKey: `checkout:${input.idempotencyKey}` },
        ),
      );
      if (!session.url) {
        const cause = new Error('Stripe returned a Checkout Session without a URL');
        throw new AppError('PAYMENT_PROVIDER_ERROR', undefined, undefined, { cause });
      }
      return { sessionId: session.id, url: session.url };
    },

    async createPromptPayIntent(input: PromptPayIntentInput) {
      const intent = await callStripe(() =>
        stripe.paymentIntents.create(
          {
            amount: input.amountSatang,
            currency: 'thb',
            allowed_payment_method_types: ['promptpay'],
            payment_method_data: {
              type: 'promptpay',
              billing_details: { email: input.email ?? 'customer@duangdee.app' },
            },
            confirm: true,
            metadata: { payment_id: input.paymentId },
          },
          { idempotencyKey: `promptpay:${input.idempotencyKey}` },
        ),
      );
      const qr = intent.next_action?.promptpay_display_qr_code;
      return {
        intentId: intent.id,
        qrPayload: qr?.data ?? null,
        qrImageUrl: qr?.image_url_png ?? null,
      };
    },

    async intentOutcome(intentId: string): Promise<StripeOutcome> {
      return intentOutcome(await callStripe(() => stripe.paymentIntents.retrieve(intentId)));
    },

    async checkoutOutcome(sessionId: string): Promise<StripeOutcome> {
      const session = await callStripe(() => stripe.checkout.sessions.retrieve(sessionId));
      if (session.payment_status === 'paid') return 'succeeded';
      if (session.status === 'expired') return 'failed';
      return 'pending';
    },

    /** Verifies the signature over the raw body; throws on a bad or stale one. */
    verifyWebhook(rawBody: Buffer, signature: string): Stripe.Event {
      return stripe.webhooks.constructEvent(
        rawBody,
        signature,
        settings.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    },
  };
}

export type StripeGateway = Awaited<ReturnType<typeof createStripeGateway>>;
