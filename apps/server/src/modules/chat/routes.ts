import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@duangdee/contract/envelope';
import { pageInfo, pagedSchema } from '@duangdee/contract/paging';
import {
  chatHistoryDetailSchema,
  chatHistoryItemSchema,
  chatHistoryQuerySchema,
  chatSessionSchema,
  createChatSessionBodySchema,
  messageListSchema,
  messagesQuerySchema,
  palmFinishedSchema,
  palmStartResultSchema,
  sendMessageBodySchema,
  sendMessageResultSchema,
  sessionsQuerySchema,
  sharedPalmQuerySchema,
  sharedPalmSchema,
  startPalmBodySchema,
} from '@duangdee/contract/palm';
import { processingResultSchema, sessionIdParamsSchema } from '@duangdee/contract/readings';
import { requireUser } from '../../platform/auth-guard.ts';
import { idempotencyKeyOf } from '../../platform/idempotency.ts';
import type { ChatService } from './service.ts';

/**
 * Spec §7 "Fortune (palm)": palm readings from a photo with their follow-up chat, and chats with
 * the AI fortune teller (`kind: 'chat'`), which share the session and message routes.
 */
export const chatRoutes: FastifyPluginAsyncZod<{ chats: ChatService }> = async (app, { chats }) => {
  const secured = { tags: ['palm and chat'], security: [{ bearer: [] }] };

  app.post(
    '/fortune/sessions',
    {
      schema: {
        ...secured,
        summary: 'Create a palm reading (paid when started) or a chat with the fortune teller',
        body: createChatSessionBodySchema,
        response: { 201: envelope(chatSessionSchema) },
      },
    },
    async (request, reply) => {
      const data = await chats.createSession(requireUser(request).userId, request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.get(
    '/fortune/sessions',
    {
      schema: {
        ...secured,
        summary: "The user's palm readings and chats, newest first",
        querystring: sessionsQuerySchema,
        response: { 200: envelope(pagedSchema(chatSessionSchema)) },
      },
    },
    async (request) => {
      const { page, page_size: pageSize, kind } = request.query;
      const { items, total } = await chats.listSessions(
        requireUser(request).userId,
        kind,
        page,
        pageSize,
      );
      return { success: true as const, data: { items, ...pageInfo(page, pageSize, total) } };
    },
  );

  app.get(
    '/fortune/sessions/:id',
    {
      schema: {
        ...secured,
        summary: 'A palm reading or chat session',
        params: sessionIdParamsSchema,
        response: { 200: envelope(chatSessionSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await chats.session(requireUser(request).userId, request.params.id),
    }),
  );

  app.post(
    '/fortune/sessions/:id/start',
    {
      schema: {
        ...secured,
        summary:
          'Pay for a palm reading and start reading the photo (coins held; 402 when too few)',
        params: sessionIdParamsSchema,
        body: startPalmBodySchema,
        response: { 202: envelope(palmStartResultSchema) },
      },
    },
    async (request, reply) => {
      const data = await chats.startPalm(
        requireUser(request).userId,
        request.params.id,
        request.body,
      );
      return reply.code(202).send({ success: true as const, data });
    },
  );

  app.get(
    '/fortune/sessions/:id/result',
    {
      schema: {
        ...secured,
        summary: 'The palm reading: 202 while the photo is read, then 200',
        params: sessionIdParamsSchema,
        response: {
          200: envelope(palmFinishedSchema),
          202: envelope(processingResultSchema),
        },
      },
    },
    async (request, reply) => {
      const outcome = await chats.result(requireUser(request).userId, request.params.id);
      if (outcome.done) return { success: true as const, data: outcome.data };
      return reply.code(202).send({
        success: true as const,
        data: outcome.data,
        message: 'Reading still in progress',
      });
    },
  );

  app.get(
    '/fortune/sessions/:id/result/shared',
    {
      schema: {
        tags: ['palm and chat'],
        summary: 'A completed palm reading shared by its link (public; no personal data)',
        params: sessionIdParamsSchema,
        querystring: sharedPalmQuerySchema,
        response: { 200: envelope(sharedPalmSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await chats.shared(request.params.id, request.query.token),
    }),
  );

  app.get(
    '/fortune/sessions/:id/messages',
    {
      schema: {
        ...secured,
        summary: 'The messages of a palm reading or chat, oldest first',
        params: sessionIdParamsSchema,
        querystring: messagesQuerySchema,
        response: { 200: envelope(messageListSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await chats.messages(
        requireUser(request).userId,
        request.params.id,
        request.query.limit,
        request.query.offset,
      ),
    }),
  );

  app.post(
    '/fortune/sessions/:id/messages',
    {
      schema: {
        ...secured,
        summary:
          'Ask the fortune teller (chat_message_cost coins, refunded if no reply; Idempotency-Key makes a retry one message)',
        params: sessionIdParamsSchema,
        body: sendMessageBodySchema,
        response: { 201: envelope(sendMessageResultSchema) },
      },
    },
    async (request, reply) => {
      const data = await chats.sendMessage(
        requireUser(request).userId,
        request.params.id,
        request.body.content,
        idempotencyKeyOf(request) ?? undefined,
      );
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.get(
    '/fortune/chat-history',
    {
      schema: {
        ...secured,
        summary: "The user's conversations, most recently active first",
        querystring: chatHistoryQuerySchema,
        response: { 200: envelope(pagedSchema(chatHistoryItemSchema)) },
      },
    },
    async (request) => {
      const { page, page_size: pageSize } = request.query;
      const { items, total } = await chats.chatHistory(requireUser(request).userId, page, pageSize);
      return { success: true as const, data: { items, ...pageInfo(page, pageSize, total) } };
    },
  );

  app.get(
    '/fortune/chat-history/:id',
    {
      schema: {
        ...secured,
        summary: 'One conversation with all its messages',
        params: sessionIdParamsSchema,
        response: { 200: envelope(chatHistoryDetailSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await chats.chatHistoryDetail(requireUser(request).userId, request.params.id),
    }),
  );
};
