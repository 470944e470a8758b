import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';

/**
 * Security headers with a CSP that allows only this origin (fonts are self-hosted). Inline styles
 * are allowed because the toast library injects a style tag; scripts never are.
 */
export function securityHeaderOptions(isProduction: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
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

async function securityHeadersPlugin(app: FastifyInstance, opts: { isProduction: boolean }) {
  const headers = securityHeaders(securityHeaderOptions(opts.isProduction));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
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
