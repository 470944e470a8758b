import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { balanceOf } from '../support/balance.ts';
import { signInWithOutbox, type SignedIn } from '../support/sign-in.ts';
import { startStripe, type StripeStandIn } from '../support/stripe-standin.ts';
import { testConfig } from '../test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';

const WEBHOOK_SECRET = 'whsec_test_duangdee';
const signer = new Stripe('sk_test_signer');
let stripeApi: StripeStandIn;
let app: App;
let database: TestDatabase;

beforeAll(async () => {
  stripeApi = await startStripe();
  database = await createTestDatabase();
  app = await buildApp(
    testConfig({
      STRIPE_SECRET_KEY: 'sk_test_duangdee',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripeApi.apiBase,
    }),
    { database },
  );
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.destroy();
  await stripeApi.close();
});

type Payment = {
  payment_id: string;
  status: string;
  checkout_url: string;
  qr_payload: string | null;
  coins: number;
};

async function startCard(user: SignedIn, packageId = 'popular', key?: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/payments/stripe/card',
    headers: { ...user.auth, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { packageId },
  });
  return { res, data: res.json<{ data: Payment }>().data };
}

function deliver(
  event: object,
  options: { secret?: string; timestamp?: number; tamper?: boolean } = {},
) {
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  return app.inject({
    method: 'POST',
    url: '/api/v1/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload: options.tamper ? payload.replace('"paid"', '"paid" ') : payload,
  });
}

function completedEvent(id: string, sessionId: string, paymentId: string) {
  return {
    id,
    object: 'event',
    type: 'checkout.session.completed',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        metadata: { payment_id: paymentId },
      },
    },
  };
}

describe('Stripe card payments', () => {
  it('creates a Checkout Session carrying metadata.payment_id and replays an Idempotency-Key', async () => {
    const user = await signInWithOutbox(app, database, 'card@example.com');
    const first = await startCard(user, 'popular', 'order-0001-abcdef');
    expect(first.res.statusCode).toBe(201);
    expect(first.data.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const call = stripeApi.requests.find((r) => r.path === '/v1/checkout/sessions');
    expect(call?.body).toMatchObject({
      metadata: { payment_id: first.data.payment_id },
      line_items: [{ price_data: { unit_amount: '9900', currency: 'thb' } }],
    });

    const replay = await startCard(user, 'popular', 'order-0001-abcdef');
    expect(replay.data.payment_id).toBe(first.data.payment_id);
    const misuse = await startCard(user, 'premium', 'order-0001-abcdef');
    expect(misuse.res.statusCode).toBe(409);
    expect(misuse.res.json()).toMatchObject({ error: { code: 'IDEMPOTENCY_KEY_REUSED' } });
  });

  it('credits once when the webhook is delivered 50 times, some concurrently', async () => {
    const user = await signInWithOutbox(app, database, 'webhook@example.com');
    const { data } = await startCard(user);
    const sessionId = [...stripeApi.sessions.values()].find(
      (s) => (s.metadata as { payment_id?: string }).payment_id === data.payment_id,
    )?.id as string;
    stripeApi.paySession(sessionId);
    const event = completedEvent('evt_paid_1', sessionId, data.payment_id);
    const concurrent = await Promise.all(Array.from({ length: 25 }, () => deliver(event)));
    for (let i = 0; i < 25; i++) concurrent.push(await deliver(event));
    expect(concurrent.every((r) => r.statusCode === 200)).toBe(true);
    expect(
      concurrent.filter((r) => r.json<{ data: { outcome: string } }>().data.outcome === 'applied'),
    ).toHaveLength(1);
    // A different event about the same payment still cannot credit it again.
    await deliver({
      ...completedEvent('evt_paid_2', sessionId, data.payment_id),
      type: 'checkout.session.async_payment_succeeded',
    });
    expect(await balanceOf(app, user.auth)).toBe(1100);
  });

  it('rejects a tampered signature, a wrong secret and a stale timestamp, crediting nothing', async () => {
    const user = await signInWithOutbox(app, database, 'forger@example.com');
    const { data } = await startCard(user);
    const event = completedEvent('evt_forged', 'cs_test_forged', data.payment_id);
    const tampered = await deliver(event, { tamper: true });
    const wrongSecret = await deliver(event, { secret: 'whsec_not_ours' });
    const stale = await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    for (const res of [tampered, wrongSecret, stale]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_FAILED' } });
    }
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/v1/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await balanceOf(app, user.auth)).toBe(0);
    // The forged event id was never recorded, so the genuine event would still be applied.
    const genuine = await deliver({ ...event, data: { object: { ...event.data.object } } });
    expect(genuine.json()).toMatchObject({ data: { outcome: 'applied' } });
  });

  it('asks Stripe, not the client, on the success page', async () => {
    const user = await signInWithOutbox(app, database, 'success-page@example.com');
    const { data } = await startCard(user, 'starter');
    const sessionId = [...stripeApi.sessions.values()].find(
      (s) => (s.metadata as { payment_id?: string }).payment_id === data.payment_id,
    )?.id as string;
    const early = await app.inject({
      method: 'GET',
      url: `/api/v1/payments/stripe/success?session_id=${sessionId}`,
      headers: user.auth,
    });
    expect(early.json()).toMatchObject({ data: { status: 'pending' } });
    stripeApi.paySession(sessionId);
    const paid = await app.inject({
      method: 'GET',
      url: `/api/v1/payments/stripe/success?session_id=${sessionId}`,
      headers: user.auth,
    });
    expect(paid.json()).toMatchObject({ data: { status: 'success' } });
    expect(await balanceOf(app, user.auth)).toBe(350);
  });
});

describe('Stripe PromptPay', () => {
  it('shows our own QR from next_action and credits after Stripe confirms', async () => {
    const user = await signInWithOutbox(app, database, 'stripe-pp@example.com');
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/payments/stripe/create',
      headers: { ...user.auth, 'idempotency-key': 'pp-0001-abcdefgh' },
      payload: { packageId: 'starter', paymentMethod: 'promptpay' },
    });
    expect(res.statusCode).toBe(201);
    const payment = res.json<{ data: Payment }>().data;
    expect(payment.qr_payload).toMatch(/^000201/);
    const intent = [...stripeApi.intents.values()].find(
      (i) => (i.metadata as { payment_id?: string }).payment_id === payment.payment_id,
    );
    expect(intent?.payment_method_types).toEqual(['promptpay']);

    const before = await app.inject({
      method: 'POST',
      url: `/api/v1/payments/stripe/${payment.payment_id}/confirm-promptpay`,
      headers: user.auth,
    });
    expect(before.json()).toMatchObject({ data: { status: 'pending' } });
    stripeApi.succeedIntent(intent?.id as string);
    const after = await app.inject({
      method: 'GET',
      url: `/api/v1/payments/stripe/${payment.payment_id}/status`,
      headers: user.auth,
    });
    expect(after.json()).toMatchObject({ data: { status: 'success' } });
    expect(await balanceOf(app, user.auth)).toBe(350);
  });
});
