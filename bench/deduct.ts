import { rmSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { benchConfig } from './config.ts';
import { withDatabase } from './database.ts';
import { BENCH_SECONDS, type Scenario } from './measure.ts';
import { signedInBenchUser } from './signed-in.ts';

const CONNECTIONS = 50;

/** Raw single-row conditional UPDATEs through `pg` with 50 concurrent clients: the ceiling. */
async function rawUpdatesPerSecond(url: string): Promise<number> {
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
  pool.on('error', () => {});
  await pool.query(
    'CREATE TABLE bench_wallet (id int PRIMARY KEY, balance bigint NOT NULL CHECK (balance >= 0))',
  );
  await pool.query('INSERT INTO bench_wallet VALUES (1, 1000000000000)');
  let done = 0;
  const deadline = Date.now() + BENCH_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < deadline) {
        await pool.query(
          'UPDATE bench_wallet SET balance = balance - 1 WHERE id = 1 AND balance >= 1',
        );
        done++;
      }
    }),
  );
  await pool.end();
  return done / BENCH_SECONDS;
}

/** POST /api/v1/coins/deduct of 1 coin with a fresh Idempotency-Key each, 50 connections. */
async function deductionsPerSecond(url: string): Promise<number> {
  const config = benchConfig({
    DATABASE_URL: url,
    WORKERS_ENABLED: 'false',
    ADMIN_EMAILS: 'bench@example.com',
  });
  const app = await buildApp(config);
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const { auth } = await signedInBenchUser(config, url, base, 9_000_000);

    // The load generator runs in a worker thread, so it does not share the server's event loop;
    // every request carries a fresh Idempotency-Key (autocannon's [<id>] replacement).
    const result = await autocannon({
      url: `${base}/api/v1/coins/deduct`,
      connections: CONNECTIONS,
      duration: BENCH_SECONDS,
      workers: 1,
      idReplacement: true,
      method: 'POST',
      headers: { ...auth, 'idempotency-key': 'bench-[<id>]' },
      body: JSON.stringify({ amount: 1, reason: 'benchmark' }),
    });
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`deductions: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    }
    return result.requests.average;
  } finally {
    await app.close();
    rmSync(config.dataDir, { recursive: true, force: true });
  }
}

/** Coin deductions over HTTP on PostgreSQL, against raw conditional UPDATEs through `pg`. */
export const deductScenario: Scenario = {
  name: 'deduct',
  async run() {
    const baseline = await withDatabase('duangdee_bench', rawUpdatesPerSecond);
    const subject = await withDatabase('duangdee_bench', deductionsPerSecond);
    return {
      subject: { label: 'POST /api/v1/coins/deduct (PostgreSQL, 50 connections)', value: subject },
      baseline: { label: 'raw conditional UPDATE via pg (50 clients)', value: baseline },
    };
  },
};
