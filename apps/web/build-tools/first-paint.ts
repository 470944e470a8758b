import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

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
        return [...wanted]
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
