import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-app.ts';

// A build as the web app's makes it for installing: the service worker and its hashed imports,
// the web app manifest, the offline page and the icons, with Brotli copies of the text files.
const webDist = mkdtempSync(path.join(tmpdir(), 'duangdee-pwa-'));
mkdirSync(path.join(webDist, 'assets'));
mkdirSync(path.join(webDist, 'icons'));
const write = (name: string, text: string) => {
  writeFileSync(path.join(webDist, name), text);
  writeFileSync(path.join(webDist, `${name}.br`), brotliCompressSync(Buffer.from(text)));
};
write(
  'index.html',
  '<!doctype html><title>ดวงดี</title><link rel="manifest" href="/manifest.webmanifest">',
);
write('sw.js', 'self.addEventListener("fetch", () => {});');
write('manifest.webmanifest', JSON.stringify({ name: 'ดวงดี', start_url: '/' }));
write('offline.html', '<!doctype html><title>ออฟไลน์</title>');
write('assets/app-abc12345.js', 'console.log(1)');
writeFileSync(path.join(webDist, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));

const ctx = useTestApp({}, { webDistDir: webDist });

describe('the installable app’s files', () => {
  it('serves the service worker as JavaScript that is always revalidated', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/sw.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    // A browser checks for a new worker on every visit; no cache may hold an old one back.
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('serves the web app manifest as application/manifest+json', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({ name: 'ดวงดี', start_url: '/' });
  });

  it('serves the offline page and the icons, and keeps hashed assets for a year', async () => {
    const offline = await ctx.app.inject({ method: 'GET', url: '/offline.html' });
    expect(offline.statusCode).toBe(200);
    expect(offline.headers['content-type']).toMatch(/^text\/html/);
    const icon = await ctx.app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc12345.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing service worker with 404, never with the app shell', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/sw-old.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/html/);
  });
});
