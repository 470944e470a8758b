import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@duangdee/contract/envelope';
import { pageInfo, pagedSchema } from '@duangdee/contract/paging';
import { adminUserRowSchema, adminUsersQuerySchema } from '@duangdee/contract/users';
import { displayNameOf } from '../users/presenters.ts';
import type { UsersRepo } from '../users/repo.ts';

/** Registered inside the admin scope (see app.ts), behind the admin guard. */
export const adminUserRoutes: FastifyPluginAsyncZod<{ usersRepo: UsersRepo }> = async (
  app,
  { usersRepo },
) => {
  const secured = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get(
    '/admin/users',
    {
      schema: {
        ...secured,
        summary: 'Users, newest first; q searches e-mail and names',
        querystring: adminUsersQuerySchema,
        response: { 200: envelope(pagedSchema(adminUserRowSchema)) },
      },
    },
    async (request) => {
      const { page, page_size: pageSize, q } = request.query;
      const { rows, total } = await usersRepo.adminList({ page, pageSize, q });
      return {
        success: true as const,
        data: {
          items: rows.map((u) => ({
            id: u.id,
            email: u.email,
            display_name: displayNameOf(u),
            role: u.role,
            is_guest: u.isGuest,
            created_at: u.createdAt.toISOString(),
            last_login_at: u.lastLoginAt?.toISOString() ?? null,
          })),
          ...pageInfo(page, pageSize, total),
        },
      };
    },
  );
};
