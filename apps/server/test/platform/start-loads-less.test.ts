import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';

/** Libraries that only some requests need: none of them may load while the server starts. */
const LOADED_ON_FIRST_USE = [
  'openai',
  'openid-client',
  'sharp',
  'qrcode',
  'jsqr',
  'web-push',
  'nodemailer',
  'stripe',
  '@aws-sdk/client-s3',
];

describe('a start loads only what every request needs (decision 029)', () => {
  let dir: string;
  let imports: string;
  let server: ServerProcess;
  const imported = () => readFileSync(imports, 'utf8').split('\n').filter(Boolean);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'duangdee-imports-'));
    imports = path.join(dir, 'imports.txt');
    writeFileSync(imports, '');
    server = await startServerProcess(
      {
        DATA_DIR: dir,
        RECORD_IMPORTS_TO: imports,
        // Every feature that uses one of those libraries is configured (at closed ports).
        LLM_BASE_URL: 'http://127.0.0.1:9/v1',
        LLM_API_KEY: 'key',
        LLM_MODEL: 'model',
        SMTP_URL: 'smtp://127.0.0.1:9',
        GOOGLE_CLIENT_ID: 'client',
        GOOGLE_CLIENT_SECRET: 'secret',
        GOOGLE_ISSUER: 'http://127.0.0.1:9',
      },
      { nodeArgs: ['--import', path.join(import.meta.dirname, '../support/record-imports.mjs')] },
    );
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('none of the libraries for images, QR codes, push, mail, the oracle model or other sign-ins', () => {
    const atStart = imported();
    // The record is real: the framework itself is in it.
    expect(atStart).toContain('fastify');
    expect(atStart.filter((name) => LOADED_ON_FIRST_USE.includes(name))).toEqual([]);
  });

  it('loads the sign-in library when a sign-in with Google starts', async () => {
    const res = await fetch(`${server.url}/api/v1/auth/oauth/google/login`, {
      redirect: 'manual',
    });
    // The issuer is unreachable, so the sign-in cannot start; what matters is what it loaded.
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(imported()).toContain('openid-client');
  });
});
