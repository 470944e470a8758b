import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { closedPort } from './closed-port.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** What the process needs of this one's environment: where programs and temporary files are. */
function inherited(): Record<string, string> {
  const names = ['PATH', 'HOME', 'TMPDIR', 'LANG'];
  return Object.fromEntries(
    names.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
  );
}

export interface ServerProcess {
  url: string;
  pid: number;
  process: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** The process has exited (by itself or by a signal). */
  exited(): boolean;
  /** Sends `signal` and waits for the process to end; `SIGKILL` is a crash: nothing runs after. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the real server as its own process (the entry point `npm start` runs, from source),
 * API only, and resolves once `GET /api/v1/health` answers 200. `env` must say where its data
 * lives (`DATA_DIR`, and `DATABASE_URL` for PostgreSQL); nothing is inherited from the
 * environment that could point it at a shared database or Redis.
 */
export async function startServerProcess(
  env: Record<string, string> & { DATA_DIR: string },
  options: { readyTimeoutMs?: number; nodeArgs?: string[] } = {},
): Promise<ServerProcess> {
  const port = await closedPort();
  let output = '';
  const child = spawn(
    process.execPath,
    [
      ...(options.nodeArgs ?? []),
      '--import',
      'tsx',
      path.join(repoRoot, 'apps/server/src/main.ts'),
    ],
    {
      cwd: repoRoot,
      env: {
        ...inherited(),
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: '',
        REDIS_URL: '',
        SMTP_URL: '',
        LLM_BASE_URL: '',
        // A folder without a built web app: the API only.
        WEB_DIST_DIR: env.DATA_DIR,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A test process that dies must not leave its server behind.
  const atExit = () => child.kill('SIGKILL');
  process.once('exit', atExit);
  void ended.then(() => process.off('exit', atExit));
  const exited = () => child.exitCode !== null || child.signalCode !== null;

  const server: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    process: child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (!exited()) child.kill(signal);
      await ended;
    },
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (exited()) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${server.url}/api/v1/health`);
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop('SIGKILL');
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
