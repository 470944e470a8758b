import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { closedPort as freePort } from './closed-port.ts';

const run = promisify(execFile);

export interface PostgresBinaries {
  initdb: string;
  pgCtl: string;
}

/**
 * A PostgreSQL server of the test's own: its own data directory in a temporary folder, its own
 * port on 127.0.0.1, trust authentication, no durability (fsync off). Nothing about it touches
 * any other PostgreSQL on the machine.
 */
export interface ThrowawayPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  port: number;
  /** Whether the server is up (as far as this helper started and stopped it). */
  running(): boolean;
  /** `pg_ctl stop`: `fast` ends every session (a rollback each); `immediate` is a crash. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again on the same data and port; resolves once it accepts connections. */
  start(): Promise<void>;
  /** The server's own log so far. */
  log(): string;
  /** Stops it (if running) and removes its folder. Safe to call twice. */
  destroy(): Promise<void>;
}

/** The newest `/usr/lib/postgresql/<n>/bin` that has both tools. */
function debianBinaries(): PostgresBinaries | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    const found = { initdb: path.join(bin, 'initdb'), pgCtl: path.join(bin, 'pg_ctl') };
    if (existsSync(found.initdb) && existsSync(found.pgCtl)) return found;
  }
  return null;
}

export function postgresBinaries(): PostgresBinaries | null {
  const local = { initdb: '/usr/local/bin/initdb', pgCtl: '/usr/local/bin/pg_ctl' };
  if (existsSync(local.initdb) && existsSync(local.pgCtl)) return local;
  const debian = debianBinaries();
  if (debian) return debian;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const found = { initdb: path.join(dir, 'initdb'), pgCtl: path.join(dir, 'pg_ctl') };
    if (dir && existsSync(found.initdb) && existsSync(found.pgCtl)) return found;
  }
  return null;
}

/**
 * Whether a test needing its own PostgreSQL can run: without the binaries it skips with a word
 * why, except under CI, whose machines have them (a skip there would hide a broken test).
 */
export function postgresForTests(what: string): boolean {
  if (postgresBinaries()) return true;
  if (process.env.CI) throw new Error(`CI needs PostgreSQL's initdb and pg_ctl for ${what}`);
  console.warn(`${what} skipped: no initdb and pg_ctl found`);
  return false;
}

/** PostgreSQL refuses to run as root: as root, the server runs as the `postgres` user. */
async function osUser(): Promise<{ prefix: string[]; uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  let uid: number;
  let gid: number;
  try {
    uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
  } catch {
    throw new Error('running as root, a throwaway PostgreSQL needs a `postgres` OS user');
  }
  const runuser =
    ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser'].find((p) => existsSync(p)) ??
    'runuser';
  return { prefix: [runuser, '-u', 'postgres', '--'], uid, gid };
}

/** Stops a server a crashed test left behind, when the test process itself exits. */
function stopAtExit(dataDir: string, folder: string): () => void {
  const atExit = () => {
    try {
      const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      // SIGQUIT: immediate shutdown, nothing to wait for.
      if (pid > 0) process.kill(pid, 'SIGQUIT');
    } catch {
      // Not running.
    }
    rmSync(folder, { recursive: true, force: true });
  };
  process.once('exit', atExit);
  return () => process.off('exit', atExit);
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const binaries = postgresBinaries();
  if (!binaries) throw new Error('initdb and pg_ctl were not found');
  const user = await osUser();
  // The `postgres` user must be able to reach the folder: as root, under /tmp (world-readable)
  // whatever TMPDIR says.
  const base = user && existsSync('/tmp') ? '/tmp' : tmpdir();
  const folder = mkdtempSync(path.join(base, 'duangdee-pg-'));
  const dataDir = path.join(folder, 'data');
  const logFile = path.join(folder, 'server.log');
  if (user) chownSync(folder, user.uid, user.gid);
  const forget = stopAtExit(dataDir, folder);

  const as = (command: string, args: string[]) =>
    user ? run(user.prefix[0]!, [...user.prefix.slice(1), command, ...args]) : run(command, args);

  const port = await freePort();
  // The socket directory is ours too, so nothing is written where the machine's server lives.
  const options = [
    `-p ${port}`,
    `-k ${folder}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=100',
  ].join(' ');

  let isRunning = false;
  let destroyed = false;
  const pgCtl = async (args: string[]) => {
    try {
      await as(binaries.pgCtl, ['-D', dataDir, ...args]);
    } catch (error) {
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
      throw new Error(`pg_ctl ${args.join(' ')} failed: ${String(error)}\n${log}`);
    }
  };

  const server: ThrowawayPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    running: () => isRunning,
    async stop(mode = 'fast') {
      if (!isRunning) return;
      await pgCtl(['-m', mode, '-w', '-t', '30', 'stop']);
      isRunning = false;
    },
    async start() {
      if (isRunning) return;
      await pgCtl(['-l', logFile, '-o', options, '-w', '-t', '30', 'start']);
      isRunning = true;
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      try {
        await server.stop('immediate');
      } finally {
        rmSync(folder, { recursive: true, force: true });
        forget();
      }
    },
  };

  try {
    await as(binaries.initdb, [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    await server.start();
  } catch (error) {
    await server.destroy();
    throw error;
  }
  return server;
}
