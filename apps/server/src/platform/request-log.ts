import type { FastifyReply, FastifyRequest } from 'fastify';

/** What a log line says of a request: never its headers, so no token or cookie reaches the log. */
interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
}

/**
 * How `req` and `res` are written on any log line. They copy named fields only, so a request's
 * headers (its bearer token, cookies, guest session) are never written, whatever object is logged
 * as `req`; that is why the logger needs no redaction pass, which cost every line a clone.
 */
export const logSerializers = {
  req: (req: LoggedRequest) => ({ method: req.method, url: req.url, remoteAddress: req.ip }),
  res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route is a health probe answered from memory (a balancer or monitor asks it every few
     * seconds): it is logged only when it fails, and not counted against the rate limit.
     * Readiness is not one: it asks Redis and the bucket each time.
     */
    probe?: boolean;
  }
}

/**
 * The one log line of a request, written once it is answered: what was asked, by which address,
 * the status and how long it took. Fastify's own request logging writes two lines per request
 * (one on arrival, one on completion), each serialising the request again; this keeps every field
 * an operator looks for in one line, at half the cost. The request id (`reqId`) is on it, as on
 * every other line the request logs.
 */
export function logAnswered(request: FastifyRequest, reply: FastifyReply, done: () => void) {
  // A probe that finds the service well says nothing a line per few seconds per balancer would
  // add to; one that fails is logged like any request.
  if (reply.statusCode < 500 && request.routeOptions.config.probe === true) return done();
  request.log.info(
    { req: request, res: reply, responseTime: reply.elapsedTime },
    'request completed',
  );
  done();
}
