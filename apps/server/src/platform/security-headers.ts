import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';

/**
 * Security headers with a CSP that allows only this origin (fonts are self-hosted). Inline styles
 * are allowed because the toast library injects a style tag; scripts never are, nor `eval`
 * (WebAssembly compiles: `'wasm-unsafe-eval'` allows that and nothing else).
 */
export function securityHeaderOptions(isProduction: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        // WebAssembly may be compiled (the palm screens' hand model); JavaScript eval stays off.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only where TLS is terminated in front of us.
    strictTransportSecurity: isProduction,
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets for these options, worked out once. Every directive here is a constant,
 * so the headers are the same for every answer; helmet run per request (as `@fastify/helmet`
 * does) would parse the directives and build the same strings again each time.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader() {},
  };
  let failure: unknown = null;
  helmet(options)({} as never, response as never, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure;
  return headers;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers with a page for a browser to show (HTML), though it is under `/api/`. */
    page?: boolean;
  }
}

/**
 * The headers of an answer that is data (JSON, an image, an event stream), never a page: what
 * OWASP's REST cheat sheet asks of an API. A policy that allows nothing and no framing, no MIME
 * sniffing, no referrer, no use by another origin, and HSTS where the pages have it. The headers
 * that only mean something to a document (COOP, Origin-Agent-Cluster, DNS prefetching, IE's
 * download and XSS switches, Flash's cross-domain policies) are left off: on an API answer they
 * are bytes every client reads and ignores, over half of a small answer.
 */
export function dataSecurityHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const hsts = pageHeaders['strict-transport-security'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  };
}

/** Whether a request is answered with data: under `/api/`, but not the API's reference pages. */
function answersWithData(request: FastifyRequest): boolean {
  const url = request.url;
  return (
    url.startsWith('/api/') &&
    !url.startsWith('/api/docs') &&
    request.routeOptions.config.page !== true
  );
}

async function securityHeadersPlugin(app: FastifyInstance, opts: { isProduction: boolean }) {
  const pageHeaders = securityHeaders(securityHeaderOptions(opts.isProduction));
  const dataHeaders = dataSecurityHeaders(pageHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(answersWithData(request) ? dataHeaders : pageHeaders);
    done();
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });

/**
 * The CSP sources (`'sha256-…'`) of a page's inline scripts: the app shell's boot scripts
 * (apps/web/boot), which the build writes into index.html so the first paint waits for no
 * request. Data blocks (`type="application/json"`) are never run, so need none.
 */
export function inlineScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes = '', code = ''] = match;
    if (
      /\bsrc\s*=/.test(attributes) ||
      /\btype\s*=\s*"application\/(?:ld\+)?json"/.test(attributes)
    ) {
      continue;
    }
    sources.push(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  }
  return sources;
}

/** `policy` with `sources` added to its `script-src` directive. */
export function allowScripts(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) =>
      /^\s*script-src\s/.test(directive) ? `${directive} ${sources.join(' ')}` : directive,
    )
    .join(';');
}
