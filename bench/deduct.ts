import { rmSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { benchConfig, logSink } from './config.ts';
import { withDatabase } from './database.ts';
import { BENCH_SECONDS, type Scenario } from './measure.ts';
import { signedInBenchUser } from './signed-in.ts';

const CONNECTIONS = 50;
const SEED_COINS = 9_000_000;

/**
 * After the run, the ledger must account for every answer: one deduction transfer per 2xx (plus
 * at most one per connection still in flight when the run stopped counting), the wallet down by
 * exactly the deductions recorded, never below zero, and every transfer's legs summing to zero.
 * Any difference is an anomaly and fails the benchmark.
 */
async function assertNoAnomalies(url: string, userId: string, seeded: number, answered: number) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const { rows } = await db.query<{ balance: string; deductions: string; unbalanced: string }>(
      `SELECT
         (SELECT balance FROM ledger_accounts WHERE user_id = $1 AND kind = 'wallet') AS balance,
         (SELECT count(*) FROM ledger_transfers WHERE kind = 'deduct') AS deductions,
         (SELECT count(*) FROM (SELECT transfer_id FROM ledger_entries GROUP BY transfer_id
            HAVING sum(amount) <> 0) AS t) AS unbalanced`,
      [userId],
    );
    const row = rows[0];
    const balance = Number(row?.balance);
    const deductions = Number(row?.deductions);
    // The run ends with up to one request per connection still in flight: the server completes
    // them (recorded) after the load generator stopped counting answers.
    const inFlight = deductions - answered;
    const anomalies = [
      (inFlight < 0 || inFlight > CONNECTIONS) &&
        `${deductions} deductions recorded for ${answered} answers`,
      balance !== seeded - deductions && `balance ${balance}, expected ${seeded - deductions}`,
      balance < 0 && 'a negative balance',
      Number(row?.unbalanced) > 0 && `${row?.unbalanced} transfers whose legs do not sum to zero`,
    ].filter(Boolean);
    if (anomalies.length > 0) throw new Error(`deductions: ${anomalies.join('; ')}`);
  } finally {
    await db.end();
  }
}

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
    ADMIN_EMAILS: 'bench-1@example.com',
  });
  const app = await buildApp(config, { logStream: logSink });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const { userId, auth } = await signedInBenchUser(config, url, base, SEED_COINS);

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
    // Closing waits for the requests still in flight, so the ledger is final when it is read.
    await app.close();
    await assertNoAnomalies(url, userId, SEED_COINS, result['2xx']);
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
      subject: {
        label: 'POST /api/v1/coins/deduct (PostgreSQL, 50 connections, 0 anomalies)',
        value: subject,
      },
      baseline: { label: 'raw conditional UPDATE via pg (50 clients)', value: baseline },
    };
  },
};
