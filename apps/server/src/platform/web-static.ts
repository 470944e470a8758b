import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

export interface WebStaticOptions {
  root: string;
}

/** Serves the built SPA: hashed assets cached for a year, everything else revalidated. */
async function webStaticPlugin(app: FastifyInstance, opts: WebStaticOptions) {
  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: false,
    index: ['index.html'],
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashed = /[/\\]assets[/\\]/.test(filePath);
      res.setHeader(
        'Cache-Control',
        hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
    },
  });
}

export default fp(webStaticPlugin, { name: 'web-static' });
