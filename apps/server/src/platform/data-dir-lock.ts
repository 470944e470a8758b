import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

/** Inside DATA_DIR; it holds the pid of the one server process using the directory. */
export const LOCK_FILE_NAME = 'server.lock';

/**
 * Another live process holds DATA_DIR. PGlite is a single-process database: two processes
 * writing one data directory corrupt it, so the second one must not start.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
    readonly lockFile: string,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another server process (pid ${holderPid}). ` +
        'The embedded database takes one process at a time: stop that process, or give this one ' +
        `its own DATA_DIR (or a DATABASE_URL). If pid ${holderPid} is not a Duangdee server, ` +
        `delete ${lockFile}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock file if it is still this process's; safe to call more than once. */
  release(): void;
}

/** Locks taken by this process: a second app on the same directory in one process is refused too. */
const heldHere = new Set<string>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user, which still makes it a holder.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | 'missing' | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * The holder's pid. The holder creates the file and then writes its pid, so an empty file may be
 * a lock being taken right now: it is read again for a moment before it counts as unreadable.
 */
async function readHolder(file: string): Promise<number | 'missing' | null> {
  for (let tries = 0; ; tries++) {
    const pid = readPid(file);
    if (pid !== null || tries >= 10) return pid;
    await sleep(50);
  }
}

function unlinkQuietly(file: string) {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** Creates the lock file with O_CREAT | O_EXCL: of two processes, exactly one succeeds. */
function tryCreate(file: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Removes a lock judged stale. Two processes may judge the same file stale at once; the guard
 * file (also O_EXCL) lets one of them at a time look again and remove it only if it still holds
 * the stale pid, so a lock a racing process has taken meanwhile is never removed.
 */
async function removeStale(file: string, stalePid: number | null): Promise<void> {
  const guard = `${file}.takeover`;
  let fd: number;
  try {
    fd = openSync(guard, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // A guard is held for milliseconds; an old one was left by a process that died holding it.
    const since = statSync(guard, { throwIfNoEntry: false })?.mtimeMs;
    if (since !== undefined && Date.now() - since > 10_000) unlinkQuietly(guard);
    else await sleep(100);
    return;
  }
  try {
    if ((await readHolder(file)) === stalePid) unlinkQuietly(file);
  } finally {
    closeSync(fd);
    unlinkQuietly(guard);
  }
}

/**
 * Takes DATA_DIR for this process, or throws `DataDirLockedError` naming the live holder. A lock
 * whose process is gone (a crash, a kill -9) is taken over. So is one carrying this process's own
 * pid that this process does not hold: a restarted container often reuses the pid of its previous
 * life. The lock is released by `release()`, or when the process exits.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE_NAME);
  if (heldHere.has(file)) throw new DataDirLockedError(dataDir, process.pid, file);

  for (let attempt = 0; !tryCreate(file); attempt++) {
    if (attempt >= 20) throw new Error(`Could not take ${file}: it keeps changing hands`);
    const holder = await readHolder(file);
    if (holder === 'missing') continue;
    if (holder !== null && holder !== process.pid && isAlive(holder)) {
      throw new DataDirLockedError(dataDir, holder, file);
    }
    await removeStale(file, holder);
  }

  heldHere.add(file);
  // A crash that still runs exit handlers leaves no lock behind; a kill -9 does, and that one is
  // taken over as stale by the next start.
  const releaseOnExit = () => release();
  process.once('exit', releaseOnExit);

  function release() {
    if (!heldHere.delete(file)) return;
    process.removeListener('exit', releaseOnExit);
    try {
      if (readPid(file) === process.pid) unlinkQuietly(file);
    } catch {
      // The directory is unreadable or gone: nothing is left to release.
    }
  }

  return { file, release };
}
