import { stat, readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { LruCache } from './lru-cache.ts';
import { allowScripts, inlineScriptSources } from './security-headers.ts';

export interface WebStaticOptions {
  root: string;
  /** Sends the app shell: `/index.html` is the app's page like any other address. */
  appShell: Pick<AppShell, 'send'>;
}

/** Hashed build output (`assets/name-<hash>.js`): its address changes whenever its bytes do. */
const HASHED_ASSET = /[/\\]assets[/\\]/;

/** How long a browser may keep a file: hashed assets a year, everything else revalidated. */
export function cacheControlFor(filePath: string): string {
  return HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves the built SPA. The build writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each
 * text file; a browser gets the Brotli one if it accepts it, else the gzip one, else the file as
 * it is — the same for the app shell sent for deep links. Every answer says it varies by
 * `Accept-Encoding`, so a shared cache never hands the wrong copy to a browser.
 */
async function webStaticPlugin(app: FastifyInstance, opts: WebStaticOptions) {
  // The page with its inline scripts' hashes in its CSP, as at `/` (the file itself is not served).
  app.get('/index.html', { schema: { hide: true } }, (request, reply) =>
    opts.appShell.send(request, reply),
  );
  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: false,
    // `/` is the app shell like every other page (the not-found handler sends it, with the
    // page's link preview tags and its inline scripts allowed); so is `/index.html` (above).
    index: false,
    preCompressed: true,
    // The compressed copies are served in place of their originals, never at their own address;
    // dot files (the build manifest) are not served at all.
    globIgnore: ['**/*.br', '**/*.gz', 'index.html'],
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', cacheControlFor(filePath));
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
}

export default fp(webStaticPlugin, { name: 'web-static' });

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** The encoding to answer in, by `Accept-Encoding` and its q-values: Brotli, then gzip, else none. */
export function negotiateEncoding(header: string | string[] | undefined): ContentEncoding {
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get('*');
  const weight = (name: string) => accepted.get(name) ?? wildcard ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

export interface AppShellOptions {
  /** The built web app (its `index.html`). */
  root: string;
  /** The tags for the head of the page at this address (path and query as requested). */
  headFor: (url: string) => Promise<string>;
  /** Puts `tags` into the page's head. */
  insert: (html: string, tags: string) => string;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/** Pages kept compressed: the app's own (every ordinary address) and recently shared ones. */
const SHELL_CACHE_ENTRIES = 64;

/**
 * The app shell (`index.html`) for any page of the SPA, with that page's head tags (its link
 * preview) written in by the server, compressed as the browser accepts (Brotli, else gzip) like
 * the build's own copies. The file is read again whenever a build replaces it.
 */
export function createAppShell(opts: AppShellOptions) {
  const file = path.join(opts.root, 'index.html');
  let shell: { mtimeMs: number; size: number; html: string; scripts: string[] } | null = null;
  let policies: { from: string; to: string } | null = null;
  const compressed = new LruCache<string, { br: Buffer; gzip: Buffer }>(SHELL_CACHE_ENTRIES);

  async function currentShell() {
    const info = await stat(file);
    if (!shell || shell.mtimeMs !== info.mtimeMs || shell.size !== info.size) {
      const html = await readFile(file, 'utf8');
      shell = { mtimeMs: info.mtimeMs, size: info.size, html, scripts: inlineScriptSources(html) };
      policies = null;
    }
    return shell;
  }

  /** The page's CSP, its inline boot scripts allowed by their hashes. */
  function policyFor(policy: string, scripts: readonly string[]): string {
    if (policies?.from !== policy) policies = { from: policy, to: allowScripts(policy, scripts) };
    return policies.to;
  }

  function compressedCopies(html: string) {
    let copies = compressed.get(html);
    if (!copies) {
      const bytes = Buffer.from(html);
      copies = {
        br: brotliCompressSync(bytes, {
          params: {
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            [zlib.BROTLI_PARAM_QUALITY]: 11,
            [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzip: gzipSync(bytes, { level: 9 }),
      };
      compressed.set(html, copies);
    }
    return copies;
  }

  return {
    async send(request: FastifyRequest, reply: FastifyReply) {
      let tags = '';
      try {
        tags = await opts.headFor(request.url);
      } catch (error) {
        // Never a failed page for want of a preview.
        opts.log?.warn({ err: error }, 'the page was sent without its link preview tags');
      }
      const { html: shellHtml, scripts } = await currentShell();
      const html = opts.insert(shellHtml, tags);
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') {
        reply.header('content-security-policy', policyFor(policy, scripts));
      }
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding');
      if (encoding === 'identity') return reply.send(html);
      return reply.header('Content-Encoding', encoding).send(compressedCopies(html)[encoding]);
    },
  };
}

export type AppShell = ReturnType<typeof createAppShell>;
