import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { HEALTH_PING_REUSE_MS } from '../../src/modules/system/service.ts';
import { createBatchedLookup, createBatchedRowLookup } from '../../src/platform/batched-lookup.ts';
import { createBatcher } from '../../src/platform/batched-work.ts';
import {
  dataSecurityHeaders,
  securityHeaderOptions,
  securityHeaders,
} from '../../src/platform/security-headers.ts';
import { testConfig } from '../test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';

describe('the log of a request', () => {
  const lines: Array<Record<string, unknown>> = [];
  let app: App;
  let database: TestDatabase;
  const config = testConfig({ LOG_LEVEL: 'info' });
  let databaseDown = false;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp(config, {
      // Health asks this ping; the test can make the database look down.
      database: { ...database, ping: async () => !databaseDown && (await database.ping()) },
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
      url: '/api/v1/coins/costs',
      headers: { 'x-request-id': requestId, authorization: 'Bearer not.a.token' },
      remoteAddress: '198.51.100.44',
    });
    expect(res.statusCode).toBe(200);
    const mine = lines.filter((line) => line.reqId === requestId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/v1/coins/costs', remoteAddress: '198.51.100.44' },
      res: { statusCode: 200 },
    });
    expect(typeof mine[0]?.responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('not.a.token');
  });

  it('never writes a request’s headers, whatever is logged as its request', () => {
    const raw = { method: 'GET', url: '/x', headers: { authorization: 'Bearer secret.of.one' } };
    app.log.warn({ req: raw }, 'logged with its headers');
    const line = lines.find((entry) => entry.msg === 'logged with its headers');
    expect(line?.req).toEqual({ method: 'GET', url: '/x' });
    expect(JSON.stringify(lines)).not.toContain('secret.of.one');
  });

  it('is not written for a health probe that finds the service well, and is when it does not', async () => {
    for (const url of ['/api/v1/health', '/api/v1/health/live']) {
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { 'x-request-id': 'probe-0001-ok' },
      });
      expect(res.statusCode, url).toBe(200);
    }
    expect(lines.filter((line) => line.reqId === 'probe-0001-ok')).toEqual([]);

    databaseDown = true;
    // Health reuses a ping for a second.
    await new Promise((resolve) => setTimeout(resolve, HEALTH_PING_REUSE_MS + 50));
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/api/v1/health',
        headers: { 'x-request-id': 'probe-0002-down' },
      });
      expect(res.statusCode).toBe(503);
    } finally {
      databaseDown = false;
    }
    const mine = lines.filter((line) => line.reqId === 'probe-0002-down');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ msg: 'request completed', res: { statusCode: 503 } });
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
  it('are on every answer: an API answer’s for data, a page’s for pages', async () => {
    const database = await createTestDatabase();
    const config = testConfig();
    const app = await buildApp(config, { database });
    try {
      for (const url of ['/api/v1/health', '/api/v1/no-such-thing']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.headers['content-security-policy'], url).toBe(
          "default-src 'none'; frame-ancestors 'none'",
        );
        expect(res.headers['x-frame-options'], url).toBe('DENY');
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
        // A document's headers mean nothing on data.
        expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
        expect(res.headers['x-dns-prefetch-control'], url).toBeUndefined();
      }
      // A page outside the API (the SPA's missing page here: this app serves no web build).
      const page = await app.inject({ method: 'GET', url: '/no-such-page' });
      expect(page.headers['content-security-policy']).toContain("default-src 'self'");
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    } finally {
      await app.close();
      await database.destroy();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });

  it('give an API answer HSTS exactly where pages have it', () => {
    const production = securityHeaders(securityHeaderOptions(true));
    const local = securityHeaders(securityHeaderOptions(false));
    expect(dataSecurityHeaders(production)['strict-transport-security']).toBe(
      production['strict-transport-security'],
    );
    expect(dataSecurityHeaders(local)['strict-transport-security']).toBeUndefined();
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

  it('reads rows by uuid: an odd id answers nothing and never reaches the query', async () => {
    const asked: string[][] = [];
    const ann = { id: '0b5f3c1e-8c1a-4d7e-9f3a-2b6c1d4e5f60', name: 'ann' };
    const bo = { id: '7d9e2a4b-1c3f-4a5b-8c6d-9e0f1a2b3c4d', name: 'bo' };
    const lookup = createBatchedRowLookup(
      async (ids) => {
        asked.push([...ids]);
        return [ann, bo].filter((row) => ids.includes(row.id));
      },
      (row) => row.id,
    );
    const answers = await Promise.all([lookup(bo.id), lookup('not-a-uuid'), lookup(ann.id)]);
    expect(answers).toEqual([bo, undefined, ann]);
    expect(asked).toEqual([[bo.id, ann.id]]);
    // Nothing well-formed to ask about: no query at all.
    expect(await lookup("1'; drop table users; --")).toBeUndefined();
    expect(asked).toHaveLength(1);
  });
});

describe('batched work', () => {
  it('does what was asked in one turn together, in order, one item per key a batch', async () => {
    const batches: string[][] = [];
    const work = createBatcher<{ key: string; n: number }, string>(
      async (items) => {
        batches.push(items.map((item) => `${item.key}${item.n}`));
        return items.map((item) => `${item.key}${item.n} done`);
      },
      (item) => item.key,
    );
    const answers = await Promise.all([
      work({ key: 'a', n: 1 }),
      work({ key: 'b', n: 2 }),
      work({ key: 'a', n: 3 }),
      work({ key: 'c', n: 4 }),
      work({ key: 'a', n: 5 }),
    ]);
    expect(answers).toEqual(['a1 done', 'b2 done', 'a3 done', 'c4 done', 'a5 done']);
    // The same key again waits for the next batch: two items of one batch never collide.
    expect(batches).toEqual([['a1', 'b2', 'c4'], ['a3'], ['a5']]);
  });

  it('fails the items of a failed batch, and only those', async () => {
    const work = createBatcher<string, string>(
      async (items) => {
        if (items.includes('boom')) throw new Error('statement failed');
        return items.map((item) => item.toUpperCase());
      },
      (item) => item,
    );
    const first = Promise.allSettled([work('boom'), work('ok')]);
    const [boom, ok] = await first;
    expect(boom).toMatchObject({ status: 'rejected' });
    expect(ok).toMatchObject({ status: 'rejected' });
    expect(await work('ok')).toBe('OK');
  });
});
