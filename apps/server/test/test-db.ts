import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.ts';

/**
 * Each test file gets its own fresh, migrated database: PGlite in memory by default, or a
 * throwaway PostgreSQL database when the `server-pg` project runs (TEST_DATABASE_URL set).
 */
export interface TestDatabase extends Database {
  /** Drops the throwaway database (PostgreSQL) after closing. */
  destroy(): Promise<void>;
}

export function testDbKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDbKind() === 'pglite') {
    const database = openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    return { ...database, destroy: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const name = `duangdee_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ kind: 'postgres', url: url.toString() });
  await database.migrate();
  return {
    ...database,
    async destroy() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
