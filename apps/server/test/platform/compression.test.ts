import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { createEventBus } from '../../src/platform/events.ts';
import { openEventStream } from '../support/event-stream.ts';
import { signInWithOutbox } from '../support/sign-in.ts';
import { testConfig } from '../test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';

/** A built web app as the build leaves it: each text file with its .br and .gz beside it. */
const webDist = mkdtempSync(path.join(tmpdir(), 'duangdee-web-compressed-'));
mkdirSync(path.join(webDist, 'assets'));
mkdirSync(path.join(webDist, '.vite'));

const INDEX_HTML = `<!doctype html><html lang="th"><title>ดวงดี</title><p>${'ดวงดี '.repeat(300)}</p>`;
const SCRIPT = `export const words = ${JSON.stringify('ดูดวง '.repeat(500))};`;

function writeWithCopies(relative: string, text: string, copies = true) {
  const file = path.join(webDist, relative);
  writeFileSync(file, text);
  if (!copies) return;
  writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(text)));
  writeFileSync(`${file}.gz`, gzipSync(Buffer.from(text)));
}

writeWithCopies('index.html', INDEX_HTML);
writeWithCopies('assets/index-abc123.js', SCRIPT);
writeWithCopies('theme-init.js', '/* theme */', false);
writeFileSync(path.join(webDist, '.vite', 'manifest.json'), '{}');

let database: TestDatabase;
let app: App;
let baseUrl: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig();
  config.webDistDir = webDist;
  app = await buildApp(config, {
    database,
    liveEvents: { bus: createEventBus({ redisUrl: null, log: { warn() {}, error() {} } }) },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('the web app, compressed at build time', () => {
  it('sends the Brotli copy to a browser that accepts it', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT));
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy when Brotli is not accepted', async () => {
    for (const accepted of ['gzip', 'gzip, deflate', 'br;q=0, gzip']) {
      const res = await get('/assets/index-abc123.js', accepted);
      expect(res.headers['content-encoding'], accepted).toBe('gzip');
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
    }
  });

  it('sends the file as it is to a browser that accepts neither', async () => {
    for (const accepted of [undefined, 'identity', 'deflate']) {
      const res = await get('/assets/index-abc123.js', accepted);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(res.body).toBe(SCRIPT);
    }
  });

  it('compresses the app shell at / and for deep links, never cached without asking', async () => {
    for (const url of ['/', '/fortune/love?x=1', '/payment/success']) {
      // The shell as built, with the page's link preview tags written into its head.
      const plain = await get(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body).toContain(INDEX_HTML.slice(INDEX_HTML.indexOf('<p>')));
      expect(plain.body).toContain('<meta property="og:site_name" content="ดวงดี" />');
      expect(plain.body.replace(/\s*<meta [^>]*>/g, '')).toBe(INDEX_HTML);

      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.vary, url).toContain('Accept-Encoding');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);

      for (const accepted of ['gzip', 'br;q=0, gzip']) {
        const gzipped = await get(url, accepted);
        expect(gzipped.headers['content-encoding'], url).toBe('gzip');
        expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
      }
    }
  });

  it('serves a file without compressed copies as it is', async () => {
    const res = await get('/theme-init.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('/* theme */');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('never serves the compressed copies or the build manifest at their own address', async () => {
    for (const url of ['/assets/index-abc123.js.br', '/index.html.gz', '/.vite/manifest.json']) {
      expect((await get(url, 'br, gzip')).statusCode, url).toBe(404);
    }
  });
});

describe('API answers', () => {
  it('are compressed over 1 KB: Brotli first, then gzip, else as they are', async () => {
    const plain = await get('/api/v1/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const document = plain.json<{ openapi: string }>();

    const br = await get('/api/v1/openapi.json', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(document);

    const gzip = await get('/api/v1/openapi.json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(document);
  });

  it('are left alone under 1 KB', async () => {
    const res = await get('/api/v1/health/ready', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ success: true });
  });

  it('keep their envelope when compressed errors are sent', async () => {
    const res = await get('/api/v1/no-such-route', 'br');
    expect(res.statusCode).toBe(404);
    const body = res.headers['content-encoding']
      ? brotliDecompressSync(res.rawPayload).toString()
      : res.body;
    expect(JSON.parse(body)).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
  });
});

describe('live events', () => {
  it('stream uncompressed, each event as it happens, whatever the browser accepts', async () => {
    const user = await signInWithOutbox(app, database, 'compression-stream@example.com');
    const stream = await openEventStream(
      baseUrl,
      { ...user.auth, 'accept-encoding': 'br, gzip, deflate' },
      { only: ['balance.updated'] },
    );
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers.get('content-encoding')).toBeNull();
      // The opening frame arrived while the stream is still open: nothing buffered it.
      expect(stream.text().startsWith('retry: ')).toBe(true);
      const welcome = await app.inject({
        method: 'POST',
        url: '/api/v1/coins/grant-welcome',
        headers: user.auth,
      });
      expect(welcome.statusCode).toBe(200);
      expect(await stream.next()).toMatchObject({
        event: 'balance.updated',
        data: { balance: 1000 },
      });
    } finally {
      stream.close();
    }
  });
});
