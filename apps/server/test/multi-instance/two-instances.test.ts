import { generateKeyPairSync, randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadingKind } from '@duangdee/contract/readings';
import { call, expectStatus, sleep, type SignedInUser } from '../drills/http.ts';
import { BODIES } from '../readings/helpers.ts';
import {
  openEventStream,
  type OpenedEventStream,
  type ReceivedEvent,
} from '../support/event-stream.ts';
import { redisForTests, TEST_REDIS_URL } from '../support/redis.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { slipImage } from '../support/slip-image.ts';
import { startTestBucket, type TestBucket } from '../support/test-bucket.ts';

/**
 * Two real server processes, A and B, on one PostgreSQL database, one Redis and one S3 bucket,
 * each with a DATA_DIR of its own (as on two machines), sharing nothing else but their
 * configuration. Behind a load balancer a user's requests land on either: the work, the limits,
 * the live events, the files and the money must behave as on one server.
 *
 * Needs TEST_DATABASE_URL (a database is made on it and dropped after) and Redis at
 * TEST_REDIS_URL; without them it skips with a word why, except under CI, where it fails.
 */
async function canRunHere(): Promise<boolean> {
  const what = 'multi-instance test';
  if (!process.env.TEST_DATABASE_URL) {
    if (process.env.CI) throw new Error(`CI needs TEST_DATABASE_URL for the ${what}`);
    console.warn(`${what} skipped: TEST_DATABASE_URL is not set`);
    return false;
  }
  return redisForTests(what);
}
const canRun = await canRunHere();

/** The general limit per client address and minute (every request below has its own address). */
const RATE_LIMIT = 12;
const WELCOME = 1_000;
const ADMIN_EMAIL = 'multi-admin@example.com';
/** A busy machine: a 503 with Retry-After is asked again, as the web client does. */
const BUSY_RETRY_MS = 30_000;
/** How long work done by a job may take to show, on a slow and busy machine. */
const WORK_MS = 90_000;

let adminUrl: string;
let databaseName: string;
let databaseUrl: string;
let sql: pg.Client | undefined;
let bucket: TestBucket | undefined;
const dataDirs: string[] = [];
let a: ServerProcess | undefined;
let b: ServerProcess | undefined;
const streams: OpenedEventStream[] = [];
let sharedEnv: Record<string, string>;

/**
 * The shared Redis, in a database of its own (rate-limit counters are keyed by client address,
 * and other tests on this machine count 127.0.0.1 on database 0). Pub/sub spans databases.
 */
function redisUrl(): string {
  const url = new URL(TEST_REDIS_URL);
  if (url.pathname === '' || url.pathname === '/') url.pathname = '/1';
  return url.toString();
}

async function startInstance(extra: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'duangdee-multi-'));
  dataDirs.push(dataDir);
  return startServerProcess(
    { ...sharedEnv, ...extra, DATA_DIR: dataDir },
    { readyTimeoutMs: 120_000 },
  );
}

beforeAll(async () => {
  if (!canRun) return;
  adminUrl = process.env.TEST_DATABASE_URL!;
  databaseName = `duangdee_multi_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();

  bucket = await startTestBucket();
  const keys = generateKeyPairSync('ed25519');
  sharedEnv = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl(),
    ...bucket.env,
    JWT_PRIVATE_KEY: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
    JWT_PUBLIC_KEY: keys.publicKey.export({ type: 'spki', format: 'pem' }) as string,
    HMAC_KEY: randomBytes(32).toString('hex'),
    ADMIN_EMAILS: ADMIN_EMAIL,
    WELCOME_BONUS_COINS: String(WELCOME),
    RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    // Clients are told apart by X-Forwarded-For, as behind the load balancer.
    TRUST_PROXY: 'true',
    // The machine is shared and slow: lag there is not this test's subject.
    LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
  };
  // Both at once on a fresh database, as a deployment starts its instances.
  [a, b] = await Promise.all([startInstance(), startInstance()]);
  sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
}, 300_000);

afterAll(async () => {
  for (const stream of streams) stream.close();
  await sql?.end().catch(() => undefined);
  await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL')]);
  await bucket?.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  if (databaseName) {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await dropper.end();
  }
}, 120_000);

/** Every request comes from an address of its own, so none reaches the limit by accident. */
const runPrefix = `10.${randomInt(0, 256)}`;
let addresses = 0;
function newClient(): Record<string, string> {
  addresses += 1;
  return {
    'x-forwarded-for': `${runPrefix}.${Math.floor(addresses / 250) % 256}.${(addresses % 250) + 1}`,
  };
}
const as = (user: SignedInUser, extra: Record<string, string> = {}) => ({
  ...user.auth,
  ...newClient(),
  ...extra,
});

function request<T>(
  server: ServerProcess,
  method: string,
  url: string,
  options: { headers?: Record<string, string>; body?: unknown; status?: number } = {},
): Promise<T> {
  return expectStatus<T>(options.status ?? 200, server.url, method, url, {
    headers: options.headers ?? newClient(),
    body: options.body,
    retryBusyForMs: BUSY_RETRY_MS,
  });
}

/** Signs in through the e-mailed code: asked of one instance, read and checked on the other. */
async function signIn(email: string, asked: ServerProcess, checks: ServerProcess) {
  const { request_id: requestId } = await request<{ request_id: string }>(
    asked,
    'POST',
    '/api/v1/auth/request-otp',
    { body: { email } },
  );
  const outbox = await request<{ items: Array<{ to: string; text: string }> }>(
    checks,
    'GET',
    '/api/v1/dev/outbox',
  );
  const mail = outbox.items.find((m) => m.to === email);
  const code = mail ? /รหัสเข้าสู่ระบบของคุณคือ (\d+)/.exec(mail.text)?.[1] : undefined;
  if (!code) throw new Error(`no code for ${email} in the dev outbox`);
  const verified = await request<{ access_token: string; user: { id: string } }>(
    checks,
    'POST',
    '/api/v1/auth/verify-otp',
    { body: { request_id: requestId, email, otp_code: code } },
  );
  return {
    userId: verified.user.id,
    email,
    auth: { authorization: `Bearer ${verified.access_token}` },
  } satisfies SignedInUser;
}

let signedInAdmin: SignedInUser | undefined;
/** One sign-in for the admin (a second code within a minute would be refused). */
async function adminSignIn(): Promise<SignedInUser> {
  signedInAdmin ??= await signIn(ADMIN_EMAIL, a!, b!);
  return signedInAdmin;
}

async function rows<T>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await sql!.query(text, values)).rows as T[];
}

interface Balance {
  balance: number;
  held: number;
  available: number;
}

const balanceOf = (server: ServerProcess, user: SignedInUser) =>
  request<Balance>(server, 'GET', '/api/v1/coins/balance', { headers: as(user) });

async function openStream(server: ServerProcess, user: SignedInUser, only: string[]) {
  const stream = await openEventStream(server.url, as(user), { only });
  streams.push(stream);
  expect(stream.status, stream.body).toBe(200);
  return stream;
}

/** Takes events off `stream` until `done` says the ones seen so far are enough. */
async function eventsUntil(
  stream: OpenedEventStream,
  done: (seen: ReceivedEvent[]) => boolean,
  timeoutMs = WORK_MS,
): Promise<ReceivedEvent[]> {
  const seen: ReceivedEvent[] = [];
  const deadline = Date.now() + timeoutMs;
  while (!done(seen)) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`events so far: ${JSON.stringify(seen)}`);
    seen.push(await stream.next(left));
  }
  return seen;
}

interface Reading {
  kind: ReadingKind;
  id: string;
  price: number;
}

async function createReading(server: ServerProcess, user: SignedInUser, kind: ReadingKind) {
  const created = await request<{ session_id: string; cost: { coins_required: number } }>(
    server,
    'POST',
    `/api/v1/fortune/${kind}/sessions`,
    { headers: as(user), body: BODIES[kind], status: 201 },
  );
  return { kind, id: created.session_id, price: created.cost.coins_required } satisfies Reading;
}

const startReading = (server: ServerProcess, user: SignedInUser, reading: Reading) =>
  request(server, 'POST', `/api/v1/fortune/${reading.kind}/sessions/${reading.id}/start`, {
    headers: as(user),
    body: { confirm_payment: true },
    status: 202,
  });

/**
 * The reading was made once and charged once, by one job: the database's own account of it.
 */
async function expectMadeOnce(reading: Reading) {
  const sessions = await rows<{ status: string }>(
    `select status from reading_sessions where id = $1`,
    [reading.id],
  );
  expect(sessions).toEqual([{ status: 'completed' }]);
  const holds = await rows<{ status: string; amount: number }>(
    `select status, amount::int as amount from ledger_holds
      where reference_type = 'reading' and reference_id = $1`,
    [reading.id],
  );
  expect(holds).toEqual([{ status: 'posted', amount: reading.price }]);
  const transfers = await rows<{ amount: number }>(
    `select amount::int as amount from ledger_transfers
      where reference_type = 'reading' and reference_id = $1 and kind = 'reading'`,
    [reading.id],
  );
  expect(transfers).toEqual([{ amount: reading.price }]);
  // Its job ran to completion; pg-boss handed it to one worker of the two processes, once.
  const jobsOf = () =>
    rows<{ state: string }>(
      `select state from pgboss.job where name = 'readings.generate' and data->>'session_id' = $1
       union all
       select state from pgboss.archive where name = 'readings.generate' and data->>'session_id' = $1`,
      [reading.id],
    );
  // The reading is done (and announced) inside its job; pg-boss marks the job completed once the
  // handler has returned, a moment later.
  let jobs = await jobsOf();
  for (let waited = 0; jobs.some((j) => j.state === 'active') && waited < 15_000; waited += 100) {
    await sleep(100);
    jobs = await jobsOf();
  }
  expect(jobs).toEqual([{ state: 'completed' }]);
}

const doneOf = (seen: ReceivedEvent[], id: string) =>
  seen.find(
    (e) => e.event === 'reading.done' && (e.data as { session_id: string }).session_id === id,
  );

describe.runIf(canRun)('two instances on one database, Redis and bucket', () => {
  it('makes a reading started through A once, and its events reach the stream held on B', async () => {
    const user = await signIn('multi-reader@example.com', a!, b!);
    const stream = await openStream(b!, user, ['reading.done', 'balance.updated']);
    // Coins granted through A are announced on B's stream.
    await request(a!, 'POST', '/api/v1/coins/grant-welcome', { headers: as(user) });
    const welcome = await eventsUntil(stream, (seen) => seen.length > 0);
    expect(welcome).toEqual([
      {
        event: 'balance.updated',
        data: expect.objectContaining({ balance: WELCOME, held: 0, available: WELCOME }),
      },
    ]);

    // Readings started through A; the two processes' workers share the jobs, and B's stream
    // hears each one done, whichever process made it.
    const readings = await Promise.all(
      (['career', 'love', 'luck', 'finance', 'obstacles'] as const).map((kind) =>
        createReading(a!, user, kind),
      ),
    );
    await Promise.all(readings.map((reading) => startReading(a!, user, reading)));
    const seen = await eventsUntil(stream, (events) => readings.every((r) => doneOf(events, r.id)));
    for (const reading of readings) {
      expect(doneOf(seen, reading.id)?.data).toMatchObject({
        session_id: reading.id,
        kind: reading.kind,
        status: 'completed',
      });
      // Exactly one "done" per reading, though both instances hear every event.
      expect(
        seen.filter(
          (e) =>
            e.event === 'reading.done' &&
            (e.data as { session_id: string }).session_id === reading.id,
        ),
      ).toHaveLength(1);
      await expectMadeOnce(reading);
    }

    const spent = readings.reduce((sum, r) => sum + r.price, 0);
    for (const server of [a!, b!]) {
      expect(await balanceOf(server, user)).toMatchObject({
        balance: WELCOME - spent,
        held: 0,
        available: WELCOME - spent,
      });
    }
    // Each result reads the same through either instance.
    for (const reading of readings) {
      for (const server of [a!, b!]) {
        const result = await request<{ status: string; coins_charged: number }>(
          server,
          'GET',
          `/api/v1/fortune/${reading.kind}/sessions/${reading.id}/results`,
          { headers: as(user) },
        );
        expect(result).toMatchObject({ status: 'completed', coins_charged: reading.price });
      }
    }
    // Nor did a second "done" arrive meanwhile.
    expect(stream.pending().filter((e) => e.event === 'reading.done')).toEqual([]);
  }, 240_000);

  it('counts one client’s requests across both instances against one limit', async () => {
    const address = `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
    const statuses: Array<{ on: 'A' | 'B'; status: number; code?: string }> = [];
    for (let i = 0; i < RATE_LIMIT + 4; i++) {
      const on = i % 2 === 0 ? 'A' : 'B';
      const res = await call<{ error?: { code: string } }>(
        on === 'A' ? a!.url : b!.url,
        'POST',
        '/api/v1/auth/request-otp',
        {
          headers: { 'x-forwarded-for': address },
          body: { email: `multi-limit-${i}@example.com` },
        },
      );
      statuses.push({ on, status: res.status, code: res.body.error?.code });
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Each instance saw half of them, fewer than the limit: only a shared count refuses any.
    expect(statuses.slice(0, RATE_LIMIT).map((s) => s.status)).toEqual(Array(RATE_LIMIT).fill(200));
    expect(statuses.slice(RATE_LIMIT)).toEqual([
      { on: 'A', status: 429, code: 'RATE_LIMITED' },
      { on: 'B', status: 429, code: 'RATE_LIMITED' },
      { on: 'A', status: 429, code: 'RATE_LIMITED' },
      { on: 'B', status: 429, code: 'RATE_LIMITED' },
    ]);
    // Another client is not affected.
    await request(b!, 'GET', '/api/v1/coins/costs');
  }, 120_000);

  it('reviews on B a slip uploaded through A, and credits the buyer once', async () => {
    const buyer = await signIn('multi-buyer@example.com', b!, a!);
    const admin = await adminSignIn();
    const before = await balanceOf(b!, buyer);
    const payment = await request<{ payment_id: string; coins: number }>(
      a!,
      'POST',
      '/api/v1/payments/create-payment',
      { headers: as(buyer), body: { package_id: 'popular' }, status: 201 },
    );
    const slip = await slipImage('014', `MULTI${Date.now()}`);
    const form = new FormData();
    form.append('slip', new Blob([slip], { type: 'image/png' }), 'slip.png');
    const uploaded = await request<{ payment: { status: string }; slip: { id: string } }>(
      a!,
      'POST',
      `/api/v1/payments/${payment.payment_id}/slip`,
      { headers: as(buyer), body: form },
    );
    expect(uploaded.payment.status).toBe('verifying');

    // The admin, on B, finds it in the queue and looks at the slip: the very bytes A stored
    // (the picture re-encoded without its metadata, as both instances serve it).
    const queue = await request<{
      items: Array<{ payment_id: string; slips: Array<{ id: string }> }>;
    }>(b!, 'GET', '/api/v1/admin/payments?status=verifying', { headers: as(admin) });
    const queued = queue.items.find((item) => item.payment_id === payment.payment_id);
    expect(queued?.slips.map((s) => s.id)).toEqual([uploaded.slip.id]);
    const image = await call(
      b!.url,
      'GET',
      `/api/v1/admin/payments/${payment.payment_id}/slips/${uploaded.slip.id}/image`,
      { headers: as(admin), retryBusyForMs: BUSY_RETRY_MS },
    );
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const [stored] = await rows<{ storage_path: string }>(
      `select storage_path from payment_slips where id = $1`,
      [uploaded.slip.id],
    );
    expect(await bucket!.keys()).toContain(stored!.storage_path);
    const [fromA, fromB] = await Promise.all(
      [a!, b!].map(async (server) => {
        const served = await fetch(
          `${server.url}/api/v1/admin/payments/${payment.payment_id}/slips/${uploaded.slip.id}/image`,
          { headers: as(admin) },
        );
        return Buffer.from(await served.arrayBuffer());
      }),
    );
    expect(fromB!.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(fromB!.equals(fromA!)).toBe(true);

    // Approved on B (and, as a double click lands anywhere, on A too at the same moment).
    const approvals = await Promise.all(
      [b!, a!, b!].map((server) =>
        request<{ status: string }>(
          server,
          'POST',
          `/api/v1/admin/payments/${payment.payment_id}/approve`,
          { headers: as(admin) },
        ),
      ),
    );
    expect(approvals.map((p) => p.status)).toEqual(['success', 'success', 'success']);
    for (const server of [a!, b!]) {
      expect((await balanceOf(server, buyer)).balance).toBe(before.balance + payment.coins);
    }
    const credits = await rows<{ n: number }>(
      `select count(*)::int as n from ledger_transfers
        where reference_type = 'payment' and reference_id = $1`,
      [payment.payment_id],
    );
    expect(credits).toEqual([{ n: 1 }]);
  }, 120_000);

  it('200 concurrent deductions over both instances leave the exact balance; the books reconcile', async () => {
    const user = await signIn('multi-spender@example.com', a!, b!);
    const admin = await adminSignIn();
    await request(a!, 'POST', '/api/v1/coins/grant-welcome', { headers: as(user) });
    // 200 × 7 coins asked of 1,000: exactly 142 can be paid, whichever instance takes which.
    const price = 7;
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call<{ success: boolean; data?: Balance; error?: { code: string } }>(
          (i % 2 === 0 ? a! : b!).url,
          'POST',
          '/api/v1/coins/deduct',
          {
            headers: as(user, { 'idempotency-key': `multi-deduct-${i}` }),
            body: { amount: price, reason: 'multi-instance test' },
            timeoutMs: 60_000,
            retryBusyForMs: BUSY_RETRY_MS,
          },
        ),
      ),
    );
    const paid = answers.filter((r) => r.status === 200);
    const refused = answers.filter((r) => r.status !== 200);
    expect(paid).toHaveLength(Math.floor(WELCOME / price));
    expect(refused.map((r) => [r.status, r.body.error?.code])).toEqual(
      Array(200 - paid.length).fill([402, 'INSUFFICIENT_COINS']),
    );
    const left = WELCOME - paid.length * price;
    for (const server of [a!, b!]) {
      expect(await balanceOf(server, user)).toMatchObject({ balance: left, held: 0 });
    }
    const [entries] = await rows<{ n: number; total: number }>(
      `select count(*)::int as n, coalesce(sum(e.amount), 0)::int as total
         from ledger_entries e join ledger_accounts acc on acc.id = e.account_id
        where acc.user_id = $1`,
      [user.userId],
    );
    // The welcome, then one entry per deduction that was paid: the wallet is its entries' sum.
    expect(entries).toEqual({ n: 1 + paid.length, total: left });
    for (const server of [a!, b!]) {
      expect(
        await request<{ ok: boolean }>(server, 'GET', '/api/v1/admin/ledger/reconcile', {
          headers: as(admin),
        }),
      ).toMatchObject({ ok: true });
    }
  }, 180_000);

  it('with WORKERS_ENABLED=false on B, a reading started through B is made by A', async () => {
    for (const stream of streams.splice(0)) stream.close();
    await b!.stop('SIGTERM');
    b = await startInstance({ WORKERS_ENABLED: 'false' });
    const api = b;

    const user = await signIn('multi-api-only@example.com', api, a!);
    await request(api, 'POST', '/api/v1/coins/grant-welcome', { headers: as(user) });
    const stream = await openStream(api, user, ['reading.done']);

    // B alone, running no worker: a reading started through it waits for one.
    await a!.stop('SIGTERM');
    const reading = await createReading(api, user, 'thinking-person');
    await startReading(api, user, reading);
    // Long enough for a worker to take it many times over (one polls every half second); a
    // slower machine only makes this check weaker, never wrong.
    await sleep(5_000);
    expect(await rows(`select status from reading_sessions where id = $1`, [reading.id])).toEqual([
      { status: 'processing' },
    ]);
    expect(stream.pending()).toEqual([]);

    // A comes back with its workers: it makes the reading, and B's stream hears it through Redis.
    a = await startInstance();
    const seen = await eventsUntil(stream, (events) => Boolean(doneOf(events, reading.id)));
    expect(doneOf(seen, reading.id)?.data).toMatchObject({ status: 'completed' });
    // A starting instance also sweeps up readings left processing, but not this one: its job is
    // queued (by B), waiting for a worker. Made by that job, once.
    await expectMadeOnce(reading);
    expect(await balanceOf(api, user)).toMatchObject({
      balance: WELCOME - reading.price,
      held: 0,
    });
    const result = await request<{ status: string; coins_charged: number }>(
      api,
      'GET',
      `/api/v1/fortune/${reading.kind}/sessions/${reading.id}/results`,
      { headers: as(user) },
    );
    expect(result).toMatchObject({ status: 'completed', coins_charged: reading.price });
  }, 240_000);
});
