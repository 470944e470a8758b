import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import errorsPlugin from '../../src/platform/errors.ts';
import rateLimitPlugin, { spokenWait, windowMs } from '../../src/platform/rate-limit.ts';

/** A server with the general limit and two routes of its own limits, as the app registers them. */
async function limitedServer(perMinute: number): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(errorsPlugin);
  await app.register(rateLimitPlugin, { perMinute, redisUrl: null });
  app.get('/open', async () => ({ ok: true }));
  app.get('/other', async () => ({ ok: true }));
  // A route with hooks of its own: its automatic HEAD route starts from a copy of its options.
  app.get('/hooked', { onRequest: [(_request, _reply, done) => done()] }, async () => ({
    ok: true,
  }));
  app.get('/tight', { config: { rateLimit: { max: 2, timeWindow: '1 hour' } } }, async () => ({
    ok: true,
  }));
  app.get('/probe', { config: { probe: true } }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('the rate limit', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('counts every route of a client against the general limit, with its headers', async () => {
    app = await limitedServer(3);
    const answers = [];
    for (const url of ['/open', '/other', '/open', '/other']) {
      answers.push(await app.inject({ url, remoteAddress: '198.51.100.7' }));
    }
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 429]);
    expect(answers.map((res) => res.headers['x-ratelimit-remaining'])).toEqual([
      '2',
      '1',
      '0',
      '0',
    ]);
    expect(answers[0]?.headers['x-ratelimit-limit']).toBe('3');
    const reset = Number(answers[0]?.headers['x-ratelimit-reset']);
    expect(reset).toBeGreaterThan(0);
    expect(reset).toBeLessThanOrEqual(60);
    expect(answers[0]?.headers['retry-after']).toBeUndefined();

    const refused = answers[3];
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused?.json()).toEqual({
      success: false,
      error: {
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/^Rate limit exceeded, retry in (\d+ seconds?|1 minute)$/),
      },
    });
    // Another address has its own count.
    const other = await app.inject({ url: '/open', remoteAddress: '198.51.100.8' });
    expect(other.statusCode).toBe(200);
    expect(other.headers['x-ratelimit-remaining']).toBe('2');
  });

  it('counts a route with its own limit apart, over its own window', async () => {
    app = await limitedServer(100);
    const ip = '198.51.100.20';
    const tight = [];
    for (let i = 0; i < 3; i++) tight.push(await app.inject({ url: '/tight', remoteAddress: ip }));
    expect(tight.map((res) => res.statusCode)).toEqual([200, 200, 429]);
    expect(tight[0]?.headers['x-ratelimit-limit']).toBe('2');
    expect(Number(tight[0]?.headers['x-ratelimit-reset'])).toBeGreaterThan(3500);
    expect(tight[2]?.json()).toMatchObject({
      error: { code: 'RATE_LIMITED', message: 'Rate limit exceeded, retry in 1 hour' },
    });
    // The tight route's requests did not use up the general limit.
    const open = await app.inject({ url: '/open', remoteAddress: ip });
    expect(open.headers['x-ratelimit-remaining']).toBe('99');
  });

  it('leaves a health probe out: it answers past the limit, and is not counted', async () => {
    app = await limitedServer(2);
    const probes = [];
    for (let i = 0; i < 5; i++) {
      probes.push(await app.inject({ url: '/probe', remoteAddress: '198.51.100.9' }));
    }
    expect(probes.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(probes[0]?.headers['x-ratelimit-limit']).toBeUndefined();
    const open = await app.inject({ url: '/open', remoteAddress: '198.51.100.9' });
    expect(open.headers['x-ratelimit-remaining']).toBe('1');
  });

  it('counts a HEAD request once', async () => {
    app = await limitedServer(100);
    const ip = '198.51.100.30';
    const head = await app.inject({ method: 'HEAD', url: '/open', remoteAddress: ip });
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-ratelimit-remaining']).toBe('99');
    const hooked = await app.inject({ method: 'HEAD', url: '/hooked', remoteAddress: ip });
    expect(hooked.headers['x-ratelimit-remaining']).toBe('98');
    const tightHead = await app.inject({ method: 'HEAD', url: '/tight', remoteAddress: ip });
    expect(tightHead.headers['x-ratelimit-remaining']).toBe('1');
  });

  it('reads the windows routes write and refuses one it cannot read', () => {
    expect(windowMs('1 minute')).toBe(60_000);
    expect(windowMs('1 hour')).toBe(3_600_000);
    expect(windowMs('30 seconds')).toBe(30_000);
    expect(windowMs(5000)).toBe(5000);
    expect(() => windowMs('an hour')).toThrow(/time window/);
    expect(() => windowMs(0)).toThrow(/time window/);
  });

  it('says how long to wait in words', () => {
    expect(spokenWait(1)).toBe('1 second');
    expect(spokenWait(45)).toBe('45 seconds');
    expect(spokenWait(60)).toBe('1 minute');
    expect(spokenWait(3599)).toBe('60 minutes');
    expect(spokenWait(3600)).toBe('1 hour');
    expect(spokenWait(7200)).toBe('2 hours');
  });
});
