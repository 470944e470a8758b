import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { createEventBus, type EventBus } from '../../src/platform/events.ts';
import { balanceOf } from '../support/balance.ts';
import { signInWithOutbox, type SignedIn } from '../support/sign-in.ts';
import { startStripe, type StripeStandIn } from '../support/stripe-standin.ts';
import { testConfig } from '../test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';

/**
 * A Stripe webhook whose work dies half-way (the process crashes, the database drops the
 * connection) must leave nothing behind that makes Stripe's retry look like a duplicate: the
 * event id and the credit commit together or not at all.
 */

const WEBHOOK_SECRET = 'whsec_test_crash';
const signer = new Stripe('sk_test_signer');
let stripeApi: StripeStandIn;
let app: App;
let database: TestDatabase;
let bus: EventBus;

beforeAll(async () => {
  stripeApi = await startStripe();
  database = await createTestDatabase();
  bus = createEventBus({ redisUrl: null, log: { warn: () => undefined, error: () => undefined } });
  app = await buildApp(
    testConfig({
      STRIPE_SECRET_KEY: 'sk_test_duangdee',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripeApi.apiBase,
    }),
    { database, liveEvents: { bus } },
  );
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.destroy();
  await stripeApi.close();
});

function deliver(event: object) {
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return app.inject({
    method: 'POST',
    url: '/api/v1/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
}

/** A card payment for the popular package (1,100 coins), paid at Stripe; its completed event. */
async function paidCheckout(user: SignedIn, eventId: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/payments/stripe/card',
    headers: user.auth,
    payload: { packageId: 'popular' },
  });
  const paymentId = res.json<{ data: { payment_id: string } }>().data.payment_id;
  const sessionId = [...stripeApi.sessions.values()].find(
    (s) => (s.metadata as { payment_id?: string }).payment_id === paymentId,
  )?.id as string;
  stripeApi.paySession(sessionId);
  const event = {
    id: eventId,
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
  return { paymentId, event };
}

/**
 * Makes every insert into `table` fail, as a crash at that step would: nothing of the work after
 * it happens, and the database keeps only what had already committed. Returns the "restart".
 */
async function crashOnInsertInto(table: string): Promise<() => Promise<void>> {
  await database.db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION test_injected_crash() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN RAISE EXCEPTION 'injected crash before writing %', TG_TABLE_NAME; END $$`),
  );
  await database.db.execute(
    sql.raw(`CREATE TRIGGER test_injected_crash BEFORE INSERT ON ${table}
      FOR EACH ROW EXECUTE FUNCTION test_injected_crash()`),
  );
  return async () => {
    await database.db.execute(sql.raw(`DROP TRIGGER test_injected_crash ON ${table}`));
  };
}

async function creditsFor(paymentId: string): Promise<number> {
  const result = await database.db.execute(
    sql`select count(*)::int as n from ledger_transfers where idempotency_key = ${`payment:${paymentId}`}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
}

describe('a Stripe webhook that dies between recording the event and crediting', () => {
  it.each([
    ['the payment history (just before the credit)', 'payment_events'],
    ['the coin ledger (the credit itself)', 'ledger_transfers'],
  ])('is credited exactly once by the retry when it dies writing %s', async (_, table) => {
    const user = await signInWithOutbox(app, database, `crash-${table}@example.com`);
    const { paymentId, event } = await paidCheckout(user, `evt_crash_${table}`);

    // Balance announcements only (the payment's notification has its own event).
    const announced: unknown[] = [];
    const unsubscribe = await bus.subscribe(user.userId, (e) => {
      if (e.type === 'balance.updated') announced.push(e);
    });

    const restart = await crashOnInsertInto(table);
    const crashed = await deliver(event);
    await restart();
    // Stripe was not told "received", so it will send the event again.
    expect(crashed.statusCode).toBe(500);
    expect(await balanceOf(app, user.auth)).toBe(0);
    expect(await creditsFor(paymentId)).toBe(0);
    expect(announced).toEqual([]);

    const retry = await deliver(event);
    expect(retry.json()).toMatchObject({ success: true, data: { outcome: 'applied' } });
    const again = await deliver(event);
    expect(again.json()).toMatchObject({ success: true, data: { outcome: 'duplicate' } });

    expect(await balanceOf(app, user.auth)).toBe(1100);
    // The live balance is told once, after the credit committed.
    await vi.waitFor(() =>
      expect(announced).toEqual([
        { type: 'balance.updated', data: expect.objectContaining({ balance: 1100 }) as unknown },
      ]),
    );
    unsubscribe();
    expect(await creditsFor(paymentId)).toBe(1);
    const status = await app.inject({
      method: 'GET',
      url: `/api/v1/payments/stripe/${paymentId}/status`,
      headers: user.auth,
    });
    expect(status.json()).toMatchObject({ data: { status: 'success' } });
    expect(await balanceOf(app, user.auth)).toBe(1100);
  });
});

describe('a Stripe success for a payment that can no longer be paid', () => {
  it('is recorded and acknowledged, crediting nothing, so Stripe does not send it for days', async () => {
    const user = await signInWithOutbox(app, database, 'refused@example.com');
    const { paymentId, event } = await paidCheckout(user, 'evt_refused_completed');
    const failed = await deliver({
      ...event,
      id: 'evt_refused_failed',
      type: 'checkout.session.async_payment_failed',
    });
    expect(failed.json()).toMatchObject({ data: { outcome: 'applied' } });

    const late = await deliver({ ...event, type: 'checkout.session.async_payment_succeeded' });
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ data: { outcome: 'refused' } });
    expect((await deliver(event)).json()).toMatchObject({ data: { outcome: 'duplicate' } });
    expect(await balanceOf(app, user.auth)).toBe(0);
    expect(await creditsFor(paymentId)).toBe(0);

    const history = await database.db.execute(
      sql`select type from payment_events where payment_id = ${paymentId} order by id`,
    );
    expect((history as unknown as { rows: { type: string }[] }).rows.map((r) => r.type)).toContain(
      'stripe:checkout.session.async_payment_succeeded',
    );
  });
});
