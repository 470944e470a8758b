import type { FastifyRequest } from 'fastify';

/** Who is asking, as far as consent records and abuse limits need it: a hashed IP, never the IP. */
export function clientContext(request: FastifyRequest, hash: (value: string) => string) {
  const ua = request.headers['user-agent'];
  return {
    ipHash: hash(`ip:${request.ip}`),
    userAgent: typeof ua === 'string' ? ua.slice(0, 500) : null,
  };
}
