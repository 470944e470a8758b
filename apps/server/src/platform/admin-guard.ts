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
  scope.addHook('preHandler', async (request) => {
    const principal = requireUser(request);
    if (!(await isAdmin(principal.userId))) throw new AppError('FORBIDDEN');
  });
}
