import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  findInputProblem,
  MAX_ENTRIES,
  MAX_KEY_LENGTH,
  MAX_NESTING_DEPTH,
} from '../../src/platform/request-limits.ts';
import { signInWithOutbox } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';

const ctx = useTestApp();

/** `{"email":{"a":{"a":…"x"…}}}`, written out as text: building it would be recursive. */
function nestedEmail(depth: number): string {
  return `{"email":${'{"a":'.repeat(depth)}"x"${'}'.repeat(depth)}}`;
}

function post(url: string, payload: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });
}

describe('findInputProblem', () => {
  const nest = (depth: number) => {
    let value: unknown = 'x';
    for (let i = 0; i < depth; i++) value = { a: value };
    return value;
  };

  it('allows nesting up to the limit, the root included, and refuses one level more', () => {
    expect(findInputProblem(nest(MAX_NESTING_DEPTH), 'body')).toBeNull();
    expect(findInputProblem(nest(MAX_NESTING_DEPTH + 1), 'body')).toEqual({
      path: `body${'.a'.repeat(MAX_NESTING_DEPTH)}`,
      message: `must not nest deeper than ${MAX_NESTING_DEPTH} levels`,
    });
  });

  it('walks a body nested far past any stack without recursing', () => {
    expect(findInputProblem(nest(200_000), 'body')?.message).toMatch(/nest deeper/);
  });

  it('counts keys and items together across the whole body', () => {
    const wide = Object.fromEntries(Array.from({ length: MAX_ENTRIES }, (_, i) => [`k${i}`, 1]));
    expect(findInputProblem(wide, 'body')).toBeNull();
    expect(findInputProblem({ ...wide, one: [1] }, 'body')?.message).toMatch(/more than 1000/);
    expect(findInputProblem(Array(MAX_ENTRIES + 1).fill(0), 'body')?.path).toBe('body');
  });

  it('refuses long keys, NUL and lone surrogates, in values and keys alike', () => {
    expect(findInputProblem({ ['k'.repeat(MAX_KEY_LENGTH + 1)]: 1 }, 'body')?.message).toMatch(
      /longer than 100/,
    );
    expect(findInputProblem({ a: ['ok', 'b\u0000'] }, 'body')).toEqual({
      path: 'body.a.1',
      message: 'must not contain a NUL character',
    });
    expect(findInputProblem({ 'x\u0000': 1 }, 'query')?.message).toMatch(/a key must not/);
    for (const lone of ['\uD800', 'a\uDBFFb', '\uDC00', '\uDFFF\uD800']) {
      expect(findInputProblem({ a: lone }, 'body')?.message).toMatch(/unpaired surrogate/);
    }
    // Paired surrogates are ordinary characters; Thai, emoji and RTL marks pass.
    expect(findInputProblem({ a: 'ดวงดี 🔮 \u202Eabc' }, 'body')).toBeNull();
  });
});

describe('request limits over HTTP', () => {
  it('answers a body nested a thousand levels deep with 400 VALIDATION_FAILED, on any route', async () => {
    for (const url of [
      '/api/v1/auth/request-otp',
      '/api/v1/auth/refresh',
      '/api/v1/client-errors',
    ]) {
      for (const depth of [1_000, 50_000]) {
        const res = await post(url, nestedEmail(depth));
        expect(res.statusCode, `${url} ${depth}`).toBe(400);
        expect(res.json()).toMatchObject({
          success: false,
          error: {
            code: 'VALIDATION_FAILED',
            details: [{ message: `must not nest deeper than ${MAX_NESTING_DEPTH} levels` }],
          },
        });
      }
    }
  });

  it('refuses NUL and lone surrogates in a body, a query value and a path parameter', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'limits@example.com');
    const checks = [
      post('/api/v1/client-errors', '{"message":"a\\u0000b","route":"/"}'),
      post('/api/v1/client-errors', '{"message":"\\ud800","route":"/"}'),
      ctx.app.inject({
        method: 'GET',
        url: '/api/v1/fortune/check-coins?feature=%2Fe%00',
        headers: user.auth,
      }),
      ctx.app.inject({
        method: 'GET',
        url: '/api/v1/payments/stripe/success?session_id=%2Fe%00',
        headers: user.auth,
      }),
      ctx.app.inject({ method: 'GET', url: '/api/v1/products/types/a%00b/cost' }),
    ];
    const paths = [];
    for (const res of await Promise.all(checks)) {
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json<{ error: { code: string; details: { path: string }[] } }>();
      expect(body.error.code).toBe('VALIDATION_FAILED');
      paths.push(body.error.details[0]?.path);
    }
    expect(paths).toEqual([
      'body.message',
      'body.message',
      'query.feature',
      'query.session_id',
      'params.type',
    ]);
  });
});

describe("the framework's own errors, in the envelope", () => {
  it('answers a URL that is not valid UTF-8 with 400 MALFORMED_REQUEST', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/oauth/%E0%B8/login' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: { code: 'MALFORMED_REQUEST', message: 'The URL is not valid percent-encoded UTF-8' },
    });
  });

  it('answers a 5,000-character path parameter with 400 VALIDATION_FAILED, not a raw 414', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/auth/oauth/${'a'.repeat(5_000)}/login`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      error: { code: 'VALIDATION_FAILED', details: [{ path: 'params' }] },
    });
  });

  it('answers a multipart body over its limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'multipart-limit@example.com');
    const boundary = 'limit';
    const field = (name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\nx\r\n`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/upload/slip',
      headers: { ...user.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      // More fields than the multipart ceiling allows before the file.
      payload: `${Array.from({ length: 8 }, (_, i) => field(`f${i}`)).join('')}--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('answers a request that is not HTTP with the envelope before closing the connection', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write('GET /api/v1/health HTTP/1.1\r\nHost: x\r\nBad Header Line\r\n\r\n');
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      success: false,
      error: { code: 'MALFORMED_REQUEST', message: 'The request could not be read' },
    });
  });
});
