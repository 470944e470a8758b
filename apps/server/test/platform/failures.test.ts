import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { AppError } from '../../src/platform/app-error.ts';
import { testConfig } from '../test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';

let app: App;
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(testConfig({ RATE_LIMIT_PER_MINUTE: '5' }), { database });
  app.get('/api/v1/test-only/crash', async () => {
    throw new Error('relation "secret_table" does not exist at Pool.query (/srv/app/db.ts:12)');
  });
  app.get('/api/v1/test-only/forbidden', async () => {
    throw new AppError('FORBIDDEN');
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.destroy();
});

describe('unexpected errors', () => {
  it('answer 500 without leaking the message, stack or SQL', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/test-only/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      error: { code: 'INTERNAL_ERROR', message: 'An unexpected error occurred' },
    });
    expect(res.body).not.toMatch(/secret_table|db\.ts|Pool/);
  });

  it('map an AppError onto its status from the contract table', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/test-only/forbidden' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      error: { code: 'FORBIDDEN', message: 'You do not have permission to access this resource' },
    });
  });
});

describe('rate limit', () => {
  it('answers 429 RATE_LIMITED with Retry-After once the per-IP budget is spent', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 8; i++) {
      last = await app.inject({
        method: 'GET',
        url: '/api/v1/coins/costs',
        remoteAddress: '203.0.113.9',
      });
      statuses.push(last.statusCode);
    }
    // Earlier requests in this file came from the default inject address, not this one.
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.json()).toMatchObject({ success: false, error: { code: 'RATE_LIMITED' } });

    const other = await app.inject({
      method: 'GET',
      url: '/api/v1/coins/costs',
      remoteAddress: '203.0.113.10',
    });
    expect(other.statusCode).toBe(200);
  });
});
