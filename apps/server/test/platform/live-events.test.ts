import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { createEventBus, type EventBus } from '../../src/platform/events.ts';
import { openEventStream } from '../support/event-stream.ts';
import { signInWithOutbox, type SignedIn } from '../support/sign-in.ts';
import { testConfig } from '../test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';

const quiet = { warn: () => undefined, error: () => undefined };

interface Running {
  app: App;
  bus: EventBus;
  baseUrl: string;
}

let database: TestDatabase;
let main: Running;

/** The real app over real HTTP, with a bus the test can watch. */
async function start(
  liveEvents: { heartbeatMs?: number; maxLifetimeMs?: number } = {},
): Promise<Running> {
  const bus = createEventBus({ redisUrl: null, log: quiet });
  const app = await buildApp(testConfig({ ADMIN_EMAILS: 'admin@example.com' }), {
    database,
    liveEvents: { bus, ...liveEvents },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, bus, baseUrl: `http://127.0.0.1:${port}` };
}

beforeAll(async () => {
  database = await createTestDatabase();
  main = await start({ heartbeatMs: 100 });
});

afterAll(async () => {
  await main?.app.close();
  await database?.destroy();
});

const signIn = (email: string) => signInWithOutbox(main.app, database, email);

async function deduct(user: SignedIn, amount: number, key: string) {
  return main.app.inject({
    method: 'POST',
    url: '/api/v1/coins/deduct',
    headers: { ...user.auth, 'idempotency-key': key },
    payload: { amount, reason: 'live events test' },
  });
}

describe('GET /events', () => {
  it('needs a signed-in user', async () => {
    const none = await openEventStream(main.baseUrl, {});
    expect(none.status).toBe(401);
    expect(JSON.parse(none.body)).toMatchObject({
      success: false,
      error: { code: 'AUTH_REQUIRED' },
    });
    const forged = await openEventStream(main.baseUrl, { authorization: 'Bearer not-a-token' });
    expect(forged.status).toBe(401);
  });

  it("is described in the OpenAPI document as an event stream of the contract's events", async () => {
    const doc = (await main.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<{
      paths: Record<string, Record<string, Record<string, unknown>>>;
    }>();
    const operation = doc.paths['/api/v1/events']?.get as {
      security: unknown;
      responses: Record<string, { content: Record<string, { schema: unknown }> }>;
    };
    expect(operation.security).toEqual([{ bearer: [] }]);
    const schema = JSON.stringify(operation.responses['200']?.content['text/event-stream']?.schema);
    for (const type of ['reading.progress', 'reading.done', 'chat.token', 'chat.done']) {
      expect(schema).toContain(type);
    }
    expect(schema).toContain('balance.updated');
  });

  it('streams text/event-stream uncompressed, with security headers, retry and heartbeats', async () => {
    const user = await signIn('stream-format@example.com');
    const stream = await openEventStream(main.baseUrl, {
      ...user.auth,
      'accept-encoding': 'gzip, deflate, br',
    });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers.get('cache-control')).toBe('no-cache, no-transform');
      expect(stream.headers.get('content-encoding')).toBeNull();
      expect(stream.headers.get('x-accel-buffering')).toBe('no');
      expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
      expect(stream.text().startsWith('retry: 3000\n')).toBe(true);
      // The connection is still open and the heartbeats arrive as they are written.
      await stream.waitForText(': heartbeat\n\n');
    } finally {
      stream.close();
    }
  });

  it("tells a user about their own committed balance changes, and no one else's", async () => {
    const alice = await signIn('alice-events@example.com');
    const bob = await signIn('bob-events@example.com');
    const balances = { only: ['balance.updated'] };
    const aliceStream = await openEventStream(main.baseUrl, alice.auth, balances);
    const bobStream = await openEventStream(main.baseUrl, bob.auth, balances);
    try {
      const welcome = await main.app.inject({
        method: 'POST',
        url: '/api/v1/coins/grant-welcome',
        headers: alice.auth,
      });
      expect(welcome.statusCode).toBe(200);
      expect(await aliceStream.next()).toEqual({
        event: 'balance.updated',
        data: { balance: 1000, held: 0, available: 1000, updated_at: expect.any(String) },
      });

      expect((await deduct(alice, 30, 'live-events-deduct-1')).statusCode).toBe(200);
      expect(await aliceStream.next()).toMatchObject({
        event: 'balance.updated',
        data: { balance: 970, held: 0, available: 970 },
      });

      // Nothing moves, so nothing is said: a replay, a spend beyond the balance (rolled back),
      // and a second welcome claim.
      expect((await deduct(alice, 30, 'live-events-deduct-1')).statusCode).toBe(200);
      expect((await deduct(alice, 5000, 'live-events-deduct-2')).statusCode).toBe(402);
      await main.app.inject({
        method: 'POST',
        url: '/api/v1/coins/grant-welcome',
        headers: alice.auth,
      });
      expect((await deduct(alice, 1, 'live-events-deduct-3')).statusCode).toBe(200);
      expect(await aliceStream.next()).toMatchObject({ data: { balance: 969 } });
      expect(aliceStream.pending()).toEqual([]);

      // Bob's first event is his own: none of Alice's reached him.
      await main.app.inject({
        method: 'POST',
        url: '/api/v1/coins/grant-welcome',
        headers: bob.auth,
      });
      expect(await bobStream.next()).toMatchObject({ data: { balance: 1000 } });
      expect(bobStream.pending()).toEqual([]);
    } finally {
      aliceStream.close();
      bobStream.close();
    }
  });

  it('announces purchases credited by a payment and admin adjustments', async () => {
    const buyer = await signIn('buyer-events@example.com');
    const admin = await signIn('admin@example.com');
    const stream = await openEventStream(main.baseUrl, buyer.auth, { only: ['balance.updated'] });
    try {
      const created = await main.app.inject({
        method: 'POST',
        url: '/api/v1/payments/create-payment',
        headers: buyer.auth,
        payload: { packageId: 'popular' },
      });
      expect(created.statusCode).toBe(201);
      const payment = created.json<{ data: { payment_id: string; coins: number } }>().data;
      const approved = await main.app.inject({
        method: 'POST',
        url: `/api/v1/sandbox/payments/${payment.payment_id}/approve`,
      });
      expect(approved.statusCode).toBe(303);
      expect(await stream.next()).toMatchObject({
        event: 'balance.updated',
        data: { balance: payment.coins },
      });

      const adjusted = await main.app.inject({
        method: 'POST',
        url: `/api/v1/admin/users/${buyer.userId}/coins/adjust`,
        headers: { ...admin.auth, 'idempotency-key': 'live-events-adjust-1' },
        payload: { amount: -5, reason: 'goodwill test' },
      });
      expect(adjusted.statusCode).toBe(200);
      expect(await stream.next()).toMatchObject({ data: { balance: payment.coins - 5 } });
    } finally {
      stream.close();
    }
  });

  it('removes the subscription when the client disconnects', async () => {
    const user = await signIn('leaver-events@example.com');
    const first = await openEventStream(main.baseUrl, user.auth);
    const second = await openEventStream(main.baseUrl, user.auth);
    expect(main.bus.listenerCount(user.userId)).toBe(2);
    first.close();
    await vi.waitFor(() => expect(main.bus.listenerCount(user.userId)).toBe(1));
    second.close();
    await vi.waitFor(() => expect(main.bus.listenerCount(user.userId)).toBe(0));
    expect(main.bus.mayHaveListeners(user.userId)).toBe(false);
  });

  it('holds one long stream without using up the rate limit', async () => {
    const user = await signIn('long-stream@example.com');
    const stream = await openEventStream(main.baseUrl, user.auth);
    try {
      // Several heartbeats on one connection: it counted once, as one request.
      const before = stream.text().split(': heartbeat').length;
      await vi.waitFor(() => expect(stream.text().split(': heartbeat').length).toBe(before + 3));
      expect(stream.headers.get('x-ratelimit-remaining')).not.toBeNull();
    } finally {
      stream.close();
    }
  });
});

describe('GET /events lifetime', () => {
  it('ends a stream after its lifetime, and every open stream when the server closes', async () => {
    const short = await start({ maxLifetimeMs: 300 });
    let closed = false;
    try {
      const user = await signInWithOutbox(short.app, database, 'lifetime@example.com');
      const expiring = await openEventStream(short.baseUrl, user.auth);
      await expiring.ended;
      await vi.waitFor(() => expect(short.bus.listenerCount(user.userId)).toBe(0));

      const open = await openEventStream(short.baseUrl, user.auth);
      expect(short.bus.listenerCount(user.userId)).toBe(1);
      await short.app.close();
      closed = true;
      await open.ended;
      expect(short.bus.listenerCount(user.userId)).toBe(0);
    } finally {
      if (!closed) await short.app.close();
    }
  });
});
