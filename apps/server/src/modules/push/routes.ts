import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@duangdee/contract/envelope';
import {
  pushPreferencesSchema,
  pushSubscriptionBodySchema,
  pushSubscriptionSchema,
  pushUnsubscribeBodySchema,
  pushUnsubscribeResultSchema,
  vapidPublicKeySchema,
} from '@duangdee/contract/push';
import { requireUser } from '../../platform/auth-guard.ts';
import type { PushService } from './service.ts';

/**
 * `/push/...`: the key browsers subscribe with (anyone), and for signed-in users their browsers'
 * subscriptions and whether and when the daily fortune comes by push.
 */
export const pushRoutes: FastifyPluginAsyncZod<{ push: PushService }> = async (app, { push }) => {
  const secured = { tags: ['push'], security: [{ bearer: [] }] };

  app.get(
    '/push/vapid-public-key',
    {
      schema: {
        tags: ['push'],
        security: [{}],
        summary: 'The VAPID public key (base64url) to pass to `pushManager.subscribe()`',
        response: { 200: envelope(vapidPublicKeySchema) },
      },
    },
    async () => ({ success: true as const, data: push.vapidPublicKey() }),
  );

  app.post(
    '/push/subscriptions',
    {
      schema: {
        ...secured,
        summary:
          "Keeps this browser's `PushSubscription` (its `toJSON()`) for the caller: an https " +
          'endpoint of a browser push service, `keys.p256dh` (65 bytes) and `keys.auth` (16 ' +
          'bytes) in base64url. The same endpoint again replaces it',
        body: pushSubscriptionBodySchema,
        response: { 201: envelope(pushSubscriptionSchema) },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      const userAgent = request.headers['user-agent'] ?? null;
      const data = await push.subscribe(userId, request.body, userAgent);
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      schema: {
        ...secured,
        summary: "Forgets the caller's subscription with this endpoint (this browser unsubscribed)",
        body: pushUnsubscribeBodySchema,
        response: { 200: envelope(pushUnsubscribeResultSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await push.unsubscribe(requireUser(request).userId, request.body.endpoint),
    }),
  );

  app.get(
    '/push/preferences',
    {
      schema: {
        ...secured,
        summary: 'Whether the daily fortune comes by push, and at which hour (Asia/Bangkok)',
        response: { 200: envelope(pushPreferencesSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await push.preferences(requireUser(request).userId),
    }),
  );

  app.put(
    '/push/preferences',
    {
      schema: {
        ...secured,
        summary:
          'Turns the daily fortune by push on or off and sets its hour (0–23, Asia/Bangkok); ' +
          'it reaches every browser the caller subscribed',
        body: pushPreferencesSchema,
        response: { 200: envelope(pushPreferencesSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await push.updatePreferences(requireUser(request).userId, request.body),
    }),
  );
};
