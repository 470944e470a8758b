import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { AppConfig } from '../config.ts';
import * as schema from './schema.ts';
import { pgliteJobsConnection } from './pglite-jobs.ts';
import {
  PGLITE_NO_WAL_RECYCLING,
  rewriteOnPglite,
  rewriteOnPostgres,
  type RewriteReport,
} from './rewrite-tables.ts';
import { bundledSnapshotDir, snapshotFor, startFromSnapshot } from './snapshot-start.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What the job queue (pg-boss) needs to talk to the same database. */
export type JobsConnection =
  | { kind: 'postgres'; connectionString: string }
  | {
      kind: 'pglite';
      executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
    };

export interface Database {
  kind: 'pglite' | 'postgres';
  /** This open made the data directory from the build's snapshot (an embedded first start). */
  startedFromSnapshot: boolean;
  db: Db;
  jobsConnection: JobsConnection;
  /** Applies every committed migration that has not run yet. */
  migrate(): Promise<void>;
  /**
   * Rewrites `tables` (`VACUUM FULL`, one at a time, outside any transaction) and checkpoints, so
   * rows deleted or emptied in them leave the disk (rewrite-tables.ts, decision 051).
   */
  rewriteTables(tables: readonly string[]): Promise<RewriteReport>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** Where the committed SQL migrations live, from source (`src/db`) or the bundle (`dist`). */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const fromSource = path.resolve(here, '../../drizzle');
  const fromBundle = path.resolve(here, '../drizzle');
  return here.endsWith(`${path.sep}dist`) ? fromBundle : fromSource;
}

/** The longest a request waits for a connection to PostgreSQL (a new one or a free one). */
export const POOL_CONNECT_TIMEOUT_MS = 5_000;

/**
 * Applies the migrations under a PostgreSQL advisory lock: instances started together on one
 * database take turns, and the second finds the work done instead of failing on a table the
 * first has just created.
 */
async function migrateOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('duangdee.migrations'))`);
    await migratePg(drizzlePg(client), { migrationsFolder: migrationsFolder() });
  } finally {
    // Ending the session also releases the lock, should unlocking fail.
    await client
      .query(`select pg_advisory_unlock(hashtext('duangdee.migrations'))`)
      .then(() => client.release())
      .catch((error: Error) => client.release(error));
  }
}

/**
 * Opens the database `config` names. An embedded one with an empty data directory starts as a
 * copy of the build's snapshot in `snapshotDir` (when there is one for this PGlite): `copied`
 * is such a copy already made beside the data directory (`copySnapshotAhead`, complete), put in
 * place instead of copying again, or removed when the data directory holds a cluster after all.
 */
export function openDatabase(
  config: AppConfig['database'],
  options: { snapshotDir: string | null; copied?: string } = { snapshotDir: bundledSnapshotDir() },
): Database {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: 20,
      // A database that does not answer (or a pool with no free connection) fails the request
      // in this time, as 503 SERVICE_UNAVAILABLE, instead of holding it for as long as the
      // outage lasts.
      connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
      // TCP keepalive: a connection whose server vanished without a word is noticed and dropped.
      keepAlive: true,
    });
    // An idle client's network error must not crash the process; the next query reports it.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      kind: 'postgres',
      startedFromSnapshot: false,
      db,
      jobsConnection: { kind: 'postgres', connectionString: config.url },
      migrate: () => migrateOnce(pool),
      rewriteTables: (tables) => rewriteOnPostgres(pool, tables),
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  // A first start copies the build's migrated cluster instead of creating one (pglite-snapshot.ts).
  const snapshot = config.dataDir ? snapshotFor(config.dataDir, options.snapshotDir) : null;
  if (config.dataDir && snapshot) startFromSnapshot(snapshot, config.dataDir, options.copied);
  else if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  if (!snapshot && options.copied) rmSync(options.copied, { recursive: true, force: true });
  const client = new PGlite(config.dataDir ?? 'memory://');
  // The first statement of the session: a WAL segment no longer needed is removed, never recycled
  // with its old content as a later one (an erasure's rewrite relies on it, decision 051).
  const configured = client.exec(PGLITE_NO_WAL_RECYCLING);
  configured.catch(() => undefined);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    startedFromSnapshot: snapshot !== null,
    db,
    jobsConnection: pgliteJobsConnection(client),
    migrate: async () => {
      await configured;
      await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
    },
    rewriteTables: (tables) => rewriteOnPglite(client, tables),
    ping: () => ping(db),
    close: () => client.close(),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
