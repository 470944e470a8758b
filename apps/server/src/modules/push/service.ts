import { ECDH } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { DailyFortune, FeedLanguage } from '@duangdee/contract/feed';
import {
  DEFAULT_DAILY_FORTUNE_HOUR,
  type exportedPushSchema,
  type PushPreferences,
  type PushSubscriptionBody,
} from '@duangdee/contract/push';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { inTransaction, type DbOrTx } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import { bangkokDayAndHour, secondsLeftInBangkokDay } from './bangkok-clock.ts';
import { DAILY_FORTUNE_TAG, dailyFortuneMessage } from './daily-message.ts';
import { parsePushEndpoint } from './push-endpoint.ts';
import type { DueUser, PushRepo } from './repo.ts';
import type { PushOutcome, PushSender } from './web-push-sender.ts';

/** Browsers kept per account: a newer subscription pushes the oldest out. */
export const MAX_SUBSCRIPTIONS_PER_USER = 10;
/** Users read per query of an hourly run, and sent to at once. */
const DUE_BATCH = 200;
const SEND_CONCURRENCY = 8;
/** A message still waiting at the push service this late in the day is not worth showing. */
const MIN_TTL_SECONDS = 60;

export interface PushServiceDeps {
  db: Db;
  repo: PushRepo;
  sender: PushSender;
  vapidPublicKey: string;
  /** Hosts (and their subdomains) an endpoint may point at: the browsers' push services. */
  serviceHosts: string[];
  /** The day's fortune for a user, as `GET /feed/daily/{date}` gives it to them. */
  dailyFortune: (userId: string, day: string, language: FeedLanguage) => Promise<DailyFortune>;
  now?: () => Date;
  log: FastifyBaseLogger;
}

/** What an hourly run did: for the log, and for its tests. */
export interface DailyRunSummary {
  day: string;
  hour: number;
  delivered: number;
  /** Every browser of the user was gone or refused it: the day counts as sent. */
  undeliverable: number;
  /** The push service could not be reached: the day was given back for the run's retry. */
  unavailable: number;
}

type ExportedPush = z.infer<typeof exportedPushSchema>;

type UserOutcome = 'delivered' | 'undeliverable' | 'unavailable' | 'skipped';

function invalid(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', 'The subscription is not valid', [
    { path: `body.${path}`, message },
  ]);
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/**
 * Web Push for signed-in users: their browsers' subscriptions, the daily-fortune preference,
 * and the hourly run that sends each of them the day's fortune once, at the hour they chose.
 */
export function createPushService(deps: PushServiceDeps) {
  const { db, repo, sender, log } = deps;
  const now = deps.now ?? (() => new Date());

  async function sendToUser(user: DueUser, day: string, hour: number): Promise<UserOutcome> {
    // Claimed and committed before anything is sent: a second instance or a retried run that
    // reaches the same user finds the day taken.
    const claimed = await inTransaction(db, (tx) => repo.claimDay(tx, user.id, day, hour));
    if (!claimed) return 'skipped';

    let message;
    try {
      message = dailyFortuneMessage(await deps.dailyFortune(user.id, day, user.language));
    } catch (error) {
      log.error({ err: error, userId: user.id }, 'daily fortune for push could not be written');
      await repo.releaseDay(user.id, day);
      return 'unavailable';
    }

    const at = now();
    const ttlSeconds = Math.max(MIN_TTL_SECONDS, secondsLeftInBangkokDay(at));
    const outcomes: PushOutcome[] = [];
    for (const subscription of await repo.subscriptionsOf(user.id)) {
      // Checked again before every send: a row kept under older rules, or a host taken off
      // PUSH_SERVICE_HOSTS, is dropped rather than posted to.
      const endpoint = parsePushEndpoint(subscription.endpoint, deps.serviceHosts);
      if (!endpoint) {
        log.warn(
          { userId: user.id, subscriptionId: subscription.id },
          'push subscription with an endpoint outside the push services dropped',
        );
        await repo.removeEndpoint(subscription.endpoint);
        outcomes.push('rejected');
        continue;
      }
      const outcome = await sender.send(
        { endpoint, p256dh: subscription.p256dh, auth: subscription.auth },
        message,
        { ttlSeconds, topic: DAILY_FORTUNE_TAG },
      );
      outcomes.push(outcome);
      if (outcome === 'gone') await repo.removeEndpoint(subscription.endpoint);
      if (outcome === 'delivered') await repo.markSubscriptionDelivered(subscription.id, at);
    }

    if (outcomes.includes('delivered')) {
      await repo.markDayDelivered(user.id, day, at);
      return 'delivered';
    }
    if (outcomes.includes('unavailable')) {
      // Nothing reached the user and a push service may take it later: give the day back.
      await repo.releaseDay(user.id, day);
      return 'unavailable';
    }
    return 'undeliverable';
  }

  return {
    vapidPublicKey() {
      return { public_key: deps.vapidPublicKey };
    },

    /**
     * Keeps a browser's subscription for the user. The endpoint must be one of the browsers'
     * push services (the server posts to it every day), as `parsePushEndpoint` reads it, and
     * the key a real P-256 point.
     */
    async subscribe(userId: string, body: PushSubscriptionBody, userAgent: string | null) {
      const endpoint = parsePushEndpoint(body.endpoint, deps.serviceHosts);
      if (!endpoint) {
        throw invalid(
          'endpoint',
          'must be the https address of a browser push service, written as it parses',
        );
      }
      try {
        ECDH.convertKey(Buffer.from(body.keys.p256dh, 'base64url'), 'prime256v1');
      } catch {
        throw invalid('keys.p256dh', 'must be a point of the P-256 curve');
      }
      if (!(await repo.preferencesOf(userId))) throw new AppError('AUTH_REQUIRED');
      const row = await repo.saveSubscription({
        userId,
        endpoint: endpoint.href,
        p256dh: body.keys.p256dh.replace(/=+$/, ''),
        auth: body.keys.auth.replace(/=+$/, ''),
        userAgent: userAgent?.slice(0, 300) ?? null,
      });
      await repo.trimSubscriptions(userId, MAX_SUBSCRIPTIONS_PER_USER);
      return { endpoint: row.endpoint, created_at: row.createdAt.toISOString() };
    },

    async unsubscribe(userId: string, endpoint: string) {
      return { removed: await repo.removeSubscription(userId, endpoint) };
    },

    async preferences(userId: string): Promise<PushPreferences> {
      const row = await repo.preferencesOf(userId);
      if (!row) throw new AppError('AUTH_REQUIRED');
      return { daily_fortune: row.dailyFortunePush, hour: row.dailyFortuneHour };
    },

    async updatePreferences(userId: string, input: PushPreferences): Promise<PushPreferences> {
      const saved = await repo.setPreferences(userId, {
        dailyFortunePush: input.daily_fortune,
        dailyFortuneHour: input.hour,
      });
      if (!saved) throw new AppError('AUTH_REQUIRED');
      return input;
    },

    /**
     * The hourly run: sends the fortune of the Thai day of `at` to every user who chose the hour
     * of `at` and has not had it yet. Throws when some push service could not be reached, after
     * trying everyone, so the job runs again for those users alone.
     */
    async sendDailyFortunes(at: Date = now()): Promise<DailyRunSummary> {
      const { day, hour } = bangkokDayAndHour(at);
      const summary: DailyRunSummary = {
        day,
        hour,
        delivered: 0,
        undeliverable: 0,
        unavailable: 0,
      };
      let after: string | null = null;
      for (;;) {
        const batch = await repo.dueUsers(day, hour, DUE_BATCH, after);
        if (batch.length === 0) break;
        after = batch[batch.length - 1]?.id ?? null;
        await forEachLimited(batch, SEND_CONCURRENCY, async (user) => {
          const outcome = await sendToUser(user, day, hour);
          if (outcome !== 'skipped') summary[outcome] += 1;
        });
      }
      log.info(summary, 'daily fortune push run');
      if (summary.unavailable > 0) {
        throw new Error(
          `daily fortune push: ${summary.unavailable} user(s) not reached, left for the retry`,
        );
      }
      return summary;
    },

    /** PDPA access: the preference, the browsers subscribed and the days sent. */
    async exportFor(userId: string): Promise<ExportedPush> {
      const preferences = await repo.preferencesOf(userId);
      return {
        daily_fortune: preferences?.dailyFortunePush ?? false,
        hour: preferences?.dailyFortuneHour ?? DEFAULT_DAILY_FORTUNE_HOUR,
        browsers: (await repo.subscriptionsOf(userId)).map((row) => ({
          endpoint: row.endpoint,
          user_agent: row.userAgent,
          created_at: row.createdAt.toISOString(),
          last_delivered_at: row.lastDeliveredAt?.toISOString() ?? null,
        })),
        days_sent: await repo.daysSentTo(userId),
      };
    },

    eraseFor: (tx: DbOrTx, userIds: string[]) => repo.eraseFor(tx, userIds),
  };
}

export type PushService = ReturnType<typeof createPushService>;
