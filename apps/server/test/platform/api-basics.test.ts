import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-app.ts';

const ctx = useTestApp();

describe('health', () => {
  it('answers the envelope with db status, version and uptime', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { status: 'ok', db: 'ok', version: '0.0.0-test', uptime_s: expect.any(Number) },
    });
  });
});

describe('client error reports', () => {
  it('accepts any key casing, stores the report, answers 202', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/client-errors',
      payload: { Message: 'boom', Stack: 'at x', Route: '/fortune', UserAgent: 'Mobile Safari' },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ success: true, data: { received: true } });
    const rows = await ctx.database.db.execute(
      sql`select message, route, user_agent from client_error_reports where message = 'boom'`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { message: 'boom', route: '/fortune', user_agent: 'Mobile Safari' },
    ]);
  });

  it('rejects wrong types with field paths', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/client-errors',
      payload: { message: 42, route: '' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{
      success: boolean;
      error: { code: string; details: { path: string }[] };
    }>();
    expect(body.success).toBe(false);
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.details.map((d) => d.path).sort()).toEqual(['body.message', 'body.route']);
  });

  it('strips unknown fields instead of storing them', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/client-errors',
      payload: { message: 'extra', route: '/', isAdmin: true },
    });
    expect(res.statusCode).toBe(202);
  });

  it('answers malformed JSON with 400 MALFORMED_REQUEST', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/client-errors',
      headers: { 'content-type': 'application/json' },
      payload: '{"message": "x", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'MALFORMED_REQUEST' } });
  });

  it('answers a body over the limit with 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/client-errors',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 10), route: '/' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/client-errors',
      headers: { 'content-type': 'application/xml' },
      payload: '<message>x</message>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('takes a multipart body only where a file is uploaded', async () => {
    const boundary = 'duangdee-boundary';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/client-errors',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\nx\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
  });
});

describe('unknown routes and methods', () => {
  it('answers an unknown API route with the 404 envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      error: { code: 'NOT_FOUND', message: 'The requested resource was not found' },
    });
  });

  it('answers a wrong method with 405 and Allow', async () => {
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/health' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toContain('GET');
    expect(res.json()).toMatchObject({ error: { code: 'METHOD_NOT_ALLOWED' } });
  });

  it('sends an API answer security headers that allow nothing to run or frame it', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});
