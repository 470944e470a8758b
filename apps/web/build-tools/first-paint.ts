import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { IndexHtmlTransformHook, Plugin, ResolvedConfig } from 'vite';

/**
 * V8's explicit compile hint: a script that starts with it has all its functions compiled while
 * it streams in, on a background thread, instead of lazily on the main thread at their first call
 * (Chrome 136 and later; a comment to every other engine). Every chunk of the app is code its
 * screen runs as it shows, so each one carries it (decision 041).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the compile hint on every chunk's first line, where V8 looks for it: written there as the
 * chunk's banner (`output.postBanner`), it ends up second where Vite then writes its list of a
 * chunk's dependencies (`__vite__mapDeps`) above the code. The two lines swap places, so every
 * later line, and the source map, stay as they were.
 */
export function compileHintFirst(): Plugin {
  return {
    name: 'duangdee:compile-hint-first',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk') chunk.code = withCompileHintFirst(chunk.code);
        }
      },
    },
  };
}

/** The chunk's code with the compile hint as its first line (see `compileHintFirst`). */
export function withCompileHintFirst(code: string): string {
  if (code.startsWith(`${COMPILE_HINT}\n`)) return code;
  const firstLineEnd = code.indexOf('\n');
  const hintLine = `\n${COMPILE_HINT}\n`;
  if (firstLineEnd === -1 || !code.startsWith(hintLine, firstLineEnd)) return code;
  const firstLine = code.slice(0, firstLineEnd);
  return `${COMPILE_HINT}\n${firstLine}\n${code.slice(firstLineEnd + hintLine.length)}`;
}

/** Files worth compressing: text. Images other than SVG and fonts are compressed already. */
export const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // The build manifest is for tools, never sent to browsers.
      if (!entry.name.startsWith('.')) yield* filesUnder(file);
    } else if (entry.isFile()) yield file;
  }
}

/**
 * Writes a Brotli (`.br`, best quality) and a gzip (`.gz`, level 9) copy beside every text file
 * of the build, so the server sends them as they are instead of compressing each answer.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'duangdee:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // After every other plugin's closeBundle (the service worker is written in one).
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        compressAll(path.resolve(config.root, config.build.outDir));
      },
    },
  };
}

/** Writes the `.br` and `.gz` copies of every text file under `outDir`. */
function compressAll(outDir: string) {
  for (const file of filesUnder(outDir)) {
    if (!COMPRESSIBLE_FILE.test(file)) continue;
    const bytes = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  }
}

type Bundle = NonNullable<Parameters<IndexHtmlTransformHook>[1]['bundle']>;

/** The chunks holding the given modules, with every chunk they import, as file names. */
function chunkClosure(bundle: Bundle, moduleSuffixes: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const wanted = new Set<string>();
  const visit = (fileName: string) => {
    if (wanted.has(fileName)) return;
    wanted.add(fileName);
    const chunk = chunks.find((candidate) => candidate.fileName === fileName);
    for (const imported of chunk?.imports ?? []) visit(imported);
  };
  for (const suffix of moduleSuffixes) {
    const chunk = chunks.find((candidate) =>
      candidate.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(suffix)),
    );
    if (!chunk) throw new Error(`no chunk for ${suffix}: is it still imported?`);
    visit(chunk.fileName);
  }
  return [...wanted];
}

/**
 * Chunks fetched beside the entry rather than after it: the landing screen is a chunk of its own
 * like every screen (a dynamic import), yet a first visit needs it at once. Named by a module
 * each chunk holds.
 */
export function preloadInHtml(moduleSuffixes: readonly string[]): Plugin {
  let base = '/';
  return {
    name: 'duangdee:preload-in-html',
    apply: 'build',
    configResolved(resolved) {
      base = resolved.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return chunkClosure(bundle, moduleSuffixes)
          .filter((fileName) => !html.includes(`/${fileName}"`))
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * What a dynamic import asks the browser to fetch ahead (`<link rel=modulepreload>` per file),
 * less the entry script (`assets/index-<hash>.js`, built from index.html): by the time any code
 * imports a part on demand, the entry has run. It was asked for again by every part the app
 * fetched, and each link added costs the browser time on the main thread. (The entry's
 * stylesheet stays in the list: the page already has its link, which the preload finds.)
 */
export function withoutEntryScript(deps: string[]): string[] {
  return deps.filter((file) => !ENTRY_SCRIPT.test(file));
}

/** The entry script's name in the build. */
export const ENTRY_SCRIPT = /^assets\/index-[\w-]+\.js$/;

/**
 * With a `public/splash.mp4` shipped, the splash plays it (its poster the splash image) in
 * place of the image; without one, the page never asks for a video that is not there.
 */
export function splashVideo(publicDir: string): Plugin {
  return {
    name: 'duangdee:splash-video',
    transformIndexHtml(html) {
      if (!existsSync(path.join(publicDir, 'splash.mp4'))) return html;
      return html.replace(
        /<img\s+class="boot-splash-image"[\s\S]*?\/>/,
        '<video class="boot-splash-image" src="/splash.mp4" poster="/splash.svg" width="192" ' +
          'height="192" muted autoplay playsinline preload="auto" aria-hidden="true" ' +
          'data-testid="splash-video"></video>',
      );
    },
  };
}

/** The part of a boot script the page needs: its code, without whole-line comments. */
function bootScriptCode(source: string): string {
  return source
    .split('\n')
    .filter((line) => !/^\s*(?:\/\/|\/\*.*\*\/\s*$)/.test(line))
    .join('\n')
    .trim();
}

/**
 * Writes each `<script data-inline="boot/…js"></script>` of index.html as an inline script with
 * that file's code, so what must run before the first paint costs no request. The server allows
 * the page's inline scripts by their hashes (apps/server/src/platform/web-static.ts).
 */
export function inlineBootScripts(appDir: string): Plugin {
  return {
    name: 'duangdee:inline-boot-scripts',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        return html.replace(
          /<script data-inline="([^"]+)"><\/script>/g,
          (_tag, file: string) =>
            `<script>${bootScriptCode(readFileSync(path.join(appDir, file), 'utf8'))}</script>`,
        );
      },
    },
  };
}

/** The files `boot/load-app.js` fetches once the first frame is painted. */
export interface AppFiles {
  entry: string;
  styles: string[];
  modules: string[];
  /** More module preloads for a page opened at `path` (or below it): its screen's chunks. */
  pages: Array<{ path: string; modules: string[] }>;
  /** The web fonts the first screen draws with, fetched with the stylesheet. */
  fonts: string[];
}

/** The `#app-files` of a built index.html (read by tests and the benchmark). */
export function appFilesOf(html: string): AppFiles | null {
  const json = /<script type="application\/json" id="app-files">([^<]*)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as AppFiles) : null;
}

/**
 * The built font files whose original names match `fonts`, as addresses, each checked to be one
 * the app's stylesheet asks for (a preload the stylesheet does not use is a download for
 * nothing), in the order the stylesheet declares them.
 */
function fontFiles(bundle: Bundle, fonts: RegExp, base: string): string[] {
  const assets = Object.values(bundle).filter((output) => output.type === 'asset');
  const css = assets
    .filter((asset) => asset.fileName.endsWith('.css'))
    .map((asset) => String(asset.source))
    .join('\n');
  const files = assets
    .filter((asset) => asset.names.some((name) => fonts.test(path.basename(name))))
    .map((asset) => `${base}${asset.fileName}`);
  if (files.length === 0) throw new Error(`no built font matches ${String(fonts)}`);
  for (const file of files) {
    if (!css.includes(file)) throw new Error(`the stylesheet never asks for ${file}`);
  }
  return files.sort((a, b) => css.indexOf(a) - css.indexOf(b));
}

/**
 * Takes the app's entry script, its stylesheet and the module preloads out of index.html's head
 * and has `boot/load-app.js` (written at the end of the body) add them after the first frame:
 * the splash and the frame, styled in the page, paint from the HTML alone, without the app's
 * files taking a slow connection's bandwidth first. Runs after `preloadInHtml`.
 *
 * `pages` names, for addresses people arrive at from outside (a shared reading or article), the
 * modules of their screen: a page opened there fetches them beside the entry instead of after it
 * has run, one round trip less before the screen.
 *
 * `fonts` matches the original names of the font files the first screen draws with: they are
 * fetched with the stylesheet, so they are there when the app first draws. Left to the
 * stylesheet, a font is asked for only once text needing it is laid out, and each one arriving
 * lays out every line of the page again (decision 035).
 */
export function loadAppAfterFirstPaint(
  appDir: string,
  options: { pages?: Readonly<Record<string, readonly string[]>>; fonts?: RegExp } = {},
): Plugin {
  const { pages = {}, fonts } = options;
  return {
    name: 'duangdee:load-app-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const files: AppFiles = { entry: '', styles: [], modules: [], pages: [], fonts: [] };
        const rest = html.replace(/\s*<(?:script|link)\b[^>]*>(?:<\/script>)?/g, (tag) => {
          const address = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
          if (!address) return tag;
          if (/^\s*<script\b/.test(tag) && /\btype="module"/.test(tag)) {
            if (files.entry) throw new Error('index.html has more than one module script');
            files.entry = address;
          } else if (/\brel="stylesheet"/.test(tag)) files.styles.push(address);
          else if (/\brel="modulepreload"/.test(tag)) files.modules.push(address);
          else return tag;
          return '';
        });
        if (!files.entry) throw new Error('index.html has no module script to load');
        const base = files.entry.slice(0, files.entry.lastIndexOf('/assets/') + 1);
        const first = new Set([files.entry, ...files.modules]);
        for (const [page, modules] of Object.entries(pages)) {
          const more = chunkClosure(context.bundle, modules)
            .map((fileName) => `${base}${fileName}`)
            .filter((address) => !first.has(address));
          files.pages.push({ path: page, modules: more });
        }
        if (fonts) files.fonts = fontFiles(context.bundle, fonts, base);
        const loader = bootScriptCode(readFileSync(path.join(appDir, 'boot/load-app.js'), 'utf8'));
        const json = JSON.stringify(files).replace(/</g, '\\u003c');
        return rest.replace(
          '</body>',
          `<script type="application/json" id="app-files">${json}</script>\n` +
            `    <script>${loader}</script>\n  </body>`,
        );
      },
    },
  };
}

/** An SVG as a compact `data:` URL (quotes made single, only what a URL needs escaped). */
export function svgDataUrl(svg: string): string {
  if (svg.includes("'")) throw new Error('an SVG with single quotes cannot be inlined this way');
  const compact = svg.replace(/\s+/g, ' ').replace(/> </g, '><').trim().replace(/"/g, "'");
  return `data:image/svg+xml,${compact.replace(/[%#<>]|[^\x20-\x7e]/g, (c) => encodeURIComponent(c))}`;
}

/**
 * The splash image (the first screen's largest paint) and the frame's logo written into
 * index.html as `data:` URLs: the first screen needs no request past the page itself (1 KB more
 * of it, compressed). The icon and the app's own screens still use `/splash.svg`.
 */
export function inlineSplashImage(publicDir: string): Plugin {
  return {
    name: 'duangdee:inline-splash-image',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const url = svgDataUrl(readFileSync(path.join(publicDir, 'splash.svg'), 'utf8'));
        return html
          .replace(/\s*<link rel="preload" as="image"[^>]*href="\/splash\.svg"[^>]*>/, '')
          .replace(/\b(src|poster)="\/splash\.svg"/g, (_match, attribute: string) => {
            return `${attribute}="${url}"`;
          });
      },
    },
  };
}
