import { describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  BODIES,
  COSTS,
  createdId,
  funding,
  startSession,
  waitForResult,
} from '../readings/helpers.ts';
import { closedPort } from '../support/closed-port.ts';
import { redisForTests, TEST_REDIS_URL } from '../support/redis.ts';
import { signInWithOutbox } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** The value of one sample line (`name{labels} value`) whose labels include all of `labels`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (!Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) continue;
    return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return null;
}

describe('GET /metrics', () => {
  const ctx = useTestApp({ METRICS_TOKEN: TOKEN, ADMIN_EMAILS: ADMIN_EMAIL });
  const money = funding(ctx);
  const scrape = (authorization?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization ? { authorization } : {},
    });

  it('counts a completed reading, its charge and its job once', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'metrics-totals@example.com');
    await money.fund(user.userId, 500);
    const id = await createdId(ctx.app, user, 'luck', BODIES.luck);
    expect((await startSession(ctx.app, user, 'luck', id)).statusCode).toBe(202);
    expect((await waitForResult(ctx.app, user, 'luck', id)).status).toBe('completed');
    // The first scrape of this app: it reads the database totals (later ones reuse them 30 s).
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(text, 'duangdee_readings', { kind: 'luck', status: 'completed' })).toBe(1);
    expect(sample(text, 'duangdee_ledger_coins', { kind: 'reading' })).toBe(COSTS.luck);
    expect(sample(text, 'duangdee_ledger_holds', { status: 'posted' })).toBe(1);
    expect(sample(text, 'duangdee_ledger_transfers', { kind: 'adjustment' })).toBe(1);
    expect(text).toContain('# TYPE duangdee_jobs gauge');
  });

  it('answers only with the token', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer not-the-token-but-long-enough')).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    const ok = await scrape(`Bearer ${TOKEN}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/plain');
  });

  it('counts requests by route template and status, with their latency', async () => {
    for (let i = 0; i < 3; i++) {
      await ctx.app.inject({ method: 'GET', url: '/api/v1/health/live' });
    }
    await ctx.app.inject({ method: 'GET', url: '/api/v1/content/articles/not-a-uuid' });
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(
      sample(text, 'duangdee_http_requests_total', {
        method: 'GET',
        route: '/api/v1/health/live',
        status: '200',
      }),
    ).toBe(3);
    // The template, never the address: ids do not explode the label set.
    expect(
      sample(text, 'duangdee_http_requests_total', {
        route: '/api/v1/content/articles/:id',
        status: '400',
      }),
    ).toBe(1);
    expect(text).not.toContain('not-a-uuid');
    expect(
      sample(text, 'duangdee_http_request_duration_seconds_count', {
        route: '/api/v1/health/live',
        status_class: '2xx',
      }),
    ).toBe(3);
    expect(sample(text, 'duangdee_live_event_streams')).toBe(0);
    expect(sample(text, 'duangdee_process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});

describe('health, request ids, and no METRICS_TOKEN', () => {
  const ctx = useTestApp();

  it('serves no metrics', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('duangdee_');
  });

  it('live and ready answer 200 with the database up', async () => {
    const live = await ctx.app.inject({ method: 'GET', url: '/api/v1/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ success: true, data: { status: 'ok' } });
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      success: true,
      data: { status: 'ready', checks: { db: 'ok' } },
    });
  });

  it('honours a sane X-Request-Id and answers with it; replaces anything else', async () => {
    const given = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/health/live',
      headers: { 'x-request-id': 'line-app-7f3a9c21' },
    });
    expect(given.headers['x-request-id']).toBe('line-app-7f3a9c21');
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(65)]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/health/live',
        headers: { 'x-request-id': bad },
      });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

const awayPort = await closedPort();
const redisUp = await redisForTests('readiness with Redis');

describe('readiness with Redis configured', () => {
  describe('Redis away', () => {
    const ctx = useTestApp({ REDIS_URL: `redis://127.0.0.1:${awayPort}` });
    it('is not ready (503) while liveness stays 200', async () => {
      const ready = await ctx.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        data: { status: 'not_ready', checks: { db: 'ok', redis: 'down' } },
      });
      const live = await ctx.app.inject({ method: 'GET', url: '/api/v1/health/live' });
      expect(live.statusCode).toBe(200);
    });
  });

  describe.runIf(redisUp)('Redis up', () => {
    const ctx = useTestApp({ REDIS_URL: TEST_REDIS_URL });
    it('is ready with Redis answering', async () => {
      const ready = await ctx.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
      expect(ready.statusCode, ready.body).toBe(200);
      expect(ready.json()).toMatchObject({ data: { checks: { db: 'ok', redis: 'ok' } } });
    });
  });
});
