import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Scenario } from './measure.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverBundle = path.join(root, 'apps', 'server', 'dist', 'main.js');
const RUNS = Number(process.env.COLD_START_RUNS ?? 3);

const BARE_SERVER = `
import('fastify').then(async ({ default: Fastify }) => {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
});`;

/** Milliseconds from spawning `args` until `url` answers 200; the process is then stopped. */
async function untilHealthy(args: string[], env: Record<string, string>, url: string) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited ${child.exitCode}`);
      const ok = await fetch(url).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      if (performance.now() - started > 60_000) throw new Error(`${url} never answered`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * The built server (`apps/server/dist/main.js`, as `npm start` runs it), from spawn to
 * `GET /api/v1/health` 200 on PGlite, against a bare Fastify process from spawn to its first 200.
 * `fresh`: an empty DATA_DIR (first start: creates the database, migrates, seeds); otherwise a
 * restart on a DATA_DIR that has all that. The median of `COLD_START_RUNS` starts.
 */
function startScenario(name: string, fresh: boolean): Scenario & { unit: string } {
  return {
    name,
    unit: 'ms',
    async run() {
      if (!existsSync(serverBundle)) {
        throw new Error('build the server first: npm run build -w @duangdee/server');
      }
      const port = String(39_000 + Math.floor(Math.random() * 1000));
      const env = {
        PORT: port,
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        NODE_ENV: 'development',
        WEB_DIST_DIR: path.join(root, 'apps', 'web', 'dist'),
      };
      const baseline: number[] = [];
      const subject: number[] = [];
      const kept = mkdtempSync(path.join(tmpdir(), 'duangdee-start-'));
      try {
        if (!fresh) {
          await untilHealthy(
            ['--enable-source-maps', serverBundle],
            { ...env, DATA_DIR: kept },
            `http://127.0.0.1:${port}/api/v1/health`,
          );
        }
        for (let i = 0; i < RUNS; i++) {
          baseline.push(
            await untilHealthy(['-e', BARE_SERVER], { PORT: port }, `http://127.0.0.1:${port}/`),
          );
          const dataDir = fresh ? mkdtempSync(path.join(tmpdir(), 'duangdee-start-')) : kept;
          try {
            subject.push(
              await untilHealthy(
                ['--enable-source-maps', serverBundle],
                { ...env, DATA_DIR: dataDir },
                `http://127.0.0.1:${port}/api/v1/health`,
              ),
            );
          } finally {
            if (fresh) rmSync(dataDir, { recursive: true, force: true });
          }
        }
      } finally {
        rmSync(kept, { recursive: true, force: true });
      }
      return {
        subject: {
          label: `built server to health 200, ${fresh ? 'empty DATA_DIR' : 'restart'} (PGlite)`,
          value: median(subject),
        },
        baseline: { label: 'bare Fastify process to its first 200', value: median(baseline) },
      };
    },
  };
}

export const coldStartScenario = startScenario('cold-start', true);
export const restartScenario = startScenario('restart', false);
