import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { closedPort } from './closed-port.ts';

/**
 * A redis-server of the test's own: its own port on 127.0.0.1, nothing saved to disk, in a
 * temporary folder. Nothing about it touches any other Redis on the machine.
 */
export interface ThrowawayRedis {
  /** `redis://127.0.0.1:<port>` */
  url: string;
  port: number;
  running(): boolean;
  /** Ends the server: `SIGKILL` as a crash, `SIGTERM` as an orderly stop. */
  stop(signal?: 'SIGKILL' | 'SIGTERM'): Promise<void>;
  /** Starts it again on the same port (empty: nothing was saved); resolves once it answers. */
  start(): Promise<void>;
  /** Stops it (if running) and removes its folder. Safe to call twice. */
  destroy(): Promise<void>;
}

export function redisServerBinary(): string | null {
  const candidates = [
    '/usr/bin/redis-server',
    '/usr/local/bin/redis-server',
    ...(process.env.PATH ?? '')
      .split(path.delimiter)
      .filter(Boolean)
      .map((dir) => path.join(dir, 'redis-server')),
  ];
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

/**
 * Whether a test needing its own redis-server can run: without the binary it skips with a word
 * why, except under CI, whose machines have one (a skip there would hide a broken test).
 */
export function redisServerForTests(what: string): boolean {
  if (redisServerBinary()) return true;
  if (process.env.CI) throw new Error(`CI needs redis-server for ${what}`);
  console.warn(`${what} skipped: no redis-server found`);
  return false;
}

async function answers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 500 });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  const binary = redisServerBinary();
  if (!binary) throw new Error('redis-server was not found');
  const folder = mkdtempSync(path.join(tmpdir(), 'duangdee-redis-'));
  const port = await closedPort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  let output = '';
  let destroyed = false;

  // A test process that dies must not leave its Redis behind.
  const atExit = () => {
    child?.kill('SIGKILL');
    rmSync(folder, { recursive: true, force: true });
  };
  process.once('exit', atExit);

  const redis: ThrowawayRedis = {
    url,
    port,
    running: () => child !== null,
    async stop(signal = 'SIGKILL') {
      if (!child) return;
      child.kill(signal);
      await exited;
      child = null;
    },
    async start() {
      if (child) return;
      const started = spawn(
        binary,
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--save',
          '',
          '--appendonly',
          'no',
          '--dir',
          folder,
          '--daemonize',
          'no',
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      exited = new Promise((resolve) => started.once('exit', () => resolve()));
      child = started;
      const deadline = Date.now() + 10_000;
      while (!(await answers(url))) {
        if (started.exitCode !== null || Date.now() > deadline) {
          await redis.stop();
          throw new Error(`redis-server did not start:\n${output}`);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      try {
        await redis.stop();
      } finally {
        rmSync(folder, { recursive: true, force: true });
        process.off('exit', atExit);
      }
    },
  };

  try {
    await redis.start();
  } catch (error) {
    await redis.destroy();
    throw error;
  }
  return redis;
}
