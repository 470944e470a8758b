import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@duangdee/contract/envelope';
import { pageInfo, pagedSchema } from '@duangdee/contract/paging';
import {
  createSessionResultSchema,
  drawResultSchema,
  finishedResultSchema,
  freeDrawBodySchema,
  freeDrawStatusSchema,
  historyItemSchema,
  historyQuerySchema,
  processingResultSchema,
  READING_KINDS,
  progressSchema,
  sessionIdParamsSchema,
  sessionViewSchema,
  shakeResultSchema,
  sharedReadingSchema,
  shareTokenParamsSchema,
  startSessionBodySchema,
  startSessionResultSchema,
  type ReadingKind,
} from '@duangdee/contract/readings';
import { AppError } from '../../platform/app-error.ts';
import { guestSessionOf, requireUser } from '../../platform/auth-guard.ts';
import type { GuestsService } from '../guests/service.ts';
import { READING_REGISTRY } from './registry.ts';
import type { ReadingsService } from './service.ts';

/**
 * `/fortune/{kind}/...` for every kind of the registry (spec §7 "Topic readings"), the love-sticks
 * shake and draw, and the history of all readings. Each kind gets its own routes so that its body
 * is validated, and documented, by its own schema.
 */
export const readingRoutes: FastifyPluginAsyncZod<{
  readings: ReadingsService;
  guests: Pick<GuestsService, 'consentedGuest'>;
}> = async (app, { readings, guests }) => {
  const secured = { tags: ['readings'], security: [{ bearer: [] }] };

  for (const entry of READING_REGISTRY.values()) {
    const kind: ReadingKind = entry.kind;
    const base = `/fortune/${kind}`;

    app.post(
      `${base}/sessions`,
      {
        schema: {
          ...secured,
          summary: `Create a ${kind} reading (priced now, paid when started)`,
          body: entry.bodySchema,
          response: { 201: envelope(createSessionResultSchema) },
        },
      },
      async (request, reply) => {
        const data = await readings.createSession(requireUser(request).userId, kind, request.body);
        return reply.code(201).send({ success: true as const, data });
      },
    );

    app.get(
      `${base}/sessions/:id`,
      {
        schema: {
          ...secured,
          summary: `A ${kind} session and its stored request`,
          params: sessionIdParamsSchema,
          response: { 200: envelope(sessionViewSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await readings.session(requireUser(request).userId, kind, request.params.id),
      }),
    );

    app.post(
      `${base}/sessions/:id/start`,
      {
        schema: {
          ...secured,
          summary: `Pay for a ${kind} reading and start it (coins held; 402 when too few)`,
          params: sessionIdParamsSchema,
          body: startSessionBodySchema,
          response: {
            200: envelope(startSessionResultSchema),
            202: envelope(startSessionResultSchema),
          },
        },
      },
      async (request, reply) => {
        const data = await readings.startSession(
          requireUser(request).userId,
          kind,
          request.params.id,
          { additionalContext: request.body.additional_context },
        );
        const running = data.status === 'processing' || data.status === 'started';
        return reply.code(running ? 202 : 200).send({ success: true as const, data });
      },
    );

    app.get(
      `${base}/sessions/:id/results`,
      {
        schema: {
          ...secured,
          summary: `The ${kind} reading: 202 while it is being made, then 200`,
          params: sessionIdParamsSchema,
          response: {
            200: envelope(finishedResultSchema),
            202: envelope(processingResultSchema),
          },
        },
      },
      async (request, reply) => {
        const outcome = await readings.results(
          requireUser(request).userId,
          kind,
          request.params.id,
        );
        if (outcome.done) return { success: true as const, data: outcome.data };
        return reply.code(202).send({
          success: true as const,
          data: outcome.data,
          message: 'Reading still in progress',
        });
      },
    );

    app.get(
      `${base}/sessions/:id/progress`,
      {
        schema: {
          ...secured,
          summary: `How far the ${kind} reading has come`,
          params: sessionIdParamsSchema,
          response: { 200: envelope(progressSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await readings.progress(requireUser(request).userId, kind, request.params.id),
      }),
    );

    app.get(
      `${base}/history`,
      {
        schema: {
          ...secured,
          summary: `The user's ${kind} readings, newest first`,
          querystring: historyQuerySchema,
          response: { 200: envelope(pagedSchema(historyItemSchema)) },
        },
      },
      async (request) => {
        const { page, page_size: pageSize } = request.query;
        const { items, total } = await readings.history(
          requireUser(request).userId,
          kind,
          page,
          pageSize,
        );
        return { success: true as const, data: { items, ...pageInfo(page, pageSize, total) } };
      },
    );
  }

  app.post(
    '/fortune/love-sticks/sessions/:id/shake',
    {
      schema: {
        ...secured,
        summary: 'Shake the sticks (recorded; the draw decides)',
        params: sessionIdParamsSchema,
        response: { 200: envelope(shakeResultSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await readings.shake(requireUser(request).userId, request.params.id),
    }),
  );

  app.post(
    '/fortune/love-sticks/sessions/:id/draw',
    {
      schema: {
        ...secured,
        summary: 'The server draws the stick and completes the reading (a repeat returns it)',
        params: sessionIdParamsSchema,
        response: { 200: envelope(drawResultSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await readings.draw(requireUser(request).userId, request.params.id),
    }),
  );

  // A visitor's free เซียมซี of the day: by guest session (header or cookie), before signing in.
  const visitor = { tags: ['readings'], security: [{ guestSession: [] }] };
  const visitorOf = (request: FastifyRequest) => {
    if (request.principal) {
      throw new AppError('FORBIDDEN', 'The free draw is for visitors who have not signed in');
    }
    return guests.consentedGuest(guestSessionOf(request));
  };

  app.get(
    '/fortune/love-sticks/free-draw',
    {
      schema: {
        ...visitor,
        summary:
          'Whether a visitor’s free เซียมซี of today is still to be drawn, and the slip once it is',
        response: { 200: envelope(freeDrawStatusSchema) },
      },
    },
    async (request) => {
      const guest = await visitorOf(request);
      return { success: true as const, data: await readings.freeDrawToday(guest.id) };
    },
  );

  app.post(
    '/fortune/love-sticks/free-draw',
    {
      schema: {
        ...visitor,
        summary: 'A visitor’s free เซียมซี: one a day, no coins (409 FREE_DRAW_USED after that)',
        body: freeDrawBodySchema,
        response: { 200: envelope(drawResultSchema) },
      },
    },
    async (request) => {
      const guest = await visitorOf(request);
      return {
        success: true as const,
        data: await readings.freeDraw(guest.id, request.body.question),
      };
    },
  );

  app.get(
    '/fortune/readings/history',
    {
      schema: {
        ...secured,
        summary: "The user's readings of every kind, newest first",
        querystring: historyQuerySchema,
        response: { 200: envelope(pagedSchema(historyItemSchema)) },
      },
    },
    async (request) => {
      const { page, page_size: pageSize } = request.query;
      const { items, total } = await readings.history(
        requireUser(request).userId,
        null,
        page,
        pageSize,
      );
      return { success: true as const, data: { items, ...pageInfo(page, pageSize, total) } };
    },
  );

  app.get(
    '/fortune/readings/shared/:token',
    {
      schema: {
        tags: ['readings'],
        summary: 'A completed reading shared by its link (public)',
        params: shareTokenParamsSchema,
        response: { 200: envelope(sharedReadingSchema) },
      },
    },
    async (request) => {
      const shared = await readings.shared(request.params.token);
      // Topic readings only: a palm reading (its row says `palm`, whatever the type says) is
      // shared at its own address, `/fortune/sessions/:id/result/shared`.
      if (!(READING_KINDS as readonly string[]).includes(shared.kind)) {
        throw new AppError('NOT_FOUND', 'Reading not found');
      }
      return { success: true as const, data: shared };
    },
  );
};
