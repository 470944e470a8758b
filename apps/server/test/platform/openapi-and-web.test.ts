import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-app.ts';

const webDist = mkdtempSync(path.join(tmpdir(), 'duangdee-web-'));
mkdirSync(path.join(webDist, 'assets'));
/** The boot scripts the build writes into index.html, with a data block beside them. */
const THEME_SCRIPT = "document.documentElement.lang='th'";
const LOADER_SCRIPT = 'var files = JSON.parse("{}");';
writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html><html lang="th"><head><title>ดวงดี</title><script>${THEME_SCRIPT}</script></head>` +
    `<body><script type="application/json" id="app-files">{"entry":"/a.js"}</script>` +
    `<script>${LOADER_SCRIPT}</script></body></html>`,
);
const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
writeFileSync(path.join(webDist, 'theme-init.js'), '/* theme */');

const ctx = useTestApp({}, { webDistDir: webDist });

type JsonSchema = { properties?: Record<string, JsonSchema>; items?: JsonSchema } & Record<
  string,
  unknown
>;

function propertyNames(schema: JsonSchema | undefined, out: string[] = []): string[] {
  if (!schema || typeof schema !== 'object') return out;
  for (const [key, value] of Object.entries(schema.properties ?? {})) {
    out.push(key);
    propertyNames(value, out);
  }
  if (schema.items) propertyNames(schema.items, out);
  for (const combo of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = schema[combo];
    if (Array.isArray(list)) for (const s of list) propertyNames(s as JsonSchema, out);
  }
  return out;
}

describe('OpenAPI', () => {
  it('publishes an OpenAPI 3.1 document generated from the contract', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/health', '/api/v1/client-errors']),
    );
  });

  it('describes every request and response with snake_case keys only', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<{
      paths: Record<string, Record<string, { requestBody?: unknown; responses?: unknown }>>;
    }>();
    const names: string[] = [];
    const walk = (node: unknown) => {
      if (!node || typeof node !== 'object') return;
      const record = node as Record<string, unknown>;
      if (record.schema) propertyNames(record.schema as JsonSchema, names);
      for (const value of Object.values(record)) walk(value);
    };
    walk(doc.paths);
    expect(names.length).toBeGreaterThan(5);
    expect(names.filter((n) => !/^[a-z][a-z0-9_]*$/.test(n))).toEqual([]);
  });

  it('serves the reference UI at /api/docs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describe('the web app', () => {
  it('serves index.html at / without long caching', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('ดวงดี');
    expect(res.headers['cache-control']).not.toContain('immutable');
  });

  it('falls back to index.html for deep links', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/fortune/love?x=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('ดวงดี');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('allows the page’s own inline scripts by their hashes, and no other script', async () => {
    const scriptSrc = (policy: string | undefined) =>
      (policy ?? '').split(';').find((directive) => directive.startsWith('script-src'));
    for (const url of ['/', '/fortune/love']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(scriptSrc(res.headers['content-security-policy'] as string), url).toBe(
        `script-src 'self' 'wasm-unsafe-eval' ${sha256(THEME_SCRIPT)} ${sha256(LOADER_SCRIPT)}`,
      );
    }
    // The API's answers allow no script at all.
    const api = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(api.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('sends /index.html as the app shell, with the same headers as /', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/' });
    const file = await ctx.app.inject({ method: 'GET', url: '/index.html' });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain(`<script>${THEME_SCRIPT}</script>`);
    expect(file.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
    expect(file.headers['content-security-policy']).toContain(sha256(THEME_SCRIPT));
    expect(file.headers['cache-control']).toBe('no-cache');
  });

  it('sends the security headers with static files too', async () => {
    // Set on the reply by the security hook; the static plugin keeps them.
    for (const url of ['/assets/index-abc123.js', '/theme-init.js']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['vary'], url).toContain('Accept-Encoding');
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps unknown API routes as JSON 404s, not the app', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/fortune/love' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
  });

  it('answers a missing asset with 404 rather than the app shell', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/index-old999.js' });
    expect(res.statusCode).toBe(404);
  });
});
