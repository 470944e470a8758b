import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadingKind } from '@duangdee/contract/readings';
import { BODIES } from '../readings/helpers.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import {
  postgresForTests,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../support/throwaway-postgres.ts';
import { call, eventually, expectStatus, signIn, type SignedInUser } from './http.ts';

/**
 * Drill: the server is killed (SIGKILL: nothing of it runs after) while 100 paid topic readings
 * and 20 palm readings are being started and made, and started again on the same database. Every
 * reading ends completed (charged once) or failed (refunded); nobody pays twice; the books add up.
 */
const canRun = postgresForTests('crash mid-work drill');

const USERS = 10;
const TOPIC_READINGS = 100;
const PALM_READINGS = 20;
const WELCOME = 3_000;
/** Kinds made by a job (love sticks wait for the user to draw). */
const TOPIC_KINDS: ReadingKind[] = [
  'career',
  'compatibility',
  'finance',
  'love',
  'luck',
  'obstacles',
  'phone-number',
  'their-feelings',
  'thinking-person',
];
const ADMIN_EMAIL = 'drill-admin@example.com';
/** A busy server (503 with Retry-After) is asked again, as the web client does. */
const BUSY_RETRY_MS = 30_000;
const PHOTOS_DIR = path.resolve(import.meta.dirname, '../fixtures/palm-photos');

interface Reading {
  user: SignedInUser;
  kind: ReadingKind | 'palm';
  id: string;
  price: number;
  /** The start answered before the crash. */
  startAnswered: boolean;
  uploadId?: string;
}

let pgServer: ThrowawayPostgres | undefined;
let dataDir: string;
const servers: ServerProcess[] = [];
let sql: pg.Client | undefined;

beforeAll(async () => {
  if (!canRun) return;
  dataDir = mkdtempSync(path.join(tmpdir(), 'duangdee-drill-crash-'));
  pgServer = await startThrowawayPostgres();
}, 60_000);

afterAll(async () => {
  await sql?.end().catch(() => undefined);
  for (const server of servers) await server.stop('SIGKILL');
  await pgServer?.destroy();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function boot(): Promise<ServerProcess> {
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: pgServer!.url,
    ADMIN_EMAILS: ADMIN_EMAIL,
    WELCOME_BONUS_COINS: String(WELCOME),
    // Every request here comes from one address; the drill is not about rate limits, nor about
    // refusing work while the CPU is short (palm photos are read in this process).
    RATE_LIMIT_PER_MINUTE: '1000000',
    LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
  });
  servers.push(server);
  return server;
}

async function rows<T>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await sql!.query(text, values)).rows as T[];
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function inBatches<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += limit) {
    results.push(...(await Promise.all(items.slice(i, i + limit).map(work))));
  }
  return results;
}

function startRequest(baseUrl: string, reading: Reading) {
  return reading.kind === 'palm'
    ? call(baseUrl, 'POST', `/api/v1/fortune/sessions/${reading.id}/start`, {
        headers: reading.user.auth,
        body: { image_path: reading.uploadId },
        retryBusyForMs: BUSY_RETRY_MS,
      })
    : call(baseUrl, 'POST', `/api/v1/fortune/${reading.kind}/sessions/${reading.id}/start`, {
        headers: reading.user.auth,
        body: { confirm_payment: true },
        retryBusyForMs: BUSY_RETRY_MS,
      });
}

function resultUrl(reading: Reading) {
  return reading.kind === 'palm'
    ? `/api/v1/fortune/sessions/${reading.id}/result`
    : `/api/v1/fortune/${reading.kind}/sessions/${reading.id}/results`;
}

describe.runIf(canRun)('the server killed mid-work', () => {
  it('finishes or refunds every reading after a restart, charging each once', async () => {
    let server = await boot();
    sql = new pg.Client({ connectionString: pgServer!.url });
    await sql.connect();

    // Users with coins, a palm photo each, sessions created: all before the crash.
    const admin = await signIn(server.url, ADMIN_EMAIL);
    const photos = readdirSync(PHOTOS_DIR)
      .filter((name) => name.startsWith('palm-'))
      .sort();
    const users = await Promise.all(
      Array.from({ length: USERS }, async (_, i) => {
        const user = await signIn(server.url, `drill-crash-${i}@example.com`);
        const welcome = await expectStatus<{ balance: number }>(
          200,
          server.url,
          'POST',
          '/api/v1/coins/grant-welcome',
          { headers: user.auth, retryBusyForMs: BUSY_RETRY_MS },
        );
        expect(welcome.balance).toBe(WELCOME);
        const form = new FormData();
        const bytes = readFileSync(path.join(PHOTOS_DIR, photos[i % photos.length]!));
        form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'palm.jpg');
        const upload = await expectStatus<{ upload_id: string }>(
          201,
          server.url,
          'POST',
          '/api/v1/upload/image',
          { headers: user.auth, body: form, retryBusyForMs: BUSY_RETRY_MS },
        );
        return { ...user, uploadId: upload.upload_id };
      }),
    );
    const plan = [
      ...Array.from({ length: TOPIC_READINGS }, (_, i) => ({
        user: users[i % USERS]!,
        kind: TOPIC_KINDS[i % TOPIC_KINDS.length]!,
      })),
      ...Array.from({ length: PALM_READINGS }, (_, i) => ({
        user: users[i % USERS]!,
        kind: 'palm' as const,
      })),
    ];
    const readings: Reading[] = await inBatches(plan, 20, async ({ user, kind }) => {
      const created = await expectStatus<{
        session_id: string;
        cost: { coins_required: number };
      }>(
        201,
        server.url,
        'POST',
        kind === 'palm' ? '/api/v1/fortune/sessions' : `/api/v1/fortune/${kind}/sessions`,
        {
          headers: user.auth,
          body: kind === 'palm' ? { title: 'ลายมือ' } : BODIES[kind],
          retryBusyForMs: BUSY_RETRY_MS,
        },
      );
      return {
        user,
        kind,
        id: created.session_id,
        price: created.cost.coins_required,
        startAnswered: false,
        ...(kind === 'palm' ? { uploadId: user.uploadId } : {}),
      };
    });
    expect(readings.filter((r) => r.kind === 'palm')).toHaveLength(PALM_READINGS);
    expect(readings.filter((r) => r.kind !== 'palm')).toHaveLength(TOPIC_READINGS);
    expect(readings.every((r) => r.price > 0)).toBe(true);

    // Every reading is paid for and started at once; the server dies while they go.
    const killed = server;
    let answered = 0;
    let killing: Promise<void> | undefined;
    const starts = readings.map((reading) =>
      startRequest(killed.url, reading).then(
        (res) => {
          if (res.status !== 202) throw new Error(`start: ${res.status} ${res.text}`);
          reading.startAnswered = true;
          // A third of the starts answered: the rest are in flight, and so is the work.
          if (++answered === Math.floor(readings.length / 3)) killing = killed.stop('SIGKILL');
        },
        () => undefined,
      ),
    );
    await Promise.all(starts);
    await killing;
    expect(killed.exited()).toBe(true);

    // The crash left work in flight: readings paid for and not yet made.
    const [atCrash] = await rows<{ processing: number }>(
      `select count(*)::int as processing from reading_sessions where status = 'processing'`,
    );
    expect(atCrash!.processing).toBeGreaterThan(0);
    const unanswered = readings.filter((r) => !r.startAnswered);
    expect(unanswered.length).toBeGreaterThan(0);

    // The next process on the same database; the clients whose start got no answer send it again.
    server = await boot();
    await inBatches(unanswered, 20, async (reading) => {
      const res = await startRequest(server.url, reading);
      expect(res.status, res.text).toBe(202);
    });

    // Everything settles: no reading left unfinished, no coin left held.
    await eventually(
      'every reading finished',
      100_000,
      async () => {
        const [left] = await rows<{ n: number }>(
          `select count(*)::int as n from reading_sessions where status not in ('completed', 'failed')`,
        );
        return left!.n === 0 ? true : undefined;
      },
      250,
    );

    const outcome = new Map<string, { status: string; coins_charged: number }>();
    await inBatches(readings, 20, async (reading) => {
      const res = await call<{ data: { status: string; coins_charged: number } }>(
        server.url,
        'GET',
        resultUrl(reading),
        { headers: reading.user.auth, retryBusyForMs: BUSY_RETRY_MS },
      );
      expect(res.status, res.text).toBe(200);
      outcome.set(reading.id, res.body.data);
    });
    for (const reading of readings) {
      const { status, coins_charged: charged } = outcome.get(reading.id)!;
      expect(['completed', 'failed']).toContain(status);
      // A failed reading is refunded: nothing charged.
      expect(charged).toBe(status === 'completed' ? reading.price : 0);
    }
    const completed = readings.filter((r) => outcome.get(r.id)!.status === 'completed');
    // The built-in oracle makes topic readings from any valid request: every one is made.
    expect(completed.filter((r) => r.kind !== 'palm')).toHaveLength(TOPIC_READINGS);

    // Nobody is charged twice: each balance is the welcome less what the completed readings cost.
    for (const user of users) {
      const spent = completed.filter((r) => r.user === user).reduce((sum, r) => sum + r.price, 0);
      const balance = await expectStatus<{ balance: number; held: number }>(
        200,
        server.url,
        'GET',
        '/api/v1/coins/balance',
        { headers: user.auth, retryBusyForMs: BUSY_RETRY_MS },
      );
      expect(balance).toMatchObject({ balance: WELCOME - spent, held: 0 });
    }

    // In the ledger: one hold per reading, posted once (one charge) or voided (the refund).
    const holds = await rows<{ reference_id: string; status: string }>(
      `select reference_id, status from ledger_holds where reference_type = 'reading'`,
    );
    const transfers = await rows<{ reference_id: string; amount: number }>(
      `select reference_id, amount::int as amount from ledger_transfers
        where reference_type = 'reading' and kind = 'reading'`,
    );
    for (const reading of readings) {
      const done = outcome.get(reading.id)!.status === 'completed';
      expect(holds.filter((h) => h.reference_id === reading.id).map((h) => h.status)).toEqual([
        done ? 'posted' : 'voided',
      ]);
      expect(transfers.filter((t) => t.reference_id === reading.id)).toEqual(
        done ? [{ reference_id: reading.id, amount: reading.price }] : [],
      );
    }

    // The books reconcile.
    const report = await expectStatus<{ ok: boolean }>(
      200,
      server.url,
      'GET',
      '/api/v1/admin/ledger/reconcile',
      { headers: admin.auth, retryBusyForMs: BUSY_RETRY_MS },
    );
    expect(report).toMatchObject({ ok: true });
    expect(server.output()).not.toContain('unhandled error');
  }, 180_000);
});
