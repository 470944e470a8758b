import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@duangdee/contract/envelope';
import {
  finishGameRoundBodySchema,
  gameLeaderboardQuerySchema,
  gameLeaderboardSchema,
  gameMeSchema,
  gameRoundParamsSchema,
  gameRoundResultSchema,
  gameRoundStartedSchema,
} from '@duangdee/contract/game';
import { guestSessionOf, requireUser } from '../../platform/auth-guard.ts';
import type { GuestsService } from '../guests/service.ts';
import type { GameService } from './service.ts';

/**
 * `/game/...`: the hit-the-mascot game, for signed-in users and for visitors by their guest
 * session (header `x-guest-session` or the guest cookie) once they accepted the PDPA consent.
 */
export const gameRoutes: FastifyPluginAsyncZod<{
  game: GameService;
  guests: Pick<GuestsService, 'consentedGuest'>;
  /** The active guest of a session, if any (the leaderboard marks the viewer's own row). */
  guestIdOf: (sessionId: string) => Promise<string | null>;
}> = async (app, { game, guests, guestIdOf }) => {
  const security: Array<Record<string, string[]>> = [{ bearer: [] }, { guestSession: [] }];
  const player = { tags: ['game'], security };

  /** The signed-in user, else the consenting guest of the session; a stale token is a 401. */
  async function playerOf(request: FastifyRequest): Promise<string> {
    if (request.principal || request.tokenProblem) return requireUser(request).userId;
    return (await guests.consentedGuest(guestSessionOf(request))).id;
  }

  async function viewerOf(request: FastifyRequest): Promise<string | null> {
    if (request.principal) return request.principal.userId;
    const session = guestSessionOf(request);
    return session ? guestIdOf(session) : null;
  }

  app.post(
    '/game/rounds',
    {
      schema: {
        ...player,
        summary:
          'Start a 30-second round; the server keeps its time and deals its schedule (the ' +
          'hole of each appearance of the mascot)',
        response: { 201: envelope(gameRoundStartedSchema) },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const data = await game.startRound(await playerOf(request));
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.post(
    '/game/rounds/:id/finish',
    {
      schema: {
        ...player,
        summary:
          "Report a round's taps and tally; the server plays the taps through the round's " +
          'schedule and computes the score (hits × 10 + longest combo × 5). 422 ' +
          'IMPLAUSIBLE_SCORE when reported under 30 s or over 60 s after the start, a second ' +
          'time, with taps out of order, after the 30 s or more than 300, or with a tally ' +
          'that is not what the taps add up to',
        params: gameRoundParamsSchema,
        body: finishGameRoundBodySchema,
        response: { 200: envelope(gameRoundResultSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await game.finishRound(await playerOf(request), request.params.id, {
        taps: request.body.taps.map((tap) => ({ atMs: tap.at_ms, hole: tap.hole })),
        hits: request.body.hits,
        misses: request.body.misses,
        maxCombo: request.body.max_combo,
      }),
    }),
  );

  app.get(
    '/game/me',
    {
      schema: {
        ...player,
        summary: "The player's best score and today's rounds (Asia/Bangkok)",
        response: { 200: envelope(gameMeSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await game.standingOf(await playerOf(request)),
    }),
  );

  app.get(
    '/game/leaderboard',
    {
      schema: {
        tags: ['game'],
        summary: "A day's top 20 (Asia/Bangkok; today by default), names masked",
        querystring: gameLeaderboardQuerySchema,
        response: { 200: envelope(gameLeaderboardSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await game.leaderboard(request.query.date, await viewerOf(request)),
    }),
  );
};
