import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { appFilesOf } from './first-paint.ts';

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

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The scripts a page must have before its screen shows: the initial ones and, for a screen past
 * the home page, the chunks of the given modules (a screen, the words it shows, the providers it
 * uses) with everything they import. Sizes as in `initialScriptSizes`.
 */
export function firstScreenScriptSizes(distDir: string, modules: readonly string[]): ScriptSize[] {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const sizes = initialScriptSizes(distDir);
  const seen = new Set(sizes.map((size) => size.address));
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    const address = `/${chunk.file}`;
    if (seen.has(address)) return;
    seen.add(address);
    const bytes = readFileSync(path.join(distDir, chunk.file));
    sizes.push({ address, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length });
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return sizes;
}
