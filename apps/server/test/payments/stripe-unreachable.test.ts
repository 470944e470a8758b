import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { AppError } from '../../src/platform/app-error.ts';
import { createStripeGateway } from '../../src/modules/payments/stripe-gateway.ts';
import { balanceOf } from '../support/balance.ts';
import { closedPort, silentPort } from '../support/closed-port.ts';
import { signInWithOutbox, type SignedIn } from '../support/sign-in.ts';
import { startStripe, type StripeStandIn } from '../support/stripe-standin.ts';
import { testConfig } from '../test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';

/**
 * Stripe out of reach: the payment is named PAYMENT_PROVIDER_UNAVAILABLE (503), nothing is
 * charged, and the same Idempotency-Key opens the same payment once Stripe answers again. Two
 * instances share one database and one data directory (so one signs the other's tokens): one
 * points at a closed port, the other at the Stripe stand-in.
 */
const KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_duangdee',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_duangdee',
};

let database: TestDatabase;
let stripeApi: StripeStandIn;
let down: App;
let up: App;
let user: SignedIn;

beforeAll(async () => {
  database = await createTestDatabase();
  stripeApi = await startStripe();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'duangdee-stripe-down-'));
  down = await buildApp(
    testConfig({
      ...KEYS,
      DATA_DIR: dataDir,
      STRIPE_API_BASE: `http://127.0.0.1:${await closedPort()}`,
    }),
    { database },
  );
  await down.ready();
  up = await buildApp(
    testConfig({ ...KEYS, DATA_DIR: dataDir, STRIPE_API_BASE: stripeApi.apiBase }),
    { database },
  );
  await up.ready();
  user = await signInWithOutbox(down, database, 'stripe-down@example.com');
});

afterAll(async () => {
  await down?.close();
  await up?.close();
  await stripeApi?.close();
  await database?.destroy();
});

interface Payment {
  payment_id: string;
  status: string;
  checkout_url: string | null;
}

function startCard(app: App, key: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/payments/stripe/card',
    headers: { ...user.auth, 'idempotency-key': key },
    payload: { package_id: 'popular' },
  });
}

async function purchases(): Promise<Payment[]> {
  const res = await up.inject({ method: 'GET', url: '/api/v1/purchases', headers: user.auth });
  return res.json<{ data: { items: Payment[] } }>().data.items;
}

describe('Stripe out of reach', () => {
  it('answers 503 PAYMENT_PROVIDER_UNAVAILABLE, charges nothing, and the same key opens the payment later', async () => {
    const before = await balanceOf(down, user.auth);
    const refused = await startCard(down, 'card-attempt-0001');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      success: false,
      error: {
        code: 'PAYMENT_PROVIDER_UNAVAILABLE',
        message: expect.stringContaining('Nothing was charged'),
      },
    });
    expect(await balanceOf(down, user.auth)).toBe(before);
    // Left pending with nothing to pay yet, its failure written down.
    const [waiting] = await purchases();
    expect(waiting).toMatchObject({ status: 'pending', checkout_url: null });
    const events = (await database.db.execute(
      sql`select type, data from payment_events where payment_id = ${waiting!.payment_id}`,
    )) as unknown as { rows: { type: string; data: unknown }[] };
    expect(events.rows).toContainEqual({
      type: 'stripe_open_failed',
      data: { code: 'PAYMENT_PROVIDER_UNAVAILABLE' },
    });

    // Retried on the same key once Stripe answers: the same payment, now with its checkout.
    const opened = await startCard(up, 'card-attempt-0001');
    expect(opened.statusCode).toBe(201);
    const payment = opened.json<{ data: Payment }>().data;
    expect(payment.payment_id).toBe(waiting!.payment_id);
    expect(payment.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect(stripeApi.requests.map((r) => r.idempotencyKey)).toEqual([
      `checkout:${waiting!.payment_id}`,
    ]);
    // A third call on the key is the replay it always was: no second Checkout Session.
    const replay = await startCard(up, 'card-attempt-0001');
    expect(replay.json<{ data: Payment }>().data.checkout_url).toBe(payment.checkout_url);
    expect(stripeApi.requests).toHaveLength(1);
    expect(await purchases()).toHaveLength(1);
  });

  it('answers 503 when asked for a status or back from Checkout, and changes nothing', async () => {
    const opened = await startCard(up, 'card-attempt-0002');
    const payment = opened.json<{ data: Payment }>().data;
    const sessionId = [...stripeApi.sessions.keys()].at(-1) ?? '';

    for (const url of [
      `/api/v1/payments/stripe/${payment.payment_id}/status`,
      `/api/v1/payments/stripe/success?session_id=${sessionId}`,
    ]) {
      const res = await down.inject({ method: 'GET', url, headers: user.auth });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ error: { code: 'PAYMENT_PROVIDER_UNAVAILABLE' } });
    }
    const confirm = await down.inject({
      method: 'POST',
      url: `/api/v1/payments/stripe/${payment.payment_id}/confirm-promptpay`,
      headers: user.auth,
    });
    expect(confirm.statusCode).toBe(503);
    const status = await up.inject({
      method: 'GET',
      url: `/api/v1/payments/${payment.payment_id}/status`,
      headers: user.auth,
    });
    expect(status.json<{ data: Payment }>().data.status).toBe('pending');
  });
});

describe('the Stripe gateway', () => {
  const settings = { secretKey: 'sk_test_x', webhookSecret: 'whsec_x', maxNetworkRetries: 0 };
  const input = {
    paymentId: '00000000-0000-4000-8000-000000000001',
    amountSatang: 9900,
    productName: 'x',
    successUrl: 'https://example.com/ok',
    cancelUrl: 'https://example.com/cancel',
    idempotencyKey: 'k',
  };

  it('names a Stripe that never answers PAYMENT_PROVIDER_UNAVAILABLE once its timeout passes', async () => {
    const silent = await silentPort();
    try {
      const gateway = await createStripeGateway({
        ...settings,
        apiBase: `http://127.0.0.1:${silent.port}`,
        timeoutMs: 300,
      });
      const failure = await gateway.createCheckout(input).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AppError);
      expect(failure).toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE', statusCode: 503 });
    } finally {
      await silent.close();
    }
  });

  it('names a refusal (a key Stripe does not know) PAYMENT_PROVIDER_ERROR, a 502', async () => {
    const gateway = await createStripeGateway({
      ...settings,
      secretKey: 'sk_live_not_ours',
      apiBase: stripeApi.apiBase,
    });
    const failure = await gateway.intentOutcome('pi_123').catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR', statusCode: 502 });
  });
});
