import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { appFilesOf } from './first-paint.ts';

/** Where the build writes which chunk holds which module (`chunkMap`), beside Vite's manifest. */
export const CHUNK_MAP_FILE = path.join('.vite', 'chunks.json');

/** One script of the build: the app's modules it holds and the scripts it imports. */
export interface MappedChunk {
  /** Source modules, relative to the app's root (`src/app/app-services.tsx`). */
  modules: string[];
  /** Static imports, as file names (`assets/…`). */
  imports: string[];
}

/**
 * Writes `dist/.vite/chunks.json`: every script with the source modules it holds and what it
 * imports. Vite's manifest names a chunk only by the one module it was split at; a chunk made of
 * many (a code-splitting group) is named by none of them, and tools still ask "which file holds
 * this module?" (the bench's first-screen sizes, the bundle checks). Never sent to browsers.
 */
export function chunkMap(root: string): Plugin {
  return {
    name: 'duangdee:chunk-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, MappedChunk> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = {
          modules: output.moduleIds
            .filter((id) => !id.startsWith('\0') && path.isAbsolute(id))
            .map((id) => path.relative(root, id).replace(/\\/g, '/')),
          imports: [...output.imports],
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_MAP_FILE.replace(/\\/g, '/'),
        source: JSON.stringify(chunks),
      });
    },
  };
}

/** The build's chunk map (see `chunkMap`). */
export function readChunkMap(distDir: string): Record<string, MappedChunk> {
  return JSON.parse(readFileSync(path.join(distDir, CHUNK_MAP_FILE), 'utf8')) as Record<
    string,
    MappedChunk
  >;
}

/** The script holding a source module (`src/…`), by the build's chunk map. */
export function chunkOf(chunks: Record<string, MappedChunk>, module: string): string {
  const file = Object.keys(chunks).find((name) => chunks[name]?.modules.includes(module));
  if (!file) throw new Error(`no script of the build holds ${module}`);
  return file;
}

/**
 * The scripts a browser fetches for the first screen before anything else: index.html's module
 * script and every `<link rel="modulepreload">` beside it, or those its boot script adds after
 * the first frame (`#app-files`), as addresses (`/assets/…`).
 */
export function initialScripts(html: string): string[] {
  const found = new Set<string>();
  const files = appFilesOf(html);
  if (files) for (const address of [files.entry, ...files.modules]) found.add(address);
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/g) ?? []) {
    const isModuleScript = /^<script\b/.test(tag) && /\btype="module"/.test(tag);
    const isModulePreload = /^<link\b/.test(tag) && /\brel="modulepreload"/.test(tag);
    const address = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isModuleScript || isModulePreload) && address) found.add(address);
  }
  return [...found];
}

export interface ScriptSize {
  address: string;
  bytes: number;
  gzipBytes: number;
}

/** The size of each initial script of a built app, as it is and gzip-compressed. */
export function initialScriptSizes(distDir: string): ScriptSize[] {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  return initialScripts(html).map((address) => {
    const bytes = readFileSync(path.join(distDir, address));
    return { address, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  });
}

/** The given scripts and every script they import, directly or not (file names, `assets/…`). */
export function importClosure(
  chunks: Record<string, MappedChunk>,
  files: readonly string[],
): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of chunks[file]?.imports ?? []) visit(imported);
  };
  for (const file of files) visit(file);
  return [...seen];
}

/**
 * The scripts a page must have before its screen shows: the initial ones and, for a screen past
 * the home page, the scripts holding the given modules (a screen, the words it shows, the
 * providers it uses) with everything they import. Sizes as in `initialScriptSizes`.
 */
export function firstScreenScriptSizes(distDir: string, modules: readonly string[]): ScriptSize[] {
  const chunks = readChunkMap(distDir);
  const sizes = initialScriptSizes(distDir);
  const initial = new Set(sizes.map((size) => size.address));
  const files = importClosure(
    chunks,
    modules.map((module) => chunkOf(chunks, module)),
  ).filter((file) => !initial.has(`/${file}`));
  for (const file of files) {
    const bytes = readFileSync(path.join(distDir, file));
    sizes.push({
      address: `/${file}`,
      bytes: bytes.length,
      gzipBytes: gzipSync(bytes, { level: 9 }).length,
    });
  }
  return sizes;
}
