import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@duangdee/contract/envelope';
import {
  cookieConsentBodySchema,
  cookieConsentResultSchema,
  cookieConsentStateSchema,
  dataArchiveSchema,
  dataExportSchema,
  deleteAccountResultSchema,
  pdpaConsentBodySchema,
  pdpaConsentResultSchema,
  pdpaConsentStatusSchema,
  profileSchema,
  settingsSchema,
  updateProfileBodySchema,
  updateSettingsBodySchema,
  userStatsSchema,
} from '@duangdee/contract/users';
import { AppError } from '../../platform/app-error.ts';
import { guestSessionOf, requireUser } from '../../platform/auth-guard.ts';
import { clientContext } from '../../platform/request-context.ts';
import type { PrivacyService } from './privacy-service.ts';
import type { UsersService } from './service.ts';

export const userRoutes: FastifyPluginAsyncZod<{
  users: UsersService;
  privacy: PrivacyService;
  hash: (value: string) => string;
  /** The active guest of a session id, for consents given before signing in. */
  guestIdOf: (sessionId: string) => Promise<string | null>;
}> = async (app, { users, privacy, hash, guestIdOf }) => {
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

  app.get(
    '/user/pdpa-consent',
    {
      schema: {
        ...secured,
        summary: 'Where the PDPA consent stands: given or not, since when, last decided when',
        response: { 200: envelope(pdpaConsentStatusSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await users.getPdpaConsent(requireUser(request).userId),
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
    '/consents/cookies',
    {
      schema: {
        tags: ['users'],
        summary:
          'The latest cookie banner choice of the signed-in user (with the guests carried into ' +
          'the account) or of the guest; `data: null` when none was recorded',
        response: { 200: envelope(cookieConsentStateSchema) },
      },
    },
    async (request) => {
      if (request.principal || request.tokenProblem) {
        const { userId } = requireUser(request);
        return { success: true as const, data: await users.cookieConsentOfAccount(userId) };
      }
      const session = guestSessionOf(request);
      const guestId = session ? await guestIdOf(session) : null;
      return {
        success: true as const,
        data: guestId ? await users.cookieConsentOf([guestId]) : null,
      };
    },
  );

  app.get(
    '/user/data-export',
    {
      schema: {
        ...secured,
        summary:
          'PDPA right of access: every personal datum kept, as JSON (the files: `/user/data-export/archive`)',
        response: { 200: envelope(dataExportSchema) },
      },
    },
    async (request, reply) => {
      reply.header('Content-Disposition', 'attachment; filename="duangdee-data-export.json"');
      return {
        success: true as const,
        data: await privacy.exportData(requireUser(request).userId),
      };
    },
  );

  app.get(
    '/user/data-export/archive',
    {
      schema: {
        ...secured,
        summary:
          'PDPA right of access as one zip: `data.json` (the export) with the uploaded photos (`photos/`) and payment slips (`slips/`) as files',
        // A zip, not the JSON envelope: the OpenAPI document says so through `produces`.
        produces: ['application/zip'],
        response: {
          200: dataArchiveSchema,
        },
      },
    },
    async (request, reply) => {
      const archive = await privacy.exportArchive(requireUser(request).userId);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('Content-Disposition', `attachment; filename="duangdee-my-data-${day}.zip"`)
        .header('Cache-Control', 'private, no-store')
        .send(archive);
    },
  );

  app.delete(
    '/user/account',
    {
      schema: {
        ...secured,
        summary:
          'PDPA right to erasure: personal data removed or anonymised, photos and slips deleted, sessions ended (decision 016)',
        response: { 200: envelope(deleteAccountResultSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await privacy.eraseAccount(requireUser(request).userId),
    }),
  );
};
