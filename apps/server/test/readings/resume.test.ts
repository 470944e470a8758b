import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import {
  ACTIVE_JOB_LIVE_S,
  createReadingsRepo,
  SETTLING_S,
} from '../../src/modules/readings/repo.ts';
import { handJpeg } from '../support/palm-images.ts';
import { signInWithOutbox } from '../support/sign-in.ts';
import { testConfig, useTestApp } from '../test-app.ts';
import { PALM_TEST_TIMEOUT } from '../support/palm-timeout.ts';
import {
  ADMIN_EMAIL,
  createdId,
  funding,
  getResults,
  readingLedger,
  startSession,
  THAI,
  waitForResult,
  type Envelope,
} from './helpers.ts';

// This process serves the API only: no job runs here, as if it died right after each start. The
// next process shares its database and its DATA_DIR (where the palm photos are).
const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'duangdee-resume-'));
const ctx = useTestApp({ ADMIN_EMAILS: ADMIN_EMAIL, WORKERS_ENABLED: 'false', DATA_DIR });
const money = funding(ctx);

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await ctx.database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

const ledgerOf = (sessionId: string) => readingLedger(ctx, sessionId);

/** Deletes the queued generate job of a session, as if it was never enqueued. */
async function dropJobOf(sessionId: string): Promise<number> {
  const dropped = await rows<{ id: string }>(
    sql`delete from pgboss.job where name = 'readings.generate'
        and data->>'session_id' = ${sessionId} returning id`,
  );
  return dropped.length;
}

/** Moves a session's last change `seconds` into the past, as if its process stopped back then. */
async function ageSession(sessionId: string, seconds = SETTLING_S + 30) {
  await ctx.database.db.execute(sql`
    update reading_sessions set updated_at = now() - make_interval(secs => ${seconds})
    where id = ${sessionId}`);
}

async function pendingGenerateJobs(): Promise<number> {
  const [row] = await rows<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job
        where name = 'readings.generate' and state in ('created', 'retry', 'active')
          and start_after <= now()`,
  );
  return row?.n ?? 0;
}

describe('a reading left unfinished by a stopped process', { timeout: PALM_TEST_TIMEOUT }, () => {
  it('is made by the next process: completed once, charged once (or refunded once)', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'resume@example.com');
    await money.fund(user.userId, 300);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/user/profile',
      headers: user.auth,
      payload: { birth_date: '1991-07-07' },
    });

    // 1. Queued, but no worker runs here: it stays processing (202).
    const queued = await createdId(ctx.app, user, 'career');
    expect((await startSession(ctx.app, user, 'career', queued)).statusCode).toBe(202);
    const waiting = await getResults(ctx.app, user, 'career', queued);
    expect(waiting.statusCode).toBe(202);
    expect(waiting.json()).toEqual({
      success: true,
      data: { session_id: queued, status: 'processing', is_processing: true },
      message: 'Reading still in progress',
    });

    // 2. Its job was lost (the process died between the commit and the enqueue).
    const lost = await createdId(ctx.app, user, 'luck');
    await startSession(ctx.app, user, 'luck', lost);
    expect(await dropJobOf(lost)).toBe(1);
    await ageSession(lost);

    // 3. Its input became unusable meanwhile (the profile's birth date was removed).
    const doomed = await createdId(ctx.app, user, 'compatibility', {
      person_b: { birth_date: '1992-11-03' },
    });
    await startSession(ctx.app, user, 'compatibility', doomed);
    await ctx.database.db.execute(
      sql`update users set birth_date = null where id = ${user.userId}`,
    );

    // 4. Love sticks nobody drew within the window, and its delayed job was lost too.
    const undrawn = await createdId(ctx.app, user, 'love-sticks', {});
    await startSession(ctx.app, user, 'love-sticks', undrawn);
    await ctx.database.db.execute(sql`
      update reading_sessions set started_at = now() - interval '2 hours' where id = ${undrawn}`);
    expect(await dropJobOf(undrawn)).toBe(1);
    await ageSession(undrawn);

    const balance = async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/coins/balance',
        headers: user.auth,
      });
      return res.json<Envelope<{ balance: number; held: number }>>().data;
    };
    expect(await balance()).toMatchObject({ balance: 300, held: 200 });

    // The next process starts with workers on the same database.
    const restarted = await buildApp(testConfig({ ADMIN_EMAILS: ADMIN_EMAIL, DATA_DIR }), {
      database: ctx.database,
    });
    await restarted.ready();
    try {
      const career = await waitForResult(ctx.app, user, 'career', queued);
      const luck = await waitForResult(ctx.app, user, 'luck', lost);
      const compatibility = await waitForResult(ctx.app, user, 'compatibility', doomed);
      const sticks = await waitForResult(ctx.app, user, 'love-sticks', undrawn);

      expect(career).toMatchObject({ status: 'completed', coins_charged: 50 });
      expect(luck).toMatchObject({ status: 'completed', coins_charged: 50 });
      expect(luck.result?.title_th).toMatch(THAI);
      expect(compatibility).toMatchObject({ status: 'failed', result: null, coins_charged: 0 });
      expect(compatibility.error).toMatch(THAI);
      expect(sticks).toMatchObject({ status: 'completed', coins_charged: 50 });
      expect(sticks.result?.stick).toMatchObject({ number: expect.any(Number) });

      // Let every duplicate job (the queued one and the sweep's) run, then count the money.
      const deadline = Date.now() + 60_000;
      while ((await pendingGenerateJobs()) > 0) {
        if (Date.now() > deadline) throw new Error('generate jobs did not drain');
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(await balance()).toMatchObject({ balance: 150, held: 0 });
      for (const id of [queued, lost, undrawn]) {
        expect(await ledgerOf(id)).toEqual({
          holds: ['posted'],
          transfers: [{ kind: 'reading', amount: 50 }],
        });
      }
      expect(await ledgerOf(doomed)).toEqual({ holds: ['voided'], transfers: [] });
      expect(await money.reconcile()).toMatchObject({ ok: true });
    } finally {
      await restarted.close();
    }
  });

  it('finishes a palm reading whose process stopped mid-reading: read once, charged once', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'resume-palm@example.com');
    await money.fund(user.userId, 700);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/fortune/sessions',
      headers: user.auth,
      payload: { title: 'ลายมือ' },
    });
    const id = created.json<Envelope<{ session_id: string }>>().data.session_id;
    const photo = `data:image/jpeg;base64,${(await handJpeg()).toString('base64')}`;
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/fortune/sessions/${id}/start`,
      headers: user.auth,
      payload: { image_data: photo },
    });
    expect(started.statusCode).toBe(202);
    // The job was lost with the process that queued it.
    expect(await dropJobOf(id)).toBe(1);
    await ageSession(id);

    const restarted = await buildApp(testConfig({ ADMIN_EMAILS: ADMIN_EMAIL, DATA_DIR }), {
      database: ctx.database,
    });
    await restarted.ready();
    try {
      let result: { status: string; coins_charged: number } | undefined;
      for (let i = 0; i < 200 && !result; i++) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/fortune/sessions/${id}/result`,
          headers: user.auth,
        });
        if (res.statusCode === 200) result = res.json<Envelope<typeof result & object>>().data;
        else await new Promise((r) => setTimeout(r, 100));
      }
      expect(result).toMatchObject({ status: 'completed', coins_charged: 600 });
      const deadline = Date.now() + 60_000;
      while ((await pendingGenerateJobs()) > 0) {
        if (Date.now() > deadline) throw new Error('generate jobs did not drain');
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(await ledgerOf(id)).toEqual({
        holds: ['posted'],
        transfers: [{ kind: 'reading', amount: 600 }],
      });
      expect(await money.reconcile()).toMatchObject({ ok: true });
    } finally {
      await restarted.close();
    }
  });
});

describe('a reading whose generate job is running', () => {
  it('is left to its job while that job is young, and queued again once it is older than a live one', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'resume-active@example.com');
    await money.fund(user.userId, 100);
    const id = await createdId(ctx.app, user, 'luck');
    expect((await startSession(ctx.app, user, 'luck', id)).statusCode).toBe(202);
    const repo = createReadingsRepo(ctx.database.db);
    const strandedNow = () => repo.stranded('processing', ['luck'], null, 50);

    // Its job waits: not stranded.
    expect(await strandedNow()).not.toContain(id);
    // Running on a busy instance right now: not stranded either.
    const markActive = (secondsAgo: number) =>
      ctx.database.db.execute(sql`
        update pgboss.job set state = 'active',
          started_on = now() - make_interval(secs => ${secondsAgo})
        where name = 'readings.generate' and data->>'session_id' = ${id}`);
    await markActive(1);
    expect(await strandedNow()).not.toContain(id);
    // Active for longer than any reading takes: its process died (killed mid-work).
    await ageSession(id, ACTIVE_JOB_LIVE_S + 10);
    await markActive(ACTIVE_JOB_LIVE_S + 10);
    expect(await strandedNow()).toContain(id);
  });
});

describe('a reading whose start has committed but whose job is not queued yet', () => {
  it('is left to its start while it settles, and is stranded once it is older than that', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'resume-settling@example.com');
    await money.fund(user.userId, 100);
    const id = await createdId(ctx.app, user, 'career');
    expect((await startSession(ctx.app, user, 'career', id)).statusCode).toBe(202);
    // The moment between the start's commit and its enqueue: no job for the session yet.
    expect(await dropJobOf(id)).toBe(1);
    const repo = createReadingsRepo(ctx.database.db);
    const strandedNow = () => repo.stranded('processing', ['career'], null, 50);

    // A sweep made by an instance starting right now queues nothing for it.
    expect(await strandedNow()).not.toContain(id);
    await ageSession(id, SETTLING_S - 5);
    expect(await strandedNow()).not.toContain(id);
    // Its start never queued the job (the process died): the next sweep does.
    await ageSession(id, SETTLING_S + 5);
    expect(await strandedNow()).toContain(id);
  });
});
