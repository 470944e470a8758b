import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  devOutboxResultSchema,
  loginResultSchema,
  logoutResultSchema,
  refreshBodySchema,
  requestOtpBodySchema,
  requestOtpResultSchema,
  userSchema,
  verifyOtpBodySchema,
} from '@duangdee/contract/auth';
import { envelope } from '@duangdee/contract/envelope';
import { guestSessionOf, requireUser } from '../../platform/auth-guard.ts';
import { clientNetworkHash } from '../../platform/request-context.ts';
import { presentUser } from '../users/presenters.ts';
import type { UsersService } from '../users/service.ts';
import type { OtpService } from './otp-service.ts';
import type { SessionService } from './session-service.ts';

export interface AuthRoutesOptions {
  otp: OtpService;
  sessions: SessionService;
  users: UsersService;
  hash: (value: string) => string;
  listOutbox: (() => Promise<z.infer<typeof devOutboxResultSchema>>) | null;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  app.post(
    '/auth/request-otp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a one-time sign-in code by e-mail',
        body: requestOtpBodySchema,
        response: { 200: envelope(requestOtpResultSchema) },
      },
      // Limits per e-mail and per network (an IPv6 /64 is one) are enforced by the service (per
      // hour, in the database).
    },
    async (request) => {
      const ipHash = clientNetworkHash(request, opts.hash);
      const data = await opts.otp.requestCode(request.body.email, { ipHash });
      return { success: true as const, data };
    },
  );

  app.post(
    '/auth/verify-otp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange a one-time code for tokens (creates the account on first sign-in)',
        body: verifyOtpBodySchema,
        response: { 200: envelope(loginResultSchema) },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { user, created } = await opts.otp.verifyCode({
        requestId: request.body.request_id,
        email: request.body.email,
        code: request.body.otp_code,
      });
      const data = await opts.sessions.signIn(user, {
        guestSessionId: guestSessionOf(request),
        created,
        referralCode: request.body.referral_code ?? null,
      });
      return { success: true as const, data };
    },
  );

  for (const prefix of ['/auth', '/oauth']) {
    app.post(
      `${prefix}/refresh`,
      {
        schema: {
          tags: ['auth'],
          summary: 'Rotate a refresh token (reuse of a rotated token ends the whole login)',
          body: refreshBodySchema,
          response: { 200: envelope(loginResultSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await opts.sessions.refresh(request.body.refresh_token),
      }),
    );

    app.post(
      `${prefix}/logout`,
      {
        schema: {
          tags: ['auth'],
          summary: 'Revoke the login a refresh token belongs to',
          body: refreshBodySchema,
          response: { 200: envelope(logoutResultSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await opts.sessions.logout(request.body.refresh_token),
      }),
    );
  }

  app.get(
    '/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: envelope(userSchema) },
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const user = await opts.users.activeUser(principal.userId);
      return { success: true as const, data: presentUser(user) };
    },
  );

  const listOutbox = opts.listOutbox;
  if (listOutbox) {
    app.get(
      '/dev/outbox',
      {
        schema: {
          tags: ['dev'],
          summary: 'Mail kept instead of sent (development only, never in production)',
          response: { 200: envelope(devOutboxResultSchema) },
        },
      },
      async () => ({ success: true as const, data: await listOutbox() }),
    );
  }
};
