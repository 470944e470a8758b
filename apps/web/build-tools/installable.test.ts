import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { APP_ICONS } from './app-icons.ts';
import { appFilesOf } from './first-paint.ts';
import { initialScripts } from './initial-scripts.ts';

/**
 * Checks of the built web app as an installable app (`npm test` builds it first; on its own,
 * run `npm run build -w @duangdee/web` before): the web app manifest and its icons, decoded, and
 * the service worker's precache list.
 */

const dist = path.resolve(import.meta.dirname, '..', 'dist');
const built = existsSync(path.join(dist, 'sw.js'));
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
}

/** The precache list workbox wrote into the service worker: `[{"revision":…,"url":…}, …]`. */
function precacheUrls(): string[] {
  const list = /\[\{"revision":[\s\S]*?\}\]/.exec(read('sw.js'))?.[0];
  if (!list) throw new Error('no precache list in dist/sw.js');
  return (JSON.parse(list) as Array<{ url: string }>).map((entry) => entry.url);
}

/** Every file of the build under `dir` (relative, `/`-separated), dot folders left out. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(dir, name) : [name];
  });
}

/** The alpha of a corner pixel and of the centre of a PNG. */
async function cornerAndCentreAlpha(file: string): Promise<{ corner: number; centre: number }> {
  const { data, info } = await sharp(file)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3] ?? -1;
  return { corner: alphaAt(0, 0), centre: alphaAt(info.width >> 1, info.height >> 1) };
}

describe('the installable app', () => {
  it('is built with its service worker (npm test builds it)', () => {
    expect(built, `no ${path.join(dist, 'sw.js')}`).toBe(true);
  });

  it.runIf(built)('links a web app manifest that describes ดวงดี in Thai', () => {
    const html = read('index.html');
    expect(html).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"/);
    const manifest = JSON.parse(read('manifest.webmanifest')) as WebAppManifest;
    expect(manifest).toMatchObject({
      name: 'ดวงดี',
      short_name: 'ดวงดี',
      lang: 'th',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.description).toMatch(/[\u0E00-\u0E7F]/);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    // The light theme is the default; the dark one has its own theme colour by media query.
    const themeColours = [...html.matchAll(/<meta name="theme-color" ([^>]*)>/g)].map((m) => m[1]);
    expect(themeColours).toEqual([
      expect.stringContaining(
        `media="(prefers-color-scheme: light)" content="${manifest.theme_color}"`,
      ),
      expect.stringMatching(/media="\(prefers-color-scheme: dark\)" content="#[0-9a-f]{6}"/i),
    ]);
  });

  it.runIf(built)(
    'has 192 and 512 icons and a maskable one, real PNGs of those sizes',
    async () => {
      const manifest = JSON.parse(read('manifest.webmanifest')) as WebAppManifest;
      const has = (size: number, purpose: string) =>
        manifest.icons.find((icon) => icon.sizes === `${size}x${size}` && icon.purpose === purpose);
      expect(has(192, 'any')).toBeDefined();
      expect(has(512, 'any')).toBeDefined();
      expect(has(512, 'maskable')).toBeDefined();
      for (const icon of manifest.icons) {
        const file = path.join(dist, icon.src);
        expect(existsSync(file), icon.src).toBe(true);
        const meta = await sharp(file).metadata();
        expect(icon.type).toBe('image/png');
        expect(meta.format, icon.src).toBe('png');
        expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
      }
      // A maskable icon fills its square (the platform cuts the shape); the plain one is rounded.
      const maskable = await cornerAndCentreAlpha(path.join(dist, has(512, 'maskable')!.src));
      expect(maskable).toEqual({ corner: 255, centre: 255 });
      const plain = await cornerAndCentreAlpha(path.join(dist, has(512, 'any')!.src));
      expect(plain).toEqual({ corner: 0, centre: 255 });
      // iOS takes its home-screen icon from the page, not the manifest.
      const apple = APP_ICONS.find((icon) => icon.purpose === 'apple-touch')!;
      expect(read('index.html')).toContain(`<link rel="apple-touch-icon" href="/${apple.file}"`);
      expect(await sharp(path.join(dist, apple.file)).metadata()).toMatchObject({
        format: 'png',
        width: 180,
        height: 180,
      });
    },
  );

  it.runIf(built)('precaches the app shell and every hashed asset, and nothing of /api/', () => {
    const urls = precacheUrls();
    for (const shell of [
      'index.html',
      'offline.html',
      // The offline page's theme script (index.html has it written in).
      'theme-init.js',
      'splash.svg',
      'manifest.webmanifest',
    ]) {
      expect(urls, shell).toContain(shell);
    }
    // What the first screen loads: the entry, its preloads and the stylesheet.
    const html = read('index.html');
    const stylesheets = (appFilesOf(html)?.styles ?? []).map((address) => address.slice(1));
    expect(stylesheets).toHaveLength(1);
    for (const address of [...initialScripts(html).map((a) => a.slice(1)), ...stylesheets]) {
      expect(urls, address).toContain(address);
    }
    const hashed = filesUnder(dist).filter((file) => /^assets\/.+\.(?:js|css|woff2)$/.test(file));
    expect(hashed.length).toBeGreaterThan(20);
    // All but the hand models' runtime (~1.5 MB): only the palm screens load it, when they open.
    const palmOnly = /^assets\/hand-model-[^/]+\.js$/;
    expect(hashed.filter((file) => palmOnly.test(file))).toHaveLength(1);
    for (const file of hashed) {
      if (palmOnly.test(file)) expect(urls, file).not.toContain(file);
      else expect(urls, file).toContain(file);
    }
    for (const url of urls) {
      expect(url, 'an API answer in the precache').not.toMatch(/(^|\/)api\//);
      expect(url, 'a compressed copy in the precache').not.toMatch(/\.(?:br|gz)$/);
      expect(existsSync(path.join(dist, url)), `${url} is not in the build`).toBe(true);
    }
  });

  it.runIf(built)('has a Thai offline page that needs nothing the worker does not keep', () => {
    const page = read('offline.html');
    expect(page).toMatch(/<html lang="th">/);
    expect(page).toContain('ตอนนี้ยังออฟไลน์อยู่');
    const urls = precacheUrls();
    const needs = [...page.matchAll(/\b(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]);
    expect(needs.length).toBeGreaterThan(0);
    for (const file of needs) expect(urls, file).toContain(file);
  });

  it.runIf(built)('keeps the worker out of the first download: the page only registers it', () => {
    const code = initialScripts(read('index.html'))
      .map((address) => read(address.slice(1)))
      .join('\n');
    expect(code).toContain('/sw.js');
    expect(code).not.toMatch(/workbox/i);
    // No registration script in the page's head: index.html's one classic script is unchanged.
    expect(read('index.html')).not.toMatch(/registerSW/);
  });
});
