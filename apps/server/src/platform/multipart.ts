import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';

/**
 * Multipart bodies (a photo, a bank slip) for the routes registered in the same scope, and only
 * there. The plugin adds three hooks to every route it covers (one more listener on each answer,
 * a clean-up after it, a look at the content type before validation); registered app-wide, every
 * request paid for them. Elsewhere a multipart body is refused as 415 UNSUPPORTED_MEDIA_TYPE.
 * Each route sets its own, smaller limits; this is the ceiling.
 */
export async function acceptFiles(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyMultipart, {
    limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 5 },
  });
}
