import type {} from '@fastify/cookie';
import type {
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error.ts';
import { isConnectionFailure } from './errors.ts';
import { TokenError, type AccessClaims, type TokenSigner } from './tokens.ts';

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
   * Whether the token may still be used now: `suspended` while an admin has suspended the account
   * (docs/decisions/024-account-suspension.md), `ended` once its login was signed out or revoked
   * (docs/decisions/053-sessions-that-end.md). Asked after the token checks out, on every request
   * that carries one.
   */
  standingOf?: (claims: AccessClaims) => Promise<'active' | 'suspended' | 'ended'>;
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

  // A route that documents who may call it is held to it before its body is parsed or validated:
  // a caller without the right credentials learns nothing about the body the route expects.
  app.addHook('onRoute', (route) => {
    const required = requiredCredentials(route.schema);
    if (!required) return;
    const check = required === 'user' ? requireUserHook : requirePlayerHook;
    route.onRequest = [check, ...hooksOf(route.onRequest)];
  });

  async function readToken(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) {
      request.tokenProblem = 'invalid';
      return;
    }
    let principal: AccessClaims;
    try {
      principal = await opts.signer.verifyAccess(match[1]);
    } catch (error) {
      request.tokenProblem = error instanceof TokenError ? error.reason : 'invalid';
      return;
    }
    // A remembered token is still a suspended person's, or a signed-out login's: asked afresh on
    // every request.
    if (opts.standingOf) {
      let standing: 'active' | 'suspended' | 'ended' = 'active';
      try {
        standing = await opts.standingOf(principal);
      } catch (error) {
        // The database is away: a route that reads it answers 503 itself, and health must still
        // be able to say the database is down (a guard failing here would answer for it).
        if (!isConnectionFailure(error)) throw error;
      }
      if (standing === 'suspended') throw new AppError('ACCOUNT_SUSPENDED');
      if (standing === 'ended') {
        request.tokenProblem = 'invalid';
        return;
      }
    }
    request.principal = { userId: principal.userId, role: principal.role };
  }
}

export default fp(authGuardPlugin, { name: 'auth-guard' });

export function requireUser(request: FastifyRequest): UserPrincipal {
  if (request.principal) return request.principal;
  throw authRequired(request);
}

function authRequired(request: FastifyRequest): AppError {
  return new AppError(
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

/**
 * What a route's OpenAPI `security` asks of its caller: `user` when a bearer token is the only way
 * in, `player` when a bearer token or a guest session will do, nothing when any alternative is
 * anonymous (`{}`) or the route says nothing.
 */
export function requiredCredentials(schema: FastifySchema | undefined): 'user' | 'player' | null {
  const security = (schema as { security?: Array<Record<string, unknown>> } | undefined)?.security;
  if (!security || security.length === 0) return null;
  const schemes = security.map((alternative) => Object.keys(alternative));
  if (schemes.some((names) => names.length === 0)) return null;
  if (schemes.every((names) => names.includes('bearer'))) return 'user';
  return 'player';
}

const requireUserHook: onRequestHookHandler = (request, _reply, done) => {
  done(request.principal ? undefined : authRequired(request));
};

/** A signed-in user, or a visitor presenting a guest session (its consent is the route's to ask). */
const requirePlayerHook: onRequestHookHandler = (request, _reply, done) => {
  const ok = request.principal || (!request.tokenProblem && guestSessionOf(request));
  done(ok ? undefined : authRequired(request));
};

function hooksOf(hooks: RouteOptions['onRequest']): onRequestHookHandler[] {
  if (!hooks) return [];
  return (Array.isArray(hooks) ? hooks : [hooks]) as onRequestHookHandler[];
}
