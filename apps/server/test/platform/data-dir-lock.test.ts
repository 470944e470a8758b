import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DataDirLockedError,
  LOCK_FILE_NAME,
  lockDataDir,
} from '../../src/platform/data-dir-lock.ts';

const main = path.resolve(import.meta.dirname, '../../src/main.ts');
const dirs: string[] = [];
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function freshDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'duangdee-lock-'));
  dirs.push(dir);
  return dir;
}

/** The pid of a process that has already exited. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  if (!pid) throw new Error('no pid');
  return pid;
}

const lockFileOf = (dir: string) => path.join(dir, LOCK_FILE_NAME);
const holderOf = (dir: string) => Number(readFileSync(lockFileOf(dir), 'utf8').trim());

describe('the DATA_DIR lock', () => {
  it('holds the pid while taken, refuses a second taker in this process, and goes on release', async () => {
    const dir = freshDir();
    const lock = await lockDataDir(dir);
    expect(holderOf(dir)).toBe(process.pid);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    lock.release();
    lock.release();
    expect(existsSync(lockFileOf(dir))).toBe(false);
    (await lockDataDir(dir)).release();
  });

  it('is refused while a live process holds it, naming that pid, and left as it is', async () => {
    const dir = freshDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    children.push(holder);
    writeFileSync(lockFileOf(dir), `${holder.pid}\n`);
    const refused = await lockDataDir(dir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toContain(`pid ${holder.pid}`);
    expect((refused as Error).message).toContain(dir);
    expect(holderOf(dir)).toBe(holder.pid);
  });

  it.each([
    ['a pid that is no longer alive', () => `${deadPid()}\n`],
    ['this pid from an earlier life (a restarted container)', () => `${process.pid}\n`],
    ['no readable pid', () => ''],
  ])('takes over a stale lock holding %s', async (_, content) => {
    const dir = freshDir();
    writeFileSync(lockFileOf(dir), content());
    const lock = await lockDataDir(dir);
    expect(holderOf(dir)).toBe(process.pid);
    lock.release();
  });

  it('lets exactly one of many racing takers over a stale lock win', async () => {
    const dir = freshDir();
    writeFileSync(lockFileOf(dir), `${deadPid()}\n`);
    // Run in child processes: each is its own pid, as two servers starting together would be.
    const racer = `
      const { lockDataDir } = await import(${JSON.stringify(
        path.resolve(import.meta.dirname, '../../src/platform/data-dir-lock.ts'),
      )});
      try { await lockDataDir(process.argv[1]); console.log('won'); setTimeout(() => {}, 3000); }
      catch (error) { console.log(error.name); }
    `;
    const runs = Array.from({ length: 4 }, () => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', racer, dir],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      children.push(child);
      return new Promise<string>((resolve) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('\n')) resolve(out.trim());
        });
        child.once('exit', () => resolve(out.trim()));
      });
    });
    const outcomes = await Promise.all(runs);
    expect(outcomes.filter((o) => o === 'won')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'DataDirLockedError')).toHaveLength(3);
  }, 60_000);
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface ServerRun {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

/** The real entry point (what `npm start` runs), from source, on `dataDir`. */
async function startServer(dataDir: string): Promise<ServerRun> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WORKERS_ENABLED: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, port, output: () => output, exited };
}

async function untilHealthy(run: ServerRun): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (run.child.exitCode !== null) throw new Error(`server exited early:\n${run.output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${run.port}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${run.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('two server processes on one embedded database', () => {
  it('the second refuses to start, naming the first one’s pid; a killed one’s lock is taken over', async () => {
    const dataDir = freshDir();
    const first = await startServer(dataDir);
    await untilHealthy(first);
    expect(holderOf(dataDir)).toBe(first.child.pid);

    const second = await startServer(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output().trim()).toBe(
      new DataDirLockedError(dataDir, first.child.pid as number, lockFileOf(dataDir)).message,
    );
    // The first one was not disturbed.
    expect((await fetch(`http://127.0.0.1:${first.port}/api/v1/health`)).ok).toBe(true);

    // Killed outright, it leaves its lock behind; the next start sees its pid is gone.
    first.child.kill('SIGKILL');
    await first.exited;
    expect(holderOf(dataDir)).toBe(first.child.pid);
    const third = await startServer(dataDir);
    await untilHealthy(third);
    expect(holderOf(dataDir)).toBe(third.child.pid);

    // A clean stop releases it.
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(existsSync(lockFileOf(dataDir))).toBe(false);
  }, 180_000);
});
