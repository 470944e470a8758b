/**
 * `npm run bench:profile -- <path> [GET|POST]`: the app as the benchmarks run it (production
 * settings, PostgreSQL on `BENCH_DATABASE_URL`, a signed-in admin with coins) under 50 connections
 * for `BENCH_SECONDS`, in a child process started with `--cpu-prof`; then the server thread's
 * heaviest packages and functions (self time). Profiles are kept under `PROFILE_DIR` (default: the
 * system's temporary folder). A POST sends a 1-coin deduction body with a fresh
 * Idempotency-Key per request.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import { benchConfig, logSink } from './config.ts';
import { withDatabase } from './database.ts';
import { BENCH_SECONDS } from './measure.ts';
import { signedInBenchUser } from './signed-in.ts';

const [route = '/api/v1/health', methodArg = 'GET', child] = process.argv.slice(2);
const method = methodArg.toUpperCase() as 'GET' | 'POST';

if (child === '--profiled') {
  await measure();
} else {
  // The load runs in a child process started with `--cpu-prof`; its threads each write a profile
  // when it exits, and the server's is the one with the server's code in it.
  const dir = mkdtempSync(path.join(process.env.PROFILE_DIR ?? tmpdir(), 'duangdee-profile-'));
  const run = spawnSync(
    process.execPath,
    [
      '--cpu-prof',
      `--cpu-prof-dir=${dir}`,
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      route,
      method,
      '--profiled',
    ],
    { stdio: 'inherit' },
  );
  if (run.status !== 0) process.exit(run.status ?? 1);
  const server = readdirSync(dir)
    .map((f) => path.join(dir, f))
    .find((f) => readFileSync(f, 'utf8').includes('apps/server/src'));
  if (!server) throw new Error(`no profile of the server in ${dir}`);
  console.log(`\n${server} (open it in Chrome DevTools for the call tree)`);
  summarise(JSON.parse(readFileSync(server, 'utf8')) as CpuProfile);
}

async function measure() {
  await withDatabase('duangdee_profile', async (url) => {
    const config = benchConfig({ DATABASE_URL: url, WORKERS_ENABLED: 'false' });
    const app = await buildApp(config, { logStream: logSink });
    try {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const { auth } = await signedInBenchUser(config, url, base, 9_000_000);
      const result = await autocannon({
        url: base + route,
        connections: 50,
        duration: BENCH_SECONDS,
        workers: 1,
        method,
        idReplacement: true,
        headers: { ...auth, 'idempotency-key': 'profile-[<id>]' },
        ...(method === 'POST' ? { body: JSON.stringify({ amount: 1, reason: 'profile' }) } : {}),
      });
      console.log(
        `${method} ${route}: ${result.requests.average} req/s, p50 ${result.latency.p50} ms, ` +
          `p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx`,
      );
    } finally {
      await app.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
}

interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
  }>;
  samples: number[];
  timeDeltas: number[];
}

function summarise(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    total += delta;
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const file = frame.url.replace(/^file:\/\/.*?\/(node_modules|apps|packages)\//, '$1/');
    const pkg =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ?? (file || frame.functionName);
    const fn = `${frame.functionName || '(anonymous)'} ${file.split('/').slice(-2).join('/')}:${frame.lineNumber}`;
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + delta);
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + delta);
  });
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, t]) => `  ${((100 * t) / total).toFixed(1).padStart(5)}%  ${name}`)
      .join('\n');
  console.log(`\nself time by package or file\n${top(byPackage, 20)}`);
  console.log(`\nself time by function\n${top(byFunction, 30)}`);
}
