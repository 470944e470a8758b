import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@duangdee/contract/envelope';
import {
  clientErrorAcceptedSchema,
  clientErrorReportSchema,
  healthSchema,
  livenessSchema,
  readinessSchema,
} from '@duangdee/contract/system';
import type { SystemService } from './service.ts';

export const systemRoutes: FastifyPluginAsyncZod<{ service: SystemService }> = async (
  app,
  { service },
) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: envelope(healthSchema), 503: envelope(healthSchema) },
      },
      config: { probe: true },
    },
    async (_request, reply) => {
      const health = await service.checkHealth();
      return reply.code(health.db === 'ok' ? 200 : 503).send({ success: true, data: health });
    },
  );

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers (it checks nothing else)',
        response: { 200: envelope(livenessSchema) },
      },
      config: { probe: true },
    },
    async () => ({ success: true as const, data: { status: 'ok' as const } }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database, and Redis and the bucket when configured, answer',
        response: { 200: envelope(readinessSchema), 503: envelope(readinessSchema) },
      },
    },
    async (_request, reply) => {
      const readiness = await service.checkReadiness();
      return reply
        .code(readiness.status === 'ready' ? 200 : 503)
        .send({ success: true, data: readiness });
    },
  );

  app.post(
    '/client-errors',
    {
      schema: {
        tags: ['system'],
        summary: 'Report a crash from the web app',
        body: clientErrorReportSchema,
        response: { 202: envelope(clientErrorAcceptedSchema) },
      },
      // Public endpoint: much tighter than the general limit.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await service.recordClientError(request.body, { requestId: request.id, log: request.log });
      return reply.code(202).send({ success: true, data: { received: true } });
    },
  );
};
