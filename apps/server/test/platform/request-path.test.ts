import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { createBatchedLookup } from '../../src/platform/batched-lookup.ts';
import { securityHeaderOptions, securityHeaders } from '../../src/platform/security-headers.ts';
import { testConfig } from '../test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';

describe('the log of a request', () => {
  const lines: Array<Record<string, unknown>> = [];
  let app: App;
  let database: TestDatabase;
  const config = testConfig({ LOG_LEVEL: 'info' });

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp(config, {
      database,
      logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
    rmSync(config.dataDir, { recursive: true, force: true });
  });

  it('is one line, written when the answer is sent, with its id, status and time', async () => {
    const requestId = 'trace-0001-abcd';
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': requestId, authorization: 'Bearer not.a.token' },
    });
    expect(res.statusCode).toBe(200);
    const mine = lines.filter((line) => line.reqId === requestId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/v1/health' },
      res: { statusCode: 200 },
    });
    expect(typeof mine[0]?.responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('not.a.token');
  });

  it('carries the status of a refused request too', async () => {
    const requestId = 'trace-0002-abcd';
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/coins/balance',
      headers: { 'x-request-id': requestId },
    });
    expect(res.statusCode).toBe(401);
    const mine = lines.filter((line) => line.reqId === requestId);
    expect(mine.map((line) => (line.res as { statusCode: number }).statusCode)).toEqual([401]);
  });
});

describe('security headers', () => {
  it('are on every answer, the API’s and a missing page’s alike', async () => {
    const database = await createTestDatabase();
    const config = testConfig();
    const app = await buildApp(config, { database });
    try {
      for (const url of ['/api/v1/health', '/api/v1/no-such-thing']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
        expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      }
    } finally {
      await app.close();
      await database.destroy();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });

  it('are worked out once from helmet, with HSTS only in production', () => {
    const production = securityHeaders(securityHeaderOptions(true));
    const local = securityHeaders(securityHeaderOptions(false));
    expect(production['content-security-policy']).toContain("default-src 'self'");
    expect(production['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(production['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(local['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(local['strict-transport-security']).toBeUndefined();
    expect(local['x-content-type-options']).toBe('nosniff');
    expect(local['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('batched lookups', () => {
  function recordingLookup() {
    const batches: string[][] = [];
    let release: () => void = () => {};
    let held = false;
    const lookup = createBatchedLookup<string, number>(async (keys) => {
      batches.push([...keys]);
      if (held) await new Promise<void>((resolve) => (release = resolve));
      if (keys.includes('boom')) throw new Error('database away');
      return new Map(keys.filter((k) => k !== 'nobody').map((k) => [k, k.length]));
    }, -1);
    return {
      batches,
      lookup,
      hold: () => void (held = true),
      release: () => {
        held = false;
        release();
      },
    };
  }

  it('asks once for everything asked in the same turn, each key once', async () => {
    const { batches, lookup } = recordingLookup();
    const answers = await Promise.all([
      lookup('ann'),
      lookup('bo'),
      lookup('ann'),
      lookup('nobody'),
    ]);
    expect(answers).toEqual([3, 2, 3, -1]);
    expect(batches).toEqual([['ann', 'bo', 'nobody']]);
  });

  it('never answers a question with a batch sent before it was asked', async () => {
    const { batches, lookup, hold, release } = recordingLookup();
    hold();
    const first = lookup('ann');
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([['ann']]);
    const second = lookup('ann');
    release();
    expect(await first).toBe(3);
    expect(await second).toBe(3);
    expect(batches).toEqual([['ann'], ['ann']]);
  });

  it('fails every question of a batch that fails, and only those', async () => {
    const { lookup } = recordingLookup();
    const failed = Promise.all([lookup('boom'), lookup('ann')]);
    await expect(failed).rejects.toThrow('database away');
    expect(await lookup('ann')).toBe(3);
  });
});
