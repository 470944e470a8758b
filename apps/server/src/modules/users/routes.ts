import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@duangdee/contract/envelope';
import {
  cookieConsentBodySchema,
  cookieConsentResultSchema,
  dataExportSchema,
  deleteAccountResultSchema,
  pdpaConsentBodySchema,
  pdpaConsentResultSchema,
  profileSchema,
  settingsSchema,
  updateProfileBodySchema,
  updateSettingsBodySchema,
  userStatsSchema,
} from '@duangdee/contract/users';
import { AppError } from '../../platform/app-error.ts';
import { guestSessionOf, requireUser } from '../../platform/auth-guard.ts';
import { clientContext } from '../../platform/request-context.ts';
import type { UsersService } from './service.ts';

export const userRoutes: FastifyPluginAsyncZod<{
  users: UsersService;
  hash: (value: string) => string;
  /** The active guest of a session id, for consents given before signing in. */
  guestIdOf: (sessionId: string) => Promise<string | null>;
}> = async (app, { users, hash, guestIdOf }) => {
  const secured = { tags: ['users'], security: [{ bearer: [] }] };

  app.get(
    '/user/profile',
    { schema: { ...secured, response: { 200: envelope(profileSchema) } } },
    async (request) => ({
      success: true as const,
      data: await users.getProfile(requireUser(request).userId),
    }),
  );

  app.put(
    '/user/profile',
    {
      schema: {
        ...secured,
        body: updateProfileBodySchema,
        response: { 200: envelope(profileSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await users.updateProfile(requireUser(request).userId, request.body),
    }),
  );

  app.get(
    '/user/settings',
    { schema: { ...secured, response: { 200: envelope(settingsSchema) } } },
    async (request) => ({
      success: true as const,
      data: await users.getSettings(requireUser(request).userId),
    }),
  );

  app.put(
    '/user/settings',
    {
      schema: {
        ...secured,
        body: updateSettingsBodySchema,
        response: { 200: envelope(settingsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await users.updateSettings(requireUser(request).userId, request.body),
    }),
  );

  app.get(
    '/user/stats',
    { schema: { ...secured, response: { 200: envelope(userStatsSchema) } } },
    async (request) => ({
      success: true as const,
      data: await users.getStats(requireUser(request).userId),
    }),
  );

  app.post(
    '/user/pdpa-consent',
    {
      schema: {
        ...secured,
        summary: 'Give or withdraw consent (PDPA, terms, marketing)',
        body: pdpaConsentBodySchema,
        response: { 200: envelope(pdpaConsentResultSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await users.recordPdpaConsent(
        requireUser(request).userId,
        request.body,
        clientContext(request, hash),
      ),
    }),
  );

  app.post(
    '/consents/cookies',
    {
      schema: {
        tags: ['users'],
        summary: 'Record the cookie banner choice per category (signed-in user or guest)',
        body: cookieConsentBodySchema,
        response: { 200: envelope(cookieConsentResultSchema) },
      },
    },
    async (request) => {
      const session = guestSessionOf(request);
      const subjectId = request.principal?.userId ?? (session ? await guestIdOf(session) : null);
      if (!subjectId) throw new AppError('AUTH_REQUIRED');
      const recorded = await users.recordCookieConsent(
        subjectId,
        request.body,
        clientContext(request, hash),
      );
      return { success: true as const, data: { recorded } };
    },
  );

  app.get(
    '/user/data-export',
    {
      schema: {
        ...secured,
        summary: 'PDPA right of access: all personal data as JSON',
        response: { 200: envelope(dataExportSchema) },
      },
    },
    async (request, reply) => {
      reply.header('Content-Disposition', 'attachment; filename="duangdee-data-export.json"');
      return { success: true as const, data: await users.exportData(requireUser(request).userId) };
    },
  );

  app.delete(
    '/user/account',
    {
      schema: {
        ...secured,
        summary: 'PDPA right to erasure',
        response: { 200: envelope(deleteAccountResultSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await users.deleteAccount(requireUser(request).userId),
    }),
  );
};
