import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@duangdee/contract/envelope';
import {
  markAsReadBodySchema,
  markedReadSchema,
  notificationSchema,
  notificationsQuerySchema,
  unreadCountSchema,
  type NotificationLanguage,
} from '@duangdee/contract/notifications';
import { pageInfo, pagedSchema } from '@duangdee/contract/paging';
import { requireUser } from '../../platform/auth-guard.ts';
import type { NotificationsService } from './service.ts';

/**
 * The language a caller reads in: `lang` when given, else the first of Thai or English their
 * `Accept-Language` prefers, else Thai.
 */
export function languageOf(
  lang: NotificationLanguage | undefined,
  acceptLanguage: string | undefined,
): NotificationLanguage {
  if (lang) return lang;
  if (!acceptLanguage) return 'th';
  const ranked = acceptLanguage
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === 'th' || tag.startsWith('th-')) return 'th';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'th';
}

export const notificationRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
}> = async (app, { notifications }) => {
  const secured = { tags: ['notifications'], security: [{ bearer: [] }] };

  app.get(
    '/notifications',
    {
      schema: {
        ...secured,
        summary: "The caller's notifications, newest first, in their language",
        querystring: notificationsQuerySchema,
        response: { 200: envelope(pagedSchema(notificationSchema)) },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { page, page_size: pageSize, lang } = request.query;
      const language = languageOf(lang, request.headers['accept-language']);
      const { items, total } = await notifications.list(userId, page, pageSize, language);
      return { success: true as const, data: { items, ...pageInfo(page, pageSize, total) } };
    },
  );

  app.get(
    '/notifications/unread-count',
    {
      schema: {
        ...secured,
        summary: 'How many of the caller’s notifications are unread',
        response: { 200: envelope(unreadCountSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await notifications.unreadCount(requireUser(request).userId),
    }),
  );

  app.post(
    '/notifications/mark-as-read',
    {
      schema: {
        ...secured,
        summary: 'Marks some of the caller’s notifications read (ids of others change nothing)',
        body: markAsReadBodySchema,
        response: { 200: envelope(markedReadSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await notifications.markAsRead(requireUser(request).userId, request.body.ids),
    }),
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        ...secured,
        summary: 'Marks every notification of the caller read',
        response: { 200: envelope(markedReadSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await notifications.readAll(requireUser(request).userId),
    }),
  );
};
