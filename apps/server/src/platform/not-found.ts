import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { sendError } from './errors.ts';

export interface NotFoundOptions {
  /**
   * Sends the SPA's page (index.html with the address's head tags) for a browser path that is
   * not an API route; null when no web app is served.
   */
  spaFallback: ((request: FastifyRequest, reply: FastifyReply) => unknown) | null;
}

const METHODS: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * Unknown API routes get the 404 envelope; a known path with the wrong method gets 405 with an
 * `Allow` header. A shadow router of every registered route answers "which methods exist here".
 */
async function notFoundPlugin(app: FastifyInstance, opts: NotFoundOptions) {
  const shadow = FindMyWay({ ignoreTrailingSlash: true });
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const upper = method.toUpperCase() as HTTPMethod;
      if (!METHODS.includes(upper)) continue;
      try {
        shadow.on(upper, route.url, () => {});
      } catch {
        // The same route twice (e.g. HEAD added for GET) is fine.
      }
    }
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    // A missing file (stale hashed asset, typo) is a 404, not the app shell served as JS.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isApi && !looksLikeFile && opts.spaFallback && isRead) {
      return opts.spaFallback(request, reply);
    }
    const allowed = METHODS.filter((m) => shadow.find(m, pathname) !== null);
    if (allowed.length > 0) {
      reply.header('Allow', allowed.join(', '));
      return sendError(reply, 'METHOD_NOT_ALLOWED');
    }
    return sendError(reply, 'NOT_FOUND');
  });
}

export default fp(notFoundPlugin, { name: 'not-found' });
