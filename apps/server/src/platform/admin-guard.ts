import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';
import { requireUser } from './auth-guard.ts';

/**
 * The one guard for admin routes: 401 without a valid token, 403 for anyone whose account is not
 * an admin right now (checked against the database, not the token's claim).
 */
export function guardAdminRoutes(
  scope: FastifyInstance,
  isAdmin: (userId: string) => Promise<boolean>,
) {
  // Before the body is parsed and validated: a caller who may not use the route learns nothing of it.
  scope.addHook('onRequest', async (request) => {
    const principal = requireUser(request);
    if (!(await isAdmin(principal.userId))) throw new AppError('FORBIDDEN');
  });
}
