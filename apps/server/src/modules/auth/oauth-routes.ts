import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  oauthCallbackQuerySchema,
  oauthLoginQuerySchema,
  oauthProviderParamsSchema,
  oauthProvidersResultSchema,
} from '@duangdee/contract/auth';
import { envelope } from '@duangdee/contract/envelope';
import { guestSessionOf } from '../../platform/auth-guard.ts';
import { OAUTH_BINDING_COOKIE, OAUTH_BINDING_TTL_S, type OAuthService } from './oauth-service.ts';
import type { SessionService } from './session-service.ts';

/**
 * OAuth sign-in. Tokens reach the SPA in the URL fragment of its callback page: a fragment is
 * never sent to a server (so never logged) nor put in a Referer, and the page removes it at once.
 */
export const oauthRoutes: FastifyPluginAsyncZod<{
  oauth: OAuthService;
  sessions: SessionService;
}> = async (app, { oauth, sessions }) => {
  app.get(
    '/auth/oauth/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign-in providers configured on this server',
        response: { 200: envelope(oauthProvidersResultSchema) },
      },
    },
    async () => ({ success: true as const, data: { providers: oauth.enabledProviders() } }),
  );

  app.get(
    '/auth/oauth/:provider/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start sign-in with a provider (302 to the provider)',
        params: oauthProviderParamsSchema,
        querystring: oauthLoginQuerySchema,
      },
    },
    async (request, reply) => {
      const { url, binding } = await oauth.begin(
        request.params.provider,
        request.query.redirect_uri,
        guestSessionOf(request),
      );
      // Lax: the provider's redirect back is a top-level GET, which carries it.
      reply.setCookie(OAUTH_BINDING_COOKIE, binding, {
        ...oauth.bindingCookie(request.params.provider),
        httpOnly: true,
        sameSite: 'lax',
        maxAge: OAUTH_BINDING_TTL_S,
      });
      return reply.header('Referrer-Policy', 'no-referrer').redirect(url.toString(), 302);
    },
  );

  app.get(
    '/auth/oauth/:provider/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'Provider callback (302 back to the SPA)',
        params: oauthProviderParamsSchema,
        querystring: oauthCallbackQuerySchema,
      },
      // The code is single-use, but keep it out of the access log all the same.
      logLevel: 'warn',
    },
    async (request, reply) => {
      const rawQuery = request.url.split('?')[1] ?? '';
      const result = await oauth.complete(
        request.params.provider,
        request.query,
        rawQuery,
        request.cookies[OAUTH_BINDING_COOKIE],
      );
      // The binding serves one callback, whatever its outcome.
      reply.clearCookie(OAUTH_BINDING_COOKIE, {
        ...oauth.bindingCookie(request.params.provider),
        httpOnly: true,
        sameSite: 'lax',
      });
      reply.header('Referrer-Policy', 'no-referrer').header('Cache-Control', 'no-store');
      if (!result.ok) {
        if (!result.redirect) {
          return reply.code(400).send({
            success: false,
            error: { code: 'OAUTH_FAILED', message: 'Sign-in with the provider failed' },
          });
        }
        const fragment = new URLSearchParams({ error: result.reason }).toString();
        return reply.redirect(`${result.redirect}#${fragment}`, 302);
      }
      const tokens = await sessions.signIn(result.user, { guestSessionId: result.guestSessionId });
      const fragment = new URLSearchParams({
        access_token: tokens.access_token,
        refresh_token: tokens.refresh_token,
        user_id: tokens.user.id,
      }).toString();
      return reply.redirect(`${result.redirect}#${fragment}`, 302);
    },
  );
};
