import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  appFilesOf,
  COMPILE_HINT,
  COMPRESSIBLE_FILE,
  ENTRY_SCRIPT,
  withCompileHintFirst,
} from './first-paint.ts';
import {
  chunkOf,
  firstScreenScriptSizes,
  importClosure,
  initialScripts,
  initialScriptSizes,
  readChunkMap,
} from './initial-scripts.ts';

/**
 * Checks of the built web app (`npm test` builds it first; on its own, run
 * `npm run build -w @duangdee/web` before): what a phone downloads for its first screen.
 */

/** Initial JavaScript for `/`, gzip-compressed: what a phone on a slow connection waits for. */
export const INITIAL_JS_BUDGET_BYTES = 120 * 1024;

const webRoot = path.resolve(import.meta.dirname, '..');
const dist = path.join(webRoot, 'dist');
const built = existsSync(path.join(dist, 'index.html'));

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

function manifest(): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

describe('the built web app', () => {
  it('is built (npm test builds it; run `npm run build -w @duangdee/web` otherwise)', () => {
    expect(built, `no ${path.join(dist, 'index.html')}`).toBe(true);
  });

  it.runIf(built)(
    `loads at most ${kib(INITIAL_JS_BUDGET_BYTES)} of JavaScript (gzip) before the home page`,
    () => {
      const sizes = initialScriptSizes(dist);
      const total = sizes.reduce((sum, script) => sum + script.gzipBytes, 0);
      const table = sizes
        .map((s) => `  ${s.address}: ${kib(s.gzipBytes)} gzip (${kib(s.bytes)})`)
        .join('\n');
      expect(sizes.length).toBeGreaterThan(0);
      expect(total, `initial JS for / is ${kib(total)} gzip:\n${table}`).toBeLessThanOrEqual(
        INITIAL_JS_BUDGET_BYTES,
      );
    },
  );

  it.runIf(built)(
    'fetches what runs beside every screen (the app services) as one file past the entry',
    () => {
      const chunks = readChunkMap(dist);
      const entry = chunkOf(chunks, 'src/main.tsx');
      const services = chunkOf(chunks, 'src/app/app-services.tsx');
      // The API client, the session, the modals: all in the services' own file (decision 045).
      expect(importClosure(chunks, [services]).sort()).toEqual([entry, services].sort());
      for (const module of ['src/lib/api-client.ts', 'src/app/screen-providers.tsx']) {
        expect(chunkOf(chunks, module), module).toBe(services);
      }
      // The home screen's own chunk never waits for it.
      const home = firstScreenScriptSizes(dist, ['src/app/routes/home.tsx']);
      expect(home.map((script) => script.address)).not.toContain(`/${services}`);
    },
  );

  it.runIf(built)('neither lays out nor paints the app behind the start-up splash', () => {
    const assets = path.join(dist, 'assets');
    const css = readdirSync(assets)
      .filter((file) => /^index-[\w-]+\.css$/.test(file))
      .map((file) => readFileSync(path.join(assets, file), 'utf8'))
      .join('');
    // src/app/app.tsx gives the app's wrapper this class while the splash shows.
    expect(css).toMatch(/\.behind-splash\{content-visibility:hidden\}/);
  });

  it.runIf(built)('has V8 compile every script while it downloads (the hint on line 1)', () => {
    const assets = path.join(dist, 'assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(5);
    const unhinted = scripts.filter(
      (file) => !readFileSync(path.join(assets, file), 'utf8').startsWith(`${COMPILE_HINT}\n`),
    );
    expect(unhinted).toEqual([]);
  });

  it.runIf(built)('never has a part fetched on demand ask again for the entry script', () => {
    const entry = Object.values(manifest()).find(
      (chunk) => chunk.isEntry && chunk.src === 'index.html',
    );
    expect(entry?.file).toMatch(ENTRY_SCRIPT);
    const assets = path.join(dist, 'assets');
    const lists = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) => {
        // Each chunk that imports on demand names the files to fetch ahead in one list.
        const list = /__vite__mapDeps=.*?m\.f=\[([^\]]*)\]/.exec(
          readFileSync(path.join(assets, file), 'utf8'),
        )?.[1];
        return list ? [{ file, deps: list.split(',').map((dep) => dep.replace(/["']/g, '')) }] : [];
      });
    expect(lists.length).toBeGreaterThan(0);
    const asked = lists.flatMap(({ file, deps }) =>
      deps.filter((dep) => dep === entry?.file).map((dep) => `${file}: ${dep}`),
    );
    expect(asked).toEqual([]);
  });

  it.runIf(built)('paints the first screen from the HTML alone: no request holds it back', () => {
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
    // One script before the first paint, the saved theme and language, written into the page.
    const headScripts = head.match(/<script\b[^>]*>/g) ?? [];
    expect(headScripts).toEqual(['<script>']);
    expect(head).toContain("window.localStorage.getItem('duangdee_theme')");
    // No stylesheet, script or module preload to wait for: the app's files come after.
    expect(head).not.toMatch(/<link\b[^>]*rel="(?:stylesheet|modulepreload)"/);
    expect(html).toMatch(/<div\s+id="splash"/);
    expect(html).toMatch(/<div class="boot-header">/);
    // The splash image and the frame's logo are in the page, not a request away.
    expect(head).not.toMatch(/rel="preload"/);
    expect(html).toMatch(/<img\s+class="boot-splash-image"\s+src="data:image\/svg\+xml,/);
    expect(html).not.toMatch(/\bsrc="\/splash\.svg"/);
    // The end of the body adds the entry, its stylesheet and its preloads after the first frame.
    const files = appFilesOf(html);
    expect(files?.entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(files?.styles).toEqual([expect.stringMatching(/^\/assets\/index-[\w-]+\.css$/)]);
    expect(files?.modules.length).toBeGreaterThan(0);
    // A page opened from a shared link also fetches its screen at once.
    const pages = new Map(files?.pages.map((page) => [page.path, page.modules]));
    expect([...pages.keys()].sort()).toEqual(['/articles/', '/fortune-results', '/palm-analysis']);
    expect(pages.get('/fortune-results')).toContainEqual(
      expect.stringMatching(/^\/assets\/fortune-results-route-[\w-]+\.js$/),
    );
    const pageModules = [...pages.values()].flat();
    // The first screen's fonts come with the stylesheet: Thai and Latin in three weights.
    expect(files?.fonts).toHaveLength(6);
    for (const font of files!.fonts) {
      expect(font).toMatch(
        /^\/assets\/noto-sans-thai-(?:thai|latin)-[4-7]00-normal-[\w-]+\.woff2$/,
      );
    }
    const addresses = [files!.entry, ...files!.styles, ...files!.modules, ...files!.fonts];
    for (const address of [...addresses, ...pageModules]) {
      expect(existsSync(path.join(dist, address)), address).toBe(true);
    }
    expect(html).toMatch(
      /<script type="application\/json" id="app-files">[^<]+<\/script>\s*<script>/,
    );
  });

  it.runIf(built)(
    'keeps request validation (zod and the contract schemas) off the first path',
    () => {
      for (const address of initialScripts(readFileSync(path.join(dist, 'index.html'), 'utf8'))) {
        const code = readFileSync(path.join(dist, address), 'utf8');
        expect(code, address).not.toContain('ZodError');
      }
    },
  );

  it.runIf(built)(
    'keeps zod off the reading hub, a reading form and a result: their screens need no schemas',
    () => {
      const chunks = readChunkMap(dist);
      for (const source of [
        'src/app/routes/fortune-hub-route.tsx',
        'src/app/routes/reading-kind-route.tsx',
        'src/app/routes/fortune-results-route.tsx',
      ]) {
        for (const file of importClosure(chunks, [chunkOf(chunks, source)])) {
          const code = readFileSync(path.join(dist, file), 'utf8');
          expect(code, `${source} loads ${file}, which holds zod`).not.toContain('ZodObject');
        }
      }
    },
  );

  it.runIf(built)('makes every screen a chunk of its own, only the home page fetched first', () => {
    const router = readFileSync(path.join(webRoot, 'src/app/router.tsx'), 'utf8');
    const screens = [...router.matchAll(/import\('(\.{1,2}\/[^']+)'\)/g)]
      .map((match) => path.posix.join('src/app', match[1] as string))
      .filter((source) => !source.endsWith('screen-providers.tsx'));
    expect(screens.length).toBeGreaterThan(20);
    const chunks = manifest();
    const initial = new Set(
      initialScripts(readFileSync(path.join(dist, 'index.html'), 'utf8')).map((a) => a.slice(1)),
    );
    for (const source of screens) {
      const chunk = chunks[source];
      expect(chunk?.isDynamicEntry, `${source} is not a chunk of its own`).toBe(true);
      const fetchedFirst = initial.has(chunk?.file ?? '');
      expect(fetchedFirst, `${source} is fetched before the first screen`).toBe(
        source === 'src/app/routes/home.tsx',
      );
    }
  });

  it.runIf(built)('ships a Brotli and a gzip copy of every text file, index.html included', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.name.startsWith('.')) continue;
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (COMPRESSIBLE_FILE.test(entry.name)) files.push(file);
      }
    };
    walk(dist);
    expect(files).toContain(path.join(dist, 'index.html'));
    expect(files.filter((file) => /[/\\]assets[/\\].+\.js$/.test(file)).length).toBeGreaterThan(5);
    for (const file of files) {
      const original = readFileSync(file);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(original), file).toBe(true);
      expect(gunzipSync(readFileSync(`${file}.gz`)).equals(original), file).toBe(true);
    }
  });
});

describe('withCompileHintFirst', () => {
  it('moves the hint above the line Vite wrote over it, keeping every other line in place', () => {
    const code = `const __vite__mapDeps=(i)=>i;\n${COMPILE_HINT}\nimport{a}from"./a.js";\na();`;
    const moved = withCompileHintFirst(code);
    expect(moved).toBe(
      `${COMPILE_HINT}\nconst __vite__mapDeps=(i)=>i;\nimport{a}from"./a.js";\na();`,
    );
    // The source map counts lines: the code keeps its line numbers.
    expect(moved.split('\n').slice(2)).toEqual(code.split('\n').slice(2));
  });

  it('leaves a chunk alone that starts with the hint or has none after its first line', () => {
    const first = `${COMPILE_HINT}\nexport const a = 1;`;
    expect(withCompileHintFirst(first)).toBe(first);
    const none = 'export const a = 1;\nexport const b = 2;';
    expect(withCompileHintFirst(none)).toBe(none);
  });
});
