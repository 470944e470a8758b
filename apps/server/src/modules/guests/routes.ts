import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createGuestBodySchema,
  guestConsentBodySchema,
  guestConsentResultSchema,
  guestResultSchema,
  registerGuestBodySchema,
} from '@duangdee/contract/auth';
import { envelope } from '@duangdee/contract/envelope';
import { GUEST_SESSION_COOKIE, guestSessionOf } from '../../platform/auth-guard.ts';
import { clientContext } from '../../platform/request-context.ts';
import { GUEST_SESSION_DAYS, type GuestsService } from './service.ts';

export interface GuestRoutesOptions {
  guests: GuestsService;
  hash: (value: string) => string;
  secureCookies: boolean;
}

export const guestRoutes: FastifyPluginAsyncZod<GuestRoutesOptions> = async (app, opts) => {
  const cookieOptions = {
    path: '/',
    maxAge: GUEST_SESSION_DAYS * 86_400,
    sameSite: 'lax' as const,
    secure: opts.secureCookies,
  };

  function setGuestCookies(reply: FastifyReply, sessionId: string, consent: boolean) {
    // The session id is a bearer secret: the page never needs to read it from a cookie.
    reply.setCookie(GUEST_SESSION_COOKIE, sessionId, { ...cookieOptions, httpOnly: true });
    reply.setCookie('fortune_pdpaConsent', String(consent), cookieOptions);
  }

  const guestSchema = {
    tags: ['guests'],
    response: { 200: envelope(guestResultSchema) },
  };

  app.post(
    '/auth/guest',
    {
      schema: {
        ...guestSchema,
        summary: 'Create or resume an anonymous guest',
        body: createGuestBodySchema,
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const data = await opts.guests.createOrReuse(
        {
          deviceId: request.body.device_id,
          firstName: request.body.first_name,
          acceptPdpa: request.body.accept_pdpa,
          acceptMarketing: request.body.accept_marketing,
        },
        { sessionId: guestSessionOf(request), ...clientContext(request, opts.hash) },
      );
      setGuestCookies(reply, data.session.session_id, data.guest_user.has_accepted_pdpa);
      return { success: true as const, data };
    },
  );

  app.post(
    '/guest/register',
    {
      schema: {
        ...guestSchema,
        summary: 'Fallback guest registration',
        body: registerGuestBodySchema,
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const data = await opts.guests.createOrReuse(
        { deviceId: request.body.device_id, acceptPdpa: request.body.pdpa_consent },
        { sessionId: guestSessionOf(request), ...clientContext(request, opts.hash) },
      );
      setGuestCookies(reply, data.session.session_id, data.guest_user.has_accepted_pdpa);
      return { success: true as const, data };
    },
  );

  app.post(
    '/guest/pdpa-consent',
    {
      schema: {
        tags: ['guests'],
        summary: "Accept (records consent) or decline (erases the guest's personal data)",
        body: guestConsentBodySchema,
        response: { 200: envelope(guestConsentResultSchema) },
      },
    },
    async (request, reply) => {
      const data = await opts.guests.decideConsent(request.body.session_id, request.body.consent, {
        sessionId: request.body.session_id,
        ...clientContext(request, opts.hash),
      });
      if (data.guest_removed) {
        reply.clearCookie(GUEST_SESSION_COOKIE, { path: '/' });
        reply.setCookie('fortune_pdpaConsent', 'false', cookieOptions);
      } else {
        reply.setCookie('fortune_pdpaConsent', 'true', cookieOptions);
      }
      return { success: true as const, data };
    },
  );
};
