import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

export interface WebStaticOptions {
  root: string;
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
  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    // The compressed copies are served in place of their originals, never at their own address;
    // dot files (the build manifest) are not served at all.
    globIgnore: ['**/*.br', '**/*.gz'],
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', cacheControlFor(filePath));
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
}

export default fp(webStaticPlugin, { name: 'web-static' });
