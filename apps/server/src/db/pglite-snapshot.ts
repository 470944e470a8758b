import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Db, JobsConnection } from './client.ts';
import { pgliteJobsConnection } from './pglite-jobs.ts';
import * as schema from './schema.ts';
import {
  pgliteVersion,
  SNAPSHOT_DIR,
  SNAPSHOT_INFO_FILE,
  type SnapshotInfo,
} from './snapshot-start.ts';

/**
 * A first start of the embedded database spends most of its time creating the cluster (PGlite's
 * `initdb`, about 1.5 s of WebAssembly) and then migrating and seeding it. The build does that
 * once and keeps the result beside the server bundle: a data directory with every migration
 * applied and what the product ships written in (`build-snapshot.ts`), closed cleanly. A first
 * start with an empty `DATA_DIR` copies it into place (`snapshot-start.ts`), which measured
 * 0.4–0.5 s quicker over a whole first start than unpacking a tarball through PGlite's
 * `loadDataDir`. The snapshot names
 * the PGlite version that wrote it and is used only by that same version; anything else creates
 * the cluster as before. Migrations newer than the snapshot are applied at start as always.
 */
/** What an earlier build kept instead (a tarball); a new build removes it. */
const OLD_SNAPSHOT_FILE = 'pglite-snapshot.tar.gz';
/** The one database of an embedded cluster: PGlite's default, the only one it opens. */
export const KEPT_DATABASE = 'template1';

/**
 * Creates a migrated cluster in `dir`'s snapshot folder (replacing an earlier one), writes `seed`
 * into it (given the database and the job queue's connection to it), and records the PGlite
 * version that wrote it beside it.
 */
export async function writePgliteSnapshot(
  dir: string,
  migrationsFolder: string,
  seed?: (db: Db, jobs: JobsConnection) => Promise<void>,
): Promise<void> {
  const target = path.join(dir, SNAPSHOT_DIR);
  rmSync(target, { recursive: true, force: true });
  rmSync(path.join(dir, OLD_SNAPSHOT_FILE), { force: true });
  const client = new PGlite(target);
  try {
    await migrate(drizzle(client), { migrationsFolder });
    await seed?.(drizzle(client, { schema }) as unknown as Db, pgliteJobsConnection(client));
    await dropUnusedDatabases(client);
  } finally {
    await client.close();
  }
  const info: SnapshotInfo = { pglite: pgliteVersion() };
  writeFileSync(path.join(dir, SNAPSHOT_INFO_FILE), `${JSON.stringify(info)}\n`);
}

/**
 * PGlite opens `template1` and nothing else. `initdb` also makes `postgres` and `template0`, which
 * no start ever opens: about half the snapshot's bytes and files, each copied by every first start
 * (and kept in every data directory made from it). They go before the snapshot is closed.
 */
async function dropUnusedDatabases(client: PGlite): Promise<void> {
  const { rows } = await client.query<{ name: string }>('select current_database() as name');
  if (rows[0]?.name !== KEPT_DATABASE) {
    throw new Error(`the snapshot's database is ${rows[0]?.name}, not ${KEPT_DATABASE}`);
  }
  // A fresh cluster always has both; template0 must stop being a template before it can go.
  await client.exec('DROP DATABASE postgres');
  await client.exec('ALTER DATABASE template0 IS_TEMPLATE false');
  await client.exec('DROP DATABASE template0');
}
