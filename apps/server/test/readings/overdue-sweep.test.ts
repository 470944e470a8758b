import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createReadingsRepo } from '../../src/modules/readings/repo.ts';
import { createReadingsService } from '../../src/modules/readings/service.ts';
import { createOracleWriter, type ReadingWriter } from '../../src/modules/readings/writer.ts';
import { createWalletService } from '../../src/modules/wallet/service.ts';
import { balanceOf } from '../support/balance.ts';
import { startLlmStandIn } from '../support/llm-standin.ts';
import { signInWithOutbox, type SignedIn } from '../support/sign-in.ts';
import { testConfig, type TestContext } from '../test-app.ts';
import { createTestDatabase } from '../test-db.ts';
import {
  ADMIN_EMAIL,
  createdId,
  funding,
  readingLedger,
  startSession,
  THAI,
  waitForResult,
} from './helpers.ts';

/**
 * The sweep that runs every minute (every second here) ends a reading still processing past its
 * limit and gives its coins back, whatever its call is doing; a worker finishing the same reading
 * at the same moment and the sweep settle it exactly once between them.
 */
const standIn = await startLlmStandIn();
const ctx = {} as TestContext;
beforeAll(async () => {
  ctx.database = await createTestDatabase();
  const config = testConfig({
    ADMIN_EMAILS: ADMIN_EMAIL,
    LLM_BASE_URL: standIn.baseUrl,
    LLM_API_KEY: standIn.apiKey,
    LLM_MODEL: 'duangdee-test-model',
    LLM_MAX_RETRIES: '0',
    LLM_TIMEOUT_MS: '5000',
    // Long enough that the call is still running when the sweep comes.
    LLM_DEADLINE_MS: '60000',
  });
  ctx.app = await buildApp(config, { database: ctx.database, readingSweepEveryMs: 1000 });
  await ctx.app.ready();
});
afterAll(async () => {
  await standIn.close();
  await ctx.app?.close();
  await ctx.database?.destroy();
});
const money = funding(ctx);

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await ctx.database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** A reading's holds and what it was charged. */
async function ledgerOf(sessionId: string) {
  const { holds, transfers } = await readingLedger(ctx, sessionId);
  return { holds, charged: transfers.map((t) => t.amount) };
}

async function statusOf(sessionId: string): Promise<string | undefined> {
  const [row] = await rows<{ status: string }>(
    sql`select status from reading_sessions where id = ${sessionId}`,
  );
  return row?.status;
}

async function funded(email: string, coins: number): Promise<SignedIn> {
  const user = await signInWithOutbox(ctx.app, ctx.database, email);
  await money.fund(user.userId, coins);
  return user;
}

describe('the periodic sweep', () => {
  it('ends a reading past its limit while its call still trickles, and refunds it once', async () => {
    standIn.script(() => ({ kind: 'trickle', text: '{"title_th": "ช้ามาก"}' }));
    const user = await funded('overdue-sweep@example.com', 100);
    const id = await createdId(ctx.app, user, 'career');
    expect((await startSession(ctx.app, user, 'career', id)).statusCode).toBe(202);
    await vi.waitFor(() => expect(standIn.sending()).toBe(1), { timeout: 5000, interval: 20 });
    expect(await statusOf(id)).toBe('processing');

    // Paid for longer ago than its limit (the deadline and the margin): the next sweep ends it.
    await ctx.database.db.execute(
      sql`update reading_sessions set started_at = now() - interval '10 minutes' where id = ${id}`,
    );
    const done = await waitForResult(ctx.app, user, 'career', id, 5000);
    expect(done).toMatchObject({ status: 'failed', coins_charged: 0, result: null });
    expect(done.error).toMatch(THAI);
    expect(await balanceOf(ctx.app, user.auth)).toBe(100);
    expect(await ledgerOf(id)).toEqual({ holds: ['voided'], charged: [] });

    // Its call then fails too (the provider goes away): the job finds the reading settled.
    await standIn.close();
    await vi.waitFor(
      async () => {
        const [job] = await rows<{ state: string }>(
          sql`select state from pgboss.job where name = 'readings.generate'
              and data->>'session_id' = ${id}`,
        );
        expect(job?.state).toBe('completed');
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(await statusOf(id)).toBe('failed');
    expect(await ledgerOf(id)).toEqual({ holds: ['voided'], charged: [] });
    expect(await balanceOf(ctx.app, user.auth)).toBe(100);
    expect((await money.reconcile()).ok).toBe(true);
  });
});

/** A worker whose writer finishes each reading only when the test lets it. */
function gatedProcess(options: { processingLimitMs: number }) {
  const db = ctx.database.db;
  const oracle = createOracleWriter({
    read: () => Promise.reject(new Error('no palms here')),
    estimatedSeconds: 1,
  });
  const gates = new Map<string, () => void>();
  const writer: ReadingWriter = {
    async write(session, context) {
      await new Promise<void>((resolve) => gates.set(session.id, resolve));
      return oracle.write(session, context);
    },
    estimatedSeconds: () => 1,
  };
  const readings = createReadingsService({
    db,
    repo: createReadingsRepo(db),
    wallet: createWalletService({ db }),
    writer,
    // No job: this test runs the generation itself.
    enqueueGenerate: async () => undefined,
    drawSeed: (id) => id,
    processingLimitMs: options.processingLimitMs,
  });
  return {
    readings,
    /** Resolves once the reading's writer is waiting to finish; then lets it. */
    async writing(id: string) {
      await vi.waitFor(() => expect(gates.has(id)).toBe(true), { timeout: 5000, interval: 5 });
      return () => gates.get(id)?.();
    },
  };
}

describe('a worker and the sweep settling the same reading', () => {
  /** Paid for and processing, with no job queued: the test's worker makes them. */
  async function startedReadings(user: SignedIn, n: number, by: ReturnType<typeof gatedProcess>) {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const id = await createdId(ctx.app, user, 'luck');
      await by.readings.startSession(user.userId, 'luck', id, {});
      ids.push(id);
    }
    return ids;
  }

  it('the sweep first: the worker finishing later changes nothing', async () => {
    const user = await funded('race-sweep-first@example.com', 50);
    const worker = gatedProcess({ processingLimitMs: 0 });
    const [id] = await startedReadings(user, 1, worker);
    const generating = worker.readings.generate(id!);
    const finish = await worker.writing(id!);
    expect(await worker.readings.endOverdue()).toBeGreaterThanOrEqual(1);
    finish();
    await generating;
    expect(await statusOf(id!)).toBe('failed');
    expect(await ledgerOf(id!)).toEqual({ holds: ['voided'], charged: [] });
    expect(await balanceOf(ctx.app, user.auth)).toBe(50);
  });

  it('the worker first: the sweep finds nothing left to end', async () => {
    const user = await funded('race-worker-first@example.com', 50);
    const worker = gatedProcess({ processingLimitMs: 0 });
    const [id] = await startedReadings(user, 1, worker);
    const generating = worker.readings.generate(id!);
    (await worker.writing(id!))();
    await generating;
    await worker.readings.endOverdue();
    expect(await statusOf(id!)).toBe('completed');
    expect(await ledgerOf(id!)).toEqual({ holds: ['posted'], charged: [50] });
    expect(await balanceOf(ctx.app, user.auth)).toBe(0);
  });

  it('at the same moment: each reading is settled once, charged or refunded, and the books add up', async () => {
    const n = 12;
    const user = await funded('race-together@example.com', 50 * n);
    const worker = gatedProcess({ processingLimitMs: 0 });
    const sweeper = gatedProcess({ processingLimitMs: 0 });
    const ids = await startedReadings(user, n, worker);
    const generating = ids.map((id) => worker.readings.generate(id));
    const finishes = await Promise.all(ids.map((id) => worker.writing(id)));
    // Half the workers finish as two sweeps (two instances) begin, the rest a moment later: each
    // side reaches readings the other is settling or has settled.
    finishes.forEach((finish, i) => i % 2 === 0 && finish());
    await Promise.all([
      sweeper.readings.endOverdue(),
      sweeper.readings.endOverdue(),
      ...finishes.map(async (finish, i) => {
        if (i % 2 === 0) return;
        await new Promise((r) => setTimeout(r, i * 2));
        finish();
      }),
      ...generating,
    ]);

    let charged = 0;
    for (const id of ids) {
      const status = await statusOf(id);
      const ledger = await ledgerOf(id);
      if (status === 'completed') {
        expect(ledger).toEqual({ holds: ['posted'], charged: [50] });
        charged += 50;
      } else {
        expect(status).toBe('failed');
        expect(ledger).toEqual({ holds: ['voided'], charged: [] });
      }
    }
    expect(await balanceOf(ctx.app, user.auth)).toBe(50 * n - charged);
    const [held] = await rows<{ n: number }>(
      sql`select count(*)::int as n from ledger_holds where status = 'pending'`,
    );
    expect(held?.n).toBe(0);
    expect((await money.reconcile()).ok).toBe(true);
  });
});
