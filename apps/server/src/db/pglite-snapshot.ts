import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/**
 * A first start of the embedded database spends most of its time creating the cluster (PGlite's
 * `initdb`, about 1.5 s of WebAssembly) and then migrating it. The build does that once and keeps
 * the result, a data directory with every migration applied, as a tarball beside the server
 * bundle; a first start with an empty `DATA_DIR` unpacks it instead. The snapshot names the PGlite
 * version that wrote it and is used only by that same version; anything else creates the cluster
 * as before. Migrations newer than the snapshot are applied at start as always.
 */
export const SNAPSHOT_FILE = 'pglite-snapshot.tar.gz';
const INFO_FILE = 'pglite-snapshot.json';

interface SnapshotInfo {
  pglite: string;
}

/** The installed PGlite's version, from its package.json. */
export function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite' && pkg.version) return pkg.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('@electric-sql/pglite: package.json not found');
    dir = parent;
  }
}

/** Creates a migrated cluster in memory and writes it, and its PGlite version, into `dir`. */
export async function writePgliteSnapshot(dir: string, migrationsFolder: string): Promise<void> {
  const client = new PGlite();
  try {
    await migrate(drizzle(client), { migrationsFolder });
    const tarball = await client.dumpDataDir('gzip');
    writeFileSync(path.join(dir, SNAPSHOT_FILE), Buffer.from(await tarball.arrayBuffer()));
    const info: SnapshotInfo = { pglite: pgliteVersion() };
    writeFileSync(path.join(dir, INFO_FILE), `${JSON.stringify(info)}\n`);
  } finally {
    await client.close();
  }
}

/** Whether `dataDir` holds no cluster yet (missing, or empty). */
function isEmptyDir(dataDir: string): boolean {
  return !existsSync(dataDir) || readdirSync(dataDir).length === 0;
}

/**
 * The snapshot in `dir` to start an empty `dataDir` from, or null: when the directory already
 * holds a cluster, when there is no snapshot, or when it was written by another PGlite version.
 */
export function snapshotFor(dataDir: string, dir: string | null): Blob | null {
  if (!dir || !isEmptyDir(dataDir)) return null;
  const tarball = path.join(dir, SNAPSHOT_FILE);
  const infoFile = path.join(dir, INFO_FILE);
  if (!existsSync(tarball) || !existsSync(infoFile)) return null;
  let info: SnapshotInfo;
  try {
    info = JSON.parse(readFileSync(infoFile, 'utf8')) as SnapshotInfo;
  } catch {
    return null;
  }
  if (info.pglite !== pgliteVersion()) return null;
  return new Blob([readFileSync(tarball)]);
}
