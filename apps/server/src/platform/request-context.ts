import type { FastifyRequest } from 'fastify';
import { clientNetwork } from './client-network.ts';

/** Who is asking, as far as consent records and abuse limits need it: a hashed IP, never the IP. */
export function clientContext(request: FastifyRequest, hash: (value: string) => string) {
  const ua = request.headers['user-agent'];
  return {
    ipHash: hash(`ip:${request.ip}`),
    userAgent: typeof ua === 'string' ? ua.slice(0, 500) : null,
  };
}

/**
 * The hashed network the client asks from, for limits per address kept in the database: an IPv6
 * address counts as its /64 (`clientNetwork`); an IPv4 address hashes as in `clientContext`.
 */
export function clientNetworkHash(request: FastifyRequest, hash: (value: string) => string) {
  return hash(`ip:${clientNetwork(request.ip)}`);
}
