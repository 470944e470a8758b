import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
export const WEB_DIST_DIR = path.join(repoRoot, 'apps/web/dist');

export interface ServerProcess {
  url: string;
  pid: number;
  /** The server's resident memory now, in bytes (null once it has exited). */
  rss(): number | null;
  /** CPU seconds the server has used so far (null where there is no /proc). */
  cpuSeconds(): number | null;
  /** Its log lines (JSON, one per line), the last few thousand. */
  logLines(): string[];
  stop(): Promise<number | null>;
}

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

/** Resident set size of a process: /proc where there is one, `ps` elsewhere. */
function residentBytes(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    if (kb) return Number(kb) * 1024;
  } catch {
    // no /proc (macOS) or the process is gone
  }
  try {
    const kb = execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim();
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

/** CPU time of a process from /proc/<pid>/stat (user + system), in seconds. */
function cpuSecondsOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const CLOCK_TICKS = 100;

/** CPU seconds the whole machine has been busy, over all cores (null without /proc). */
export function machineBusySeconds(): number | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    // cpu  user nice system idle iowait irq softirq steal …: all but idle and iowait are busy.
    const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
    const busy = ticks.reduce((sum, t, i) => (i === 3 || i === 4 ? sum : sum + t), 0);
    return busy / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** CPU seconds used so far by every PostgreSQL process on this machine (null without /proc). */
export function postgresCpuSeconds(): number | null {
  try {
    let total = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        if (name !== 'postgres') continue;
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        total += Number(fields[11]) + Number(fields[12]);
      } catch {
        // the process ended while being read
      }
    }
    return total / CLOCK_TICKS;
  } catch {
    return null;
  }
}

const KEPT_LINES = 5000;

/**
 * The real server as its own process, the entry point `npm start` runs (from source), so the
 * load generator never shares its event loop and its memory is the server's alone.
 */
export async function startServerProcess(
  env: Record<string, string>,
  /** Extra arguments for node, e.g. `--cpu-prof` to see where the server's time goes. */
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'duangdee-soak-'));
  const lines: string[] = [];
  let partial = '';
  const keep = (chunk: Buffer) => {
    const text = partial + chunk.toString();
    const parts = text.split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
    if (lines.length > KEPT_LINES) lines.splice(0, lines.length - KEPT_LINES);
  };
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        WEB_DIST_DIR: existsSync(WEB_DIST_DIR) ? WEB_DIST_DIR : '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited while starting:\n${lines.slice(-40).join('\n')}`);
    }
    try {
      const res = await fetch(`${url}/api/v1/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not become healthy:\n${lines.slice(-40).join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  const pid = child.pid as number;
  return {
    url,
    pid,
    rss: () => (child.exitCode === null ? residentBytes(pid) : null),
    cpuSeconds: () => (child.exitCode === null ? cpuSecondsOf(pid) : null),
    logLines: () => (partial ? [...lines, partial] : [...lines]),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      const code = await exited;
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
