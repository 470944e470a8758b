import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES } from '../../src/config.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const readme = read('README.md');
/** The first cell of each row of the README's tables: one or more `NAME`s. */
const readmeRows = readme
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .map((line) => line.split('|')[1] ?? '');
const documented = new Set(
  readmeRows.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1] ?? '')),
);
const compose = read('deploy/compose.yaml');
const envExample = read('deploy/.env.example');
const dockerfile = read('Dockerfile');

describe('the configuration as documented', () => {
  it('the README describes every environment variable the server reads', () => {
    const undocumented = ENV_VARIABLES.filter((name) => !documented.has(name));
    expect(ENV_VARIABLES.length).toBeGreaterThan(30);
    expect(undocumented).toEqual([]);
  });

  it('the README documents no variable the server does not read', () => {
    const known = new Set<string>(ENV_VARIABLES);
    // Variables the tests, CI and benchmarks read (the README's own sections for them).
    const tooling = new Set(['TEST_DATABASE_URL', 'TEST_REDIS_URL', 'E2E_REQUIRED', 'CI']);
    expect([...documented].filter((name) => !known.has(name) && !tooling.has(name))).toEqual([]);
  });
});

describe('deploy/compose.yaml', () => {
  const appEnvironment = [...compose.matchAll(/^ {4}([A-Z][A-Z0-9_]+): /gm)].map((m) => m[1] ?? '');

  it('sets only variables the server reads', () => {
    const known = new Set<string>(ENV_VARIABLES);
    const serviceOnly = new Set([
      'POSTGRES_DB',
      'POSTGRES_USER',
      'POSTGRES_PASSWORD',
      'MINIO_ROOT_USER',
      'MINIO_ROOT_PASSWORD',
      'SITE_ADDRESS',
    ]);
    expect(appEnvironment.filter((n) => !known.has(n) && !serviceOnly.has(n))).toEqual([]);
  });

  it('runs the scaled shape: PostgreSQL, Redis, a bucket, shared keys, a proxy trusted', () => {
    for (const name of [
      'DATABASE_URL',
      'REDIS_URL',
      'S3_BUCKET',
      'HMAC_KEY',
      'JWT_PRIVATE_KEY',
      'JWT_PUBLIC_KEY',
      'VAPID_PUBLIC_KEY',
      'VAPID_PRIVATE_KEY',
      'TRUST_PROXY',
    ]) {
      expect(appEnvironment, name).toContain(name);
    }
    expect(compose).toMatch(/^ {2}app1:/m);
    expect(compose).toMatch(/^ {2}app2:/m);
    expect(read('deploy/Caddyfile')).toContain('health_uri /api/v1/health/ready');
  });

  it('every ${VARIABLE} it asks for is in deploy/.env.example', () => {
    const asked = new Set(
      [...compose.matchAll(/\$\{([A-Z][A-Z0-9_]+)(?::-[^}]*)?\}/g)].map((m) => m[1]),
    );
    const offered = new Set([...envExample.matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    expect([...asked].filter((name) => !offered.has(name))).toEqual([]);
  });
});

describe('Dockerfile', () => {
  it('runs Node 20 as a non-root user with a liveness health check', () => {
    expect(dockerfile).toMatch(/^FROM node:20-slim AS runtime$/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n.*\/api\/v1\/health\/live/m);
    expect(dockerfile).toContain('--omit=dev');
  });

  it('copies only what exists in the repository or what the build makes', () => {
    const copied = [...dockerfile.matchAll(/^COPY --from=build \/app\/(\S+)/gm)].map(
      (m) => m[1] ?? '',
    );
    expect(copied.length).toBeGreaterThan(3);
    const builtOrPresent = copied.filter(
      (p) => !/(^|\/)dist$/.test(p) && !existsSync(path.join(root, p)),
    );
    expect(builtOrPresent).toEqual([]);
    const plain = [...dockerfile.matchAll(/^COPY (?!--)(\S+) /gm)].map((m) => m[1] ?? '');
    expect(plain.filter((p) => p !== '.' && !existsSync(path.join(root, p)))).toEqual([]);
  });

  it('keeps secrets and build output out of the build context', () => {
    const ignored = read('.dockerignore');
    for (const entry of ['**/node_modules', '**/dist', '**/data', '.env', '.git']) {
      expect(ignored.split('\n')).toContain(entry);
    }
  });
});
