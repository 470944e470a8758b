import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@duangdee/contract/envelope';
import {
  claimedRewardsSchema,
  processedReferralSchema,
  processReferralBodySchema,
  referralCodeSchema,
  referralHistoryQuerySchema,
  referralHistorySchema,
  referralRewardsSchema,
  referralStatsSchema,
  sharedReferralSchema,
  shareReferralBodySchema,
  trackedReferralSchema,
  trackReferralBodySchema,
} from '@duangdee/contract/referral';
import { requireUser } from '../../platform/auth-guard.ts';
import type { ReferralService } from './service.ts';

/** `/referral/...`: invite codes, friends, rewards (signed-in users); link visits (anyone). */
export const referralRoutes: FastifyPluginAsyncZod<{ referral: ReferralService }> = async (
  app,
  { referral },
) => {
  const secured = { tags: ['referral'], security: [{ bearer: [] }] };

  app.get(
    '/referral/code',
    {
      schema: {
        ...secured,
        summary: "The caller's invite code and link (made on the first call)",
        response: { 200: envelope(referralCodeSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await referral.codeOf(requireUser(request).userId),
    }),
  );

  app.post(
    '/referral/code/generate',
    {
      schema: {
        ...secured,
        summary: 'A new invite code in place of the old one (links with the old code stop working)',
        response: { 200: envelope(referralCodeSchema) },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => ({
      success: true as const,
      data: await referral.regenerateCode(requireUser(request).userId),
    }),
  );

  app.get(
    '/referral/stats',
    {
      schema: {
        ...secured,
        summary: 'Friends invited, coins earned and waiting, level, link visits and conversion',
        response: { 200: envelope(referralStatsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await referral.statsOf(requireUser(request).userId),
    }),
  );

  app.get(
    '/referral/history',
    {
      schema: {
        ...secured,
        summary: "Friends who joined with the caller's code, newest first (their details masked)",
        querystring: referralHistoryQuerySchema,
        response: { 200: envelope(referralHistorySchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await referral.historyOf(
        requireUser(request).userId,
        request.query.page,
        request.query.limit,
      ),
    }),
  );

  app.post(
    '/referral/process',
    {
      schema: {
        ...secured,
        summary:
          'Name who invited the caller: within 24 h of creating the account, once. 400 ' +
          'REFERRAL_NOT_ALLOWED for an unknown or own code, the inviter’s device, a friend ' +
          'already referred or an older account',
        body: processReferralBodySchema,
        response: { 200: envelope(processedReferralSchema) },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => ({
      success: true as const,
      data: await referral.process(
        requireUser(request).userId,
        request.body.referral_code,
        request.body.platform,
      ),
    }),
  );

  app.post(
    '/referral/claim-rewards',
    {
      schema: {
        ...secured,
        summary: 'Credit every pending reward to the wallet (claimed: 0 when none is pending)',
        response: { 200: envelope(claimedRewardsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await referral.claimRewards(requireUser(request).userId),
    }),
  );

  app.get(
    '/referral/rewards',
    {
      schema: {
        ...secured,
        summary: "The caller's rewards, newest first, with the pending and claimed totals",
        response: { 200: envelope(referralRewardsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await referral.rewardsOf(requireUser(request).userId),
    }),
  );

  app.post(
    '/referral/share',
    {
      schema: {
        ...secured,
        summary: 'Record that the caller shared their current code (404 for any other code)',
        body: shareReferralBodySchema,
        response: { 200: envelope(sharedReferralSchema) },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => ({
      success: true as const,
      data: await referral.recordShare(
        requireUser(request).userId,
        request.body.platform,
        request.body.referral_code,
      ),
    }),
  );

  app.post(
    '/referral/track',
    {
      schema: {
        tags: ['referral'],
        summary:
          'A visit through an invite link (no sign-in). No IP address is kept, even one sent; ' +
          'an unknown code answers tracked: false and keeps nothing',
        body: trackReferralBodySchema,
        response: { 200: envelope(trackedReferralSchema) },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const header = request.headers['user-agent'];
      const userAgent = request.body.user_agent ?? (typeof header === 'string' ? header : null);
      return {
        success: true as const,
        data: await referral.trackClick({
          code: request.body.referral_code,
          platform: request.body.platform,
          source: request.body.source,
          userAgent: userAgent || null,
        }),
      };
    },
  );
};
