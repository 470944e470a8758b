import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenFailureMessage } from '../../src/listen-failure.ts';

const main = path.resolve(import.meta.dirname, '../../src/main.ts');

describe('a port that is already taken', () => {
  let blocker: Server;
  let port: number;
  let dataDir: string;

  beforeAll(async () => {
    blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    port = (blocker.address() as { port: number }).port;
    dataDir = mkdtempSync(path.join(tmpdir(), 'duangdee-port-'));
  });
  afterAll(() => {
    blocker.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is reported in one line that says how to choose another port, with no stack', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));

    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      `Port ${port} is already in use on 127.0.0.1. Stop the program using it, or choose another port: PORT=${port + 1} npm start`,
    );
    expect(stdout + stderr).not.toMatch(/EADDRINUSE|\n\s+at /);
  }, 60_000);

  it('leaves other failures to be reported in full', () => {
    expect(listenFailureMessage(new Error('boom'), 3000, '0.0.0.0')).toBeNull();
    expect(listenFailureMessage({ code: 'EACCES' }, 80, '0.0.0.0')).toContain('PORT=3000');
  });
});
