import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * The start's side of the build's embedded-database snapshot (`pglite-snapshot.ts` writes it): a
 * first start with an empty data directory copies it into place. Node's own modules only, so the
 * entry (`main.ts`) can start the copy before it loads the rest of the server.
 */

/** The snapshot's data directory, beside the server bundle. */
export const SNAPSHOT_DIR = 'pglite-snapshot';
/** Which PGlite wrote the snapshot. */
export const SNAPSHOT_INFO_FILE = 'pglite-snapshot.json';
/** The copy is made under this name beside the data directory, then renamed into place. */
const COPYING = '.copying-';

export interface SnapshotInfo {
  pglite: string;
}

/** Where the build keeps the embedded database's snapshot: beside the bundle, never in source. */
export function bundledSnapshotDir(): string | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return here.endsWith(`${path.sep}dist`) ? here : null;
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

/** Whether `dataDir` holds no cluster yet (missing, or empty). */
function isEmptyDir(dataDir: string): boolean {
  return !existsSync(dataDir) || readdirSync(dataDir).length === 0;
}

/**
 * The snapshot in `dir` to start an empty `dataDir` from (a data directory), or null: when
 * `dataDir` already holds a cluster, when there is no snapshot, or when it was written by another
 * PGlite version.
 */
export function snapshotFor(dataDir: string, dir: string | null): string | null {
  if (!dir || !isEmptyDir(dataDir)) return null;
  const snapshot = path.join(dir, SNAPSHOT_DIR);
  const infoFile = path.join(dir, SNAPSHOT_INFO_FILE);
  if (!existsSync(path.join(snapshot, 'PG_VERSION')) || !existsSync(infoFile)) return null;
  let info: SnapshotInfo;
  try {
    info = JSON.parse(readFileSync(infoFile, 'utf8')) as SnapshotInfo;
  } catch {
    return null;
  }
  return info.pglite === pgliteVersion() ? snapshot : null;
}

/** This process's copy folder for `dataDir`, beside it. */
function copyFolderOf(dataDir: string): string {
  return path.join(path.dirname(dataDir), `${path.basename(dataDir)}${COPYING}${process.pid}`);
}

/**
 * Puts a copy of `snapshot` at `dataDir` (missing or empty). The copy is made beside it and then
 * renamed into place, so a start killed halfway leaves `dataDir` empty, never half a cluster, and
 * the next start copies again (clearing what the killed one left). `copied` is a complete copy
 * already made beside it (`copySnapshotAhead`), used instead of copying again.
 *
 * Called only while holding the data directory's lock: any other copy beside it is one no start
 * can use (a killed start's, or one made ahead by a start that will not get the lock).
 */
export function startFromSnapshot(snapshot: string, dataDir: string, copied?: string): void {
  const parent = path.dirname(dataDir);
  const base = path.basename(dataDir);
  mkdirSync(parent, { recursive: true });
  const copy = copied ?? copyFolderOf(dataDir);
  for (const name of readdirSync(parent)) {
    const other = path.join(parent, name);
    if (name.startsWith(`${base}${COPYING}`) && (copied === undefined || other !== copied)) {
      rmSync(other, { recursive: true, force: true });
    }
  }
  if (copied === undefined) cpSync(snapshot, copy, { recursive: true });
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(copy, dataDir);
}

/** A copy of the snapshot made in a thread of its own, while the server's modules load. */
export interface SnapshotCopy {
  /** The folder it is made in, beside the data directory. */
  readonly folder: string;
  /** Settles once the copy is complete; rejects if it failed. */
  readonly done: Promise<void>;
  /** Stops the copy if it is still running, and removes what it wrote. */
  discard(): Promise<void>;
}

/** What the copying thread runs (CommonJS, Node's own modules only). */
const COPY_IN_A_THREAD = `
const { workerData } = require('node:worker_threads');
require('node:fs').cpSync(workerData.from, workerData.to, { recursive: true });
`;

/**
 * Starts copying the snapshot for an empty `dataDir` beside it, in a worker thread, or returns
 * null when there is nothing to copy (`snapshotFor`). A first start's copy takes 0.1–0.6 s on
 * this kind of disk; made while the main thread loads the server's modules, it is done by the
 * time the database opens. Nothing is put in place here: `startFromSnapshot` does that, holding
 * the data directory's lock.
 */
export function copySnapshotAhead(dataDir: string, dir: string | null): SnapshotCopy | null {
  const snapshot = snapshotFor(dataDir, dir);
  if (!snapshot) return null;
  const folder = copyFolderOf(dataDir);
  mkdirSync(path.dirname(dataDir), { recursive: true });
  rmSync(folder, { recursive: true, force: true });
  const worker = new Worker(COPY_IN_A_THREAD, {
    eval: true,
    workerData: { from: snapshot, to: folder },
  });
  const done = new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`copying the database snapshot stopped (exit code ${code})`));
    });
  });
  // Whoever opens the database awaits it; a start that fails first must not crash on it.
  done.catch(() => {});
  return {
    folder,
    done,
    async discard() {
      await worker.terminate();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * The folder of `copy` once it is complete, to open the database from; undefined when there is
 * none, or when it failed (`failed` is told why; what it wrote is removed, and the open copies
 * the snapshot itself, as it would have without it).
 */
export async function copiedAhead(
  copy: SnapshotCopy | null | undefined,
  failed: (error: unknown) => void,
): Promise<string | undefined> {
  if (!copy) return undefined;
  try {
    await copy.done;
    return copy.folder;
  } catch (error) {
    failed(error);
    await copy.discard();
    return undefined;
  }
}
