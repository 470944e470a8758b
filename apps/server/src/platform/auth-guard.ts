import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error.ts';
import { isConnectionFailure } from './errors.ts';
import { TokenError, type TokenSigner } from './tokens.ts';

export const GUEST_SESSION_COOKIE = 'fortune_guestSessionId';
export const GUEST_SESSION_HEADER = 'x-guest-session';

export interface UserPrincipal {
  userId: string;
  role: 'user' | 'admin';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user from a valid bearer token, or null. */
    principal: UserPrincipal | null;
    /** Why a presented bearer token was not accepted. */
    tokenProblem: 'expired' | 'invalid' | null;
  }
}

export interface AuthGuardOptions {
  signer: TokenSigner;
  /**
   * Whether an admin has suspended the account now (asked after the token checks out, on every
   * request that carries one: see docs/decisions/024-account-suspension.md).
   */
  isSuspended?: (userId: string) => Promise<boolean>;
}

/** Reads the bearer token of every request once; routes then ask `requireUser(request)`. */
async function authGuardPlugin(app: FastifyInstance, opts: AuthGuardOptions) {
  app.decorateRequest('principal', null);
  app.decorateRequest('tokenProblem', null);
  // Most requests carry no token (pages, assets, guests, health): they pass in the same turn;
  // only a token to verify costs a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.headers.authorization) return done();
    readToken(request).then(() => done(), done);
  });

  async function readToken(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) {
      request.tokenProblem = 'invalid';
      return;
    }
    let principal: UserPrincipal;
    try {
      principal = await opts.signer.verifyAccess(match[1]);
    } catch (error) {
      request.tokenProblem = error instanceof TokenError ? error.reason : 'invalid';
      return;
    }
    // A remembered token is still a suspended person's token: asked afresh on every request.
    if (opts.isSuspended) {
      let suspended = false;
      try {
        suspended = await opts.isSuspended(principal.userId);
      } catch (error) {
        // The database is away: a route that reads it answers 503 itself, and health must still
        // be able to say the database is down (a guard failing here would answer for it).
        if (!isConnectionFailure(error)) throw error;
      }
      if (suspended) throw new AppError('ACCOUNT_SUSPENDED');
    }
    request.principal = principal;
  }
}

export default fp(authGuardPlugin, { name: 'auth-guard' });

export function requireUser(request: FastifyRequest): UserPrincipal {
  if (request.principal) return request.principal;
  throw new AppError(
    'AUTH_REQUIRED',
    request.tokenProblem === 'expired'
      ? 'Access token expired'
      : 'Authentication required. Please login again.',
  );
}

/** The guest session presented by cookie or header, if any. */
export function guestSessionOf(request: FastifyRequest): string | null {
  const header = request.headers[GUEST_SESSION_HEADER];
  if (typeof header === 'string' && header.length > 0 && header.length <= 200) return header;
  const cookie = request.cookies?.[GUEST_SESSION_COOKIE];
  return cookie && cookie.length <= 200 ? cookie : null;
}
