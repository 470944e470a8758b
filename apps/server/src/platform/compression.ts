import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const EVENT_STREAM = /^text\/event-stream/i;
const COMPRESSIBLE = /^text\/|[+/]json(?:;|$)|[+/]xml(?:;|$)|^application\/javascript(?:;|$)/i;

/** JSON, text, HTML, SVG and scripts are compressed; event streams and binary files never. */
export function isCompressibleType(contentType: string): boolean {
  return !EVENT_STREAM.test(contentType) && COMPRESSIBLE.test(contentType);
}

/** A route that streams Server-Sent Events, by the content type its schema declares. */
function producesEventStream(produces: unknown): boolean {
  return Array.isArray(produces) && produces.some((type) => EVENT_STREAM.test(String(type)));
}

export interface CompressionOptions {
  /** Routes under this path are compressed as they answer (the API and its reference UI). */
  under: string;
}

/**
 * Compresses API answers over 1 KB for browsers that accept it: Brotli (at a quality cheap
 * enough for every request), else gzip, else none. Live event streams are written as events
 * happen and are left out entirely, so nothing ever holds an event back to fill a compressor's
 * buffer. Request bodies are not decompressed: the API takes plain JSON and uploads only.
 * The web app's files are compressed once, at build time, and served as they are (see
 * web-static.ts), so they are left out too.
 */
async function compressionPlugin(app: FastifyInstance, opts: CompressionOptions) {
  const under = opts.under.endsWith('/') ? opts.under : `${opts.under}/`;
  // Runs before the compressor's own hook (added below) sees each route.
  // A health probe's answer is a few dozen bytes: never worth a look.
  app.addHook('onRoute', (route) => {
    if (
      !route.url.startsWith(under) ||
      producesEventStream(route.schema?.produces) ||
      route.config?.probe === true
    ) {
      route.compress = false;
    }
  });
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: isCompressibleType,
  });
}

export default fp(compressionPlugin, { name: 'compression' });
